import { Entity } from "@effect/cluster"
import type { AccountId } from "@svc/domain"
import { AccountTrigger } from "@svc/domain/account/machine"
import { AccountEntity } from "@svc/domain/account/protocol"
import { Cause, Effect, Option } from "effect"
import type { ActorContext } from "../trading/ActorContext.js"
import { makeReadHandlers } from "../trading/reads.js"
import { makeTradingHandlers } from "../trading/sendOrder.js"
import { makeArmLeg } from "../trading/armLeg.js"
import { makeSync } from "../trading/sync.js"
import { TradingStore } from "../trading/TradingStore.js"
import { executingError, notFound, notReady } from "./actorErrors.js"
import type { ActorState } from "./ActorState.js"
import { AccountStore } from "./AccountStore.js"
import { LocalAccountActors } from "./LocalAccountActors.js"
import { applyTrigger } from "./applyTrigger.js"
import { coolOnRequest } from "./cool.js"
import { armIdle } from "./idle.js"
import { resumeAfterRestart } from "./lifecycle.js"
import { stopLive } from "./liveSession.js"
import { admitted, inFlight, refuseWhileOrders } from "./orderAdmission.js"
import { readyForOrder } from "./readyForOrder.js"
import { RuntimeSettings } from "./RuntimeSettings.js"
import { SessionOpener } from "./SessionOpener.js"
import { reload, warmNow } from "./warm.js"

/**
 * One actor per account. It owns the terminal session (a scope), the connect/reconnect loop with its health
 * checks, and the idle timer of `warm_on_demand` accounts. Every change of state is decided by the pure machine
 * in domain, made under one lock and persisted (with its event) before anyone is answered. The steps live in
 * files of their own over one `ActorState`; this file wires them to the entity's messages.
 */
export const makeAccountActor = Effect.gen(function*() {
  const address = yield* Entity.CurrentAddress
  const id = address.entityId as string as AccountId
  // Debug lines with the account id mark each step of an actor's start on a runner (taking over a dead one's
  // accounts is timed from them: started, logging in, logged in).
  const began = Date.now()
  yield* Effect.logDebug(`account ${id}: actor starting`)
  const store = yield* AccountStore
  const lock = yield* Effect.makeSemaphore(1)
  const state: ActorState = {
    id,
    store,
    opener: yield* SessionOpener,
    settings: yield* RuntimeSettings,
    orders: yield* TradingStore,
    entityScope: yield* Effect.scope,
    locked: lock.withPermits(1),
    orderLock: yield* Effect.makeSemaphore(1),
    account: Option.getOrUndefined(yield* store.load(id)),
    live: undefined,
    resuming: undefined,
    lifecycle: undefined,
    idleDeadline: undefined,
    ordersOpen: 0,
    syncPass: Effect.void
  }
  const { locked } = state

  const ctx: ActorContext = {
    id,
    account: () => state.account,
    session: () => state.live?.session,
    entityScope: state.entityScope,
    readyForOrder: readyForOrder(state),
    serialised: (effect) => state.orderLock.withPermits(1)(effect),
    admitted: (effect) => admitted(state, effect),
    inFlight: (effect) => inFlight(state, effect),
    touch: locked(armIdle(state))
  }
  const { afterTrade, syncOnce } = yield* makeSync(ctx)
  const trading = yield* makeTradingHandlers(ctx, afterTrade)
  const reads = yield* makeReadHandlers(ctx)
  // Orders left unconfirmed (by a runner that died, or this actor's own lost answers) first: after a takeover they are
  // what the clients wait on, and the full sync behind them (positions, deals, working orders) is the slow part when
  // a runner takes over a hundred accounts at once. Neither step's failure skips the other.
  state.syncPass = Effect.zipRight(
    trading.reconcile.pipe(Effect.catchAllCause((cause) =>
      Effect.logWarning(`confirming the unresolved orders of account ${id} failed`, Cause.pretty(cause, { renderErrorCause: true })))),
    Effect.asVoid(syncOnce)
  )
  // Waves: legs armed with a release time, sent by this actor's own timer through the order path above.
  const waves = yield* makeArmLeg(ctx, trading.path)

  yield* resumeAfterRestart(state)
  yield* Effect.logDebug(`account ${id}: actor started in ${Date.now() - began} ms (found ${state.account?.state ?? "no record"})`)
  // Last, so that it is the first thing undone when the entity stops: no caller reaches a stopping actor directly.
  // (Optional: an actor on its own, as the runtime's tests run it, is reached through the cluster only.)
  const locals = yield* Effect.serviceOption(LocalAccountActors)
  if (Option.isSome(locals)) yield* locals.value.register(id, { SendOrder: trading.SendOrder })

  return AccountEntity.of({
    Warm: ({ payload }) => locked(warmNow(state, payload.operatorResolved === true)),

    Cool: () => locked(coolOnRequest(state)),

    Disconnect: () =>
      locked(Effect.gen(function*() {
        if (state.account === undefined) return yield* notFound(id)
        yield* refuseWhileOrders(state)
        yield* stopLive(state)
        yield* applyTrigger(state, AccountTrigger.Disconnect(), "Disconnected: the stored password was deleted.", { problem: null, forgetPassword: true })
        return { accountId: id, state: state.account?.state ?? "offline", passwordDeleted: true }
      })),

    Reload: () =>
      locked(Effect.gen(function*() {
        yield* reload(state)
        if (state.account === undefined) return yield* notFound(id)
      })),

    CredentialsChanged: ({ payload }) =>
      locked(Effect.gen(function*() {
        yield* reload(state)
        if (state.account === undefined) return yield* notFound(id)
        // Decided before anything is stored, under the lock every order and every other change takes: a refused
        // change leaves the stored credentials as they were, and no login ever reads one that is then taken back.
        yield* refuseWhileOrders(state)
        yield* stopLive(state)
        const detail = payload.what === "password"
          ? "New password stored; warm the account to log in with it."
          : `Moved to ${payload.server}; warm the account to log in there.`
        const trigger = payload.what === "password" ? AccountTrigger.PasswordChanged() : AccountTrigger.ServerChanged()
        const stored = yield* applyTrigger(state, trigger, detail, { problem: null, credentials: payload })
        if (!stored) return yield* executingError(id, "An order is in flight on this account")
      })),

    Retire: () =>
      locked(Effect.gen(function*() {
        yield* refuseWhileOrders(state)
        yield* stopLive(state)
        state.account = undefined
      })),

    SendOrder: trading.SendOrder,
    ArmLeg: waves.ArmLeg,
    GetQuotes: reads.GetQuotes,
    ListSymbols: reads.ListSymbols,
    Calculate: reads.Calculate,
    CopyFacts: reads.CopyFacts,
    CopyFunds: reads.CopyFunds,
    SyncNow: () =>
      Effect.gen(function*() {
        const account = state.account
        if (account === undefined) return yield* notFound(id)
        if (state.live === undefined) return yield* notReady(state, `it is \`${account.state}\`; warm it first.`)
        const snapshot = yield* syncOnce
        yield* trading.reconcile.pipe(Effect.orElseSucceed(() => 0))
        return yield* Option.match(snapshot, {
          onNone: () => Effect.fail(notReady(state, "the terminal did not answer.")),
          onSome: Effect.succeed
        })
      })
  })
}).pipe(Effect.annotateLogs("actor", "Account"))
