import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { FeatureNotInPlan, KeyLimit, NotFound } from "../errors.js"
import { DataEnvelope, PageEnvelope } from "../http/envelope.js"
import { EventId, WebhookEndpointId } from "../ids.js"
import { CreatedWebhookEndpoint, WebhookEndpoint } from "../resources/webhookEndpoint.js"
import { WebhookDelivery, WebhookDeliveryStatus } from "../webhooks/delivery.js"
import { WebhookEventType } from "../webhooks/events.js"
import { Authentication } from "./authentication.js"
import { pageParams, strict } from "./common.js"
import { errors } from "./endpointErrors.js"
import { requires } from "./requiredScope.js"

/** Syntax only here; scheme, port and the address it resolves to are checked by the server (they depend on config). */
const WebhookUrl = Schema.String.pipe(Schema.minLength(1), Schema.maxLength(2048))
  .annotations({ description: "HTTPS on port 443, reachable from the internet" })
const EventFilter = Schema.Array(WebhookEventType).pipe(Schema.maxItems(20))
  .annotations({ description: "event names to send; empty or omitted means every event" })
const Description = Schema.NullOr(Schema.String.pipe(Schema.maxLength(500)))

// `exact`: an absent field is absent, never `undefined`, so a bad value reports one issue, not one per union member.
export const CreateWebhookEndpoint = Schema.Struct({
  url: WebhookUrl,
  events: Schema.optionalWith(EventFilter, { exact: true }),
  description: Schema.optionalWith(Description, { exact: true })
}).annotations({ identifier: "CreateWebhookEndpoint", ...strict })

export const UpdateWebhookEndpoint = Schema.Struct({
  url: Schema.optionalWith(WebhookUrl, { exact: true }),
  events: Schema.optionalWith(EventFilter, { exact: true }),
  description: Schema.optionalWith(Description, { exact: true })
}).pipe(
  Schema.filter((b) => b.url !== undefined || b.events !== undefined || b.description !== undefined, {
    message: () => "send at least one of url, events, description"
  })
).annotations({ identifier: "UpdateWebhookEndpoint", ...strict })

export const ListDeliveriesParams = Schema.Struct({
  ...pageParams,
  status: Schema.optionalWith(WebhookDeliveryStatus, { exact: true })
}).annotations(strict)

const EndpointPath = Schema.Struct({ id: WebhookEndpointId })
const DeliveryPath = Schema.Struct({ id: WebhookEndpointId, eventId: EventId })
const EndpointResponse = DataEnvelope(WebhookEndpoint, "WebhookEndpointResponse")
const SecretResponse = DataEnvelope(CreatedWebhookEndpoint, "WebhookEndpointWithSecretResponse")
const DeliveryResponse = DataEnvelope(WebhookDelivery, "WebhookDeliveryResponse")
const QueuedDeliveryResponse = DataEnvelope(WebhookDelivery, "WebhookDeliveryQueuedResponse", 202)

const planNote = "Webhooks are on every paid plan; other plans get 402 FEATURE_NOT_IN_PLAN naming the plans that have them."

export class WebhooksGroup extends HttpApiGroup.make("webhooks")
  .annotate(OpenApi.Title, "Webhooks")
  .annotate(OpenApi.Description, "Signed HTTPS POSTs on order, position and account events. Each delivery carries `svc-event-id` and `svc-signature` (`t=<unix seconds>,v1=<hex HMAC-SHA256 of \"<t>.<raw body>\">`); retried for about 45 hours, logged for 30 days.")
  .add(
    HttpApiEndpoint.post("createWebhookEndpoint", "/v1/webhooks")
      .annotate(OpenApi.Summary, "Create a webhook endpoint")
      .setPayload(CreateWebhookEndpoint)
      .addSuccess(DataEnvelope(CreatedWebhookEndpoint, "WebhookEndpointCreatedResponse", 201))
      .pipe(errors(KeyLimit, FeatureNotInPlan))
      .annotateContext(requires("webhooks:write", { sessionStepUp: true }))
      .annotate(
        OpenApi.Description,
        "Creates an endpoint; the signing `secret` is in this answer only. The URL must be HTTPS on port 443 and " +
          "resolve only to public addresses (private, loopback, link-local and other internal targets are refused " +
          "with 400, and again at send time). A workspace has at most 10 endpoints: the 11th gets 409 KEY_LIMIT " +
          "(the spec's code for a full per-workspace allowance), details `{limit: 10, resource: \"webhook_endpoints\"}`. " +
          planNote
      )
  )
  .add(
    HttpApiEndpoint.get("listWebhookEndpoints", "/v1/webhooks")
      .annotate(OpenApi.Summary, "List webhook endpoints")
      .addSuccess(DataEnvelope(Schema.Array(WebhookEndpoint), "WebhookEndpointListResponse"))
      .annotateContext(requires("webhooks:read"))
      .annotate(OpenApi.Description, "Every endpoint of the workspace (at most 10), newest first. Secrets are never listed.")
  )
  .add(
    HttpApiEndpoint.get("getWebhookEndpoint", "/v1/webhooks/:id")
      .annotate(OpenApi.Summary, "Get a webhook endpoint")
      .annotate(OpenApi.Description, "The endpoint with its event filter and health (`consecutiveFailures`, `disabledAt`); never the secret.")
      .setPath(EndpointPath)
      .addSuccess(EndpointResponse)
      .pipe(errors(NotFound))
      .annotateContext(requires("webhooks:read"))
  )
  .add(
    HttpApiEndpoint.patch("updateWebhookEndpoint", "/v1/webhooks/:id")
      .annotate(OpenApi.Summary, "Update a webhook endpoint")
      .setPath(EndpointPath)
      .setPayload(UpdateWebhookEndpoint)
      .addSuccess(EndpointResponse)
      .pipe(errors(NotFound, FeatureNotInPlan))
      .annotateContext(requires("webhooks:write", { sessionStepUp: true }))
      .annotate(
        OpenApi.Description,
        "Changes url, events and or description; the secret is unchanged. A new event filter applies to events " +
          "recorded from now on. " + planNote
      )
  )
  .add(
    HttpApiEndpoint.del("deleteWebhookEndpoint", "/v1/webhooks/:id")
      .annotate(OpenApi.Summary, "Delete a webhook endpoint")
      .setPath(EndpointPath)
      .addSuccess(EndpointResponse)
      .pipe(errors(NotFound))
      .annotateContext(requires("webhooks:write"))
      .annotate(OpenApi.Description, "Deletes the endpoint and its delivery log; nothing more is sent to it. Returns it as it was.")
  )
  .add(
    HttpApiEndpoint.post("testWebhookEndpoint", "/v1/webhooks/:id/test")
      .annotate(OpenApi.Summary, "Send a test event")
      .setPath(EndpointPath)
      .addSuccess(QueuedDeliveryResponse)
      .pipe(errors(NotFound, FeatureNotInPlan))
      .annotateContext(requires("webhooks:write"))
      .annotate(
        OpenApi.Description,
        "Records a `webhook.test` event with data `{endpointId, message}` and queues it for this endpoint only " +
          "(whatever it subscribes to, and even while it is switched off, to check a receiver before enabling). " +
          "202 with the delivery; follow it in the delivery log."
      )
  )
  .add(
    HttpApiEndpoint.post("rotateWebhookSecret", "/v1/webhooks/:id/rotate")
      .annotate(OpenApi.Summary, "Rotate the signing secret")
      .setPath(EndpointPath)
      .addSuccess(SecretResponse)
      .pipe(errors(NotFound, FeatureNotInPlan))
      .annotateContext(requires("webhooks:write", { sessionStepUp: true }))
      .annotate(
        OpenApi.Description,
        "Makes a new secret, returned in this answer only. For 24 hours (`previousSecretExpiresAt`) every delivery " +
          "carries two `v1=` signatures, new then old. Rotating again within the window drops the oldest secret."
      )
  )
  .add(
    HttpApiEndpoint.post("enableWebhookEndpoint", "/v1/webhooks/:id/enable")
      .annotate(OpenApi.Summary, "Re-enable a webhook endpoint")
      .setPath(EndpointPath)
      .addSuccess(EndpointResponse)
      .pipe(errors(NotFound, FeatureNotInPlan))
      .annotateContext(requires("webhooks:write"))
      .annotate(
        OpenApi.Description,
        "Resumes an endpoint the service switched off: clears `disabledAt`, `disabledReason` and " +
          "`consecutiveFailures`. Events recorded while it was off are not sent; those queued before the switch-off " +
          "are `abandoned` in the log and can be redelivered. Safe to repeat."
      )
  )
  .add(
    HttpApiEndpoint.get("listWebhookDeliveries", "/v1/webhooks/:id/deliveries")
      .annotate(OpenApi.Summary, "List deliveries")
      .setPath(EndpointPath)
      .setUrlParams(ListDeliveriesParams)
      .addSuccess(PageEnvelope(WebhookDelivery, "WebhookDeliveryPage"))
      .pipe(errors(NotFound))
      .annotateContext(requires("webhooks:read"))
      .annotate(
        OpenApi.Description,
        "The delivery log of the endpoint, newest event first: per event its status, next attempt and every " +
          "attempt (time, status code, duration, the first 1,024 characters of the answer). Cursor pagination: " +
          "`limit` 1 to 200 (default 50), `cursor` from the previous `page.nextCursor`; optional `status` filter. " +
          "Kept 30 days."
      )
  )
  .add(
    HttpApiEndpoint.get("getWebhookDelivery", "/v1/webhooks/:id/deliveries/:eventId")
      .annotate(OpenApi.Summary, "Get a delivery")
      .annotate(OpenApi.Description, "One event's delivery to this endpoint: its status, next attempt and every attempt made.")
      .setPath(DeliveryPath)
      .addSuccess(DeliveryResponse)
      .pipe(errors(NotFound))
      .annotateContext(requires("webhooks:read"))
  )
  .add(
    HttpApiEndpoint.post("redeliverWebhookEvent", "/v1/webhooks/:id/deliveries/:eventId/redeliver")
      .annotate(OpenApi.Summary, "Redeliver an event")
      .setPath(DeliveryPath)
      .addSuccess(QueuedDeliveryResponse)
      .pipe(errors(NotFound, FeatureNotInPlan))
      .annotateContext(requires("webhooks:write"))
      .annotate(
        OpenApi.Description,
        "Sends a logged event again now, with a fresh retry schedule, whatever its status. Only events in this " +
          "endpoint's log can be redelivered (404 otherwise): events recorded while it was switched off were never " +
          "queued for it. 202 with the delivery."
      )
  )
  .middleware(Authentication)
{}
