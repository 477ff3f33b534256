import { HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Errors } from "@svc/domain"
import { CurrentRequestId } from "@svc/domain/http/requestId"
import { Effect, FiberRef, Option } from "effect"
import { StripeCardProvider } from "./StripeCardProvider.js"
import { StripeEventsRepo } from "./StripeEventsRepo.js"

/**
 * A Stripe webhook delivery: verified over the body's bytes as sent, recorded once by event id, and handed to the
 * processor (which reads the named object back from Stripe) after the answer. An event recorded whose notice is
 * then lost (the process stopping) is caught up by the reconciler, which re-reads open checkouts and subscriptions.
 */
const receive = Effect.fn("StripeWebhook.receive")(function*(
  request: HttpServerRequest.HttpServerRequest,
  stripe: Option.Option<typeof StripeCardProvider.Service>,
  events: typeof StripeEventsRepo.Service
) {
  if (Option.isNone(stripe)) {
    return yield* new Errors.NotFound({ message: "Card payments do not go through Stripe on this server.", details: [] })
  }
  const body = yield* request.arrayBuffer.pipe(Effect.orElseSucceed(() => new ArrayBuffer(0)))
  const event = yield* stripe.value.verify(new Uint8Array(body), request.headers["stripe-signature"]).pipe(
    Effect.mapError((e) =>
      new Errors.InvalidRequest({
        message: "The Stripe-Signature header does not verify over this body with the configured signing secret.",
        details: [{ field: "stripe-signature", message: e.reason }]
      }))
  )
  const fresh = yield* events.insertOnce(event)
  if (fresh && event.notice !== undefined) yield* stripe.value.notify(event.notice)
  const requestId = yield* FiberRef.get(CurrentRequestId)
  return HttpServerResponse.unsafeJson({ data: { eventId: event.id, duplicate: !fresh }, requestId })
})

export class StripeWebhook extends Effect.Service<StripeWebhook>()("@svc/api/billing/StripeWebhook", {
  effect: Effect.gen(function*() {
    const events = yield* StripeEventsRepo
    // Present when Stripe is the card provider (the composition root chooses).
    const stripe = yield* Effect.serviceOption(StripeCardProvider)
    return { receive: (request: HttpServerRequest.HttpServerRequest) => receive(request, stripe, events) }
  }),
  dependencies: [StripeEventsRepo.Default]
}) {}
