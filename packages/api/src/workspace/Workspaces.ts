import type { Principal } from "@svc/domain/api/authentication"
import { Effect } from "effect"
import { WorkspacesRepo } from "./WorkspacesRepo.js"

export class Workspaces extends Effect.Service<Workspaces>()("@svc/api/workspace/Workspaces", {
  effect: Effect.gen(function*() {
    const repo = yield* WorkspacesRepo
    /** The caller's workspace: the key or session was just authenticated against it, so it exists unless deleted mid-request. */
    const current = Effect.fn("Workspaces.current")(function*(principal: Principal) {
      const workspace = yield* repo.get(principal.workspaceId)
      if (workspace === undefined) return yield* Effect.dieMessage("workspace vanished")
      return workspace
    })
    return { current }
  }),
  dependencies: [WorkspacesRepo.Default]
}) {}
