import { describe, expect, it } from "@effect/vitest"
import { OrderId } from "@svc/domain"
import { Effect } from "effect"
import { randomUUID } from "node:crypto"
import { requestTag } from "@svc/domain/order/requestTag"
import { TradingStore } from "../../src/trading/TradingStore.js"
import { marketBuy, readyActorOnSim } from "./readyActor.js"

describe("a send cut short by a defect", () => {
  // On a real runner a handler's defect restarts the entity and delivers its in-flight messages again (the
  // database-restart suite met it: a second delivery refused as not ready freed the key, and a retry traded twice);
  // the test client answers the defect instead, so this checks the outcome the caller can see, both ways.
  it.scopedLive("executes once and is never answered with a refusal", () =>
    Effect.gen(function*() {
      // The database goes away exactly when the first result is written: the order has executed at the broker.
      let failures = 1
      const { workspaceId, login, sim, actor } = yield* readyActorOnSim({
        store: (memory) => TradingStore.of({
          ...memory,
          record: (change, answerTo) => failures-- > 0 ? Effect.dieMessage("the database went away") : memory.record(change, answerTo)
        })
      })

      const orderId = OrderId.make(randomUUID())
      const sent = yield* actor.SendOrder({
        command: marketBuy(orderId, workspaceId),
        accepted: null,
        answerTo: null
      }).pipe(Effect.exit)

      // Whatever the caller heard, the broker executed the request once, and no refusal (which would free the key
      // for a retry that sends again) came back.
      expect(yield* sim.executedCount({ server: "SimBroker-Demo", login, comment: requestTag(orderId) })).toBe(1)
      if (sent._tag === "Success") expect(sent.value.outcome).toBe("unresolved")
      else expect(JSON.stringify(sent.cause)).not.toMatch(/ACCOUNT_NOT_READY|NO_RUNTIME|NEEDS_OPERATOR|NOT_FOUND/)
    }))
})
