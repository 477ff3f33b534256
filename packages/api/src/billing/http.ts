import { HttpApiBuilder } from "@effect/platform"
import { Api } from "@svc/domain/api/Api"
import { CurrentPrincipal } from "@svc/domain/api/authentication"
import { Effect, Layer } from "effect"
import { Billing } from "./Billing.js"
import { Plans } from "./Plans.js"
import { StripeWebhook } from "./StripeWebhook.js"

const BillingHttp = HttpApiBuilder.group(Api, "billing", (handlers) =>
  Effect.gen(function*() {
    const plans = yield* Plans
    const billing = yield* Billing
    const stripeWebhook = yield* StripeWebhook
    return handlers
      .handle("getUsage", () => Effect.flatMap(CurrentPrincipal, (p) => plans.usage(p.workspaceId)))
      .handle("getSubscription", () => Effect.flatMap(CurrentPrincipal, (p) => billing.subscription(p)))
      .handle("checkout", ({ payload }) => Effect.flatMap(CurrentPrincipal, (p) => billing.checkout(p, payload)))
      .handle("changePlan", ({ payload }) => Effect.flatMap(CurrentPrincipal, (p) => billing.changePlan(p, payload.plan)))
      .handle("cancelSubscription", () => Effect.flatMap(CurrentPrincipal, (p) => billing.cancel(p)))
      .handle("resumeSubscription", () => Effect.flatMap(CurrentPrincipal, (p) => billing.resume(p)))
      .handle("openPortal", () => Effect.flatMap(CurrentPrincipal, (p) => billing.portal(p)))
      .handle("listInvoices", ({ urlParams }) => Effect.flatMap(CurrentPrincipal, (p) => billing.listInvoices(p, urlParams)))
      .handle("getInvoice", ({ path }) => Effect.flatMap(CurrentPrincipal, (p) => billing.invoice(p, path.id)))
      .handle("refreshInvoice", ({ path }) => Effect.flatMap(CurrentPrincipal, (p) => billing.refreshInvoice(p, path.id)))
      .handle("listCoins", () => billing.coins())
      .handleRaw("receiveStripeEvent", ({ request }) => stripeWebhook.receive(request))
  }))

/** The billing group with its services; the card provider, when one is configured, comes from the composition root. */
export const BillingLive = BillingHttp.pipe(Layer.provide([Billing.Default, Plans.Default, StripeWebhook.Default]))
