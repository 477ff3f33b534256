import { SqlClient } from "@effect/sql"
import type { WorkspaceId } from "@svc/domain"
import { Effect, Layer, Option, Schedule } from "effect"
import { AppConfig } from "../config.js"
import { fromUnits, toUnits } from "./coinAmount.js"
import { CryptoProvider, type CryptoProviderFailed, type ProviderCryptoInvoice } from "./CryptoProvider.js"
import { CardProvider, type CardProviderFailed, type ProviderSubscription } from "./CardProvider.js"
import { CheckoutsRepo } from "./CheckoutsRepo.js"
import { InvoicesRepo } from "./InvoicesRepo.js"
import { PlanChanges, unpaidPlan } from "./PlanChanges.js"
import { SubscriptionsRepo } from "./SubscriptionsRepo.js"

/**
 * The only writer of entitlements. A notice names a checkout or a subscription; whatever else it might say is not
 * read: the processor asks the provider for the object's state and writes our records from that answer, so a
 * notice delivered twice, late or out of order writes the same result as one delivered once, in order.
 */
export class BillingProcessor extends Effect.Service<BillingProcessor>()("@svc/api/BillingProcessor", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const checkouts = yield* CheckoutsRepo
    const subscriptions = yield* SubscriptionsRepo
    const invoices = yield* InvoicesRepo
    const planChanges = yield* PlanChanges

    /** Our records from the provider's subscription as it stands now. */
    const applySubscription = (provider: string, workspaceId: WorkspaceId, sub: ProviderSubscription) =>
      Effect.gen(function*() {
        // Invoices first: whoever sees the subscription as it now stands also sees what it was billed.
        yield* Effect.forEach(sub.invoices, (i) =>
          invoices.put({
            workspaceId,
            plan: sub.plan,
            method: "card",
            provider,
            providerInvoiceId: i.id,
            status: i.status,
            currency: i.currency,
            amount: i.amount,
            amountRefunded: i.amountRefunded,
            periodStart: i.periodStart,
            periodEnd: i.periodEnd,
            paidAt: i.paidAt
          }), { discard: true })
        // Then the plan (paid and running: the plan; ended: back to the unpaid plan; `past_due` keeps it while the
        // provider retries), then the subscription: whoever sees the subscription sees its plan and what it was billed.
        // A failure between the steps is re-applied by the next notice or the reconciler, to the same result.
        yield* planChanges.assign(workspaceId, sub.status === "canceled" ? unpaidPlan : sub.plan)
        yield* subscriptions.put({
          workspaceId,
          plan: sub.plan,
          method: "card",
          provider,
          providerSubscriptionId: sub.id,
          status: sub.status,
          currentPeriodStart: sub.currentPeriodStart,
          currentPeriodEnd: sub.currentPeriodEnd,
          cancelAtPeriodEnd: sub.cancelAtPeriodEnd
        })
      })

    const checkoutChanged = Effect.fn("BillingProcessor.checkoutChanged")(function*(providerCheckoutId: string) {
      const card = yield* CardProvider
      const ours = yield* checkouts.byProviderId(card.name, providerCheckoutId)
      // Not a session this service opened: nothing to credit.
      if (ours === undefined || ours.status !== "open") return
      const state = yield* card.checkout(providerCheckoutId)
      if (state.status === "expired") {
        yield* checkouts.settle(ours.id, "expired")
        return
      }
      if (state.status !== "completed" || state.subscriptionId === null) return
      const sub = yield* card.subscription(state.subscriptionId)
      yield* applySubscription(card.name, ours.workspaceId, sub)
      yield* checkouts.settle(ours.id, "completed")
    })

    const subscriptionChanged = Effect.fn("BillingProcessor.subscriptionChanged")(function*(providerSubscriptionId: string) {
      const card = yield* CardProvider
      const ours = yield* subscriptions.byProviderId(card.name, providerSubscriptionId)
      if (ours === undefined) return
      yield* applySubscription(card.name, ours.workspaceId, yield* card.subscription(providerSubscriptionId))
    })

    /**
     * Re-checks what a missed notice would have changed: open checkouts and every subscription this provider
     * holds for us, so a payment is never lost to a notice that never came.
     */
    const reconcile = Effect.fn("BillingProcessor.reconcile")(function*() {
      const card = yield* CardProvider
      const open = yield* checkouts.open(card.name)
      yield* Effect.forEach(open, (c) => checkoutChanged(c.providerCheckoutId).pipe(Effect.catchAll(logFailure)), { discard: true })
      const subs = yield* subscriptions.ofProvider(card.name)
      yield* Effect.forEach(subs, (s) => subscriptionChanged(s.providerSubscriptionId).pipe(Effect.catchAll(logFailure)), { discard: true })
    })

    /**
     * A crypto invoice the provider reports on. Paid (in full, on time or late): one month of its plan, from the end
     * of a running month of the same plan (an extension) or from now (a first month, or an upgrade: the plan
     * changes at once). The status change and the credit commit together and only once, whoever (notice, reconciler,
     * refresh) gets there first.
     */
    const cryptoInvoiceChanged = Effect.fn("BillingProcessor.cryptoInvoiceChanged")(function*(providerInvoiceId: string) {
      const provider = yield* CryptoProvider
      const ours = yield* invoices.byProviderId(provider.name, providerInvoiceId)
      if (ours === undefined || ours.status === "paid") return
      const state = yield* provider.invoice(providerInvoiceId)
      const details = {
        coin: state.coin,
        network: state.network,
        address: state.address,
        amountDue: state.amountDue,
        amountPaid: state.amountPaid,
        transactionIds: state.transactionIds,
        rate: state.rate,
        rateValidUntil: state.rateValidUntil.toISOString()
      }
      const note = cryptoNote(state)
      if (state.status !== "paid") {
        yield* invoices.updateCrypto(ours.id, details, note, state.status === "expired" ? "expired" : undefined)
        return
      }
      const credited = yield* sql.withTransaction(Effect.gen(function*() {
        yield* invoices.updateCrypto(ours.id, details, note)
        const now = new Date()
        const existing = yield* subscriptions.get(ours.workspaceId)
        const extends_ = existing !== undefined && existing.method === "crypto" && existing.status === "active" &&
          existing.plan === ours.plan && existing.currentPeriodEnd.getTime() > now.getTime()
        const start = extends_ ? existing.currentPeriodEnd : now
        const end = new Date(start.getTime() + cryptoMonthMillis)
        if (!(yield* invoices.markPaid(ours.id, state.paidAt ?? now, start, end))) return false
        yield* subscriptions.put({
          workspaceId: ours.workspaceId,
          plan: ours.plan,
          method: "crypto",
          provider: provider.name,
          providerSubscriptionId: `crypto-${ours.workspaceId}`,
          status: "active",
          currentPeriodStart: extends_ ? existing.currentPeriodStart : now,
          currentPeriodEnd: end,
          cancelAtPeriodEnd: false
        })
        return true
      })).pipe(Effect.orDie)
      if (credited) yield* planChanges.assign(ours.workspaceId, ours.plan)
    })

    /** Open crypto invoices re-checked, and crypto months that ran out ended. */
    const reconcileCrypto = Effect.fn("BillingProcessor.reconcileCrypto")(function*() {
      const provider = yield* CryptoProvider
      const unpaid = yield* invoices.unpaidCrypto(provider.name)
      yield* Effect.forEach(unpaid, (i) => cryptoInvoiceChanged(i.providerInvoiceId).pipe(Effect.catchAll(logCryptoFailure)), { discard: true })
      const lapsed = yield* subscriptions.endLapsedCrypto(new Date())
      yield* Effect.forEach(lapsed, (workspaceId) => planChanges.assign(workspaceId, unpaidPlan), { discard: true })
    })

    return { checkoutChanged, subscriptionChanged, reconcile, cryptoInvoiceChanged, reconcileCrypto } as const
  }),
  dependencies: [CheckoutsRepo.Default, SubscriptionsRepo.Default, InvoicesRepo.Default, PlanChanges.Default]
}) {}

const logFailure = (e: CardProviderFailed) => Effect.logWarning(`billing: the card provider did not answer: ${e.reason}`)
const logCryptoFailure = (e: CryptoProviderFailed) => Effect.logWarning(`billing: the crypto provider did not answer: ${e.reason}`)

/** A month bought in crypto. */
const cryptoMonthMillis = 30 * 24 * 60 * 60 * 1000

/** What a person should know about the payment: part paid, more than due, or paid after the rate expired. */
const cryptoNote = (i: ProviderCryptoInvoice): string | null => {
  const due = toUnits(i.amountDue)
  const paid = toUnits(i.amountPaid)
  const notes: Array<string> = []
  if (paid > 0n && paid < due) notes.push(`partly paid: ${i.amountPaid} of ${i.amountDue} ${i.coin}; send the rest to the same address`)
  if (paid > due) notes.push(`overpaid by ${fromUnits(paid - due)} ${i.coin}; contact support for a refund`)
  if (i.late && i.status === "paid") notes.push("paid after the rate stopped holding; accepted at the invoice's rate")
  return notes.length === 0 ? null : notes.join("; ")
}

/**
 * Takes the card provider's notices as they come (each handled on its own: a provider failure is logged and the
 * reconciler catches it up later) and runs the reconciler every `SVC_BILLING_RECONCILE_INTERVAL`, for each provider configured.
 */
export const BillingProcessingLive = Layer.scopedDiscard(Effect.gen(function*() {
  const processor = yield* BillingProcessor
  const config = yield* AppConfig
  const crypto = yield* Effect.serviceOption(CryptoProvider)
  if (Option.isSome(crypto)) {
    const provided = Effect.provideService(CryptoProvider, crypto.value)
    yield* Effect.forkScoped(Effect.forever(crypto.value.notices.take.pipe(
      Effect.flatMap((notice) => processor.cryptoInvoiceChanged(notice.id)),
      Effect.catchAll(logCryptoFailure),
      Effect.catchAllCause((cause) => Effect.logWarning("billing: a crypto notice could not be processed; the reconciler will", cause)),
      provided
    )))
    yield* Effect.forkScoped(processor.reconcileCrypto().pipe(
      Effect.catchAll(logCryptoFailure),
      Effect.catchAllCause((cause) => Effect.logWarning("billing: a crypto reconciliation pass failed", cause)),
      provided,
      Effect.repeat(Schedule.spaced(config.billingReconcileInterval))
    ))
  }
  const card = yield* Effect.serviceOption(CardProvider)
  if (Option.isNone(card)) return
  const handle = card.value.notices.take.pipe(
    Effect.flatMap((notice) =>
      (notice._tag === "CheckoutChanged" ? processor.checkoutChanged(notice.id) : processor.subscriptionChanged(notice.id)).pipe(
        Effect.catchAll(logFailure),
        Effect.catchAllCause((cause) => Effect.logWarning("billing: a notice could not be processed; the reconciler will", cause))
      )),
    Effect.provideService(CardProvider, card.value)
  )
  yield* Effect.forkScoped(Effect.forever(handle))
  yield* Effect.forkScoped(processor.reconcile().pipe(
    Effect.catchAll(logFailure),
    // A failed pass (the database away) is retried at the next one.
    Effect.catchAllCause((cause) => Effect.logWarning("billing: a reconciliation pass failed", cause)),
    Effect.provideService(CardProvider, card.value),
    Effect.repeat(Schedule.spaced(config.billingReconcileInterval))
  ))
})).pipe(Layer.provide(BillingProcessor.Default))
