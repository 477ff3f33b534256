import { Errors } from "@svc/domain"
import { needsOperator } from "@svc/domain/account/machine"
import { Duration, Effect } from "effect"
import type { ActorContext } from "../trading/ActorContext.js"
import { notFound, notReady } from "./actorErrors.js"
import type { ActorState } from "./ActorState.js"
import { warmNow } from "./warm.js"

/**
 * See `ActorContext.readyForOrder`: on the order path, so a ready account answers without a span or a wait.
 *
 * An actor that has just started over a record saying live (its shard moved off a runner that died, or the entity
 * restarted) is logging in again: an order arriving then waits for that first login, up to the login timeout,
 * instead of being refused as not ready. Refused, every client retried it every few hundred milliseconds while
 * hundreds of accounts moved at once, each retry a request through an API node to the new runner, and that churn
 * slowed the very logins it waited for; the order also answers as soon as the account is up rather than at the
 * client's next try. A reconnect after a lost session is not this: orders are refused at once then, as before.
 */
export const readyForOrder = (state: ActorState): ActorContext["readyForOrder"] =>
  Effect.suspend(() => {
    const resuming = state.resuming
    if (resuming === undefined || (state.account?.state === "ready" && state.live !== undefined)) return checkReady(state)
    return resuming.await.pipe(
      Effect.timeoutOption(state.settings.loginTimeout),
      Effect.zipRight(checkReady(state))
    )
  })

const checkReady = (state: ActorState): ActorContext["readyForOrder"] =>
  Effect.gen(function*() {
    const { id } = state
    const current = state.account
    if (current === undefined) return yield* notFound(id)
    if (current.tradingDisabled) {
      return yield* new Errors.TradingDisabled({ message: "Trading is switched off for this account.", details: [{ accountId: id }] })
    }
    if (needsOperator(current.state)) {
      return yield* new Errors.NeedsOperator({ message: `The account is in \`${current.state}\`; a person must fix it first.`, details: [{ accountId: id, state: current.state }] })
    }
    if (current.state === "ready" && state.live !== undefined) return state.live.session
    if (current.state === "ready") {
      return yield* new Errors.NoRuntime({ message: "The account shows ready but has no live terminal; warm it again.", details: [{ accountId: id }] })
    }
    if (current.mode !== "warm_on_demand") return yield* notReady(state, `it is \`${current.state}\`; warm it first.`)
    // warm_on_demand: the order brings the account up and waits for it.
    yield* state.locked(warmNow(state, false)).pipe(Effect.mapError(() => notReady(state, "it could not be brought online.")))
    const deadline = Date.now() + Duration.toMillis(state.settings.loginTimeout)
    while (Date.now() < deadline) {
      const reached = state.account?.state
      if (reached === "ready" && state.live !== undefined) return state.live.session
      if (reached !== undefined && needsOperator(reached)) {
        return yield* new Errors.NeedsOperator({ message: `The account is in \`${reached}\`; a person must fix it first.`, details: [{ accountId: id, state: reached }] })
      }
      if (reached === "error" || reached === "offline" || reached === "standby") return yield* notReady(state, state.account?.stateDetail ?? reached)
      yield* Effect.sleep(Duration.millis(10))
    }
    return yield* notReady(state, "it did not come online in time.")
  })
