import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import {
  AccountExecuting, AccountExists, AccountHasPositions, AccountInWave, AccountNotFound, SecretStoreUnavailable, apiError
} from "../errors.js"
import { DataEnvelope } from "../http/envelope.js"
import { AccountId } from "../ids.js"
import { Account, AccountDeletion, AccountMode, ReconnectedAccount } from "../resources/account.js"
import { Authentication } from "./authentication.js"
import { BooleanString, strict } from "./common.js"
import { requires } from "./requiredScope.js"

export const BrokerPassword = Schema.Redacted(
  Schema.String.pipe(Schema.minLength(1), Schema.maxLength(256))
).annotations({ description: "trading password (not the investor password); encrypted on arrival, never returned" })

export const ConnectAccount = Schema.Struct({
  platform: Schema.optionalWith(Schema.Literal("mt5"), { default: () => "mt5" as const }),
  login: Schema.String.pipe(
    Schema.pattern(/^[0-9]{1,32}$/, { message: () => "must be 1 to 32 digits" })
  ).annotations({ description: "platform account number, digits only" }),
  server: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(128))
    .annotations({ description: "broker server name exactly as the platform shows it" }),
  password: BrokerPassword,
  mode: Schema.optionalWith(AccountMode, { default: () => "cold" as const }),
  label: Schema.optional(Schema.NullOr(Schema.String.pipe(Schema.maxLength(120))))
}).annotations({ identifier: "ConnectAccount", ...strict })

export const AccountIdPath = Schema.Struct({ id: AccountId })

export const AccountResponse = DataEnvelope(Account, "AccountResponse")
export const AccountListResponse = DataEnvelope(Schema.Array(Account), "AccountListResponse")

export class AccountsGroup extends HttpApiGroup.make("accounts")
  .add(
    HttpApiEndpoint.get("listAccounts", "/v1/accounts")
      .addSuccess(AccountListResponse)
      .annotateContext(requires("accounts:read"))
      .annotate(OpenApi.Description, "Every account of the workspace, newest first.")
  )
  .add(
    HttpApiEndpoint.post("connectAccount", "/v1/accounts")
      .setPayload(ConnectAccount)
      .addSuccess(DataEnvelope(Account, "AccountCreatedResponse", 201))
      .addSuccess(DataEnvelope(ReconnectedAccount, "AccountReconnectedResponse", 200))
      .addError(apiError(AccountExists))
      .addError(apiError(SecretStoreUnavailable))
      .annotateContext(requires("accounts:write"))
      .annotate(
        OpenApi.Description,
        "Connects an account: stores the password encrypted and does not log in. 201 for a new account; 200 with " +
          "the same id when that login and server was connected before and disconnected; 409 ACCOUNT_EXISTS " +
          "(details carry accountId) while it is still connected."
      )
  )
  .add(
    HttpApiEndpoint.get("getAccount", "/v1/accounts/:id")
      .setPath(AccountIdPath)
      .addSuccess(AccountResponse)
      .addError(apiError(AccountNotFound))
      .annotateContext(requires("accounts:read"))
  )
  .add(
    HttpApiEndpoint.del("deleteAccount", "/v1/accounts/:id")
      .setPath(AccountIdPath)
      .setUrlParams(Schema.Struct({ force: Schema.optional(BooleanString) }).annotations(strict))
      .addSuccess(DataEnvelope(AccountDeletion, "AccountDeletionResponse"))
      .addError(apiError(AccountNotFound))
      .addError(apiError(AccountExecuting))
      .addError(apiError(AccountInWave))
      .addError(apiError(AccountHasPositions))
      .annotateContext(requires("accounts:write"))
      .annotate(
        OpenApi.Description,
        "Removes the terminal, the password and the record with its orders, deals and positions; irreversible. " +
          "`force=true` deletes even with open positions (they stay open at the broker)."
      )
  )
  .middleware(Authentication)
{}
