import type { AccountId } from "@svc/domain"
import { Effect, PubSub } from "effect"

/**
 * Whether any subscription copies (active or close-only), as a SQL expression: without one the copier has nothing to
 * do for a stored deal, so a statement that stores deals can answer it for its caller to skip the signal.
 */
export const anyCopyingSql = "exists (select 1 from copy_subscriptions where status in ('active', 'close_only'))"

/** The signal a resume sends: the copier runs its drift check on its next pass. */
export const driftSignal = "drift"

/**
 * "Deals of this account were just stored" (an account id), or "run the drift check" (`driftSignal`): the
 * copier's wake-ups, published where trades and the sync pass store deals and where copying resumes. A signal
 * carries no deal (the `deals` table is the truth, read by the copier): a lost signal only delays a copy until the
 * copier's one-second poll, never loses it.
 */
export class DealSignals extends Effect.Service<DealSignals>()("@svc/api/copy/DealSignals", {
  effect: Effect.gen(function*() {
    // Sliding: a burst of signals while the copier is busy needs only one wake-up, never back-pressure on trades.
    const hub = yield* PubSub.sliding<string>(1024)
    const stored = (accountId: AccountId) => PubSub.publish(hub, accountId).pipe(Effect.asVoid)
    const resumed = PubSub.publish(hub, driftSignal).pipe(Effect.asVoid)
    return { stored, resumed, subscribe: PubSub.subscribe(hub) } as const
  })
}) {}
