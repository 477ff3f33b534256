import { Entity, ShardingConfig } from "@effect/cluster"
import { AccountId, type OrderId, WorkspaceId } from "@svc/domain"
import type { DecimalString } from "@svc/domain/decimal"
import type { OpeningCommand } from "@svc/domain/order/openingOrder"
import { AccountEntity } from "@svc/domain/account/protocol"
import { type Context as ContextType, Context, Duration, Effect, Layer } from "effect"
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
import { makeMemoryAccountStore } from "../../src/account/MemoryAccountStore.js"
import { makeMemoryTradingStore } from "../../src/trading/MemoryTradingStore.js"

type TradingStoreService = ContextType.Tag.Service<typeof TradingStore>

/** A cold account of a fresh workspace on the simulated broker, over in-memory account and trading stores. */
export const coldAccountOnSim = Effect.gen(function*() {
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
  return { accountId, workspaceId, login, accounts, trading, sim } as const
})

/**
 * A new runner's actor for `deps`'s account (it starts knowing nothing, as after a takeover), on its simulated broker
 * and stores with `store` as its trading store (a test's fault or watch in front of it), claiming sends as a cluster
 * does, with one sync pass only: the first, right after its login.
 */
export const takeoverRunner = (deps: Effect.Effect.Success<typeof coldAccountOnSim>, store: TradingStoreService) =>
  Entity.makeTestClient(
    AccountEntity,
    AccountEntity.toLayer(makeAccountActor, { concurrency: "unbounded" }).pipe(
      Layer.provide(SessionOpener.Default),
      Layer.provide(SimTerminalDriver.layer.pipe(Layer.provide(Layer.succeed(SimBroker, deps.sim)))),
      Layer.provide(Layer.succeed(AccountStore, deps.accounts.store)),
      Layer.provide(Layer.succeed(TradingStore, store)),
      Layer.provide(Layer.succeed(StartedSends, StartedSends.defaultValue())),
      Layer.provide(Layer.succeed(RuntimeSettings, { ...RuntimeSettings.defaultValue(), syncInterval: Duration.hours(1), claimSends: true }))
    )
  ).pipe(Effect.provide(ShardingConfig.layer()), Effect.flatMap((make) => make(deps.accountId)))

/**
 * One account's actor on the simulated broker, warmed until ready, over in-memory stores. `store` lets a test put
 * a fault in front of the trading store (a write that dies); the sync loop is held off so only the test acts.
 */
export const readyActorOnSim = (options: { readonly store?: (memory: TradingStoreService) => TradingStoreService } = {}) =>
  Effect.gen(function*() {
    const { accountId, workspaceId, login, accounts, trading, sim } = yield* coldAccountOnSim
    const runtime = AccountEntity.toLayer(makeAccountActor, { concurrency: "unbounded" }).pipe(
      Layer.provide(SessionOpener.Default),
      Layer.provide(SimTerminalDriver.layer.pipe(Layer.provide(Layer.succeed(SimBroker, sim)))),
      Layer.provide(Layer.succeed(AccountStore, accounts.store)),
      Layer.provide(Layer.succeed(TradingStore, options.store?.(trading.store) ?? trading.store)),
      Layer.provide(Layer.succeed(RuntimeSettings, { ...RuntimeSettings.defaultValue(), syncInterval: Duration.hours(1) }))
    )
    const make = yield* Entity.makeTestClient(AccountEntity, runtime).pipe(Effect.provide(ShardingConfig.layer()))
    const actor = yield* make(accountId)
    yield* actor.Warm({ reason: "warm" })
    yield* eventually(accounts.current(accountId), (a) => a?.state === "ready", "the account to be ready")
    return { accountId, workspaceId, login, accounts, trading, sim, actor } as const
  })

/** A market buy of 0.10 EURUSD, as the API hands it to the actor: what the order tests over `readyActorOnSim` send. */
export const marketBuy = (orderId: OrderId, workspaceId: WorkspaceId): OpeningCommand => ({
  _tag: "Market", orderId, workspaceId, clientOrderId: null, deviationPoints: null,
  side: "buy", symbol: "EURUSD", volume: "0.10" as DecimalString, stopLoss: null, takeProfit: null
})
