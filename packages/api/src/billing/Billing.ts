import { SqlClient } from "@effect/sql"
import { Errors, type CheckoutId, type InvoiceId } from "@svc/domain"
import type { Principal } from "@svc/domain/api/authentication"
import { isPurchasable } from "@svc/domain/billing/plans"
import { Checkout, Coin, type CheckoutRequest } from "@svc/domain/resources/billing"
import { Effect, Option } from "effect"
import { randomUUID } from "node:crypto"
import { decodeCursor } from "../db/keysetCursor.js"
import { requireConfirmed } from "../session/confirmation.js"
import { Sessions } from "../session/Sessions.js"
import { WorkspacesRepo } from "../workspace/WorkspacesRepo.js"
import { CardProvider, type CardProviderFailed } from "./CardProvider.js"
import { BillingProcessor } from "./BillingProcessor.js"
import { CheckoutsRepo, pendingProviderId } from "./CheckoutsRepo.js"
import { CryptoProvider, type CryptoProviderFailed } from "./CryptoProvider.js"
import { InvoicesRepo, toInvoice } from "./InvoicesRepo.js"
import { Plans } from "./Plans.js"
import { SubscriptionsRepo, toSubscription } from "./SubscriptionsRepo.js"

const providerError = (e: CardProviderFailed | CryptoProviderFailed) =>
  new Errors.ProviderError({
    message: "The payment provider failed; nothing was charged. Try again shortly.",
    details: [{ reason: e.reason }]
  })

/** How long a card checkout can be paid: Stripe's least (30 minutes) and a minute for the clocks to differ. */
const checkoutLifetimeMillis = 31 * 60 * 1000
/**
 * A checkout reserved and still waiting for the provider's page after this long was left by a process that died: no
 * provider call runs that long (Stripe's client gives up after 20 s a try), and nobody was given its page.
 */
const pendingReservationMillis = 2 * 60 * 1000

const invoiceNotFound = (id: string) => new Errors.NotFound({ message: `No invoice ${id} in this workspace.`, details: [{ invoiceId: id }] })

/**
 * Billing as the owner sees it: the subscription, checkout, cancel at the period's end and its undoing, invoices.
 * Changes need the workspace's owner, signed in and confirmed (step-up). Nothing here grants a plan: the processor
 * does, from what the provider confirms.
 */
export class Billing extends Effect.Service<Billing>()("@svc/api/Billing", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const plans = yield* Plans
    const workspaces = yield* WorkspacesRepo
    const subscriptions = yield* SubscriptionsRepo
    const checkouts = yield* CheckoutsRepo
    const invoices = yield* InvoicesRepo
    const sessions = yield* Sessions
    const card = yield* Effect.serviceOption(CardProvider)
    const crypto = yield* Effect.serviceOption(CryptoProvider)
    const processor = yield* BillingProcessor

    /** 403 BILLING_NEEDS_THE_OWNER for a key or a person who is not the owner; then the step-up window. */
    const ownerConfirmed = Effect.fn("Billing.ownerConfirmed")(function*(principal: Principal) {
      const person = principal.person
      if (person === null || person.role !== "owner") {
        return yield* new Errors.BillingNeedsTheOwner({
          message: person === null
            ? "Billing changes need the workspace's owner signed in; an API key cannot make them."
            : "Billing changes need the workspace's owner; ask them to make this change.",
          details: [{ role: person?.role ?? null }]
        })
      }
      yield* requireConfirmed(person, (until) => sessions.slideConfirmation(person.sessionId, until))
    })

    const subscription = Effect.fn("Billing.subscription")(function*(principal: Principal) {
      const row = yield* subscriptions.get(principal.workspaceId)
      return row === undefined ? null : toSubscription(row)
    })

    const checkout = Effect.fn("Billing.checkout")(function*(principal: Principal, body: CheckoutRequest) {
      yield* ownerConfirmed(principal)
      const plan = plans.byId(body.plan)
      if (plan === undefined || !isPurchasable(plan)) {
        return yield* new Errors.PlanNotPurchasable({
          message: `${plan?.name ?? body.plan} cannot be bought by checkout; plans for sale: ${plans.catalogue.filter(isPurchasable).map((p) => p.id).join(", ")}.`,
          details: [{ plan: body.plan }]
        })
      }
      const workspace = yield* workspaces.get(principal.workspaceId)
      const current = workspace === undefined ? undefined : plans.byId(workspace.plan)
      if (current !== undefined && !isPurchasable(current) && current.id !== "free") {
        return yield* new Errors.ContractPlan({
          message: `This workspace is on the ${current.name} contract plan; its billing is arranged with us, not by checkout.`,
          details: [{ plan: current.id }]
        })
      }
      const existing = yield* subscriptions.get(principal.workspaceId)
      const cardActive = existing !== undefined && existing.method === "card" && existing.status !== "canceled"
      const cryptoRunning = existing !== undefined && existing.method === "crypto" && existing.status === "active" &&
        existing.currentPeriodEnd.getTime() > Date.now()
      if (body.method === "crypto") {
        if (cardActive) {
          return yield* new Errors.CardSubscriptionActive({
            message: "A card subscription is active; cancel it and pay in crypto once its period ends.",
            details: [{ plan: existing.plan, currentPeriodEnd: existing.currentPeriodEnd.toISOString() }]
          })
        }
        if (Option.isNone(crypto)) {
          return yield* new Errors.CryptoUnavailable({ message: "Crypto payments are not configured on this server.", details: [{ method: "crypto" }] })
        }
        const running = cryptoRunning ? plans.byId(existing.plan) : undefined
        if (running !== undefined && (running.monthlyPrice ?? 0) > (plan.monthlyPrice ?? 0)) {
          return yield* new Errors.DowngradeAtPeriodEnd({
            message: `Your ${running.name} month runs until ${existing!.currentPeriodEnd.toISOString()}; buy the cheaper ${plan.name} once it ends.`,
            details: [{ plan: running.id, currentPeriodEnd: existing!.currentPeriodEnd.toISOString() }]
          })
        }
        const coins = yield* crypto.value.coins.pipe(Effect.mapError(providerError))
        const coin = coins.find((c) => c.coin === body.coin?.toUpperCase())
        if (coin === undefined) {
          return yield* new Errors.CoinNotAccepted({
            message: `${body.coin === undefined ? "Name a coin" : `${body.coin} is not accepted`}; accepted coins: ${coins.map((c) => c.coin).join(", ")}.`,
            details: [{ coin: body.coin ?? null, accepted: coins.map((c) => c.coin) }]
          })
        }
        const price = plan.monthlyPrice ?? 0
        if (coin.currency !== plan.currency || price < coin.minimumAmount) {
          return yield* new Errors.BelowCoinMinimum({
            message: `${plan.name}'s price is below the payment provider's minimum for ${coin.coin}; choose another coin.`,
            details: [{ coin: coin.coin, minimumAmount: coin.minimumAmount, currency: coin.currency, price }]
          })
        }
        const issued = yield* crypto.value.createInvoice({ reference: randomUUID(), amount: price, currency: plan.currency, coin: coin.coin }).pipe(
          Effect.mapError(providerError)
        )
        const invoice = yield* invoices.insertCrypto({
          workspaceId: principal.workspaceId,
          plan: plan.id,
          provider: crypto.value.name,
          providerInvoiceId: issued.id,
          currency: plan.currency,
          amount: price,
          crypto: {
            coin: issued.coin,
            network: issued.network,
            address: issued.address,
            amountDue: issued.amountDue,
            amountPaid: issued.amountPaid,
            transactionIds: issued.transactionIds,
            rate: issued.rate,
            rateValidUntil: issued.rateValidUntil.toISOString()
          }
        })
        return new Checkout({
          id: randomUUID() as CheckoutId,
          plan: plan.id,
          method: "crypto",
          url: `${issued.network}:${issued.address}?amount=${issued.amountDue}`,
          invoiceId: invoice.id
        })
      }
      if (cryptoRunning) {
        return yield* new Errors.CryptoPeriodRunning({
          message: `A month paid in crypto runs until ${existing.currentPeriodEnd.toISOString()}; switch to card once it ends.`,
          details: [{ plan: existing.plan, currentPeriodEnd: existing.currentPeriodEnd.toISOString() }]
        })
      }
      if (Option.isNone(card)) {
        return yield* new Errors.CardUnavailable({ message: "Card payments are not configured on this server.", details: [{ method: "card" }] })
      }
      if (cardActive && existing.plan === plan.id) {
        return yield* new Errors.AlreadyOnPlan({
          message: `You already pay for ${plan.name} by card.`,
          details: [{ plan: plan.id }]
        })
      }
      if (cardActive) {
        return yield* new Errors.CardSubscriptionActive({
          message: `A card subscription to ${existing.plan} is active; cancel it before buying another plan.`,
          details: [{ plan: existing.plan, currentPeriodEnd: existing.currentPeriodEnd.toISOString() }]
        })
      }
      const provider = card.value
      const inProgress = (open: { readonly id: CheckoutId; readonly plan: string; readonly url: string | null; readonly expiresAt: Date | null }, message: string) =>
        new Errors.CheckoutInProgress({
          message,
          details: [{ checkoutId: open.id, plan: open.plan, url: open.url, expiresAt: open.expiresAt?.toISOString() ?? null }]
        })
      // One open card checkout per workspace, or two could both be paid. A new one replaces the one the payer left:
      // that one is ended at the provider first, so it can no longer be paid, then the new one is reserved.
      const left = yield* sql.withTransaction(Effect.gen(function*() {
        yield* workspaces.lock(principal.workspaceId)
        return yield* checkouts.openCard(principal.workspaceId, new Date())
      })).pipe(Effect.catchTag("SqlError", Effect.die))
      if (left !== undefined) {
        if (left.providerCheckoutId === pendingProviderId(left.id)) {
          // Another request is asking the provider for its page now; one whose process died before it answered is
          // harmless (nobody was given its page) and is cleared once no provider call could still be running.
          if (Date.now() - left.createdAt.getTime() < pendingReservationMillis) {
            return yield* inProgress(left, `A card checkout for ${left.plan} is being opened right now; use its page, or try again in a minute.`)
          }
          yield* checkouts.remove(left.id)
        } else {
          const ended = yield* provider.expireCheckout(left.providerCheckoutId).pipe(Effect.mapError(providerError))
          if (ended.status === "completed") {
            // The provider's notice (or the reconciler) starts the plan.
            return yield* inProgress(left, `The card checkout for ${left.plan} was just paid; its plan starts as soon as the payment is confirmed.`)
          }
          if (ended.status === "open") {
            return yield* new Errors.ProviderError({
              message: "The payment provider did not end the open checkout; nothing was charged. Try again.",
              details: [{ method: "card", checkoutId: left.id }]
            })
          }
          yield* checkouts.settle(left.id, "expired")
        }
      }
      const id = randomUUID() as CheckoutId
      const expiresAt = new Date(Date.now() + checkoutLifetimeMillis)
      // Reserved under the workspace's row lock before the provider is asked (no transaction is held across its
      // call): of two requests at once the second is refused, never both paid.
      yield* sql.withTransaction(Effect.gen(function*() {
        yield* workspaces.lock(principal.workspaceId)
        const open = yield* checkouts.openCard(principal.workspaceId, new Date())
        if (open !== undefined) {
          return yield* inProgress(open, `A card checkout for ${open.plan} was opened at the same moment; use its page, or try again.`)
        }
        yield* checkouts.insert({
          id,
          workspaceId: principal.workspaceId,
          plan: plan.id,
          method: "card",
          provider: provider.name,
          providerCheckoutId: pendingProviderId(id),
          status: "open",
          url: null,
          expiresAt
        })
      })).pipe(Effect.catchTag("SqlError", Effect.die))
      // Once asked, the provider's answer is recorded whoever goes away (a client that disconnects): a reservation
      // left without it would hold the workspace's checkout for the next one's minute. The call is bounded by the
      // provider's own timeout.
      const session = yield* Effect.uninterruptible(provider.createCheckout({
        reference: id,
        plan: plan.id,
        amount: plan.monthlyPrice ?? 0,
        currency: plan.currency,
        expiresAt
      }).pipe(
        Effect.mapError(providerError),
        Effect.tapError(() => checkouts.remove(id)),
        Effect.tap((session) => checkouts.setProviderSession(id, session.id, session.url))
      ))
      return new Checkout({ id, plan: plan.id, method: "card", url: session.url, invoiceId: null })
    })

    /** The card subscription the owner may change, or 409 NOTHING_TO_CANCEL. */
    const paidSubscription = (principal: Principal) =>
      Effect.gen(function*() {
        const existing = yield* subscriptions.get(principal.workspaceId)
        if (existing === undefined || existing.status === "canceled") {
          return yield* new Errors.NothingToCancel({ message: "This workspace has no paid plan.", details: [] })
        }
        if (Option.isNone(card) || card.value.name !== existing.provider) {
          return yield* new Errors.CardUnavailable({
            message: "The payment provider of this subscription is not configured on this server.",
            details: [{ provider: existing.provider }]
          })
        }
        return { existing, card: card.value }
      })

    const setCancel = (principal: Principal, cancel: boolean) =>
      Effect.gen(function*() {
        const current = yield* subscriptions.get(principal.workspaceId)
        // A crypto month renews nowhere: the flag is ours alone (whether the owner means to extend it).
        if (current !== undefined && current.method === "crypto" && current.status === "active") {
          return yield* subscriptions.setCancelAtPeriodEnd(principal.workspaceId, cancel)
        }
        const { card: provider, existing } = yield* paidSubscription(principal)
        const sub = yield* provider.setCancelAtPeriodEnd(existing.providerSubscriptionId, cancel).pipe(Effect.mapError(providerError))
        return yield* subscriptions.put({ ...existing, cancelAtPeriodEnd: sub.cancelAtPeriodEnd, status: sub.status, currentPeriodEnd: sub.currentPeriodEnd })
      })

    /** Cancels at the end of the paid period: the plan runs until then. */
    const cancel = Effect.fn("Billing.cancel")(function*(principal: Principal) {
      yield* ownerConfirmed(principal)
      const existing = yield* subscriptions.get(principal.workspaceId)
      if (existing?.cancelAtPeriodEnd === true && existing.status !== "canceled") return toSubscription(existing)
      return toSubscription(yield* setCancel(principal, true))
    })

    /** Takes back a cancellation while the paid period still runs; `resumed` false when there was none to take back. */
    const resume = Effect.fn("Billing.resume")(function*(principal: Principal) {
      yield* ownerConfirmed(principal)
      const existing = yield* subscriptions.get(principal.workspaceId)
      if (existing === undefined || existing.status === "canceled" || !existing.cancelAtPeriodEnd || existing.currentPeriodEnd.getTime() <= Date.now()) {
        return { resumed: false }
      }
      const row = yield* setCancel(principal, false)
      return { resumed: !row.cancelAtPeriodEnd }
    })

    const invoice = Effect.fn("Billing.invoice")(function*(principal: Principal, id: InvoiceId) {
      const row = yield* invoices.get(principal.workspaceId, id)
      if (row === undefined) return yield* invoiceNotFound(id)
      return toInvoice(row)
    })

    const listInvoices = Effect.fn("Billing.listInvoices")(function*(
      principal: Principal,
      params: { readonly limit?: number | undefined; readonly cursor?: string | undefined }
    ) {
      const after = params.cursor === undefined ? undefined : decodeCursor(params.cursor)
      if (params.cursor !== undefined && after === undefined) {
        return yield* new Errors.InvalidRequest({
          message: "The request is not valid: cursor is not one this list handed out.",
          details: [{ field: "cursor", message: "is not a cursor from this list" }]
        })
      }
      const page = yield* invoices.page(principal.workspaceId, params.limit ?? 50, after)
      return { data: page.items.map(toInvoice), page: { hasMore: page.hasMore, nextCursor: page.nextCursor } }
    })

    /**
     * Moves a card subscription to another plan at once (the provider prorates: an upgrade is invoiced for the
     * rest of the period). The records are then written by the processor from the provider's answer.
     */
    const changePlan = Effect.fn("Billing.changePlan")(function*(principal: Principal, planId: string) {
      yield* ownerConfirmed(principal)
      const plan = plans.byId(planId)
      if (plan === undefined || !isPurchasable(plan)) {
        return yield* new Errors.PlanNotPurchasable({
          message: `${plan?.name ?? planId} cannot be bought; plans for sale: ${plans.catalogue.filter(isPurchasable).map((p) => p.id).join(", ")}.`,
          details: [{ plan: planId }]
        })
      }
      const workspace = yield* workspaces.get(principal.workspaceId)
      const current = workspace === undefined ? undefined : plans.byId(workspace.plan)
      if (current !== undefined && !isPurchasable(current) && current.id !== "free") {
        return yield* new Errors.ContractPlan({
          message: `This workspace is on the ${current.name} contract plan; its billing is arranged with us.`,
          details: [{ plan: current.id }]
        })
      }
      const existing = yield* subscriptions.get(principal.workspaceId)
      if (existing?.method === "crypto" && existing.status === "active") {
        const running = plans.byId(existing.plan)
        if ((running?.monthlyPrice ?? 0) > (plan.monthlyPrice ?? 0)) {
          return yield* new Errors.DowngradeAtPeriodEnd({
            message: `Your ${running?.name ?? existing.plan} month runs until ${existing.currentPeriodEnd.toISOString()}; buy the cheaper ${plan.name} once it ends.`,
            details: [{ plan: existing.plan, currentPeriodEnd: existing.currentPeriodEnd.toISOString() }]
          })
        }
        return yield* new Errors.CryptoPeriodRunning({
          message: "This month was paid in crypto: buy a month of the new plan by crypto checkout (it starts at once).",
          details: [{ plan: existing.plan, currentPeriodEnd: existing.currentPeriodEnd.toISOString() }]
        })
      }
      const { card: provider, existing: sub } = yield* paidSubscription(principal)
      if (sub.plan === plan.id) {
        return yield* new Errors.AlreadyOnPlan({ message: `You already pay for ${plan.name} by card.`, details: [{ plan: plan.id }] })
      }
      yield* provider.changePlan(sub.providerSubscriptionId, { id: plan.id, amount: plan.monthlyPrice ?? 0, currency: plan.currency }).pipe(
        Effect.mapError(providerError)
      )
      yield* processor.subscriptionChanged(sub.providerSubscriptionId).pipe(
        Effect.provideService(CardProvider, provider),
        Effect.mapError(providerError)
      )
      return toSubscription((yield* subscriptions.get(principal.workspaceId))!)
    })

    /** The card provider's own page for the payer: payment methods and the provider's invoices. */
    const portal = Effect.fn("Billing.portal")(function*(principal: Principal) {
      yield* ownerConfirmed(principal)
      const current = yield* subscriptions.get(principal.workspaceId)
      if (current !== undefined && current.method !== "card") {
        return yield* new Errors.NothingToCancel({ message: "This workspace pays in crypto; there is no card to manage.", details: [{ method: current.method }] })
      }
      const { card: provider, existing } = yield* paidSubscription(principal)
      return yield* provider.portal(existing.providerSubscriptionId).pipe(Effect.mapError(providerError))
    })

    /** Asks the provider about an unpaid crypto invoice now; any other invoice is answered as it is. */
    const refreshInvoice = Effect.fn("Billing.refreshInvoice")(function*(principal: Principal, id: InvoiceId) {
      const row = yield* invoices.get(principal.workspaceId, id)
      if (row === undefined) return yield* invoiceNotFound(id)
      if (row.method !== "crypto" || row.status === "paid" || row.status === "void") return toInvoice(row)
      if (Option.isNone(crypto) || crypto.value.name !== row.provider) {
        return yield* new Errors.CryptoUnavailable({ message: "The crypto provider of this invoice is not configured on this server.", details: [{ provider: row.provider }] })
      }
      yield* processor.cryptoInvoiceChanged(row.providerInvoiceId).pipe(
        Effect.provideService(CryptoProvider, crypto.value),
        Effect.mapError(providerError)
      )
      return toInvoice((yield* invoices.get(principal.workspaceId, id))!)
    })

    const coins = Effect.fn("Billing.coins")(function*() {
      if (Option.isNone(crypto)) {
        return yield* new Errors.CryptoUnavailable({ message: "Crypto payments are not configured on this server.", details: [{ method: "crypto" }] })
      }
      const list = yield* crypto.value.coins.pipe(Effect.mapError(providerError))
      return list.map((c) => new Coin(c))
    })

    return { subscription, checkout, changePlan, cancel, resume, portal, invoice, listInvoices, refreshInvoice, coins } as const
  }),
  dependencies: [
    Plans.Default, WorkspacesRepo.Default, SubscriptionsRepo.Default, CheckoutsRepo.Default, InvoicesRepo.Default, Sessions.Default,
    BillingProcessor.Default
  ]
}) {}
