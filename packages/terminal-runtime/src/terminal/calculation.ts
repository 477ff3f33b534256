import { DecimalString } from "@svc/domain/decimal"
import { Schema } from "effect"
import { OrderType } from "./enums.js"

/** `order_calc_margin(action, symbol, volume, price)`; `action` is ORDER_TYPE BUY or SELL. */
export const MarginQuery = Schema.Struct({
  action: OrderType,
  symbol: Schema.String,
  volume: DecimalString,
  price: DecimalString
}).annotations({ identifier: "TerminalMarginQuery" })
export type MarginQuery = typeof MarginQuery.Type

/** `order_calc_profit(action, symbol, volume, price_open, price_close)`, in the account currency. */
export const ProfitQuery = Schema.Struct({
  action: OrderType,
  symbol: Schema.String,
  volume: DecimalString,
  priceOpen: DecimalString,
  priceClose: DecimalString
}).annotations({ identifier: "TerminalProfitQuery" })
export type ProfitQuery = typeof ProfitQuery.Type
