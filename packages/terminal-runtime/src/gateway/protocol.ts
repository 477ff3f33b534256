import { Rpc, RpcGroup } from "@effect/rpc"
import { DecimalString } from "@svc/domain/decimal"
import { Schema } from "effect"
import { AccountInfo } from "../terminal/account.js"
import { MarginQuery, ProfitQuery } from "../terminal/calculation.js"
import { Credentials } from "../terminal/credentials.js"
import { Deal } from "../terminal/deal.js"
import { Disconnected, LoginFailed, NoReply, NotSent } from "../terminal/errors.js"
import { HistoryOrder, Order } from "../terminal/order.js"
import { Position } from "../terminal/position.js"
import { SymbolInfo } from "../terminal/symbol.js"
import { Tick } from "../terminal/tick.js"
import { Ticket } from "../terminal/ticket.js"
import { EpochMillis } from "../terminal/time.js"
import { TradeRequest, TradeResult } from "../terminal/tradeRequest.js"
import { TradeTransaction } from "../terminal/transaction.js"

/**
 * The gateway wire protocol: the Terminal port (`TerminalDriver` + `TerminalSession`) as an @effect/rpc group, one
 * rpc per port method. PROTOCOL.md documents it for implementers in other languages; every shape here is the
 * port's own Schema, so the wire carries exactly what the port promises.
 */

/** Opaque, chosen by the gateway at login; valid only on the connection that logged in. */
export const SessionId = Schema.String.pipe(Schema.minLength(1), Schema.maxLength(128), Schema.brand("GatewaySessionId"))
  .annotations({ identifier: "GatewaySessionId" })
export type SessionId = typeof SessionId.Type

/** The first (and only) element of a `Login` stream. */
export const LoggedIn = Schema.TaggedStruct("LoggedIn", {
  sessionId: SessionId,
  account: AccountInfo
}).annotations({ identifier: "GatewayLoggedIn" })
export type LoggedIn = typeof LoggedIn.Type

/** The first element of every `Transactions` stream: the gateway has subscribed, nothing after it is missed. */
export const Subscribed = Schema.TaggedStruct("Subscribed", {}).annotations({ identifier: "GatewaySubscribed" })
export type Subscribed = typeof Subscribed.Type

export const TransactionsEvent = Schema.Union(Subscribed, TradeTransaction)
  .annotations({ identifier: "GatewayTransactionsEvent" })
export type TransactionsEvent = typeof TransactionsEvent.Type

const session = { sessionId: SessionId }

/**
 * Login is a stream because it is the session's lease: it yields `LoggedIn` once, then stays open for as long as
 * the session lives. It completes after `Logout`, fails with `Disconnected` when the terminal loses the session,
 * and the gateway logs out when the client interrupts it or its connection drops. The password crosses as a
 * plain string (Schema.Redacted encodes to its value): the link must be TLS, loopback or a private network.
 */
export const Login = Rpc.make("Login", {
  payload: { credentials: Credentials },
  success: LoggedIn,
  error: Schema.Union(LoginFailed, Disconnected),
  stream: true
})

/** Ends the session and answers once the terminal has logged out. Unknown sessions are already gone: no error. */
export const Logout = Rpc.make("Logout", { payload: session })

export const GetAccountInfo = Rpc.make("AccountInfo", { payload: session, success: AccountInfo, error: Disconnected })

export const GetSymbols = Rpc.make("Symbols", { payload: session, success: Schema.Array(SymbolInfo), error: Disconnected })

/** null: the broker has no such symbol. */
export const GetSymbolInfo = Rpc.make("SymbolInfo", {
  payload: { ...session, symbol: Schema.String },
  success: Schema.OptionFromNullOr(SymbolInfo),
  error: Disconnected
})

/** null: the broker has no such symbol. */
export const GetTick = Rpc.make("Tick", {
  payload: { ...session, symbol: Schema.String },
  success: Schema.OptionFromNullOr(Tick),
  error: Disconnected
})

/**
 * `NotSent` only when the gateway can prove the broker never saw the request (its terminal said so, or the
 * session was unknown and nothing was attempted); `NoReply` when it may have executed.
 */
export const OrderSend = Rpc.make("OrderSend", {
  payload: { ...session, request: TradeRequest },
  success: TradeResult,
  error: Schema.Union(NotSent, NoReply)
})

/** null: the terminal would not answer (not zero). */
export const OrderCalcMargin = Rpc.make("OrderCalcMargin", {
  payload: { ...session, query: MarginQuery },
  success: Schema.OptionFromNullOr(DecimalString),
  error: Disconnected
})

/** null: the terminal would not answer (not zero). */
export const OrderCalcProfit = Rpc.make("OrderCalcProfit", {
  payload: { ...session, query: ProfitQuery },
  success: Schema.OptionFromNullOr(DecimalString),
  error: Disconnected
})

export const GetPositions = Rpc.make("Positions", { payload: session, success: Schema.Array(Position), error: Disconnected })

export const PositionsByTicket = Rpc.make("PositionsByTicket", {
  payload: { ...session, ticket: Ticket },
  success: Schema.Array(Position),
  error: Disconnected
})

export const GetOrders = Rpc.make("Orders", { payload: session, success: Schema.Array(Order), error: Disconnected })

/** Both ends inclusive, UTC epoch milliseconds. */
export const HistoryOrders = Rpc.make("HistoryOrders", {
  payload: { ...session, from: EpochMillis, to: EpochMillis },
  success: Schema.Array(HistoryOrder),
  error: Disconnected
})

export const HistoryOrdersByPosition = Rpc.make("HistoryOrdersByPosition", {
  payload: { ...session, position: Ticket },
  success: Schema.Array(HistoryOrder),
  error: Disconnected
})

/** Both ends inclusive, UTC epoch milliseconds; in broker-time order. */
export const HistoryDeals = Rpc.make("HistoryDeals", {
  payload: { ...session, from: EpochMillis, to: EpochMillis },
  success: Schema.Array(Deal),
  error: Disconnected
})

export const HistoryDealsByPosition = Rpc.make("HistoryDealsByPosition", {
  payload: { ...session, position: Ticket },
  success: Schema.Array(Deal),
  error: Disconnected
})

/**
 * Trade transactions of the session: `Subscribed` first, then every transaction from that moment. Fails with
 * `Disconnected` when the session ends; never completes otherwise. Each call is its own subscription.
 */
export const Transactions = Rpc.make("Transactions", {
  payload: session,
  success: TransactionsEvent,
  error: Disconnected,
  stream: true
})

export class GatewayRpcs extends RpcGroup.make(
  Login,
  Logout,
  GetAccountInfo,
  GetSymbols,
  GetSymbolInfo,
  GetTick,
  OrderSend,
  OrderCalcMargin,
  OrderCalcProfit,
  GetPositions,
  PositionsByTicket,
  GetOrders,
  HistoryOrders,
  HistoryOrdersByPosition,
  HistoryDeals,
  HistoryDealsByPosition,
  Transactions
) {}
