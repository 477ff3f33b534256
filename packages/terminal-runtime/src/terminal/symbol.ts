import { DecimalString } from "@svc/domain/decimal"
import { Schema } from "effect"
import { SymbolTradeMode } from "./enums.js"

/** `symbol_info(s)`: the facts the service needs to validate and size an order before sending it. */
export const SymbolInfo = Schema.Struct({
  name: Schema.String,
  description: Schema.String,
  currencyBase: Schema.String,
  currencyProfit: Schema.String,
  currencyMargin: Schema.String,
  digits: Schema.Int,
  point: DecimalString,
  contractSize: DecimalString,
  volumeMin: DecimalString,
  volumeMax: DecimalString,
  volumeStep: DecimalString,
  /** Minimal distance, in points, between the market and a stop loss, take profit or pending price. */
  stopsLevel: Schema.Int,
  freezeLevel: Schema.Int,
  /** Current spread in points. */
  spread: Schema.Int,
  /** Swap per lot per day, in points, for long and short positions. */
  swapLong: DecimalString,
  swapShort: DecimalString,
  /** Bitmask of accepted filling modes: FOK 1, IOC 2. */
  fillingMode: Schema.Int,
  tradeMode: SymbolTradeMode,
  /** Whether the trading session is open right now. */
  marketOpen: Schema.Boolean
}).annotations({ identifier: "TerminalSymbolInfo" })
export type SymbolInfo = typeof SymbolInfo.Type
