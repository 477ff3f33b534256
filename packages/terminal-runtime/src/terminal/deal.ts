import { DecimalString } from "@svc/domain/decimal"
import { Schema } from "effect"
import { DealEntry, DealReason, DealType } from "./enums.js"
import { Ticket } from "./ticket.js"
import { BrokerLocalTime, EpochMillis } from "./time.js"

/**
 * `history_deals_get()`. Balance-type deals (deposit, rollover swap, charges) have no order, position or entry;
 * MT5 reports 0 there, the port reports null.
 */
export const Deal = Schema.Struct({
  ticket: Ticket,
  order: Schema.NullOr(Ticket),
  positionId: Schema.NullOr(Ticket),
  time: EpochMillis,
  brokerTime: BrokerLocalTime,
  type: DealType,
  entry: Schema.NullOr(DealEntry),
  reason: DealReason,
  symbol: Schema.NullOr(Schema.String),
  volume: DecimalString,
  price: DecimalString,
  commission: DecimalString,
  swap: DecimalString,
  profit: DecimalString,
  fee: DecimalString,
  magic: Schema.Int,
  comment: Schema.String
}).annotations({ identifier: "TerminalDeal" })
export type Deal = typeof Deal.Type
