import { Entity, ShardingConfig } from "@effect/cluster"
import { describe, expect, it } from "@effect/vitest"
import { OrderId } from "@svc/domain"
import { AccountEntity } from "@svc/domain/account/protocol"
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
 * An account's shard moves to another runner (its runner died): the new owner's actor starts over a record that
 * says `ready` and logs in again. The orders that reach it during that login wait for it instead of being refused
 * as not ready (each refusal was a client's retry, hundreds a second while a runner's accounts all moved).
 */
const runner = (deps: Effect.Effect.Success<typeof coldAccountOnSim>) =>
  AccountEntity.toLayer(makeAccountActor, { concurrency: "unbounded" }).pipe(
    Layer.provide(SessionOpener.Default),
    Layer.provide(SimTerminalDriver.layer.pipe(Layer.provide(Layer.succeed(SimBroker, deps.sim)))),
    Layer.provide(Layer.succeed(AccountStore, deps.accounts.store)),
    Layer.provide(Layer.succeed(TradingStore, deps.trading.store)),
    // A process of its own: its own memory of started sends.
    Layer.provide(Layer.succeed(StartedSends, StartedSends.defaultValue())),
    Layer.provide(Layer.succeed(RuntimeSettings, {
      ...RuntimeSettings.defaultValue(),
      syncInterval: Duration.hours(1),
      claimSends: true
    }))
  )

/**
 * The account ready on a first runner, then a second runner's actor for it (a shard moved) while the broker answers
 * with `faults`: the second actor starts on a record that says live.
 */
const takenOver = (faults: { readonly latencyMs: number; readonly offline?: boolean }) =>
  Effect.gen(function*() {
    const deps = yield* coldAccountOnSim
    const { accountId, accounts, login, sim } = deps
    const first = yield* (yield* Entity.makeTestClient(AccountEntity, runner(deps)).pipe(Effect.provide(ShardingConfig.layer())))(accountId)
    yield* first.Warm({ reason: "warm" })
    yield* eventually(accounts.current(accountId), (x) => x?.state === "ready", "the account to be ready on the first runner")
    yield* sim.setFaults("SimBroker-Demo", login, faults)
    const second = yield* (yield* Entity.makeTestClient(AccountEntity, runner(deps)).pipe(Effect.provide(ShardingConfig.layer())))(accountId)
    return { ...deps, second }
  })

describe("an actor taking over a live account", () => {
  it.scopedLive("holds an order until its first login is done, then sends it", () =>
    Effect.gen(function*() {
      // The new owner's login takes a while: the order is its first message, so it reaches the actor mid-login.
      const { login, sim, workspaceId, second } = yield* takenOver({ latencyMs: 300 })
      const orderId = OrderId.make(randomUUID())
      const sent = yield* second.SendOrder({ command: marketBuy(orderId, workspaceId), accepted: null, answerTo: null }).pipe(Effect.either)
      expect(sent._tag === "Right" ? sent.right.order.state : JSON.stringify(sent.left)).toBe("filled")
      expect(yield* sim.executedCount({ server: "SimBroker-Demo", login, comment: requestTag(orderId) })).toBe(1)
    }), 60_000)

  it.scopedLive("refuses the order as before once that login has failed", () =>
    Effect.gen(function*() {
      const { workspaceId, second } = yield* takenOver({ latencyMs: 300, offline: true })
      const sent = yield* second.SendOrder({ command: marketBuy(OrderId.make(randomUUID()), workspaceId), accepted: null, answerTo: null }).pipe(Effect.either)
      expect(sent._tag === "Left" ? sent.left._tag : "sent").toBe("ACCOUNT_NOT_READY")
    }), 60_000)
})
