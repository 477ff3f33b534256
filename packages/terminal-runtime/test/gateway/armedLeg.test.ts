import { ShardingConfig } from "@effect/cluster"
import { describe, expect, it } from "@effect/vitest"
import { OrderId, WaveId, WorkspaceId } from "@svc/domain"
import type { DecimalString } from "@svc/domain/decimal"
import { Effect, Layer } from "effect"
import type { OpeningCommand } from "@svc/domain/order/openingOrder"
import { randomUUID } from "node:crypto"
import { SimBroker } from "../../src/sim/SimBroker.js"
import { requestTag } from "@svc/domain/order/requestTag"
import { coldAccountActor, DEMO, eventually, gatewayLayer } from "./helpers.js"

/** An actor for account `login` through the gateway, ready, with its stores. */
const readyActor = (login: string) =>
  Effect.gen(function*() {
    const { accountId, workspaceId, accounts, trading, actor } = yield* coldAccountActor(login)
    yield* actor.Warm({ reason: "warm" })
    yield* eventually(accounts.current(accountId), (a) => a?.state === "ready", "the account to be ready")
    return { actor, trading, workspaceId }
  })

const marketCommand = (workspaceId: WorkspaceId, orderId: OrderId): OpeningCommand => ({
  _tag: "Market",
  orderId,
  workspaceId,
  clientOrderId: "wave-leg",
  deviationPoints: 15,
  side: "sell",
  symbol: "EURUSD",
  volume: "0.20" as DecimalString,
  stopLoss: null,
  takeProfit: null
})

describe("a wave's leg armed through the gateway", () => {
  it.scopedLive("leaves at the release with the request SendOrder sends, and nothing before", () =>
    Effect.gen(function*() {
      const sim = yield* SimBroker
      const { actor, trading, workspaceId } = yield* readyActor("7101")
      const direct = OrderId.make(randomUUID())
      yield* actor.SendOrder({ command: marketCommand(workspaceId, direct), accepted: null, answerTo: null })

      const leg = OrderId.make(randomUUID())
      const releaseAt = new Date(Date.now() + 1500)
      const armed = yield* actor.ArmLeg({ waveId: WaveId.make(randomUUID()), command: marketCommand(workspaceId, leg), releaseAt })
      expect(armed._tag).toBe("Armed")
      expect(yield* sim.executedCount({ server: DEMO, login: "7101", comment: requestTag(leg) })).toBe(0)

      const sent = yield* eventually(trading.order(leg), (o) => o?.state === "filled", "the leg to fill")
      expect(sent!.sentAt!.getTime()).toBeGreaterThanOrEqual(releaseAt.getTime())
      const [byOrder, byLeg] = yield* sim.executions(DEMO, "7101")
      // The same request but for its own tag: what the broker saw of each.
      const seen = (e: typeof byOrder) => ({ ...e, requestId: 0, time: 0, comment: "", order: null, deal: null, position: null })
      expect(byOrder!.comment).toBe(requestTag(direct))
      expect(byLeg!.comment).toBe(requestTag(leg))
      expect(seen(byLeg!)).toEqual(seen(byOrder!))
      expect([sent!.filledVolume, sent!.retcode]).toEqual(["0.20", 10009])
    }).pipe(Effect.provide(Layer.merge(gatewayLayer(), ShardingConfig.layer()))))

  it.scopedLive("armed, and its session lost before the release: it never reaches the broker", () =>
    Effect.gen(function*() {
      const sim = yield* SimBroker
      const { actor, trading, workspaceId } = yield* readyActor("7201")
      const leg = OrderId.make(randomUUID())
      yield* actor.ArmLeg({ waveId: WaveId.make(randomUUID()), command: marketCommand(workspaceId, leg), releaseAt: new Date(Date.now() + 1000) })
      yield* sim.disconnect(DEMO, "7201")
      const ended = yield* eventually(trading.order(leg), (o) => o !== undefined && o.state !== "accepted" && o.state !== "sending", "the leg to end")
      expect(ended!.state).toBe("failed")
      expect(ended!.stateDetail).toContain("Never reached the broker")
      expect(yield* sim.executedCount({ server: DEMO, login: "7201", comment: requestTag(leg) })).toBe(0)
    }).pipe(Effect.provide(Layer.merge(gatewayLayer(), ShardingConfig.layer()))))
})
