/**
 * What no request of this API can carry, refused before any decoder runs (each answers 400 INVALID_REQUEST):
 * - a body that is not JSON: the platform would decode multipart and form bodies into payloads too, past every
 *   check below, and parse malformed multipart into a 500;
 * - NUL anywhere: Postgres rejects NUL in text (a NUL that reached SQL inside an account's actor cost it its
 *   session);
 * - JSON nested deeper than any request needs: it overflows the stack while a decode error is being formatted;
 * - more values than any request needs: every unknown field or bad item is one decode issue, so a 1 MiB body of
 *   95,000 unknown fields made 95,000 issues to format and a 12.5 MB answer.
 */
const maxJsonDepth = 64
/** The largest request (prepare: 200 account ids) holds about 200; fields and array items together. */
const maxJsonValues = 1_000
/** No endpoint has more than a handful of query parameters. */
const maxQueryParameters = 50

export const jsonMediaType = "application/json"

/**
 * The declared content type, when it is one this API does not read. Absent is fine: a body-less call sends none,
 * and a body without one is read as JSON like any other.
 */
export const contentTypeRefusalOf = (header: string | undefined): string | undefined => {
  if (header === undefined) return undefined
  const [type = "", ...parameters] = header.split(";").map((p) => p.trim().toLowerCase())
  if (type !== jsonMediaType) return `must be ${jsonMediaType}: request bodies are JSON`
  const charset = parameters.find((p) => p.startsWith("charset="))?.slice("charset=".length).replace(/"/g, "")
  if (charset !== undefined && charset !== "utf-8" && charset !== "utf8") return `must be ${jsonMediaType} in UTF-8 (charset=utf-8 or none)`
  return undefined
}

export const refusalOf = (text: string): string | undefined => {
  if (text.includes("\u0000") || /\\u0000/i.test(text)) return "contains a NUL character"
  let depth = 0
  let values = 1
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 92) i++ // backslash: skip the escaped character
      else if (c === 34) inString = false
    } else if (c === 34) inString = true
    else if (c === 123 || c === 91) {
      if (++depth > maxJsonDepth) return `is nested deeper than ${maxJsonDepth} levels`
    } else if (c === 125 || c === 93) depth--
    else if (c === 44 && ++values > maxJsonValues) return `holds more than ${maxJsonValues} fields and array items`
  }
  return undefined
}

/** The query string only: a path with a NUL matches no route and answers 404 like any unknown path. */
export const urlRefusalOf = (url: string): string | undefined => {
  const query = url.includes("?") ? url.slice(url.indexOf("?")) : ""
  if (/%00/i.test(query) || query.includes("\u0000")) return "contains a NUL character"
  if (query.split("&").length > maxQueryParameters) return `has more than ${maxQueryParameters} query parameters`
  return undefined
}
