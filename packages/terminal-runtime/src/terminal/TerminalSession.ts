import type { DecimalString } from "@svc/domain/decimal"
import type { Effect, Option, Scope, Stream } from "effect"
import type { AccountInfo } from "./account.js"
import type { MarginQuery, ProfitQuery } from "./calculation.js"
import type { Deal } from "./deal.js"
import type { Departure } from "./departures.js"
import type { Disconnected, NoReply, NotSent } from "./errors.js"
import type { HistoryOrder, Order } from "./order.js"
import type { Position } from "./position.js"
import type { SymbolInfo } from "./symbol.js"
import type { Tick } from "./tick.js"
import type { Ticket } from "./ticket.js"
import type { EpochMillis } from "./time.js"
import type { TradeRequest, TradeResult } from "./tradeRequest.js"
import type { TradeTransaction } from "./transaction.js"

/**
 * A trade request made ready to leave on one session ahead of its send (checked, and through the gateway encoded to
 * the frame that goes on the wire), so that sending it does as little as possible: a wave's legs, released together,
 * each run their send one after another on the service's one thread. Sent at most once by its caller, on the session
 * that prepared it only; its `send` answers exactly as `orderSend(request)` would.
 */
export interface PreparedOrderSend {
  readonly request: TradeRequest
  readonly send: Effect.Effect<TradeResult, NotSent | NoReply>
  /**
   * `send` split at the hand-off: the request leaves during this call, synchronously (handed to the simulated broker,
   * or queued for the one write its gateway connection gets at the end of the pass, see `departures.ts`), and the
   * departure says when it left and awaits its answer (a refusal to send included). For many requests released
   * together in one synchronous pass (a wave's legs at their gate): only the hand-off runs in the call, everything
   * else (the answer's effect, its bookkeeping) once the pass is over. Called at most once, instead of `send`, never
   * both. When a request cannot leave synchronously (the session's latency fault, a frame already used), awaiting the
   * answer sends it.
   */
  readonly depart: () => Departure
}

/**
 * A logged-in terminal: what the service needs from MT5's programming interface (docs/mt5.md), one method per
 * terminal call. History ranges are inclusive at both ends, in UTC epoch milliseconds.
 */
export interface TerminalSession {
  readonly login: string
  readonly server: string

  readonly accountInfo: Effect.Effect<AccountInfo, Disconnected>
  readonly symbols: Effect.Effect<ReadonlyArray<SymbolInfo>, Disconnected>
  /** None when the broker has no such symbol. */
  readonly symbolInfo: (symbol: string) => Effect.Effect<Option.Option<SymbolInfo>, Disconnected>
  /** None when the broker has no such symbol. */
  readonly tick: (symbol: string) => Effect.Effect<Option.Option<Tick>, Disconnected>

  /**
   * A result carries the broker's retcode, success (10008, 10009, 10010) or refusal alike. `NotSent` is proof the
   * broker never saw the request (safe to resend); `NoReply` means it may have executed (never resend).
   */
  readonly orderSend: (request: TradeRequest) => Effect.Effect<TradeResult, NotSent | NoReply>
  /**
   * `orderSend(request)` prepared now and sent later by running the result's `send`: nothing leaves until then, and a
   * prepared send never run never reaches the broker.
   */
  readonly prepareSend: (request: TradeRequest) => Effect.Effect<PreparedOrderSend>
  /** None when the terminal will not answer (unknown symbol, unsupported action): not zero. */
  readonly orderCalcMargin: (query: MarginQuery) => Effect.Effect<Option.Option<DecimalString>, Disconnected>
  readonly orderCalcProfit: (query: ProfitQuery) => Effect.Effect<Option.Option<DecimalString>, Disconnected>

  readonly positions: Effect.Effect<ReadonlyArray<Position>, Disconnected>
  /** The open position with this ticket (none or one), without reading the others. */
  readonly positionsByTicket: (ticket: Ticket) => Effect.Effect<ReadonlyArray<Position>, Disconnected>
  /** Pending orders still working. */
  readonly orders: Effect.Effect<ReadonlyArray<Order>, Disconnected>
  readonly historyOrders: (from: EpochMillis, to: EpochMillis) => Effect.Effect<ReadonlyArray<HistoryOrder>, Disconnected>
  readonly historyOrdersByPosition: (position: Ticket) => Effect.Effect<ReadonlyArray<HistoryOrder>, Disconnected>
  /** Ordered by broker time, including deals the service did not cause. */
  readonly historyDeals: (from: EpochMillis, to: EpochMillis) => Effect.Effect<ReadonlyArray<Deal>, Disconnected>
  readonly historyDealsByPosition: (position: Ticket) => Effect.Effect<ReadonlyArray<Deal>, Disconnected>

  /**
   * Trade transactions from the moment the stream starts running; fails with `Disconnected` when the session is
   * lost (and never ends otherwise). Every run is its own subscription, so several consumers each see everything.
   */
  readonly transactions: Stream.Stream<TradeTransaction, Disconnected>
  /**
   * The same, subscribed when this effect runs rather than when the stream first pulls, so nothing that happens
   * after it returns can be missed. The subscription lasts as long as the scope.
   */
  readonly subscribe: Effect.Effect<Stream.Stream<TradeTransaction, Disconnected>, never, Scope.Scope>
  /**
   * Fails with `Disconnected` once the session is lost; never succeeds. What an owner watches to know its session
   * ended, without running a subscription for it.
   */
  readonly closed: Effect.Effect<never, Disconnected>
}
