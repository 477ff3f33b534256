import { SqlClient } from "@effect/sql"
import { Errors, type EventId, type WebhookEndpointId, type WorkspaceId } from "@svc/domain"
import type { CreateWebhookEndpoint, ListDeliveriesParams, UpdateWebhookEndpoint } from "@svc/domain/api/webhooks"
import { CreatedWebhookEndpoint } from "@svc/domain/resources/webhookEndpoint"
import { Clock, Duration, Effect } from "effect"
import { randomUUID } from "node:crypto"
import { AppConfig } from "../config.js"
import { decodeCursor, encodeCursor } from "../db/keysetCursor.js"
import { Plans } from "../billing/Plans.js"
import { webhookTest } from "../events/eventTypes.js"
import { Outbox } from "../events/Outbox.js"
import type { KeyProvider } from "../secrets/KeyProvider.js"
import { WebhookWakeup } from "./WebhookWakeup.js"
import { secretOverlap } from "./schedule.js"
import { generateSecret, sealFirst, sealNext, secretHint } from "./secrets.js"
import { checkTarget, type TargetPolicy } from "./targets.js"
import { toDelivery, toEndpoint, WebhooksRepo } from "./WebhooksRepo.js"

/** Spec, Limits: webhook endpoints per workspace. */
const maxEndpoints = 10


const endpointNotFound = (id: string) =>
  new Errors.NotFound({ message: `No webhook endpoint ${id} in this workspace.`, details: [{ endpointId: id }] })

const deliveryNotFound = (endpointId: string, eventId: string) =>
  new Errors.NotFound({
    message: `Event ${eventId} is not in the delivery log of webhook endpoint ${endpointId}.`,
    details: [{ endpointId, eventId }]
  })

const invalid = (field: string, message: string) =>
  new Errors.InvalidRequest({ message: `The request is not valid: ${field} ${message}.`, details: [{ field, message }] })

const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))

/** Webhook endpoints and their delivery log, for one workspace at a time. */
export class Webhooks extends Effect.Service<Webhooks>()("@svc/api/Webhooks", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const repo = yield* WebhooksRepo
    const outbox = yield* Outbox
    const wakeup = yield* WebhookWakeup
    const config = yield* AppConfig
    const policy: TargetPolicy = { allowInsecure: config.webhookAllowInsecureTargets }
    const context = yield* Effect.context<KeyProvider>()
    const plans = yield* Plans

    const paid = (workspaceId: WorkspaceId) => plans.requireFeature(workspaceId, "webhooks")

    const target = (url: string) =>
      checkTarget(url, policy).pipe(
        Effect.map((u) => u.href),
        Effect.mapError((refused) => invalid("url", refused.message))
      )

    const existing = (workspaceId: WorkspaceId, id: WebhookEndpointId, options: { readonly forUpdate?: boolean } = {}) =>
      Effect.flatMap(repo.find(workspaceId, id, options), (row) =>
        row === undefined ? Effect.fail(endpointNotFound(id)) : Effect.succeed(row))

    const deliveryOf = (workspaceId: WorkspaceId, endpointId: WebhookEndpointId, eventId: EventId) =>
      Effect.gen(function*() {
        const row = yield* repo.findDelivery(workspaceId, endpointId, eventId)
        if (row === undefined) return yield* deliveryNotFound(endpointId, eventId)
        return toDelivery(row, yield* repo.attemptsOf(endpointId, [eventId]))
      })

    const transaction = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
      sql.withTransaction(effect).pipe(Effect.catchTag("SqlError", (e) => Effect.die(e)))

    const create = Effect.fn("Webhooks.create")(function*(workspaceId: WorkspaceId, body: typeof CreateWebhookEndpoint.Type) {
      yield* paid(workspaceId)
      const url = yield* target(body.url)
      const id = randomUUID() as WebhookEndpointId
      const secret = generateSecret()
      const sealed = yield* Effect.provide(sealFirst(id, secret), context)
      const at = yield* now
      const row = yield* transaction(Effect.gen(function*() {
        yield* repo.lockWorkspace(workspaceId)
        if ((yield* repo.count(workspaceId)) >= maxEndpoints) {
          return yield* new Errors.KeyLimit({
            message: `This workspace already has ${maxEndpoints} webhook endpoints; delete one first.`,
            details: [{ limit: maxEndpoints, resource: "webhook_endpoints" }]
          })
        }
        return yield* repo.insert({
          id,
          workspaceId,
          url,
          description: body.description ?? null,
          events: [...new Set(body.events ?? [])],
          ...sealed,
          secretHint: secretHint(secret),
          createdAt: at,
          updatedAt: at
        })
      }))
      return new CreatedWebhookEndpoint({ ...toEndpoint(row, at.getTime()), secret })
    })

    const list = Effect.fn("Webhooks.list")(function*(workspaceId: WorkspaceId) {
      const at = yield* Clock.currentTimeMillis
      return (yield* repo.list(workspaceId)).map((row) => toEndpoint(row, at))
    })

    const get = Effect.fn("Webhooks.get")(function*(workspaceId: WorkspaceId, id: WebhookEndpointId) {
      return toEndpoint(yield* existing(workspaceId, id), yield* Clock.currentTimeMillis)
    })

    const update = Effect.fn("Webhooks.update")(function*(
      workspaceId: WorkspaceId,
      id: WebhookEndpointId,
      body: typeof UpdateWebhookEndpoint.Type
    ) {
      yield* paid(workspaceId)
      yield* existing(workspaceId, id)
      const url = body.url === undefined ? undefined : yield* target(body.url)
      const at = yield* now
      const row = yield* repo.update(workspaceId, id, {
        ...(url === undefined ? {} : { url }),
        ...(body.events === undefined ? {} : { events: [...new Set(body.events)] }),
        ...(body.description === undefined ? {} : { description: body.description })
      }, at)
      if (row === undefined) return yield* endpointNotFound(id)
      return toEndpoint(row, at.getTime())
    })

    const remove = Effect.fn("Webhooks.remove")(function*(workspaceId: WorkspaceId, id: WebhookEndpointId) {
      const row = yield* repo.remove(workspaceId, id)
      if (row === undefined) return yield* endpointNotFound(id)
      return toEndpoint(row, yield* Clock.currentTimeMillis)
    })

    const test = Effect.fn("Webhooks.test")(function*(workspaceId: WorkspaceId, id: WebhookEndpointId) {
      yield* paid(workspaceId)
      yield* existing(workspaceId, id)
      const at = yield* now
      const eventId = yield* transaction(Effect.gen(function*() {
        const eventId = yield* outbox.append({ workspaceId, resourceId: id, ...webhookTest(id) })
        yield* repo.queueFor(id, eventId, at)
        return eventId
      }))
      yield* wakeup.wake
      return yield* deliveryOf(workspaceId, id, eventId)
    })

    const rotate = Effect.fn("Webhooks.rotate")(function*(workspaceId: WorkspaceId, id: WebhookEndpointId) {
      yield* paid(workspaceId)
      const secret = generateSecret()
      const at = yield* now
      const row = yield* transaction(Effect.gen(function*() {
        const row = yield* existing(workspaceId, id, { forUpdate: true })
        const sealed = yield* Effect.provide(sealNext(id, row.wrappedKey, secret), context)
        return yield* repo.rotate(id, { sealed, hint: secretHint(secret) }, new Date(at.getTime() + Duration.toMillis(secretOverlap)), at)
      }))
      return new CreatedWebhookEndpoint({ ...toEndpoint(row, at.getTime()), secret })
    })

    const enable = Effect.fn("Webhooks.enable")(function*(workspaceId: WorkspaceId, id: WebhookEndpointId) {
      yield* paid(workspaceId)
      const at = yield* now
      const row = yield* transaction(Effect.gen(function*() {
        const row = yield* existing(workspaceId, id, { forUpdate: true })
        return row.enabled ? row : yield* repo.enable(id, at)
      }))
      return toEndpoint(row, at.getTime())
    })

    const listDeliveries = Effect.fn("Webhooks.listDeliveries")(function*(
      workspaceId: WorkspaceId,
      id: WebhookEndpointId,
      params: typeof ListDeliveriesParams.Type
    ) {
      yield* existing(workspaceId, id)
      const after = params.cursor === undefined ? undefined : decodeCursor(params.cursor)
      if (params.cursor !== undefined && after === undefined) {
        return yield* invalid("cursor", "is not a nextCursor this endpoint returned")
      }
      const limit = params.limit ?? 50
      const rows = yield* repo.pageDeliveries(workspaceId, id, {
        limit,
        ...(params.status === undefined ? {} : { status: params.status }),
        ...(after === undefined ? {} : { after })
      })
      const page = rows.slice(0, limit)
      const attempts = yield* repo.attemptsOf(id, page.map((r) => r.eventId))
      const byEvent = new Map<string, Array<(typeof attempts)[number]>>()
      for (const a of attempts) byEvent.set(a.eventId, [...(byEvent.get(a.eventId) ?? []), a])
      const last = page[page.length - 1]
      return {
        data: page.map((row) => toDelivery(row, byEvent.get(row.eventId) ?? [])),
        page: { hasMore: rows.length > limit, nextCursor: rows.length > limit && last !== undefined ? encodeCursor(last.cursorAt, last.eventId) : null }
      }
    })

    const getDelivery = Effect.fn("Webhooks.getDelivery")(function*(workspaceId: WorkspaceId, id: WebhookEndpointId, eventId: EventId) {
      yield* existing(workspaceId, id)
      return yield* deliveryOf(workspaceId, id, eventId)
    })

    const redeliver = Effect.fn("Webhooks.redeliver")(function*(workspaceId: WorkspaceId, id: WebhookEndpointId, eventId: EventId) {
      yield* paid(workspaceId)
      yield* existing(workspaceId, id)
      if (!(yield* repo.redeliver(workspaceId, id, eventId, yield* now))) return yield* deliveryNotFound(id, eventId)
      yield* wakeup.wake
      return yield* deliveryOf(workspaceId, id, eventId)
    })

    return { create, list, get, update, remove, test, rotate, enable, listDeliveries, getDelivery, redeliver } as const
  }),
  dependencies: [WebhooksRepo.Default, Outbox.Default, WebhookWakeup.Default, Plans.Default]
}) {}
