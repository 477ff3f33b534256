import { Schema } from "effect"
import { DecimalString, PositiveDecimalString } from "../decimal.js"
import { AccountId, AlertHookId, AlertId, OrderId, WaveId } from "../ids.js"
import { Timestamp } from "../time.js"

const BrokerSymbol = Schema.String.pipe(Schema.minLength(1), Schema.maxLength(64))

/** The hook's `defaults`, every field present: omitted ones were given the spec's defaults at creation. */
export const AlertHookDefaults = Schema.Struct({
  volume: Schema.NullOr(PositiveDecimalString)
    .annotations({ description: "lots, used when an alert sends none; null: an alert without a volume is rejected" }),
  deviationPoints: Schema.NullOr(Schema.Int.pipe(Schema.between(0, 100_000)))
    .annotations({ description: "maximum slippage in points; null leaves it to the terminal" }),
  symbolMap: Schema.Record({ key: Schema.String.pipe(Schema.maxLength(64)), value: BrokerSymbol })
    .annotations({ description: "charting symbol (after prefix removal) to broker symbol; checked before the suffix" }),
  symbolSuffix: Schema.String.pipe(Schema.maxLength(16))
    .annotations({ description: "appended to symbols the map does not name (`.m`, `pro`)" }),
  stripExchangePrefix: Schema.Boolean.annotations({ description: "`OANDA:EURUSD` → `EURUSD`" }),
  allowClose: Schema.Boolean.annotations({ description: "whether `close`, `close_long`, `close_short`, `flat`, `close_all` alerts are acted on" }),
  onlyChartingPlatformIps: Schema.Boolean
    .annotations({ description: "refuse alerts not sent from TradingView's published webhook addresses" }),
  maxAlertAgeSeconds: Schema.NullOr(Schema.Int.pipe(Schema.between(1, 86_400)))
    .annotations({ description: "staleness guard: an alert whose `time` is older than this is rejected; null: off" })
}).annotations({ identifier: "AlertHookDefaults" })
export type AlertHookDefaults = typeof AlertHookDefaults.Type

export const alertHookFields = {
  id: AlertHookId,
  name: Schema.String,
  accountIds: Schema.Array(AccountId).annotations({ description: "one account places an ordinary order; several place a multi-account order" }),
  defaults: AlertHookDefaults,
  enabled: Schema.Boolean,
  urlHint: Schema.String.annotations({ description: "the URL with its secret elided" }),
  lastUsedAt: Schema.NullOr(Timestamp).annotations({ description: "the last alert received, to the minute" }),
  createdAt: Timestamp
}

export class AlertHook extends Schema.Class<AlertHook>("AlertHook")(alertHookFields) {}

/** Returned by create and rotate only: the full URL, whose last segment is the secret. */
export class AlertHookWithUrl extends Schema.Class<AlertHookWithUrl>("AlertHookWithUrl")({
  ...alertHookFields,
  url: Schema.String.annotations({ description: "`<base>/hooks/tradingview/<secret>`; returned once" })
}) {}

export const AlertAction = Schema.Literal("buy", "sell", "close", "close_long", "close_short", "close_all", "flat", "cancel")
  .annotations({ identifier: "AlertAction" })
export type AlertAction = typeof AlertAction.Type

export const AlertFormat = Schema.Literal("json", "text", "comma").annotations({ identifier: "AlertFormat" })
export type AlertFormat = typeof AlertFormat.Type

/** What the message asked for, as parsed; prices and volumes stay decimal strings. */
export const AlertIntent = Schema.Struct({
  action: AlertAction,
  symbol: Schema.NullOr(Schema.String).annotations({ description: "as the chart sent it, before mapping" }),
  volume: Schema.NullOr(DecimalString),
  type: Schema.Literal("market", "limit", "stop"),
  price: Schema.NullOr(DecimalString),
  stopLoss: Schema.NullOr(DecimalString).annotations({ description: "a price" }),
  takeProfit: Schema.NullOr(DecimalString).annotations({ description: "a price" }),
  stopLossPoints: Schema.NullOr(Schema.Int).annotations({ description: "points from the entry" }),
  takeProfitPoints: Schema.NullOr(Schema.Int).annotations({ description: "points from the entry" }),
  alertRef: Schema.NullOr(Schema.String).annotations({ description: "the message's own `id`: executed at most once per hook for 24 hours" }),
  time: Schema.NullOr(Timestamp),
  comment: Schema.NullOr(Schema.String)
}).annotations({ identifier: "AlertIntent" })
export type AlertIntent = typeof AlertIntent.Type

export const AlertStatus = Schema.Literal("accepted", "executed", "failed", "rejected")
  .annotations({
    identifier: "AlertStatus",
    description: "`accepted`: queued for its account(s); `executed`: its orders were sent (see them for the broker's answer); " +
      "`failed`: the order path refused it (reason says why); `rejected`: refused before any order"
  })
export type AlertStatus = typeof AlertStatus.Type

export class Alert extends Schema.Class<Alert>("Alert")({
  id: AlertId,
  hookId: AlertHookId,
  receivedAt: Timestamp,
  sourceAddress: Schema.NullOr(Schema.String).annotations({ description: "the sender as believed (X-Forwarded-For only from a trusted proxy)" }),
  body: Schema.String.annotations({ description: "the first 1 KiB of the message" }),
  format: Schema.NullOr(AlertFormat),
  intent: Schema.NullOr(AlertIntent),
  status: AlertStatus,
  reason: Schema.NullOr(Schema.String),
  duplicates: Schema.NonNegativeInt.annotations({ description: "later sends recognised as this alert, answered 200 `duplicate: true`, never executed" }),
  orderIds: Schema.Array(OrderId),
  waveId: Schema.NullOr(WaveId)
}) {}

/** The inbound answer. */
export const AlertReceipt = Schema.Struct({
  alertId: AlertId,
  status: AlertStatus,
  duplicate: Schema.Boolean
}).annotations({ identifier: "AlertReceipt" })
export type AlertReceipt = typeof AlertReceipt.Type
