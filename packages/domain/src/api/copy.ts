import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import Decimal from "decimal.js"
import {
  AccountNotFound, AlreadyCopied, CopyTradingPaused, FeatureNotInPlan, KeyLimitExceeded, NotFound, StepUpRequired,
  StrategyArchived, StrategyHasFollowers, SubscriptionRemoved
} from "../errors.js"
import { DataEnvelope, PageEnvelope } from "../http/envelope.js"
import { DecimalString, PositiveDecimalString } from "../decimal.js"
import { OrderSide } from "../resources/order.js"
import { AccountId, CopyStrategyId, CopySubscriptionId } from "../ids.js"
import {
  CopyExecution, CopyServerStatus, CopyStrategy, CopySubscription, DriftReport, PreviewItem, SubscriptionSettings,
  type SubscriptionSettings as Settings
} from "../resources/copy.js"
import { Authentication } from "./authentication.js"
import { strict } from "./common.js"
import { errors } from "./endpointErrors.js"
import { requires } from "./requiredScope.js"

const Name = Schema.String.pipe(Schema.minLength(1), Schema.maxLength(100))

export const CreateStrategyRequest = Schema.Struct({
  accountId: AccountId.annotations({ description: "the master account" }),
  name: Name
}).annotations({ identifier: "CreateCopyStrategyRequest", ...strict })
export type CreateStrategyRequest = typeof CreateStrategyRequest.Type

export const UpdateStrategyRequest = Schema.Struct({
  name: Schema.optionalWith(Name, { exact: true }),
  status: Schema.optionalWith(Schema.Literal("active", "paused"), { exact: true })
}).pipe(
  Schema.filter((b) => b.name !== undefined || b.status !== undefined, { message: () => "send at least one of name, status" })
).annotations({ identifier: "UpdateCopyStrategyRequest", ...strict })
export type UpdateStrategyRequest = typeof UpdateStrategyRequest.Type

const settingsFields = SubscriptionSettings.fields
const optionalSettings = {
  sizing: Schema.optionalWith(settingsFields.sizing, { exact: true }),
  minVolume: Schema.optionalWith(settingsFields.minVolume, { exact: true }),
  maxVolume: Schema.optionalWith(settingsFields.maxVolume, { exact: true }),
  alignContractSize: Schema.optionalWith(settingsFields.alignContractSize, { exact: true }),
  symbolMap: Schema.optionalWith(settingsFields.symbolMap, { exact: true }),
  symbolSuffix: Schema.optionalWith(settingsFields.symbolSuffix, { exact: true }),
  copyStopLoss: Schema.optionalWith(settingsFields.copyStopLoss, { exact: true }),
  copyTakeProfit: Schema.optionalWith(settingsFields.copyTakeProfit, { exact: true }),
  reverse: Schema.optionalWith(settingsFields.reverse, { exact: true }),
  sides: Schema.optionalWith(settingsFields.sides, { exact: true }),
  skipPendingOrders: Schema.optionalWith(settingsFields.skipPendingOrders, { exact: true }),
  riskLimits: Schema.optionalWith(settingsFields.riskLimits, { exact: true })
}
export type SettingsPatch = { readonly [K in keyof Settings]?: Settings[K] }

/** The issues of settings as they stand after a create or a PATCH applied them: a PATCH may send one bound alone. */
export const settingsIssues = (s: Settings): ReadonlyArray<Schema.FilterIssue> => {
  const issues: Array<Schema.FilterIssue> = []
  if (s.minVolume !== null && s.maxVolume !== null && new Decimal(s.minVolume).gt(new Decimal(s.maxVolume))) {
    issues.push({ path: ["minVolume"], message: "must not be above maxVolume" })
  }
  if (new Set(s.sides).size !== s.sides.length) issues.push({ path: ["sides"], message: "names a side twice" })
  return issues
}

const FollowerStatus = Schema.Literal("active", "close_only", "paused")

export const CreateSubscriptionRequest = Schema.Struct({
  accountId: AccountId.annotations({ description: "the follower account; not the strategy's master" }),
  status: Schema.optionalWith(FollowerStatus, { exact: true })
    .annotations({ description: "default active (which is checked like a resume)" }),
  ...optionalSettings
}).annotations({ identifier: "CreateCopySubscriptionRequest", ...strict })
export type CreateSubscriptionRequest = typeof CreateSubscriptionRequest.Type

export const UpdateSubscriptionRequest = Schema.Struct({
  status: Schema.optionalWith(FollowerStatus, { exact: true })
    .annotations({ description: "active resumes (checked like a strategy's resume), also from stopped" }),
  ...optionalSettings
}).pipe(
  Schema.filter((b) => Object.keys(b).length > 0, { message: () => "send at least one property" })
).annotations({ identifier: "UpdateCopySubscriptionRequest", ...strict })
export type UpdateSubscriptionRequest = typeof UpdateSubscriptionRequest.Type

export const RemoveSubscriptionParams = Schema.Struct({
  openCopies: Schema.optional(Schema.Literal("preserve", "close"))
    .annotations({ description: "preserve (default): the follower's open copies stay, in its hands; close: they are closed" })
})

export const ExecutionsParams = Schema.Struct({
  limit: Schema.optional(Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, 200)))
    .annotations({ description: "page size, 1 to 200, default 50" }),
  cursor: Schema.optional(Schema.String.pipe(Schema.maxLength(40))).annotations({ description: "the previous page's nextCursor" })
})

export const PreviewRequest = Schema.Struct({
  symbol: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(64)).annotations({ description: "the master's symbol" }),
  side: OrderSide,
  volume: PositiveDecimalString.annotations({ description: "the master's volume in lots" }),
  price: PositiveDecimalString.annotations({ description: "the master's entry price (risk_percent measures the stop from it)" }),
  stopLoss: Schema.optionalWith(Schema.NullOr(DecimalString), { exact: true }),
  takeProfit: Schema.optionalWith(Schema.NullOr(DecimalString), { exact: true })
}).annotations({ identifier: "CopyPreviewRequest", ...strict })
export type PreviewRequest = typeof PreviewRequest.Type

const StrategyPath = Schema.Struct({ id: CopyStrategyId })
const SubscriptionPath = Schema.Struct({ id: CopyStrategyId, subscriptionId: CopySubscriptionId })
export const StrategyResponse = DataEnvelope(CopyStrategy, "CopyStrategyResponse")
export const SubscriptionResponse = DataEnvelope(CopySubscription, "CopySubscriptionResponse")

const resumeRule = "A resume (`status` `active`) is checked in this order: a console session must have confirmed " +
  "its person in the last 15 minutes (403 STEP_UP_REQUIRED); the plan must have copy trading (402 " +
  "FEATURE_NOT_IN_PLAN); the caller must reach every follower it would open on (403 KEY_LIMIT_EXCEEDED naming the " +
  "account); copy trading must not be paused on the server (503 COPY_TRADING_PAUSED, see GET /v1/copy/status)."
/** The codes of `resumeRule`, answered by every call that may start copying. */
const resumeErrors = errors(FeatureNotInPlan, KeyLimitExceeded, StepUpRequired, CopyTradingPaused)

/** Copy trading: strategies whose master account is watched, and the subscriptions of follower accounts to them. */
export class CopyGroup extends HttpApiGroup.make("copy")
  .annotate(OpenApi.Title, "Copy trading")
  .annotate(OpenApi.Description, "A strategy names a master account; each subscription names a follower account and " +
    "how the master's trades are sized and mapped onto it. A paused strategy copies nothing, closes included.")
  .add(
    HttpApiEndpoint.post("createCopyStrategy", "/v1/copy/strategies")
      .annotate(OpenApi.Summary, "Create a copy strategy")
      .setPayload(CreateStrategyRequest)
      .addSuccess(DataEnvelope(CopyStrategy, "CopyStrategyCreated", 201))
      .pipe(errors(FeatureNotInPlan, AccountNotFound, AlreadyCopied))
      .annotateContext(requires("trading:write"))
      .annotate(OpenApi.Description, "The strategy starts `paused`, with no followers: add subscriptions, then resume " +
        "it with PATCH. An account is the master of one strategy at a time (409 ALREADY_COPIED); once that one is " +
        "archived it can be a master again. A plan without copy trading is 402 FEATURE_NOT_IN_PLAN.")
  )
  .add(
    HttpApiEndpoint.get("listCopyStrategies", "/v1/copy/strategies")
      .annotate(OpenApi.Summary, "List copy strategies")
      .addSuccess(DataEnvelope(Schema.Array(CopyStrategy), "CopyStrategyListResponse"))
      .annotateContext(requires("trading:read"))
      .annotate(OpenApi.Description, "The workspace's strategies that are not archived, oldest first.")
  )
  .add(
    HttpApiEndpoint.get("getCopyStrategy", "/v1/copy/strategies/:id")
      .annotate(OpenApi.Summary, "Get a copy strategy")
      .setPath(StrategyPath)
      .addSuccess(StrategyResponse)
      .annotateContext(requires("trading:read"))
      .annotate(OpenApi.Description, "The strategy, archived ones included.")
  )
  .add(
    HttpApiEndpoint.patch("updateCopyStrategy", "/v1/copy/strategies/:id")
      .annotate(OpenApi.Summary, "Rename, pause or resume a copy strategy")
      .setPath(StrategyPath)
      .setPayload(UpdateStrategyRequest)
      .addSuccess(StrategyResponse)
      .pipe(resumeErrors, errors(StrategyArchived))
      .annotateContext(requires("trading:write"))
      .annotate(OpenApi.Description, "Pausing is always allowed: nothing is copied, closes included. " + resumeRule +
        " An archived strategy is 409 STRATEGY_ARCHIVED.")
  )
  .add(
    HttpApiEndpoint.del("archiveCopyStrategy", "/v1/copy/strategies/:id")
      .annotate(OpenApi.Summary, "Archive a copy strategy")
      .setPath(StrategyPath)
      .addSuccess(StrategyResponse)
      .pipe(errors(StrategyHasFollowers))
      .annotateContext(requires("trading:write"))
      .annotate(OpenApi.Description, "Only when no subscription copies it (active or close_only), otherwise 409 " +
        "STRATEGY_HAS_FOLLOWERS naming them: pause or remove them first. Its subscriptions stay but cannot resume; " +
        "the master account can become a strategy again. Archiving an archived strategy answers it as it is.")
  )
  .add(
    HttpApiEndpoint.get("getCopyStatus", "/v1/copy/status")
      .annotate(OpenApi.Summary, "Whether copy trading is paused on the server")
      .addSuccess(DataEnvelope(CopyServerStatus, "CopyServerStatusResponse"))
      .annotateContext(requires("trading:read"))
      .annotate(OpenApi.Description, "The operator's switch (`SVC_COPY_TRADING_PAUSED`, its text the reason): while " +
        "it is on, resumes are 503 COPY_TRADING_PAUSED. `since` is when this server started with it on.")
  )
  .add(
    HttpApiEndpoint.post("createCopySubscription", "/v1/copy/strategies/:id/subscriptions")
      .annotate(OpenApi.Summary, "Subscribe a follower account")
      .setPath(StrategyPath)
      .setPayload(CreateSubscriptionRequest)
      .addSuccess(DataEnvelope(CopySubscription, "CopySubscriptionCreated", 201))
      .pipe(resumeErrors, errors(AccountNotFound, AlreadyCopied, StrategyArchived))
      .annotateContext(requires("trading:write"))
      .annotate(OpenApi.Description, "Settings left out take their defaults (multiplier 1, contract sizes aligned, " +
        "both sides, stops and take profits copied, no limits). A follower subscribes to a strategy once (409 " +
        "ALREADY_COPIED) and is never the master. Created `active`, it is checked like a resume. " + resumeRule)
  )
  .add(
    HttpApiEndpoint.get("listCopySubscriptions", "/v1/copy/strategies/:id/subscriptions")
      .annotate(OpenApi.Summary, "List a strategy's subscriptions")
      .setPath(StrategyPath)
      .addSuccess(DataEnvelope(Schema.Array(CopySubscription), "CopySubscriptionListResponse"))
      .annotateContext(requires("trading:read"))
      .annotate(OpenApi.Description, "Oldest first; removed subscriptions are left out.")
  )
  .add(
    HttpApiEndpoint.get("getCopySubscription", "/v1/copy/strategies/:id/subscriptions/:subscriptionId")
      .annotate(OpenApi.Summary, "Get a subscription")
      .setPath(SubscriptionPath)
      .addSuccess(SubscriptionResponse)
      .annotateContext(requires("trading:read"))
  )
  .add(
    HttpApiEndpoint.patch("updateCopySubscription", "/v1/copy/strategies/:id/subscriptions/:subscriptionId")
      .annotate(OpenApi.Summary, "Change a subscription's settings or status")
      .setPath(SubscriptionPath)
      .setPayload(UpdateSubscriptionRequest)
      .addSuccess(SubscriptionResponse)
      .pipe(resumeErrors, errors(StrategyArchived, SubscriptionRemoved))
      .annotateContext(requires("trading:write"))
      .annotate(OpenApi.Description, "Sent settings replace those fields; `symbolMap` and `riskLimits`, when sent, " +
        "replace the whole map or list. `status`: `close_only` copies only closes, `paused` nothing; `active` " +
        "resumes, a stopped subscription too. " + resumeRule + " A removed subscription is 409 SUBSCRIPTION_REMOVED; " +
        "one of an archived strategy cannot resume (409 STRATEGY_ARCHIVED).")
  )
  .add(
    HttpApiEndpoint.del("removeCopySubscription", "/v1/copy/strategies/:id/subscriptions/:subscriptionId")
      .annotate(OpenApi.Summary, "Remove a subscription")
      .setPath(SubscriptionPath)
      .setUrlParams(RemoveSubscriptionParams)
      .addSuccess(SubscriptionResponse)
      .annotateContext(requires("trading:write"))
      .annotate(OpenApi.Description, "Stops it for good (`stopped`, `stoppedReason` `removed`). `openCopies=preserve` " +
        "(the default) leaves the follower's open copies open, in its hands; `openCopies=close` closes them (each " +
        "close is in the executions log as `removal_close`; one that fails is tried again by the drift check). " +
        "Removing it again answers it as it is.")
  )
  .add(
    HttpApiEndpoint.get("listCopyExecutions", "/v1/copy/strategies/:id/subscriptions/:subscriptionId/executions")
      .annotate(OpenApi.Summary, "A subscription's executions log")
      .setPath(SubscriptionPath)
      .setUrlParams(ExecutionsParams)
      .addSuccess(PageEnvelope(CopyExecution, "CopyExecutionPage"))
      .annotateContext(requires("trading:read"))
      .annotate(OpenApi.Description, "Newest first: each master deal the subscription saw (open or close) and each " +
        "close the copier made itself, with its outcome (copied, skipped with a reason, failed with the broker's " +
        "retcode), the signal and copy latencies and the slippage in points. Each master deal has at most one row " +
        "per subscription: it is written before the follower order is sent. Cursor pagination.")
  )
  .add(
    HttpApiEndpoint.get("getCopyDrift", "/v1/copy/strategies/:id/subscriptions/:subscriptionId/drift")
      .annotate(OpenApi.Summary, "A subscription's drift report")
      .setPath(SubscriptionPath)
      .addSuccess(DataEnvelope(DriftReport, "CopyDriftResponse"))
      .annotateContext(requires("trading:read"))
      .annotate(OpenApi.Description, "Positions linked master↔follower, orphans (follower copies whose master " +
        "position is closed: the drift check closes them while the subscription copies) and missing copies (master " +
        "positions with none, and why), with what the drift check did. The check runs on resume, every " +
        "SVC_COPY_DRIFT_INTERVAL_MS (default 10 s) and retries closes that failed; it opens a missing copy only " +
        "while the master's open signal is within its lifetime (SVC_COPY_OPEN_SIGNAL_LIFETIME_MS, default 60 s).")
  )
  .add(
    HttpApiEndpoint.post("previewCopy", "/v1/copy/strategies/:id/preview")
      .annotate(OpenApi.Summary, "Preview what a master trade becomes on each follower")
      .setPath(StrategyPath)
      .setPayload(PreviewRequest)
      .addSuccess(DataEnvelope(Schema.Array(PreviewItem), "CopyPreviewResponse"))
      .annotateContext(requires("trading:read"))
      .annotate(OpenApi.Description, "Nothing is traded: each subscription the caller can reach (removed ones " +
        "aside) is sized as a copy would be now, with the follower's and the master's live figures (the accounts " +
        "must be online, or warm_on_demand); `outcome` skip says why not (facts_unavailable when a terminal could " +
        "not be read).")
  )
  .pipe(errors(NotFound))
  .middleware(Authentication)
{}
