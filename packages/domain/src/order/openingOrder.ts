import type { OrderCommand } from "../account/tradingProtocol.js"
import type { DecimalString } from "../decimal.js"
import type { AccountId } from "../ids.js"
import { Order } from "../resources/order.js"
import type { NewOrder } from "./newOrder.js"
import { requestTag } from "./requestTag.js"

export type OpeningCommand = Extract<OrderCommand, { readonly _tag: "Market" | "Pending" }>

export const isOpening = (command: OrderCommand): command is OpeningCommand =>
  command._tag === "Market" || command._tag === "Pending"

/**
 * The record of an order that opens exposure, from the command alone: the HTTP side writes it as `accepted` with
 * the idempotency key, and the actor derives the same record, so both sides agree without reading it back.
 */
export const openingOrder = (command: OpeningCommand, accountId: AccountId): NewOrder => ({
  id: command.orderId,
  workspaceId: command.workspaceId,
  accountId,
  clientOrderId: command.clientOrderId,
  symbol: command.symbol,
  side: command._tag === "Market" ? command.side : command.kind.startsWith("buy") ? "buy" : "sell",
  type: command._tag === "Market" ? "market" : command.kind,
  intent: "open",
  brokerPositionId: null,
  brokerOrderId: null,
  volume: command.volume,
  price: command._tag === "Pending" ? command.price : null,
  stopLimitPrice: command._tag === "Pending" ? command.stopLimitPrice : null,
  stopLoss: command.stopLoss,
  takeProfit: command.takeProfit,
  expiration: command._tag === "Pending" ? command.expiration : null,
  deviationPoints: command.deviationPoints,
  requestTag: requestTag(command.orderId),
  targetOrderId: null
})

/** A new order's record as first written: nothing from the broker yet. */
export const freshOrder = (o: NewOrder, state: "accepted" | "sending", createdAt: Date, sentAt: Date | null): Order =>
  new Order({
    id: o.id,
    accountId: o.accountId,
    clientOrderId: o.clientOrderId,
    symbol: o.symbol,
    side: o.side,
    type: o.type,
    intent: o.intent,
    brokerPositionId: o.brokerPositionId,
    volume: o.volume as DecimalString | null,
    stopLoss: o.stopLoss as DecimalString | null,
    takeProfit: o.takeProfit as DecimalString | null,
    state,
    stateDetail: null,
    needsReconciliation: false,
    retcode: null,
    retcodeText: null,
    brokerOrderId: o.brokerOrderId,
    brokerDealId: null,
    filledVolume: null,
    filledPrice: null,
    sentAt,
    settledAt: null,
    reconciledAt: null,
    createdAt,
    price: o.price as DecimalString | null,
    stopLimitPrice: o.stopLimitPrice as DecimalString | null,
    expiration: o.expiration,
    deviationPoints: o.deviationPoints,
    waveId: o.waveId ?? null
  }, true)
