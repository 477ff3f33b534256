import type { SendOrder, SendOutcome } from "@svc/domain/account/tradingProtocol"
import { freshOrder, isOpening, openingOrder } from "@svc/domain/order/openingOrder"
import { Effect, Option } from "effect"
import type { OrderPath } from "./OrderPath.js"
import { scheduleReconcile } from "./reconcile.js"

/**
 * The message came again after this process had handed the order to a terminal (its entity restarted mid-way):
 * never send again and never refuse; the order is confirmed against the broker's records like any unanswered one.
 */
export const alreadySent = Effect.fn("Order.alreadySent")(function*(path: OrderPath, payload: typeof SendOrder.payloadSchema.Type) {
  const stored = Option.getOrUndefined(yield* path.store.get(payload.command.orderId))
  const order = stored?.order ??
    (isOpening(payload.command) && payload.accepted !== null
      ? freshOrder(openingOrder(payload.command, path.ctx.id), "accepted", payload.accepted.createdAt, null)
      : undefined)
  if (order === undefined) return yield* Effect.dieMessage(`order ${payload.command.orderId} was sent and has no record`)
  yield* scheduleReconcile(path)
  return { order, outcome: "unresolved", retryable: false, answer: null } satisfies SendOutcome
})
