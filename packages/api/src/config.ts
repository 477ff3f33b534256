import { Config, Data, Duration, Option, Redacted } from "effect"

/** Every environment variable the service reads; the README documents each one. */
// An empty variable counts as unset, as shells and compose files often leave them.
const optionalSecret = (name: string) =>
  Config.option(Config.redacted(name)).pipe(
    Config.map(Option.filter((v) => Redacted.value(v).trim().length > 0))
  )

export const AppConfig = Config.all({
  port: Config.integer("PORT").pipe(Config.withDefault(8080)),
  host: Config.string("HOST").pipe(Config.withDefault("0.0.0.0")),
  databaseUrl: optionalSecret("DATABASE_URL"),
  dataDir: Config.string("SVC_DATA_DIR").pipe(Config.withDefault("./.data")),
  masterKey: optionalSecret("SVC_MASTER_KEY"),
  bootstrapKeys: optionalSecret("SVC_BOOTSTRAP_API_KEY"),
  bootstrapPlan: Config.string("SVC_BOOTSTRAP_PLAN").pipe(Config.withDefault("enterprise")),
  databasePoolSize: Config.integer("SVC_DB_POOL_SIZE").pipe(Config.withDefault(10)),
  // How long a SIGTERM waits for requests in flight before it cuts them off (orders stay on record either way).
  shutdownDrain: Config.duration("SVC_SHUTDOWN_DRAIN").pipe(Config.withDefault(Duration.seconds(25))),
  webhookAllowInsecureTargets: Config.boolean("SVC_WEBHOOK_ALLOW_INSECURE_TARGETS").pipe(Config.withDefault(false))
})
export type AppConfig = Config.Config.Success<typeof AppConfig>

export const isEmbedded = (config: AppConfig): boolean => Option.isNone(config.databaseUrl)

export const bootstrapKeyList = (config: AppConfig): ReadonlyArray<string> =>
  Option.match(config.bootstrapKeys, {
    onNone: () => [],
    onSome: (keys) => Redacted.value(keys).split(",").map((k) => k.trim()).filter((k) => k.length > 0)
  })

/** A configuration the service refuses to start with; main prints the message and exits non-zero. */
export class StartupError extends Data.TaggedError("StartupError")<{ readonly message: string }> {}
