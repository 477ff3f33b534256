import { Schema } from "effect"
import { DecimalString } from "../decimal.js"
import { AccountId, OrderId, WaveId } from "../ids.js"
import { Timestamp } from "../time.js"

export const OrderState = Schema.Literal(
  "accepted", "validating", "sending", "working", "completed", "filled", "partially_filled", "rejected", "failed",
  "unknown", "cancelled", "expired"
).annotations({ identifier: "OrderState" })
export type OrderState = typeof OrderState.Type

export const OrderSide = Schema.Literal("buy", "sell").annotations({ identifier: "OrderSide" })
export type OrderSide = typeof OrderSide.Type

/** MT5's ORDER_TYPE without the side for market orders (`side` carries it) and without CLOSE_BY, which is an intent. */
export const OrderType = Schema.Literal(
  "market", "buy_limit", "sell_limit", "buy_stop", "sell_stop", "buy_stop_limit", "sell_stop_limit"
).annotations({ identifier: "OrderType" })
export type OrderType = typeof OrderType.Type

/** A stop or take-profit move on a position, and a pending order's change, are recorded as `modify`. */
export const OrderIntent = Schema.Literal("open", "close", "modify", "cancel").annotations({ identifier: "OrderIntent" })
export type OrderIntent = typeof OrderIntent.Type

export const orderFields = {
  id: OrderId,
  accountId: AccountId,
  clientOrderId: Schema.NullOr(Schema.String)
    .annotations({ description: "the caller's own reference, as sent" }),
  symbol: Schema.String,
  side: OrderSide,
  type: OrderType,
  intent: OrderIntent,
  brokerPositionId: Schema.NullOr(Schema.String),
  volume: Schema.NullOr(DecimalString).annotations({ description: "lots" }),
  stopLoss: Schema.NullOr(DecimalString),
  takeProfit: Schema.NullOr(DecimalString),
  state: OrderState,
  stateDetail: Schema.NullOr(Schema.String),
  needsReconciliation: Schema.Boolean,
  retcode: Schema.NullOr(Schema.Int).annotations({ description: "the broker's own return code, unmodified" }),
  retcodeText: Schema.NullOr(Schema.String),
  brokerOrderId: Schema.NullOr(Schema.String),
  brokerDealId: Schema.NullOr(Schema.String),
  filledVolume: Schema.NullOr(DecimalString),
  filledPrice: Schema.NullOr(DecimalString),
  sentAt: Schema.NullOr(Timestamp),
  settledAt: Schema.NullOr(Timestamp),
  reconciledAt: Schema.NullOr(Timestamp),
  createdAt: Timestamp,
  // Beyond the spec's Order table (its request bodies are "not shown"): what a pending order and a slippage limit
  // need so the record stays the authoritative copy of what was asked.
  price: Schema.NullOr(DecimalString).annotations({ description: "requested price of a pending order; null for market" }),
  stopLimitPrice: Schema.NullOr(DecimalString)
    .annotations({ description: "limit price placed when a stop-limit order triggers; null otherwise" }),
  expiration: Schema.NullOr(Timestamp).annotations({ description: "when a pending order expires; null is good-till-cancelled" }),
  deviationPoints: Schema.NullOr(Schema.NonNegativeInt)
    .annotations({ description: "maximum slippage in points; null leaves it to the terminal" }),
  // Optional in the constructor: only a wave's leg has one, and every other order's code path stays as it was.
  waveId: Schema.optionalWith(Schema.NullOr(WaveId), { default: () => null })
    .annotations({ description: "the multi-account order this order is a leg of; null for an ordinary order" })
}

/** The authoritative record: what was asked, what the broker returned, and its return code unmodified. */
export class Order extends Schema.Class<Order>("Order")(orderFields) {}
