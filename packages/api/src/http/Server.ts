import { HttpApiBuilder, HttpServer } from "@effect/platform"
import { NodeHttpServer } from "@effect/platform-node"
import { Api } from "@svc/domain/api/Api"
import { Effect, Layer } from "effect"
import { createServer } from "node:http"
import { Accounts } from "../accounts/Accounts.js"
import { AccountsHttp } from "../accounts/http.js"
import { AuthenticationLive } from "../auth/AuthenticationLive.js"
import { KeyUsage } from "../auth/KeyUsage.js"
import { AppConfig } from "../config.js"
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
import { WorkspacesRepo } from "../workspaces/WorkspacesRepo.js"
import { DocsLive } from "./docs.js"
import { ErrorMappingLive } from "./errorMapping.js"
import { requestIdMiddleware } from "./requestId.js"

const HandlersLive = Layer.mergeAll(HealthHttp, AccountsHttp, ApiKeysHttp, WorkspaceHttp)

const ApiLive = HttpApiBuilder.api(Api).pipe(
  Layer.provide(HandlersLive),
  Layer.provide(ErrorMappingLive),
  Layer.provide(AuthenticationLive)
)

/** Everything but the listener: the composition root shared by main and the tests. */
export const makeAppLayer = (keyProvider: Layer.Layer<KeyProvider, unknown>) => {
  const Storage = DatabaseWithMigrations.pipe(Layer.provide(MasterKeyCheckLive))
  const Services = Layer.mergeAll(Accounts.Default, ApiKeys.Default, ApiKeysRepo.Default, WorkspacesRepo.Default, KeyUsage.Default, SecretStore.Default)
    .pipe(Layer.provideMerge(keyProvider))
  return ApiLive.pipe(
    Layer.provideMerge(Services),
    Layer.provideMerge(BootstrapLive.pipe(Layer.provide([WorkspacesRepo.Default, ApiKeysRepo.Default]))),
    Layer.provideMerge(Storage)
  )
}

export const makeServerLayer = (options: {
  readonly keyProvider?: Layer.Layer<KeyProvider, unknown>
} = {}) =>
  HttpApiBuilder.serve(requestIdMiddleware).pipe(
    Layer.provide(DocsLive),
    Layer.provide(makeAppLayer(options.keyProvider ?? LocalKeyProviderLive)),
    HttpServer.withLogAddress,
    Layer.provideMerge(Layer.unwrapEffect(Effect.map(AppConfig, (config) =>
      NodeHttpServer.layer(createServer, { port: config.port, host: config.host }))))
  )
