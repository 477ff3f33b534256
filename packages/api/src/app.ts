import { Singleton } from "@effect/cluster"
import { HttpApiBuilder } from "@effect/platform"
import { Api } from "@svc/domain/api/Api"
import { GatewayTerminalDriver } from "@svc/terminal-runtime/gateway/GatewayTerminalDriver"
import { SimBroker } from "@svc/terminal-runtime/sim/SimBroker"
import { SimTerminalDriver } from "@svc/terminal-runtime/sim/SimTerminalDriver"
import type { TerminalDriver } from "@svc/terminal-runtime/terminal/TerminalDriver"
import { Effect, Layer, Option } from "effect"
import { join } from "node:path"
import { AccountDataLive } from "./accountData/http.js"
import { AlertHooksLive } from "./alertHooks/http.js"
import { AccountKeeper } from "./accounts/AccountKeeper.js"
import { BootLive } from "./accounts/Boot.js"
import { AccountEventReadersLive } from "./accounts/accountEventReaders.js"
import { AccountsLive } from "./accounts/http.js"
import { SqlAccountStore } from "./accounts/SqlAccountStore.js"
import * as AccountActors from "./actors/AccountActors.js"
import { ApiKeysLive } from "./apiKeys/http.js"
import { AuthLive } from "./auth/http.js"
import { BillingNoticesLive, BillingProcessingLive, BillingProcessor, BillingReconciler } from "./billing/BillingProcessor.js"
import { BillingLive } from "./billing/http.js"
import { LocalCardProvider } from "./billing/LocalCardProvider.js"
import { BtcPayCryptoProvider } from "./billing/BtcPayCryptoProvider.js"
import { BillingInboundLive } from "./billing/inboundHttp.js"
import { LocalCryptoProvider } from "./billing/LocalCryptoProvider.js"
import { NowPaymentsCryptoProvider } from "./billing/NowPaymentsCryptoProvider.js"
import { StripeCardProvider } from "./billing/StripeCardProvider.js"
import { AppConfig, cardProviderOf, cryptoProviderOf, cryptoSettingsRefusal, roleRefusal, StartupError, stripeSettings } from "./config.js"
import { Copier, CopierLive } from "./copy/Copier.js"
import { DealSignals } from "./copy/DealSignals.js"
import { CopyLive } from "./copy/http.js"
import { DatabaseLive } from "./db/Database.js"
import { EventReaders } from "./events/EventReaders.js"
import { Outbox } from "./events/Outbox.js"
import { HealthLive } from "./health/http.js"
import { BootstrapOwnerLive } from "./members/BootstrapOwner.js"
import { MembersLive } from "./members/http.js"
import { ErrorMappingLive } from "./http/errorMapping.js"
import { withHttpServer } from "./http/Server.js"
import { instrumentTerminal } from "./observability/Metrics.js"
import { ScrapedMetricsLive } from "./observability/http.js"
import { OrdersLive } from "./orders/http.js"
import { OrderEventReadersLive } from "./orders/orderEventReaders.js"
import type { KeyProvider } from "./secrets/KeyProvider.js"
import { LocalKeyProviderLive, MasterKeyCheckLive } from "./secrets/LocalKeyProvider.js"
import { SecretStore } from "./secrets/SecretStore.js"
import { SessionLive } from "./session/http.js"
import { SqlTradingStore } from "./trading/SqlTradingStore.js"
import { TradingLive } from "./trading/http.js"
import { WavesLive } from "./waves/http.js"
import { WebhookDeliveryLive } from "./webhooks/delivery.js"
import { WebhooksLive } from "./webhooks/http.js"
import { BootstrapLive } from "./workspace/Bootstrap.js"
import { WorkspaceLive } from "./workspace/http.js"

/**
 * The composition root: each feature brings its own services (its `<Feature>Live`); this file only puts the
 * features on the infrastructure they share, and orders what must happen first as dependencies.
 */
export interface AppOptions {
  /** Where data keys are wrapped; by default the local master key (SVC_MASTER_KEY or the embedded key file). */
  readonly keyProvider?: Layer.Layer<KeyProvider, unknown>
  /** The terminal driver; by default the gateway at SVC_GATEWAY_URL, or the simulated broker when that is unset. */
  readonly terminal?: Layer.Layer<TerminalDriver, unknown>
  /** Encode and decode messages to local account actors as if they crossed runners (the tests' guard). */
  readonly simulateRemoteSerialization?: boolean
}

/**
 * The embedded default's simulated broker, its books kept in `<SVC_DATA_DIR>/sim` across restarts; `reset` starts it
 * without accounts (ticket numbers carry on).
 */
export const embeddedSimulator = (dataDir: string, reset: boolean): Layer.Layer<TerminalDriver | SimBroker> =>
  SimTerminalDriver.layer.pipe(Layer.provideMerge(SimBroker.layer({ stateDir: join(dataDir, "sim"), resetState: reset })))

/** A real terminal gateway when one is configured; the simulated broker otherwise (the embedded default). */
const DefaultTerminal: Layer.Layer<TerminalDriver, unknown> = Layer.unwrapEffect(
  Effect.map(AppConfig, (config) =>
    Option.match(config.gatewayUrl, {
      onNone: () => embeddedSimulator(config.dataDir, config.simReset),
      onSome: (u) => GatewayTerminalDriver.layer({ url: u })
    }))
)

/**
 * The card provider this server is configured with; none leaves the port out (checkout by card answers 503
 * `CARD_UNAVAILABLE`); Stripe also answers its webhook at `/hooks/stripe`. The local provider's controls stay
 * reachable as `LocalCardProvider` (tests tell it to pay).
 */
const CardProviderLive: Layer.Layer<never> = Layer.unwrapEffect(
  Effect.gen(function*() {
    const config = yield* AppConfig
    const provider = cardProviderOf(config)
    if (provider === "local") return LocalCardProvider.layer
    if (provider === "none") return Layer.empty
    const stripe = stripeSettings(config)
    // main refuses these settings before starting (validateConfig); a caller that builds the layer directly gets the same.
    if (stripe === undefined || "refusal" in stripe) return yield* Effect.dieMessage(stripe?.refusal ?? "Stripe is not configured")
    return StripeCardProvider.layer(stripe)
  })
).pipe(Layer.orDie)

/** Likewise the crypto provider: none leaves the port out (crypto checkout answers 503 `CRYPTO_UNAVAILABLE`). */
const CryptoProviderLive: Layer.Layer<never> = Layer.unwrapEffect(Effect.gen(function*() {
  const config = yield* AppConfig
  const refusal = cryptoSettingsRefusal(config)
  if (refusal !== undefined) return yield* new StartupError({ message: refusal })
  const setting = <A>(o: Option.Option<A>) => Option.getOrThrow(o)
  switch (cryptoProviderOf(config)) {
    case "btcpay":
      return BtcPayCryptoProvider.layer({
        url: setting(config.btcpayUrl).toString(),
        apiKey: setting(config.btcpayApiKey),
        storeId: setting(config.btcpayStoreId),
        webhookSecret: setting(config.btcpayWebhookSecret)
      })
    case "nowpayments":
      return NowPaymentsCryptoProvider.layer({
        url: config.nowPaymentsUrl.toString(),
        apiKey: setting(config.nowPaymentsApiKey),
        ipnSecret: setting(config.nowPaymentsIpnSecret),
        coins: config.nowPaymentsCoins,
        ...Option.match(config.publicUrl, {
          onNone: () => ({}),
          onSome: (u) => ({ ipnCallbackUrl: new URL("/hooks/nowpayments", u).toString() })
        })
      })
    case "local":
      return LocalCryptoProvider.layer
    case "none":
      return Layer.empty
  }
})).pipe(Layer.orDie)

/**
 * The HTTP API. `settled` runs before the waves and alerts resume: in one process the boot (stale sessions to
 * standby first); with several processes nothing (the runners' AccountKeeper brings accounts up, and a starting
 * node must not put another runner's live sessions to standby).
 */
const apiOn = (settled: typeof BootLive | Layer.Layer<never>) =>
  HttpApiBuilder.api(Api).pipe(
    Layer.provide(Layer.mergeAll(
      HealthLive, AccountsLive, AccountDataLive, TradingLive, OrdersLive, ApiKeysLive, WorkspaceLive, WebhooksLive,
      SessionLive, MembersLive, CopyLive, BillingLive, BillingInboundLive,
      // After the boot has put stale sessions to standby: the waves it resumes then see the accounts' states as they are.
      WavesLive.pipe(Layer.provide(settled)),
      // Likewise: alerts a stop left accepted run once the boot has settled the accounts' states.
      AlertHooksLive.pipe(Layer.provide(settled))
    )),
    Layer.provide(ErrorMappingLive),
    Layer.provide(AuthLive)
  )

// The dispatcher starts sending once every feature's event readers are registered (see WebhookDeliveryLive).
const WebhookDelivery = WebhookDeliveryLive.pipe(
  Layer.provide(Layer.mergeAll(OrderEventReadersLive, AccountEventReadersLive)),
  Layer.provide(EventReaders.Default)
)

/**
 * What every role stands on: the migrated database with its first workspace and owner, the secrets and the outbox.
 * A missing master key is reported before the database is even tried; nothing runs on a database that is not
 * migrated and provisioned with its first workspace. The first owner joins the workspace the key bootstrap made, so
 * it runs after it.
 */
const foundation = (options: AppOptions) => {
  const Storage = Layer.merge(BootstrapOwnerLive, BootstrapLive).pipe(
    Layer.provide(BootstrapLive),
    Layer.provideMerge(DatabaseLive),
    Layer.provide(MasterKeyCheckLive)
  )
  // The operator's view (observability/): every role has /metrics, its registry and the metrics listener.
  return Layer.mergeAll(SecretStore.Default, Outbox.Default, ScrapedMetricsLive, DealSignals.Default).pipe(
    Layer.provideMerge(options.keyProvider ?? LocalKeyProviderLive),
    Layer.provideMerge(Storage)
  )
}

// The actors' ports get their Postgres adapters here: the actor wiring (actors/) never imports a feature.
const Stores = Layer.mergeAll(SqlTradingStore.layer, SqlAccountStore.layer)

const Payments = Layer.merge(CardProviderLive, CryptoProviderLive)

/** SVC_ROLE=all: everything in one process, the account actors on a single in-memory runner (today's service). */
const single = (options: AppOptions) => {
  const Actors = AccountActors.layer(options).pipe(
    Layer.provideMerge(Stores),
    Layer.provideMerge(instrumentTerminal(options.terminal ?? DefaultTerminal))
  )
  // The copier starts once the boot has settled the accounts' states, like the waves it shares the actors with.
  return Layer.mergeAll(apiOn(BootLive), BootLive, WebhookDelivery, BillingProcessingLive, CopierLive.pipe(Layer.provide(BootLive))).pipe(
    Layer.provideMerge(Payments),
    Layer.provideMerge(Actors),
    Layer.provideMerge(foundation(options))
  )
}

/**
 * The background work that must run once across the cluster, each an @effect/cluster singleton: it runs on the
 * runner that owns its shard, and moves with it when that runner dies or stops.
 */
const ClusterSingletons = Layer.mergeAll(
  Singleton.make("svc/webhook-delivery", Layer.launch(WebhookDelivery)),
  Singleton.make("svc/account-keeper", AccountKeeper.run),
  // One copier across the cluster: its journal keeps copies at most once whatever runs, the singleton keeps the work single.
  Singleton.make("svc/copier", Effect.flatMap(Copier, (copier) => copier.run)).pipe(Layer.provide(Copier.Default)),
  // One reconciler: two passing over the same provider objects at once would only repeat each other's reads.
  Singleton.make("svc/billing-reconciler", BillingReconciler.run).pipe(Layer.provide(BillingProcessor.Default))
)

/** The singletons, and a line in the log when a stop reaches them (built after them, so released before them). */
export const ClusterJobsLive = Layer.scopedDiscard(
  Effect.addFinalizer(() => Effect.logInfo("shutdown: stopping this runner's singletons"))
).pipe(Layer.provideMerge(ClusterSingletons))

/**
 * SVC_ROLE=runner: hosts the account actors (shards over Postgres) and the cluster's singletons; it answers HTTP
 * too (the same API as an API node: health checks, and any request a load balancer sends it).
 */
const runnerNode = (options: AppOptions) => {
  // The entity below the API and the singletons, so that a stop releases them first and the runner keeps serving its
  // accounts meanwhile. Tried the other way (the entity released first, the runner leaving the cluster right after
  // the drain): at 300 accounts every account then took longer to answer again after a SIGTERM (4 runs of 4), the
  // runner left taking the stopped one's traffic while the shards stayed locked (see AccountActors.runnerEntities).
  const Actors = AccountActors.runnerEntities.pipe(
    Layer.provideMerge(AccountActors.runnerCluster),
    Layer.provideMerge(Stores),
    Layer.provideMerge(instrumentTerminal(options.terminal ?? DefaultTerminal))
  )
  return Layer.mergeAll(apiOn(Layer.empty), ClusterJobsLive, BillingNoticesLive).pipe(
    Layer.provideMerge(Payments),
    Layer.provideMerge(Actors),
    Layer.provideMerge(foundation(options))
  )
}

/** SVC_ROLE=api: HTTP only, a client of the runners; it hosts no actor and runs no background work but billing notices. */
const apiNode = (options: AppOptions) =>
  Layer.mergeAll(apiOn(Layer.empty), BillingNoticesLive).pipe(
    Layer.provideMerge(Payments),
    Layer.provideMerge(AccountActors.clientLayer),
    Layer.provideMerge(Stores),
    Layer.provideMerge(foundation(options))
  )

/** Everything but the HTTP server, for the configured role. */
const application = (options: AppOptions) =>
  Layer.unwrapEffect(Effect.gen(function*() {
    const config = yield* AppConfig
    // main refuses these settings before starting (validateConfig); a caller that builds the layer directly gets the same.
    const refusal = roleRefusal(config)
    if (refusal !== undefined) return yield* new StartupError({ message: refusal })
    switch (config.role) {
      case "all":
        return single(options)
      case "runner":
        return runnerNode(options)
      case "api":
        return apiNode(options)
    }
  }))

/** The whole service: the application served over HTTP. `main` launches it with the defaults; the tests choose. */
export const layer = (options: AppOptions = {}) => withHttpServer(application(options))
