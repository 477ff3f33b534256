import type { AccountId } from "@svc/domain"
import type { Context, Effect, Fiber, Scope } from "effect"
import type { TradingStore } from "../trading/TradingStore.js"
import type { AccountRecord, AccountStore } from "./AccountStore.js"
import type { RuntimeSettings } from "./RuntimeSettings.js"
import type { LiveSession, SessionOpener } from "./SessionOpener.js"

/**
 * One account actor's state and services, shared by its steps. The mutable fields change only under the state
 * lock (`locked`), except where a step says otherwise.
 */
export interface ActorState {
  readonly id: AccountId
  readonly store: Context.Tag.Service<AccountStore>
  readonly opener: SessionOpener
  readonly settings: Context.Tag.Service<RuntimeSettings>
  readonly orders: Context.Tag.Service<TradingStore>
  readonly entityScope: Scope.Scope
  /** Runs `effect` under the state lock: every change of state is decided and persisted under it. */
  readonly locked: <A, E, R>(effect: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>
  /** The order queue: one order at a time per account. */
  readonly orderLock: Effect.Semaphore
  account: AccountRecord | undefined
  live: { readonly scope: Scope.CloseableScope; readonly session: LiveSession } | undefined
  /**
   * Set while an actor that started over a record saying live (its runner died, or the entity restarted) makes its
   * first login: opened once that login has ended, either way. An order arriving meanwhile waits on it (readyForOrder).
   */
  resuming: Effect.Latch | undefined
  /** The connect loop's fiber while the account is coming up or up. */
  lifecycle: Fiber.RuntimeFiber<void> | undefined
  /** warm_on_demand: when the idle window ends (epoch ms); watched inside the connection loop, not by a fiber of its own. */
  idleDeadline: number | undefined
  /**
   * Orders that reached the actor and have not finished: waiting for the order lock, bringing the account up or
   * being sent. Counted up under the state lock, so an operation that would end the session (decided under the
   * same lock) either sees the order and refuses, or ends the session before the order looks at it.
   */
  ordersOpen: number
  /**
   * One pass of the sync loop (positions and deals, then unresolved orders). Set once the sync and trading steps
   * exist: they need the context the actor builds from this state.
   */
  syncPass: Effect.Effect<void>
}
