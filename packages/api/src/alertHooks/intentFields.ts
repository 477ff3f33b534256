import { decimal, type DecimalString } from "@svc/domain"
import type { AlertAction, AlertIntent } from "@svc/domain/resources/alertHook"

/** A message read, or why not. Pure: the formats are tested without a server. */
export type Parsed = { readonly ok: true; readonly intent: AlertIntent } | { readonly ok: false; readonly reason: string }

const actions: Record<string, AlertAction> = {
  buy: "buy", long: "buy",
  sell: "sell", short: "sell",
  close: "close", exit: "close",
  close_long: "close_long", closelong: "close_long", exit_long: "close_long",
  close_short: "close_short", closeshort: "close_short", exit_short: "close_short",
  close_all: "close_all", closeall: "close_all", exit_all: "close_all",
  flat: "flat",
  cancel: "cancel", cancel_all: "cancel"
}

/** The action a word names (case and `-` vs `_` ignored), or undefined. */
export const actionOf = (word: string): AlertAction | undefined =>
  Object.prototype.hasOwnProperty.call(actions, word.toLowerCase().replace(/-/g, "_"))
    ? actions[word.toLowerCase().replace(/-/g, "_")]
    : undefined

/** Actions that need no symbol. */
export const symbolOptional = (action: AlertAction) => action === "close_all"

/** A positive decimal as the API writes it: digits, an optional fraction, no exponent, no sign. */
export const decimalOf = (value: unknown): DecimalString | undefined => {
  const text = typeof value === "number" && Number.isFinite(value) ? String(value) : typeof value === "string" ? value.trim() : undefined
  if (text === undefined || !/^\d{1,12}(\.\d{1,10})?$/.test(text)) return undefined
  return /^0+(\.0+)?$/.test(text) ? undefined : decimal(text)
}

export const pointsOf = (value: unknown): number | undefined => {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : undefined
  if (text === undefined || !/^\d{1,7}$/.test(text)) return undefined
  const n = Number(text)
  return n > 0 ? n : undefined
}

/** RFC 3339, or Unix time in milliseconds (or seconds, when it has 10 digits). */
export const timeOf = (value: unknown): Date | undefined => {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : undefined
  if (text === undefined || text === "") return undefined
  if (/^\d{13}$/.test(text)) return new Date(Number(text))
  if (/^\d{10}$/.test(text)) return new Date(Number(text) * 1000)
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(text)) return undefined
  const d = new Date(text)
  return Number.isNaN(d.getTime()) ? undefined : d
}

export interface RawFields {
  readonly action: AlertAction
  readonly symbol: unknown
  readonly volume: unknown
  readonly type: unknown
  readonly price: unknown
  readonly sl: unknown
  readonly tp: unknown
  readonly slPoints: unknown
  readonly tpPoints: unknown
  readonly id: unknown
  readonly time: unknown
  readonly comment: unknown
}

const present = (v: unknown) => v !== undefined && v !== null && v !== ""
const text = (v: unknown, max: number) =>
  typeof v === "string" && v.trim() !== "" ? v.trim().slice(0, max) : typeof v === "number" ? String(v) : null

/**
 * The intent of a `key=value` format (keyword text, comma form): `fields` under their canonical names (see each
 * format's key table), with the symbol and volume the format found where it puts them.
 */
export const intentOfKeyValues = (
  action: AlertAction,
  fields: Readonly<Record<string, string>>,
  symbol: string | undefined,
  volume: string | undefined
): Parsed =>
  intentOf({
    action,
    symbol,
    volume,
    type: fields.type,
    price: fields.price,
    sl: fields.sl,
    tp: fields.tp,
    slPoints: fields.slPoints,
    tpPoints: fields.tpPoints,
    id: fields.id,
    time: fields.time,
    comment: fields.comment
  })

/** Checks the fields every format shares and builds the intent; the first problem is the reason. */
export const intentOf = (f: RawFields): Parsed => {
  const symbol = text(f.symbol, 64)
  if (symbol === null && !symbolOptional(f.action)) return { ok: false, reason: `\`${f.action}\` needs a symbol` }
  const volume = present(f.volume) ? decimalOf(f.volume) : null
  if (volume === undefined) return { ok: false, reason: "volume is not a positive decimal" }
  const type = present(f.type) ? String(f.type).toLowerCase() : "market"
  if (type !== "market" && type !== "limit" && type !== "stop") return { ok: false, reason: "type must be market, limit or stop" }
  const price = present(f.price) ? decimalOf(f.price) : null
  if (price === undefined) return { ok: false, reason: "price is not a positive decimal" }
  if (type !== "market" && price === null) return { ok: false, reason: `a ${type} order needs a price` }
  const stopLoss = present(f.sl) ? decimalOf(f.sl) : null
  if (stopLoss === undefined) return { ok: false, reason: "sl is not a positive price" }
  const takeProfit = present(f.tp) ? decimalOf(f.tp) : null
  if (takeProfit === undefined) return { ok: false, reason: "tp is not a positive price" }
  const stopLossPoints = present(f.slPoints) ? pointsOf(f.slPoints) : null
  if (stopLossPoints === undefined) return { ok: false, reason: "sl_points is not a whole number of points" }
  const takeProfitPoints = present(f.tpPoints) ? pointsOf(f.tpPoints) : null
  if (takeProfitPoints === undefined) return { ok: false, reason: "tp_points is not a whole number of points" }
  if (stopLoss !== null && stopLossPoints !== null) return { ok: false, reason: "send sl or sl_points, not both" }
  if (takeProfit !== null && takeProfitPoints !== null) return { ok: false, reason: "send tp or tp_points, not both" }
  const time = present(f.time) ? timeOf(f.time) : null
  if (time === undefined) return { ok: false, reason: "time is neither RFC 3339 nor Unix milliseconds" }
  return {
    ok: true,
    intent: {
      action: f.action,
      symbol,
      volume,
      type,
      price,
      stopLoss,
      takeProfit,
      stopLossPoints,
      takeProfitPoints,
      alertRef: text(f.id, 128),
      time,
      comment: text(f.comment, 128)
    }
  }
}
