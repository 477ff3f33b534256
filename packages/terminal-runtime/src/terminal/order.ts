import { DecimalString } from "@svc/domain/decimal"
import { Schema } from "effect"
import { DealReason, OrderFilling, OrderState, OrderTime, OrderType } from "./enums.js"
import { Ticket } from "./ticket.js"
import { BrokerLocalTime, EpochMillis } from "./time.js"

const orderFields = {
  ticket: Ticket,
  symbol: Schema.String,
  type: OrderType,
  state: OrderState,
  timeSetup: EpochMillis,
  brokerTimeSetup: BrokerLocalTime,
  volumeInitial: DecimalString,
  volumeCurrent: DecimalString,
  priceOpen: Schema.NullOr(DecimalString),
  priceStopLimit: Schema.NullOr(DecimalString),
  sl: Schema.NullOr(DecimalString),
  tp: Schema.NullOr(DecimalString),
  typeFilling: OrderFilling,
  typeTime: OrderTime,
  expiration: Schema.NullOr(EpochMillis),
  positionId: Schema.NullOr(Ticket),
  positionById: Schema.NullOr(Ticket),
  magic: Schema.Int,
  comment: Schema.String,
  /** Who or what made the order: CLIENT (desktop), EXPERT (the service), SL, TP, SO (stop out). */
  reason: DealReason
}

/** `orders_get()`: a pending order still working. */
export const Order = Schema.Struct({ ...orderFields, priceCurrent: DecimalString })
  .annotations({ identifier: "TerminalOrder" })
export type Order = typeof Order.Type

/** `history_orders_get()`: an order that is no longer working, with when it ended. */
export const HistoryOrder = Schema.Struct({ ...orderFields, timeDone: EpochMillis, brokerTimeDone: BrokerLocalTime })
  .annotations({ identifier: "TerminalHistoryOrder" })
export type HistoryOrder = typeof HistoryOrder.Type
