import type { AccountId, DecimalString, OrderId, WorkspaceId } from "@svc/domain"
import { Order, type OrderIntent, type OrderSide, type OrderState, type OrderType } from "@svc/domain/resources/order"

export interface OrderRow {
  readonly id: OrderId
  readonly workspaceId: WorkspaceId
  readonly accountId: AccountId
  readonly clientOrderId: string | null
  readonly symbol: string
  readonly side: OrderSide
  readonly type: OrderType
  readonly intent: OrderIntent
  readonly brokerPositionId: string | null
  readonly volume: string | null
  readonly price: string | null
  readonly stopLimitPrice: string | null
  readonly stopLoss: string | null
  readonly takeProfit: string | null
  readonly expiration: Date | null
  readonly deviationPoints: number | null
  readonly state: OrderState
  readonly stateDetail: string | null
  readonly needsReconciliation: boolean
  readonly retcode: number | null
  readonly retcodeText: string | null
  readonly brokerOrderId: string | null
  readonly brokerDealId: string | null
  readonly filledVolume: string | null
  readonly filledPrice: string | null
  readonly requestTag: string
  readonly targetOrderId: OrderId | null
  readonly sentAt: Date | null
  readonly settledAt: Date | null
  readonly reconciledAt: Date | null
  readonly createdAt: Date
}

const dec = (v: string | null): DecimalString | null => (v === null ? null : (v as DecimalString))

/** Rows come from our own table through typed SQL: the class is built without re-validating every field. */
export const toOrder = (row: OrderRow): Order =>
  new Order({
    id: row.id,
    accountId: row.accountId,
    clientOrderId: row.clientOrderId,
    symbol: row.symbol,
    side: row.side,
    type: row.type,
    intent: row.intent,
    brokerPositionId: row.brokerPositionId,
    volume: dec(row.volume),
    stopLoss: dec(row.stopLoss),
    takeProfit: dec(row.takeProfit),
    state: row.state,
    stateDetail: row.stateDetail,
    needsReconciliation: row.needsReconciliation,
    retcode: row.retcode,
    retcodeText: row.retcodeText,
    brokerOrderId: row.brokerOrderId,
    brokerDealId: row.brokerDealId,
    filledVolume: dec(row.filledVolume),
    filledPrice: dec(row.filledPrice),
    sentAt: row.sentAt,
    settledAt: row.settledAt,
    reconciledAt: row.reconciledAt,
    createdAt: row.createdAt,
    price: dec(row.price),
    stopLimitPrice: dec(row.stopLimitPrice),
    expiration: row.expiration,
    deviationPoints: row.deviationPoints
  }, true)
