import { HttpApiBuilder } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { Api } from "@svc/domain/api/Api"
import { CurrentRequestId } from "@svc/domain/http/requestId"
import { Effect, FiberRef } from "effect"
import { SecretStore } from "../secrets/SecretStore.js"

export const HealthHttp = HttpApiBuilder.group(Api, "health", (handlers) =>
  Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const secrets = yield* SecretStore
    const database = sql`select 1`.pipe(
      Effect.as("ok"),
      Effect.timeout("2 seconds"),
      Effect.catchAllCause(() => Effect.succeed("unavailable"))
    )
    const credentials = secrets.selfCheck.pipe(
      Effect.timeout("2 seconds"),
      Effect.map((ok) => ok ? "ok" : "unavailable"),
      Effect.catchAllCause(() => Effect.succeed("unavailable"))
    )
    return handlers
      .handle("healthz", () => Effect.map(FiberRef.get(CurrentRequestId), (requestId) => ({ status: "ok", requestId })))
      .handle("readyz", () =>
        Effect.gen(function*() {
          const [db, creds] = yield* Effect.all([database, credentials], { concurrency: 2 })
          const requestId = yield* FiberRef.get(CurrentRequestId)
          const checks = { database: db, credentials: creds }
          const ready = db === "ok" && creds === "ok"
          return ready
            ? { status: "ready", checks, requestId }
            : yield* Effect.fail({ status: "unavailable", checks, requestId })
        }))
  }))
