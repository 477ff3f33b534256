import { actionOf, intentOf, type Parsed } from "./intentFields.js"

const first = (o: Record<string, unknown>, ...names: ReadonlyArray<string>): unknown => {
  for (const n of names) if (o[n] !== undefined && o[n] !== null && o[n] !== "") return o[n]
  return undefined
}

/**
 * The JSON format: `action`, `symbol`|`ticker`, `volume`|`quantity`, `type`, `price`, `sl`|`stopLoss`, `tp`|`takeProfit`,
 * `sl_points`, `tp_points`, `id`, `time`, `comment`; unknown fields are ignored. `sentiment: "flat"` (what a strategy
 * alert says when its order closes the position) makes the alert a close.
 */
export const parseJsonMessage = (body: string): Parsed => {
  let value: unknown
  try {
    value = JSON.parse(body)
  } catch {
    return { ok: false, reason: "the message is not valid JSON" }
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return { ok: false, reason: "the JSON message is not an object" }
  const o = value as Record<string, unknown>
  const rawAction = first(o, "action")
  if (typeof rawAction !== "string") return { ok: false, reason: "`action` is missing" }
  const named = actionOf(rawAction)
  if (named === undefined) return { ok: false, reason: `\`action\` ${JSON.stringify(rawAction.slice(0, 40))} is not one of buy, sell, close, close_long, close_short, close_all, flat, cancel` }
  const sentiment = typeof o.sentiment === "string" ? o.sentiment.toLowerCase() : undefined
  const action = sentiment === "flat" && (named === "buy" || named === "sell") ? "close" : named
  return intentOf({
    action,
    symbol: first(o, "symbol", "ticker"),
    volume: first(o, "volume", "quantity"),
    type: first(o, "type"),
    price: first(o, "price"),
    sl: first(o, "sl", "stopLoss"),
    tp: first(o, "tp", "takeProfit"),
    slPoints: first(o, "sl_points"),
    tpPoints: first(o, "tp_points"),
    id: first(o, "id"),
    time: first(o, "time"),
    comment: first(o, "comment")
  })
}
