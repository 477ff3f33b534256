import { HttpApiBuilder } from "@effect/platform"
import { Api } from "@svc/domain/api/Api"
import { CurrentPrincipal } from "@svc/domain/api/authentication"
import { Effect, Layer } from "effect"
import { Webhooks } from "./Webhooks.js"

const WebhooksHttp = HttpApiBuilder.group(Api, "webhooks", (handlers) =>
  Effect.gen(function*() {
    const webhooks = yield* Webhooks
    return handlers
      .handle("createWebhookEndpoint", ({ payload }) =>
        Effect.flatMap(CurrentPrincipal, (p) => webhooks.create(p.workspaceId, payload)))
      .handle("listWebhookEndpoints", () =>
        Effect.flatMap(CurrentPrincipal, (p) => webhooks.list(p.workspaceId)))
      .handle("getWebhookEndpoint", ({ path }) =>
        Effect.flatMap(CurrentPrincipal, (p) => webhooks.get(p.workspaceId, path.id)))
      .handle("updateWebhookEndpoint", ({ path, payload }) =>
        Effect.flatMap(CurrentPrincipal, (p) => webhooks.update(p.workspaceId, path.id, payload)))
      .handle("deleteWebhookEndpoint", ({ path }) =>
        Effect.flatMap(CurrentPrincipal, (p) => webhooks.remove(p.workspaceId, path.id)))
      .handle("testWebhookEndpoint", ({ path }) =>
        Effect.flatMap(CurrentPrincipal, (p) => webhooks.test(p.workspaceId, path.id)))
      .handle("rotateWebhookSecret", ({ path }) =>
        Effect.flatMap(CurrentPrincipal, (p) => webhooks.rotate(p.workspaceId, path.id)))
      .handle("enableWebhookEndpoint", ({ path }) =>
        Effect.flatMap(CurrentPrincipal, (p) => webhooks.enable(p.workspaceId, path.id)))
      .handle("listWebhookDeliveries", ({ path, urlParams }) =>
        Effect.flatMap(CurrentPrincipal, (p) => webhooks.listDeliveries(p.workspaceId, path.id, urlParams)))
      .handle("getWebhookDelivery", ({ path }) =>
        Effect.flatMap(CurrentPrincipal, (p) => webhooks.getDelivery(p.workspaceId, path.id, path.eventId)))
      .handle("redeliverWebhookEvent", ({ path }) =>
        Effect.flatMap(CurrentPrincipal, (p) => webhooks.redeliver(p.workspaceId, path.id, path.eventId)))
  }))

/** Webhook endpoints and their delivery log over HTTP; the sending is `WebhookDeliveryLive` (delivery.ts). */
export const WebhooksLive = WebhooksHttp.pipe(Layer.provide(Webhooks.Default))
