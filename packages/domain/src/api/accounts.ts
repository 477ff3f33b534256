import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import {
  AccountExecuting, AccountExists, AccountHasPositions, AccountInWave, AccountNotFound, FeatureNotInPlan, KeyLimitExceeded,
  NeedsOperator, NoSecret, QuotaExceeded, SchedulerFailed, SecretStoreUnavailable
} from "../errors.js"
import { DataEnvelope } from "../http/envelope.js"
import { AccountId } from "../ids.js"
import {
  Account, AccountDeletion, AccountMode, AccountStatus, CoolResult, DisconnectResult, ModeChangeResult, PrepareResult,
  ReconnectedAccount, WarmResult
} from "../resources/account.js"
import { Authentication } from "./authentication.js"
import { BooleanString, strict } from "./common.js"
import { errors } from "./endpointErrors.js"
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

export const ChangeMode = Schema.Struct({ mode: AccountMode }).annotations({ identifier: "ChangeMode", ...strict })
export const ChangePassword = Schema.Struct({ password: BrokerPassword })
  .annotations({ identifier: "ChangePassword", ...strict })
export const ChangeServer = Schema.Struct({
  server: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(128))
}).annotations({ identifier: "ChangeServer", ...strict })
export const PrepareAccounts = Schema.Struct({
  accountIds: Schema.Array(Schema.String.pipe(Schema.maxLength(64))).pipe(Schema.minItems(1), Schema.maxItems(200))
}).annotations({ identifier: "PrepareAccounts", ...strict })

export const AccountIdPath = Schema.Struct({ id: AccountId })

export const WarmParams = Schema.Struct({
  operatorResolved: Schema.optional(BooleanString).annotations({
    description: "`true`: a person fixed at the broker what the account needed them for (2FA, certificate, trading " +
      "disabled); one login is tried from those states"
  })
}).annotations({ identifier: "WarmParams", ...strict })

export const AccountResponse = DataEnvelope(Account, "AccountResponse")
export const AccountReconnectedResponse = DataEnvelope(ReconnectedAccount, "AccountReconnectedResponse", 200)
export const AccountListResponse = DataEnvelope(Schema.Array(Account), "AccountListResponse")

export class AccountsGroup extends HttpApiGroup.make("accounts")
  .annotate(OpenApi.Title, "Accounts")
  .annotate(OpenApi.Description, "Connect MetaTrader 5 accounts and decide when they are online. The broker password is encrypted on arrival and never returned. Bringing an account online is asynchronous: warm it, then poll its status until `ready`.")
  .add(
    HttpApiEndpoint.get("listAccounts", "/v1/accounts")
      .annotate(OpenApi.Summary, "List accounts")
      .addSuccess(AccountListResponse)
      .annotateContext(requires("accounts:read"))
      .annotate(OpenApi.Description, "Every account of the workspace, newest first.")
  )
  .add(
    HttpApiEndpoint.post("connectAccount", "/v1/accounts")
      .annotate(OpenApi.Summary, "Connect an account")
      .setPayload(ConnectAccount)
      .addSuccess(DataEnvelope(Account, "AccountCreatedResponse", 201))
      .addSuccess(AccountReconnectedResponse)
      .pipe(errors(AccountExists, KeyLimitExceeded, SecretStoreUnavailable, QuotaExceeded, FeatureNotInPlan))
      .annotateContext(requires("accounts:write"))
      .annotate(
        OpenApi.Description,
        "Connects an account: stores the password encrypted and does not log in. 201 for a new account; 200 with " +
          "the same id when that login and server was connected before and disconnected; 409 ACCOUNT_EXISTS " +
          "(details carry accountId) while it is still connected; 402 FEATURE_NOT_IN_PLAN for `always_on` on a plan " +
          "without always-on accounts."
      )
  )
  .add(
    HttpApiEndpoint.get("getAccount", "/v1/accounts/:id")
      .annotate(OpenApi.Summary, "Get an account")
      .annotate(OpenApi.Description, "The account with its `state`, mode and, when it needs you, `problem`.")
      .setPath(AccountIdPath)
      .addSuccess(AccountResponse)
      .pipe(errors(AccountNotFound))
      .annotateContext(requires("accounts:read"))
  )
  .add(
    HttpApiEndpoint.del("deleteAccount", "/v1/accounts/:id")
      .annotate(OpenApi.Summary, "Delete an account")
      .setPath(AccountIdPath)
      .setUrlParams(Schema.Struct({ force: Schema.optional(BooleanString) }).annotations(strict))
      .addSuccess(DataEnvelope(AccountDeletion, "AccountDeletionResponse"))
      .pipe(errors(AccountNotFound, AccountExecuting, AccountHasPositions, AccountInWave))
      .annotateContext(requires("accounts:write"))
      .annotate(
        OpenApi.Description,
        "Removes the terminal, the password and the record with its orders, deals and positions; irreversible. " +
          "`force=true` deletes even with open positions (they stay open at the broker). 409 ACCOUNT_IN_WAVE while an " +
          "unfinished multi-account order includes the account (its ids in `details`)."
      )
  )
  .add(
    HttpApiEndpoint.post("prepareAccounts", "/v1/accounts/prepare")
      .annotate(OpenApi.Summary, "Bring many accounts online")
      .setPayload(PrepareAccounts)
      .addSuccess(DataEnvelope(Schema.Array(PrepareResult), "PrepareResponse", 202))
      .annotateContext(requires("accounts:write"))
      .annotate(
        OpenApi.Description,
        "Brings up to 200 accounts online at once; one result per id given, in order: `warming`, " +
          "`already_running`, `needs_operator` (not retried: a human must fix it), `no_secret` or `not_found`."
      )
  )
  .add(
    HttpApiEndpoint.post("warmAccount", "/v1/accounts/:id/warm")
      .annotate(OpenApi.Summary, "Bring an account online")
      .setPath(AccountIdPath)
      .setUrlParams(WarmParams)
      .addSuccess(DataEnvelope(WarmResult, "WarmResponse", 202))
      .pipe(errors(AccountNotFound, NeedsOperator, NoSecret, FeatureNotInPlan))
      .annotateContext(requires("accounts:write"))
      .annotate(
        OpenApi.Description,
        "Brings the account online; idempotent. Answers 202 at once with `pollUrl`; poll it until `state` is " +
          "`ready`. A login failure shows in `state` and `problem`, never in this status code. `alreadyRunning` " +
          "is true when the account was already online. An account that needs a person (`needs_2fa`, " +
          "`needs_certificate`, `trading_disabled`, `invalid_credentials`) answers 409 `NEEDS_OPERATOR`: once " +
          "the 2FA, certificate or trading permission is fixed at the broker, `operatorResolved=true` confirms it " +
          "and tries one login (a `connect` action of the problem); a refused password is fixed with the password " +
          "or server endpoint instead. Prepare and automatic reconnects never retry these states."
      )
  )
  .add(
    HttpApiEndpoint.get("accountStatus", "/v1/accounts/:id/status")
      .annotate(OpenApi.Summary, "Poll an account's status")
      .annotate(OpenApi.Description, "Poll after a warm until `state` is `ready`; `invalid_credentials`, `needs_2fa`, `needs_certificate` and `trading_disabled` are failures a person must fix.")
      .setPath(AccountIdPath)
      .addSuccess(DataEnvelope(AccountStatus, "AccountStatusResponse"))
      .pipe(errors(AccountNotFound))
      .annotateContext(requires("accounts:read"))
  )
  .add(
    HttpApiEndpoint.post("coolAccount", "/v1/accounts/:id/cool")
      .annotate(OpenApi.Summary, "Take an account offline")
      .setPath(AccountIdPath)
      .addSuccess(DataEnvelope(CoolResult, "CoolResponse"))
      .pipe(errors(AccountNotFound, AccountExecuting))
      .annotateContext(requires("accounts:write"))
      .annotate(
        OpenApi.Description,
        "Takes the account offline to `standby`. The stored password is kept; open positions stay open at the " +
          "broker with their stops. `stopped` is false when it was not online. 409 while an order is in flight."
      )
  )
  .add(
    HttpApiEndpoint.post("changeMode", "/v1/accounts/:id/mode")
      .annotate(OpenApi.Summary, "Change an account's mode")
      .setPath(AccountIdPath)
      .setPayload(ChangeMode)
      .addSuccess(DataEnvelope(ModeChangeResult, "ModeChangeResponse"))
      .pipe(errors(AccountNotFound, FeatureNotInPlan))
      .annotateContext(requires("accounts:write"))
      .annotate(
        OpenApi.Description,
        "Takes effect the next time the account comes online. `restingState` is where the account settles " +
          "under the new mode when nobody uses it: `ready` for always_on, `standby` otherwise."
      )
  )
  .add(
    HttpApiEndpoint.post("disconnectAccount", "/v1/accounts/:id/disconnect")
      .annotate(OpenApi.Summary, "Disconnect an account")
      .setPath(AccountIdPath)
      .addSuccess(DataEnvelope(DisconnectResult, "DisconnectResponse"))
      .pipe(errors(AccountNotFound, AccountExecuting))
      .annotateContext(requires("accounts:write"))
      .annotate(
        OpenApi.Description,
        "Takes the account offline and deletes the stored password; the record and its history stay, in " +
          "`offline`. Connecting the same login and server again answers 200 with this same account."
      )
  )
  .add(
    HttpApiEndpoint.post("changePassword", "/v1/accounts/:id/password")
      .annotate(OpenApi.Summary, "Change the stored password")
      .setPath(AccountIdPath)
      .setPayload(ChangePassword)
      .addSuccess(AccountResponse)
      .pipe(errors(AccountNotFound, SecretStoreUnavailable, AccountExecuting))
      .annotateContext(requires("accounts:write"))
      .annotate(
        OpenApi.Description,
        "Replaces the stored password (encrypted like the first). A session opened with the old password ends; " +
          "the account rests in `offline` (or stays `created`), ready to warm. 409 while an order is in flight."
      )
  )
  .add(
    HttpApiEndpoint.post("changeServer", "/v1/accounts/:id/server")
      .annotate(OpenApi.Summary, "Move to another server")
      .setPath(AccountIdPath)
      .setPayload(ChangeServer)
      .addSuccess(AccountResponse)
      .pipe(errors(AccountNotFound, AccountExists, AccountExecuting))
      .annotateContext(requires("accounts:write"))
      .annotate(
        OpenApi.Description,
        "Moves the account to another server of its broker: one of `problem.otherServers` (400 otherwise). " +
          "The account goes offline and logs in there on the next warm."
      )
  )
  // Any call that reaches the account's actor can find the runtime unable to take it.
  .pipe(errors(SchedulerFailed))
  .middleware(Authentication)
{}
