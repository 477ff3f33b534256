import { Schema } from "effect"
import { DecimalString } from "../decimal.js"
import { AccountId, AlertHookId } from "../ids.js"
import { Timestamp } from "../time.js"

/** How an alert becomes an order when the alert itself leaves something out. */
export const AlertHookDefaults = Schema.Struct({
  volume: DecimalString.annotations({ description: "lots, used when an alert sends none" }),
  deviationPoints: Schema.NullOr(Schema.NonNegativeInt)
    .annotations({ description: "maximum slippage in points; null leaves it to the terminal" }),
  symbolMap: Schema.Record({ key: Schema.String, value: Schema.String })
    .annotations({ description: "charting symbol (after prefix removal) to broker symbol; checked before the suffix" }),
  symbolSuffix: Schema.String.annotations({ description: "appended to symbols the map does not name" }),
  stripExchangePrefix: Schema.Boolean.annotations({ description: "drop `OANDA:`-style prefixes; default on" }),
  allowClose: Schema.Boolean.annotations({ description: "act on `close`, `flat`, `close_all` alerts; default on" }),
  onlyChartingPlatformIps: Schema.Boolean
    .annotations({ description: "refuse alerts not from the platform's published webhook addresses; default on" })
}).annotations({ identifier: "AlertHookDefaults" })
export type AlertHookDefaults = typeof AlertHookDefaults.Type

export const alertHookFields = {
  id: AlertHookId,
  name: Schema.String,
  accountIds: Schema.Array(AccountId)
    .annotations({ description: "one account places an ordinary order, several place a multi-account order" }),
  defaults: AlertHookDefaults,
  enabled: Schema.Boolean,
  urlHint: Schema.String.annotations({ description: "the inbound URL with its secret elided" }),
  lastUsedAt: Schema.NullOr(Timestamp).annotations({ description: "to the minute" }),
  createdAt: Timestamp
}

export class AlertHook extends Schema.Class<AlertHook>("AlertHook")(alertHookFields) {}

/** Returned by create and rotate only: the full inbound URL, whose path holds the secret. */
export class CreatedAlertHook extends Schema.Class<CreatedAlertHook>("CreatedAlertHook")({
  ...alertHookFields,
  url: Schema.String.annotations({ description: "{base_url}/hooks/<charting_platform>/<hook_secret>; returned once" })
}) {}
