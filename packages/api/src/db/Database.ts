import { PgClient } from "@effect/sql-pg"
import { Effect, Layer, Option, Redacted, String } from "effect"
import { AppConfig, StartupError } from "../config.js"
import { startEmbeddedPostgres } from "./EmbeddedPostgres.js"
import { MigrationsLive } from "./migrator.js"

// Column names are mapped; JSON values are stored exactly as given (a symbol map's keys are data, not names).
const clientOptions = {
  transformResultNames: String.snakeToCamel,
  transformQueryNames: String.camelToSnake,
  transformJson: false
} as const

/** Postgres from DATABASE_URL, or the embedded PGlite when it is absent; migrations run before anything uses it. */
export const DatabaseLive = Layer.unwrapScoped(
  Effect.gen(function*() {
    const config = yield* AppConfig
    const url = yield* Option.match(config.databaseUrl, {
      onSome: (url) => Effect.succeed(url),
      // PGlite's socket server shares one backend session; it must accept more connections than the pool opens.
      onNone: () => Effect.map(startEmbeddedPostgres(config.dataDir, config.databasePoolSize + 5), Redacted.make)
    })
    if (Option.isNone(config.databaseUrl)) yield* Effect.logInfo(`embedded database in ${config.dataDir}`)
    return PgClient.layer({ url, maxConnections: config.databasePoolSize, ...clientOptions }).pipe(
      Layer.catchAll((e) =>
        Layer.fail(new StartupError({ message: `the database is unreachable (${e.message}); check DATABASE_URL` })))
    )
  })
)

export const DatabaseWithMigrations = MigrationsLive.pipe(Layer.provideMerge(DatabaseLive))
