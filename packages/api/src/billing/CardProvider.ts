import { Context, Data, type Effect, type Queue } from "effect"

/** A checkout session as the provider reports it. */
export interface ProviderCheckout {
  readonly id: string
  readonly status: "open" | "completed" | "expired"
  /** The subscription the payment started, once completed. */
  readonly subscriptionId: string | null
}

/** A card subscription as the provider reports it; amounts in integer minor units. */
export interface ProviderSubscription {
  readonly id: string
  readonly plan: string
  readonly status: "active" | "past_due" | "canceled"
  readonly currentPeriodStart: Date
  readonly currentPeriodEnd: Date
  readonly cancelAtPeriodEnd: boolean
  readonly invoices: ReadonlyArray<ProviderInvoice>
}

export interface ProviderInvoice {
  readonly id: string
  readonly status: "open" | "paid" | "void"
  readonly currency: string
  readonly amount: number
  readonly amountRefunded: number
  readonly periodStart: Date
  readonly periodEnd: Date
  readonly paidAt: Date | null
}

/** What a provider's notification names: only which object changed. Its state is always read back from the provider. */
export type ProviderNotice =
  | { readonly _tag: "CheckoutChanged"; readonly id: string }
  | { readonly _tag: "SubscriptionChanged"; readonly id: string }
  /** A payment changed (refunded, in part or whole, at the provider): its subscription is re-read. */
  | { readonly _tag: "PaymentChanged"; readonly id: string }

/** The provider could not be reached or refused; nothing was charged by the call that failed. */
export class CardProviderFailed extends Data.TaggedError("CardProviderFailed")<{ readonly reason: string }> {}

/**
 * The card payment port: checkout in subscription mode, reading checkouts and subscriptions back, cancelling at
 * the period's end (and taking that back), changing plan, the payer's own page. Adapters: the local test provider
 * (the embedded default) and Stripe.
 */
export class CardProvider extends Context.Tag("@svc/api/CardProvider")<CardProvider, {
  /** Stored on our records, so a notification is matched to the provider that sent it. */
  readonly name: string
  readonly createCheckout: (input: {
    readonly reference: string
    readonly plan: string
    readonly amount: number
    readonly currency: string
    /** After this the session cannot be paid (Stripe: `expires_at`, 30 minutes at the least). */
    readonly expiresAt: Date
  }) => Effect.Effect<{ readonly id: string; readonly url: string }, CardProviderFailed>
  readonly checkout: (id: string) => Effect.Effect<ProviderCheckout, CardProviderFailed>
  /**
   * Ends an open checkout so it can no longer be paid (Stripe: expire the session), and answers it as it then stands:
   * `expired`, or `completed` when the payer paid first. A checkout already ended answers as it is.
   */
  readonly expireCheckout: (id: string) => Effect.Effect<ProviderCheckout, CardProviderFailed>
  readonly subscription: (id: string) => Effect.Effect<ProviderSubscription, CardProviderFailed>
  readonly setCancelAtPeriodEnd: (id: string, cancel: boolean) => Effect.Effect<ProviderSubscription, CardProviderFailed>
  /** Moves the subscription to another plan at once; the provider prorates (an upgrade is invoiced for the rest of the period). */
  readonly changePlan: (id: string, plan: { readonly id: string; readonly amount: number; readonly currency: string }) =>
    Effect.Effect<ProviderSubscription, CardProviderFailed>
  /** The subscription a payment paid for, if any (null: not a subscription's payment). */
  readonly subscriptionOfPayment: (paymentId: string) => Effect.Effect<string | null, CardProviderFailed>
  /** A page where the payer manages payment methods and sees invoices (Stripe's customer portal); back to our console after. */
  readonly portal: (subscriptionId: string) => Effect.Effect<{ readonly url: string }, CardProviderFailed>
  /** Notifications as they arrive (a webhook, or the local provider's own); the processor takes them. */
  readonly notices: Queue.Dequeue<ProviderNotice>
}>() {}
