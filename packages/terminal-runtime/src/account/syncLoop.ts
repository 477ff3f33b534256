import { Cause, Duration, Effect, Random } from "effect"
import type { ActorState } from "./ActorState.js"
import type { Ending } from "./idle.js"

/**
 * While online: unresolved orders, then positions, deals and pending orders, every sync interval. Each wait is 80 to
 * 100% of the interval, so accounts brought online together (a prepared wave) drift apart instead of all syncing in
 * one burst every interval.
 */
export const syncLoop = (state: ActorState): Effect.Effect<Ending> =>
  Effect.suspend(() =>
    Effect.gen(function*() {
      for (;;) {
        // A failed pass is logged and retried next interval; it must never take the actor (and its session) down.
        yield* state.syncPass.pipe(Effect.catchAllCause((cause) =>
          Effect.logWarning(`sync of account ${state.id} failed`, Cause.pretty(cause, { renderErrorCause: true }))))
        yield* Effect.flatMap(Random.nextRange(0.8, 1), (share) => Effect.sleep(Duration.times(state.settings.syncInterval, share)))
      }
    })
  )
