import { Schema } from "effect"
import { WebhookEndpointId } from "../ids.js"
import { Timestamp } from "../time.js"
import { WebhookEventType } from "../webhooks/events.js"

export const webhookEndpointFields = {
  id: WebhookEndpointId,
  url: Schema.String,
  description: Schema.NullOr(Schema.String),
  events: Schema.Array(WebhookEventType).annotations({ description: "event names; empty means every event" }),
  enabled: Schema.Boolean,
  disabledAt: Schema.NullOr(Timestamp).annotations({ description: "set only when the service switched it off for failing" }),
  disabledReason: Schema.NullOr(Schema.String),
  consecutiveFailures: Schema.NonNegativeInt.annotations({ description: "failed delivery attempts since the last success" }),
  secretHint: Schema.NullOr(Schema.String).annotations({ description: "last characters of the secret" }),
  previousSecretExpiresAt: Schema.NullOr(Timestamp).annotations({
    description: "until then every delivery is also signed with the secret before the last rotation"
  }),
  createdAt: Timestamp,
  updatedAt: Timestamp
}

export class WebhookEndpoint extends Schema.Class<WebhookEndpoint>("WebhookEndpoint")(webhookEndpointFields) {}

/** Returned by create and rotate only: the signing secret, shown once. */
export class CreatedWebhookEndpoint extends Schema.Class<CreatedWebhookEndpoint>("CreatedWebhookEndpoint")({
  ...webhookEndpointFields,
  secret: Schema.String.annotations({ description: "`whsec_…`; returned once" })
}) {}
