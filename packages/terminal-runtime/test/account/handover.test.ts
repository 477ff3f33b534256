import { Entity, ShardingConfig } from "@effect/cluster"
import { describe, expect, it } from "@effect/vitest"
import { OrderId } from "@svc/domain"
import { AccountEntity } from "@svc/domain/account/protocol"
import type { DecimalString } from "@svc/domain/decimal"
import type { OrderCommand } from "@svc/domain/account/tradingProtocol"
import { openingOrder } from "@svc/domain/order/openingOrder"
import { requestTag } from "@svc/domain/order/requestTag"
import { Duration, Effect, Layer } from "effect"
import { randomUUID } from "node:crypto"
import { makeAccountActor } from "../../src/account/AccountActor.js"
import { AccountStore } from "../../src/account/AccountStore.js"
import { RuntimeSettings } from "../../src/account/RuntimeSettings.js"
import { SessionOpener } from "../../src/account/SessionOpener.js"
import { SimBroker } from "../../src/sim/SimBroker.js"
import { SimTerminalDriver } from "../../src/sim/SimTerminalDriver.js"
import { StartedSends } from "../../src/trading/StartedSends.js"
import { TradingStore } from "../../src/trading/TradingStore.js"
import { eventually } from "../gateway/helpers.js"
import { coldAccountOnSim, marketBuy } from "./readyActor.js"

/**
 * A lease handover between two runners: both believe they own the account for a moment, and the message that was
 * on its way to the old owner reaches the new one too. Each "runner" here is an actor with its own record of
 * started sends (a process of its own), over one order store (the shared database) and one broker. With
 * `claimSends` (as runners run) the order reaches the broker once, whichever of the two takes it.
 */
const twoRunners = Effect.gen(function*() {
  const { accountId, workspaceId, login, accounts, trading, sim } = yield* coldAccountOnSim
  const runner = () =>
    AccountEntity.toLayer(makeAccountActor, { concurrency: "unbounded" }).pipe(
      Layer.provide(SessionOpener.Default),
      Layer.provide(SimTerminalDriver.layer.pipe(Layer.provide(Layer.succeed(SimBroker, sim)))),
      Layer.provide(Layer.succeed(AccountStore, accounts.store)),
      Layer.provide(Layer.succeed(TradingStore, trading.store)),
      // A process of its own: its own memory of started sends.
      Layer.provide(Layer.succeed(StartedSends, StartedSends.defaultValue())),
      Layer.provide(Layer.succeed(RuntimeSettings, {
        ...RuntimeSettings.defaultValue(),
        syncInterval: Duration.hours(1),
        claimSends: true
      }))
    )
  const a = yield* (yield* Entity.makeTestClient(AccountEntity, runner()).pipe(Effect.provide(ShardingConfig.layer())))(accountId)
  yield* a.Warm({ reason: "warm" })
  yield* eventually(accounts.current(accountId), (x) => x?.state === "ready", "the account to be ready on the first runner")
  // The new owner starts while the old one still holds its session: it finds the account live in the store, so it
  // reconnects (resumeAfterRestart), as an actor whose shard moved does.
  const b = yield* (yield* Entity.makeTestClient(AccountEntity, runner()).pipe(Effect.provide(ShardingConfig.layer())))(accountId)
  yield* b.Warm({ reason: "warm" })
  yield* eventually(accounts.current(accountId), (x) => x?.state === "ready", "the account to be ready on the second runner")
  const executed = (orderId: OrderId) => sim.executedCount({ server: "SimBroker-Demo", login, comment: requestTag(orderId) })
  return { accountId, workspaceId, trading, a, b, executed } as const
})

describe("a send during a lease handover (two runners)", () => {
  it.scopedLive("an order written accepted reaches the broker once", () =>
    Effect.gen(function*() {
      const { a, accountId, b, executed, trading, workspaceId } = yield* twoRunners
      const orderId = OrderId.make(randomUUID())
      const command = marketBuy(orderId, workspaceId)
      const createdAt = new Date()
      // The HTTP side wrote it `accepted` with its key; the message then reaches both owners.
      yield* trading.store.insertAccepted(openingOrder(command, accountId), createdAt)
      const message = { command, accepted: { createdAt }, answerTo: null }
      const outcomes = yield* Effect.all([a.SendOrder(message), b.SendOrder(message)], { concurrency: 2 })
      expect(yield* executed(orderId)).toBe(1)
      // The one that lost the claim never refuses (a refusal would free the key for a retry that sends again).
      expect(outcomes.map((o) => o.outcome).sort()).toContain("unresolved")
    }), 60_000)

  it.scopedLive("a partial close, which has no order row until its send, reaches the broker once", () =>
    Effect.gen(function*() {
      const { a, b, executed, workspaceId } = yield* twoRunners
      const opened = yield* a.SendOrder({ command: marketBuy(OrderId.make(randomUUID()), workspaceId), accepted: null, answerTo: null })
      const positionId = opened.order.brokerPositionId
      expect(positionId).not.toBeNull()
      const orderId = OrderId.make(randomUUID())
      const close: OrderCommand = {
        _tag: "ClosePosition", orderId, workspaceId, clientOrderId: null, deviationPoints: null, positionId: positionId!,
        // A partial close: a second send would execute too (a full one would find the position gone).
        volume: "0.01" as DecimalString
      }
      const message = { command: close, accepted: null, answerTo: null }
      yield* Effect.all([a.SendOrder(message), b.SendOrder(message)], { concurrency: 2 })
      expect(yield* executed(orderId)).toBe(1)
    }), 60_000)
})
