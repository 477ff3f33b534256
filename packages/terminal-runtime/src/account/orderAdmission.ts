import { AccountTrigger, transition } from "@svc/domain/account/machine"
import { Effect, Either } from "effect"
import { executingError } from "./actorErrors.js"
import type { ActorState } from "./ActorState.js"

/**
 * Refuses (with the state lock held) an operation that would end the session or take its password while an order
 * is queued, in flight or still being confirmed against the broker's records by this running account: its outcome
 * would be lost. An account that is not running confirms nothing, so a change that lets it log in again is allowed.
 */
export const refuseWhileOrders = (state: ActorState) =>
  Effect.gen(function*() {
    const { id, ordersOpen } = state
    if (ordersOpen > 0 || state.account?.state === "executing") {
      return yield* executingError(id, ordersOpen > 1 ? `${ordersOpen} orders are queued or in flight on this account` : "An order is in flight on this account")
    }
    if (state.live === undefined && state.lifecycle === undefined) return
    const awaiting = yield* state.orders.unresolved(id)
    if (awaiting.length > 0) {
      return yield* executingError(
        id,
        `${awaiting.length === 1 ? "An order is" : `${awaiting.length} orders are`} being confirmed against the broker's records`,
        awaiting.map((o) => o.order.id)
      )
    }
  })

/**
 * Counts the order as open from its arrival until `effect` ends, counted up under the state lock so that
 * `refuseWhileOrders` sees it.
 */
export const admitted = <A, E, R>(state: ActorState, effect: Effect.Effect<A, E, R>) =>
  Effect.acquireUseRelease(
    state.locked(Effect.sync(() => void state.ordersOpen++)),
    () => effect,
    () => Effect.sync(() => void state.ordersOpen--)
  )

/** In memory only: the order path would pay two writes per order to persist `executing`, and nothing reads it back. */
const markExecuting = (state: ActorState, on: boolean) =>
  state.locked(Effect.sync(() => {
    const account = state.account
    if (account === undefined) return
    const decided = transition(account.state, on ? AccountTrigger.OrderStarted() : AccountTrigger.OrderSettled())
    if (Either.isRight(decided)) state.account = { ...account, state: decided.right.next }
  }))

/** The account is `executing` (in memory) while `effect` runs. */
export const inFlight = <A, E, R>(state: ActorState, effect: Effect.Effect<A, E, R>) =>
  Effect.acquireUseRelease(markExecuting(state, true), () => effect, () => markExecuting(state, false))
