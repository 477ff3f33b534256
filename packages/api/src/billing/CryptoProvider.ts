import { Context, Data, type Effect, type Queue } from "effect"

/** A coin the provider accepts, with the smallest price it takes in it (integer minor units of the plan's currency). */
export interface ProviderCoin {
  readonly coin: string
  readonly network: string
  readonly minimumAmount: number
  readonly currency: string
}

/**
 * A crypto invoice as the provider reports it. Coin amounts are decimal strings (never floats). `paid`: the amount
 * received covers the amount due, whenever it came (a late payment counts; the rate may have expired meanwhile).
 */
export interface ProviderCryptoInvoice {
  readonly id: string
  readonly status: "open" | "paid" | "expired"
  readonly coin: string
  readonly network: string
  readonly address: string
  readonly amountDue: string
  readonly amountPaid: string
  readonly transactionIds: ReadonlyArray<string>
  readonly rate: string
  readonly rateValidUntil: Date
  /** Paid after the rate stopped holding. */
  readonly late: boolean
  readonly paidAt: Date | null
}

export class CryptoProviderFailed extends Data.TaggedError("CryptoProviderFailed")<{ readonly reason: string }> {}

/** The crypto payment port: accepted coins, one invoice per month bought, read back when a notice names it. */
export class CryptoProvider extends Context.Tag("@svc/api/CryptoProvider")<CryptoProvider, {
  readonly name: string
  readonly coins: Effect.Effect<ReadonlyArray<ProviderCoin>, CryptoProviderFailed>
  readonly createInvoice: (input: {
    readonly reference: string
    readonly amount: number
    readonly currency: string
    readonly coin: string
  }) => Effect.Effect<ProviderCryptoInvoice, CryptoProviderFailed>
  readonly invoice: (id: string) => Effect.Effect<ProviderCryptoInvoice, CryptoProviderFailed>
  /** Notices naming an invoice that changed (a webhook, or the local provider's own). */
  readonly notices: Queue.Dequeue<{ readonly _tag: "InvoiceChanged"; readonly id: string }>
}>() {}
