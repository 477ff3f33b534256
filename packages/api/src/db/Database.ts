import { PgClient } from "@effect/sql-pg"
import { Context, Duration, Effect, Layer, Option, Redacted, String } from "effect"
import Pg from "pg"
import { AppConfig, StartupError } from "../config.js"
import { startEmbeddedPostgres } from "./EmbeddedPostgres.js"
import { MigrationsLive } from "./migrator.js"

// Column names are mapped; JSON values are stored exactly as given (a symbol map's keys are data, not names).
const clientOptions = {
  transformResultNames: String.snakeToCamel,
  transformQueryNames: String.camelToSnake,
  transformJson: false
} as const

/**
 * The `pg` pool under PgClient, for the few hot statements that run as named prepared statements (see
 * `preparedStatement`): @effect/sql-pg sends every statement unnamed, so Postgres plans it again each time.
 * `named` is false on the embedded database, whose socket server shares one backend session between connections.
 */
export class PgPool extends Context.Tag("@svc/api/PgPool")<PgPool, { readonly pool: Pg.Pool; readonly named: boolean }>() {}

/** Postgres from DATABASE_URL, or the embedded PGlite when it is absent. */
const Connection = Layer.unwrapScoped(
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
    const pool = yield* Effect.acquireRelease(
      Effect.sync(() => {
        const pool = new Pg.Pool({ connectionString: Redacted.value(url), max: poolSize, application_name: "svc" })
        // A dropped idle connection is replaced on next use; the error itself reaches whoever was using it.
        pool.on("error", () => {})
        return pool
      }),
      (pool) => Effect.promise(() => pool.end()).pipe(Effect.timeoutOption(Duration.seconds(1)))
    )
    yield* Effect.tryPromise({ try: () => pool.query("select 1"), catch: (cause) => cause }).pipe(
      Effect.timeoutFail({ duration: Duration.seconds(5), onTimeout: () => new Error("connection timed out") }),
      Effect.mapError((cause) =>
        new StartupError({ message: `the database is unreachable (${cause instanceof Error ? cause.message : "unknown error"}); check DATABASE_URL` }))
    )
    return Layer.merge(
      PgClient.layerFromPool({ acquire: Effect.succeed(pool), applicationName: "svc", ...clientOptions }),
      Layer.succeed(PgPool, { pool, named: !embedded })
    ).pipe(
      Layer.catchAll((e) =>
        Layer.fail(new StartupError({ message: `the database is unreachable (${e.message}); check DATABASE_URL` })))
    )
  })
)

/**
 * The cluster's own connections (SVC_CLUSTER_DB_POOL_SIZE) on a runner or an API node, for @effect/cluster's runner
 * and message storage: shard-lock refreshes, the runner list and persisted messages never queue behind the
 * service's own statements. A runner taking over a dead one's accounts saturates its pool with their logins and
 * first syncs; its cluster queries then timed out (the runner list after 5 s, the lock refresh after 3 s), so it did
 * not learn that the shards were its own, or dropped every shard it held and restarted every actor.
 */
export const ClusterSqlLive = Layer.unwrapScoped(
  Effect.gen(function*() {
    const config = yield* AppConfig
    const url = yield* Option.match(config.databaseUrl, {
      onSome: Effect.succeed,
      onNone: () => Effect.dieMessage("the cluster's storage needs DATABASE_URL (refused at start-up: roleRefusal)")
    })
    const pool = yield* Effect.acquireRelease(
      Effect.sync(() => {
        const pool = new Pg.Pool({ connectionString: Redacted.value(url), max: Math.max(2, config.clusterPoolSize), application_name: "svc-cluster" })
        pool.on("error", () => {})
        return pool
      }),
      (pool) => Effect.promise(() => pool.end()).pipe(Effect.timeoutOption(Duration.seconds(1)))
    )
    return PgClient.layerFromPool({ acquire: Effect.succeed(pool), applicationName: "svc-cluster", ...clientOptions }).pipe(Layer.orDie)
  })
)

/** The database, migrated: nothing gets the SQL client before the migrations have run. */
export const DatabaseLive = MigrationsLive.pipe(Layer.provideMerge(Connection))
