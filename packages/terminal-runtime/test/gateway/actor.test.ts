import { Entity, ShardingConfig } from "@effect/cluster"
import { describe, expect, it } from "@effect/vitest"
import { AccountId, OrderId, WorkspaceId } from "@svc/domain"
import { AccountEntity } from "@svc/domain/account/protocol"
import type { DecimalString } from "@svc/domain/decimal"
import { Duration, Effect, Layer } from "effect"
import { randomUUID } from "node:crypto"
import { makeAccountActor } from "../../src/account/AccountActor.js"
import { AccountStore } from "../../src/account/AccountStore.js"
import { RuntimeSettings } from "../../src/account/RuntimeSettings.js"
import { SessionOpener } from "../../src/account/SessionOpener.js"
import { SimBroker } from "../../src/sim/SimBroker.js"
import { requestTag } from "@svc/domain/order/requestTag"
import { TradingStore } from "../../src/trading/TradingStore.js"
import { DEMO, eventually, gatewayLayer } from "./helpers.js"
import { makeMemoryAccountStore } from "../../src/account/MemoryAccountStore.js"
import { makeMemoryTradingStore } from "../../src/trading/MemoryTradingStore.js"

describe("the account actor through the gateway", () => {
  it.scopedLive("warms to ready and fills a market order over the wire", () =>
    Effect.gen(function*() {
      const sim = yield* SimBroker
      const accountId = AccountId.make(randomUUID())
      const workspaceId = WorkspaceId.make(randomUUID())
      const accounts = yield* makeMemoryAccountStore([{
        record: {
          id: accountId,
          workspaceId,
          login: "7001",
          server: DEMO,
          mode: "cold",
          state: "created",
          stateDetail: null,
          problem: null,
          tradingDisabled: false,
          disconnected: false
        },
        password: "secret"
      }])
      const trading = yield* makeMemoryTradingStore

      const actorLayer = AccountEntity.toLayer(makeAccountActor, { concurrency: "unbounded" }).pipe(
        Layer.provide(SessionOpener.Default),
        Layer.provide(Layer.succeed(AccountStore, accounts.store)),
        Layer.provide(Layer.succeed(TradingStore, trading.store)),
        // One sync pass at login, then none while the test runs: what is checked is the order path.
        Layer.provide(Layer.succeed(RuntimeSettings, { ...RuntimeSettings.defaultValue(), syncInterval: Duration.minutes(10) }))
      )
      const makeClient = yield* Entity.makeTestClient(AccountEntity, actorLayer)
      const actor = yield* makeClient(accountId)

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
