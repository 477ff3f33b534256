import { Schema } from "effect"

// Resource ids are UUIDs (spec convention 6); each resource gets its own brand so ids cannot be mixed up.
const uuid = <B extends string>(brand: B) =>
  Schema.UUID.pipe(Schema.brand(brand)).annotations({ description: `${brand} (UUID)` })

export const WorkspaceId = uuid("WorkspaceId")
export type WorkspaceId = typeof WorkspaceId.Type
export const ApiKeyId = uuid("ApiKeyId")
export type ApiKeyId = typeof ApiKeyId.Type
export const AccountId = uuid("AccountId")
export type AccountId = typeof AccountId.Type
export const OrderId = uuid("OrderId")
export type OrderId = typeof OrderId.Type
export const DealId = uuid("DealId")
export type DealId = typeof DealId.Type
export const EventId = uuid("EventId")
export type EventId = typeof EventId.Type
export const WebhookEndpointId = uuid("WebhookEndpointId")
export type WebhookEndpointId = typeof WebhookEndpointId.Type
export const WaveId = uuid("WaveId")
export type WaveId = typeof WaveId.Type
export const CopyStrategyId = uuid("CopyStrategyId")
export type CopyStrategyId = typeof CopyStrategyId.Type
export const CopySubscriptionId = uuid("CopySubscriptionId")
export type CopySubscriptionId = typeof CopySubscriptionId.Type
export const PersonId = uuid("PersonId")
export type PersonId = typeof PersonId.Type
export const InvitationId = uuid("InvitationId")
export type InvitationId = typeof InvitationId.Type
export const AlertHookId = uuid("AlertHookId")
export type AlertHookId = typeof AlertHookId.Type
export const AlertId = uuid("AlertId")
export type AlertId = typeof AlertId.Type
export const InvoiceId = uuid("InvoiceId")
export type InvoiceId = typeof InvoiceId.Type
export const CheckoutId = uuid("CheckoutId")
export type CheckoutId = typeof CheckoutId.Type
