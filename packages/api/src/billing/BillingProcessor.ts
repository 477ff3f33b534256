import { SqlClient } from "@effect/sql"
import type { WorkspaceId } from "@svc/domain"
import { Effect, Layer, Option, Schedule } from "effect"
import { AppConfig } from "../config.js"
import { type ReconcilePassKind, ServiceMetrics } from "../observability/Metrics.js"
import { fromUnits, toUnits } from "./coinAmount.js"
import { CryptoProvider, type CryptoProviderFailed, type ProviderCryptoInvoice } from "./CryptoProvider.js"
import { CardProvider, type CardProviderFailed, type ProviderSubscription } from "./CardProvider.js"
import { CheckoutsRepo } from "./CheckoutsRepo.js"
import { CreditWaitsRepo, type WaitReason } from "./CreditWaitsRepo.js"
import { InvoicesRepo } from "./InvoicesRepo.js"
import { PlanChanges, unpaidPlan } from "./PlanChanges.js"
import { Plans } from "./Plans.js"
import { SubscriptionsRepo, type SubscriptionRow } from "./SubscriptionsRepo.js"
import { WorkspacesRepo } from "../workspace/WorkspacesRepo.js"

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
    const plans = yield* Plans
    const workspaces = yield* WorkspacesRepo
    const waits = yield* CreditWaitsRepo

    const priceOf = (plan: string) => plans.byId(plan)?.monthlyPrice ?? 0

    /**
     * Where a paid crypto month of `plan` goes, given the workspace's subscription now: it waits while a card plan
     * is active (the card keeps billing until it ends) and while a dearer month runs (an older, cheaper invoice paid
     * late never downgrades a newer plan); it extends a running month of the same plan; otherwise it starts now (a
     * first month, an upgrade, or after a lapse).
     */
    const placement = (existing: SubscriptionRow | undefined, plan: string, now: Date):
      | { readonly _tag: "Wait"; readonly reason: WaitReason }
      | { readonly _tag: "Start"; readonly start: Date; readonly periodStart: Date } =>
    {
      if (existing === undefined || existing.status === "canceled") return { _tag: "Start", start: now, periodStart: now }
      if (existing.method === "card") return { _tag: "Wait", reason: "card_plan_active" }
      if (existing.currentPeriodEnd.getTime() <= now.getTime()) return { _tag: "Start", start: now, periodStart: now }
      if (existing.plan === plan) return { _tag: "Start", start: existing.currentPeriodEnd, periodStart: existing.currentPeriodStart }
      if (priceOf(plan) > priceOf(existing.plan)) return { _tag: "Start", start: now, periodStart: now }
      return { _tag: "Wait", reason: "dearer_plan_running" }
    }

    /**
     * Applies the workspace's waiting months that can start now, in the order they were paid, under the workspace's
     * row lock (one applier at a time, each wait once), and in the same transaction moves the workspace to the plan
     * it is then on: a waiting month's, a running crypto month's, or else `otherwise` (nothing changes when that is
     * undefined). Returns the accounts the plan moved off always_on, for `planChanges.reload` after the commit.
     */
    const applyWaiting = (workspaceId: WorkspaceId, otherwise: string | undefined) =>
      sql.withTransaction(Effect.gen(function*() {
        yield* workspaces.lock(workspaceId)
        let applied: string | undefined
        for (const wait of yield* waits.pending(workspaceId)) {
          const now = new Date()
          const existing = yield* subscriptions.get(workspaceId)
          const where = placement(existing, wait.plan, now)
          if (where._tag === "Wait") break
          if (!(yield* waits.markApplied(wait.id))) continue
          const end = new Date(where.start.getTime() + (wait.remainingMs === null ? cryptoMonthMillis : Number(wait.remainingMs)))
          if (wait.invoiceId !== null) yield* invoices.setPeriod(wait.invoiceId, where.start, end)
          yield* subscriptions.put({
            workspaceId,
            plan: wait.plan,
            method: "crypto",
            provider: wait.provider,
            providerSubscriptionId: `crypto-${workspaceId}`,
            status: "active",
            currentPeriodStart: where.periodStart,
            currentPeriodEnd: end,
            cancelAtPeriodEnd: false
          })
          applied = wait.plan
        }
        // Nothing applied here, perhaps because another notice of the same change applied it a moment ago: a crypto
        // month running now is still the workspace's plan, never the unpaid one.
        const current = applied === undefined ? yield* subscriptions.get(workspaceId) : undefined
        const plan = applied ?? (current !== undefined && current.method === "crypto" && current.status === "active" &&
            current.currentPeriodEnd.getTime() > Date.now()
          ? current.plan
          : otherwise)
        return plan === undefined ? [] : yield* planChanges.change(workspaceId, plan)
      })).pipe(Effect.orDie, Effect.withSpan("BillingProcessor.applyWaiting"))

    /** Our records from the provider's subscription as it stands now. */
    const applySubscription = (provider: string, workspaceId: WorkspaceId, sub: ProviderSubscription, fromCheckout: boolean) =>
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
        const row = {
          workspaceId,
          plan: sub.plan,
          method: "card",
          provider,
          providerSubscriptionId: sub.id,
          status: sub.status,
          currentPeriodStart: sub.currentPeriodStart,
          currentPeriodEnd: sub.currentPeriodEnd,
          cancelAtPeriodEnd: sub.cancelAtPeriodEnd
        } as const
        // Under the workspace's lock, re-checked against what the record says now. A notice about a subscription
        // (not its checkout) whose record has since moved on to another one (a crypto month that waited for it
        // to end) is a stale read: it writes nothing. A card plan that starts from its checkout while a crypto
        // month runs (opened before the month, paid during it) takes over, and the rest of the crypto month waits
        // to resume when the card plan ends: set aside once, with the write, however many notices race.
        const moved = yield* sql.withTransaction(Effect.gen(function*() {
          yield* workspaces.lock(workspaceId)
          const existing = yield* subscriptions.get(workspaceId)
          if (!fromCheckout && (existing === undefined || existing.provider !== provider || existing.providerSubscriptionId !== sub.id)) {
            return []
          }
          const now = Date.now()
          if (
            sub.status !== "canceled" && existing?.method === "crypto" && existing.status === "active" &&
            existing.currentPeriodEnd.getTime() > now
          ) {
            yield* waits.insert({
              invoiceId: null,
              workspaceId,
              plan: existing.plan,
              provider: existing.provider,
              reason: "rest_of_crypto_month",
              remainingMs: existing.currentPeriodEnd.getTime() - now
            })
          }
          yield* subscriptions.put(row)
          // Then the plan, in the same transaction (nobody sees the subscription active on the old plan): paid and
          // running, the plan (`past_due` keeps it while the provider retries); ended, crypto time that waited for
          // the card starts now, otherwise back to the unpaid plan; one assignment, so always_on accounts are not
          // moved off by a passing unpaid plan.
          return sub.status !== "canceled" ? yield* planChanges.change(workspaceId, sub.plan) : yield* applyWaiting(workspaceId, unpaidPlan)
        })).pipe(Effect.orDie)
        yield* planChanges.reload(moved)
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
      yield* applySubscription(card.name, ours.workspaceId, sub, true)
      yield* checkouts.settle(ours.id, "completed")
    })

    const subscriptionChanged = Effect.fn("BillingProcessor.subscriptionChanged")(function*(providerSubscriptionId: string) {
      const card = yield* CardProvider
      const ours = yield* subscriptions.byProviderId(card.name, providerSubscriptionId)
      if (ours === undefined) return
      yield* applySubscription(card.name, ours.workspaceId, yield* card.subscription(providerSubscriptionId), false)
    })

    /** A payment changed (a refund at the provider): the subscription it paid for is re-read whole. */
    const paymentChanged = Effect.fn("BillingProcessor.paymentChanged")(function*(providerPaymentId: string) {
      const card = yield* CardProvider
      const subscriptionId = yield* card.subscriptionOfPayment(providerPaymentId)
      if (subscriptionId !== null) yield* subscriptionChanged(subscriptionId)
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
      // Under the workspace's row lock: two payments confirmed at once (two invoices, or the same one through a
      // notice and a refresh) credit one after the other, each reading the month the other left.
      const moved = yield* sql.withTransaction(Effect.gen(function*() {
        yield* workspaces.lock(ours.workspaceId)
        if ((yield* invoices.get(ours.workspaceId, ours.id))?.status === "paid") return []
        const now = new Date()
        const existing = yield* subscriptions.get(ours.workspaceId)
        const where = placement(existing, ours.plan, now)
        if (where._tag === "Wait") {
          const waiting = where.reason === "card_plan_active"
            ? "paid while a card plan is active: this month starts when the card plan ends"
            : `paid while a dearer plan's month runs: this month starts when that month ends`
          yield* invoices.updateCrypto(ours.id, details, note === null ? waiting : `${note}; ${waiting}`)
          if (!(yield* invoices.markPaid(ours.id, state.paidAt ?? now, null, null))) return []
          yield* waits.insert({ invoiceId: ours.id, workspaceId: ours.workspaceId, plan: ours.plan, provider: provider.name, reason: where.reason })
          return []
        }
        yield* invoices.updateCrypto(ours.id, details, note)
        const end = new Date(where.start.getTime() + cryptoMonthMillis)
        if (!(yield* invoices.markPaid(ours.id, state.paidAt ?? now, where.start, end))) return []
        yield* subscriptions.put({
          workspaceId: ours.workspaceId,
          plan: ours.plan,
          method: "crypto",
          provider: provider.name,
          providerSubscriptionId: `crypto-${ours.workspaceId}`,
          status: "active",
          currentPeriodStart: where.periodStart,
          currentPeriodEnd: end,
          cancelAtPeriodEnd: false
        })
        // The plan in the same transaction as the credit: a paid invoice is never seen (or left by a crash) on the
        // old plan, and the reconciler, which only looks at unpaid invoices, has nothing left to repair.
        return yield* planChanges.change(ours.workspaceId, ours.plan)
      })).pipe(Effect.orDie)
      yield* planChanges.reload(moved)
    })

    /** Open crypto invoices re-checked at the provider (a webhook that never came loses no payment). */
    const reconcileCrypto = Effect.fn("BillingProcessor.reconcileCrypto")(function*() {
      const provider = yield* CryptoProvider
      const unpaid = yield* invoices.unpaidCrypto(provider.name)
      // One invoice that cannot be credited now (its transaction failed and rolled back) holds up none of the others.
      yield* Effect.forEach(unpaid, (i) =>
        cryptoInvoiceChanged(i.providerInvoiceId).pipe(
          Effect.catchAll(logCryptoFailure),
          Effect.catchAllCause((cause) => Effect.logWarning("billing: a crypto invoice could not be credited; the next pass will", cause))
        ), { discard: true })
    })

    /**
     * Crypto months that ran out ended, and waiting crypto time started where its blocker ended. Needs no provider:
     * it runs whether or not crypto payments are still configured, so months bought before an operator switched
     * them off still end (and waits still start).
     */
    const settleCryptoMonths = Effect.fn("BillingProcessor.settleCryptoMonths")(function*() {
      // Waiting months first: one whose blocker ended continues the workspace's paid plan without a passing
      // unpaid plan (which would move always_on accounts off).
      const waiting = yield* waits.waitingWorkspaces
      yield* Effect.forEach(waiting, (workspaceId) => Effect.flatMap(applyWaiting(workspaceId, undefined), planChanges.reload), { discard: true })
      // Each lapsed month ends with its plan change in one transaction under the workspace's lock (the order every
      // credit takes too): a crash between them would leave the workspace on the paid plan, with nothing to find it.
      const now = new Date()
      const lapsed = yield* subscriptions.lapsedCrypto(now)
      yield* Effect.forEach(lapsed, (workspaceId) =>
        sql.withTransaction(Effect.gen(function*() {
          yield* workspaces.lock(workspaceId)
          return (yield* subscriptions.endLapsedCrypto(workspaceId, now)) ? yield* planChanges.change(workspaceId, unpaidPlan) : []
        })).pipe(Effect.orDie, Effect.flatMap(planChanges.reload)), { discard: true })
    })

    return {
      checkoutChanged, subscriptionChanged, paymentChanged, reconcile, cryptoInvoiceChanged, reconcileCrypto, settleCryptoMonths
    } as const
  }),
  dependencies: [
    CheckoutsRepo.Default, SubscriptionsRepo.Default, InvoicesRepo.Default, PlanChanges.Default, Plans.Default, WorkspacesRepo.Default,
    CreditWaitsRepo.Default
  ]
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
 * Takes the providers' notices as they come, on every process that answers HTTP (a notice reaches the process its
 * webhook hit, or the local providers' own queues): each is handled on its own, a provider failure logged and left
 * to the reconciler.
 */
export const BillingNoticesLive = Layer.scopedDiscard(Effect.gen(function*() {
  const processor = yield* BillingProcessor
  const crypto = yield* Effect.serviceOption(CryptoProvider)
  if (Option.isSome(crypto)) {
    yield* Effect.forkScoped(Effect.forever(crypto.value.notices.take.pipe(
      Effect.flatMap((notice) => processor.cryptoInvoiceChanged(notice.id)),
      Effect.catchAll(logCryptoFailure),
      Effect.catchAllCause((cause) => Effect.logWarning("billing: a crypto notice could not be processed; the reconciler will", cause)),
      Effect.provideService(CryptoProvider, crypto.value)
    )))
  }
  const card = yield* Effect.serviceOption(CardProvider)
  if (Option.isNone(card)) return
  const handle = card.value.notices.take.pipe(
    Effect.flatMap((notice) =>
      (notice._tag === "CheckoutChanged"
        ? processor.checkoutChanged(notice.id)
        : notice._tag === "PaymentChanged"
        ? processor.paymentChanged(notice.id)
        : processor.subscriptionChanged(notice.id)).pipe(
        Effect.catchAll(logFailure),
        Effect.catchAllCause((cause) => Effect.logWarning("billing: a notice could not be processed; the reconciler will", cause))
      )),
    Effect.provideService(CardProvider, card.value)
  )
  yield* Effect.forkScoped(Effect.forever(handle))
})).pipe(Layer.provide(BillingProcessor.Default))

/**
 * The billing reconciler: every `SVC_BILLING_RECONCILE_INTERVAL`, crypto months that can start are settled and each
 * configured provider's open objects are read again (what a lost notice left behind). It runs forever; the
 * composition root runs it once per deployment (in the single process, or as a cluster singleton on the runners),
 * so several processes never pass over the same objects at once. Each pass is counted
 * (`svc_billing_reconcile_passes_total`), which is how an operator (and the roles' test) sees where it runs.
 */
export class BillingReconciler {
  static readonly run = Effect.gen(function*() {
    const processor = yield* BillingProcessor
    const config = yield* AppConfig
    const metrics = yield* Effect.serviceOption(ServiceMetrics)
    const crypto = yield* Effect.serviceOption(CryptoProvider)
    const card = yield* Effect.serviceOption(CardProvider)
    const counted = (kind: ReconcilePassKind) =>
      Effect.sync(() => Option.map(metrics, (m) => m.recordReconcilePass(kind)))
    const every = <E, R>(pass: Effect.Effect<void, E, R>) =>
      Effect.forkScoped(pass.pipe(Effect.repeat(Schedule.spaced(config.billingReconcileInterval))))
    yield* every(processor.settleCryptoMonths().pipe(
      Effect.catchAllCause((cause) => Effect.logWarning("billing: a pass over crypto months failed", cause)),
      Effect.zipRight(counted("crypto_months"))
    ))
    if (Option.isSome(crypto)) {
      yield* every(processor.reconcileCrypto().pipe(
        Effect.catchAll(logCryptoFailure),
        Effect.catchAllCause((cause) => Effect.logWarning("billing: a crypto reconciliation pass failed", cause)),
        Effect.provideService(CryptoProvider, crypto.value),
        Effect.zipRight(counted("crypto"))
      ))
    }
    if (Option.isSome(card)) {
      yield* every(processor.reconcile().pipe(
        Effect.catchAll(logFailure),
        // A failed pass (the database away) is retried at the next one.
        Effect.catchAllCause((cause) => Effect.logWarning("billing: a reconciliation pass failed", cause)),
        Effect.provideService(CardProvider, card.value),
        Effect.zipRight(counted("card"))
      ))
    }
    return yield* Effect.never
  }).pipe(Effect.scoped)
}

/** The single process's billing: the notices and the reconciler, both here (nothing else runs them). */
export const BillingProcessingLive = Layer.merge(
  BillingNoticesLive,
  Layer.scopedDiscard(Effect.forkScoped(BillingReconciler.run)).pipe(Layer.provide(BillingProcessor.Default))
)
