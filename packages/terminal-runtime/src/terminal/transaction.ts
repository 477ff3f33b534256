import { Schema } from "effect"
import { Deal } from "./deal.js"
import { HistoryOrder, Order } from "./order.js"
import { Position } from "./position.js"

/**
 * Trade transactions pushed by the terminal (MT5's OnTradeTransaction), whatever caused them: the service's own
 * requests, stop loss and take profit, pending triggers, stop out, rollovers, trades from the desktop terminal.
 * Kinds are named rather than numbered because the reference gives no numbers for them.
 */
export const OrderPlaced = Schema.TaggedStruct("OrderPlaced", { order: Order })
export const OrderUpdated = Schema.TaggedStruct("OrderUpdated", { order: Order })
/** An order left the working list (filled, canceled, expired, rejected) or went straight to history (market). */
export const HistoryOrderAdded = Schema.TaggedStruct("HistoryOrderAdded", { order: HistoryOrder })
export const DealAdded = Schema.TaggedStruct("DealAdded", { deal: Deal })
export const PositionOpened = Schema.TaggedStruct("PositionOpened", { position: Position })
export const PositionUpdated = Schema.TaggedStruct("PositionUpdated", { position: Position })
export const PositionClosed = Schema.TaggedStruct("PositionClosed", { position: Position })

export const TradeTransaction = Schema.Union(
  OrderPlaced,
  OrderUpdated,
  HistoryOrderAdded,
  DealAdded,
  PositionOpened,
  PositionUpdated,
  PositionClosed
).annotations({ identifier: "TerminalTradeTransaction" })
export type TradeTransaction = typeof TradeTransaction.Type
