import { Deferred, Duration, Effect, FiberId, Option, PubSub, Redacted, Runtime, type Scope, Stream } from "effect"
import type { MarginQuery, ProfitQuery } from "../terminal/calculation.js"
import type { Credentials } from "../terminal/credentials.js"
import { Disconnected, LoginFailed, NoReply, NotSent } from "../terminal/errors.js"
import type { Ticket } from "../terminal/ticket.js"
import type { TradeRequest, TradeResult } from "../terminal/tradeRequest.js"
import type { Departure } from "../terminal/departures.js"
import type { PreparedOrderSend, TerminalSession } from "../terminal/TerminalSession.js"
import type { TradeTransaction } from "../terminal/transaction.js"
import type { BrokerBehaviour, Exchange } from "./Exchange.js"
import type { SessionRegistry } from "./sessions.js"
import { accountKey, type SimAccount } from "./state.js"
import { handOver, inTransit } from "./inTransit.js"
import { requestTestOutcome } from "./testCredentials.js"
import { traced } from "@svc/domain/tracing"

/** What a simulated terminal needs from the broker it talks to. */
export interface SimCore {
  readonly exchange: Exchange
  /** Brings the broker up to the clock, runs `f`, and publishes the trade transactions it caused. */
  readonly run: <A>(f: (now: number) => A) => Effect.Effect<A>
  /** The account's own channel of trade transactions (one per account, so fan-out stays per account). */
  readonly hubFor: (key: string) => Effect.Effect<PubSub.PubSub<TradeTransaction>>
  readonly sessions: SessionRegistry
}

const latencyOf = (core: SimCore, key: string): Effect.Effect<void> =>
  Effect.suspend(() => {
    const ms = core.exchange.faultsOf(key).latencyMs ?? 0
    return ms > 0 ? Effect.sleep(Duration.millis(ms)) : Effect.void
  })

/**
 * Logs in to the simulated broker and returns a terminal session for as long as the scope lives. Faults set for the
 * account (latency, network down, lost requests and replies, requotes) apply to every call.
 */
export const openSimSession = (
  core: SimCore,
  credentials: Credentials
): Effect.Effect<TerminalSession, LoginFailed, Scope.Scope> =>
  Effect.gen(function*() {
    const { login, server } = credentials
    const key = accountKey(server, login)
    const { exchange } = core
    yield* latencyOf(core, key)
    const outcome = yield* core.run((now) => exchange.login(server, login, Redacted.value(credentials.password), now))
    if (outcome._tag === "Failed") {
      return yield* new LoginFailed({ kind: outcome.kind, login, server, detail: outcome.detail, otherServers: outcome.otherServers })
    }
    const account: SimAccount = outcome.account

    const endSignal = yield* Deferred.make<never, Disconnected>()
    let ended: Disconnected | null = null
    const end = (reason: Disconnected) =>
      Effect.suspend(() => {
        ended ??= reason
        return Deferred.fail(endSignal, ended)
      })
    core.sessions.add(key, end)
    yield* Effect.addFinalizer(() =>
      Effect.suspend(() => {
        core.sessions.remove(key, end)
        return end(new Disconnected({ detail: `'${login}': session closed` }))
      })
    )

    const noConnection = () => new Disconnected({ detail: `'${login}': no connection to ${server}` })
    const alive = Effect.suspend(() =>
      ended !== null ? Effect.fail(ended) : exchange.faultsOf(key).offline === true ? Effect.fail(noConnection()) : Effect.void
    )
    const call = <A>(name: string, f: (now: number) => A): Effect.Effect<A, Disconnected> =>
      latencyOf(core, key).pipe(Effect.zipRight(alive), Effect.zipRight(core.run(f)), traced(name))
    const byPosition = (position: Ticket) => (item: { readonly positionId: number | null }) =>
      item.positionId === Number(position)

    /** The broker's side of a request: its span starts once the request has arrived, off the sender's path. */
    const execute = Effect.fnUntraced(function*(request: TradeRequest, behaviour: BrokerBehaviour | null, test: ReturnType<typeof requestTestOutcome>) {
      const result = yield* core.run((now) => exchange.orderSend(account, request, now, "service", behaviour))
      if (test === "no_reply" || exchange.consumeFault(key, "dropReplies")) {
        return yield* new NoReply({ detail: `request ${result.requestId} reached the trade server; its reply was lost` })
      }
      return result
    }, traced("SimTerminal.orderSend"))

    /**
     * What becomes of a request leaving now, the account's faults read and consumed as it does: refused before the
     * broker (a `NotSent`), or how the broker is to treat it. No span: a wave's legs, released together, each run this
     * one after another before the last one leaves.
     */
    const leaving = (test: ReturnType<typeof requestTestOutcome>): NotSent | BrokerBehaviour | null => {
      if (ended !== null || exchange.faultsOf(key).offline === true) {
        return new NotSent({ reason: "disconnected", detail: `'${login}': not connected to ${server}, request not sent` })
      }
      if (test === "lost" || exchange.consumeFault(key, "dropRequests")) {
        return new NotSent({ reason: "lost_before_broker", detail: "the request was lost before it reached the trade server" })
      }
      return test === "requote" || test === "reject" || test === "partial"
        ? test
        : exchange.consumeFault(key, "requotes")
        ? "requote"
        : null
    }
    /** Sent from a fiber: the request is in transit (see `inTransit`), then executed. */
    const sendWith = (request: TradeRequest, test: ReturnType<typeof requestTestOutcome>) =>
      Effect.zipRight(
        latencyOf(core, key),
        Effect.suspend((): Effect.Effect<TradeResult, NotSent | NoReply> => {
          const left = leaving(test)
          return left instanceof NotSent ? Effect.fail(left) : Effect.zipRight(inTransit, execute(request, left, test))
        })
      )
    /**
     * Handed over during the call, into the broker's inbox (`handOver`): on its arrival the request is executed by a
     * fiber of its own (on the runtime it was prepared on), as a remote broker would, so requests handed over together
     * execute in the order they left. Everything but the hand-off (the execution's effect, the answer's Deferred)
     * is made after the pass, by the arrival or by the waiter, whichever comes first.
     */
    const depart = (runtime: Runtime.Runtime<never>, request: TradeRequest, test: ReturnType<typeof requestTestOutcome>): Departure => {
      const left = leaving(test)
      if (left instanceof NotSent) {
        const at = Date.now()
        return { sentAt: () => at, answer: () => Effect.fail(left) }
      }
      let answer: Deferred.Deferred<TradeResult, NoReply> | undefined
      const answerOf = () => (answer ??= Deferred.unsafeMake<TradeResult, NoReply>(FiberId.none))
      handOver(() =>
        void Runtime.runFork(runtime)(Effect.flatMap(Effect.exit(execute(request, left, test)), (exit) => Deferred.done(answerOf(), exit)))
      )
      // Stamped once it is in the inbox: the broker has it from now on.
      const at = Date.now()
      return { sentAt: () => at, answer: () => Deferred.await(answerOf()) }
    }
    const orderSend = (request: TradeRequest) => Effect.suspend(() => sendWith(request, requestTestOutcome(request)))
    const prepareSend = (request: TradeRequest) =>
      Effect.map(Effect.runtime<never>(), (runtime): PreparedOrderSend => {
        const test = requestTestOutcome(request)
        return {
          request,
          send: sendWith(request, test),
          depart: () => {
            // A latency fault delays the request before it leaves, as `send` does: it cannot leave during the call.
            if ((exchange.faultsOf(key).latencyMs ?? 0) > 0) {
              const at = Date.now()
              return { sentAt: () => at, answer: () => sendWith(request, test) }
            }
            return depart(runtime, request, test)
          }
        }
      })

    // The stream fails with the session's end: the subscription is shut down then, which ends `fromQueue`, and the
    // end signal's error follows. Racing every pull against the end signal instead (`interruptWhen`) cost ~0.5 ms
    // of CPU per order.
    const subscribe = Effect.flatMap(core.hubFor(key), (hub) =>
      Effect.gen(function*() {
        const subscription = yield* PubSub.subscribe(hub)
        yield* Deferred.await(endSignal).pipe(Effect.exit, Effect.zipRight(subscription.shutdown), Effect.forkScoped)
        return Stream.concat(Stream.fromQueue(subscription), Stream.fromEffect(Deferred.await(endSignal)))
      }))

    const session: TerminalSession = {
      login,
      server,
      accountInfo: call("SimTerminal.accountInfo", (now) => exchange.accountInfo(account, now)),
      symbols: call("SimTerminal.symbols", (now) => exchange.symbols(now)),
      symbolInfo: (symbol: string) =>
        call("SimTerminal.symbolInfo", (now) => Option.fromNullable(exchange.symbolInfo(symbol, now))),
      tick: (symbol: string) => call("SimTerminal.tick", (now) => Option.fromNullable(exchange.tick(symbol, now))),
      orderSend,
      prepareSend,
      orderCalcMargin: (query: MarginQuery) =>
        call("SimTerminal.orderCalcMargin", (now) => Option.fromNullable(exchange.calcMargin(account, query, now))),
      orderCalcProfit: (query: ProfitQuery) =>
        call("SimTerminal.orderCalcProfit", (now) => Option.fromNullable(exchange.calcProfit(account, query, now))),
      positions: call("SimTerminal.positions", (now) => exchange.positions(account, now)),
      positionsByTicket: (ticket) =>
        call("SimTerminal.positionsByTicket", (now) => exchange.positionsByTicket(account, Number(ticket), now)),
      orders: call("SimTerminal.orders", (now) => exchange.orders(account, now)),
      historyOrders: (from, to) =>
        call("SimTerminal.historyOrders", () =>
          exchange.historyOrders(account, (o) => o.timeDone !== null && o.timeDone >= from && o.timeDone <= to)),
      historyOrdersByPosition: (position) =>
        call("SimTerminal.historyOrdersByPosition", () => exchange.historyOrders(account, byPosition(position))),
      historyDeals: (from, to) =>
        call("SimTerminal.historyDeals", () => exchange.historyDeals(account, (d) => d.time >= from && d.time <= to)),
      historyDealsByPosition: (position) =>
        call("SimTerminal.historyDealsByPosition", () => exchange.historyDeals(account, byPosition(position))),
      transactions: Stream.unwrapScoped(subscribe),
      subscribe,
      // The end signal itself: watching for the end this way costs nothing per trade, where a subscription would
      // take every transaction of the account through a stream (~5% of an order's CPU in the service).
      closed: Deferred.await(endSignal)
    }
    return session
  }).pipe(Effect.withSpan("SimTerminal.connect", { attributes: { server: credentials.server, login: credentials.login } }))
