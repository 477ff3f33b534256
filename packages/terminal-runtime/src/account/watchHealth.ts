import { AccountTrigger } from "@svc/domain/account/machine"
import { Effect } from "effect"
import { applyTrigger } from "./applyTrigger.js"
import type { ActorState } from "./ActorState.js"
import type { Ending } from "./idle.js"
import type { LiveSession } from "./SessionOpener.js"

/**
 * Health checks while online: one failed check marks the session `degraded`, a second asks for a restart, a
 * good one in `degraded` recovers it. Ends only with "restart".
 */
export const watchHealth = (state: ActorState, session: LiveSession) =>
  Effect.gen(function*() {
    for (;;) {
      yield* Effect.sleep(state.settings.healthInterval)
      const healthy = yield* session.terminal.accountInfo.pipe(
        Effect.timeout(state.settings.healthTimeout),
        Effect.as(true),
        Effect.catchAll(() => Effect.succeed(false))
      )
      const current = state.account?.state
      if (healthy && current === "degraded") {
        yield* state.locked(applyTrigger(state, AccountTrigger.Recovered(), null))
      } else if (!healthy && current === "ready") {
        yield* state.locked(applyTrigger(state, AccountTrigger.Misbehaving({ detail: "health check failed" }), "The terminal stopped answering health checks."))
      } else if (!healthy && current === "degraded") {
        return "restart" as Ending
      }
    }
  })
