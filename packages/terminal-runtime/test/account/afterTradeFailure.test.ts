import { describe, expect, it } from "@effect/vitest"
import { OrderId } from "@svc/domain"
import { requestTag } from "@svc/domain/order/requestTag"
import { Effect, Fiber } from "effect"
import { randomUUID } from "node:crypto"
import { TradingStore } from "../../src/trading/TradingStore.js"
import { eventually } from "../gateway/helpers.js"
import { marketBuy, readyActorOnSim } from "./readyActor.js"

describe("a failure right after a fill", () => {
  // The order's result and its answer are written before the deals and positions are read back; a failure of that
  // read-back (the store's database errors are defects) is left to the next sync pass, and the answer is the order.
  it.scopedLive("a database failure: answers the filled order", () =>
    Effect.gen(function*() {
      // The read-back after a trade writes through syncTrade.
      const { workspaceId, actor } = yield* readyActorOnSim({
        store: (memory) => TradingStore.of({ ...memory, syncTrade: () => Effect.dieMessage("the database went away") })
      })

      const orderId = OrderId.make(randomUUID())
      const sent = yield* actor.SendOrder({
        command: marketBuy(orderId, workspaceId),
        accepted: null,
        answerTo: null
      }).pipe(Effect.exit)

      expect(sent._tag, JSON.stringify(sent)).toBe("Success")
      if (sent._tag === "Success") {
        expect(sent.value.outcome).toBe("done")
        expect(sent.value.order.state).toBe("filled")
      }
    }))

  // The read-back reads the trade's deals and its position at once; the session dropping under them fails the one
  // and interrupts the other. That mix was taken for the order's own interruption: the answer never came (found by
  // the actor machine property test: Server, Warm, Warm, Order, DropSession, Disconnect).
  it.scopedLive("the session dropping under the read-back: answers the filled order", () =>
    Effect.gen(function*() {
      const { workspaceId, actor, sim, login } = yield* readyActorOnSim()
      // Every call waits 100 ms before it reaches the broker: the drop below lands while the read-back waits.
      yield* sim.setFaults("SimBroker-Demo", login, { latencyMs: 100 })

      const orderId = OrderId.make(randomUUID())
      const sending = yield* Effect.fork(actor.SendOrder({ command: marketBuy(orderId, workspaceId), accepted: null, answerTo: null }))
      yield* eventually(
        sim.executedCount({ server: "SimBroker-Demo", login, comment: requestTag(orderId) }),
        (n) => n === 1,
        "the order to execute at the broker"
      )
      yield* sim.disconnect("SimBroker-Demo", login)
      const sent = yield* Fiber.await(sending)

      expect(sent._tag, JSON.stringify(sent)).toBe("Success")
      if (sent._tag === "Success") {
        expect(sent.value.outcome).toBe("done")
        expect(sent.value.order.state).toBe("filled")
      }
    }))
})
