import { Effect, Layer, Queue } from "effect"
import { randomUUID } from "node:crypto"
import {
  CardProvider, CardProviderFailed, type ProviderCheckout, type ProviderInvoice, type ProviderNotice,
  type ProviderSubscription
} from "./CardProvider.js"

const monthMillis = 30 * 24 * 60 * 60 * 1000

interface Session {
  checkout: ProviderCheckout
  readonly plan: string
  readonly amount: number
  readonly currency: string
  readonly expiresAt: Date
}

/**
 * The local card provider: the embedded default and the tests' provider. It charges nothing and keeps its state in
 * memory; a test tells it what the payer does (`pay`, `fail`) and moves time on (`endPeriod`), and it notifies the
 * service the way a provider's webhook would (naming the object only). `failNextCall` makes its next API call fail.
 */
export class LocalCardProvider extends Effect.Service<LocalCardProvider>()("@svc/api/LocalCardProvider", {
  effect: Effect.gen(function*() {
    const sessions = new Map<string, Session>()
    const subscriptions = new Map<string, ProviderSubscription>()
    // The price each subscription renews at (its plan's, changed with the plan).
    const prices = new Map<string, number>()
    const notices = yield* Queue.unbounded<ProviderNotice>()
    let failures = 0

    const call = <A>(f: () => A | undefined, what: string) =>
      Effect.suspend(() => {
        if (failures > 0) {
          failures--
          return Effect.fail(new CardProviderFailed({ reason: "the local card provider was told to fail" }))
        }
        const a = f()
        return a === undefined ? Effect.fail(new CardProviderFailed({ reason: `no such ${what}` })) : Effect.succeed(a)
      })

    const invoice = (amount: number, currency: string, start: Date, paid: boolean): ProviderInvoice => ({
      id: `in_${randomUUID()}`,
      status: paid ? "paid" : "open",
      currency,
      amount,
      amountRefunded: 0,
      periodStart: start,
      periodEnd: new Date(start.getTime() + monthMillis),
      paidAt: paid ? new Date() : null
    })

    const port: typeof CardProvider.Service = {
      name: "local-card",
      createCheckout: (input) =>
        call(() => {
          const id = `cs_${randomUUID()}`
          sessions.set(id, {
            checkout: { id, status: "open", subscriptionId: null },
            plan: input.plan,
            amount: input.amount,
            currency: input.currency,
            expiresAt: input.expiresAt
          })
          return { id, url: `local-card://checkout/${id}` }
        }, "checkout"),
      // A session past its expiry reads expired, as the provider's would.
      checkout: (id) =>
        call(() => {
          const session = sessions.get(id)
          if (session === undefined) return undefined
          return session.checkout.status === "open" && session.expiresAt.getTime() <= Date.now()
            ? { ...session.checkout, status: "expired" as const }
            : session.checkout
        }, "checkout"),
      expireCheckout: (id) =>
        call(() => {
          const session = sessions.get(id)
          if (session === undefined) return undefined
          if (session.checkout.status === "open") session.checkout = { ...session.checkout, status: "expired" }
          return session.checkout
        }, "checkout"),
      subscription: (id) => call(() => subscriptions.get(id), "subscription"),
      setCancelAtPeriodEnd: (id, cancel) =>
        call(() => {
          const sub = subscriptions.get(id)
          if (sub === undefined || sub.status === "canceled") return undefined
          const next = { ...sub, cancelAtPeriodEnd: cancel }
          subscriptions.set(id, next)
          return next
        }, "active subscription"),
      changePlan: (id, plan) =>
        call(() => {
          const sub = subscriptions.get(id)
          if (sub === undefined || sub.status === "canceled") return undefined
          const last = sub.invoices[sub.invoices.length - 1]!
          const now = Date.now()
          const left = Math.max(0, sub.currentPeriodEnd.getTime() - now)
          const span = sub.currentPeriodEnd.getTime() - sub.currentPeriodStart.getTime()
          // The rest of the period at the new price minus at the old one, in whole minor units (integer arithmetic).
          const proration = Math.floor(((plan.amount - last.amount) * left) / span)
          const next: ProviderSubscription = {
            ...sub,
            plan: plan.id,
            invoices: proration > 0
              ? [...sub.invoices, { ...invoice(proration, plan.currency, new Date(now), true), periodEnd: sub.currentPeriodEnd }]
              : sub.invoices
          }
          subscriptions.set(id, next)
          prices.set(id, plan.amount)
          return next
        }, "active subscription"),
      // The local provider's payments are its invoices: an invoice id names its subscription.
      subscriptionOfPayment: (paymentId) =>
        call(() => [...subscriptions.values()].find((sub) => sub.invoices.some((i) => i.id === paymentId))?.id ?? null, "payment"),
      portal: (id) => call(() => subscriptions.has(id) ? { url: `local-card://portal/${id}` } : undefined, "subscription"),
      notices
    }

    /** The payer pays the checkout: a subscription starts with its first invoice paid. `notify: false`: the notice is lost. */
    const pay = (checkoutId: string, options: { readonly notify: boolean } = { notify: true }) =>
      Effect.gen(function*() {
        const session = sessions.get(checkoutId)
        if (session === undefined || session.checkout.status !== "open") return yield* Effect.dieMessage(`no open checkout ${checkoutId}`)
        const start = new Date()
        const id = `sub_${randomUUID()}`
        subscriptions.set(id, {
          id,
          plan: session.plan,
          status: "active",
          currentPeriodStart: start,
          currentPeriodEnd: new Date(start.getTime() + monthMillis),
          cancelAtPeriodEnd: false,
          invoices: [invoice(session.amount, session.currency, start, true)]
        })
        prices.set(id, session.amount)
        session.checkout = { ...session.checkout, status: "completed", subscriptionId: id }
        if (options.notify) yield* notices.offer({ _tag: "CheckoutChanged", id: checkoutId })
        return id
      })

    /** The payer gives up (or the card is declined until the session expires): nothing starts. */
    const fail = (checkoutId: string) =>
      Effect.gen(function*() {
        const session = sessions.get(checkoutId)
        if (session === undefined) return yield* Effect.dieMessage(`no checkout ${checkoutId}`)
        session.checkout = { ...session.checkout, status: "expired" }
        yield* notices.offer({ _tag: "CheckoutChanged", id: checkoutId })
      })

    /** The period ends: a subscription set to cancel ends, another renews with a new paid invoice. `notify: false`: the notice is lost. */
    const endPeriod = (subscriptionId: string, options: { readonly notify: boolean } = { notify: true }) =>
      Effect.gen(function*() {
        const sub = subscriptions.get(subscriptionId)
        if (sub === undefined) return yield* Effect.dieMessage(`no subscription ${subscriptionId}`)
        const start = sub.currentPeriodEnd
        const last = sub.invoices[sub.invoices.length - 1]!
        subscriptions.set(subscriptionId, sub.cancelAtPeriodEnd
          ? { ...sub, status: "canceled" }
          : {
            ...sub,
            currentPeriodStart: start,
            currentPeriodEnd: new Date(start.getTime() + monthMillis),
            invoices: [...sub.invoices, invoice(prices.get(subscriptionId) ?? last.amount, last.currency, start, true)]
          })
        if (options.notify) yield* notices.offer({ _tag: "SubscriptionChanged", id: subscriptionId })
      })

    const failNextCall = Effect.sync(() => { failures++ })

    /** Sends a notice again, as providers redeliver. */
    const redeliver = (notice: ProviderNotice) => notices.offer(notice)

    return { port, pay, fail, endPeriod, failNextCall, redeliver } as const
  })
}) {
  /** The local provider as the card port (its controls stay reachable through `LocalCardProvider`). */
  static readonly layer = Layer.effect(CardProvider, Effect.map(LocalCardProvider, (p) => p.port)).pipe(
    Layer.provideMerge(LocalCardProvider.Default)
  )
}
