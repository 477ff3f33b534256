import { Effect, ParseResult, Schema } from "effect"
import { createHmac, timingSafeEqual } from "node:crypto"
import { CryptoProviderFailed } from "./CryptoProvider.js"

/**
 * The JSON text with every number literal turned into a string of its exact digits, so a provider's amounts
 * (NOWPayments sends coin amounts as JSON numbers) are never rounded through a float. Strings are copied as they are.
 */
export const numbersAsStrings = (text: string): string => {
  let out = ""
  let i = 0
  while (i < text.length) {
    const c = text[i]!
    if (c === "\"") {
      let j = i + 1
      while (j < text.length && text[j] !== "\"") j += text[j] === "\\" ? 2 : 1
      out += text.slice(i, j + 1)
      i = j + 1
    } else if (c === "-" || (c >= "0" && c <= "9")) {
      const m = /^-?\d+(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i, i + 400))
      const literal = m?.[0] ?? c
      out += `"${literal}"`
      i += literal.length
    } else {
      out += c
      i++
    }
  }
  return out
}

/**
 * A JSON number's digits (as `numbersAsStrings` keeps them) as a plain decimal string: the exponent applied by moving
 * the point, never through a float.
 */
export const plainDecimal = (literal: string): string => {
  const m = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(literal.trim())
  if (m === null) throw new Error(`not a JSON number: ${literal}`)
  const [, sign = "", whole = "0", fraction = "", exponent = "0"] = m
  const shift = Number(exponent)
  let digits = whole + fraction
  let point = whole.length + shift
  if (point <= 0) {
    digits = "0".repeat(1 - point) + digits
    point = 1
  }
  if (point > digits.length) digits = digits + "0".repeat(point - digits.length)
  const intPart = digits.slice(0, point).replace(/^0+(?=\d)/, "")
  const fracPart = digits.slice(point).replace(/0+$/, "")
  return `${sign}${intPart}${fracPart === "" ? "" : `.${fracPart}`}`
}

/** A provider's amount sent as a JSON number (kept exact by `numbersAsStrings`), decoded to a plain decimal string. */
export const JsonDecimal = Schema.transformOrFail(Schema.String, Schema.String, {
  strict: true,
  decode: (s, _, ast) => {
    try {
      return ParseResult.succeed(plainDecimal(s))
    } catch {
      return ParseResult.fail(new ParseResult.Type(ast, s, "not a number"))
    }
  },
  encode: ParseResult.succeed
})

/**
 * One JSON call to a payment provider's API, its answer decoded with `schema`; any failure is the provider's.
 * `exactNumbers`: number literals reach the schema as strings of their digits (see `numbersAsStrings`). `rawBody`:
 * the request body as JSON text already (a price written as an exact decimal literal).
 */
export const providerCall = <A, I>(
  provider: string,
  schema: Schema.Schema<A, I>,
  url: string,
  init: {
    readonly method?: string
    readonly headers: Record<string, string>
    readonly body?: unknown
    readonly rawBody?: string
    readonly exactNumbers?: boolean
  }
): Effect.Effect<A, CryptoProviderFailed> =>
  Effect.gen(function*() {
    const res = yield* Effect.tryPromise({
      try: (signal) =>
        fetch(url, {
          method: init.method ?? "GET",
          headers: {
            accept: "application/json",
            ...(init.body === undefined && init.rawBody === undefined ? {} : { "content-type": "application/json" }),
            ...init.headers
          },
          ...(init.rawBody !== undefined ? { body: init.rawBody } : init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
          signal: AbortSignal.any([signal, AbortSignal.timeout(15_000)])
        }),
      catch: (e) => new CryptoProviderFailed({ reason: `${provider} could not be reached: ${String(e)}` })
    })
    const text = yield* Effect.tryPromise({
      try: () => res.text(),
      catch: (e) => new CryptoProviderFailed({ reason: `${provider}'s answer could not be read: ${String(e)}` })
    })
    if (!res.ok) return yield* new CryptoProviderFailed({ reason: `${provider} answered ${res.status}: ${text.slice(0, 300)}` })
    return yield* Schema.decodeUnknown(Schema.parseJson(schema))(init.exactNumbers === true ? numbersAsStrings(text) : text).pipe(
      Effect.mapError((e) => new CryptoProviderFailed({ reason: `${provider} answered in an unexpected shape: ${e.message}` }))
    )
  })

/** Whether `presentedHex` is the HMAC of `data` under `secret`, compared in constant time. */
export const hmacMatches = (algorithm: "sha256" | "sha512", secret: string, data: string | Buffer, presentedHex: string): boolean => {
  const expected = createHmac(algorithm, secret).update(data).digest()
  const presented = /^[0-9a-fA-F]*$/.test(presentedHex) ? Buffer.from(presentedHex, "hex") : Buffer.alloc(0)
  return presented.length === expected.length && timingSafeEqual(presented, expected)
}
