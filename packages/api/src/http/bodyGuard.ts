/**
 * What no field of this API can hold, refused before any decoder runs: Postgres rejects NUL in text (a NUL that
 * reached SQL inside an account's actor cost it its session), and deeply nested JSON overflows the stack while
 * a decode error is being formatted. Both answer 400 INVALID_REQUEST.
 */
export const maxJsonDepth = 64

export const refusalOf = (text: string): string | undefined => {
  if (text.includes("\u0000") || /\\u0000/i.test(text)) return "contains a NUL character"
  let depth = 0
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
  }
  return undefined
}

/** The query string only: a path with a NUL matches no route and answers 404 like any unknown path. */
export const urlRefusalOf = (url: string): string | undefined => {
  const query = url.includes("?") ? url.slice(url.indexOf("?")) : ""
  return /%00/i.test(query) || query.includes("\u0000") ? "contains a NUL character" : undefined
}
