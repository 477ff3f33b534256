import type { AccountId } from "@svc/domain"
import type { Errors } from "@svc/domain"
import type { Effect, Scope } from "effect"
import type { AccountRecord } from "../account/AccountStore.js"
import type { LiveSession } from "../account/SessionOpener.js"

/** What the trading and read handlers see of their account's actor. */
export interface ActorContext {
  readonly id: AccountId
  readonly account: () => AccountRecord | undefined
  readonly session: () => LiveSession | undefined
  readonly entityScope: Scope.Scope
  /**
   * Makes sure the account can take an order now: a `warm_on_demand` account is brought online and awaited,
   * others must already be ready. Fails with the spec's code for why not.
   */
  readonly readyForOrder: Effect.Effect<
    LiveSession,
    Errors.AccountNotFound | Errors.AccountNotReady | Errors.NeedsOperator | Errors.NoRuntime | Errors.TradingDisabled
  >
  /**
   * Counts the order as open on the account from its arrival until `effect` ends: cool, disconnect, credential
   * changes and delete refuse meanwhile, decided by the actor under the lock it changes state with.
   */
  readonly admitted: <A, E, R>(effect: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>
  /** One order at a time per account: orders on one account never race each other. */
  readonly serialised: <A, E, R>(effect: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>
  /** The account is `executing` while `effect` runs: cool, disconnect and delete refuse meanwhile. */
  readonly inFlight: <A, E, R>(effect: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>
  /** An order counts as activity for the idle window. */
  readonly touch: Effect.Effect<void>
}
