import { Schema } from "effect"
import { EventId, WebhookEndpointId } from "../ids.js"
import { Timestamp } from "../time.js"

/**
 * The delivery log (the spec leaves its listing to us): one entry per event queued for an endpoint, with every
 * attempt made for it.
 * - `pending`: will be sent at `nextAttemptAt`;
 * - `succeeded`: the receiver answered 2xx;
 * - `failed`: eight attempts failed and it was given up;
 * - `abandoned`: the endpoint was switched off before it got through. Both of the last two can be redelivered.
 */
export const WebhookDeliveryStatus = Schema.Literal("pending", "succeeded", "failed", "abandoned")
  .annotations({ identifier: "WebhookDeliveryStatus" })
export type WebhookDeliveryStatus = typeof WebhookDeliveryStatus.Type

export const WebhookDeliveryAttempt = Schema.Struct({
  attempt: Schema.Int.annotations({ description: "1 for the first attempt at this event, counting redeliveries" }),
  attemptedAt: Timestamp,
  statusCode: Schema.NullOr(Schema.Int).annotations({ description: "null when no HTTP answer came" }),
  durationMs: Schema.NonNegativeInt,
  responseBody: Schema.NullOr(Schema.String).annotations({ description: "the first 1,024 characters of the answer" }),
  responseBodyTruncated: Schema.Boolean,
  error: Schema.NullOr(Schema.String).annotations({ description: "why it failed: timeout, refused target, connection error, non-2xx" }),
  nextAttemptAt: Schema.NullOr(Timestamp).annotations({ description: "the retry this failure scheduled; null after success or the last attempt" })
}).annotations({ identifier: "WebhookDeliveryAttempt" })
export type WebhookDeliveryAttempt = typeof WebhookDeliveryAttempt.Type

export class WebhookDelivery extends Schema.Class<WebhookDelivery>("WebhookDelivery")({
  endpointId: WebhookEndpointId,
  eventId: EventId,
  eventType: Schema.String,
  eventCreatedAt: Timestamp,
  status: WebhookDeliveryStatus,
  nextAttemptAt: Schema.NullOr(Timestamp),
  attempts: Schema.Array(WebhookDeliveryAttempt).annotations({ description: "oldest first" }),
  createdAt: Timestamp,
  updatedAt: Timestamp
}) {}
