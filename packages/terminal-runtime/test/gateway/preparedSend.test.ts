import { describe, expect, it } from "@effect/vitest"
import { Context, Deferred, Duration, Effect, Fiber, Layer } from "effect"
import { NodeSocketServer } from "@effect/platform-node"
import { SocketServer } from "@effect/platform"
import { RpcSerialization, RpcServer } from "@effect/rpc"
import { GatewayHandlers, GatewayServer, gatewaySerialization } from "../../src/gateway/GatewayServer.js"
import { GatewayRpcs } from "../../src/gateway/protocol.js"
import { SimTerminalDriver } from "../../src/sim/SimTerminalDriver.js"
import { runPass } from "../../src/terminal/departures.js"
import type { Departure } from "../../src/terminal/departures.js"
import { GatewayTerminalDriver } from "../../src/gateway/GatewayTerminalDriver.js"
import { SimBroker } from "../../src/sim/SimBroker.js"
import { NoReply, NotSent } from "../../src/terminal/errors.js"
import type { TradeRequest } from "../../src/terminal/tradeRequest.js"
import { marketOrder } from "../sim/helpers.js"
import { connect, cuttableRelay, DEMO, eventually, simDriverAround } from "./helpers.js"

const notSentReason = <A>(send: Effect.Effect<A, NotSent | NoReply>) =>
  Effect.map(Effect.flip(send), (e) => (e._tag === "NotSent" ? e.reason : e._tag))

/**
 * A gateway whose terminals record every request that reaches them (as the gateway decoded it), optionally behind a
 * relay the test can cut.
 */
const recordingGateway = Effect.gen(function*() {
  const arrived: Array<TradeRequest> = []
  const reached = yield* Deferred.make<void>()
  const recording = simDriverAround((request, send) =>
    Effect.zipRight(Effect.sync(() => arrived.push(request)), Effect.zipRight(Deferred.succeed(reached, undefined), send)))
  const server = yield* Layer.build(
    GatewayServer.layer({ port: 0 }).pipe(Layer.provide(recording), Layer.provideMerge(SimBroker.layer({ processEveryMs: null })))
  )
  const relay = yield* cuttableRelay(Context.get(server, GatewayServer))
  const driver = yield* Layer.build(GatewayTerminalDriver.layer({ url: relay.url, logoutTimeout: Duration.seconds(1) }))
  return { arrived, reached, relay, sim: Context.get(server, SimBroker), connect: (login: string) => connect(login).pipe(Effect.provide(driver)) }
})

describe("a prepared order send over the gateway", () => {
  it.scopedLive("reaches the gateway as the same request as orderSend, and answers the same way", () =>
    Effect.gen(function*() {
      const gw = yield* recordingGateway
      const t = yield* gw.connect("6101")
      const request = marketOrder("buy", "EURUSD", "0.10", { comment: "svc:same", clientTag: "cli-1", deviation: 20 })
      const direct = yield* t.orderSend(request)
      const prepared = yield* t.prepareSend(request)
      expect(prepared.request).toEqual(request)
      const viaPrepared = yield* prepared.send
      expect(gw.arrived).toHaveLength(2)
      expect(gw.arrived[1]).toEqual(gw.arrived[0])
      expect(gw.arrived[1]).toEqual(request)
      expect([direct.retcode, viaPrepared.retcode]).toEqual([10009, 10009])
      expect(viaPrepared.volume).toBe(direct.volume)
      expect(viaPrepared.deal).not.toBe(direct.deal)
      expect(yield* gw.sim.executedCount({ server: DEMO, login: "6101", comment: "svc:same" })).toBe(2)
    }))

  it.scopedLive("the gateway's typed answers arrive typed: sim:lost is NotSent, sim:no-reply is NoReply", () =>
    Effect.gen(function*() {
      const gw = yield* recordingGateway
      const t = yield* gw.connect("6201")
      const lost = yield* t.prepareSend(marketOrder("buy", "EURUSD", "0.10", { comment: "sim:lost-1" }))
      expect(yield* notSentReason(lost.send)).toBe("lost_before_broker")
      const noReply = yield* t.prepareSend(marketOrder("buy", "EURUSD", "0.10", { comment: "sim:no-reply-1" }))
      expect(yield* notSentReason(noReply.send)).toBe("NoReply")
      expect(yield* gw.sim.executedCount({ server: DEMO, login: "6201", comment: "sim:no-reply-1" })).toBe(1)
    }))

  it.scopedLive("prepared sends and the client's own calls share the connection without mixing their answers", () =>
    Effect.gen(function*() {
      const gw = yield* recordingGateway
      const t = yield* gw.connect("6301")
      const prepared = yield* Effect.forEach(["a", "b", "c"], (n) => t.prepareSend(marketOrder("buy", "EURUSD", "0.01", { comment: `svc:p-${n}` })))
      const results = yield* Effect.all([
        ...prepared.map((p) => Effect.map(p.send, (r) => r.comment)),
        ...["d", "e"].map((n) => Effect.map(t.orderSend(marketOrder("buy", "EURUSD", "0.01", { comment: `svc:o-${n}` })), (r) => r.comment)),
        Effect.map(t.accountInfo, (a) => a.login)
      ], { concurrency: "unbounded" })
      expect(results.at(-1)).toBe("6301")
      const positions = yield* t.positions
      expect(positions.map((p) => p.comment).sort()).toEqual(["svc:o-d", "svc:o-e", "svc:p-a", "svc:p-b", "svc:p-c"])
    }))

  it.scopedLive("prepared and never sent, nothing reaches the gateway; prepared on a lost session, it is NotSent", () =>
    Effect.gen(function*() {
      const gw = yield* recordingGateway
      const t = yield* gw.connect("6401")
      const kept = yield* t.prepareSend(marketOrder("buy", "EURUSD", "0.10", { comment: "svc:kept" }))
      yield* t.prepareSend(marketOrder("buy", "EURUSD", "0.10", { comment: "svc:dropped" }))
      // What else the connection carries goes and comes back meanwhile.
      expect((yield* t.accountInfo).login).toBe("6401")
      expect(gw.arrived).toEqual([])
      yield* gw.sim.disconnect(DEMO, "6401")
      yield* eventually(Effect.exit(t.accountInfo), (e) => e._tag === "Failure", "the session to be lost")
      expect(yield* notSentReason(kept.send)).toBe("disconnected")
      expect(gw.arrived).toEqual([])
      expect(yield* gw.sim.executions(DEMO, "6401")).toHaveLength(0)
    }))

  it.scopedLive("the connection lost while a prepared send is in flight is NoReply, and the order did execute", () =>
    Effect.gen(function*() {
      const gw = yield* recordingGateway
      const t = yield* gw.connect("6501")
      yield* gw.sim.setFaults(DEMO, "6501", { latencyMs: 1000 })
      const prepared = yield* t.prepareSend(marketOrder("buy", "EURUSD", "0.10", { comment: "gw:cut" }))
      const sending = yield* Effect.fork(Effect.flip(prepared.send))
      yield* Deferred.await(gw.reached)
      yield* gw.relay.cut
      const error = yield* Fiber.join(sending)
      expect(error).toBeInstanceOf(NoReply)
      yield* eventually(gw.sim.executedCount({ server: DEMO, login: "6501", comment: "gw:cut" }), (n) => n === 1, "the order to execute")
    }))

  it.scopedLive("departed in one pass, the legs of several sessions reach the gateway in one frame, each answered on its own", () =>
    Effect.gen(function*() {
      // The gateway's own handlers and serialization, with the frames carrying order sends counted as decoded.
      const orderFrames: Array<number> = []
      const counting = RpcSerialization.RpcSerialization.of({
        ...gatewaySerialization,
        unsafeMake: () => {
          const parser = gatewaySerialization.unsafeMake()
          return {
            decode: (data) => {
              const messages = parser.decode(data)
              if (messages.some((m) => (m as { readonly tag?: string }).tag === "OrderSend")) orderFrames.push(messages.length)
              return messages
            },
            encode: parser.encode
          }
        }
      })
      const server = yield* Layer.build(
        RpcServer.layer(GatewayRpcs).pipe(
          Layer.provide(GatewayHandlers),
          Layer.provide(RpcServer.layerProtocolSocketServer),
          Layer.provide(Layer.succeed(RpcSerialization.RpcSerialization, counting)),
          Layer.provideMerge(NodeSocketServer.layerWebSocket({ port: 0, host: "127.0.0.1" })),
          Layer.provide(SimTerminalDriver.layer),
          Layer.provideMerge(SimBroker.layer({ processEveryMs: null }))
        )
      )
      const { address } = Context.get(server, SocketServer.SocketServer)
      const port = address._tag === "TcpAddress" ? address.port : 0
      const sim = Context.get(server, SimBroker)
      const driver = yield* Layer.build(GatewayTerminalDriver.layer({ url: `ws://127.0.0.1:${port}`, logoutTimeout: Duration.seconds(1) }))
      const sessions = yield* Effect.forEach(["6601", "6602", "6603"], (login) => connect(login).pipe(Effect.provide(driver)))
      const prepared = yield* Effect.forEach(sessions, (t, i) =>
        t.prepareSend(marketOrder("buy", "EURUSD", "0.10", { comment: i === 1 ? "sim:lost-pass" : `svc:pass-${i}` })))

      const departures: Array<Departure> = []
      runPass(prepared.map((p) => () => void departures.push(p.depart())))
      const answers = yield* Effect.forEach(departures, (d) => Effect.either(d.answer()))

      // One frame for the three, and one leg's failure is its own.
      expect(orderFrames).toEqual([3])
      expect(answers.map((a) => (a._tag === "Right" ? a.right.retcode : a.left._tag === "NotSent" ? a.left.reason : a.left._tag)))
        .toEqual([10009, "lost_before_broker", 10009])
      // Stamped as that one write was made.
      expect(new Set(departures.map((d) => d.sentAt())).size).toBe(1)
      expect(yield* sim.executedCount({ server: DEMO, login: "6601", comment: "svc:pass-0" })).toBe(1)
      expect(yield* sim.executedCount({ server: DEMO, login: "6603", comment: "svc:pass-2" })).toBe(1)
      expect(yield* sim.executions(DEMO, "6602")).toHaveLength(0)
    }))
})
