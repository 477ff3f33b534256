import { planById, type Plan } from "@svc/domain/billing/plans"
import { Config, Data, Duration, Effect, Option, Redacted } from "effect"
import { resolve } from "node:path"
import { parseKey, type ParsedKey } from "./keys/keyFormat.js"

/** Every environment variable the service reads; the README documents each one. */
// An empty variable counts as unset, as shells and compose files often leave them.
const optionalSecret = (name: string) =>
  Config.option(Config.redacted(name)).pipe(
    Config.map(Option.filter((v) => Redacted.value(v).trim().length > 0))
  )

export const AppConfig = Config.all({
  port: Config.integer("PORT").pipe(
    Config.validate({ message: "Expected a port number from 0 to 65535", validation: (p) => p >= 0 && p <= 65535 }),
    Config.withDefault(8080)
  ),
  // Loopback unless told otherwise: the first start prints an admin key, and that should not be on every interface.
  host: Config.string("HOST").pipe(Config.withDefault("127.0.0.1")),
  databaseUrl: optionalSecret("DATABASE_URL"),
  // Resolved once, against the directory the service is started from (the repository root in the quick start).
  dataDir: Config.string("SVC_DATA_DIR").pipe(Config.withDefault("./.data"), Config.map((dir) => resolve(dir))),
  masterKey: optionalSecret("SVC_MASTER_KEY"),
  bootstrapKeys: optionalSecret("SVC_BOOTSTRAP_API_KEY"),
  bootstrapPlan: Config.string("SVC_BOOTSTRAP_PLAN").pipe(Config.withDefault("enterprise")),
  databasePoolSize: Config.integer("SVC_DB_POOL_SIZE").pipe(Config.withDefault(10)),
  simReset: Config.boolean("SVC_SIM_RESET").pipe(Config.withDefault(false)),
  // How long a SIGTERM waits for requests in flight before it cuts them off (orders stay on record either way).
  shutdownDrain: Config.duration("SVC_SHUTDOWN_DRAIN").pipe(Config.withDefault(Duration.seconds(25))),
  webhookAllowInsecureTargets: Config.boolean("SVC_WEBHOOK_ALLOW_INSECURE_TARGETS").pipe(Config.withDefault(false)),
  gatewayUrl: Config.option(Config.string("SVC_GATEWAY_URL")).pipe(Config.map(Option.filter((u) => u.trim() !== ""))),
  idleWindow: Config.duration("SVC_IDLE_WINDOW").pipe(Config.withDefault(Duration.minutes(15)))
})
export type AppConfig = Config.Config.Success<typeof AppConfig>

export const isEmbedded = (config: AppConfig): boolean => Option.isNone(config.databaseUrl)

const bootstrapKeyList = (config: AppConfig): ReadonlyArray<string> =>
  Option.match(config.bootstrapKeys, {
    onNone: () => [],
    onSome: (keys) => Redacted.value(keys).split(",").map((k) => k.trim()).filter((k) => k.length > 0)
  })

/** A configuration the service refuses to start with; main prints the message and exits non-zero. */
export class StartupError extends Data.TaggedError("StartupError")<{ readonly message: string }> {}

/** What the master-key settings forbid, read from the settings alone (the embedded key file is read later). */
export const masterKeyRefusal = (config: AppConfig): string | undefined => {
  if (Option.isSome(config.masterKey)) {
    const bytes = Buffer.from(Redacted.value(config.masterKey.value).trim(), "base64").length
    return bytes === 32 ? undefined : `SVC_MASTER_KEY must be base64 of exactly 32 bytes (got ${bytes} bytes)`
  }
  return isEmbedded(config)
    ? undefined
    : "SVC_MASTER_KEY is required when DATABASE_URL is set: give it base64 of 32 random bytes " +
      "(for example `openssl rand -base64 32`). It encrypts broker passwords; keep it out of the database."
}

/** The bootstrap settings read once: the plan of new workspaces and each configured key, or why they are refused. */
export const bootstrapSettings = (
  config: AppConfig
): { readonly plan: Plan; readonly keys: ReadonlyArray<ParsedKey> } | { readonly refusal: string } => {
  const plan = planById(config.bootstrapPlan)
  if (plan === undefined) return { refusal: `SVC_BOOTSTRAP_PLAN names no plan: ${config.bootstrapPlan}` }
  const keys: Array<ParsedKey> = []
  for (const [i, full] of bootstrapKeyList(config).entries()) {
    const key = parseKey(full)
    if (key === undefined) {
      return {
        refusal: `SVC_BOOTSTRAP_API_KEY entry ${i + 1} is not a key of the form svc_live_<id>_<secret> or ` +
          "svc_test_<id>_<secret> (base62 id of 8-64, secret of 20-128 characters)"
      }
    }
    keys.push(key)
  }
  return { plan, keys }
}

/**
 * Everything about the configuration that can be known without touching anything: main runs it before the first
 * side effect (data folder, database, bootstrap workspace, printed key), so a bad setting leaves no trace. The
 * layers that use these settings apply the same checks for callers that build them directly (the tests).
 */
export const validateConfig: Effect.Effect<AppConfig, StartupError> = Effect.gen(function*() {
  const config = yield* AppConfig.pipe(
    Effect.mapError((e) => new StartupError({ message: `invalid configuration: ${String(e).replace(/^\(|\)$/g, "")}` }))
  )
  const bootstrap = bootstrapSettings(config)
  const refusal = masterKeyRefusal(config) ?? ("refusal" in bootstrap ? bootstrap.refusal : undefined)
  if (refusal !== undefined) return yield* new StartupError({ message: refusal })
  return config
})
