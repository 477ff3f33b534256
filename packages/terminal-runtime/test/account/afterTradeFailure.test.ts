import { describe, expect, it } from "@effect/vitest"
import { OrderId } from "@svc/domain"
import { Effect } from "effect"
import { randomUUID } from "node:crypto"
import { TradingStore } from "../../src/trading/TradingStore.js"
import { marketBuy, readyActorOnSim } from "./readyActor.js"

describe("a database failure right after a fill", () => {
  // The order's result and its answer are written before the deals and positions are read back; a failure of that
  // read-back (the store's database errors are defects) is left to the next sync pass, and the answer is the order.
  it.scopedLive("answers the filled order", () =>
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
})
