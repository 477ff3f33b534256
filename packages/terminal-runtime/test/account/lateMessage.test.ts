import { describe, expect, it } from "@effect/vitest"
import { OrderId } from "@svc/domain"
import { Effect } from "effect"
import { randomUUID } from "node:crypto"
import { openingOrder } from "@svc/domain/order/openingOrder"
import { requestTag } from "@svc/domain/order/requestTag"
import { marketBuy, readyActorOnSim } from "./readyActor.js"

describe("an order whose message reaches the actor late", () => {
  // The HTTP side writes an opening order `accepted` with its key, then sends the actor its message. Reconciliation
  // settles an `accepted` order with no broker record as never executed once it is 2 s old: a message arriving after
  // that must not send it (the order would be final as not executed and yet trade).
  it.scopedLive("once reconciliation has settled it as never executed, it is confirmed, never sent", () =>
    Effect.gen(function*() {
      const { accountId, workspaceId, login, trading, sim, actor } = yield* readyActorOnSim()

      const orderId = OrderId.make(randomUUID())
      const command = marketBuy(orderId, workspaceId)
      const createdAt = new Date(Date.now() - 3_000)
      yield* trading.accepted(openingOrder(command, accountId), createdAt)
      yield* actor.SyncNow()
      expect((yield* trading.order(orderId))?.state).toBe("failed")

      // The message arrives now: it is answered with the order as it stands and nothing reaches the broker.
      const late = yield* actor.SendOrder({ command, accepted: { createdAt }, answerTo: null })
      expect(late.order.id).toBe(orderId)
      expect(yield* sim.executedCount({ server: "SimBroker-Demo", login, comment: requestTag(orderId) })).toBe(0)
      expect((yield* trading.order(orderId))?.state).toBe("failed")
    }))
})
