import { Clock, Duration, Effect, Layer, Option, PubSub, Schedule, Schema } from "effect"
import type { AccountInfo } from "../terminal/account.js"
import type { Credentials } from "../terminal/credentials.js"
import { Disconnected } from "../terminal/errors.js"
import type { Tick } from "../terminal/tick.js"
import type { TradeTransaction } from "../terminal/transaction.js"
import type { TradeRequest, TradeResult } from "../terminal/tradeRequest.js"
import { defaultSimBrokerOptions, SimBrokerConfig, type SimBrokerOptions } from "./config.js"
import { Exchange, type NewAccount, type Published } from "./Exchange.js"
import type { SimFaults } from "./faults.js"
import { Dec } from "./money.js"
import { SimPassword } from "./password.js"
import { SimPersistence } from "./persistence.js"
import { SessionRegistry } from "./sessions.js"
import { openSimSession, type SimCore } from "./simSession.js"
import { accountKey, type ExecutionRecord, type SimAccount } from "./state.js"
import { requestTestOutcome } from "./testCredentials.js"

export class SimAccountNotFound extends Schema.TaggedError<SimAccountNotFound>()("SimAccountNotFound", {
  server: Schema.String,
  login: Schema.String
}) {
  override get message(): string {
    return `no simulated account ${this.login} on ${this.server}`
  }
}

export class SimSymbolNotFound extends Schema.TaggedError<SimSymbolNotFound>()("SimSymbolNotFound", {
  symbol: Schema.String
}) {
  override get message(): string {
    return `the simulated broker has no symbol ${this.symbol}`
  }
}

export class SimStateUnreadable extends Schema.TaggedError<SimStateUnreadable>()("SimStateUnreadable", {
  dir: Schema.String,
  cause: Schema.Defect
}) {
  override get message(): string {
    return `the simulated broker's saved state in ${this.dir} could not be read or written (${String(this.cause)}); ` +
      `to start it afresh, stop the service and delete that folder`
  }
}

/** Which executed requests to count: any of the tags given must match exactly. */
export interface ExecutionFilter {
  readonly server: string
  readonly login: string
  readonly comment?: string
  readonly clientTag?: string
  readonly magic?: number
}

/**
 * The simulated MT5 broker, in memory: servers SimBroker-Demo, -Live and -Contest, accounts created by their first
 * login, a seeded price feed on the Effect clock (TestClock in tests), and the helpers tests need to act as the
 * market, the broker's back office or a person at the desktop terminal.
 */
export class SimBroker extends Effect.Service<SimBroker>()("@svc/terminal-runtime/SimBroker", {
  scoped: Effect.gen(function*() {
    const options = yield* SimBrokerConfig
    const exchange = new Exchange(options)
    const { stateDir } = options
    const persistence = stateDir === null ? null : yield* Effect.acquireRelease(
      Effect.try({
        try: () =>
          SimPersistence.open(exchange, { dir: stateDir, compactAfterBytes: options.compactAfterBytes, reset: options.resetState }),
        catch: (cause) => new SimStateUnreadable({ dir: stateDir, cause })
      }).pipe(Effect.orDie),
      (opened) => Effect.sync(() => opened.close())
    )
    const hubs = new Map<string, PubSub.PubSub<TradeTransaction>>()
    const sessions = new SessionRegistry()

    const hubFor = (key: string): Effect.Effect<PubSub.PubSub<TradeTransaction>> =>
      Effect.suspend(() => {
        const existing = hubs.get(key)
        if (existing !== undefined) return Effect.succeed(existing)
        return Effect.map(PubSub.unbounded<TradeTransaction>(), (created) => {
          if (!hubs.has(key)) hubs.set(key, created)
          return hubs.get(key) ?? created
        })
      })

    // Transactions for an account nobody listens to are dropped, as a terminal would not queue them either.
    // One publish per listened-to account and call (a trade queues several transactions at once).
    const publish = (out: ReadonlyArray<Published>) => {
      const byHub = new Map<PubSub.PubSub<TradeTransaction>, Array<TradeTransaction>>()
      for (const { key, transaction } of out) {
        const hub = hubs.get(key)
        if (hub === undefined) continue
        const queued = byHub.get(hub)
        if (queued === undefined) byHub.set(hub, [transaction])
        else queued.push(transaction)
      }
      return byHub.size === 0
        ? Effect.void
        : Effect.forEach(byHub, ([hub, transactions]) => PubSub.publishAll(hub, transactions), { discard: true })
    }

    const run = <A>(f: (now: number) => A): Effect.Effect<A> =>
      Effect.flatMap(Clock.currentTimeMillis, (now) => {
        exchange.syncTo(now)
        const value = f(now)
        const out = exchange.drainOutbox()
        persistence?.record(out)
        return out.length === 0 ? Effect.succeed(value) : Effect.as(publish(out), value)
      })
    const core: SimCore = { exchange, run, hubFor, sessions }

    // Each call's journal line is written before it answers; the disk catches up here (see `StateFiles`).
    if (persistence !== null) {
      yield* Effect.sync(() => persistence.sync()).pipe(
        Effect.repeat(Schedule.spaced(Duration.seconds(1))),
        Effect.forkScoped
      )
    }

    // The broker's clock starts now; a background tick keeps stops firing when nobody calls.
    yield* run(() => undefined)
    if (options.processEveryMs !== null) {
      yield* run(() => undefined).pipe(
        Effect.repeat(Schedule.spaced(Duration.millis(options.processEveryMs))),
        Effect.forkScoped
      )
    }

    const accountOf = (server: string, login: string): Effect.Effect<SimAccount, SimAccountNotFound> =>
      Effect.suspend(() => {
        const account = exchange.account(server, login)
        return account === undefined ? Effect.fail(new SimAccountNotFound({ server, login })) : Effect.succeed(account)
      })

    const symbolOf = (symbol: string) =>
      Effect.suspend(() => {
        const found = exchange.market.symbol(symbol)
        return found === undefined ? Effect.fail(new SimSymbolNotFound({ symbol })) : Effect.succeed(found)
      })

    /** The driver's `connect`: a logged-in session for the scope's lifetime. */
    const connect = (credentials: Credentials) => openSimSession(core, credentials)

    /** Faults for one account (replacing any set before); they apply from the next call. */
    const setFaults = Effect.fn("SimBroker.setFaults")(function*(server: string, login: string, faults: SimFaults) {
      yield* Effect.sync(() => exchange.setFaults(accountKey(server, login), faults))
    })

    const clearFaults = (server: string, login: string) => setFaults(server, login, {})

    const faults = (server: string, login: string) => Effect.sync(() => exchange.faultsOf(accountKey(server, login)))

    /** Drops every live session of the account: their calls and transaction streams fail with `Disconnected`. */
    const disconnect = Effect.fn("SimBroker.disconnect")(function*(server: string, login: string) {
      yield* sessions.endAll(accountKey(server, login), new Disconnected({ detail: `'${login}': disconnected by server` }))
    })

    const openSessions = (server: string, login: string) => Effect.sync(() => sessions.count(accountKey(server, login)))

    /** Opens an account ahead of its first login, for tests that need another balance, leverage or netting. */
    const createAccount = Effect.fn("SimBroker.createAccount")(function*(spec: NewAccount) {
      const created = yield* run((now) => exchange.account(spec.server, spec.login) ?? exchange.createAccount(spec, now))
      if (created === undefined) return yield* new SimAccountNotFound({ server: spec.server, login: spec.login })
      return yield* run((now) => exchange.accountInfo(created, now))
    })

    /** The broker resets the password: live sessions are dropped and only the new password logs in. */
    const changePassword = Effect.fn("SimBroker.changePassword")(function*(server: string, login: string, password: string) {
      const account = yield* accountOf(server, login)
      account.password = SimPassword.of(password)
      persistence?.recordAccount(account)
      yield* sessions.endAll(account.key, new Disconnected({ detail: `'${login}': account password changed` }))
    })

    /** The broker's back office allows or stops trading on the account; a session sees it at its next login. */
    const setTradeAllowed = Effect.fn("SimBroker.setTradeAllowed")(function*(server: string, login: string, allowed: boolean) {
      const account = yield* accountOf(server, login)
      account.tradeAllowed = allowed
      persistence?.recordAccount(account)
    })

    const deposit = Effect.fn("SimBroker.deposit")(function*(server: string, login: string, amount: string) {
      const account = yield* accountOf(server, login)
      yield* run((now) => exchange.deposit(account, new Dec(amount), now, "Deposit"))
    })

    /**
     * A trade made by a person at the desktop terminal with the same login: the service did not place it, but it
     * shows in positions, history and the transaction stream, with reason CLIENT.
     */
    const desktopTrade = Effect.fn("SimBroker.desktopTrade")(function*(server: string, login: string, request: TradeRequest) {
      const account = yield* accountOf(server, login)
      const test = requestTestOutcome(request)
      const behaviour = test === "requote" || test === "reject" || test === "partial" ? test : null
      return yield* run((now): TradeResult => exchange.orderSend(account, request, now, "desktop", behaviour))
    })

    /** Moves the market so the symbol's bid is `bid` now; pending orders, stops and stop out react at once. */
    const setBid = Effect.fn("SimBroker.setBid")(function*(symbol: string, bid: string) {
      const found = yield* symbolOf(symbol)
      yield* run((now) => exchange.setBid(found, new Dec(bid), now))
    })

    const quote = (symbol: string): Effect.Effect<Option.Option<Tick>> =>
      run((now) => Option.fromNullable(exchange.tick(symbol, now)))

    /** Brings the broker up to the clock: every tick since the last call is replayed (after a TestClock.adjust). */
    const processTicks = run(() => undefined).pipe(Effect.withSpan("SimBroker.processTicks"))

    /** Charges one night's swap now on every open position of the account, or of every account. */
    const chargeSwaps = Effect.fn("SimBroker.chargeSwaps")(function*(server?: string, login?: string) {
      const accounts = server === undefined || login === undefined ? exchange.accounts() : [yield* accountOf(server, login)]
      yield* run((now) => exchange.chargeSwapsNow(accounts, now))
    })

    /** Account figures as the broker sees them, without a session. */
    const accountInfo = Effect.fn("SimBroker.accountInfo")(function*(server: string, login: string) {
      const account = yield* accountOf(server, login)
      return yield* run((now): AccountInfo => exchange.accountInfo(account, now))
    })

    /** Every trade request of the account that reached the broker, executed or refused, in arrival order. */
    const executions = (server: string, login: string): Effect.Effect<ReadonlyArray<ExecutionRecord>> =>
      Effect.sync(() => exchange.executions.filter((e) => e.server === server && e.login === login))

    /** How many requests the broker executed (success retcode) carrying the given tags: the at-most-once check. */
    const executedCount = (filter: ExecutionFilter): Effect.Effect<number> =>
      Effect.map(executions(filter.server, filter.login), (all) =>
        all.filter((e) =>
          e.executed &&
          (filter.comment === undefined || e.comment === filter.comment) &&
          (filter.clientTag === undefined || e.clientTag === filter.clientTag) &&
          (filter.magic === undefined || e.magic === filter.magic)
        ).length)

    return {
      options,
      connect,
      setFaults,
      clearFaults,
      faults,
      disconnect,
      openSessions,
      createAccount,
      changePassword,
      setTradeAllowed,
      deposit,
      desktopTrade,
      setBid,
      quote,
      processTicks,
      chargeSwaps,
      accountInfo,
      executions,
      executedCount
    } as const
  })
}) {
  /** The broker with options other than the defaults (seed, background ticking, initial balance, …). */
  static readonly layer = (options: Partial<SimBrokerOptions>): Layer.Layer<SimBroker> =>
    SimBroker.Default.pipe(Layer.provide(Layer.succeed(SimBrokerConfig, { ...defaultSimBrokerOptions, ...options })))
}
