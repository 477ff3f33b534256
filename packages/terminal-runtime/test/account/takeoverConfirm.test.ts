import { describe, expect, it } from "@effect/vitest"
import { OrderId } from "@svc/domain"
import { openingOrder } from "@svc/domain/order/openingOrder"
import { Effect, Option } from "effect"
import { randomUUID } from "node:crypto"
import { TradingStore } from "../../src/trading/TradingStore.js"
import { eventually } from "../gateway/helpers.js"
import { coldAccountOnSim, marketBuy, takeoverRunner } from "./readyActor.js"

/**
 * An account's shard moved (its runner died) with an order the dead runner never confirmed: the new owner confirms
 * it against the broker on its first pass after logging in, before the pass's full sync (positions, deals, working
 * orders), which at a takeover of a hundred accounts is the slow part, and whether or not that sync succeeds.
 */
describe("an actor taking over an account with an unconfirmed order", () => {
  it.scopedLive("confirms it on its first pass even when the pass's sync fails", () =>
    Effect.gen(function*() {
      const deps = yield* coldAccountOnSim
      const { accountId, accounts, trading, workspaceId } = deps
      const first = yield* takeoverRunner(deps, trading.store)
      yield* first.Warm({ reason: "warm" })
      yield* eventually(accounts.current(accountId), (x) => x?.state === "ready", "the account to be ready on the first runner")

      // Written `accepted` by an API node a while ago; its message went to the runner that died.
      const orderId = OrderId.make(randomUUID())
      yield* trading.store.insertAccepted(openingOrder(marketBuy(orderId, workspaceId), accountId), new Date(Date.now() - 10_000))

      // The new owner's database refuses the positions snapshot, the first step of the full sync.
      const failingSync = TradingStore.of({ ...trading.store, syncPositions: () => Effect.dieMessage("the snapshot write failed") })
      yield* takeoverRunner(deps, failingSync)

      const confirmed = yield* eventually(
        trading.store.get(orderId),
        (o) => Option.isSome(o) && o.value.order.reconciledAt !== null,
        "the order to be confirmed by the new owner"
      )
      // It never reached the broker: confirmed as never executed (`failed`), not left open.
      expect(Option.map(confirmed, (o) => o.order.state)).toEqual(Option.some("failed"))
    }), 60_000)
})
