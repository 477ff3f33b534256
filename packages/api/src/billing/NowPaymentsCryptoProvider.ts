import { Context, Effect, Layer, Queue, Redacted, Schema } from "effect"
import { fromUnits, ratio, toUnits } from "./coinAmount.js"
import { CryptoProvider, CryptoProviderFailed, type ProviderCoin, type ProviderCryptoInvoice } from "./CryptoProvider.js"
import { CryptoWebhook, CryptoWebhookRefused } from "./CryptoWebhook.js"
import { hmacMatches, JsonDecimal, providerCall } from "./providerHttp.js"

export interface NowPaymentsOptions {
  /** Their API, `https://api.nowpayments.io` unless told otherwise. */
  readonly url: string
  readonly apiKey: Redacted.Redacted
  readonly ipnSecret: Redacted.Redacted
  /** The tickers offered (NOWPayments lists hundreds); those it no longer lists are left out. */
  readonly coins: ReadonlyArray<string>
  /** Where NOWPayments sends its IPN (our `/hooks/nowpayments`), when the service knows its public address. */
  readonly ipnCallbackUrl?: string
}

/** Prices are in US dollars: NOWPayments states its minimums as a dollar equivalent. */
const currency = "usd"
/** How long NOWPayments holds a payment's rate when its answer does not say. */
const defaultRateWindowMillis = 20 * 60 * 1000

// NOWPayments API shapes (only the fields read here). Amounts come as JSON numbers; the answers are read with
// `exactNumbers`, so each reaches these schemas as the exact digits sent (JsonDecimal), never through a float.
const Currencies = Schema.Struct({ currencies: Schema.Array(Schema.String) })
const MinAmount = Schema.Struct({ min_amount: JsonDecimal, fiat_equivalent: Schema.optional(JsonDecimal) })
const PaymentId = Schema.Union(Schema.String, Schema.Number).pipe(Schema.transform(Schema.String, { decode: String, encode: (s) => s }))
const Payment = Schema.Struct({
  payment_id: PaymentId,
  payment_status: Schema.String,
  pay_address: Schema.String,
  pay_amount: JsonDecimal,
  price_amount: JsonDecimal,
  pay_currency: Schema.String,
  actually_paid: Schema.optional(Schema.NullOr(JsonDecimal)),
  payin_hash: Schema.optional(Schema.NullOr(Schema.String)),
  created_at: Schema.optional(Schema.String),
  updated_at: Schema.optional(Schema.String),
  expiration_estimate_date: Schema.optional(Schema.NullOr(Schema.String))
})
const Ipn = Schema.Struct({ payment_id: PaymentId })

/** Ticker → network, for the tickers whose network is not the coin's own chain. */
const networks: Record<string, string> = {
  btc: "bitcoin", ltc: "litecoin", xmr: "monero", eth: "ethereum", doge: "dogecoin", trx: "tron",
  usdttrc20: "tron", usdterc20: "ethereum", usdtbsc: "bsc", usdcerc20: "ethereum", usdctrc20: "tron"
}

/** A dollar amount (a decimal string) as integer cents, rounded up (a minimum must not be undercut). */
const centsUp = (dollars: string): number => {
  const units = toUnits(dollars)
  return Number((units + 999_999n) / 1_000_000n)
}

/** Integer minor units as the decimal of currency units NOWPayments' `price_amount` takes (4900 → 49.00). */
const priceLiteral = (minor: number): string => `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, "0")}`

/** The IPN's signed text: the JSON with every object's keys sorted, recursively (NOWPayments' own rule). */
export const sortedJson = (value: unknown): string => JSON.stringify(sortKeys(value))
const sortKeys = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(sortKeys)
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]))
  }
  return value
}

/**
 * NOWPayments (hosted): `currencies` and `min-amount` decide which coins a checkout may use and from which price, a
 * payment per month bought, read back by id. Its IPN carries `x-nowpayments-sig`, HMAC-SHA512 over the body
 * re-serialised with sorted keys, and only names the payment.
 */
export class NowPaymentsCryptoProvider {
  static layer(options: NowPaymentsOptions): Layer.Layer<CryptoProvider | CryptoWebhook> {
    return Layer.effectContext(Effect.gen(function*() {
      const notices = yield* Queue.unbounded<{ readonly _tag: "InvoiceChanged"; readonly id: string }>()
      const base = `${options.url.replace(/\/+$/, "")}/v1`
      const headers = { "x-api-key": Redacted.value(options.apiKey) }
      const call = <A, I>(schema: Schema.Schema<A, I>, path: string, init: { readonly method?: string; readonly rawBody?: string } = {}) =>
        providerCall("NOWPayments", schema, `${base}${path}`, { ...init, headers, exactNumbers: true })
      const offered = options.coins.map((c) => c.trim().toLowerCase()).filter((c) => c !== "")

      const coins = Effect.gen(function*() {
        const listed = new Set((yield* call(Currencies, "/currencies")).currencies.map((c) => c.toLowerCase()))
        return yield* Effect.forEach(offered.filter((c) => listed.has(c)), (ticker) =>
          call(MinAmount, `/min-amount?${new URLSearchParams({ currency_from: ticker, currency_to: ticker, fiat_equivalent: currency })}`).pipe(
            Effect.flatMap((m) =>
              m.fiat_equivalent === undefined
                ? Effect.fail(new CryptoProviderFailed({ reason: `NOWPayments gave no dollar minimum for ${ticker}` }))
                : Effect.succeed<ProviderCoin>({
                  coin: ticker.toUpperCase(),
                  network: networks[ticker] ?? ticker,
                  minimumAmount: centsUp(m.fiat_equivalent),
                  currency
                }))
          ), { concurrency: 4 })
      }).pipe(Effect.withSpan("NowPaymentsCryptoProvider.coins"))

      const toInvoice = (p: typeof Payment.Type): ProviderCryptoInvoice => {
        const due = toUnits(p.pay_amount)
        const paid = toUnits(p.actually_paid ?? "0")
        const covered = ["finished", "confirmed", "sending"].includes(p.payment_status) || (due > 0n && paid >= due)
        const created = p.created_at === undefined ? Date.now() : Date.parse(p.created_at)
        const validUntil = p.expiration_estimate_date == null ? created + defaultRateWindowMillis : Date.parse(p.expiration_estimate_date)
        const updated = p.updated_at === undefined ? Date.now() : Date.parse(p.updated_at)
        return {
          id: p.payment_id,
          status: covered ? "paid" : ["expired", "failed", "refunded"].includes(p.payment_status) ? "expired" : "open",
          coin: p.pay_currency.toUpperCase(),
          network: networks[p.pay_currency.toLowerCase()] ?? p.pay_currency.toLowerCase(),
          address: p.pay_address,
          amountDue: fromUnits(due),
          amountPaid: fromUnits(paid),
          transactionIds: p.payin_hash == null ? [] : [p.payin_hash],
          rate: ratio(p.pay_amount, p.price_amount),
          rateValidUntil: new Date(validUntil),
          late: covered && updated > validUntil,
          paidAt: covered ? new Date(updated) : null
        }
      }

      const invoice = Effect.fn("NowPaymentsCryptoProvider.invoice")(function*(id: string) {
        return toInvoice(yield* call(Payment, `/payment/${encodeURIComponent(id)}`))
      })

      const createInvoice = Effect.fn("NowPaymentsCryptoProvider.createInvoice")(function*(input: {
        readonly reference: string
        readonly amount: number
        readonly currency: string
        readonly coin: string
      }) {
        // The price as an exact decimal literal in the JSON text (their API takes a number of currency units).
        const rest = JSON.stringify({
          price_currency: input.currency.toLowerCase(),
          pay_currency: input.coin.toLowerCase(),
          order_id: input.reference,
          ...(options.ipnCallbackUrl === undefined ? {} : { ipn_callback_url: options.ipnCallbackUrl })
        })
        const created = yield* call(Payment, "/payment", {
          method: "POST",
          rawBody: `{"price_amount":${priceLiteral(input.amount)},${rest.slice(1)}`
        })
        return toInvoice(created)
      })

      const secret = Redacted.value(options.ipnSecret)
      const receive = Effect.fn("NowPaymentsCryptoProvider.receiveWebhook")(function*(
        hookHeaders: Readonly<Record<string, string | undefined>>,
        rawBody: Uint8Array
      ) {
        const parsed = yield* Effect.try({
          try: (): unknown => JSON.parse(Buffer.from(rawBody).toString("utf8")),
          catch: () => new CryptoWebhookRefused({ reason: "the IPN body is not JSON" })
        })
        if (!hmacMatches("sha512", secret, sortedJson(parsed), hookHeaders["x-nowpayments-sig"] ?? "")) {
          return yield* new CryptoWebhookRefused({ reason: "the x-nowpayments-sig signature does not match" })
        }
        const ipn = yield* Schema.decodeUnknown(Ipn)(parsed).pipe(
          Effect.mapError(() => new CryptoWebhookRefused({ reason: "the IPN names no payment" }))
        )
        yield* notices.offer({ _tag: "InvoiceChanged", id: ipn.payment_id })
      })

      return Context.make(CryptoProvider, { name: "nowpayments", coins, createInvoice, invoice, notices }).pipe(
        Context.add(CryptoWebhook, { provider: "nowpayments", receive })
      )
    }))
  }
}
