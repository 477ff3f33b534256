import { HttpServer } from "@effect/platform"
import { NodeHttpServer } from "@effect/platform-node"
import { Errors } from "@svc/domain"
import { type ConfigError, Context, Duration, Effect, Layer } from "effect"
import type { IncomingMessage, ServerResponse } from "node:http"
import { createServer } from "node:net"
import { AppConfig, StartupError } from "../config.js"
import { base62 } from "../base62.js"
import { makeNodeServer } from "./nodeServer.js"
import { requestIdHeader } from "./requestId.js"

type Handler = (request: IncomingMessage, response: ServerResponse) => void

/** What a request that arrives while the service shuts down gets: nothing was done, so retrying is safe. */
const refuseWhileDraining = (response: ServerResponse) => {
  const requestId = `req_${base62(20)}`
  const error = new Errors.ShuttingDown({ message: "The service is shutting down and did not process this request; send it again with backoff." })
  const body = JSON.stringify({ error: { code: error._tag, message: error.message }, requestId })
  response.writeHead(503, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(body),
    [requestIdHeader]: requestId,
    connection: "close"
  })
  response.end(body)
}

/** Why the service cannot listen, in one line an operator can act on. */
const listenRefusal = (host: string, port: number, error: NodeJS.ErrnoException) => {
  const where = `${host}:${port}`
  const why = error.code === "EADDRINUSE"
    ? "the port is in use; stop what listens there or set PORT to another port"
    : error.code === "EACCES"
    ? "not permitted (ports below 1024 need privileges); set PORT to another port"
    : error.code === "EADDRNOTAVAIL" || error.code === "ENOTFOUND"
    ? "no interface of this machine has that address; set HOST to one it has (127.0.0.1, 0.0.0.0)"
    : error.message
  return new StartupError({ message: `cannot listen on ${where}: ${why}` })
}

/**
 * Whether the address can be listened on, asked before anything else happens: the listener itself opens only after
 * the database, the master key and the bootstrap workspace exist, and a port in use should not be found out then.
 */
export const checkAddressFree = (host: string, port: number): Effect.Effect<void, StartupError> =>
  port === 0 ? Effect.void : Effect.async<void, StartupError>((resume) => {
    const probe = createServer()
    probe.once("error", (error: NodeJS.ErrnoException) => resume(Effect.fail(listenRefusal(host, port, error))))
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resume(Effect.void)))
  })

/**
 * node's HTTP server as the platform's HttpServer, with two differences from `NodeHttpServer.layer`:
 *
 * - it is built after the rest of the application (see `withHttpServer` in Server.ts), and a request accepted before the platform
 *   attaches its handler waits for it instead of never being answered (node drops `request` events nobody listens to);
 * - `drain` stops accepting, closes idle keep-alive connections, answers requests that still arrive on open ones
 *   with an enveloped 503 and `connection: close`, and waits for the requests in flight, up to SVC_SHUTDOWN_DRAIN.
 *   What is still running then loses its connection like a client that went away: an order request runs on (see
 *   Trading.execute) until it ends or the application closes under it, and its order, stored with its key before it
 *   reaches the broker, stays on record and is confirmed after the restart.
 */
const listening = Layer.scopedContext(
  Effect.gen(function*() {
    const config = yield* AppConfig
    const server = makeNodeServer()
    let handler: Handler | undefined
    let draining = false
    let onIdle: (() => void) | undefined
    const waiting: Array<readonly [IncomingMessage, ServerResponse]> = []
    const inFlight = new Set<ServerResponse>()

    server.on("request", (request: IncomingMessage, response: ServerResponse) => {
      if (draining) return refuseWhileDraining(response)
      inFlight.add(response)
      response.once("close", () => {
        inFlight.delete(response)
        if (!draining) return
        // Its connection may now be idle: nothing else will come on it that we would serve.
        server.closeIdleConnections()
        if (inFlight.size === 0) onIdle?.()
      })
      if (handler === undefined) waiting.push([request, response])
      else handler(request, response)
    })

    yield* Effect.acquireRelease(
      Effect.async<void, StartupError>((resume) => {
        const onError = (error: NodeJS.ErrnoException) => resume(Effect.fail(listenRefusal(config.host, config.port, error)))
        server.once("error", onError)
        server.listen({ port: config.port, host: config.host }, () => {
          server.off("error", onError)
          resume(Effect.void)
        })
      }),
      () =>
        Effect.async<void>((resume) => {
          server.closeAllConnections()
          if (!server.listening) return resume(Effect.void)
          server.close(() => resume(Effect.void))
        })
    )
    const address = server.address()
    if (address === null || typeof address === "string") return yield* Effect.dieMessage("the HTTP server has no TCP address")

    const httpServer = HttpServer.make({
      address: { _tag: "TcpAddress", hostname: address.address === "::" ? "0.0.0.0" : address.address, port: address.port },
      serve: (app, middleware) =>
        Effect.gen(function*() {
          const handle: Handler = yield* (middleware === undefined
            ? NodeHttpServer.makeHandler(app)
            : NodeHttpServer.makeHandler(app, middleware))
          // Once the application goes away nothing can be answered but the refusal.
          yield* Effect.addFinalizer(() => Effect.sync(() => { draining = true }))
          handler = handle
          for (const [request, response] of waiting.splice(0)) handle(request, response)
        })
    })

    const drain = Effect.gen(function*() {
      if (draining) return
      draining = true
      const began = Date.now()
      const atSignal = inFlight.size
      yield* Effect.logInfo(
        `shutdown: stopped accepting connections; ${atSignal} requests in flight, draining for up to ${Duration.format(config.shutdownDrain)}`
      )
      server.close()
      server.closeIdleConnections()
      for (const response of inFlight) if (!response.headersSent) response.setHeader("connection", "close")
      // A timer, not Effect.timeout: this runs as a finalizer, where nothing is interruptible.
      yield* Effect.async<void>((resume) => {
        if (inFlight.size === 0) return resume(Effect.void)
        const deadline = setTimeout(() => resume(Effect.void), Duration.toMillis(config.shutdownDrain))
        onIdle = () => {
          clearTimeout(deadline)
          resume(Effect.void)
        }
      })
      const cutOff = inFlight.size
      server.closeAllConnections()
      yield* Effect.logInfo(
        `shutdown: drained in ${Date.now() - began} ms; ${atSignal - cutOff} requests finished, ${cutOff} cut off at the deadline`
      )
    })

    return Context.make(HttpServer.HttpServer, httpServer).pipe(Context.add(Listener, { drain }))
  })
)

/** The HTTP listener's side of shutdown: stop taking work, let what runs finish within the drain deadline. */
export class Listener extends Context.Tag("svc/Listener")<Listener, {
  readonly drain: Effect.Effect<void>
}>() {
  static readonly layer: Layer.Layer<HttpServer.HttpServer | Listener, StartupError | ConfigError.ConfigError> = listening
}
