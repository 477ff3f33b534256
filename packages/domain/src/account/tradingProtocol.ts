import { ClusterSchema } from "@effect/cluster"
import { Rpc } from "@effect/rpc"
import { Schema } from "effect"
import { DecimalString } from "../decimal.js"
import { AccountNotFound, AccountNotReady, NeedsOperator, NoRuntime, NotFound, RateLimited, TradingDisabled } from "../errors.js"
import { OrderId, WorkspaceId } from "../ids.js"
import { CalculationResult } from "../resources/calculation.js"
import { Order, OrderSide } from "../resources/order.js"
import { PositionsSnapshot } from "../resources/position.js"
import { Quote } from "../resources/quote.js"
import { Timestamp } from "../time.js"

const common = {
  orderId: OrderId,
  workspaceId: WorkspaceId,
  clientOrderId: Schema.NullOr(Schema.String),
  deviationPoints: Schema.NullOr(Schema.Int)
}
const Level = Schema.optional(Schema.NullOr(DecimalString))

/** What the actor is asked to send; the order id is chosen by the caller so an idempotency key can name it first. */
export const OrderCommand = Schema.Union(
  Schema.TaggedStruct("Market", {
    ...common,
    side: OrderSide,
    symbol: Schema.String,
    volume: DecimalString,
    stopLoss: Schema.NullOr(DecimalString),
    takeProfit: Schema.NullOr(DecimalString)
  }),
  Schema.TaggedStruct("Pending", {
    ...common,
    kind: Schema.Literal("buy_limit", "sell_limit", "buy_stop", "sell_stop", "buy_stop_limit", "sell_stop_limit"),
    symbol: Schema.String,
    volume: DecimalString,
    price: DecimalString,
    stopLimitPrice: Schema.NullOr(DecimalString),
    stopLoss: Schema.NullOr(DecimalString),
    takeProfit: Schema.NullOr(DecimalString),
    expiration: Schema.NullOr(Timestamp)
  }),
  Schema.TaggedStruct("ClosePosition", { ...common, positionId: Schema.String, volume: Schema.NullOr(DecimalString) }),
  Schema.TaggedStruct("ModifyPosition", { ...common, positionId: Schema.String, stopLoss: Level, takeProfit: Level }),
  Schema.TaggedStruct("ModifyOrder", {
    ...common,
    targetOrderId: OrderId,
    price: Schema.optional(DecimalString),
    stopLimitPrice: Schema.optional(DecimalString),
    stopLoss: Level,
    takeProfit: Level,
    expiration: Schema.optional(Schema.NullOr(Timestamp))
  }),
  Schema.TaggedStruct("CancelOrder", { ...common, targetOrderId: OrderId })
)
export type OrderCommand = typeof OrderCommand.Type

/** The HTTP answer, stored under the request's idempotency key in the same statement as the order's result. */
export const OrderAnswer = Schema.Struct({ status: Schema.Int, body: Schema.String })
export type OrderAnswer = typeof OrderAnswer.Type

/** How the send ended; the HTTP layer turns it into 200, 422, 502 SEND_FAILED or 502 ORDER_UNRESOLVED. */
export const SendOutcome = Schema.Struct({
  order: Order,
  outcome: Schema.Literal("done", "rejected", "send_failed", "unresolved"),
  retryable: Schema.Boolean,
  /** Present when the request carried an idempotency key: the answer exactly as stored under it. */
  answer: Schema.NullOr(OrderAnswer)
})
export type SendOutcome = typeof SendOutcome.Type

/**
 * A payload schema without `make`: the RPC client then sends what it is given instead of validating it again on
 * every call (for a payload with dates, `make` rebuilds its validator each time: ~0.15 ms per order). Every
 * SendOrder payload is built by our own code from an already decoded request.
 */
const withoutMake = <S extends Schema.Schema.Any>(
  schema: S
): Schema.Schema<Schema.Schema.Type<S>, Schema.Schema.Encoded<S>, Schema.Schema.Context<S>> => Schema.make(schema.ast)

export const SendOrder = Rpc.make("SendOrder", {
  payload: withoutMake(Schema.Struct({
    command: OrderCommand,
    /** Set when the HTTP side already wrote the order as `accepted` (with its key): the actor writes no row first. */
    accepted: Schema.NullOr(Schema.Struct({ createdAt: Timestamp })),
    /** The idempotency key the answer is stored under, and the request id its body carries. */
    answerTo: Schema.NullOr(Schema.Struct({ key: Schema.String, requestId: Schema.String }))
  })),
  success: SendOutcome,
  error: Schema.Union(AccountNotFound, AccountNotReady, NeedsOperator, NoRuntime, TradingDisabled, NotFound)
})
  // A caller that stops waiting (an API node's deadline on the call) never interrupts the actor's handling: the
  // order may be on its way to the broker, and the actor stores its answer under the key for a retry.
  .annotate(ClusterSchema.Uninterruptible, "client")

export const QuotesRequest = Schema.Struct({
  symbols: Schema.Array(Schema.String),
  instruments: Schema.Array(Schema.String)
})

export const GetQuotes = Rpc.make("GetQuotes", {
  payload: { request: QuotesRequest },
  success: Schema.Array(Quote),
  error: Schema.Union(AccountNotFound, AccountNotReady, RateLimited)
})

/** The symbols the account's broker lists, with their price digits (alert hooks check their candidates here). */
export const ListSymbols = Rpc.make("ListSymbols", {
  success: Schema.Array(Schema.Struct({ name: Schema.String, digits: Schema.Int })),
  error: Schema.Union(AccountNotFound, AccountNotReady)
})

export const CalculationQuery = Schema.Struct({
  kind: Schema.Literal("margin", "profit"),
  symbol: Schema.String,
  side: OrderSide,
  volume: DecimalString,
  priceOpen: DecimalString,
  priceClose: Schema.NullOr(DecimalString)
})

export const Calculate = Rpc.make("Calculate", {
  payload: { query: CalculationQuery },
  success: CalculationResult,
  error: Schema.Union(AccountNotFound, NoRuntime)
})

/** Read positions and deals from the terminal now, and confirm unresolved orders. */
export const SyncNow = Rpc.make("SyncNow", {
  success: PositionsSnapshot,
  error: Schema.Union(AccountNotFound, AccountNotReady)
})

/**
 * What the copier sizes an opening copy with, read from the account's terminal at once: its funds and one symbol's
 * trading terms. `tickValue` is the money one lot gains or loses over `tickSize` (one point), in the account's
 * currency (risk_percent sizing; null when the terminal could not price it). A warm_on_demand account is brought online for it, as an order would.
 */
export const CopyFactsResult = Schema.Struct({
  balance: DecimalString,
  equity: DecimalString,
  freeMargin: DecimalString,
  symbol: Schema.String,
  volumeMin: DecimalString,
  volumeMax: DecimalString,
  volumeStep: DecimalString,
  contractSize: DecimalString,
  point: DecimalString,
  tickSize: DecimalString,
  tickValue: Schema.NullOr(DecimalString),
  bid: Schema.NullOr(DecimalString),
  ask: Schema.NullOr(DecimalString)
})
export type CopyFactsResult = typeof CopyFactsResult.Type

export const CopyFacts = Rpc.make("CopyFacts", {
  payload: { symbol: Schema.String },
  success: CopyFactsResult,
  error: Schema.Union(AccountNotFound, AccountNotReady, NeedsOperator, NoRuntime, TradingDisabled, NotFound)
})

/** The account's funds now, from its live terminal (the copier's risk limits); never brings the account online. */
export const CopyFunds = Rpc.make("CopyFunds", {
  success: Schema.Struct({ balance: DecimalString, equity: DecimalString, freeMargin: DecimalString }),
  error: Schema.Union(AccountNotFound, AccountNotReady)
})
