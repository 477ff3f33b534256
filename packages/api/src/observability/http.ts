import { HttpApp, HttpMiddleware, HttpServerRequest, HttpServerResponse, HttpTraceContext } from "@effect/platform"
import { CurrentRequestId } from "@svc/domain/http/requestId"
import { Context, Effect, Exit, FiberRef, identity, Layer, Option, Redacted, Runtime } from "effect"
import { createHash, timingSafeEqual } from "node:crypto"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import { AppConfig, StartupError } from "../config.js"
import { routeOf } from "../http/documentedRoutes.js"
import { ServiceMetrics } from "./Metrics.js"

export const metricsPath = "/metrics"

const digest = (text: string) => createHash("sha256").update(text).digest()

/**
 * Whether an `Authorization` header carries the metrics token. Both sides are hashed first so the comparison is
 * constant-time whatever the lengths (timingSafeEqual refuses buffers of different lengths, which would leak it).
 */
export const bearerMatches = (header: string | undefined, token: Redacted.Redacted<string>): boolean => {
  const match = /^Bearer\s+(.+)$/i.exec(header ?? "")
  const given = digest(match?.[1]?.trim() ?? "")
  return timingSafeEqual(given, digest(Redacted.value(token))) && match !== null
}

const unauthenticated = (requestId: string) =>
  HttpServerResponse.unsafeJson({
    error: { code: "UNAUTHENTICATED", message: "`/metrics` needs `Authorization: Bearer <SVC_METRICS_TOKEN>`." },
    requestId
  }, { status: 401, headers: { "www-authenticate": "Bearer" } })

/**
 * The outermost middleware: every request is counted and timed by route, method and status, and logged when
 * SVC_ACCESS_LOG is on; `/metrics` is answered here when it is on the main port, before the API's router and body
 * guard. Without ServiceMetrics in the application, requests pass through untouched.
 */
export const observedMiddleware = HttpMiddleware.make(<E, R>(app: HttpApp.Default<E, R>) =>
  // Read from the fiber directly, and one exit hook instead of a tap and an exit hook: this runs on every request.
  Effect.withFiberRuntime<HttpServerResponse.HttpServerResponse, E, R | HttpServerRequest.HttpServerRequest>((fiber) => {
    const found = Context.getOption(fiber.currentContext, ServiceMetrics)
    if (Option.isNone(found)) return app
    const metrics = found.value
    const request = Context.unsafeGet(fiber.currentContext, HttpServerRequest.HttpServerRequest)
    const started = performance.now()
    const route = routeOf(request.method, request.url)
    let answered = false
    const record = (status: number): Effect.Effect<void> => {
      answered = true
      const seconds = (performance.now() - started) / 1000
      metrics.recordRequest(route, request.method, status, seconds)
      if (!metrics.accessLog) return Effect.void
      // The route, never the URL: its query and path segments can carry secrets or personal data.
      return Effect.flatMap(FiberRef.get(CurrentRequestId), (requestId) =>
        Effect.logInfo("request").pipe(Effect.annotateLogs({
          requestId,
          method: request.method,
          route,
          status,
          durationMs: Math.round(seconds * 1000)
        })))
    }
    const counted = HttpApp.appendPreResponseHandler((_request, response) => Effect.as(record(response.status), response))
    if (route === metricsPath) {
      const token = metrics.mainPortToken
      if (Option.isSome(token)) {
        // Answered here, before the API's app: the pre-response handler above runs only for what that app answers.
        if (!bearerMatches(request.headers["authorization"], token.value)) {
          return record(401).pipe(Effect.zipRight(FiberRef.get(CurrentRequestId)), Effect.map(unauthenticated))
        }
        return Effect.flatMap(metrics.scrape(), (body) =>
          Effect.as(record(200), HttpServerResponse.text(body, { contentType: metrics.contentType })))
      }
      // No token: `/metrics` does not exist (the router's 404), so nothing is exposed by default.
    }
    const tracing = fiber.getFiberRef(FiberRef.currentTracerEnabled)
    return Effect.zipRight(counted, app.pipe(
      // The span's attributes, when there is a span (see below).
      tracing
        ? Effect.tap((response) =>
          Effect.flatMap(FiberRef.get(CurrentRequestId), (requestId) =>
            Effect.annotateCurrentSpan({ "http.response.status_code": response.status, "svc.request_id": requestId })))
        : identity,
      // What the body guard answers itself (requestId.ts) never reaches the pre-response handler: counted here. A
      // client that leaves before its answer is still a request: 499, as proxies count it.
      Effect.onExit((exit) =>
        answered ? Effect.void : record(Exit.isSuccess(exit) ? exit.value.status : Exit.isInterrupted(exit) ? 499 : 500)),
      // The request's span, named and described by its route: the platform's own carries the full URL, whose path can
      // hold a secret (`/hooks/tradingview/:secret`), so it stays off (see withHttpServer). Nothing is built for it
      // (nor the trace context read) while spans are off.
      tracing
        ? (effect) => {
          const parent = HttpTraceContext.fromHeaders(request.headers)
          return Effect.withSpan(effect, `${request.method} ${route}`, {
            kind: "server",
            attributes: { "http.request.method": request.method, "http.route": route },
            ...(Option.isSome(parent) ? { parent: parent.value } : {})
          })
        }
        : identity
    ))
  }))

/**
 * `/metrics` on a listener of its own (SVC_METRICS_PORT), for a scraper on a private network while the API's port
 * is public; the token is still asked when one is set. Without SVC_METRICS_PORT this layer does nothing.
 */
export const MetricsListenerLive = Layer.scopedDiscard(Effect.gen(function*() {
  const config = yield* AppConfig
  if (Option.isNone(config.metricsPort)) return
  const port = config.metricsPort.value
  const metrics = yield* ServiceMetrics
  const runtime = yield* Effect.runtime<never>()
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? "").split("?")[0]
    const send = (status: number, body: string, headers: Record<string, string>) => response.writeHead(status, headers).end(body)
    if (path !== metricsPath || (request.method !== "GET" && request.method !== "HEAD")) {
      return send(404, JSON.stringify({ error: { code: "NOT_FOUND", message: "Only GET /metrics is served on this port." } }), { "content-type": "application/json" })
    }
    if (Option.isSome(config.metricsToken) && !bearerMatches(request.headers.authorization, config.metricsToken.value)) {
      return send(401, JSON.stringify({ error: { code: "UNAUTHENTICATED", message: "`/metrics` needs `Authorization: Bearer <SVC_METRICS_TOKEN>`." } }), {
        "content-type": "application/json",
        "www-authenticate": "Bearer"
      })
    }
    Runtime.runPromise(runtime)(metrics.scrape()).then(
      (body) => send(200, body, { "content-type": metrics.contentType }),
      () => send(500, "", {})
    )
  }
  const server = createServer(handle)
  yield* Effect.acquireRelease(
    Effect.async<void, StartupError>((resume) => {
      server.once("error", (e) => resume(Effect.fail(new StartupError({ message: `cannot listen for metrics on ${config.metricsHost}:${port}: ${e.message}` }))))
      server.listen(port, config.metricsHost, () => resume(Effect.void))
    }),
    () => Effect.async<void>((resume) => {
      server.close(() => resume(Effect.void))
      server.closeAllConnections()
    })
  )
  const address = server.address()
  if (address !== null && typeof address === "object") yield* Effect.logInfo(`Metrics on http://${config.metricsHost}:${address.port}${metricsPath}`)
}))

/** What the composition root adds: the registry, the broker-send wrapper's counterpart, and the metrics listener. */
export const ScrapedMetricsLive = MetricsListenerLive.pipe(Layer.provideMerge(ServiceMetrics.Default))
