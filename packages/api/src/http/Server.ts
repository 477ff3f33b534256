import { HttpApiBuilder, HttpMiddleware, HttpServer } from "@effect/platform"
import { NodeHttpServer } from "@effect/platform-node"
import { Effect, Layer } from "effect"
import { DocsLive } from "./docs.js"
import { Listener } from "./Listener.js"
import { AppConfig } from "../config.js"
import { observedMiddleware } from "../observability/http.js"
import { otlpTracerLayer } from "../observability/Tracing.js"
import { requestIdMiddleware } from "./requestId.js"

/**
 * Spans are on only when they go somewhere (OTEL_EXPORTER_OTLP_ENDPOINT, see observability/Tracing.ts): built for
 * nobody (one per request, and one per `Effect.fn` call) they cost about a tenth of the order path's CPU. The
 * platform's request span stays off either way: it records the full URL, and a path can hold a secret; the
 * observed middleware makes one per request named by its route instead.
 */
const withSpansWhenExported = <A, E, R>(layer: Layer.Layer<A, E, R>) =>
  Layer.unwrapEffect(Effect.map(AppConfig, (config) => {
    const own = HttpMiddleware.withTracerDisabledWhen(layer, () => true)
    const tracer = otlpTracerLayer(config)
    return tracer === undefined ? own.pipe(Layer.provide(Layer.setTracerEnabled(false))) : own.pipe(Layer.provide(tracer))
  }))

/**
 * An application (the `HttpApi` and everything its handlers need) served over HTTP, with the docs. The listener is
 * built on top of the application, so it opens only once the whole application is built: no connection is taken
 * that nothing answers. Built last, so released first: on shutdown the listener drains before the handler and the
 * application go.
 */
export const withHttpServer = <A, E, R>(app: Layer.Layer<A, E, R>) =>
  Layer.scopedDiscard(Effect.flatMap(Listener, (listener) => Effect.addFinalizer(() => listener.drain))).pipe(
    Layer.provideMerge(HttpApiBuilder.serve((app) => observedMiddleware(requestIdMiddleware(app))).pipe(Layer.provide(DocsLive), HttpServer.withLogAddress)),
    Layer.provideMerge(Listener.layer),
    Layer.provideMerge(app),
    // What NodeHttpServer.layer brings besides the listener: node's platform services for responses.
    Layer.provideMerge(NodeHttpServer.layerContext),
    withSpansWhenExported
  )
