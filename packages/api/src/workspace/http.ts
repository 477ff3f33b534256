import { HttpApiBuilder } from "@effect/platform"
import { Api } from "@svc/domain/api/Api"
import { CurrentPrincipal } from "@svc/domain/api/authentication"
import { Effect, Layer } from "effect"
import { Workspaces } from "./Workspaces.js"

const WorkspaceHttp = HttpApiBuilder.group(Api, "workspace", (handlers) =>
  Effect.gen(function*() {
    const workspaces = yield* Workspaces
    return handlers.handle("getWorkspace", () => Effect.flatMap(CurrentPrincipal, workspaces.current))
  }))

export const WorkspaceLive = WorkspaceHttp.pipe(Layer.provide(Workspaces.Default))
