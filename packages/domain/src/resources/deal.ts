import { Schema } from "effect"
import { DecimalString } from "../decimal.js"
import { AccountId, DealId, OrderId } from "../ids.js"
import { Timestamp } from "../time.js"

/** MT5 DEAL_ENTRY in snake case; null for deals that touch no position (balance, commission, ...). */
export const DealEntry = Schema.Literal("in", "out", "inout", "out_by").annotations({ identifier: "DealEntry" })
export type DealEntry = typeof DealEntry.Type

/**
 * MT5 DEAL_TYPE names in snake case. `dealType` stays an open string on the wire (the spec types it as string) so a
 * broker adding a type does not break decoding of a whole deal history; this list is what we write.
 */
export const knownDealTypes = [
  "buy", "sell", "balance", "credit", "charge", "correction", "bonus", "commission", "commission_daily",
  "commission_monthly", "commission_agent_daily", "commission_agent_monthly", "interest", "buy_canceled",
  "sell_canceled", "dividend", "dividend_franked", "tax"
] as const

export const DealType = Schema.String.annotations({
  identifier: "DealType",
  description: `MT5 deal type in snake case, such as ${knownDealTypes.join(", ")}`
})

/** A deal as the broker recorded it; deals not caused by the caller's orders have `orderId` null. */
export class Deal extends Schema.Class<Deal>("Deal")({
  id: DealId,
  accountId: AccountId,
  orderId: Schema.NullOr(OrderId),
  brokerDealId: Schema.String,
  brokerOrderId: Schema.NullOr(Schema.String),
  brokerPositionId: Schema.NullOr(Schema.String),
  symbol: Schema.String,
  dealType: DealType,
  entry: Schema.NullOr(DealEntry),
  volume: Schema.NullOr(DecimalString),
  price: Schema.NullOr(DecimalString),
  commission: Schema.NullOr(DecimalString),
  swap: Schema.NullOr(DecimalString),
  profit: Schema.NullOr(DecimalString),
  fee: Schema.NullOr(DecimalString),
  dealtAt: Timestamp.annotations({ description: "the broker's timestamp, converted to UTC" }),
  comment: Schema.NullOr(Schema.String)
}) {}
