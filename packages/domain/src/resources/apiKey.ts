import { Schema } from "effect"
import { ApiKeyId } from "../ids.js"
import { Timestamp } from "../time.js"
import { Scope } from "../scopes.js"

export const KeyEnvironment = Schema.Literal("live", "test").annotations({ identifier: "KeyEnvironment" })
export type KeyEnvironment = typeof KeyEnvironment.Type

export const apiKeyFields = {
  id: ApiKeyId,
  name: Schema.String,
  publicId: Schema.String,
  hint: Schema.String,
  environment: KeyEnvironment,
  scopes: Schema.Array(Scope),
  lastUsedAt: Schema.NullOr(Timestamp),
  expiresAt: Schema.NullOr(Timestamp),
  revokedAt: Schema.NullOr(Timestamp),
  createdAt: Timestamp
}

export class ApiKey extends Schema.Class<ApiKey>("ApiKey")(apiKeyFields) {}

/** Returned by create only: the full key, shown once. */
export class CreatedApiKey extends Schema.Class<CreatedApiKey>("CreatedApiKey")({ ...apiKeyFields, key: Schema.String }) {}
