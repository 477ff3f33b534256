import { HttpApiBuilder } from "@effect/platform"
import { Api } from "@svc/domain/api/Api"
import { CurrentPrincipal } from "@svc/domain/api/authentication"
import { Effect, Layer } from "effect"
import { ApiKeys } from "./ApiKeys.js"

const ApiKeysHttp = HttpApiBuilder.group(Api, "apiKeys", (handlers) =>
  Effect.gen(function*() {
    const keys = yield* ApiKeys
    return handlers
      .handle("createApiKey", ({ payload }) => Effect.flatMap(CurrentPrincipal, (p) => keys.create(p, payload)))
      .handle("listApiKeys", () => Effect.flatMap(CurrentPrincipal, (p) => keys.list(p)))
      .handle("getApiKey", ({ path }) => Effect.flatMap(CurrentPrincipal, (p) => keys.get(p, path.id)))
      .handle("updateApiKey", ({ path, payload }) => Effect.flatMap(CurrentPrincipal, (p) => keys.update(p, path.id, payload)))
      .handle("revokeApiKey", ({ path }) => Effect.flatMap(CurrentPrincipal, (p) => keys.revoke(p, path.id)))
  }))

export const ApiKeysLive = ApiKeysHttp.pipe(Layer.provide(ApiKeys.Default))
