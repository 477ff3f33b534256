import { DecimalString } from "@svc/domain/decimal"
import { Schema } from "effect"
import { DealReason, PositionType } from "./enums.js"
import { Ticket } from "./ticket.js"
import { BrokerLocalTime, EpochMillis } from "./time.js"

/** `positions_get()`. `swap` is what rollovers have charged so far (already booked to the balance). */
export const Position = Schema.Struct({
  ticket: Ticket,
  identifier: Ticket,
  symbol: Schema.String,
  type: PositionType,
  time: EpochMillis,
  brokerTime: BrokerLocalTime,
  timeUpdate: EpochMillis,
  volume: DecimalString,
  priceOpen: DecimalString,
  priceCurrent: DecimalString,
  sl: Schema.NullOr(DecimalString),
  tp: Schema.NullOr(DecimalString),
  swap: DecimalString,
  profit: DecimalString,
  magic: Schema.Int,
  comment: Schema.String,
  reason: DealReason
}).annotations({ identifier: "TerminalPosition" })
export type Position = typeof Position.Type
