import { describe, expect, it } from "@effect/vitest"
import { Chunk, Effect, Exit, Fiber, Option, Stream, TestClock } from "effect"
import { NoReply, NotSent } from "../../src/terminal/errors.js"
import { SimBroker } from "../../src/sim/SimBroker.js"
import { connect, DEMO, marketOrder, simLayer } from "./helpers.js"

const ALL = [0, Number.MAX_SAFE_INTEGER] as const

describe("fault injection", () => {
  it.scoped("`sim:lost` never reaches the broker: NotSent, nothing executed", () =>
    Effect.gen(function*() {
      const sim = yield* SimBroker
      const t = yield* connect("4001")
      const e = yield* Effect.flip(t.orderSend(marketOrder("buy", "EURUSD", "0.10", { clientTag: "sim:lost-1", comment: "svc:lost" })))
      expect(e).toBeInstanceOf(NotSent)
      expect(e).toMatchObject({ _tag: "NotSent", reason: "lost_before_broker" })
      expect(yield* sim.executions(DEMO, "4001")).toEqual([])
      expect(yield* t.positions).toEqual([])
    }).pipe(Effect.provide(simLayer())))

  it.scoped("`sim:no-reply` executes once and loses the reply; history finds it by comment and magic", () =>
    Effect.gen(function*() {
      const sim = yield* SimBroker
      const t = yield* connect("4002")
      const e = yield* Effect.flip(t.orderSend(marketOrder("buy", "EURUSD", "0.10", { clientTag: "sim:no-reply", comment: "svc:abc123", magic: 770077 })))
      expect(e).toBeInstanceOf(NoReply)
      expect(yield* sim.executedCount({ server: DEMO, login: "4002", clientTag: "sim:no-reply" })).toBe(1)
      expect(yield* sim.executedCount({ server: DEMO, login: "4002", comment: "svc:abc123", magic: 770077 })).toBe(1)
      const found = (yield* t.historyDeals(...ALL)).filter((x) => x.comment === "svc:abc123" && x.magic === 770077)
      expect(found).toHaveLength(1)
      expect((yield* t.positions).length).toBe(1)
      // A comment prefix works the same way.
      yield* Effect.flip(t.orderSend(marketOrder("sell", "EURUSD", "0.10", { comment: "sim:no-reply 2" })))
      expect(yield* sim.executedCount({ server: DEMO, login: "4002" })).toBe(2)
    }).pipe(Effect.provide(simLayer())))

  it.scoped("counted faults: the next requests are dropped before the broker, then lose their replies, then succeed", () =>
    Effect.gen(function*() {
      const sim = yield* SimBroker
      const t = yield* connect("4003")
      yield* sim.setFaults(DEMO, "4003", { dropRequests: 1, dropReplies: 1, requotes: 1 })
      const send = (comment: string) => t.orderSend(marketOrder("buy", "EURUSD", "0.10", { comment }))
      expect(yield* Effect.flip(send("a"))).toMatchObject({ _tag: "NotSent", reason: "lost_before_broker" })
      // The requote answers, and the lost reply hides that answer.
      expect(yield* Effect.flip(send("b"))).toBeInstanceOf(NoReply)
      expect(yield* sim.executedCount({ server: DEMO, login: "4003", comment: "b" })).toBe(0)
      const ok = yield* send("c")
      expect(ok.retcode).toBe(10009)
      expect(yield* sim.faults(DEMO, "4003")).toEqual({ dropRequests: 0, dropReplies: 0, requotes: 0 })
      expect((yield* sim.executions(DEMO, "4003")).map((x) => [x.comment, x.retcode])).toEqual([["b", 10004], ["c", 10009]])
    }).pipe(Effect.provide(simLayer())))

  it.scoped("network down: calls fail Disconnected, orders are NotSent, logins fail; all well once cleared", () =>
    Effect.gen(function*() {
      const sim = yield* SimBroker
      const t = yield* connect("4004")
      yield* sim.setFaults(DEMO, "4004", { offline: true })
      expect((yield* Effect.flip(t.accountInfo))._tag).toBe("Disconnected")
      expect((yield* Effect.flip(t.historyDeals(...ALL)))._tag).toBe("Disconnected")
      expect(yield* Effect.flip(t.orderSend(marketOrder("buy", "EURUSD", "0.10")))).toMatchObject({ _tag: "NotSent", reason: "disconnected" })
      const login = yield* Effect.flip(connect("4004"))
      expect(login).toMatchObject({ kind: "connection_failed", detail: "'4004': no connection to SimBroker-Demo" })
      yield* sim.clearFaults(DEMO, "4004")
      expect((yield* t.accountInfo).balance).toBe("10000.00")
      expect(yield* sim.executions(DEMO, "4004")).toEqual([])
    }).pipe(Effect.provide(simLayer())))

  it.scoped("a broker-side disconnect ends the session: calls fail and the transaction stream fails", () =>
    Effect.gen(function*() {
      const sim = yield* SimBroker
      const t = yield* connect("4005")
      const drained = yield* Effect.fork(Stream.runDrain(yield* t.subscribe))
      yield* sim.disconnect(DEMO, "4005")
      const exit = yield* Fiber.await(drained)
      expect(Exit.isFailure(exit)).toBe(true)
      expect((yield* Effect.flip(t.positions))._tag).toBe("Disconnected")
      expect((yield* Effect.flip(t.orderSend(marketOrder("buy", "EURUSD", "0.10"))))._tag).toBe("NotSent")
      expect((yield* Effect.flip(Stream.runDrain(t.transactions)))._tag).toBe("Disconnected")
      // A new login works.
      const again = yield* connect("4005")
      expect((yield* again.orderSend(marketOrder("buy", "EURUSD", "0.10"))).retcode).toBe(10009)
    }).pipe(Effect.provide(simLayer())))

  it.scoped("latency delays every call on the clock", () =>
    Effect.gen(function*() {
      const sim = yield* SimBroker
      const t = yield* connect("4006")
      yield* sim.setFaults(DEMO, "4006", { latencyMs: 2_000 })
      const call = yield* Effect.fork(t.orderSend(marketOrder("buy", "EURUSD", "0.10")))
      yield* TestClock.adjust("1 second")
      expect(Option.isNone(yield* Fiber.poll(call))).toBe(true)
      yield* TestClock.adjust("1 second")
      const result = yield* Fiber.join(call)
      expect(result.retcode).toBe(10009)
      yield* sim.clearFaults(DEMO, "4006")
      const [deal] = (yield* t.historyDeals(...ALL)).filter((x) => x.entry === 0)
      expect(deal?.time).toBe(2_000)
    }).pipe(Effect.provide(simLayer())))

  it.scoped("transactions are per account: another account's trades are not pushed", () =>
    Effect.gen(function*() {
      const a = yield* connect("4007")
      const b = yield* connect("4008")
      const fromA = yield* a.subscribe
      yield* b.orderSend(marketOrder("buy", "EURUSD", "0.10"))
      yield* a.orderSend(marketOrder("sell", "EURUSD", "0.10"))
      const first = Chunk.toReadonlyArray(yield* Stream.runCollect(Stream.take(fromA, 1)))
      expect(first[0]?._tag === "DealAdded" && first[0].deal.type).toBe(1)
    }).pipe(Effect.provide(simLayer())))
})
