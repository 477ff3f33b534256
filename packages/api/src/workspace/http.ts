import { HttpApiBuilder } from "@effect/platform"
import { Api } from "@svc/domain/api/Api"
import { CurrentPrincipal } from "@svc/domain/api/authentication"
import { Effect, Layer } from "effect"
import { WorkspacesRepo } from "./WorkspacesRepo.js"

const WorkspaceHttp = HttpApiBuilder.group(Api, "workspace", (handlers) =>
  Effect.gen(function*() {
    const repo = yield* WorkspacesRepo
    return handlers.handle("getWorkspace", () =>
      Effect.flatMap(CurrentPrincipal, (p) =>
        // The key was just authenticated against this workspace, so it exists unless deleted mid-request.
        Effect.flatMap(repo.get(p.workspaceId), (w) => w === undefined ? Effect.dieMessage("workspace vanished") : Effect.succeed(w))))
  }))

export const WorkspaceLive = WorkspaceHttp.pipe(Layer.provide(WorkspacesRepo.Default))
