import { Effect, Layer, Queue } from "effect"
import { randomUUID } from "node:crypto"
import { fromUnits, toUnits } from "./coinAmount.js"
import { CryptoProvider, CryptoProviderFailed, type ProviderCoin, type ProviderCryptoInvoice } from "./CryptoProvider.js"

/** The local provider's coins: fixed rates in coin per 100 minor units (one USD), and the smallest price it takes. */
const localCoins: ReadonlyArray<ProviderCoin & { readonly ratePerUnit: string }> = [
  { coin: "BTC", network: "bitcoin", minimumAmount: 1_000, currency: "usd", ratePerUnit: "0.00001000" },
  { coin: "USDT", network: "tron", minimumAmount: 100, currency: "usd", ratePerUnit: "1.00000000" },
  { coin: "XMR", network: "monero", minimumAmount: 50_000, currency: "usd", ratePerUnit: "0.00600000" }
]

const rateWindowMillis = 30 * 60 * 1000

/**
 * The local crypto provider: the embedded default and the tests' provider. It receives nothing real; a test tells
 * it what the payer sends (`receive`: part, all, more, early or late) and when an invoice `expire`s, and it notifies
 * the service naming the invoice only. `failNextCall` makes its next API call fail.
 */
export class LocalCryptoProvider extends Effect.Service<LocalCryptoProvider>()("@svc/api/LocalCryptoProvider", {
  effect: Effect.gen(function*() {
    const invoices = new Map<string, ProviderCryptoInvoice>()
    const notices = yield* Queue.unbounded<{ readonly _tag: "InvoiceChanged"; readonly id: string }>()
    let failures = 0

    const call = <A>(f: () => A | undefined, what: string) =>
      Effect.suspend(() => {
        if (failures > 0) {
          failures--
          return Effect.fail(new CryptoProviderFailed({ reason: "the local crypto provider was told to fail" }))
        }
        const a = f()
        return a === undefined ? Effect.fail(new CryptoProviderFailed({ reason: `no such ${what}` })) : Effect.succeed(a)
      })

    const port: typeof CryptoProvider.Service = {
      name: "local-crypto",
      coins: call(() => localCoins.map(({ ratePerUnit: _, ...coin }) => coin), "coin list"),
      createInvoice: (input) =>
        call(() => {
          const coin = localCoins.find((c) => c.coin === input.coin)
          if (coin === undefined) return undefined
          const id = `inv_${randomUUID()}`
          const due = (toUnits(coin.ratePerUnit) * BigInt(input.amount)) / 100n
          const invoice: ProviderCryptoInvoice = {
            id,
            status: "open",
            coin: coin.coin,
            network: coin.network,
            address: `local-${coin.network}-${id.slice(4, 16)}`,
            amountDue: fromUnits(due),
            amountPaid: fromUnits(0n),
            transactionIds: [],
            rate: coin.ratePerUnit,
            rateValidUntil: new Date(Date.now() + rateWindowMillis),
            late: false,
            paidAt: null
          }
          invoices.set(id, invoice)
          return invoice
        }, "coin"),
      invoice: (id) => call(() => invoices.get(id), "invoice"),
      notices
    }

    /** The payer sends `amount` of the coin; `late`: after the rate stopped holding. */
    const receive = (id: string, amount: string, options: { readonly late?: boolean; readonly notify?: boolean } = {}) =>
      Effect.gen(function*() {
        const invoice = invoices.get(id)
        if (invoice === undefined) return yield* Effect.dieMessage(`no invoice ${id}`)
        const paid = toUnits(invoice.amountPaid) + toUnits(amount)
        const covered = paid >= toUnits(invoice.amountDue)
        invoices.set(id, {
          ...invoice,
          amountPaid: fromUnits(paid),
          transactionIds: [...invoice.transactionIds, `tx_${randomUUID()}`],
          late: invoice.late || options.late === true,
          status: covered ? "paid" : invoice.status,
          paidAt: covered ? invoice.paidAt ?? new Date() : null
        })
        if (options.notify !== false) yield* notices.offer({ _tag: "InvoiceChanged", id })
      })

    /** Nothing (enough) came before the invoice's time ran out. */
    const expire = (id: string) =>
      Effect.gen(function*() {
        const invoice = invoices.get(id)
        if (invoice === undefined) return yield* Effect.dieMessage(`no invoice ${id}`)
        if (invoice.status === "open") invoices.set(id, { ...invoice, status: "expired" })
        yield* notices.offer({ _tag: "InvoiceChanged", id })
      })

    const redeliver = (id: string) => notices.offer({ _tag: "InvoiceChanged", id })
    const failNextCall = Effect.sync(() => { failures++ })

    return { port, receive, expire, redeliver, failNextCall } as const
  })
}) {
  /** The local provider as the crypto port (its controls stay reachable through `LocalCryptoProvider`). */
  static readonly layer = Layer.effect(CryptoProvider, Effect.map(LocalCryptoProvider, (p) => p.port)).pipe(
    Layer.provideMerge(LocalCryptoProvider.Default)
  )
}
