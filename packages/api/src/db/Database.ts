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
    const embedded = Option.isNone(config.databaseUrl)
    // PGlite's socket server runs every connection on one backend session, so two connections' extended-protocol
    // messages can interleave and take each other's unnamed statements: the embedded pool is one connection.
    const poolSize = embedded ? 1 : config.databasePoolSize
    const url = yield* Option.match(config.databaseUrl, {
      onSome: (url) => Effect.succeed(url),
      onNone: () => Effect.map(startEmbeddedPostgres(config.dataDir, poolSize + 4), Redacted.make)
    })
    if (embedded) yield* Effect.logInfo(`embedded database in ${config.dataDir}`)
    return PgClient.layer({ url, maxConnections: poolSize, ...clientOptions }).pipe(
      Layer.catchAll((e) =>
        Layer.fail(new StartupError({ message: `the database is unreachable (${e.message}); check DATABASE_URL` })))
    )
  })
)

export const DatabaseWithMigrations = MigrationsLive.pipe(Layer.provideMerge(DatabaseLive))
