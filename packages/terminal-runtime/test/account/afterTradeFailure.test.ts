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
import { TradingStore } from "../../src/trading/TradingStore.js"
import { eventually } from "../gateway/helpers.js"
import { makeMemoryAccountStore, makeMemoryTradingStore } from "../gateway/memoryStores.js"

describe("a database failure right after a fill", () => {
  // The order's result and its answer are written before the deals and positions are read back; a failure of that
  // read-back (the store's database errors are defects) is left to the next sync pass, and the answer is the order.
  it.scopedLive("answers the filled order", () =>
    Effect.gen(function*() {
      const accountId = AccountId.make(randomUUID())
      const login = String(300000 + Math.floor(Math.random() * 600000))
      const accounts = yield* makeMemoryAccountStore([{
        record: {
          id: accountId, workspaceId: WorkspaceId.make(randomUUID()), login, server: "SimBroker-Demo", mode: "cold",
          state: "created", stateDetail: null, problem: null, tradingDisabled: false, disconnected: false
        },
        password: "pw"
      }])
      const trading = yield* makeMemoryTradingStore
      // The read-back after a trade writes through syncTrade.
      const failing = TradingStore.of({
        ...trading.store,
        syncTrade: () => Effect.dieMessage("the database went away")
      })
      const sim = Context.get(yield* Layer.build(SimBroker.Default), SimBroker)
      const runtime = AccountEntity.toLayer(makeAccountActor, { concurrency: "unbounded" }).pipe(
        Layer.provide(SessionOpenerLive),
        Layer.provide(SimTerminalDriver.pipe(Layer.provide(Layer.succeed(SimBroker, sim)))),
        Layer.provide(Layer.succeed(AccountStore, accounts.store)),
        Layer.provide(Layer.succeed(TradingStore, failing)),
        Layer.provide(Layer.succeed(RuntimeSettings, { ...RuntimeSettings.defaultValue(), syncInterval: Duration.hours(1) }))
      )
      const make = yield* Entity.makeTestClient(AccountEntity, runtime).pipe(Effect.provide(ShardingConfig.layer()))
      const actor = yield* make(accountId)
      yield* actor.Warm({ reason: "warm" })
      yield* eventually(accounts.current(accountId), (a) => a?.state === "ready", "the account to be ready")

      const orderId = OrderId.make(randomUUID())
      const sent = yield* actor.SendOrder({
        command: {
          _tag: "Market", orderId, workspaceId: WorkspaceId.make(randomUUID()), clientOrderId: null, deviationPoints: null,
          side: "buy", symbol: "EURUSD", volume: "0.10" as DecimalString, stopLoss: null, takeProfit: null
        },
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
