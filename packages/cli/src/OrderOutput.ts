import type { Order } from "@svc/domain/resources/order"
import { details, type Column } from "./Render.js"

/** What order-returning commands print: the authoritative record, as `svc orders show` does. */
export const orderDetails = (o: Order) =>
  details([
    ["id", o.id],
    ["account", o.accountId],
    ["client order id", o.clientOrderId],
    ["symbol", o.symbol],
    ["side", o.side],
    ["type", o.type],
    ["intent", o.intent],
    ["volume", o.volume],
    ["price", o.price],
    ["stop limit price", o.stopLimitPrice],
    ["stop loss", o.stopLoss],
    ["take profit", o.takeProfit],
    ["expiration", o.expiration],
    ["deviation points", o.deviationPoints],
    ["state", o.state],
    ["state detail", o.stateDetail],
    ["needs reconciliation", o.needsReconciliation],
    ["retcode", o.retcode === null ? null : `${o.retcode}${o.retcodeText === null ? "" : ` ${o.retcodeText}`}`],
    ["broker position", o.brokerPositionId],
    ["broker order", o.brokerOrderId],
    ["broker deal", o.brokerDealId],
    ["filled", o.filledVolume === null ? null : `${o.filledVolume} @ ${o.filledPrice ?? "-"}`],
    ["sent", o.sentAt],
    ["settled", o.settledAt],
    ["reconciled", o.reconciledAt],
    ["created", o.createdAt]
  ])

export const orderColumns: ReadonlyArray<Column<Order>> = [
  ["ID", (o) => o.id],
  ["ACCOUNT", (o) => o.accountId],
  ["SYMBOL", (o) => o.symbol],
  ["SIDE", (o) => o.side],
  ["TYPE", (o) => o.type],
  ["INTENT", (o) => o.intent],
  ["VOLUME", (o) => o.volume],
  ["STATE", (o) => o.state],
  ["FILLED", (o) => (o.filledVolume === null ? null : `${o.filledVolume}@${o.filledPrice ?? "-"}`)],
  ["RETCODE", (o) => o.retcode],
  ["CREATED", (o) => o.createdAt]
]
