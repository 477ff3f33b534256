import { describe, expect, it } from "@effect/vitest"
import { OrderId, WaveId } from "@svc/domain"
import { requestTag } from "@svc/domain/order/requestTag"
import { Effect, Fiber } from "effect"
import { randomUUID } from "node:crypto"
import { eventually } from "../gateway/helpers.js"
import { marketBuy, readyActorOnSim } from "./readyActor.js"

/**
 * A wave's ArmLeg delivered twice at once (the second while the first's record is being written): the leg is armed
 * once and leaves at its release. The second arming's refused record used to remove the mark the first had put on
 * the order (being sent, keep reconciliation off it), so a sync pass more than 2 s after the order was written took
 * the `accepted` leg as a leftover, claimed it, and at the release it did not leave.
 */
describe("an ArmLeg delivered twice at once", () => {
  it.scopedLive("arms the leg once, answers both Armed; it leaves at its release, stamped there, whatever a sync pass does meanwhile", () =>
    Effect.gen(function*() {
      let slowFirst = true
      const { actor, trading, workspaceId, sim, login } = yield* readyActorOnSim({
        store: (memory) => ({
          ...memory,
          // The first arming's record takes a while: the second message arrives meanwhile.
          insertAccepted: (order, createdAt) =>
            slowFirst
              ? Effect.zipRight(Effect.sync(() => void (slowFirst = false)), Effect.zipRight(Effect.sleep("300 millis"), memory.insertAccepted(order, createdAt)))
              : memory.insertAccepted(order, createdAt)
        })
      })
      const leg = OrderId.make(randomUUID())
      const releaseAt = new Date(Date.now() + 4_000)
      const payload = { waveId: WaveId.make(randomUUID()), command: marketBuy(leg, workspaceId), releaseAt }
      const first = yield* Effect.fork(actor.ArmLeg(payload))
      yield* Effect.sleep("50 millis")
      const second = yield* actor.ArmLeg(payload)
      const firstAnswer = yield* Fiber.join(first)
      expect([firstAnswer._tag, second._tag]).toEqual(["Armed", "Armed"])

      // Past the 2 s after which reconciliation takes an `accepted` order as a leftover: a sync pass asked for before
      // the release (it runs once the armed leg lets the account's queue go, at the release, while the leg's answer
      // is on its way).
      yield* Effect.sleep("2500 millis")
      yield* actor.SyncNow()

      const sent = yield* eventually(trading.order(leg), (o) => o?.state === "filled", "the leg to fill at its release")
      // Stamped where it left, not at its record's creation (what reconciliation stamps on a leftover).
      expect(sent!.sentAt!.getTime()).toBeGreaterThanOrEqual(releaseAt.getTime())
      expect(sent!.stateDetail ?? "").not.toContain("Confirmed with the broker")
      expect(yield* sim.executedCount({ server: "SimBroker-Demo", login, comment: requestTag(leg) })).toBe(1)
    }))
})
