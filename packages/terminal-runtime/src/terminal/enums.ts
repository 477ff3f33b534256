import { Schema } from "effect"

/**
 * MetaTrader 5 enumerations with the numbers the terminal itself uses (docs/mt5.md), so a gateway can pass
 * them through untouched. Enumerations whose numbers the reference does not give (order states, symbol trade
 * modes, transaction kinds) are string literals instead, never guessed numbers.
 */

const literalOf = <const T extends Record<string, number>>(values: T, identifier: string) =>
  Schema.Enums(values).annotations({ identifier })

export const ORDER_TYPE = {
  BUY: 0,
  SELL: 1,
  BUY_LIMIT: 2,
  SELL_LIMIT: 3,
  BUY_STOP: 4,
  SELL_STOP: 5,
  BUY_STOP_LIMIT: 6,
  SELL_STOP_LIMIT: 7,
  CLOSE_BY: 8
} as const
export const OrderType = literalOf(ORDER_TYPE, "OrderType")
export type OrderType = typeof OrderType.Type

export const TRADE_ACTION = { DEAL: 1, PENDING: 5, SLTP: 6, MODIFY: 7, REMOVE: 8, CLOSE_BY: 10 } as const
export const TradeAction = literalOf(TRADE_ACTION, "TradeAction")
export type TradeAction = typeof TradeAction.Type

export const ORDER_FILLING = { FOK: 0, IOC: 1, RETURN: 2 } as const
export const OrderFilling = literalOf(ORDER_FILLING, "OrderFilling")
export type OrderFilling = typeof OrderFilling.Type

/** Bits of a symbol's `filling_mode` mask: which ORDER_FILLING values it accepts. */
export const SYMBOL_FILLING = { FOK: 1, IOC: 2 } as const

export const ORDER_TIME = { GTC: 0, DAY: 1, SPECIFIED: 2, SPECIFIED_DAY: 3 } as const
export const OrderTime = literalOf(ORDER_TIME, "OrderTime")
export type OrderTime = typeof OrderTime.Type

export const DEAL_ENTRY = { IN: 0, OUT: 1, INOUT: 2, OUT_BY: 3 } as const
export const DealEntry = literalOf(DEAL_ENTRY, "DealEntry")
export type DealEntry = typeof DealEntry.Type

export const DEAL_TYPE = {
  BUY: 0,
  SELL: 1,
  BALANCE: 2,
  CREDIT: 3,
  CHARGE: 4,
  CORRECTION: 5,
  BONUS: 6,
  COMMISSION: 7,
  COMMISSION_DAILY: 8,
  COMMISSION_MONTHLY: 9,
  COMMISSION_AGENT_DAILY: 10,
  COMMISSION_AGENT_MONTHLY: 11,
  INTEREST: 12,
  BUY_CANCELED: 13,
  SELL_CANCELED: 14,
  DIVIDEND: 15,
  DIVIDEND_FRANKED: 16,
  TAX: 17
} as const
export const DealType = literalOf(DEAL_TYPE, "DealType")
export type DealType = typeof DealType.Type

/** Also used for order and position reasons: MT5's ORDER_REASON and POSITION_REASON share these first values. */
export const DEAL_REASON = {
  CLIENT: 0,
  MOBILE: 1,
  WEB: 2,
  EXPERT: 3,
  SL: 4,
  TP: 5,
  SO: 6,
  ROLLOVER: 7,
  VMARGIN: 8,
  SPLIT: 9
} as const
export const DealReason = literalOf(DEAL_REASON, "DealReason")
export type DealReason = typeof DealReason.Type

export const POSITION_TYPE = { BUY: 0, SELL: 1 } as const
export const PositionType = literalOf(POSITION_TYPE, "PositionType")
export type PositionType = typeof PositionType.Type

export const MARGIN_MODE = { RETAIL_NETTING: 0, EXCHANGE: 1, RETAIL_HEDGING: 2 } as const
export const MarginMode = literalOf(MARGIN_MODE, "MarginMode")
export type MarginMode = typeof MarginMode.Type

export const OrderState = Schema.Literal("placed", "partial", "filled", "canceled", "rejected", "expired")
  .annotations({ identifier: "OrderState" })
export type OrderState = typeof OrderState.Type

export const SymbolTradeMode = Schema.Literal("disabled", "long_only", "short_only", "close_only", "full")
  .annotations({ identifier: "SymbolTradeMode" })
export type SymbolTradeMode = typeof SymbolTradeMode.Type

export const Environment = Schema.Literal("demo", "contest", "live").annotations({ identifier: "TerminalEnvironment" })
export type Environment = typeof Environment.Type

export const isBuyType = (type: OrderType): boolean =>
  type === ORDER_TYPE.BUY || type === ORDER_TYPE.BUY_LIMIT || type === ORDER_TYPE.BUY_STOP ||
  type === ORDER_TYPE.BUY_STOP_LIMIT

export const isPendingType = (type: OrderType): boolean => type >= ORDER_TYPE.BUY_LIMIT && type <= ORDER_TYPE.SELL_STOP_LIMIT
