import { describe, expect, it } from "@effect/vitest"
import { OrderId } from "@svc/domain"
import { Effect } from "effect"
import { randomUUID } from "node:crypto"
import { TradingStore } from "../../src/trading/TradingStore.js"
import { eventually } from "../gateway/helpers.js"
import { coldAccountOnSim, marketBuy, takeoverRunner } from "./readyActor.js"

/**
 * An account's shard moved: the new owner's first sync pass reads the deals of its window from the broker and
 * writes only those the store does not hold yet. It used to write them all again (it starts knowing none), for
 * every account of a runner that died, at once.
 */
describe("an actor taking over an account with stored deals", () => {
  it.scopedLive("writes none of them again on its first pass", () =>
    Effect.gen(function*() {
      const deps = yield* coldAccountOnSim
      const { accountId, accounts, trading, workspaceId } = deps
      const first = yield* takeoverRunner(deps, trading.store)
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
      yield* takeoverRunner(deps, watched)
      yield* eventually(Effect.sync(() => passDone), (done) => done, "the new owner's first sync pass")
      expect(rewritten).toBe(0)
    }), 60_000)
})
