import { HttpApiBuilder, HttpMiddleware, HttpServer } from "@effect/platform"
import { NodeHttpServer } from "@effect/platform-node"
import { Api } from "@svc/domain/api/Api"
import { Effect, Layer, Option } from "effect"
import { join } from "node:path"
import { Accounts } from "../accounts/Accounts.js"
import { AccountsRepo } from "../accounts/AccountsRepo.js"
import { AccountsHttp } from "../accounts/http.js"
import { AppConfig } from "../config.js"
import { AuthenticationLive } from "../auth/AuthenticationLive.js"
import { KeyUsage } from "../auth/KeyUsage.js"
import { DatabaseWithMigrations } from "../db/Database.js"
import { HealthHttp } from "../health/http.js"
import { ApiKeys } from "../keys/ApiKeys.js"
import { ApiKeysRepo } from "../keys/ApiKeysRepo.js"
import { ApiKeysHttp } from "../keys/http.js"
import type { KeyProvider } from "../secrets/KeyProvider.js"
import { LocalKeyProviderLive, MasterKeyCheckLive } from "../secrets/LocalKeyProvider.js"
import { SecretStore } from "../secrets/SecretStore.js"
import { BootstrapLive } from "../workspaces/Bootstrap.js"
import { WorkspaceHttp } from "../workspaces/http.js"
import { WebhooksHttp } from "../webhooks/http.js"
import { WebhooksServicesLive, WebhookWorkersLive } from "../webhooks/layer.js"
import { WorkspacesRepo } from "../workspaces/WorkspacesRepo.js"
import { AccountLifecycle } from "../accounts/AccountLifecycle.js"
import { Outbox } from "../events/Outbox.js"
import { BootLive } from "../runtime/boot.js"
import { makeRuntimeLayer } from "../runtime/RuntimeLive.js"
import { AccountDataHttp } from "../trading/accountDataHttp.js"
import { TradingEventReadersLive } from "../trading/eventReaders.js"
import { TradingHttp } from "../trading/http.js"
import { OrdersHttp } from "../trading/ordersHttp.js"
import { Trading } from "../trading/Trading.js"
import { GatewayTerminalDriver } from "@svc/terminal-runtime/gateway/GatewayTerminalDriver"
import { SimBroker } from "@svc/terminal-runtime/sim/SimBroker"
import { SimTerminalDriver } from "@svc/terminal-runtime/sim/SimTerminalDriver"
import type { TerminalDriver } from "@svc/terminal-runtime/terminal/TerminalDriver"
import { DocsLive } from "./docs.js"
import { ErrorMappingLive } from "./errorMapping.js"
import { Listener, ListenerLive } from "./Listener.js"
import { requestIdMiddleware } from "./requestId.js"

const HandlersLive = Layer.mergeAll(
  HealthHttp, AccountsHttp, AccountDataHttp, TradingHttp, OrdersHttp, ApiKeysHttp, WorkspaceHttp, WebhooksHttp
)

const ApiLive = HttpApiBuilder.api(Api).pipe(
  Layer.provide(HandlersLive),
  Layer.provide(ErrorMappingLive),
  Layer.provide(AuthenticationLive)
)

/**
 * The embedded default's simulated broker, its books kept in `<SVC_DATA_DIR>/sim` across restarts; `reset` starts it
 * without accounts (ticket numbers carry on).
 */
export const embeddedSimulator = (dataDir: string, reset: boolean): Layer.Layer<TerminalDriver | SimBroker> =>
  SimTerminalDriver.pipe(Layer.provideMerge(SimBroker.layerWith({ stateDir: join(dataDir, "sim"), resetState: reset })))

/** A real terminal gateway when one is configured; the simulated broker otherwise (the embedded default). */
const DefaultTerminal: Layer.Layer<TerminalDriver, unknown> = Layer.unwrapEffect(
  Effect.map(AppConfig, (config) =>
    Option.match(config.gatewayUrl, {
      onNone: () => embeddedSimulator(config.dataDir, config.simReset),
      onSome: (u) => GatewayTerminalDriver.layer({ url: u })
    }))
)

/** Everything but the listener: the composition root shared by main and the tests. */

export const makeAppLayer = (
  keyProvider: Layer.Layer<KeyProvider, unknown>,
  terminal: Layer.Layer<TerminalDriver, unknown>,
  runtime: { readonly simulateRemoteSerialization?: boolean } = {}
) => {
  const Storage = DatabaseWithMigrations.pipe(Layer.provide(MasterKeyCheckLive))
  const Services = Layer.mergeAll(
    Accounts.Default, AccountsRepo.Default, ApiKeys.Default, ApiKeysRepo.Default, WorkspacesRepo.Default, KeyUsage.Default,
    SecretStore.Default, Outbox.Default
  ).pipe(Layer.provideMerge(keyProvider))
  const Runtime = makeRuntimeLayer(runtime).pipe(Layer.provideMerge(terminal))
  const Features = Layer.mergeAll(AccountLifecycle.Default, Trading.Default, BootLive).pipe(Layer.provideMerge(Runtime))
  return ApiLive.pipe(
    Layer.provideMerge(Features),
    // Readers are registered before the dispatcher starts, so no delivery goes out with the bare stored payload.
    Layer.provideMerge(WebhookWorkersLive),
    Layer.provideMerge(TradingEventReadersLive),
    Layer.provideMerge(WebhooksServicesLive),
    Layer.provideMerge(Services),
    Layer.provideMerge(BootstrapLive.pipe(Layer.provide([WorkspacesRepo.Default, ApiKeysRepo.Default]))),
    Layer.provideMerge(Storage)
  )
}

/**
 * Spans are off: the service bundles no trace exporter, so every span (one per request from the HTTP tracer
 * middleware, with a parsed URL and every header as an attribute, and one per `Effect.fn` call) was built for
 * nobody; measured on the order path, about a tenth of its CPU. Whoever adds an exporter's Tracer layer drops these.
 */
const withoutSpans = <A, E, R>(layer: Layer.Layer<A, E, R>) =>
  HttpMiddleware.withTracerDisabledWhen(layer, () => true).pipe(Layer.provide(Layer.setTracerEnabled(false)))

export const makeServerLayer = (options: {
  readonly keyProvider?: Layer.Layer<KeyProvider, unknown>
  /** The terminal driver; by default the gateway at SVC_GATEWAY_URL, or the simulated broker when that is unset. */
  readonly terminal?: Layer.Layer<TerminalDriver, unknown>
  /** Encode and decode messages to local account actors as if they crossed runners (the tests' guard). */
  readonly simulateRemoteSerialization?: boolean
} = {}) =>
  // Built last, so released first: on shutdown the listener drains before the handler and the application go.
  Layer.scopedDiscard(Effect.flatMap(Listener, (listener) => Effect.addFinalizer(() => listener.drain))).pipe(
    Layer.provideMerge(HttpApiBuilder.serve(requestIdMiddleware).pipe(Layer.provide(DocsLive), HttpServer.withLogAddress)),
    // The listener opens only once the whole application is built: no connection is taken that nothing answers.
    Layer.provideMerge(ListenerLive),
    Layer.provideMerge(makeAppLayer(options.keyProvider ?? LocalKeyProviderLive, options.terminal ?? DefaultTerminal, options)),
    // What NodeHttpServer.layer brings besides the listener: node's platform services for responses.
    Layer.provideMerge(NodeHttpServer.layerContext),
    withoutSpans
  )
