import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { Usage } from "../billing/usage.js"
import {
  AlreadyOnPlan, BelowCoinMinimum, BillingNeedsTheOwner, CardSubscriptionActive, CardUnavailable, CheckoutInProgress, CoinNotAccepted, ContractPlan,
  CryptoPeriodRunning, CryptoUnavailable, DowngradeAtPeriodEnd, InvalidRequest, NotFound, NothingToCancel, PlanNotPurchasable, ProviderError,
  StepUpRequired
} from "../errors.js"
import { DataEnvelope, PageEnvelope } from "../http/envelope.js"
import { InvoiceId } from "../ids.js"
import { Checkout, CheckoutRequest, Coin, Invoice, Subscription } from "../resources/billing.js"
import { Authentication } from "./authentication.js"
import { pageParams, strict } from "./common.js"
import { errors } from "./endpointErrors.js"
import { requires } from "./requiredScope.js"

const InvoicePath = Schema.Struct({ id: InvoiceId })

/** What the Stripe webhook answers: the event's id, and whether it had already been taken in. */
export const StripeEventReceipt = Schema.Struct({
  eventId: Schema.String,
  duplicate: Schema.Boolean
}).annotations({ identifier: "StripeEventReceipt" })

export const ListInvoicesParams = Schema.Struct(pageParams).annotations(strict)

const owner = "Needs the workspace's owner signed in with a console session and confirmed (step-up): an API key or " +
  "another role gets 403 `BILLING_NEEDS_THE_OWNER`, an unconfirmed owner 403 `STEP_UP_REQUIRED`."
/** The codes of `owner`: every call that pays, changes or cancels the plan answers them. */
const ownerOnly = errors(BillingNeedsTheOwner, StepUpRequired)
/** Acting on the card subscription at the provider: none to act on, card payments not configured, the provider failed. */
const cardSubscriptionErrors = errors(NothingToCancel, CardUnavailable, ProviderError)

export class BillingGroup extends HttpApiGroup.make("billing")
  .annotate(OpenApi.Title, "Billing")
  .annotate(OpenApi.Description,
    "The workspace's plan, its allowances and usage, its subscription and invoices. A plan starts only when the " +
      "payment provider confirms the payment to this service, never from a redirect or anything a caller sends.")
  .add(
    HttpApiEndpoint.get("getUsage", "/v1/billing/usage")
      .annotate(OpenApi.Summary, "Get the plan's allowances and this period's usage")
      .annotate(OpenApi.Description,
        "The workspace's plan with its features and allowances (null: unlimited) and what it used in the current " +
          "period, a calendar month in UTC. Allowances apply to opening only: an order that opens exposure (market " +
          "or pending, outside multi-account orders), a multi-account order, one more connected account; passing " +
          "one answers 402 `QUOTA_EXCEEDED`. Closing, cancelling and modifying are never refused.")
      .addSuccess(DataEnvelope(Usage, "UsageResponse"))
      .annotateContext(requires("authenticated"))
  )
  .add(
    HttpApiEndpoint.get("getSubscription", "/v1/billing/subscription")
      .annotate(OpenApi.Summary, "Get the subscription")
      .annotate(OpenApi.Description, "The paid subscription as the payment provider last confirmed it; `data` is null when there is none.")
      .addSuccess(DataEnvelope(Schema.NullOr(Subscription), "SubscriptionResponse"))
      .annotateContext(requires("authenticated"))
  )
  .add(
    HttpApiEndpoint.post("checkout", "/v1/billing/checkout")
      .annotate(OpenApi.Summary, "Start paying for a plan")
      .annotate(OpenApi.Description,
        "Opens a checkout at the payment provider for `plan` (starter or scale) paid by `method`; answers the " +
          "address where the owner pays. The plan starts when the provider confirms the payment. 400 " +
          "`PLAN_NOT_PURCHASABLE` for Free, Enterprise or an unknown plan; 409 `CONTRACT_PLAN` on a contract plan; " +
          "409 `ALREADY_ON_PLAN` when already paying for it by card; 409 `CARD_SUBSCRIPTION_ACTIVE` while a card " +
          "plan runs (cancel it first); by card while a crypto month runs, 409 `CRYPTO_PERIOD_RUNNING`. A card " +
          "checkout replaces the workspace's open one, which is ended at the provider first (its page can no longer " +
          "be paid; each expires after 31 minutes anyway); 409 `CHECKOUT_IN_PROGRESS` naming it (`url`, " +
          "`expiresAt`) while it is being opened at the same moment or when it was paid just before; in crypto, " +
          "400 `COIN_NOT_ACCEPTED` for a coin not offered, 409 `BELOW_COIN_MINIMUM` when the price is below the " +
          "provider's minimum for the coin, 409 `DOWNGRADE_AT_PERIOD_END` for a cheaper plan while a crypto month " +
          "runs; 503 `CARD_UNAVAILABLE`/`CRYPTO_UNAVAILABLE` when the method is not configured on this server; 502 " +
          "`PROVIDER_ERROR` when the provider failed (nothing charged). A crypto checkout answers the invoice to pay " +
          `(its address, amount due in the coin and the rate, until when it holds) as \`invoiceId\`. ${owner}`)
      .setPayload(CheckoutRequest.annotations(strict))
      .addSuccess(DataEnvelope(Checkout, "CheckoutResponse", 201))
      .pipe(ownerOnly, errors(
        PlanNotPurchasable, ContractPlan, AlreadyOnPlan, CardSubscriptionActive, CheckoutInProgress, CardUnavailable,
        CryptoUnavailable, CryptoPeriodRunning, CoinNotAccepted, BelowCoinMinimum, DowngradeAtPeriodEnd, ProviderError
      ))
      .annotateContext(requires("authenticated"))
  )
  .add(
    HttpApiEndpoint.post("changePlan", "/v1/billing/plan")
      .annotate(OpenApi.Summary, "Change the card plan")
      .annotate(OpenApi.Description,
        "Moves the card subscription to `plan` at once, upgrade or downgrade, within the same paid period; the " +
          "provider prorates: an upgrade's difference for the rest of the period is invoiced and charged now, a " +
          "downgrade charges nothing and the unused part of the dearer plan becomes the payer's credit at the " +
          "provider, which pays the next invoices. A downgrade re-gates at once what the cheaper plan lacks " +
          "(`always_on` accounts, copy trading, pending orders, multi-account orders, webhooks). The spec's " +
          "period-end rule (`DOWNGRADE_AT_PERIOD_END`) is for crypto months, which nothing can credit back. " +
          "409 `NOTHING_TO_CANCEL` without a paid plan, 409 `ALREADY_ON_PLAN` for the plan it is on; " +
          "a month paid in crypto changes by crypto checkout (409 `CRYPTO_PERIOD_RUNNING`, or " +
          `\`DOWNGRADE_AT_PERIOD_END\` for a cheaper plan). ${owner}`)
      .setPayload(Schema.Struct({ plan: Schema.String }).annotations({ identifier: "ChangePlanRequest", ...strict }))
      .addSuccess(DataEnvelope(Subscription, "ChangedPlanResponse"))
      .pipe(ownerOnly, errors(
        PlanNotPurchasable, ContractPlan, NothingToCancel, AlreadyOnPlan, CryptoPeriodRunning, DowngradeAtPeriodEnd,
        CardUnavailable, ProviderError
      ))
      .annotateContext(requires("authenticated"))
  )
  .add(
    HttpApiEndpoint.post("cancelSubscription", "/v1/billing/cancel")
      .annotate(OpenApi.Summary, "Cancel at the end of the paid period")
      .annotate(OpenApi.Description,
        "The plan runs until `currentPeriodEnd`, then the workspace returns to Free; take it back with resume. " +
          `409 \`NOTHING_TO_CANCEL\` without a paid plan. ${owner}`)
      .addSuccess(DataEnvelope(Subscription, "CancelledSubscriptionResponse"))
      .pipe(ownerOnly, cardSubscriptionErrors)
      .annotateContext(requires("authenticated"))
  )
  .add(
    HttpApiEndpoint.post("resumeSubscription", "/v1/billing/resume")
      .annotate(OpenApi.Summary, "Take back a cancellation")
      .annotate(OpenApi.Description,
        "While the paid period still runs and the plan is set to cancel at its end, the card plan renews again. " +
          `\`resumed\` is false when there was no cancellation to take back. ${owner}`)
      .addSuccess(DataEnvelope(Schema.Struct({ resumed: Schema.Boolean }), "ResumeResponse"))
      .pipe(ownerOnly, cardSubscriptionErrors)
      .annotateContext(requires("authenticated"))
  )
  .add(
    HttpApiEndpoint.post("openPortal", "/v1/billing/portal")
      .annotate(OpenApi.Summary, "Open the card provider's customer portal")
      .annotate(OpenApi.Description,
        "Answers the address of the card provider's page (Stripe's customer portal) where the owner changes the " +
          "payment method and sees the provider's invoices; it sends them back to the console after. Plan changes " +
          "go through `POST /v1/billing/plan`. 409 `NOTHING_TO_CANCEL` without a card subscription. " + owner)
      .addSuccess(DataEnvelope(Schema.Struct({ url: Schema.String }).annotations({ identifier: "Portal" }), "PortalResponse"))
      .pipe(ownerOnly, cardSubscriptionErrors)
      .annotateContext(requires("authenticated"))
  )
  .add(
    HttpApiEndpoint.get("listInvoices", "/v1/billing/invoices")
      .annotate(OpenApi.Summary, "List invoices")
      .annotate(OpenApi.Description, "Newest first; amounts in integer minor units of `currency`.")
      .setUrlParams(ListInvoicesParams)
      .addSuccess(PageEnvelope(Invoice, "InvoicePage"))
      .annotateContext(requires("authenticated"))
  )
  .add(
    HttpApiEndpoint.get("getInvoice", "/v1/billing/invoices/:id")
      .annotate(OpenApi.Summary, "Get an invoice")
      .setPath(InvoicePath)
      .addSuccess(DataEnvelope(Invoice, "InvoiceResponse"))
      .pipe(errors(NotFound))
      .annotateContext(requires("authenticated"))
  )
  .add(
    HttpApiEndpoint.post("refreshInvoice", "/v1/billing/invoices/:id/refresh")
      .annotate(OpenApi.Summary, "Check an open crypto invoice at the provider")
      .annotate(OpenApi.Description,
        "Asks the crypto provider about an open (or expired, since a late payment still counts) crypto invoice now " +
          "instead of waiting for its notice, and answers the invoice as our records then hold it. Nothing the caller " +
          "sends is believed. Any other invoice is answered as it is.")
      .setPath(InvoicePath)
      .addSuccess(DataEnvelope(Invoice, "RefreshedInvoiceResponse"))
      .pipe(errors(NotFound, CryptoUnavailable, ProviderError))
      .annotateContext(requires("authenticated"))
  )
  .middlewareEndpoints(Authentication)
  .add(
    HttpApiEndpoint.get("listCoins", "/billing/crypto/coins")
      .annotate(OpenApi.Summary, "List the accepted coins")
      .annotate(OpenApi.Description,
        "The coins a crypto checkout accepts, each with its network and the smallest price the provider takes in it " +
          "(integer minor units of `currency`). 503 `CRYPTO_UNAVAILABLE` when crypto is not configured. No authentication.")
      .addSuccess(DataEnvelope(Schema.Array(Coin), "CoinsResponse"))
      .pipe(errors(CryptoUnavailable, ProviderError))
  )
  .add(
    HttpApiEndpoint.post("receiveStripeEvent", "/hooks/stripe")
      .annotate(OpenApi.Summary, "Receive a Stripe event")
      .annotate(OpenApi.Description,
        "Where Stripe delivers its webhook events when card payments go through Stripe (`SVC_CARD_PROVIDER=stripe`); " +
          "point a Stripe webhook endpoint here and give its signing secret as `SVC_STRIPE_WEBHOOK_SECRET`. No API " +
          "key: the `Stripe-Signature` header, checked over the body exactly as sent, is the credential; a missing, " +
          "tampered or stale one answers 400 `INVALID_REQUEST` and changes nothing. Each event is taken in once by " +
          "its id (a redelivery answers 200 with `duplicate: true`); it only names what changed, and the plan follows " +
          "what this service then reads back from Stripe, so duplicates and events out of order have one effect. " +
          "404 when Stripe is not this server's card provider.")
      .setHeaders(Schema.Struct({
        "stripe-signature": Schema.optional(Schema.String.pipe(Schema.maxLength(2000)))
          .annotations({ description: "Stripe's signature of the body: `t=<timestamp>,v1=<hex HMAC-SHA256>`" })
      }))
      .setPayload(HttpApiSchema.Text().annotations({ description: "the event, as Stripe sent it" }))
      .addSuccess(DataEnvelope(StripeEventReceipt, "StripeEventReceivedResponse"))
      .pipe(errors(InvalidRequest, NotFound))
  )
{}
