import { definedOnly } from "@svc/domain/definedOnly"
import { OrderTrigger, transition } from "@svc/domain/order/machine"
import { Order } from "@svc/domain/resources/order"
import { Effect, Either } from "effect"
import type { AnswerTo, TradeSync } from "./TradingStore.js"
import type { OrderPath } from "./OrderPath.js"
import { traced } from "@svc/domain/tracing"

/** What a step of an order's life changes besides its state; an absent field keeps its value. */
export interface Changes {
  readonly stateDetail: string | null
  readonly retcode?: number | null
  readonly retcodeText?: string | null
  readonly brokerOrderId?: string | null
  readonly brokerDealId?: string | null
  readonly brokerPositionId?: string | null
  readonly filledVolume?: string | null
  readonly filledPrice?: string | null
  readonly settled?: boolean
  readonly reconciled?: boolean
}

/**
 * `accepted` → `validating` → `sending` in memory: neither edge emits an event, and an `accepted` row already marks
 * the order as one that may have left, so the actor writes nothing between them and the result.
 */
export const asSending = (order: Order, sentAt: Date): Order => {
  let state = order.state
  for (const trigger of [OrderTrigger.Validate(), OrderTrigger.Send()]) {
    if (state === "sending") break
    const decided = transition(state, trigger)
    if (Either.isLeft(decided)) throw new Error(decided.left.message)
    state = decided.right.next
  }
  return new Order({ ...order, state, sentAt: order.sentAt ?? sentAt }, true)
}

/**
 * Moves an order through the machine and persists exactly the order it becomes, with the events of the edge
 * (and, for a request with an idempotency key, its HTTP answer) in one statement.
 */
export const settle = Effect.fnUntraced(function*(
  path: OrderPath,
  previous: Order,
  trigger: OrderTrigger,
  fields: Changes,
  answerTo: AnswerTo | null,
  /** The trade this step confirmed, read back from the terminal: recorded with the order (see `OrderRecord.trade`). */
  trade: TradeSync | null = null
) {
  const decided = transition(previous.state, trigger)
  if (Either.isLeft(decided)) return yield* Effect.dieMessage(decided.left.message)
  const { emits, next } = decided.right
  const now = new Date()
  const { reconciled, settled, ...changed } = fields
  const order = new Order({
    ...previous,
    // Volumes and prices are the terminal's decimal strings, passed through unchanged.
    ...(definedOnly(changed) as Partial<Pick<Order, "filledVolume" | "filledPrice">>),
    state: next,
    needsReconciliation: next === "unknown",
    settledAt: settled === true ? now : previous.settledAt,
    reconciledAt: reconciled === true ? now : previous.reconciledAt
  }, true)
  const { answer, tradeStored } = yield* path.store.record({ order, previousState: previous.state, events: emits, trade }, answerTo)
  // Deals not stored (the database refused them) stay unknown to the sync, so its next pass writes them.
  if (trade !== null && tradeStored) path.afterTrade.stored(trade)
  return { order, answer }
}, traced("Order.settle"))
