import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { PositiveDecimalString } from "../decimal.js"
import {
  AccountNotFound, AlertDelayed, AlertHookDisabled, AlertSourceNotAllowed, AlertStale, FeatureNotInPlan, InvalidRequest, KeyLimitExceeded,
  NotFound
} from "../errors.js"
import { DataEnvelope, PageEnvelope } from "../http/envelope.js"
import { AccountId, AlertHookId } from "../ids.js"
import { Alert, AlertHook, AlertHookWithUrl, AlertReceipt } from "../resources/alertHook.js"
import { Authentication } from "./authentication.js"
import { pageParams, strict } from "./common.js"
import { errors } from "./endpointErrors.js"
import { requires } from "./requiredScope.js"

const Name = Schema.String.pipe(Schema.minLength(1), Schema.maxLength(100))
const AccountIds = Schema.Array(AccountId).pipe(Schema.minItems(1), Schema.maxItems(500))
  .annotations({ description: "one account places an ordinary order; several place a multi-account order" })

const opt = <S extends Schema.Schema.Any>(s: S) => Schema.optionalWith(s, { exact: true })

/** Sent fields replace the hook's; omitted ones keep theirs (at creation: the defaults named on each). */
export const AlertHookDefaultsInput = Schema.Struct({
  volume: opt(Schema.NullOr(PositiveDecimalString)).annotations({ description: "lots when an alert sends none; default null (the alert must send one)" }),
  deviationPoints: opt(Schema.NullOr(Schema.Int.pipe(Schema.between(0, 100_000)))).annotations({ description: "default null" }),
  symbolMap: opt(Schema.Record({ key: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(64)), value: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(64)) })
    .pipe(Schema.filter((m) => Object.keys(m).length <= 500 || "at most 500 entries")))
    .annotations({ description: "replaces the whole map when sent; default {}" }),
  symbolSuffix: opt(Schema.String.pipe(Schema.maxLength(16))).annotations({ description: "default \"\"" }),
  stripExchangePrefix: opt(Schema.Boolean).annotations({ description: "default true" }),
  allowClose: opt(Schema.Boolean).annotations({ description: "default true" }),
  onlyChartingPlatformIps: opt(Schema.Boolean).annotations({ description: "default true" }),
  maxAlertAgeSeconds: opt(Schema.NullOr(Schema.Int.pipe(Schema.between(1, 86_400)))).annotations({ description: "default null (no staleness guard)" })
}).annotations({ identifier: "AlertHookDefaultsInput", ...strict })
export type AlertHookDefaultsInput = typeof AlertHookDefaultsInput.Type

export const CreateAlertHook = Schema.Struct({
  name: Name,
  accountIds: AccountIds,
  defaults: opt(AlertHookDefaultsInput)
}).annotations({ identifier: "CreateAlertHook", ...strict })
export type CreateAlertHook = typeof CreateAlertHook.Type

export const UpdateAlertHook = Schema.Struct({
  name: opt(Name),
  accountIds: opt(AccountIds),
  defaults: opt(AlertHookDefaultsInput)
}).pipe(
  Schema.filter((b) => b.name !== undefined || b.accountIds !== undefined || b.defaults !== undefined, {
    message: () => "send at least one of name, accountIds, defaults"
  })
).annotations({ identifier: "UpdateAlertHook", ...strict })
export type UpdateAlertHook = typeof UpdateAlertHook.Type

export const ListAlertsParams = Schema.Struct(pageParams).annotations(strict)

const HookPath = Schema.Struct({ id: AlertHookId })
const HookResponse = DataEnvelope(AlertHook, "AlertHookResponse")
const planNote = "Alert hooks are on every paid plan; other plans get 402 FEATURE_NOT_IN_PLAN naming the plans that have them."

export class AlertHooksGroup extends HttpApiGroup.make("alertHooks")
  .annotate(OpenApi.Title, "Alert hooks")
  .annotate(
    OpenApi.Description,
    "Secret inbound URLs that turn TradingView alerts into orders: one account places an ordinary order, several a " +
      "multi-account order. The message formats are described on `POST /hooks/tradingview/{secret}`."
  )
  .add(
    HttpApiEndpoint.post("createAlertHook", "/v1/alert-hooks")
      .annotate(OpenApi.Summary, "Create an alert hook")
      .setPayload(CreateAlertHook)
      .addSuccess(DataEnvelope(AlertHookWithUrl, "AlertHookCreatedResponse", 201))
      .pipe(errors(AccountNotFound, KeyLimitExceeded, FeatureNotInPlan))
      .annotateContext(requires("alert-hooks:write", { sessionStepUp: true }))
      .annotate(
        OpenApi.Description,
        "Creates an enabled hook; its full `url` is in this answer only (the secret is its last segment and is stored " +
          "hashed). Omitted `defaults` fields get their defaults. Every account must be in this workspace. " + planNote
      )
  )
  .add(
    HttpApiEndpoint.get("listAlertHooks", "/v1/alert-hooks")
      .annotate(OpenApi.Summary, "List alert hooks")
      .annotate(OpenApi.Description, "Every hook of the workspace, newest first; URLs only as `urlHint`.")
      .addSuccess(DataEnvelope(Schema.Array(AlertHook), "AlertHookListResponse"))
      .annotateContext(requires("alert-hooks:read"))
  )
  .add(
    HttpApiEndpoint.get("getAlertHook", "/v1/alert-hooks/:id")
      .annotate(OpenApi.Summary, "Get an alert hook")
      .annotate(OpenApi.Description, "The hook with its defaults; never its URL's secret.")
      .setPath(HookPath)
      .addSuccess(HookResponse)
      .pipe(errors(NotFound))
      .annotateContext(requires("alert-hooks:read"))
  )
  .add(
    HttpApiEndpoint.patch("updateAlertHook", "/v1/alert-hooks/:id")
      .annotate(OpenApi.Summary, "Update an alert hook")
      .setPath(HookPath)
      .setPayload(UpdateAlertHook)
      .addSuccess(HookResponse)
      .pipe(errors(NotFound, KeyLimitExceeded, AccountNotFound, FeatureNotInPlan))
      .annotateContext(requires("alert-hooks:write", { sessionStepUp: true }))
      .annotate(
        OpenApi.Description,
        "Changes `name`, `accountIds` and or `defaults`. Sent `defaults` fields replace those fields, the rest stay; " +
          "`symbolMap`, when sent, replaces the whole map. The URL does not change. " + planNote
      )
  )
  .add(
    HttpApiEndpoint.del("deleteAlertHook", "/v1/alert-hooks/:id")
      .annotate(OpenApi.Summary, "Delete an alert hook")
      .setPath(HookPath)
      .addSuccess(HookResponse)
      .pipe(errors(NotFound))
      .annotateContext(requires("alert-hooks:write"))
      .annotate(
        OpenApi.Description,
        "The URL stops working at once (404) and cannot be restored; orders it placed stay in history. Returns the hook as it was."
      )
  )
  .add(
    HttpApiEndpoint.post("disableAlertHook", "/v1/alert-hooks/:id/disable")
      .annotate(OpenApi.Summary, "Disable an alert hook")
      .setPath(HookPath)
      .addSuccess(HookResponse)
      .pipe(errors(NotFound))
      .annotateContext(requires("alert-hooks:write"))
      .annotate(OpenApi.Description, "Alerts are then refused with 409 ALERT_HOOK_DISABLED and recorded as rejected; the URL is unchanged. Safe to repeat.")
  )
  .add(
    HttpApiEndpoint.post("enableAlertHook", "/v1/alert-hooks/:id/enable")
      .annotate(OpenApi.Summary, "Enable an alert hook")
      .setPath(HookPath)
      .addSuccess(HookResponse)
      .pipe(errors(NotFound, KeyLimitExceeded, FeatureNotInPlan))
      .annotateContext(requires("alert-hooks:write", { sessionStepUp: true }))
      .annotate(OpenApi.Description, "Alerts are acted on again. A hook without accounts cannot be enabled (400). Safe to repeat. " + planNote)
  )
  .add(
    HttpApiEndpoint.post("rotateAlertHook", "/v1/alert-hooks/:id/rotate")
      .annotate(OpenApi.Summary, "Rotate an alert hook's URL")
      .setPath(HookPath)
      .addSuccess(DataEnvelope(AlertHookWithUrl, "AlertHookRotatedResponse"))
      .pipe(errors(NotFound, KeyLimitExceeded))
      .annotateContext(requires("alert-hooks:write", { sessionStepUp: true }))
      .annotate(OpenApi.Description, "A new secret URL, returned in this answer only; the old URL answers 404 from now on.")
  )
  .add(
    HttpApiEndpoint.get("listAlerts", "/v1/alert-hooks/:id/alerts")
      .annotate(OpenApi.Summary, "List a hook's alerts")
      .setPath(HookPath)
      .setUrlParams(ListAlertsParams)
      .addSuccess(PageEnvelope(Alert, "AlertPage"))
      .pipe(errors(NotFound))
      .annotateContext(requires("alert-hooks:read"))
      .annotate(
        OpenApi.Description,
        "Every alert the hook received, accepted or rejected, newest first: when, from where, the first 1 KiB of the " +
          "body, the parsed intent, the outcome with its reason, and the orders or multi-account order it placed. " +
          "Cursor pagination (`limit` 1 to 200, default 50). Kept 30 days."
      )
  )
  .middleware(Authentication)
{}

const formats = `Three message formats are read; the first that parses wins.

**JSON** (\`content-type: application/json\`, TradingView sends it when the message is valid JSON):
\`action\` (\`buy\`, \`sell\`, \`close\`, \`close_long\`, \`close_short\`, \`close_all\`, \`flat\`, \`cancel\`; also \`long\`,
\`short\`, \`exit\`), \`symbol\` or \`ticker\`, \`volume\` or \`quantity\` (else the hook's default), optional \`type\`
(\`market\`, \`limit\`, \`stop\`) with \`price\`, \`sl\` and \`tp\` as prices or \`sl_points\`/\`tp_points\`, \`id\` (the
alert's own id), \`time\` (RFC 3339 or Unix milliseconds), \`comment\`. Numbers may be JSON numbers or strings; unknown
fields are ignored. TradingView placeholders fit as values:
\`{"action":"{{strategy.order.action}}","ticker":"{{ticker}}","quantity":"{{strategy.order.contracts}}","id":"{{strategy.order.id}}-{{timenow}}","time":"{{timenow}}"}\`.

**Plain text**: \`buy EURUSD 0.1 sl=1.0800 tp=1.0950\`, \`sell EURUSD\`, \`closelong EURUSD\`, \`closeshort EURUSD\`,
\`close EURUSD\`, \`closeall\`, \`cancel EURUSD\`; optional \`price=\`, \`type=limit|stop\`, \`id=\`.

**Comma form** (PineConnector style, the first field is ignored): \`<id>,buy,EURUSD,vol_lots=0.1,sl=1.0850,tp=1.0950\`;
\`closelong\`, \`closeshort\`, \`closeall\`, \`cancel\` as actions.

**Duplicates.** An alert with an \`id\` is executed at most once per hook for 24 hours; without one, the same body
within 60 seconds is a duplicate. Either answers 200 with the first \`alertId\` and \`duplicate: true\`.

**Answers.** 202 \`{data:{alertId,status}}\` once accepted (execution runs after the answer); 200 for a duplicate;
404 unknown secret; 409 ALERT_HOOK_DISABLED; 400 INVALID_REQUEST for a message none of the formats reads; 403
ALERT_SOURCE_NOT_ALLOWED when \`onlyChartingPlatformIps\` is on and the sender is not one of TradingView's addresses;
409 ALERT_STALE when \`time\` is older than \`maxAlertAgeSeconds\`. Every refusal but 404 is recorded in the hook's alert log.
503 ALERT_DELAYED only when the alert could not be recorded within 2.5 s (the database stalled): it carries on and
may still run, and TradingView's resend is recognised as the same alert.`

const SecretPath = Schema.Struct({ secret: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(200)) })

/** The inbound side: no API key, the secret in the URL is the credential. */
export class AlertInboundGroup extends HttpApiGroup.make("alertInbound")
  .annotate(OpenApi.Title, "Alert hooks (inbound)")
  .annotate(OpenApi.Description, "Where TradingView sends alerts; no API key, the URL's secret is the credential.")
  .add(
    HttpApiEndpoint.post("receiveTradingViewAlert", "/hooks/tradingview/:secret")
      .annotate(OpenApi.Summary, "Receive a TradingView alert")
      .annotate(OpenApi.Description, formats)
      .setPath(SecretPath)
      .setPayload(HttpApiSchema.Text().annotations({ description: "the alert message: JSON, plain text or comma form" }))
      .addSuccess(DataEnvelope(AlertReceipt, "AlertAcceptedResponse", 202))
      .addSuccess(DataEnvelope(AlertReceipt, "AlertDuplicateResponse", 200))
      .pipe(errors(InvalidRequest, NotFound, AlertHookDisabled, AlertSourceNotAllowed, AlertStale, AlertDelayed))
  )
{}
