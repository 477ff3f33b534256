import { Clock, Duration, Effect } from "effect"
import type { ActorState } from "./ActorState.js"

/** Why the connection loop's race ended. */
export type Ending = "lost" | "restart" | "idle"

/** warm_on_demand: cool after the idle window without orders. Re-armed by every order and every warm. */
export const armIdle = (state: ActorState) =>
  Effect.suspend(() => {
    if (state.account?.mode !== "warm_on_demand" || state.live === undefined) return Effect.void
    return Effect.map(Clock.currentTimeMillis, (now) => {
      state.idleDeadline = now + Duration.toMillis(state.settings.idleWindow)
    })
  })

export const stopIdle = (state: ActorState) =>
  Effect.sync(() => {
    state.idleDeadline = undefined
  })

/** Ends with "idle" once the idle window has passed; the connection loop then cools the account. */
export const watchIdle = (state: ActorState): Effect.Effect<Ending> =>
  Effect.gen(function*() {
    for (;;) {
      const deadline = state.idleDeadline
      const now = yield* Clock.currentTimeMillis
      if (deadline === undefined) yield* Effect.sleep(Duration.seconds(1))
      else if (now < deadline) yield* Effect.sleep(Duration.millis(deadline - now))
      else return "idle" as Ending
    }
  })
