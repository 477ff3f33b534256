import { type AccountTrigger, transition } from "@svc/domain/account/machine"
import { Effect, Either } from "effect"
import type { StateChange } from "./AccountStore.js"
import type { ActorState } from "./ActorState.js"

/** Applies a trigger through the machine and persists the result. False when the machine refuses it. */
export const applyTrigger = (
  state: ActorState,
  trigger: AccountTrigger,
  stateDetail: string | null,
  extra: Omit<StateChange, "state" | "stateDetail" | "emit"> = {}
): Effect.Effect<boolean> =>
  Effect.suspend(() => {
    const current = state.account
    if (current === undefined) return Effect.succeed(false)
    const decided = transition(current.state, trigger)
    if (Either.isLeft(decided)) {
      return Effect.logDebug(`account ${state.id}: ${decided.left.message}`).pipe(Effect.as(false))
    }
    const { emits, next } = decided.right
    if (next === current.state && Object.keys(extra).length === 0 && stateDetail === current.stateDetail) {
      return Effect.succeed(true)
    }
    return state.store.record(state.id, { state: next, stateDetail, emit: emits, ...extra }).pipe(
      Effect.map((updated) => {
        state.account = updated
        return true
      })
    )
  }).pipe(Effect.withSpan("Account.apply", { attributes: { trigger: trigger._tag } }))
