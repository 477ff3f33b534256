import { Context, Effect, Layer, Queue, Redacted, Schema } from "effect"
import { fromUnits, ratio, toUnits } from "./coinAmount.js"
import { CryptoProvider, CryptoProviderFailed, type ProviderCoin, type ProviderCryptoInvoice } from "./CryptoProvider.js"
import { CryptoWebhook, CryptoWebhookRefused } from "./CryptoWebhook.js"
import { hmacMatches, providerCall } from "./providerHttp.js"

export interface BtcPayOptions {
  readonly url: string
  readonly apiKey: Redacted.Redacted
  readonly storeId: string
  readonly webhookSecret: Redacted.Redacted
}

// Greenfield API shapes (only the fields read here).
const StoreMethod = Schema.Struct({ paymentMethodId: Schema.String, enabled: Schema.optional(Schema.Boolean) })
const Store = Schema.Struct({ defaultCurrency: Schema.String })
const Invoice = Schema.Struct({
  id: Schema.String,
  status: Schema.String,
  additionalStatus: Schema.optional(Schema.String),
  expirationTime: Schema.Number
})
const Payment = Schema.Struct({ id: Schema.String, receivedDate: Schema.Number, value: Schema.String, status: Schema.String })
const InvoiceMethod = Schema.Struct({
  paymentMethodId: Schema.String,
  destination: Schema.String,
  rate: Schema.String,
  amount: Schema.String,
  payments: Schema.Array(Payment)
})
const WebhookBody = Schema.Struct({ type: Schema.String, storeId: Schema.optional(Schema.String), invoiceId: Schema.optional(Schema.String) })

/** `BTC-CHAIN` → BTC on bitcoin; `BTC-LN` → BTC on lightning. */
const coinOf = (paymentMethodId: string) => {
  const [coin = paymentMethodId, kind = "CHAIN"] = paymentMethodId.toUpperCase().split("-")
  const network = kind === "CHAIN" ? chainNames[coin] ?? coin.toLowerCase() : kind.startsWith("LN") ? "lightning" : kind.toLowerCase()
  return { coin, network }
}
const chainNames: Record<string, string> = { BTC: "bitcoin", LTC: "litecoin", XMR: "monero", DOGE: "dogecoin", ETH: "ethereum" }

/** Integer minor units as the decimal BTCPay takes (two places). */
const decimalPrice = (minor: number) => `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, "0")}`

/**
 * BTCPay Server through its Greenfield API: invoices in one store, read back with their payment methods and payments.
 * A payment counts once BTCPay settles it (confirmed as the store requires); a payment still processing is listed
 * among the transactions but not in the amount paid.
 * Its webhook (`BTCPay-Sig: sha256=<hex>`, HMAC over the raw body) only names the invoice; a redelivery is harmless,
 * the processor re-reads the invoice and credits once.
 */
export class BtcPayCryptoProvider {
  static layer(options: BtcPayOptions): Layer.Layer<CryptoProvider | CryptoWebhook> {
    return Layer.effectContext(Effect.gen(function*() {
      const notices = yield* Queue.unbounded<{ readonly _tag: "InvoiceChanged"; readonly id: string }>()
      const base = `${options.url.replace(/\/+$/, "")}/api/v1/stores/${encodeURIComponent(options.storeId)}`
      const headers = { authorization: `token ${Redacted.value(options.apiKey)}` }
      const call = <A, I>(schema: Schema.Schema<A, I>, path: string, init: { readonly method?: string; readonly body?: unknown } = {}) =>
        providerCall("BTCPay", schema, `${base}${path}`, { ...init, headers })

      const methods = call(Schema.Array(StoreMethod), "/payment-methods").pipe(
        Effect.map((list) => list.filter((m) => m.enabled !== false))
      )

      const coins = Effect.gen(function*() {
        const [store, list] = yield* Effect.all([call(Store, ""), methods], { concurrency: 2 })
        // BTCPay sets no minimum of its own: any price can be invoiced.
        return list.map((m): ProviderCoin => ({ ...coinOf(m.paymentMethodId), minimumAmount: 0, currency: store.defaultCurrency.toLowerCase() }))
      }).pipe(Effect.withSpan("BtcPayCryptoProvider.coins"))

      const invoice = Effect.fn("BtcPayCryptoProvider.invoice")(function*(id: string) {
        const path = `/invoices/${encodeURIComponent(id)}`
        const [inv, pms] = yield* Effect.all([call(Invoice, path), call(Schema.Array(InvoiceMethod), `${path}/payment-methods`)], { concurrency: 2 })
        const pm = pms.find((m) => m.payments.length > 0) ?? pms[0]
        if (pm === undefined) return yield* new CryptoProviderFailed({ reason: `BTCPay invoice ${id} has no payment method` })
        const settled = pm.payments.filter((p) => p.status === "Settled")
        const paid = settled.reduce((sum, p) => sum + toUnits(p.value), 0n)
        const due = toUnits(pm.amount)
        const covered = inv.status === "Settled" || (due > 0n && paid >= due)
        const lastPayment = settled.reduce((latest, p) => Math.max(latest, p.receivedDate), 0)
        const result: ProviderCryptoInvoice = {
          id: inv.id,
          status: covered ? "paid" : inv.status === "Expired" || inv.status === "Invalid" ? "expired" : "open",
          ...coinOf(pm.paymentMethodId),
          address: pm.destination,
          amountDue: fromUnits(due),
          amountPaid: fromUnits(paid),
          transactionIds: pm.payments.filter((p) => p.status !== "Invalid").map((p) => p.id),
          rate: ratio("1", pm.rate),
          rateValidUntil: new Date(inv.expirationTime * 1000),
          late: inv.additionalStatus === "PaidLate",
          paidAt: covered ? new Date((lastPayment || Date.now() / 1000) * 1000) : null
        }
        return result
      })

      const createInvoice = Effect.fn("BtcPayCryptoProvider.createInvoice")(function*(input: {
        readonly reference: string
        readonly amount: number
        readonly currency: string
        readonly coin: string
      }) {
        const method = (yield* methods).find((m) => coinOf(m.paymentMethodId).coin === input.coin.toUpperCase())
        if (method === undefined) return yield* new CryptoProviderFailed({ reason: `BTCPay's store does not accept ${input.coin}` })
        const created = yield* call(Invoice, "/invoices", {
          method: "POST",
          body: {
            amount: decimalPrice(input.amount),
            currency: input.currency.toUpperCase(),
            metadata: { orderId: input.reference },
            checkout: { paymentMethods: [method.paymentMethodId] }
          }
        })
        return yield* invoice(created.id)
      })

      const secret = Redacted.value(options.webhookSecret)
      const receive = Effect.fn("BtcPayCryptoProvider.receiveWebhook")(function*(
        hookHeaders: Readonly<Record<string, string | undefined>>,
        rawBody: Uint8Array
      ) {
        const sig = hookHeaders["btcpay-sig"] ?? ""
        if (!sig.startsWith("sha256=") || !hmacMatches("sha256", secret, Buffer.from(rawBody), sig.slice("sha256=".length))) {
          return yield* new CryptoWebhookRefused({ reason: "the BTCPay-Sig signature does not match" })
        }
        const body = yield* Schema.decodeUnknown(Schema.parseJson(WebhookBody))(Buffer.from(rawBody).toString("utf8")).pipe(
          Effect.mapError(() => new CryptoWebhookRefused({ reason: "not a BTCPay webhook body" }))
        )
        // Another store's events, or ones naming no invoice, change nothing here.
        if (body.invoiceId === undefined || (body.storeId !== undefined && body.storeId !== options.storeId)) return
        yield* notices.offer({ _tag: "InvoiceChanged", id: body.invoiceId })
      })

      return Context.make(CryptoProvider, { name: "btcpay", coins, createInvoice, invoice, notices }).pipe(
        Context.add(CryptoWebhook, { provider: "btcpay", receive })
      )
    }))
  }
}
