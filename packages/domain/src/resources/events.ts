import { Schema } from "effect"
import { EventId } from "../ids.js"
import { Timestamp } from "../time.js"
import { WebhookEventType } from "../webhooks/events.js"

/**
 * The spec's Events table. The list itself lives with webhook delivery, which subscribes to it; this is the same
 * schema under the resource name so there is one list of event names, not two that can drift.
 */
export const EventType = WebhookEventType
export type EventType = WebhookEventType

export type OrderEventType = Extract<EventType, `order.${string}`>
export type PositionEventType = Extract<EventType, `position.${string}`>

/** An event as recorded. `data` is the resource exactly as the REST API returns it, read when the event is sent. */
export const Event = Schema.Struct({
  id: EventId,
  type: EventType,
  createdAt: Timestamp,
  data: Schema.Unknown
}).annotations({ identifier: "Event" })
export type Event = typeof Event.Type
