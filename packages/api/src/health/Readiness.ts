import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { SecretStore } from "../secrets/SecretStore.js"

type Check = "ok" | "unavailable"

/** What /readyz checks: the database answers and credentials can be sealed and opened, each within 2 seconds. */
export class Readiness extends Effect.Service<Readiness>()("@svc/api/Readiness", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const secrets = yield* SecretStore
    // A round trip, not a table's statement: no repository owns it.
    const database = sql`select 1`.pipe(
      Effect.as<Check>("ok"),
      Effect.timeout("2 seconds"),
      Effect.catchAllCause(() => Effect.succeed<Check>("unavailable"))
    )
    const credentials = secrets.selfCheck.pipe(
      Effect.timeout("2 seconds"),
      Effect.map((ok): Check => ok ? "ok" : "unavailable"),
      Effect.catchAllCause(() => Effect.succeed<Check>("unavailable"))
    )
    const checks = Effect.map(
      Effect.all([database, credentials], { concurrency: 2 }),
      ([db, creds]) => ({ database: db, credentials: creds })
    )
    return { checks } as const
  }),
  dependencies: [SecretStore.Default]
}) {}
