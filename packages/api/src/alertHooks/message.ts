import type { AlertFormat } from "@svc/domain/resources/alertHook"
import type { Parsed } from "./intentFields.js"
import { parseCommaMessage } from "./messageComma.js"
import { parseJsonMessage } from "./messageJson.js"
import { parseTextMessage } from "./messageText.js"

/** Which format a body is written in: JSON starts with `{`; a comma before any space is the comma form. */
export const formatOf = (body: string): AlertFormat => {
  const t = body.trim()
  if (t.startsWith("{")) return "json"
  const comma = t.indexOf(",")
  const space = t.search(/\s/)
  return comma >= 0 && (space < 0 || comma < space) ? "comma" : "text"
}

export const parseMessage = (body: string): { readonly format: AlertFormat; readonly parsed: Parsed } => {
  const format = formatOf(body)
  const parsed = format === "json" ? parseJsonMessage(body) : format === "comma" ? parseCommaMessage(body) : parseTextMessage(body)
  return { format, parsed }
}
