import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { AccountNotFound, KeyLimit, KeyRevoked, NotFound } from "../errors.js"
import { DataEnvelope } from "../http/envelope.js"
import { AccountId, ApiKeyId } from "../ids.js"
import { ApiKey, CreatedApiKey, KeyEnvironment, KeyLimits } from "../resources/apiKey.js"
import { Scope } from "../scopes.js"
import { Timestamp } from "../time.js"
import { Authentication } from "./authentication.js"
import { strict } from "./common.js"
import { errors } from "./endpointErrors.js"
import { requires } from "./requiredScope.js"

const KeyName = Schema.String.pipe(Schema.minLength(1), Schema.maxLength(100))
const GrantableScopes = Schema.Array(
  Scope.pipe(Schema.filter((s) => s !== "admin" && s !== "keys:manage", {
    message: () => "admin and keys:manage cannot be granted through the API"
  }))
).pipe(Schema.minItems(1), Schema.maxItems(20))

const KeyAccounts = Schema.NullOr(Schema.Array(AccountId).pipe(Schema.minItems(1), Schema.maxItems(500))).annotations({
  description: "narrows the key to these accounts of the workspace; null: every account"
})

export const CreateApiKey = Schema.Struct({
  name: KeyName,
  scopes: GrantableScopes,
  environment: Schema.optional(KeyEnvironment).annotations({ description: "defaults to the calling key's" }),
  expiresAt: Schema.optional(Schema.NullOr(Timestamp)).annotations({ description: "must be in the future" }),
  accountIds: Schema.optional(KeyAccounts),
  limits: Schema.optional(KeyLimits)
}).annotations({ identifier: "CreateApiKey", ...strict })

export const UpdateApiKey = Schema.Struct({
  name: Schema.optional(KeyName),
  scopes: Schema.optional(GrantableScopes),
  accountIds: Schema.optional(KeyAccounts),
  limits: Schema.optional(KeyLimits)
}).pipe(
  Schema.filter(
    (b) => b.name !== undefined || b.scopes !== undefined || b.accountIds !== undefined || b.limits !== undefined,
    { message: () => "send name, scopes, accountIds or limits" }
  )
).annotations({ identifier: "UpdateApiKey", ...strict })

const KeyIdPath = Schema.Struct({ id: ApiKeyId })
const ApiKeyResponse = DataEnvelope(ApiKey, "ApiKeyResponse")

export class ApiKeysGroup extends HttpApiGroup.make("apiKeys")
  .annotate(OpenApi.Title, "API keys")
  .annotate(OpenApi.Description, "Keys with scopes for your integrations. The full key is shown once, at creation. Managing keys needs `keys:manage`, which only bootstrap keys hold.")
  .add(
    HttpApiEndpoint.post("createApiKey", "/v1/api-keys")
      .annotate(OpenApi.Summary, "Create an API key")
      .setPayload(CreateApiKey)
      .addSuccess(DataEnvelope(CreatedApiKey, "CreatedApiKeyResponse", 201))
      .pipe(errors(KeyLimit, AccountNotFound))
      .annotateContext(requires("keys:manage", { sessionStepUp: true }))
      .annotate(OpenApi.Description, "Creates a key; the full `key` is in this answer only. 50 active keys at most. `accountIds` narrows it to some accounts; `limits.maxVolume` caps the volume of each order it places.")
  )
  .add(
    HttpApiEndpoint.get("listApiKeys", "/v1/api-keys")
      .annotate(OpenApi.Summary, "List API keys")
      .addSuccess(DataEnvelope(Schema.Array(ApiKey), "ApiKeyListResponse"))
      .annotateContext(requires("keys:manage"))
      .annotate(OpenApi.Description, "Every key of the workspace, revoked ones included, newest first.")
  )
  .add(
    HttpApiEndpoint.get("getApiKey", "/v1/api-keys/:id")
      .annotate(OpenApi.Summary, "Get an API key")
      .annotate(OpenApi.Description, "The key's name, scopes, hint and dates; never the secret.")
      .setPath(KeyIdPath)
      .addSuccess(ApiKeyResponse)
      .pipe(errors(NotFound))
      .annotateContext(requires("keys:manage"))
  )
  .add(
    HttpApiEndpoint.patch("updateApiKey", "/v1/api-keys/:id")
      .annotate(OpenApi.Summary, "Rename or re-scope an API key")
      .setPath(KeyIdPath)
      .setPayload(UpdateApiKey)
      .addSuccess(ApiKeyResponse)
      .pipe(errors(NotFound, KeyRevoked, AccountNotFound))
      .annotateContext(requires("keys:manage"))
      .annotate(OpenApi.Description, "New scopes, accounts and limits replace the old and apply from the next request; the key does not change. `accountIds` must name accounts of the workspace (404 `ACCOUNT_NOT_FOUND` otherwise). A console session widening the key (a scope it did not grant, more accounts, a higher or no volume limit) must have confirmed its password (step-up; 403 `STEP_UP_REQUIRED`); renaming and narrowing need not.")
  )
  .add(
    HttpApiEndpoint.post("revokeApiKey", "/v1/api-keys/:id/revoke")
      .annotate(OpenApi.Summary, "Revoke an API key")
      .setPath(KeyIdPath)
      .addSuccess(ApiKeyResponse)
      .pipe(errors(NotFound))
      .annotateContext(requires("keys:manage"))
      .annotate(OpenApi.Description, "Revokes the key at once; repeating it answers the revoked key.")
  )
  .middleware(Authentication)
{}
