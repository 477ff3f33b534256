import { HttpApiBuilder } from "@effect/platform"
import { Api } from "@svc/domain/api/Api"
import { CurrentRequestId } from "@svc/domain/http/requestId"
import { Effect, FiberRef, Layer } from "effect"
import { Readiness } from "./Readiness.js"

export const HealthHttp = HttpApiBuilder.group(Api, "health", (handlers) =>
  Effect.gen(function*() {
    const readiness = yield* Readiness
    return handlers
      .handle("healthz", () => Effect.map(FiberRef.get(CurrentRequestId), (requestId) => ({ status: "ok", requestId })))
      .handle("readyz", () =>
        Effect.gen(function*() {
          const checks = yield* readiness.checks
          const requestId = yield* FiberRef.get(CurrentRequestId)
          const ready = checks.database === "ok" && checks.credentials === "ok"
          return ready
            ? { status: "ready", checks, requestId }
            : yield* Effect.fail({ status: "unavailable", checks, requestId })
        }))
  }))

/** The health group with its service. */
export const HealthLive = HealthHttp.pipe(Layer.provide(Readiness.Default))
