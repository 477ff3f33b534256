import { ShardingConfig } from "@effect/cluster"
import { describe, expect, it } from "@effect/vitest"
import { OrderId } from "@svc/domain"
import type { DecimalString } from "@svc/domain/decimal"
import { Effect, Layer } from "effect"
import { randomUUID } from "node:crypto"
import { SimBroker } from "../../src/sim/SimBroker.js"
import { requestTag } from "@svc/domain/order/requestTag"
import { coldAccountActor, DEMO, eventually, gatewayLayer } from "./helpers.js"

describe("the account actor through the gateway", () => {
  it.scopedLive("warms to ready and fills a market order over the wire", () =>
    Effect.gen(function*() {
      const sim = yield* SimBroker
      const { accountId, workspaceId, accounts, trading, actor } = yield* coldAccountActor("7001")

      const warmed = yield* actor.Warm({ reason: "warm" })
      expect(warmed.alreadyRunning).toBe(false)
      yield* eventually(accounts.current(accountId), (a) => a?.state === "ready", "the account to be ready")
      expect(yield* accounts.states(accountId)).toEqual(["provisioning", "starting", "connecting", "synchronizing", "ready"])
      expect(yield* sim.openSessions(DEMO, "7001")).toBe(1)

      const orderId = OrderId.make(randomUUID())
      const sent = yield* actor.SendOrder({
        command: {
          _tag: "Market",
          orderId,
          workspaceId,
          clientOrderId: "gw-actor-1",
          deviationPoints: null,
          side: "buy",
          symbol: "EURUSD",
          volume: "0.10" as DecimalString,
          stopLoss: null,
          takeProfit: null
        },
        accepted: null,
        answerTo: null
      })
      expect(sent.outcome).toBe("done")
      expect(sent.order.state).toBe("filled")
      expect(sent.order.retcode).toBe(10009)
      expect(sent.order.filledVolume).toBe("0.10")
      expect(sent.order.brokerDealId).not.toBeNull()
      expect(yield* trading.events(orderId)).toContain("order.filled")
      expect(yield* sim.executedCount({ server: DEMO, login: "7001", comment: requestTag(orderId) })).toBe(1)

      const cooled = yield* actor.Cool()
      expect(cooled.stopped).toBe(true)
      yield* eventually(sim.openSessions(DEMO, "7001"), (n) => n === 0, "the gateway to log the terminal out")
    }).pipe(Effect.provide(Layer.merge(gatewayLayer(), ShardingConfig.layer()))))
})
