import { HttpApiBuilder, HttpMiddleware, HttpServer } from "@effect/platform"
import { NodeHttpServer } from "@effect/platform-node"
import { Effect, Layer } from "effect"
import { DocsLive } from "./docs.js"
import { Listener } from "./Listener.js"
import { requestIdMiddleware } from "./requestId.js"

/**
 * Spans are off: the service bundles no trace exporter, so every span (one per request from the HTTP tracer
 * middleware, with a parsed URL and every header as an attribute, and one per `Effect.fn` call) was built for
 * nobody; measured on the order path, about a tenth of its CPU. Whoever adds an exporter's Tracer layer drops these.
 */
const withoutSpans = <A, E, R>(layer: Layer.Layer<A, E, R>) =>
  HttpMiddleware.withTracerDisabledWhen(layer, () => true).pipe(Layer.provide(Layer.setTracerEnabled(false)))

/**
 * An application (the `HttpApi` and everything its handlers need) served over HTTP, with the docs. The listener is
 * built on top of the application, so it opens only once the whole application is built: no connection is taken
 * that nothing answers. Built last, so released first: on shutdown the listener drains before the handler and the
 * application go.
 */
export const withHttpServer = <A, E, R>(app: Layer.Layer<A, E, R>) =>
  Layer.scopedDiscard(Effect.flatMap(Listener, (listener) => Effect.addFinalizer(() => listener.drain))).pipe(
    Layer.provideMerge(HttpApiBuilder.serve(requestIdMiddleware).pipe(Layer.provide(DocsLive), HttpServer.withLogAddress)),
    Layer.provideMerge(Listener.layer),
    Layer.provideMerge(app),
    // What NodeHttpServer.layer brings besides the listener: node's platform services for responses.
    Layer.provideMerge(NodeHttpServer.layerContext),
    withoutSpans
  )
