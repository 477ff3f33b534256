/**
 * The listener's shutdown (issue 14 item 11), in process against a bare app: a request that never finishes by
 * itself stands for an order in flight. Drain must keep serving it, close idle keep-alive connections, refuse what
 * still arrives with the spec's envelope, and give up at its deadline.
 */
import { HttpServer, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { NodeHttpServer } from "@effect/platform-node"
import { describe, expect, it } from "@effect/vitest"
import { ConfigProvider, Context, Deferred, Effect, Exit, Fiber, Layer, Scope } from "effect"
import { request as httpRequest, type Agent } from "node:http"
import { connect, type Socket } from "node:net"
import { Listener } from "../src/http/Listener.js"

const start = (drain: string) =>
  Effect.gen(function*() {
    const release = yield* Deferred.make<void>()
    const slowStarted = yield* Deferred.make<void>()
    const app = Effect.gen(function*() {
      const request = yield* HttpServerRequest.HttpServerRequest
      if (request.url === "/slow") {
        yield* Deferred.succeed(slowStarted, undefined)
        yield* Deferred.await(release)
      }
      return HttpServerResponse.text(`done ${request.url}`)
    })
    const layer = HttpServer.serve(app).pipe(
      Layer.provideMerge(Listener.layer),
      Layer.provide(NodeHttpServer.layerContext),
      Layer.provide(Layer.setConfigProvider(ConfigProvider.fromMap(new Map([
        ["PORT", "0"], ["HOST", "127.0.0.1"], ["SVC_SHUTDOWN_DRAIN", drain]
      ]))))
    )
    const scope = yield* Scope.make()
    const context = yield* Layer.buildWithScope(layer, scope)
    const address = Context.get(context, HttpServer.HttpServer).address
    if (address._tag !== "TcpAddress") throw new Error("expected TCP")
    return { port: address.port, listener: Context.get(context, Listener), release, slowStarted, scope }
  })

interface Answer { status: number; headers: Record<string, string | Array<string> | undefined>; body: string }

const get = (port: number, path: string, agent: Agent | false = false) =>
  new Promise<Answer>((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, agent }, (res) => {
      let body = ""
      res.on("data", (d: Buffer) => (body += d.toString()))
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on("error", reject)
    req.end()
  })

const rawSocket = (port: number) =>
  new Promise<Socket>((resolve, reject) => {
    const s = connect(port, "127.0.0.1", () => resolve(s))
    s.once("error", reject)
  })

const closed = (s: Socket) => new Promise<void>((resolve) => (s.destroyed ? resolve() : s.once("close", () => resolve())))

describe("what node refuses before a request exists", () => {
  it.effect("is answered in the envelope with a request id of the documented form", () =>
    Effect.gen(function*() {
      const s = yield* start("1 second")
      // Each id is random: enough of them that a stray character would show.
      for (let i = 0; i < 16; i++) {
        const socket = yield* Effect.promise(() => rawSocket(s.port))
        let answer = ""
        socket.on("data", (d: Buffer) => (answer += d.toString()))
        socket.write("NOT HTTP AT ALL\r\n\r\n")
        yield* Effect.promise(() => closed(socket))
        const [head = "", body = ""] = answer.split("\r\n\r\n")
        expect(head).toMatch(/^HTTP\/1\.1 400 /)
        const json = JSON.parse(body) as { error: { code: string }; requestId: string }
        expect(json.error.code).toBe("INVALID_REQUEST")
        expect(json.requestId).toMatch(/^req_[0-9A-Za-z]{20}$/)
        expect(head).toContain(`svc-request-id: ${json.requestId}`)
      }
      yield* Scope.close(s.scope, Exit.void)
    }), 30_000)
})

describe("the listener's drain", () => {
  it.effect("keeps serving what is in flight (with Connection: close), closes idle connections, refuses new ones with the envelope", () =>
    Effect.gen(function*() {
      const s = yield* start("30 seconds")
      // An idle keep-alive connection, and one with a request whose headers have begun but not ended.
      const idle = yield* Effect.promise(() => rawSocket(s.port))
      let idleAnswer = ""
      idle.on("data", (d: Buffer) => (idleAnswer += d.toString()))
      idle.write("GET /fast HTTP/1.1\r\nhost: x\r\n\r\n")
      yield* Effect.promise(() => new Promise<void>((r) => idle.once("data", () => r())))
      const late = yield* Effect.promise(() => rawSocket(s.port))
      let lateAnswer = ""
      late.on("data", (d: Buffer) => (lateAnswer += d.toString()))
      late.write("GET /late HTTP/1.1\r\nhost: x\r\n")

      const slow = Effect.runPromise(Effect.promise(() => get(s.port, "/slow")))
      yield* Deferred.await(s.slowStarted)
      const draining = yield* Effect.fork(s.listener.drain)

      // The idle connection is closed; a new connection is refused.
      yield* Effect.promise(() => closed(idle))
      expect(idleAnswer).toContain("done /fast")
      const refused = yield* Effect.promise(() => get(s.port, "/fast").then(() => "answered", (e: NodeJS.ErrnoException) => e.code))
      expect(refused).toBe("ECONNREFUSED")

      // What still arrives on an open connection: 503 in the envelope, request id in body and header, then close.
      late.write("\r\n")
      yield* Effect.promise(() => closed(late))
      const [head = "", body = ""] = lateAnswer.split("\r\n\r\n")
      expect(head).toMatch(/^HTTP\/1\.1 503 /)
      expect(head.toLowerCase()).toContain("connection: close")
      const json = JSON.parse(body) as { error: { code: string; message: string }; requestId: string }
      expect(json.error.code).toBe("SHUTTING_DOWN")
      expect(json.error.message).toMatch(/shutting down/)
      expect(head).toContain(`svc-request-id: ${json.requestId}`)
      expect(json.requestId).toMatch(/^req_[0-9A-Za-z]{20}$/)

      // The drain waits for the request in flight, which is answered in full and told to close its connection.
      expect(draining.unsafePoll()).toBeNull()
      yield* Deferred.succeed(s.release, undefined)
      const answer = yield* Effect.promise(() => slow)
      expect(answer).toMatchObject({ status: 200, body: "done /slow" })
      expect(answer.headers.connection).toBe("close")
      yield* Fiber.join(draining)
      yield* Scope.close(s.scope, Exit.void)
    }), 30_000)

  it.effect("gives up at its deadline: the request still running is cut off and the drain returns", () =>
    Effect.gen(function*() {
      const s = yield* start("50 millis")
      const slow = Effect.runPromise(Effect.promise(() => get(s.port, "/slow").then(() => "answered", (e: NodeJS.ErrnoException) => e.code)))
      yield* Deferred.await(s.slowStarted)
      yield* s.listener.drain
      expect(yield* Effect.promise(() => slow)).toBe("ECONNRESET")
      yield* Scope.close(s.scope, Exit.void)
    }), 30_000)
})
