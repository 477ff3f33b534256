import { Effect, Schema } from "effect"
import { createHmac, timingSafeEqual } from "node:crypto"
import { CryptoProviderFailed } from "./CryptoProvider.js"

/** One JSON call to a payment provider's API, its answer decoded with `schema`; any failure is the provider's. */
export const providerCall = <A, I>(
  provider: string,
  schema: Schema.Schema<A, I>,
  url: string,
  init: { readonly method?: string; readonly headers: Record<string, string>; readonly body?: unknown }
): Effect.Effect<A, CryptoProviderFailed> =>
  Effect.gen(function*() {
    const res = yield* Effect.tryPromise({
      try: (signal) =>
        fetch(url, {
          method: init.method ?? "GET",
          headers: { accept: "application/json", ...(init.body === undefined ? {} : { "content-type": "application/json" }), ...init.headers },
          ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
          signal: AbortSignal.any([signal, AbortSignal.timeout(15_000)])
        }),
      catch: (e) => new CryptoProviderFailed({ reason: `${provider} could not be reached: ${String(e)}` })
    })
    const text = yield* Effect.tryPromise({
      try: () => res.text(),
      catch: (e) => new CryptoProviderFailed({ reason: `${provider}'s answer could not be read: ${String(e)}` })
    })
    if (!res.ok) return yield* new CryptoProviderFailed({ reason: `${provider} answered ${res.status}: ${text.slice(0, 300)}` })
    return yield* Schema.decodeUnknown(Schema.parseJson(schema))(text).pipe(
      Effect.mapError((e) => new CryptoProviderFailed({ reason: `${provider} answered in an unexpected shape: ${e.message}` }))
    )
  })

/** Whether `presentedHex` is the HMAC of `data` under `secret`, compared in constant time. */
export const hmacMatches = (algorithm: "sha256" | "sha512", secret: string, data: string | Buffer, presentedHex: string): boolean => {
  const expected = createHmac(algorithm, secret).update(data).digest()
  const presented = /^[0-9a-fA-F]*$/.test(presentedHex) ? Buffer.from(presentedHex, "hex") : Buffer.alloc(0)
  return presented.length === expected.length && timingSafeEqual(presented, expected)
}
