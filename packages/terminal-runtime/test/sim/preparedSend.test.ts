import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { SimBroker } from "../../src/sim/SimBroker.js"
import type { ExecutionRecord } from "../../src/sim/state.js"
import { connect, DEMO, marketOrder, simLayer } from "./helpers.js"

/** What the broker saw of a request, without what differs from one execution to the next. */
const seen = ({ action, clientTag, comment, executed, magic, retcode, source }: ExecutionRecord) =>
  ({ action, clientTag, comment, executed, magic, retcode, source })

describe("a prepared order send on the simulated terminal", () => {
  it.scoped("executes the same request as orderSend, with the same answer", () =>
    Effect.gen(function*() {
      const sim = yield* SimBroker
      const t = yield* connect("4701")
      const request = marketOrder("sell", "GBPUSD", "0.20", { comment: "svc:same", clientTag: "cli-1", deviation: 10 })
      const direct = yield* t.orderSend(request)
      const prepared = yield* t.prepareSend(request)
      expect(prepared.request).toEqual(request)
      const viaPrepared = yield* prepared.send
      const [first, second] = yield* sim.executions(DEMO, "4701")
      expect(seen(second!)).toEqual(seen(first!))
      expect([direct.retcode, viaPrepared.retcode, direct.volume, viaPrepared.volume]).toEqual([10009, 10009, "0.20", "0.20"])
      expect((yield* t.positions).map((p) => [p.symbol, p.type, p.volume, p.comment])).toEqual([
        ["GBPUSD", 1, "0.20", "svc:same"],
        ["GBPUSD", 1, "0.20", "svc:same"]
      ])
    }).pipe(Effect.provide(simLayer())))

  it.scoped("prepared and never sent, nothing executes; faults set after preparing apply when it is sent", () =>
    Effect.gen(function*() {
      const sim = yield* SimBroker
      const t = yield* connect("4702")
      yield* t.prepareSend(marketOrder("buy", "EURUSD", "0.10", { comment: "svc:never" }))
      const later = yield* t.prepareSend(marketOrder("buy", "EURUSD", "0.10", { comment: "svc:later" }))
      expect(yield* sim.executions(DEMO, "4702")).toEqual([])
      yield* sim.setFaults(DEMO, "4702", { dropRequests: 1 })
      expect(yield* Effect.flip(later.send)).toMatchObject({ _tag: "NotSent", reason: "lost_before_broker" })
      expect(yield* sim.executions(DEMO, "4702")).toEqual([])
      // The request's own test outcome, read when it was prepared, holds when it is sent.
      const noReply = yield* t.prepareSend(marketOrder("buy", "EURUSD", "0.10", { comment: "sim:no-reply-1" }))
      expect(yield* Effect.flip(noReply.send)).toMatchObject({ _tag: "NoReply" })
      expect(yield* sim.executedCount({ server: DEMO, login: "4702", comment: "sim:no-reply-1" })).toBe(1)
    }).pipe(Effect.provide(simLayer())))

  it.scoped("prepared on a session that is gone since, it is NotSent and nothing executes", () =>
    Effect.gen(function*() {
      const sim = yield* SimBroker
      const t = yield* connect("4703")
      const prepared = yield* t.prepareSend(marketOrder("buy", "EURUSD", "0.10", { comment: "svc:gone" }))
      yield* sim.disconnect(DEMO, "4703")
      expect(yield* Effect.flip(prepared.send)).toMatchObject({ _tag: "NotSent", reason: "disconnected" })
      expect(yield* sim.executions(DEMO, "4703")).toEqual([])
    }).pipe(Effect.provide(simLayer())))

  it.scoped("departed, each request is on its way during the call: executed in the order of the calls, its faults taken then", () =>
    Effect.gen(function*() {
      const sim = yield* SimBroker
      const t = yield* connect("4704")
      const prepared = yield* Effect.forEach(["a", "b", "c"], (n) => t.prepareSend(marketOrder("buy", "EURUSD", "0.10", { comment: `svc:depart-${n}` })))
      yield* sim.setFaults(DEMO, "4704", { dropRequests: 1 })
      const answers = prepared.map((p) => p.depart().answer())
      // Faults set after the hand-off do not reach requests already on their way.
      yield* sim.disconnect(DEMO, "4704")
      // Awaited last first: the broker still takes them in the order they left.
      const [c, b, a] = yield* Effect.forEach([answers[2]!, answers[1]!, answers[0]!], (answer) => Effect.either(answer))
      expect(a).toMatchObject({ _tag: "Left", left: { _tag: "NotSent", reason: "lost_before_broker" } })
      expect([b, c].map((r) => r?._tag === "Right" ? r.right.retcode : r)).toEqual([10009, 10009])
      expect((yield* sim.executions(DEMO, "4704")).map((e) => e.comment)).toEqual(["svc:depart-b", "svc:depart-c"])
    }).pipe(Effect.provide(simLayer())))
})
