import { Effect, FiberRef, type Tracer } from "effect"

/**
 * `Effect.withSpan` that builds nothing while the fiber does not trace (the server switches spans off when they go
 * nowhere, see the API's withHttpServer). With spans off, Effect still makes a span object per call, after an Error
 * for its call site's stack trace and a context for its parent: on the order path, a few dozen objects per order
 * for nobody. Here the check comes first, and with spans on it is `Effect.withSpan` itself.
 *
 * For a hot `Effect.fn("name")(body, ...)`: `Effect.fnUntraced(body, ..., traced("name"))`, the same span around
 * the same effect (Effect.fn also captures the call site on every call, which fnUntraced does not).
 */
export const traced = (name: string, options?: Tracer.SpanOptions) =>
<A, E, R>(self: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
  Effect.withFiberRuntime<A, E, R>((fiber) =>
    fiber.getFiberRef(FiberRef.currentTracerEnabled) ? Effect.withSpan(self, name, options ?? {}) : self
  )
