import { Entity } from "@effect/cluster"
import { Errors, type AccountId } from "@svc/domain"
import { AccountTrigger, needsOperator as needsOperatorState, transition } from "@svc/domain/account/machine"
import { AccountEntity } from "@svc/domain/account/protocol"
import { needsOperatorMessage } from "@svc/domain/account/operatorSteps"
import type { AccountState, Problem } from "@svc/domain/resources/account"
import { Cause, Clock, Duration, Effect, Either, Exit, Fiber, Option, Random, Scope } from "effect"
import { tradingDisabledProblem } from "../terminal/loginProblem.js"
import { AccountStore, type AccountRecord, type StateChange } from "./AccountStore.js"
import { RuntimeSettings } from "./RuntimeSettings.js"
import { SessionOpener, type LiveSession } from "./session.js"
import type { ActorContext } from "../trading/ActorContext.js"
import { makeReadHandlers } from "../trading/reads.js"
import { makeSync } from "../trading/sync.js"
import { makeTradingHandlers } from "../trading/sendOrder.js"
import { TradingStore } from "../trading/TradingStore.js"

/** Problems the actor finds itself, around the terminal's own. */
const ownProblem = (code: "CONNECTION_FAILED" | "LOGIN_REFUSED", detail: string): Problem => ({
  code,
  title: code === "LOGIN_REFUSED" ? "No usable password" : "The terminal could not reach the broker's server",
  explanation: code === "LOGIN_REFUSED"
    ? "There is no stored password to log in with; send the trading password again."
    : "The login did not complete in time or the connection could not be restored. The server may be slow or " +
      "down; warm the account to try again.",
  detail,
  otherServers: [],
  actions: code === "LOGIN_REFUSED" ? [{ kind: "replace_credentials" }] : [{ kind: "connect" }, { kind: "contact_support" }]
})

const humanState = (code: Problem["code"]) => {
  switch (code) {
    case "LOGIN_REFUSED": return "invalid_credentials" as const
    case "NEEDS_2FA": return "needs_2fa" as const
    case "NEEDS_CERTIFICATE": return "needs_certificate" as const
    case "TRADING_DISABLED": return "trading_disabled" as const
    case "CONNECTION_FAILED": return undefined
  }
}

const notFound = (id: string) => new Errors.AccountNotFound({ message: `No account ${id}.`, details: [{ accountId: id }] })
const executingError = (id: string, why: string, orderIds: ReadonlyArray<string> = []) =>
  new Errors.AccountExecuting({
    message: `${why}; this would lose its outcome. Retry once it settles.`,
    details: [{ accountId: id, ...(orderIds.length === 0 ? {} : { orderIds: orderIds.slice(0, 20) }) }]
  })

type Ending = "lost" | "restart" | "idle"

/**
 * One actor per account. It owns the terminal session (a scope), the connect/reconnect loop with its health
 * checks, and the idle timer of `warm_on_demand` accounts. Every change of state is decided by the pure machine
 * in domain, made under one lock and persisted (with its event) before anyone is answered.
 */
export const makeAccountActor = Effect.gen(function*() {
  const address = yield* Entity.CurrentAddress
  const id = address.entityId as string as AccountId
  const store = yield* AccountStore
  const opener = yield* SessionOpener
  const settings = yield* RuntimeSettings
  const entityScope = yield* Effect.scope
  const lock = yield* Effect.makeSemaphore(1)
  const locked = lock.withPermits(1)

  let account: AccountRecord | undefined = Option.getOrUndefined(yield* store.load(id))
  let live: { readonly scope: Scope.CloseableScope; readonly session: LiveSession } | undefined
  let lifecycle: Fiber.RuntimeFiber<void> | undefined
  /** warm_on_demand: when the idle window ends (epoch ms); watched inside the connection loop, not by a fiber of its own. */
  let idleDeadline: number | undefined
  const orderLock = yield* Effect.makeSemaphore(1)
  const orders = yield* TradingStore
  /**
   * Orders that reached the actor and have not finished: waiting for the order lock, bringing the account up or
   * being sent. Counted up under the state lock, so an operation that would end the session (decided under the
   * same lock) either sees the order and refuses, or ends the session before the order looks at it.
   */
  let ordersOpen = 0

  /** Applies a trigger through the machine and persists the result. False when the machine refuses it. */
  const apply = (
    trigger: AccountTrigger,
    stateDetail: string | null,
    extra: Omit<StateChange, "state" | "stateDetail" | "emit"> = {}
  ): Effect.Effect<boolean> =>
    Effect.suspend(() => {
      const current = account
      if (current === undefined) return Effect.succeed(false)
      const decided = transition(current.state, trigger)
      if (Either.isLeft(decided)) {
        return Effect.logDebug(`account ${id}: ${decided.left.message}`).pipe(Effect.as(false))
      }
      const { emits, next } = decided.right
      if (next === current.state && Object.keys(extra).length === 0 && stateDetail === current.stateDetail) {
        return Effect.succeed(true)
      }
      return store.record(id, { state: next, stateDetail, emit: emits, ...extra }).pipe(
        Effect.map((updated) => {
          account = updated
          return true
        })
      )
    })

  const closeLive = Effect.suspend(() => {
    const current = live
    live = undefined
    return current === undefined ? Effect.void : Scope.close(current.scope, Exit.void)
  })

  const stopIdle = Effect.sync(() => {
    idleDeadline = undefined
  })

  /** Ends the live side: idle timer, connect loop and session. Called with the lock held. */
  const stopLive = Effect.gen(function*() {
    yield* stopIdle
    const fiber = lifecycle
    lifecycle = undefined
    if (fiber !== undefined) yield* Fiber.interrupt(fiber)
    yield* closeLive
  })

  const cool = (trigger: AccountTrigger, detail: string) =>
    Effect.gen(function*() {
      if (!(yield* apply(trigger, detail))) return false
      yield* stopLive
      yield* apply(AccountTrigger.Cooled(), detail)
      return true
    })

  /** warm_on_demand: cool after the idle window without orders. Re-armed by every order and every warm. */
  const armIdle = Effect.suspend(() => {
    if (account?.mode !== "warm_on_demand" || live === undefined) return Effect.void
    return Effect.map(Clock.currentTimeMillis, (now) => {
      idleDeadline = now + Duration.toMillis(settings.idleWindow)
    })
  })

  /** Ends with "idle" once the idle window has passed; the connection loop then cools the account. */
  const watchIdle: Effect.Effect<Ending> = Effect.gen(function*() {
    for (;;) {
      const deadline = idleDeadline
      const now = yield* Clock.currentTimeMillis
      if (deadline === undefined) yield* Effect.sleep(Duration.seconds(1))
      else if (now < deadline) yield* Effect.sleep(Duration.millis(deadline - now))
      else return "idle" as Ending
    }
  })

  const openSession = Effect.gen(function*() {
    const current = account
    if (current === undefined) return Either.left(ownProblem("CONNECTION_FAILED", "The account was removed."))
    const password = yield* store.password(id)
    if (Option.isNone(password)) return Either.left(ownProblem("LOGIN_REFUSED", "No password is stored for this account."))
    const scope = yield* Scope.make()
    const opened = yield* opener.open(current, password.value).pipe(
      Scope.extend(scope),
      Effect.timeoutFail({
        duration: settings.loginTimeout,
        onTimeout: () => ownProblem("CONNECTION_FAILED", "The login timed out.")
      }),
      Effect.either
    )
    if (Either.isLeft(opened)) {
      yield* Scope.close(scope, Exit.void)
      return Either.left(opened.left)
    }
    return Either.right({ scope, session: opened.right })
  })

  /**
   * Health checks while online: one failed check marks the session `degraded`, a second asks for a restart, a
   * good one in `degraded` recovers it. Ends only with "restart".
   */
  const watchHealth = (session: LiveSession) =>
    Effect.gen(function*() {
      for (;;) {
        yield* Effect.sleep(settings.healthInterval)
        const healthy = yield* session.terminal.accountInfo.pipe(
          Effect.timeout(settings.healthTimeout),
          Effect.as(true),
          Effect.catchAll(() => Effect.succeed(false))
        )
        const state = account?.state
        if (healthy && state === "degraded") {
          yield* locked(apply(AccountTrigger.Recovered(), null))
        } else if (!healthy && state === "ready") {
          yield* locked(apply(AccountTrigger.Misbehaving({ detail: "health check failed" }), "The terminal stopped answering health checks."))
        } else if (!healthy && state === "degraded") {
          return "restart" as Ending
        }
      }
    })

  /**
   * While online: positions, deals and pending orders, then unresolved orders, every sync interval. Each wait is 80 to
   * 100% of the interval, so accounts brought online together (a prepared wave) drift apart instead of all syncing in
   * one burst every interval.
   */
  const syncLoop: Effect.Effect<Ending> = Effect.suspend(() =>
    Effect.gen(function*() {
      for (;;) {
        // A failed pass is logged and retried next interval; it must never take the actor (and its session) down.
        yield* syncOnce.pipe(Effect.zipRight(trading.reconcile), Effect.catchAllCause((cause) =>
          Effect.logWarning(`sync of account ${id} failed`, Cause.pretty(cause, { renderErrorCause: true }))))
        yield* Effect.flatMap(Random.nextRange(0.8, 1), (share) => Effect.sleep(Duration.times(settings.syncInterval, share)))
      }
    })
  )

  const backoff = (attempt: number) =>
    Duration.min(Duration.times(settings.reconnectBase, 2 ** Math.max(0, attempt - 1)), settings.reconnectMax)

  /** Log in, keep the session healthy, and reconnect when it drops, until cooled, disconnected or failed. */
  const runLifecycle = (reconnecting: boolean) =>
    Effect.gen(function*() {
      let failures = 0
      if (!reconnecting) {
        yield* locked(apply(AccountTrigger.Provisioned(), "Starting a terminal for the account."))
        yield* locked(apply(AccountTrigger.LoginStarted(), `Logging in to ${account?.server ?? "the server"}.`))
      }
      for (;;) {
        const opened = yield* openSession
        if (Either.isLeft(opened)) {
          const problem = opened.left
          const human = humanState(problem.code)
          if (human !== undefined) {
            yield* locked(apply(AccountTrigger.LoginFailed({ kind: human }), problem.detail, { problem }))
            return
          }
          // A session that dropped is retried; always_on keeps trying, the others give up after a few attempts.
          failures++
          if (!reconnecting || (account?.mode !== "always_on" && failures >= settings.reconnectAttempts)) {
            const detail = reconnecting ? `Could not reconnect after ${failures} attempts.` : problem.detail ?? "The connection failed."
            yield* locked(apply(AccountTrigger.Fail({ detail }), detail, { problem }))
            return
          }
          yield* Effect.sleep(backoff(failures))
          continue
        }
        const { scope, session } = opened.right
        live = { scope, session }
        failures = 0
        const facts = session.facts
        const arrived = yield* locked(Effect.gen(function*() {
          yield* apply(reconnecting ? AccountTrigger.ConnectionRestored() : AccountTrigger.LoggedIn(), "Reading the account from the terminal.", { facts })
          if (!facts.tradeAllowed) {
            const problem = tradingDisabledProblem(session.terminal.login, session.terminal.server, "The terminal reports that trading is not allowed on this account.")
            yield* closeLive
            yield* apply(AccountTrigger.LoginFailed({ kind: "trading_disabled" }), problem.detail, { problem })
            return false
          }
          yield* apply(AccountTrigger.Synced(), null, { problem: null })
          yield* armIdle
          return true
        }))
        if (!arrived) return
        let ending: Ending
        for (;;) {
          ending = yield* Effect.raceAll([
            session.lost.pipe(Effect.as("lost" as Ending)),
            watchHealth(session),
            syncLoop,
            watchIdle
          ])
          if (ending !== "idle") break
          // Cooled here, in the loop's own fiber: nothing has to interrupt the loop from outside.
          const cooled = yield* locked(Effect.gen(function*() {
            const detail = `Cooled by itself after ${Duration.format(settings.idleWindow)} without orders.`
            // An order waiting its turn or still being confirmed keeps the account up, as it would refuse a cool.
            const busy = Either.isLeft(yield* Effect.either(refuseWhileOrders))
            if (busy || !(yield* apply(AccountTrigger.IdleTimeout(), detail))) {
              yield* armIdle
              return false
            }
            yield* stopIdle
            yield* closeLive
            yield* apply(AccountTrigger.Cooled(), detail)
            return true
          }))
          if (cooled) return
        }
        yield* locked(Effect.gen(function*() {
          yield* stopIdle
          yield* closeLive
          if (ending === "restart") {
            yield* apply(AccountTrigger.Restart(), "Restarting a misbehaving connection.")
          } else {
            yield* apply(AccountTrigger.ConnectionLost(), "The connection to the broker was lost; reconnecting.")
          }
        }))
        reconnecting = true
      }
    })

  const startLifecycle = (reconnecting: boolean) =>
    Effect.suspend(() =>
      runLifecycle(reconnecting).pipe(
        Effect.ensuring(Effect.suspend(() => {
          lifecycle = undefined
          return closeLive
        })),
        Effect.forkIn(entityScope),
        Effect.map((fiber) => void (lifecycle = fiber))
      ))

  const reload = Effect.flatMap(store.load(id), (loaded) => Effect.sync(() => void (account = Option.getOrUndefined(loaded))))

  const isUp = (state: AccountState) => state === "ready" || state === "executing" || state === "degraded"

  /** Brings the account up (idempotent). Called with the lock held. */
  const warmNow = (operatorResolved: boolean) => Effect.gen(function*() {
        yield* reload
        const current = account
        if (current === undefined) return yield* notFound(id)
        const trigger = operatorResolved ? AccountTrigger.OperatorResolved() : AccountTrigger.Warm()
        const decided = transition(current.state, trigger)
        if (Either.isLeft(decided) && decided.left.refusal === "needs_operator") {
          return yield* new Errors.NeedsOperator({ message: needsOperatorMessage(id, current.state), details: [{ accountId: id, state: current.state }] })
        }
        if (current.disconnected || Option.isNone(yield* store.password(id))) {
          return yield* new Errors.NoSecret({
            message: "No password is stored for this account; connect it again with its password.",
            details: [{ accountId: id }]
          })
        }
        if (Either.isLeft(decided) || decided.right.next === current.state) {
          // Already up or coming up: warm is idempotent, and counts as activity for the idle window.
          yield* armIdle
          return { state: current.state, alreadyRunning: isUp(current.state) }
        }
        const fromDegraded = current.state === "degraded"
        if (fromDegraded) yield* stopLive
        yield* apply(trigger, fromDegraded ? "Restarting the connection." : `Bringing the account online.`, { problem: null })
        yield* startLifecycle(fromDegraded)
        return { state: account?.state ?? "provisioning", alreadyRunning: false }
  })

  /**
   * Refuses (with the state lock held) an operation that would end the session or take its password while an order
   * is queued, in flight or still being confirmed against the broker's records by this running account: its outcome
   * would be lost. An account that is not running confirms nothing, so a change that lets it log in again is allowed.
   */
  const refuseWhileOrders = Effect.gen(function*() {
    if (ordersOpen > 0 || account?.state === "executing") {
      return yield* executingError(id, ordersOpen > 1 ? `${ordersOpen} orders are queued or in flight on this account` : "An order is in flight on this account")
    }
    if (live === undefined && lifecycle === undefined) return
    const awaiting = yield* orders.unresolved(id)
    if (awaiting.length > 0) {
      return yield* executingError(
        id,
        `${awaiting.length === 1 ? "An order is" : `${awaiting.length} orders are`} being confirmed against the broker's records`,
        awaiting.map((o) => o.order.id)
      )
    }
  })

  /** In memory only: the order path would pay two writes per order to persist `executing`, and nothing reads it back. */
  const markExecuting = (on: boolean) =>
    locked(Effect.sync(() => {
      if (account === undefined) return
      const decided = transition(account.state, on ? AccountTrigger.OrderStarted() : AccountTrigger.OrderSettled())
      if (Either.isRight(decided)) account = { ...account, state: decided.right.next }
    }))

  const notReady = (detail: string) =>
    new Errors.AccountNotReady({ message: `The account is not ready for orders: ${detail}`, details: [{ accountId: id, state: account?.state ?? null }] })

  const readyForOrder: ActorContext["readyForOrder"] = Effect.gen(function*() {
    const current = account
    if (current === undefined) return yield* notFound(id)
    if (current.tradingDisabled) {
      return yield* new Errors.TradingDisabled({ message: "Trading is switched off for this account.", details: [{ accountId: id }] })
    }
    if (needsOperatorState(current.state)) {
      return yield* new Errors.NeedsOperator({ message: `The account is in \`${current.state}\`; a person must fix it first.`, details: [{ accountId: id, state: current.state }] })
    }
    if (current.state === "ready" && live !== undefined) return live.session
    if (current.state === "ready") {
      return yield* new Errors.NoRuntime({ message: "The account shows ready but has no live terminal; warm it again.", details: [{ accountId: id }] })
    }
    if (current.mode !== "warm_on_demand") return yield* notReady(`it is \`${current.state}\`; warm it first.`)
    // warm_on_demand: the order brings the account up and waits for it.
    yield* locked(warmNow(false)).pipe(Effect.mapError(() => notReady("it could not be brought online.")))
    const deadline = Date.now() + Duration.toMillis(settings.loginTimeout)
    while (Date.now() < deadline) {
      const state = account?.state
      if (state === "ready" && live !== undefined) return live.session
      if (state !== undefined && needsOperatorState(state)) {
        return yield* new Errors.NeedsOperator({ message: `The account is in \`${state}\`; a person must fix it first.`, details: [{ accountId: id, state }] })
      }
      if (state === "error" || state === "offline" || state === "standby") return yield* notReady(account?.stateDetail ?? state)
      yield* Effect.sleep(Duration.millis(10))
    }
    return yield* notReady("it did not come online in time.")
  })

  const ctx: ActorContext = {
    id,
    account: () => account,
    session: () => live?.session,
    entityScope,
    readyForOrder,
    serialised: (effect) => orderLock.withPermits(1)(effect),
    admitted: (effect) =>
      Effect.acquireUseRelease(
        locked(Effect.sync(() => void ordersOpen++)),
        () => effect,
        () => Effect.sync(() => void ordersOpen--)
      ),
    inFlight: (effect) => Effect.acquireUseRelease(markExecuting(true), () => effect, () => markExecuting(false)),
    touch: locked(armIdle)
  }
  const { syncOnce, afterTrade } = yield* makeSync(ctx)
  const trading = yield* makeTradingHandlers(ctx, afterTrade)
  const reads = yield* makeReadHandlers(ctx)

  // Rebuilt while the record says live (the entity restarted after a defect): this actor holds no session, so the
  // record is made true again rather than left `ready` with nothing behind it.
  const found = account?.state
  if (found === "connecting" || found === "synchronizing" || found === "ready" || found === "executing" || found === "degraded") {
    yield* locked(apply(AccountTrigger.ConnectionLost(), "The account's runtime restarted; reconnecting."))
    yield* startLifecycle(true)
  } else if (found === "reconnecting") {
    yield* startLifecycle(true)
  } else if (found === "provisioning" || found === "starting" || found === "cooling") {
    yield* locked(apply(AccountTrigger.Fail({ detail: "runtime restarted" }), "The account's runtime restarted mid-way; warm it again."))
  }

  return AccountEntity.of({
    Warm: ({ payload }) => locked(warmNow(payload.operatorResolved === true)),

    Cool: () =>
      locked(Effect.gen(function*() {
        const current = account
        if (current === undefined) return yield* notFound(id)
        const decided = transition(current.state, AccountTrigger.Cool())
        if (Either.isLeft(decided) && decided.left.refusal === "order_in_flight") yield* refuseWhileOrders
        if (Either.isLeft(decided) || decided.right.next === current.state) {
          return { accountId: id, stopped: false, state: current.state }
        }
        yield* refuseWhileOrders
        yield* cool(AccountTrigger.Cool(), "Cooled on request.")
        return { accountId: id, stopped: true, state: account?.state ?? "standby" }
      })),

    Disconnect: () =>
      locked(Effect.gen(function*() {
        const current = account
        if (current === undefined) return yield* notFound(id)
        yield* refuseWhileOrders
        yield* stopLive
        yield* apply(AccountTrigger.Disconnect(), "Disconnected: the stored password was deleted.", { problem: null, forgetPassword: true })
        return { accountId: id, state: account?.state ?? "offline", passwordDeleted: true }
      })),

    Reload: () =>
      locked(Effect.gen(function*() {
        yield* reload
        if (account === undefined) return yield* notFound(id)
      })),

    CredentialsChanged: ({ payload }) =>
      locked(Effect.gen(function*() {
        yield* reload
        const current = account
        if (current === undefined) return yield* notFound(id)
        // Decided before anything is stored, under the lock every order and every other change takes: a refused
        // change leaves the stored credentials as they were, and no login ever reads one that is then taken back.
        yield* refuseWhileOrders
        yield* stopLive
        const detail = payload.what === "password"
          ? "New password stored; warm the account to log in with it."
          : `Moved to ${payload.server}; warm the account to log in there.`
        const trigger = payload.what === "password" ? AccountTrigger.PasswordChanged() : AccountTrigger.ServerChanged()
        const stored = yield* apply(trigger, detail, { problem: null, credentials: payload })
        if (!stored) return yield* executingError(id, "An order is in flight on this account")
      })),

    Retire: () =>
      locked(Effect.gen(function*() {
        yield* refuseWhileOrders
        yield* stopLive
        account = undefined
      })),

    SendOrder: trading.SendOrder,
    GetQuotes: reads.GetQuotes,
    Calculate: reads.Calculate,
    SyncNow: () =>
      Effect.gen(function*() {
        if (account === undefined) return yield* notFound(id)
        if (live === undefined) return yield* notReady(`it is \`${account.state}\`; warm it first.`)
        const snapshot = yield* syncOnce
        yield* trading.reconcile.pipe(Effect.orElseSucceed(() => 0))
        return yield* Option.match(snapshot, {
          onNone: () => Effect.fail(notReady("the terminal did not answer.")),
          onSome: Effect.succeed
        })
      })
  })
}).pipe(Effect.annotateLogs("actor", "Account"))

