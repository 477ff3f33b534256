import { Entity, ShardingConfig } from "@effect/cluster"
import { describe, expect, it } from "@effect/vitest"
import { OrderId } from "@svc/domain"
import { AccountEntity } from "@svc/domain/account/protocol"
import { openingOrder } from "@svc/domain/order/openingOrder"
import { Duration, Effect, Layer, Option } from "effect"
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
 * An account's shard moved (its runner died) with an order the dead runner never confirmed: the new owner confirms
 * it against the broker on its first pass after logging in, before the pass's full sync (positions, deals, working
 * orders), which at a takeover of a hundred accounts is the slow part, and whether or not that sync succeeds.
 */
describe("an actor taking over an account with an unconfirmed order", () => {
  it.scopedLive("confirms it on its first pass even when the pass's sync fails", () =>
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
          // One pass only: the first, right after the login.
          Layer.provide(Layer.succeed(RuntimeSettings, { ...RuntimeSettings.defaultValue(), syncInterval: Duration.hours(1), claimSends: true }))
        )
      const first = yield* (yield* Entity.makeTestClient(AccountEntity, runner(trading.store)).pipe(Effect.provide(ShardingConfig.layer())))(accountId)
      yield* first.Warm({ reason: "warm" })
      yield* eventually(accounts.current(accountId), (x) => x?.state === "ready", "the account to be ready on the first runner")

      // Written `accepted` by an API node a while ago; its message went to the runner that died.
      const orderId = OrderId.make(randomUUID())
      yield* trading.store.insertAccepted(openingOrder(marketBuy(orderId, workspaceId), accountId), new Date(Date.now() - 10_000))

      // The new owner's database refuses the positions snapshot, the first step of the full sync.
      const failingSync = TradingStore.of({ ...trading.store, syncPositions: () => Effect.dieMessage("the snapshot write failed") })
      yield* (yield* Entity.makeTestClient(AccountEntity, runner(failingSync)).pipe(Effect.provide(ShardingConfig.layer())))(accountId)

      const confirmed = yield* eventually(
        trading.store.get(orderId),
        (o) => Option.isSome(o) && o.value.order.reconciledAt !== null,
        "the order to be confirmed by the new owner"
      )
      // It never reached the broker: confirmed as never executed (`failed`), not left open.
      expect(Option.map(confirmed, (o) => o.order.state)).toEqual(Option.some("failed"))
    }), 60_000)
})
