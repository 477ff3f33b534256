import { Context, Data, Effect, Layer, Queue, Redacted } from "effect"
import Stripe from "stripe"
import type { StripeSettings } from "../config.js"
import {
  CardProvider, CardProviderFailed, type ProviderCheckout, type ProviderInvoice, type ProviderNotice,
  type ProviderSubscription
} from "./CardProvider.js"

/** A webhook delivery whose `Stripe-Signature` does not verify over the body as received (or is too old). */
export class StripeSignatureInvalid extends Data.TaggedError("StripeSignatureInvalid")<{ readonly reason: string }> {}

/** A verified Stripe event: its id (stored once) and which of our objects it names, if any. */
export interface StripeEventReceived {
  readonly id: string
  readonly type: string
  readonly objectId: string
  readonly notice: ProviderNotice | undefined
}

const seconds = (s: number) => new Date(s * 1000)

const idOf = (ref: string | { readonly id: string } | null | undefined): string | null =>
  ref === null || ref === undefined ? null : typeof ref === "string" ? ref : ref.id

/** Stripe's subscription statuses on ours; a subscription whose first payment has not gone through grants nothing. */
const statusOf = (status: Stripe.Subscription.Status): ProviderSubscription["status"] | undefined => {
  switch (status) {
    case "active":
    case "trialing":
      return "active"
    case "past_due":
    case "unpaid":
      return "past_due"
    case "canceled":
    case "incomplete":
    case "incomplete_expired":
    case "paused":
      return "canceled"
    default:
      return undefined
  }
}

/** Finalised invoices only: a draft is not owed yet. */
const invoiceStatusOf = (status: Stripe.Invoice.Status | null): ProviderInvoice["status"] | undefined => {
  switch (status) {
    case "open":
      return "open"
    case "paid":
      return "paid"
    case "void":
    case "uncollectible":
      return "void"
    default:
      return undefined
  }
}

/**
 * What was refunded of an invoice: its payments' charges' refunds (a refund made in Stripe's dashboard), or its
 * credit notes after payment, whichever is more. A credit note that refunds also refunds the charge, so the two are
 * not added.
 */
const refundedOf = (invoice: Stripe.Invoice, refundedByPayment: ReadonlyMap<string, number>): number => {
  const byCharges = (invoice.payments?.data ?? [])
    .filter((p) => p.status === "paid")
    .reduce((sum, p) => {
      const pi = idOf(p.payment.payment_intent)
      return sum + (pi === null ? 0 : refundedByPayment.get(pi) ?? 0)
    }, 0)
  return Math.max(byCharges, invoice.post_payment_credit_notes_amount)
}

/**
 * Which object an event is about. Checkout sessions name themselves; subscription events their subscription;
 * invoice events the subscription they bill, which is re-read whole (its invoices with it).
 */
const noticeOf = (event: Stripe.Event): { readonly objectId: string; readonly notice: ProviderNotice | undefined } => {
  const object = event.data.object as { readonly id?: string; readonly object?: string }
  const objectId = object.id ?? ""
  if (object.object === "checkout.session") return { objectId, notice: { _tag: "CheckoutChanged", id: objectId } }
  if (object.object === "subscription") return { objectId, notice: { _tag: "SubscriptionChanged", id: objectId } }
  // A refund (made in Stripe's dashboard, or anywhere): its charge's or refund's payment intent, whose invoice's
  // subscription is then re-read (the processor asks Stripe which subscription the payment paid for).
  if (object.object === "charge" || object.object === "refund") {
    const paymentIntent = idOf((event.data.object as Stripe.Charge | Stripe.Refund).payment_intent)
    return { objectId, notice: paymentIntent === null ? undefined : { _tag: "PaymentChanged", id: paymentIntent } }
  }
  if (object.object === "invoice") {
    const subscription = idOf((event.data.object as Stripe.Invoice).parent?.subscription_details?.subscription)
    return { objectId, notice: subscription === null ? undefined : { _tag: "SubscriptionChanged", id: subscription } }
  }
  return { objectId, notice: undefined }
}

/**
 * The card port on Stripe: Checkout in subscription mode at the plan's configured price, plan changes through the
 * subscription (prorated, the difference invoiced at once), cancelling at the period's end and taking it back, the
 * customer portal (payment methods, invoices), and reading checkouts, subscriptions and their invoices back. Its webhook (`/hooks/stripe`) is verified here over the
 * raw body; what an event says is never believed beyond which object it names.
 */
export class StripeCardProvider extends Context.Tag("@svc/api/StripeCardProvider")<StripeCardProvider, {
  readonly port: typeof CardProvider.Service
  /** Verifies a delivery with Stripe's library over the bytes as received. */
  readonly verify: (body: Uint8Array, signature: string | undefined) => Effect.Effect<StripeEventReceived, StripeSignatureInvalid>
  /** Hands a notice to the processor (the port's queue). */
  readonly notify: (notice: ProviderNotice) => Effect.Effect<void>
}>() {
  static layer(options: StripeSettings): Layer.Layer<CardProvider | StripeCardProvider> {
    const provider = Layer.effect(StripeCardProvider, Effect.gen(function*() {
      const stripe = new Stripe(Redacted.value(options.secretKey), {
        maxNetworkRetries: 2,
        timeout: 20_000,
        ...(options.apiUrl === undefined ? {} : {
          host: options.apiUrl.hostname,
          port: options.apiUrl.port === "" ? (options.apiUrl.protocol === "http:" ? 80 : 443) : Number(options.apiUrl.port),
          protocol: options.apiUrl.protocol === "http:" ? "http" as const : "https" as const
        })
      })
      const planOfPrice = new Map(Object.entries(options.prices).map(([plan, price]) => [price, plan]))
      const notices = yield* Queue.unbounded<ProviderNotice>()
      const back = (outcome: string) => new URL(`/billing?checkout=${outcome}`, options.returnUrl).toString()

      const call = <A>(what: string, f: () => Promise<A>) =>
        Effect.tryPromise({
          try: f,
          catch: (e) => new CardProviderFailed({ reason: `Stripe ${what}: ${e instanceof Error ? e.message : String(e)}` })
        }).pipe(Effect.withSpan(`StripeCardProvider.${what}`))

      /**
       * What was refunded of each payment intent of the customer's: a refund made in Stripe's dashboard shows only
       * on the charge (no credit note), so the charges are read, one call for the customer.
       */
      const refundedByPayment = (customer: string | null) =>
        customer === null
          ? Effect.succeed(new Map<string, number>())
          : call("charges.list", () => stripe.charges.list({ customer, limit: 100 })).pipe(
            Effect.map((list) =>
              new Map(list.data.flatMap((charge) => {
                const pi = idOf(charge.payment_intent)
                return pi === null ? [] : [[pi, charge.amount_refunded] as const]
              }))
            )
          )

      const invoicesOf = (subscriptionId: string, customer: string | null) =>
        Effect.all([
          call("invoices.list", () => stripe.invoices.list({ subscription: subscriptionId, limit: 100, expand: ["data.payments"] })),
          refundedByPayment(customer)
        ], { concurrency: 2 }).pipe(
          Effect.map(([list, refunded]) =>
            list.data.flatMap((invoice): Array<ProviderInvoice> => {
              const status = invoiceStatusOf(invoice.status)
              if (status === undefined) return []
              // The line's service period: the invoice's own period fields describe the one before it.
              const period = invoice.lines.data[0]?.period ?? { start: invoice.period_start, end: invoice.period_end }
              const paidAt = invoice.status_transitions.paid_at
              return [{
                id: invoice.id,
                status,
                currency: invoice.currency,
                amount: invoice.amount_due,
                amountRefunded: refundedOf(invoice, refunded),
                periodStart: seconds(period.start),
                periodEnd: seconds(period.end),
                paidAt: paidAt === null ? null : seconds(paidAt)
              }]
            }).reverse())
        )

      const toSubscription = (sub: Stripe.Subscription) =>
        Effect.gen(function*() {
          const item = sub.items.data[0]
          const plan = item === undefined ? undefined : planOfPrice.get(item.price.id)
          if (item === undefined || plan === undefined) {
            return yield* new CardProviderFailed({
              reason: `Stripe subscription ${sub.id} is on price ${item?.price.id ?? "(none)"}, which SVC_STRIPE_PRICES does not name`
            })
          }
          const status = statusOf(sub.status)
          if (status === undefined) return yield* new CardProviderFailed({ reason: `Stripe subscription ${sub.id} has an unknown status ${sub.status}` })
          return {
            id: sub.id,
            plan,
            status,
            currentPeriodStart: seconds(item.current_period_start),
            currentPeriodEnd: seconds(item.current_period_end),
            cancelAtPeriodEnd: sub.cancel_at_period_end,
            invoices: yield* invoicesOf(sub.id, idOf(sub.customer))
          } satisfies ProviderSubscription
        })

      const subscription = (id: string) =>
        call("subscriptions.retrieve", () => stripe.subscriptions.retrieve(id)).pipe(Effect.flatMap(toSubscription))

      const toCheckout = (session: Stripe.Checkout.Session): ProviderCheckout => ({
        id: session.id,
        status: session.status === "complete" ? "completed" : session.status === "expired" ? "expired" : "open",
        subscriptionId: idOf(session.subscription)
      })
      const checkout = (id: string) =>
        call("checkout.sessions.retrieve", () => stripe.checkout.sessions.retrieve(id)).pipe(Effect.map(toCheckout))

      const port: typeof CardProvider.Service = {
        name: "stripe",
        createCheckout: (input) =>
          Effect.gen(function*() {
            const price = options.prices[input.plan]
            if (price === undefined) return yield* new CardProviderFailed({ reason: `SVC_STRIPE_PRICES names no price for ${input.plan}` })
            const session = yield* call("checkout.sessions.create", () =>
              stripe.checkout.sessions.create({
                mode: "subscription",
                line_items: [{ price, quantity: 1 }],
                client_reference_id: input.reference,
                expires_at: Math.floor(input.expiresAt.getTime() / 1000),
                metadata: { checkout: input.reference },
                subscription_data: { metadata: { checkout: input.reference } },
                success_url: back("complete"),
                cancel_url: back("cancelled")
              }, { idempotencyKey: `checkout-${input.reference}` }))
            if (session.url === null) return yield* new CardProviderFailed({ reason: `Stripe checkout ${session.id} has no payment page` })
            return { id: session.id, url: session.url }
          }),
        checkout,
        // Stripe refuses to expire a session that is no longer open: it is then read back as it stands.
        expireCheckout: (id) =>
          call("checkout.sessions.expire", () => stripe.checkout.sessions.expire(id)).pipe(
            Effect.map(toCheckout),
            Effect.orElse(() => checkout(id))
          ),
        subscription,
        setCancelAtPeriodEnd: (id, cancel) =>
          call("subscriptions.update", () => stripe.subscriptions.update(id, { cancel_at_period_end: cancel })).pipe(
            Effect.flatMap(toSubscription)
          ),
        changePlan: (id, plan) =>
          Effect.gen(function*() {
            const price = options.prices[plan.id]
            if (price === undefined) return yield* new CardProviderFailed({ reason: `SVC_STRIPE_PRICES names no price for ${plan.id}` })
            const current = yield* call("subscriptions.retrieve", () => stripe.subscriptions.retrieve(id))
            const item = current.items.data[0]
            if (item === undefined) return yield* new CardProviderFailed({ reason: `Stripe subscription ${id} has no item` })
            // The difference for the rest of the period is invoiced (and charged) now, not at the next renewal.
            const updated = yield* call("subscriptions.update", () =>
              stripe.subscriptions.update(id, {
                items: [{ id: item.id, price }],
                proration_behavior: "always_invoice"
              }))
            return yield* toSubscription(updated)
          }),
        subscriptionOfPayment: (paymentIntent) =>
          Effect.gen(function*() {
            const payments = yield* call("invoicePayments.list", () =>
              stripe.invoicePayments.list({ payment: { type: "payment_intent", payment_intent: paymentIntent }, limit: 1 }))
            const invoiceId = idOf(payments.data[0]?.invoice as string | { readonly id: string } | undefined)
            if (invoiceId === null) return null
            const invoice = yield* call("invoices.retrieve", () => stripe.invoices.retrieve(invoiceId))
            return idOf(invoice.parent?.subscription_details?.subscription)
          }),
        portal: (id) =>
          Effect.gen(function*() {
            const sub = yield* call("subscriptions.retrieve", () => stripe.subscriptions.retrieve(id))
            const customer = idOf(sub.customer)
            if (customer === null) return yield* new CardProviderFailed({ reason: `Stripe subscription ${id} has no customer` })
            const session = yield* call("billingPortal.sessions.create", () =>
              stripe.billingPortal.sessions.create({ customer, return_url: new URL("/billing", options.returnUrl).toString() }))
            return { url: session.url }
          }),
        notices
      }

      const verify = (body: Uint8Array, signature: string | undefined) =>
        Effect.try({
          try: () => {
            if (signature === undefined || signature === "") throw new Error("no Stripe-Signature header")
            const event = stripe.webhooks.constructEvent(body, signature, Redacted.value(options.webhookSecret))
            return { id: event.id, type: event.type, ...noticeOf(event) }
          },
          catch: (e) => new StripeSignatureInvalid({ reason: e instanceof Error ? e.message : String(e) })
        })

      return { port, verify, notify: (notice: ProviderNotice) => Effect.asVoid(notices.offer(notice)) }
    }))
    return Layer.effect(CardProvider, Effect.map(StripeCardProvider, (p) => p.port)).pipe(Layer.provideMerge(provider))
  }
}
