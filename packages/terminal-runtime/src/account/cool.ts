import { AccountTrigger, transition } from "@svc/domain/account/machine"
import { Effect, Either } from "effect"
import { notFound } from "./actorErrors.js"
import type { ActorState } from "./ActorState.js"
import { applyTrigger } from "./applyTrigger.js"
import { stopLive } from "./liveSession.js"
import { refuseWhileOrders } from "./orderAdmission.js"

/** `Cool` on request: refused while an order is open; a no-op for an account that is not up. Called with the lock held. */
export const coolOnRequest = Effect.fn("Account.cool")(function*(state: ActorState) {
  const { id } = state
  const current = state.account
  if (current === undefined) return yield* notFound(id)
  const decided = transition(current.state, AccountTrigger.Cool())
  if (Either.isLeft(decided) && decided.left.refusal === "order_in_flight") yield* refuseWhileOrders(state)
  if (Either.isLeft(decided) || decided.right.next === current.state) {
    return { accountId: id, stopped: false, state: current.state }
  }
  yield* refuseWhileOrders(state)
  const detail = "Cooled on request."
  if (yield* applyTrigger(state, AccountTrigger.Cool(), detail)) {
    yield* stopLive(state)
    yield* applyTrigger(state, AccountTrigger.Cooled(), detail)
  }
  return { accountId: id, stopped: true, state: state.account?.state ?? "standby" }
})
