import { Schema } from "effect"
import { EventId } from "../ids.js"
import { Timestamp } from "../time.js"

/**
 * The event names of the spec's Events table that the service sends: what an endpoint can subscribe to and what a
 * delivery carries. An event enters with its feature (`wave.settled` with multi-account orders).
 */
export const webhookEventTypes = [
  "order.filled",
  "order.rejected",
  "order.unresolved",
  "order.resolved",
  "order.cancelled",
  "position.opened",
  "position.closed",
  "account.state_changed",
  "wave.settled",
  "copy.symbol_paused",
  "copy.subscription_stopped",
  "copy.subscription_close_only",
  "webhook.test"
] as const

export const WebhookEventType = Schema.Literal(...webhookEventTypes).annotations({ identifier: "WebhookEventType" })
export type WebhookEventType = typeof WebhookEventType.Type

/**
 * `webhook.test` goes only to the endpoint a test was asked for, whatever it subscribes to; every other event fans
 * out to each enabled endpoint of the workspace subscribed to it.
 */
export const testEventType = "webhook.test" satisfies WebhookEventType

/** The JSON body of every delivery. `data` is the resource as the REST API returns it, read when sent. */
export const WebhookEnvelope = Schema.Struct({
  id: EventId,
  type: Schema.String,
  createdAt: Timestamp,
  data: Schema.Unknown
}).annotations({ identifier: "WebhookEnvelope" })
export type WebhookEnvelope = typeof WebhookEnvelope.Type

/** Header names of a delivery (spec: Events). */
export const eventIdHeader = "svc-event-id"
export const signatureHeader = "svc-signature"
