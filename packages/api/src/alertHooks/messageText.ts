import { actionOf, intentOfKeyValues, type Parsed } from "./intentFields.js"

const keyNames: Record<string, string> = {
  sl: "sl", tp: "tp", price: "price", type: "type", id: "id", time: "time", comment: "comment",
  sl_points: "slPoints", tp_points: "tpPoints",
  vol: "volume", volume: "volume", lots: "volume", lotsize: "volume", vol_lots: "volume", quantity: "volume",
  symbol: "symbol", tradesymbol: "symbol", ticker: "symbol"
}

/**
 * Keyword text: `<action> [SYMBOL] [VOLUME] [key=value …]`, e.g. `buy EURUSD 0.1 sl=1.0800 tp=1.0950`,
 * `closelong EURUSD`, `closeall`. Words are separated by spaces; keys are case-insensitive.
 */
export const parseTextMessage = (body: string): Parsed => {
  const words = body.trim().split(/\s+/).filter((w) => w !== "")
  const [head, ...rest] = words
  if (head === undefined) return { ok: false, reason: "the message is empty" }
  const action = actionOf(head)
  if (action === undefined) return { ok: false, reason: `the first word ${JSON.stringify(head.slice(0, 40))} is not an action (buy, sell, close, closelong, closeshort, closeall, flat, cancel)` }
  const fields: Record<string, string> = {}
  const positional: Array<string> = []
  for (const word of rest) {
    const eq = word.indexOf("=")
    if (eq < 0) {
      positional.push(word)
      continue
    }
    const name = keyNames[word.slice(0, eq).toLowerCase()]
    if (name !== undefined) fields[name] = word.slice(eq + 1)
  }
  if (positional.length > 2) return { ok: false, reason: `unexpected word ${JSON.stringify(positional[2]!.slice(0, 40))}: write extra values as key=value` }
  return intentOfKeyValues(action, fields, fields.symbol ?? positional[0], fields.volume ?? positional[1])
}
