import { Schema } from "effect"
import { AccountId } from "../ids.js"
import { Timestamp } from "../time.js"

export const AccountMode = Schema.Literal("always_on", "warm_on_demand", "cold").annotations({ identifier: "AccountMode" })
export type AccountMode = typeof AccountMode.Type

export const AccountState = Schema.Literal(
  "created", "provisioning", "starting", "connecting", "synchronizing", "ready", "executing", "reconnecting",
  "degraded", "cooling", "standby", "offline", "invalid_credentials", "needs_2fa", "needs_certificate",
  "trading_disabled", "error"
).annotations({ identifier: "AccountState" })
export type AccountState = typeof AccountState.Type

export const Environment = Schema.Literal("demo", "contest", "live").annotations({ identifier: "Environment" })
export type Environment = typeof Environment.Type

export const ProblemCode = Schema.Literal(
  "LOGIN_REFUSED", "TRADING_DISABLED", "NEEDS_2FA", "NEEDS_CERTIFICATE", "CONNECTION_FAILED"
).annotations({ identifier: "ProblemCode" })
export type ProblemCode = typeof ProblemCode.Type

export const ProblemAction = Schema.Struct({
  kind: Schema.Literal("switch_server", "replace_credentials", "connect", "contact_support"),
  server: Schema.optional(Schema.String)
}).annotations({ identifier: "ProblemAction" })
export type ProblemAction = typeof ProblemAction.Type

export const Problem = Schema.Struct({
  code: ProblemCode,
  title: Schema.String,
  explanation: Schema.String,
  detail: Schema.NullOr(Schema.String),
  otherServers: Schema.Array(Schema.String),
  actions: Schema.Array(ProblemAction)
}).annotations({ identifier: "Problem", description: "Set when the account needs the caller" })
export type Problem = typeof Problem.Type

export const accountFields = {
  id: AccountId,
  label: Schema.NullOr(Schema.String),
  login: Schema.String,
  server: Schema.String,
  mode: AccountMode,
  state: AccountState,
  stateDetail: Schema.NullOr(Schema.String),
  stateChangedAt: Timestamp,
  problem: Schema.NullOr(Problem),
  currency: Schema.NullOr(Schema.String),
  leverage: Schema.NullOr(Schema.Int),
  marginMode: Schema.NullOr(Schema.String),
  tradeAllowed: Schema.NullOr(Schema.Boolean),
  brokerName: Schema.NullOr(Schema.String),
  environment: Schema.NullOr(Environment),
  tradingDisabled: Schema.Boolean,
  createdAt: Timestamp
}

export class Account extends Schema.Class<Account>("Account")(accountFields) {}

/** Same record, answered with 200 when a disconnected login+server is connected again (spec: 200 instead of 201). */
export class ReconnectedAccount extends Schema.Class<ReconnectedAccount>("ReconnectedAccount")(accountFields) {}

export const AccountDeletion = Schema.Struct({
  accountId: AccountId,
  deleted: Schema.Boolean,
  removed: Schema.Struct({
    orders: Schema.Int,
    deals: Schema.Int,
    positions: Schema.Int,
    alertHooksUpdated: Schema.Int.annotations({ description: "alert hooks the account was removed from (a hook left with none is switched off)" })
  })
}).annotations({ identifier: "AccountDeletion" })
export type AccountDeletion = typeof AccountDeletion.Type

export const CoolResult = Schema.Struct({ accountId: AccountId, stopped: Schema.Boolean, state: Schema.String })
  .annotations({ identifier: "CoolResult" })
export const ModeChangeResult = Schema.Struct({ accountId: AccountId, mode: AccountMode, restingState: Schema.String })
  .annotations({ identifier: "ModeChangeResult" })
export type ModeChangeResult = typeof ModeChangeResult.Type
export type CoolResult = typeof CoolResult.Type

/** `POST /v1/accounts/{id}/warm`: accepted; poll `pollUrl` until `state` is `ready` or a human-needed state. */
export const WarmResult = Schema.Struct({
  accountId: AccountId,
  state: AccountState,
  alreadyRunning: Schema.Boolean,
  pollUrl: Schema.String
}).annotations({ identifier: "WarmResult" })
export type WarmResult = typeof WarmResult.Type

/** `GET /v1/accounts/{id}/status`: what a poller needs, read from the persisted transitions. */
export const AccountStatus = Schema.Struct({
  accountId: AccountId,
  state: AccountState,
  stateDetail: Schema.NullOr(Schema.String),
  stateChangedAt: Timestamp,
  problem: Schema.NullOr(Problem),
  mode: AccountMode,
  online: Schema.Boolean,
  tradeAllowed: Schema.NullOr(Schema.Boolean)
}).annotations({ identifier: "AccountStatus" })
export type AccountStatus = typeof AccountStatus.Type

export const PrepareOutcome = Schema.Literal("warming", "already_running", "needs_operator", "no_secret", "not_found")
  .annotations({ identifier: "PrepareOutcome" })
export type PrepareOutcome = typeof PrepareOutcome.Type

export const PrepareResult = Schema.Struct({
  accountId: Schema.String,
  result: PrepareOutcome,
  state: Schema.NullOr(AccountState)
}).annotations({ identifier: "PrepareResult" })
export type PrepareResult = typeof PrepareResult.Type

/** `POST /v1/accounts/{id}/disconnect`: the account, now `offline` with no stored password. */
export const DisconnectResult = Schema.Struct({
  accountId: AccountId,
  state: AccountState,
  passwordDeleted: Schema.Boolean
}).annotations({ identifier: "DisconnectResult" })
export type DisconnectResult = typeof DisconnectResult.Type
