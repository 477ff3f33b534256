import { Entity, ShardingConfig } from "@effect/cluster"
import { describe, expect, it } from "@effect/vitest"
import { AccountId, OrderId, WorkspaceId } from "@svc/domain"
import { AccountEntity } from "@svc/domain/account/protocol"
import type { DecimalString } from "@svc/domain/decimal"
import { Context, Duration, Effect, Layer } from "effect"
import { randomUUID } from "node:crypto"
import { makeAccountActor } from "../../src/account/AccountActor.js"
import { AccountStore } from "../../src/account/AccountStore.js"
import { RuntimeSettings } from "../../src/account/RuntimeSettings.js"
import { SessionOpenerLive } from "../../src/account/session.js"
import { SimBroker } from "../../src/sim/SimBroker.js"
import { SimTerminalDriver } from "../../src/sim/SimTerminalDriver.js"
import { openingOrder, type OpeningCommand } from "../../src/trading/openingOrder.js"
import { requestTag } from "../../src/trading/requestTag.js"
import { TradingStore } from "../../src/trading/TradingStore.js"
import { eventually } from "../gateway/helpers.js"
import { makeMemoryAccountStore, makeMemoryTradingStore } from "../gateway/memoryStores.js"

describe("an order whose message reaches the actor late", () => {
  // The HTTP side writes an opening order `accepted` with its key, then sends the actor its message. Reconciliation
  // settles an `accepted` order with no broker record as never executed once it is 2 s old: a message arriving after
  // that must not send it (the order would be final as not executed and yet trade).
  it.scopedLive("once reconciliation has settled it as never executed, it is confirmed, never sent", () =>
    Effect.gen(function*() {
      const accountId = AccountId.make(randomUUID())
      const workspaceId = WorkspaceId.make(randomUUID())
      const login = String(300000 + Math.floor(Math.random() * 600000))
      const accounts = yield* makeMemoryAccountStore([{
        record: {
          id: accountId, workspaceId, login, server: "SimBroker-Demo", mode: "cold",
          state: "created", stateDetail: null, problem: null, tradingDisabled: false, disconnected: false
        },
        password: "pw"
      }])
      const trading = yield* makeMemoryTradingStore
      const sim = Context.get(yield* Layer.build(SimBroker.Default), SimBroker)
      const runtime = AccountEntity.toLayer(makeAccountActor, { concurrency: "unbounded" }).pipe(
        Layer.provide(SessionOpenerLive),
        Layer.provide(SimTerminalDriver.pipe(Layer.provide(Layer.succeed(SimBroker, sim)))),
        Layer.provide(Layer.succeed(AccountStore, accounts.store)),
        Layer.provide(Layer.succeed(TradingStore, trading.store)),
        Layer.provide(Layer.succeed(RuntimeSettings, { ...RuntimeSettings.defaultValue(), syncInterval: Duration.hours(1) }))
      )
      const make = yield* Entity.makeTestClient(AccountEntity, runtime).pipe(Effect.provide(ShardingConfig.layer()))
      const actor = yield* make(accountId)
      yield* actor.Warm({ reason: "warm" })
      yield* eventually(accounts.current(accountId), (a) => a?.state === "ready", "the account to be ready")

      const orderId = OrderId.make(randomUUID())
      const command: OpeningCommand = {
        _tag: "Market", orderId, workspaceId, clientOrderId: null, deviationPoints: null,
        side: "buy", symbol: "EURUSD", volume: "0.10" as DecimalString, stopLoss: null, takeProfit: null
      }
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
