import { Entity, ShardingConfig } from "@effect/cluster"
import { describe, expect, it } from "@effect/vitest"
import { OrderId } from "@svc/domain"
import { AccountEntity } from "@svc/domain/account/protocol"
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
 * An account's shard moved: the new owner's first sync pass reads the deals of its window from the broker and
 * writes only those the store does not hold yet. It used to write them all again (it starts knowing none), for
 * every account of a runner that died, at once.
 */
describe("an actor taking over an account with stored deals", () => {
  it.scopedLive("writes none of them again on its first pass", () =>
    Effect.gen(function*() {
      const deps = yield* coldAccountOnSim
      const { accountId, accounts, sim, trading, workspaceId } = deps
      const runner = (store: typeof trading.store) =>
        AccountEntity.toLayer(makeAccountActor, { concurrency: "unbounded" }).pipe(
          Layer.provide(SessionOpener.Default),
          Layer.provide(SimTerminalDriver.layer.pipe(Layer.provide(Layer.succeed(SimBroker, sim)))),
          Layer.provide(Layer.succeed(AccountStore, accounts.store)),
          Layer.provide(Layer.succeed(TradingStore, store)),
          Layer.provide(Layer.succeed(StartedSends, StartedSends.defaultValue())),
          Layer.provide(Layer.succeed(RuntimeSettings, { ...RuntimeSettings.defaultValue(), syncInterval: Duration.hours(1), claimSends: true }))
        )
      const first = yield* (yield* Entity.makeTestClient(AccountEntity, runner(trading.store)).pipe(Effect.provide(ShardingConfig.layer())))(accountId)
      yield* first.Warm({ reason: "warm" })
      yield* eventually(accounts.current(accountId), (x) => x?.state === "ready", "the account to be ready on the first runner")
      // A fill: its deal is stored with the order's record.
      const filled = yield* first.SendOrder({ command: marketBuy(OrderId.make(randomUUID()), workspaceId), accepted: null, answerTo: null })
      expect(filled.order.state).toBe("filled")

      let rewritten = 0
      let passDone = false
      const watched = TradingStore.of({
        ...trading.store,
        syncDeals: (id, deals) => Effect.zipRight(Effect.sync(() => { rewritten += deals.length }), trading.store.syncDeals(id, deals)),
        // The pass's last step: the service's working orders.
        working: (id) => Effect.ensuring(trading.store.working(id), Effect.sync(() => { passDone = true }))
      })
      yield* (yield* Entity.makeTestClient(AccountEntity, runner(watched)).pipe(Effect.provide(ShardingConfig.layer())))(accountId)
      yield* eventually(Effect.sync(() => passDone), (done) => done, "the new owner's first sync pass")
      expect(rewritten).toBe(0)
    }), 60_000)
})
