import { Schema } from "effect"
import { PositiveDecimalString } from "../decimal.js"
import { AccountId, ApiKeyId } from "../ids.js"
import { Timestamp } from "../time.js"
import { Scope } from "../scopes.js"

export const KeyEnvironment = Schema.Literal("live", "test").annotations({ identifier: "KeyEnvironment" })
export type KeyEnvironment = typeof KeyEnvironment.Type

/** What a key may do beyond its scopes; null fields are unlimited. */
export const KeyLimits = Schema.Struct({
  maxVolume: Schema.NullOr(PositiveDecimalString).annotations({
    description: "the most volume (lots) one opening order (market or pending, or one leg of a multi-account order) may carry; more is 403 `KEY_LIMIT_EXCEEDED` naming the account. Closing, cancelling and moving stops are never limited"
  })
}).annotations({ identifier: "KeyLimits" })
export type KeyLimits = typeof KeyLimits.Type

export const apiKeyFields = {
  id: ApiKeyId,
  name: Schema.String,
  publicId: Schema.String,
  hint: Schema.String,
  environment: KeyEnvironment,
  scopes: Schema.Array(Scope),
  accountIds: Schema.NullOr(Schema.Array(AccountId)).annotations({
    description: "the only accounts this key sees and trades (others answer 404, lists leave them out); null: every account"
  }),
  limits: KeyLimits,
  lastUsedAt: Schema.NullOr(Timestamp),
  expiresAt: Schema.NullOr(Timestamp),
  revokedAt: Schema.NullOr(Timestamp),
  createdAt: Timestamp
}

export class ApiKey extends Schema.Class<ApiKey>("ApiKey")(apiKeyFields) {}

/** Returned by create only: the full key, shown once. */
export class CreatedApiKey extends Schema.Class<CreatedApiKey>("CreatedApiKey")({ ...apiKeyFields, key: Schema.String }) {}
