import { Schema } from "effect"
import { DecimalString } from "../decimal.js"
import { Timestamp } from "../time.js"

export const QuoteStatus = Schema.Literal("ok", "unknown_symbol").annotations({ identifier: "QuoteStatus" })
export type QuoteStatus = typeof QuoteStatus.Type

/** Broker-local time as MT5 shows it (spec convention 4); not UTC, so it is kept as text. */
export const BrokerTime = Schema.String.pipe(
  Schema.pattern(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}$/, { message: () => "must be YYYY-MM-DD HH:MM:SS.mmm" })
).annotations({ identifier: "BrokerTime", description: "broker-local time, YYYY-MM-DD HH:MM:SS.mmm" })

/**
 * One element of the quotes answer. The spec keeps `bid`, `ask`, `spread`, `digits` and `brokerTime` non-null even for
 * `unknown_symbol`, so a client must read `status` before the prices.
 */
export class Quote extends Schema.Class<Quote>("Quote")({
  symbol: Schema.String,
  instrument: Schema.NullOr(Schema.String),
  status: QuoteStatus,
  bid: DecimalString,
  ask: DecimalString,
  spread: Schema.Int.annotations({ description: "in points" }),
  digits: Schema.Int,
  brokerTime: BrokerTime,
  time: Schema.NullOr(Timestamp).annotations({ description: "time of the last tick in UTC" }),
  observedAt: Timestamp,
  ageMs: Schema.NullOr(Schema.Int),
  stale: Schema.Boolean.annotations({ description: "true only while the market is open and the last tick is over 60 seconds old" }),
  marketOpen: Schema.NullOr(Schema.Boolean),
  tradeMode: Schema.String.annotations({ examples: ["full"] })
}) {}
