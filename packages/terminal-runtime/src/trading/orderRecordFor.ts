import type { AccountId } from "@svc/domain"
import type { OrderCommand } from "@svc/domain/account/tradingProtocol"
import type { NewOrder } from "@svc/domain/order/newOrder"
import { isOpening, openingOrder } from "@svc/domain/order/openingOrder"
import type { PreparedRequest } from "./buildRequest.js"
import type { StoredOrder } from "./TradingStore.js"

const intentOf = (command: OrderCommand) =>
  command._tag === "Market" || command._tag === "Pending" ? "open" as const
  : command._tag === "ClosePosition" ? "close" as const
  : command._tag === "CancelOrder" ? "cancel" as const
  : "modify" as const

const typeOf = (command: OrderCommand, target?: StoredOrder) =>
  command._tag === "Pending" ? command.kind : target !== undefined ? target.order.type : "market" as const

/**
 * The record an order starts with: an opening one from its command alone (as the HTTP side wrote it), a close,
 * modify or cancel with what its request found on the terminal.
 */
export const orderRecordFor = (accountId: AccountId, command: OrderCommand, prepared: PreparedRequest, tag: string): NewOrder => {
  if (isOpening(command)) return openingOrder(command, accountId)
  const target = "target" in prepared ? prepared.target : undefined
  return {
    id: command.orderId,
    workspaceId: command.workspaceId,
    accountId,
    clientOrderId: command.clientOrderId,
    symbol: prepared.symbol,
    side: prepared.side,
    type: typeOf(command, target),
    intent: intentOf(command),
    brokerPositionId: prepared.positionId,
    brokerOrderId: prepared.brokerOrderId,
    volume: prepared.volume,
    price: command._tag === "ModifyOrder" ? command.price ?? null : null,
    stopLimitPrice: null,
    stopLoss: "sl" in prepared ? (prepared.sl ?? null) : null,
    takeProfit: "tp" in prepared ? (prepared.tp ?? null) : null,
    expiration: null,
    deviationPoints: command.deviationPoints,
    requestTag: tag,
    targetOrderId: target?.order.id ?? null
  }
}
