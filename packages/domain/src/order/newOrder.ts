import type { AccountId, OrderId, WaveId, WorkspaceId } from "../ids.js"
import type { OrderIntent, OrderSide, OrderType } from "../resources/order.js"

/** An order as first written, before anything comes back from the broker: the fields the command alone decides. */
export interface NewOrder {
  readonly id: OrderId
  readonly workspaceId: WorkspaceId
  readonly accountId: AccountId
  readonly clientOrderId: string | null
  readonly symbol: string
  readonly side: OrderSide
  readonly type: OrderType
  readonly intent: OrderIntent
  readonly brokerPositionId: string | null
  readonly brokerOrderId: string | null
  readonly volume: string | null
  readonly price: string | null
  readonly stopLimitPrice: string | null
  readonly stopLoss: string | null
  readonly takeProfit: string | null
  readonly expiration: Date | null
  readonly deviationPoints: number | null
  /** Sent to the broker as the order comment: how a request whose reply was lost is found in history. */
  readonly requestTag: string
  /** For modify and cancel of a pending order: the order they act on. */
  readonly targetOrderId: OrderId | null
  /** A wave's leg: the wave it belongs to. */
  readonly waveId?: WaveId | null
}
