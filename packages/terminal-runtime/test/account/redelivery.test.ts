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
import { requestTag } from "../../src/trading/requestTag.js"
import { TradingStore } from "../../src/trading/TradingStore.js"
import { eventually } from "../gateway/helpers.js"
import { makeMemoryAccountStore, makeMemoryTradingStore } from "../gateway/memoryStores.js"

describe("a send cut short by a defect", () => {
  // On a real runner a handler's defect restarts the entity and delivers its in-flight messages again (the
  // database-restart suite met it: a second delivery refused as not ready freed the key, and a retry traded twice);
  // the test client answers the defect instead, so this checks the outcome the caller can see, both ways.
  it.scopedLive("executes once and is never answered with a refusal", () =>
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
      // The database goes away exactly when the first result is written: the order has executed at the broker.
      let failures = 1
      const flaky = TradingStore.of({
        ...trading.store,
        record: (change, answerTo) =>
          failures-- > 0 ? Effect.dieMessage("the database went away") : trading.store.record(change, answerTo)
      })
      const sim = Context.get(yield* Layer.build(SimBroker.Default), SimBroker)
      const runtime = AccountEntity.toLayer(makeAccountActor, { concurrency: "unbounded" }).pipe(
        Layer.provide(SessionOpenerLive),
        Layer.provide(SimTerminalDriver.pipe(Layer.provide(Layer.succeed(SimBroker, sim)))),
        Layer.provide(Layer.succeed(AccountStore, accounts.store)),
        Layer.provide(Layer.succeed(TradingStore, flaky)),
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

      // Whatever the caller heard, the broker executed the request once, and no refusal (which would free the key
      // for a retry that sends again) came back.
      expect(yield* sim.executedCount({ server: "SimBroker-Demo", login, comment: requestTag(orderId) })).toBe(1)
      if (sent._tag === "Success") expect(sent.value.outcome).toBe("unresolved")
      else expect(JSON.stringify(sent.cause)).not.toMatch(/ACCOUNT_NOT_READY|NO_RUNTIME|NEEDS_OPERATOR|NOT_FOUND/)
    }))
})
