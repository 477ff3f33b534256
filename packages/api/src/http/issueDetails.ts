import type { HttpApiError } from "@effect/platform"

/** More than this many fields in one answer helps nobody; the rest are counted. */
export const maxDetails = 50

type Issue = HttpApiError.HttpApiDecodeError["issues"][number]

export type Detail = {
  readonly field: string
  readonly message: string
}

/** Effect's own wording for a type mismatch: `Expected <what the schema wants>, actual <the submitted value>`. */
const typeMismatch = /^Expected ([\s\S]*?), actual /
const literals = /^"[^"]*"(?: \| "[^"]*")*$/
const friendly: Record<string, string> = {
  string: "a string",
  number: "a number",
  boolean: "true or false",
  UUID: "a UUID",
  "a valid Date": "a valid date-time",
  "an integer": "an integer"
}

/** What a field must be, from the schema side of a mismatch only. */
const mustBe = (expected: string, atRoot: boolean): string => {
  if (literals.test(expected)) return `one of ${expected.split(" | ").join(", ")}`
  if (friendly[expected] !== undefined) return friendly[expected]
  if (/^\w+ \(UUID\)$/.test(expected)) return "a UUID"
  const array = /^ReadonlyArray<(.*)>$/.exec(expected)
  if (array !== null) return array[1] === "string" ? "an array of strings" : "an array"
  // A struct written out (`{ readonly price?: … }`) is an object, whatever its fields.
  if (/^\{[\s\S]*\}$/.test(expected)) return "a JSON object"
  // A named schema (CancelOrderRequest, Redacted(<redacted>), Struct (Encoded side)) names nothing a client can act on.
  if (/^[A-Z][A-Za-z0-9]*(?: ?\(.*\))?$/.test(expected)) return atRoot ? "a JSON object" : "a value of the documented type"
  return expected.replace(/\b1 (character|item)\(s\)/g, "1 $1").replace(/\((s)\)/g, "$1")
}

/**
 * One issue in words that never repeat what was sent: the request may carry a password, and an echo makes every
 * error a place a secret can end up (logs, proxies, support tickets). Effect's default messages quote the value,
 * so those are rewritten from their schema side; messages the schemas annotate are written without values.
 */
const messageOf = (issue: Issue): string => {
  const atRoot = issue.path.length === 0
  switch (issue._tag) {
    case "Missing":
      // Effect's default; a schema may say more (a header says it is one and what to put in it).
      return issue.message === "is missing" ? "is required" : issue.message
    case "Forbidden":
      return "is not allowed"
    case "Unexpected": {
      const allowed = /expected: ([\s\S]*)$/.exec(issue.message)?.[1]
      return allowed === undefined
        ? "is not a field of this request"
        : `is not a field of this request; the fields are ${allowed.split(" | ").map((k) => k.replace(/^"|"$/g, "")).join(", ")}`
    }
  }
  const mismatch = typeMismatch.exec(issue.message)
  if (mismatch !== null) return `must be ${mustBe(mismatch[1] ?? "", atRoot)}`
  if (issue.message.startsWith("Unable to decode ")) {
    // `Unable to decode <value> into a number`: the target follows the last " into ".
    const target = issue.message.slice(issue.message.lastIndexOf(" into ") + " into ".length)
    return `must be ${target}`
  }
  return issue.message
}

/**
 * Decode issues → `details`, one entry per field named by its path. A union reports one issue per member it
 * tried; they are merged into one message (the allowed values of an enum together, `null` as "or null", the
 * `undefined` of an optional field dropped). At most `maxDetails` entries, then one counting the rest.
 */
export const detailsOf = (issues: ReadonlyArray<Issue>): Array<Detail> => {
  const byField = new Map<string, Array<string>>()
  for (const issue of issues) {
    // A field is named by its path; an unknown key is the client's own text, so only its start is repeated.
    const field = issue.path.length === 0 ? "(body)" : issue.path.map(String).join(".").slice(0, 200)
    const messages = byField.get(field)
    if (messages === undefined && byField.size >= maxDetails) continue
    const message = messageOf(issue)
    if (messages === undefined) byField.set(field, [message])
    else if (!messages.includes(message)) messages.push(message)
  }
  const fieldCount = new Set(issues.map((i) => i.path.map(String).join("."))).size
  const details = [...byField].map(([field, messages]) => ({ field, message: merge(messages) }))
  if (fieldCount > maxDetails) details.push({ field: "(more)", message: `${fieldCount - maxDetails} more fields are not valid; fix these first` })
  return details
}

const merge = (messages: ReadonlyArray<string>): string => {
  const orNull = messages.includes("must be null")
  const options: Array<string> = []
  const values: Array<string> = []
  for (const m of messages) {
    if (m === "must be undefined" || m === "must be null") continue
    if (m.startsWith("must be one of ")) values.push(m.slice("must be one of ".length))
    else options.push(m)
  }
  if (values.length > 0) options.unshift(`must be one of ${values.join(", ")}`)
  if (options.length === 0) return orNull ? "must be null" : "is not valid"
  return `${options.join("; or ")}${orNull ? " (or null)" : ""}`
}
