import { describe, expect, it } from "@effect/vitest"
import { Chunk, Context, Deferred, Duration, Effect, Exit, Fiber, Layer, Option, Scope, Stream } from "effect"
import { GatewayServer } from "../../src/gateway/GatewayServer.js"
import { GatewayTerminalDriver } from "../../src/gateway/GatewayTerminalDriver.js"
import { SimBroker } from "../../src/sim/SimBroker.js"
import { Disconnected, LoginFailed, NoReply, NotSent } from "../../src/terminal/errors.js"
import type { TradeTransaction } from "../../src/terminal/transaction.js"
import { marketOrder } from "../sim/helpers.js"
import { connect, cuttableRelay, DEMO, eventually, gatewayDriverLayer, gatewayLayer, gatewayServerLayer, simDriverAround } from "./helpers.js"

/** NotSent's reason, or the other outcome's tag: never compare Effect errors whole (they may carry their span). */
const notSentReason = <A>(send: Effect.Effect<A, NotSent | NoReply>) =>
  Effect.map(Effect.flip(send), (e) => (e._tag === "NotSent" ? e.reason : e._tag))

const window = () => {
  const now = Date.now()
  return [now - 60_000, now + 60_000] as const
}

describe("gateway driver over the wire", () => {
  it.scopedLive("login problems arrive typed, with the terminal's own words", () =>
    Effect.gen(function*() {
      const refused = yield* Effect.flip(connect("5001", "refuse-this"))
      expect(refused).toBeInstanceOf(LoginFailed)
      expect([refused.kind, refused.login, refused.server]).toEqual(["refused", "5001", DEMO])
      expect(refused.detail).toBe("'5001': authorization on SimBroker-Demo failed (Invalid account)")
      expect(refused.otherServers).toEqual(["SimBroker-Live", "SimBroker-Contest"])

      expect((yield* Effect.flip(connect("5002", "needs2fa"))).kind).toBe("needs_2fa")
      expect((yield* Effect.flip(connect("5003", "needscert"))).kind).toBe("needs_certificate")

      const unknownServer = yield* Effect.flip(connect("5004", "secret", "SimBroker-Dmeo"))
      expect(unknownServer.kind).toBe("connection_failed")
      expect(unknownServer.otherServers[0]).toBe(DEMO)
    }).pipe(Effect.provide(gatewayLayer())))

  it.scopedLive("account info, symbols, ticks and calculations", () =>
    Effect.gen(function*() {
      const t = yield* connect("5101")
      expect(t).toMatchObject({ login: "5101", server: DEMO })
      const info = yield* t.accountInfo
      expect(info).toMatchObject({
        login: "5101", server: DEMO, company: "SimBroker Ltd.", currency: "USD", balance: "10000.00", leverage: 100,
        marginMode: 2, tradeAllowed: true, brokerUtcOffsetMinutes: 120
      })
      expect((yield* t.symbols).map((s) => s.name)).toContain("EURUSD")
      expect(Option.map(yield* t.symbolInfo("EURUSD"), (s) => s.digits)).toEqual(Option.some(5))
      expect(yield* t.symbolInfo("NOPE")).toEqual(Option.none())
      const tick = Option.getOrThrow(yield* t.tick("EURUSD"))
      expect(Number(tick.ask)).toBeGreaterThan(Number(tick.bid))
      expect(yield* t.tick("NOPE")).toEqual(Option.none())
      const margin = yield* t.orderCalcMargin({ action: 0, symbol: "EURUSD", volume: "1.00" as never, price: tick.ask })
      // Forex margin is in the base currency, converted to the account's: about 1000 EUR.
      expect(Number(Option.getOrThrow(margin))).toBeGreaterThan(1000)
      expect(yield* t.orderCalcMargin({ action: 0, symbol: "NOPE", volume: "1.00" as never, price: tick.ask })).toEqual(Option.none())
    }).pipe(Effect.provide(gatewayLayer())))

  it.scopedLive("a market order is filled and shows in positions and history", () =>
    Effect.gen(function*() {
      const t = yield* connect("5201")
      const r = yield* t.orderSend(marketOrder("buy", "EURUSD", "0.10", { comment: "gw:fill" }))
      expect(r).toMatchObject({ retcode: 10009, volume: "0.10", comment: "Request completed" })
      expect(r.deal).not.toBeNull()
      const [position] = yield* t.positions
      expect(position).toMatchObject({ ticket: r.order, symbol: "EURUSD", volume: "0.10", comment: "gw:fill" })
      expect(yield* t.positionsByTicket(r.order ?? "")).toEqual([position])
      const deals = yield* t.historyDealsByPosition(r.order ?? "")
      expect(deals.map((d) => d.ticket)).toContain(r.deal)
      const orders = yield* t.historyOrdersByPosition(r.order ?? "")
      expect(orders[0]).toMatchObject({ state: "filled", comment: "gw:fill" })
      expect(yield* t.orders).toEqual([])
    }).pipe(Effect.provide(gatewayLayer())))

  it.scopedLive("`sim:no-reply` stays NoReply across the wire, and the deal is in history by its comment", () =>
    Effect.gen(function*() {
      const sim = yield* SimBroker
      const t = yield* connect("5301")
      const error = yield* Effect.flip(t.orderSend(marketOrder("sell", "GBPUSD", "0.20", { comment: "sim:no-reply-1" })))
      expect(error).toBeInstanceOf(NoReply)
      const [from, to] = window()
      const found = (yield* t.historyDeals(from, to)).filter((d) => d.comment === "sim:no-reply-1")
      expect(found).toHaveLength(1)
      expect(found[0]).toMatchObject({ symbol: "GBPUSD", volume: "0.20", magic: 770077 })
      expect(yield* sim.executedCount({ server: DEMO, login: "5301", comment: "sim:no-reply-1" })).toBe(1)
    }).pipe(Effect.provide(gatewayLayer())))

  it.scopedLive("`sim:lost` stays NotSent across the wire, and nothing reached the broker", () =>
    Effect.gen(function*() {
      const sim = yield* SimBroker
      const t = yield* connect("5401")
      const error = yield* Effect.flip(t.orderSend(marketOrder("buy", "EURUSD", "0.10", { comment: "sim:lost-1" })))
      expect(error).toBeInstanceOf(NotSent)
      expect(error._tag === "NotSent" && error.reason).toBe("lost_before_broker")
      expect(yield* sim.executions(DEMO, "5401")).toHaveLength(0)
    }).pipe(Effect.provide(gatewayLayer())))

  it.scopedLive("the transaction stream delivers what an order caused", () =>
    Effect.gen(function*() {
      const t = yield* connect("5501")
      const stream = yield* t.subscribe
      const r = yield* t.orderSend(marketOrder("buy", "XAUUSD", "0.01", { comment: "gw:stream" }))
      const seen = yield* stream.pipe(
        Stream.takeUntil((x: TradeTransaction) => x._tag === "PositionOpened"),
        Stream.runCollect,
        Effect.timeout(Duration.seconds(5))
      )
      const tags = Chunk.toReadonlyArray(seen).map((x) => x._tag)
      expect(tags).toContain("DealAdded")
      expect(tags).toContain("PositionOpened")
      const deal = Chunk.toReadonlyArray(seen).find((x) => x._tag === "DealAdded")
      expect(deal?._tag === "DealAdded" && deal.deal.ticket).toBe(r.deal)
    }).pipe(Effect.provide(gatewayLayer())))

  it.scopedLive("closing the session's scope logs the terminal out at the gateway", () =>
    Effect.gen(function*() {
      const sim = yield* SimBroker
      const scope = yield* Scope.make()
      const t = yield* connect("5601").pipe(Scope.extend(scope))
      expect(yield* sim.openSessions(DEMO, "5601")).toBe(1)
      yield* Scope.close(scope, Exit.void)
      expect(yield* sim.openSessions(DEMO, "5601")).toBe(0)
      expect(yield* Effect.flip(t.accountInfo)).toBeInstanceOf(Disconnected)
      expect(yield* notSentReason(t.orderSend(marketOrder("buy", "EURUSD", "0.10")))).toBe("disconnected")
    }).pipe(Effect.provide(gatewayLayer())))

  it.scopedLive("the broker dropping the session reaches the client: calls fail Disconnected, the stream fails", () =>
    Effect.gen(function*() {
      const sim = yield* SimBroker
      const t = yield* connect("5701")
      const stream = yield* t.subscribe
      const drained = yield* Effect.fork(Stream.runDrain(stream))
      yield* sim.disconnect(DEMO, "5701")
      const ended = yield* Fiber.await(drained).pipe(Effect.timeout(Duration.seconds(5)))
      expect(Exit.isFailure(ended)).toBe(true)
      expect(yield* Effect.flip(t.positions)).toBeInstanceOf(Disconnected)
      expect(yield* notSentReason(t.orderSend(marketOrder("buy", "EURUSD", "0.10")))).toBe("disconnected")
      expect(yield* sim.executions(DEMO, "5701")).toHaveLength(0)
    }).pipe(Effect.provide(gatewayLayer())))

  it.scopedLive("killing the gateway: calls fail Disconnected, the stream ends, the terminal is logged out", () =>
    Effect.gen(function*() {
      const serverScope = yield* Scope.make()
      const server = yield* Layer.buildWithScope(gatewayServerLayer(), serverScope)
      const sim = Context.get(server, SimBroker)
      const driver = yield* Layer.build(gatewayDriverLayer.pipe(Layer.provide(Layer.succeedContext(server))))
      const t = yield* connect("5801").pipe(Effect.provide(driver))
      expect(yield* sim.openSessions(DEMO, "5801")).toBe(1)
      const stream = yield* t.subscribe
      const drained = yield* Effect.fork(Stream.runDrain(stream))

      yield* Scope.close(serverScope, Exit.void)

      const ended = yield* Fiber.await(drained).pipe(Effect.timeout(Duration.seconds(5)))
      expect(Exit.isFailure(ended)).toBe(true)
      expect(yield* Effect.flip(t.accountInfo)).toBeInstanceOf(Disconnected)
      expect(yield* Effect.flip(t.historyDeals(0, Date.now()))).toBeInstanceOf(Disconnected)
      // Known lost before the call: provably never written, so NotSent.
      expect(yield* notSentReason(t.orderSend(marketOrder("buy", "EURUSD", "0.10")))).toBe("disconnected")
      expect(yield* sim.openSessions(DEMO, "5801")).toBe(0)
    }))

  it.scopedLive("a connection lost while an order is in flight is NoReply, and the order did execute", () =>
    Effect.gen(function*() {
      const arrived = yield* Deferred.make<void>()
      // The sim's driver, telling the test when an order send reaches the gateway's terminal.
      const probed = simDriverAround((_, send) => Effect.zipRight(Deferred.succeed(arrived, undefined), send))
      const server = yield* Layer.build(
        GatewayServer.layer({ port: 0 }).pipe(Layer.provide(probed), Layer.provideMerge(SimBroker.layer({ processEveryMs: null })))
      )
      const sim = Context.get(server, SimBroker)
      const relay = yield* cuttableRelay(Context.get(server, GatewayServer))
      const driver = yield* Layer.build(GatewayTerminalDriver.layer({ url: relay.url, logoutTimeout: Duration.seconds(1) }))
      const t = yield* connect("5851").pipe(Effect.provide(driver))
      // The terminal takes a second to act on the request; the link dies as soon as the gateway has it.
      yield* sim.setFaults(DEMO, "5851", { latencyMs: 1000 })
      const sending = yield* Effect.fork(Effect.flip(t.orderSend(marketOrder("buy", "EURUSD", "0.10", { comment: "gw:cut" }))))
      yield* Deferred.await(arrived)
      yield* relay.cut
      const error = yield* Fiber.join(sending)
      expect(error).toBeInstanceOf(NoReply)
      // The gateway finished the call it had accepted: the broker executed it, which is why NotSent would be a lie.
      yield* eventually(sim.executedCount({ server: DEMO, login: "5851", comment: "gw:cut" }), (n) => n === 1, "the order to execute")
      expect(yield* notSentReason(t.orderSend(marketOrder("buy", "EURUSD", "0.10", { comment: "gw:after" })))).toBe("disconnected")
      yield* eventually(sim.openSessions(DEMO, "5851"), (n) => n === 0, "the gateway to log out the lost session")
    }))

  it.scopedLive("a gateway that is not there fails the login as connection_failed", () =>
    Effect.gen(function*() {
      const error = yield* Effect.flip(connect("5901"))
      expect([error.kind, error.login, error.otherServers]).toEqual(["connection_failed", "5901", []])
      expect(error.detail).toContain("connection to the terminal gateway failed")
    }).pipe(Effect.provide(GatewayTerminalDriver.layer({ url: "ws://127.0.0.1:1" }))))

  it.scopedLive("after a gateway restart on the same port, the old session stays lost and a new login works", () =>
    Effect.gen(function*() {
      const first = yield* Scope.make()
      const { port, url } = Context.get(yield* Layer.buildWithScope(gatewayServerLayer(), first), GatewayServer)
      const driver = yield* Layer.build(GatewayTerminalDriver.layer({ url }))
      const before = yield* connect("6001").pipe(Effect.provide(driver))
      yield* Scope.close(first, Exit.void)
      yield* eventually(Effect.exit(before.accountInfo), Exit.isFailure, "the old session to fail")

      yield* Layer.build(gatewayServerLayer({}, port))
      const after = yield* connect("6001").pipe(Effect.provide(driver))
      expect((yield* after.accountInfo).login).toBe("6001")
      expect(yield* Effect.flip(before.accountInfo)).toBeInstanceOf(Disconnected)
    }))
})
