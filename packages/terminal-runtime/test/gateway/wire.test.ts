import { Socket } from "@effect/platform"
import { NodeSocket } from "@effect/platform-node"
import { describe, expect, it } from "@effect/vitest"
import { Duration, Effect, Exit, Queue, Scope } from "effect"
import { GatewayServer } from "../../src/gateway/GatewayServer.js"
import { SimBroker } from "../../src/sim/SimBroker.js"
import { DEMO, eventually, gatewayServerLayer } from "./helpers.js"

type Frame = Record<string, unknown>

/**
 * A client that speaks the protocol by hand, one JSON object per WebSocket text frame, as a gateway client in
 * another language would: these tests pin down the frames PROTOCOL.md documents.
 */
const rawClient = (url: string) =>
  Effect.gen(function*() {
    const socket = yield* Socket.makeWebSocket(url)
    const inbox = yield* Queue.unbounded<Frame>()
    const decoder = new TextDecoder()
    yield* socket.runRaw((data) =>
      Queue.offer(inbox, JSON.parse(typeof data === "string" ? data : decoder.decode(data)) as Frame)
    ).pipe(Effect.forkScoped)
    const write = yield* socket.writer
    const send = (frame: Frame) => write(JSON.stringify(frame)).pipe(Effect.orDie)
    // Frames of other requests wait here: responses of concurrent requests arrive in any order.
    const held: Array<Frame> = []
    const take = (matches: (frame: Frame) => boolean): Effect.Effect<Frame> =>
      Effect.suspend(() => {
        const index = held.findIndex(matches)
        if (index >= 0) return Effect.succeed(held.splice(index, 1)[0] ?? {})
        return Queue.take(inbox).pipe(Effect.flatMap((frame) => {
          held.push(frame)
          return take(matches)
        }))
      })
    const within = (what: string) => <A>(effect: Effect.Effect<A>) =>
      effect.pipe(Effect.timeoutFail({ duration: Duration.seconds(5), onTimeout: () => new Error(`no ${what}`) }), Effect.orDie)
    /** The next frame about `requestId`. */
    const next = (requestId: string) => take((f) => f["requestId"] === requestId).pipe(within(`frame for request ${requestId}`))
    const pong = take((f) => f["_tag"] === "Pong").pipe(within("Pong"))
    const request = (id: string, tag: string, payload: unknown) => send({ _tag: "Request", id, tag, payload, headers: [] })
    const sendRaw = (frame: string) => write(frame).pipe(Effect.orDie)
    return { send, sendRaw, next, pong, request } as const
  }).pipe(Effect.provide(NodeSocket.layerWebSocketConstructor))

describe("gateway wire frames", () => {
  it.scopedLive("login, a read, typed failures, and a session that dies with its connection", () =>
    Effect.gen(function*() {
      const sim = yield* SimBroker
      const { url } = yield* GatewayServer
      const credentials = { login: "6101", password: "secret", server: DEMO }

      const connection = yield* Scope.make()
      const a = yield* rawClient(url).pipe(Scope.extend(connection))
      yield* a.request("1", "Login", { credentials })
      const loggedIn = yield* a.next("1")
      expect(loggedIn).toMatchObject({
        _tag: "Chunk",
        requestId: "1",
        values: [{ _tag: "LoggedIn", account: { login: "6101", server: DEMO, balance: "10000.00" } }]
      })
      const sessionId = ((loggedIn["values"] as Array<{ sessionId: string }>)[0])?.sessionId ?? ""
      yield* a.send({ _tag: "Ack", requestId: "1" })

      yield* a.request("2", "AccountInfo", { sessionId })
      expect(yield* a.next("2")).toMatchObject({ _tag: "Exit", requestId: "2", exit: { _tag: "Success", value: { login: "6101", currency: "USD" } } })

      yield* a.request("3", "OrderSend", { sessionId, request: { action: 1, symbol: "EURUSD", volume: "0.10", type: 0, comment: "sim:lost" } })
      expect(yield* a.next("3")).toMatchObject({
        _tag: "Exit",
        exit: { _tag: "Failure", cause: { _tag: "Fail", error: { _tag: "NotSent", reason: "lost_before_broker" } } }
      })

      yield* a.request("4", "OrderSend", { sessionId, request: { action: 1, symbol: "EURUSD", volume: "0.10", type: 0, comment: "sim:no-reply" } })
      expect(yield* a.next("4")).toMatchObject({ exit: { _tag: "Failure", cause: { _tag: "Fail", error: { _tag: "NoReply" } } } })

      yield* a.request("5", "SymbolInfo", { sessionId, symbol: "NOPE" })
      expect(yield* a.next("5")).toMatchObject({ exit: { _tag: "Success", value: null } })

      yield* a.request("6", "Login", { credentials: { ...credentials, login: "6102", password: "refuse" } })
      expect(yield* a.next("6")).toMatchObject({
        _tag: "Exit",
        exit: { _tag: "Failure", cause: { _tag: "Fail", error: { _tag: "LoginFailed", kind: "refused", login: "6102" } } }
      })

      yield* a.request("7", "Transactions", { sessionId })
      expect(yield* a.next("7")).toMatchObject({ _tag: "Chunk", values: [{ _tag: "Subscribed" }] })
      yield* a.send({ _tag: "Ack", requestId: "7" })
      yield* a.request("8", "OrderSend", { sessionId, request: { action: 1, symbol: "EURUSD", volume: "0.10", type: 0, comment: "wire" } })
      expect(yield* a.next("7")).toMatchObject({ _tag: "Chunk" })
      yield* a.send({ _tag: "Interrupt", requestId: "7" })
      const interrupted = yield* a.next("7")
      expect(interrupted).toMatchObject({ _tag: "Exit", exit: { _tag: "Failure" } })
      expect(JSON.stringify(interrupted)).toContain(`"_tag":"Interrupt"`)

      // A session belongs to the connection that logged in.
      const b = yield* rawClient(url)
      yield* b.request("1", "AccountInfo", { sessionId })
      expect(yield* b.next("1")).toMatchObject({ exit: { _tag: "Failure", cause: { _tag: "Fail", error: { _tag: "Disconnected" } } } })
      yield* b.request("2", "OrderSend", { sessionId, request: { action: 1, symbol: "EURUSD", volume: "0.10", type: 0 } })
      expect(yield* b.next("2")).toMatchObject({ exit: { cause: { error: { _tag: "NotSent", reason: "disconnected" } } } })

      yield* b.send({ _tag: "Ping" })
      expect(yield* b.pong).toEqual({ _tag: "Pong" })
      expect(yield* sim.openSessions(DEMO, "6101")).toBe(1)
      // The connection drops without a Logout: the gateway logs the terminal out.
      yield* Scope.close(connection, Exit.void)
      yield* eventually(sim.openSessions(DEMO, "6101"), (n) => n === 0, "the gateway to log out the dropped session")
    }).pipe(Effect.provide(gatewayServerLayer())))

  it.scopedLive("a frame holding an array of requests: each is handled and answered as if it had come alone", () =>
    Effect.gen(function*() {
      const sim = yield* SimBroker
      const { url } = yield* GatewayServer
      const a = yield* rawClient(url)
      // Two sessions logged in over one connection.
      const login = (id: string, login: string) =>
        Effect.gen(function*() {
          yield* a.request(id, "Login", { credentials: { login, password: "secret", server: DEMO } })
          const sessionId = ((yield* a.next(id))["values"] as Array<{ sessionId: string }>)[0]?.sessionId ?? ""
          yield* a.send({ _tag: "Ack", requestId: id })
          return sessionId
        })
      const first = yield* login("1", "6401")
      const second = yield* login("2", "6402")
      const order = (id: string, sessionId: string, comment: string) =>
        ({ _tag: "Request", id, tag: "OrderSend", payload: { sessionId, request: { action: 1, symbol: "EURUSD", volume: "0.10", type: 0, comment } }, headers: [] })
      yield* a.sendRaw(JSON.stringify([
        order("-1", first, "wire:batch-1"),
        order("-2", "no-such-session", "wire:batch-x"),
        order("-3", second, "sim:reject"),
        order("-4", second, "wire:batch-2")
      ]))
      expect(yield* a.next("-1")).toMatchObject({ _tag: "Exit", exit: { _tag: "Success", value: { retcode: 10009 } } })
      // One request's failure is its own: an unknown session is NotSent, a refusal is the broker's answer.
      expect(yield* a.next("-2")).toMatchObject({ exit: { _tag: "Failure", cause: { _tag: "Fail", error: { _tag: "NotSent", reason: "disconnected" } } } })
      expect(yield* a.next("-3")).toMatchObject({ exit: { _tag: "Success", value: { retcode: 10006 } } })
      expect(yield* a.next("-4")).toMatchObject({ exit: { _tag: "Success", value: { retcode: 10009 } } })
      expect((yield* sim.executions(DEMO, "6401")).map((e) => e.comment)).toEqual(["wire:batch-1"])
      expect((yield* sim.executions(DEMO, "6402")).map((e) => e.comment)).toEqual(["sim:reject", "wire:batch-2"])
    }).pipe(Effect.provide(gatewayServerLayer())))

  it.scopedLive("Logout answers once the terminal has logged out, and ends the Login stream", () =>
    Effect.gen(function*() {
      const sim = yield* SimBroker
      const { url } = yield* GatewayServer
      const a = yield* rawClient(url)
      yield* a.request("1", "Login", { credentials: { login: "6201", password: "secret", server: DEMO } })
      const sessionId = ((yield* a.next("1"))["values"] as Array<{ sessionId: string }>)[0]?.sessionId ?? ""
      yield* a.send({ _tag: "Ack", requestId: "1" })
      yield* a.request("2", "Logout", { sessionId })
      expect(yield* a.next("1")).toMatchObject({ _tag: "Exit", exit: { _tag: "Success" } })
      expect(yield* a.next("2")).toMatchObject({ _tag: "Exit", exit: { _tag: "Success" } })
      expect(yield* sim.openSessions(DEMO, "6201")).toBe(0)
    }).pipe(Effect.provide(gatewayServerLayer())))

  it.scopedLive("Logout does not depend on the client acknowledging LoggedIn", () =>
    Effect.gen(function*() {
      const sim = yield* SimBroker
      const { url } = yield* GatewayServer
      const a = yield* rawClient(url)
      yield* a.request("1", "Login", { credentials: { login: "6301", password: "secret", server: DEMO } })
      const sessionId = ((yield* a.next("1"))["values"] as Array<{ sessionId: string }>)[0]?.sessionId ?? ""
      yield* a.request("2", "Logout", { sessionId })
      expect(yield* a.next("2")).toMatchObject({ _tag: "Exit", exit: { _tag: "Success" } })
      expect(yield* sim.openSessions(DEMO, "6301")).toBe(0)
      yield* a.request("3", "Positions", { sessionId })
      expect(yield* a.next("3")).toMatchObject({ exit: { cause: { error: { _tag: "Disconnected" } } } })
    }).pipe(Effect.provide(gatewayServerLayer())))
})
