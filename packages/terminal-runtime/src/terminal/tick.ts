import { DecimalString } from "@svc/domain/decimal"
import { Schema } from "effect"
import { BrokerLocalTime, EpochMillis } from "./time.js"

/** `symbol_info_tick(s)`: the last tick, with its broker-local time for the quotes endpoint's `brokerTime`. */
export const Tick = Schema.Struct({
  symbol: Schema.String,
  time: EpochMillis,
  brokerTime: BrokerLocalTime,
  bid: DecimalString,
  ask: DecimalString,
  /** Last deal price; null for quote-driven (over-the-counter) symbols. */
  last: Schema.NullOr(DecimalString),
  volume: Schema.Int
}).annotations({ identifier: "TerminalTick" })
export type Tick = typeof Tick.Type
