import { catalogueWith, isPurchasable, PlanOverrides, type Plan } from "@svc/domain/billing/plans"
import { Config, Data, Duration, Effect, Either, Option, ParseResult, Redacted, Schema } from "effect"
import { resolve } from "node:path"
import { parseKey, type ParsedKey } from "./apiKeys/keyFormat.js"

// An empty variable counts as unset, as shells and compose files often leave them.
const optionalSecret = (name: string) =>
  Config.option(Config.redacted(name)).pipe(
    Config.map(Option.filter((v) => Redacted.value(v).trim().length > 0))
  )

/** Every environment variable the service reads; the README documents each one. */
/**
 * What this process is: `all` (everything in one process, the default), `runner` (hosts the account actors and the
 * background work) or `api` (HTTP only, a client of the runners). More than one process needs Postgres.
 */
export const Role = Config.literal("all", "runner", "api")("SVC_ROLE").pipe(Config.withDefault("all" as const))

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
  /** The operator's changes to the plan catalogue: JSON keyed by plan id (see the README's Plans section). */
  plans: Config.option(Config.string("SVC_PLANS")).pipe(Config.map(Option.filter((p) => p.trim() !== ""))),
  /** Card payments: `stripe`, `local` (the test provider, charging nothing) or `none`; unset: `local` when embedded. */
  cardProvider: Config.option(Config.literal("stripe", "local", "none")("SVC_CARD_PROVIDER")),
  /** Stripe's secret API key (`sk_live_…`/`sk_test_…`), for SVC_CARD_PROVIDER=stripe. */
  stripeSecretKey: optionalSecret("SVC_STRIPE_SECRET_KEY"),
  /** The signing secret of the Stripe webhook endpoint (`whsec_…`) that points at `/hooks/stripe`. */
  stripeWebhookSecret: optionalSecret("SVC_STRIPE_WEBHOOK_SECRET"),
  /** The Stripe price of each purchasable plan: JSON, plan id to price id (`{"starter":"price_…","scale":"price_…"}`). */
  stripePrices: Config.option(Config.string("SVC_STRIPE_PRICES")).pipe(Config.map(Option.filter((p) => p.trim() !== ""))),
  /** Another address for Stripe's API (a local fake in tests); Stripe's own by default. */
  stripeApiUrl: Config.option(Config.url("SVC_STRIPE_API_URL")),
  /** Crypto payments: `btcpay`, `nowpayments`, `local` (the test provider) or `none`; unset: `local` when embedded. */
  cryptoProvider: Config.option(Config.literal("btcpay", "nowpayments", "local", "none")("SVC_CRYPTO_PROVIDER")),
  btcpayUrl: Config.option(Config.url("SVC_BTCPAY_URL")),
  btcpayApiKey: optionalSecret("SVC_BTCPAY_API_KEY"),
  btcpayStoreId: Config.option(Config.string("SVC_BTCPAY_STORE_ID")).pipe(Config.map(Option.filter((s) => s.trim() !== ""))),
  btcpayWebhookSecret: optionalSecret("SVC_BTCPAY_WEBHOOK_SECRET"),
  nowPaymentsUrl: Config.url("SVC_NOWPAYMENTS_URL").pipe(Config.withDefault(new URL("https://api.nowpayments.io"))),
  nowPaymentsApiKey: optionalSecret("SVC_NOWPAYMENTS_API_KEY"),
  nowPaymentsIpnSecret: optionalSecret("SVC_NOWPAYMENTS_IPN_SECRET"),
  /** The NOWPayments tickers offered at checkout (comma-separated). */
  nowPaymentsCoins: Config.string("SVC_NOWPAYMENTS_COINS").pipe(
    Config.withDefault("btc,eth,ltc,xmr,usdttrc20"),
    Config.map((list) => list.split(",").map((c) => c.trim()).filter((c) => c !== ""))
  ),
  /** How often open checkouts and subscriptions are re-checked at the provider (a notice may never come). */
  billingReconcileInterval: Config.duration("SVC_BILLING_RECONCILE_INTERVAL").pipe(Config.withDefault(Duration.minutes(5))),
  databasePoolSize: Config.integer("SVC_DB_POOL_SIZE").pipe(Config.withDefault(10)),
  clusterPoolSize: Config.integer("SVC_CLUSTER_DB_POOL_SIZE").pipe(Config.withDefault(3)),
  simReset: Config.boolean("SVC_SIM_RESET").pipe(Config.withDefault(false)),
  // How long a SIGTERM waits for requests in flight before it cuts them off (orders stay on record either way).
  shutdownDrain: Config.duration("SVC_SHUTDOWN_DRAIN").pipe(Config.withDefault(Duration.seconds(25))),
  webhookAllowInsecureTargets: Config.boolean("SVC_WEBHOOK_ALLOW_INSECURE_TARGETS").pipe(Config.withDefault(false)),
  gatewayUrl: Config.option(Config.string("SVC_GATEWAY_URL")).pipe(Config.map(Option.filter((u) => u.trim() !== ""))),
  idleWindow: Config.duration("SVC_IDLE_WINDOW").pipe(Config.withDefault(Duration.minutes(15))),
  /** The address people reach the service at: invitation links and the session cookie's `Secure`/`__Host-` follow it. */
  publicUrl: Config.option(Config.url("SVC_PUBLIC_URL")),
  bootstrapOwnerEmail: Config.option(Config.string("SVC_BOOTSTRAP_OWNER_EMAIL")).pipe(
    Config.map(Option.filter((e) => e.trim() !== ""))
  ),
  /** The first owner's password, instead of the one-time setup link. */
  bootstrapOwnerPassword: optionalSecret("SVC_BOOTSTRAP_OWNER_PASSWORD"),
  /**
   * The operator's way back from a lost setup link: at start, while the first owner has not set a password, a new
   * one-time link replaces the old one and is printed once. Set it for one start, then remove it.
   */
  bootstrapOwnerNewSetupLink: Config.boolean("SVC_BOOTSTRAP_OWNER_NEW_SETUP_LINK").pipe(Config.withDefault(false)),
  /** Proxies whose `X-Forwarded-For` is believed (comma-separated addresses); no one's by default. */
  trustedProxies: Config.string("SVC_TRUSTED_PROXIES").pipe(
    Config.withDefault(""),
    Config.map((list) => new Set(list.split(",").map((a) => a.trim()).filter((a) => a !== "")) as ReadonlySet<string>)
  ),
  /** The operator's switch: copy trading paused on this server, its text the reason. */
  copyTradingPaused: Config.option(Config.string("SVC_COPY_TRADING_PAUSED")).pipe(
    Config.map(Option.filter((r) => r.trim() !== ""))
  ),
  // The operator's view (observability/): see the README's "Running in production".
  /** The bearer token `/metrics` asks for; unset: no `/metrics` at all (404), so nothing is exposed by default. */
  metricsToken: optionalSecret("SVC_METRICS_TOKEN"),
  /** A listener of its own for `/metrics` (kept off the public port); unset: `/metrics` is on the main port. */
  metricsPort: Config.option(Config.integer("SVC_METRICS_PORT").pipe(
    Config.validate({ message: "Expected a port number from 0 to 65535", validation: (p) => p >= 0 && p <= 65535 })
  )),
  metricsHost: Config.string("SVC_METRICS_HOST").pipe(Config.withDefault("127.0.0.1")),
  logLevel: Config.literal("all", "trace", "debug", "info", "warning", "error", "fatal", "none")("SVC_LOG_LEVEL").pipe(
    Config.withDefault("info")
  ),
  /** `json` (one object a line, for collectors), `pretty` (for a terminal) or `logfmt` (Effect's key=value lines). */
  logFormat: Config.literal("json", "pretty", "logfmt")("SVC_LOG_FORMAT").pipe(Config.withDefault("json")),
  /** One log line per HTTP request (method, route, status, duration, request id). */
  accessLog: Config.boolean("SVC_ACCESS_LOG").pipe(Config.withDefault(false)),
  /** An OTLP/HTTP collector (`http://collector:4318`); unset: spans are off, at no cost. */
  otlpEndpoint: Config.option(Config.url("OTEL_EXPORTER_OTLP_ENDPOINT")),
  otelServiceName: Config.string("OTEL_SERVICE_NAME").pipe(Config.withDefault("svc")),
  /** Open signals older than this are not copied (spec default 60 s); close signals never expire. */
  copyOpenSignalLifetimeMs: Config.integer("SVC_COPY_OPEN_SIGNAL_LIFETIME_MS").pipe(Config.withDefault(60_000)),
  /** How often the copier's drift check runs besides on resume (it also polls for master deals every second). */
  copyDriftIntervalMs: Config.integer("SVC_COPY_DRIFT_INTERVAL_MS").pipe(Config.withDefault(10_000)),
  /** See Role. */
  role: Role,
  /** The address other processes reach this runner at (SVC_ROLE=runner). */
  runnerHost: Config.string("SVC_RUNNER_HOST").pipe(Config.withDefault("127.0.0.1")),
  runnerPort: Config.integer("SVC_RUNNER_PORT").pipe(
    Config.validate({ message: "Expected a port number from 1 to 65535", validation: (p) => p >= 1 && p <= 65535 }),
    Config.withDefault(34431)
  ),
  /**
   * How often every process writes its heartbeat (the cluster's runner heartbeat and `svc_nodes`); a process silent for
   * three intervals counts as dead.
   */
  runnerHealthCheckInterval: Config.duration("SVC_RUNNER_HEALTH_CHECK_INTERVAL").pipe(Config.withDefault(Duration.seconds(3))),
  /**
   * How often the cluster's health check (a singleton on one runner) pings every runner: a runner that refuses its
   * pings is marked unhealthy and its shards move. Pings cost one message per runner; see AccountActors.clusterSettings.
   */
  runnerPingInterval: Config.duration("SVC_RUNNER_PING_INTERVAL").pipe(Config.withDefault(Duration.seconds(1))),
  /**
   * How long a runner's heartbeat (and shard locks) stay good without a refresh: a runner silent this long is dropped
   * by every process even when the health check cannot see it (the check itself ran on that runner). Unset: three
   * heartbeat intervals. See AccountActors.clusterSettings.
   */
  shardLockExpiration: Config.option(Config.duration("SVC_SHARD_LOCK_EXPIRATION").pipe(
    // The cluster stores lock ages in whole seconds and refreshes every third of this.
    Config.validate({ message: "Expected at least 3 seconds", validation: (d) => Duration.toMillis(d) >= 3000 })
  )),
  /** How often every process re-reads the runners and recomputes which runner owns which shard. */
  clusterRefreshInterval: Config.duration("SVC_CLUSTER_REFRESH_INTERVAL").pipe(Config.withDefault(Duration.seconds(1))),
  /**
   * The longest an order waits for its account's actor on another process (an API node's call to a runner). Past it
   * the request answers with the order's truth (502 ORDER_UNRESOLVED while it is unconfirmed) or 503
   * RUNTIME_UNAVAILABLE, and its idempotency key is free for a retry through any node. Longer than the slowest
   * healthy order: a `warm_on_demand` account's login (a minute) and the broker's answer.
   */
  accountCallTimeout: Config.duration("SVC_ACCOUNT_CALL_TIMEOUT").pipe(
    Config.validate({ message: "Expected at least 1 second", validation: (d) => Duration.toMillis(d) >= 1000 }),
    Config.withDefault(Duration.seconds(90))
  )
})
export type AppConfig = Config.Config.Success<typeof AppConfig>

export const isEmbedded = (config: AppConfig): boolean => Option.isNone(config.databaseUrl)

/**
 * Why this role cannot run with these settings: several processes share state only through Postgres (an embedded
 * PGlite belongs to one process), and a runner hosts real terminal sessions, so it needs the terminal gateway (each
 * runner's own simulated broker would be a different broker).
 */
export const roleRefusal = (config: AppConfig): string | undefined => {
  if (config.role === "all") return undefined
  if (isEmbedded(config)) {
    return `SVC_ROLE=${config.role} needs DATABASE_URL (Postgres): the embedded database serves one process only; ` +
      "use SVC_ROLE=all (the default) without DATABASE_URL"
  }
  if (config.role === "runner" && Option.isNone(config.gatewayUrl)) {
    return "SVC_ROLE=runner needs SVC_GATEWAY_URL (the terminal gateway every runner shares)"
  }
  return undefined
}

/** The card provider this server uses, if any. */
export const cardProviderOf = (config: AppConfig): "stripe" | "local" | "none" =>
  Option.getOrElse(config.cardProvider, () => isEmbedded(config) ? "local" as const : "none" as const)

/** The crypto provider this server uses, if any. */
export const cryptoProviderOf = (config: AppConfig): "btcpay" | "nowpayments" | "local" | "none" =>
  Option.getOrElse(config.cryptoProvider, () => isEmbedded(config) ? "local" as const : "none" as const)

/** The settings the chosen crypto provider cannot run without, named when missing. */
export const cryptoSettingsRefusal = (config: AppConfig): string | undefined => {
  const provider = cryptoProviderOf(config)
  const required: ReadonlyArray<readonly [string, Option.Option<unknown>]> = provider === "btcpay"
    ? [["SVC_BTCPAY_URL", config.btcpayUrl], ["SVC_BTCPAY_API_KEY", config.btcpayApiKey], ["SVC_BTCPAY_STORE_ID", config.btcpayStoreId], [
      "SVC_BTCPAY_WEBHOOK_SECRET",
      config.btcpayWebhookSecret
    ]]
    : provider === "nowpayments"
    ? [["SVC_NOWPAYMENTS_API_KEY", config.nowPaymentsApiKey], ["SVC_NOWPAYMENTS_IPN_SECRET", config.nowPaymentsIpnSecret]]
    : []
  const missing = required.filter(([, v]) => Option.isNone(v)).map(([name]) => name)
  return missing.length === 0 ? undefined : `SVC_CRYPTO_PROVIDER=${provider} needs ${missing.join(", ")}`
}

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

const decodeOverrides = Schema.decodeUnknownEither(Schema.parseJson(PlanOverrides), { onExcessProperty: "error" })

/** The plan catalogue with the operator's overrides, or why `SVC_PLANS` is refused. */
export const planCatalogue = (config: AppConfig): { readonly plans: ReadonlyArray<Plan> } | { readonly refusal: string } => {
  if (Option.isNone(config.plans)) return { plans: catalogueWith({}) }
  const decoded = decodeOverrides(config.plans.value)
  return Either.isRight(decoded)
    ? { plans: catalogueWith(decoded.right) }
    : { refusal: `SVC_PLANS is not a valid plan override: ${ParseResult.TreeFormatter.formatErrorSync(decoded.left)}` }
}

/** The bootstrap settings read once: the plan of new workspaces and each configured key, or why they are refused. */
export const bootstrapSettings = (
  config: AppConfig
): { readonly plan: Plan; readonly keys: ReadonlyArray<ParsedKey> } | { readonly refusal: string } => {
  const catalogue = planCatalogue(config)
  if ("refusal" in catalogue) return catalogue
  const plan = catalogue.plans.find((p) => p.id === config.bootstrapPlan)
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

const decodeStripePrices = Schema.decodeUnknownEither(
  Schema.parseJson(Schema.Record({ key: Schema.String, value: Schema.String.pipe(Schema.startsWith("price_")) }))
)

/** What the Stripe adapter needs, read once from its settings. */
export interface StripeSettings {
  readonly secretKey: Redacted.Redacted<string>
  readonly webhookSecret: Redacted.Redacted<string>
  /** Plan id to Stripe price id. */
  readonly prices: Readonly<Record<string, string>>
  /** Where Stripe sends the payer back after Checkout and the portal (the install's public address). */
  readonly returnUrl: URL
  readonly apiUrl: URL | undefined
}

/** The Stripe settings, or why they are refused; undefined when Stripe is not the card provider. */
export const stripeSettings = (config: AppConfig): StripeSettings | { readonly refusal: string } | undefined => {
  if (cardProviderOf(config) !== "stripe") return undefined
  const missing = [
    Option.isNone(config.stripeSecretKey) ? "SVC_STRIPE_SECRET_KEY" : undefined,
    Option.isNone(config.stripeWebhookSecret) ? "SVC_STRIPE_WEBHOOK_SECRET" : undefined,
    Option.isNone(config.stripePrices) ? "SVC_STRIPE_PRICES" : undefined,
    Option.isNone(config.publicUrl) ? "SVC_PUBLIC_URL" : undefined
  ].filter((name) => name !== undefined)
  if (missing.length > 0) return { refusal: `SVC_CARD_PROVIDER=stripe needs ${missing.join(", ")}` }
  const prices = decodeStripePrices(Option.getOrThrow(config.stripePrices))
  if (Either.isLeft(prices)) {
    return { refusal: `SVC_STRIPE_PRICES is not a JSON object of plan ids to Stripe price ids (price_…): ${ParseResult.TreeFormatter.formatErrorSync(prices.left)}` }
  }
  const catalogue = planCatalogue(config)
  if ("refusal" in catalogue) return catalogue
  const forSale: ReadonlyArray<string> = catalogue.plans.filter(isPurchasable).map((p) => p.id)
  const unpriced = forSale.filter((id) => prices.right[id] === undefined)
  if (unpriced.length > 0) return { refusal: `SVC_STRIPE_PRICES names no Stripe price for ${unpriced.join(", ")}` }
  const unknown = Object.keys(prices.right).filter((id) => !forSale.includes(id))
  if (unknown.length > 0) return { refusal: `SVC_STRIPE_PRICES names plans that are not for sale: ${unknown.join(", ")}` }
  return {
    secretKey: Option.getOrThrow(config.stripeSecretKey),
    webhookSecret: Option.getOrThrow(config.stripeWebhookSecret),
    prices: prices.right,
    returnUrl: Option.getOrThrow(config.publicUrl),
    apiUrl: Option.getOrUndefined(config.stripeApiUrl)
  }
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
  const stripe = stripeSettings(config)
  const refusal = roleRefusal(config) ?? masterKeyRefusal(config) ?? ("refusal" in bootstrap ? bootstrap.refusal : undefined) ??
    (stripe !== undefined && "refusal" in stripe ? stripe.refusal : undefined) ?? cryptoSettingsRefusal(config)
  if (refusal !== undefined) return yield* new StartupError({ message: refusal })
  return config
})
