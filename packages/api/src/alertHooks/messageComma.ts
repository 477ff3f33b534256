import { actionOf, intentOfKeyValues, type Parsed } from "./intentFields.js"

const keyNames: Record<string, string> = {
  vol_lots: "volume", lots: "volume", volume: "volume", risk: "volume",
  sl: "sl", tp: "tp", price: "price", type: "type", comment: "comment", id: "id", time: "time",
  sl_points: "slPoints", tp_points: "tpPoints"
}

/**
 * PineConnector's comma form, `<licence id>,<action>,<SYMBOL>[,key=value …]`: the first field is ignored so scripts
 * written for it work unchanged (`123,buy,EURUSD,vol_lots=0.1,sl=1.0850,tp=1.0950`). `closeall` needs no symbol.
 * PineConnector's `risk` is read as lots, its default unit.
 */
export const parseCommaMessage = (body: string): Parsed => {
  const parts = body.trim().split(",").map((p) => p.trim())
  if (parts.length < 2) return { ok: false, reason: "the comma form is `<id>,<action>,<symbol>,key=value…`" }
  const [, rawAction = "", ...rest] = parts
  const action = actionOf(rawAction)
  if (action === undefined) return { ok: false, reason: `the second field ${JSON.stringify(rawAction.slice(0, 40))} is not an action` }
  const fields: Record<string, string> = {}
  let symbol: string | undefined
  for (const part of rest) {
    const eq = part.indexOf("=")
    if (eq < 0) {
      if (symbol !== undefined) return { ok: false, reason: `unexpected field ${JSON.stringify(part.slice(0, 40))}: write values as key=value` }
      symbol = part
      continue
    }
    const name = keyNames[part.slice(0, eq).toLowerCase()]
    if (name !== undefined) fields[name] = part.slice(eq + 1)
  }
  return intentOfKeyValues(action, fields, symbol, fields.volume)
}
