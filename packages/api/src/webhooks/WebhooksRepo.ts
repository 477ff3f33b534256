import { PgClient } from "@effect/sql-pg"
import type { EventId, WebhookEndpointId, WorkspaceId } from "@svc/domain"
import { WebhookEndpoint } from "@svc/domain/resources/webhookEndpoint"
import { WebhookDelivery, type WebhookDeliveryStatus } from "@svc/domain/webhooks/delivery"
import type { WebhookEventType } from "@svc/domain/webhooks/events"
import { Effect } from "effect"
import { cursorAtFormat, type KeysetCursor } from "../db/keysetCursor.js"

export interface EndpointRow {
  readonly id: WebhookEndpointId
  readonly workspaceId: WorkspaceId
  readonly url: string
  readonly description: string | null
  readonly events: ReadonlyArray<WebhookEventType>
  readonly enabled: boolean
  readonly disabledAt: Date | null
  readonly disabledReason: string | null
  readonly consecutiveFailures: number
  readonly keyProvider: string
  readonly wrappedKey: Uint8Array
  readonly secretSealed: Uint8Array
  readonly secretHint: string
  readonly previousSecretSealed: Uint8Array | null
  readonly previousSecretExpiresAt: Date | null
  readonly secretVersion: number
  readonly createdAt: Date
  readonly updatedAt: Date
}

/** The resource as the API shows it at `now`: the previous secret's end is shown only while it still signs. */
export const toEndpoint = (row: EndpointRow, now: number): WebhookEndpoint =>
  new WebhookEndpoint({
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    enabled: row.enabled,
    disabledAt: row.disabledAt,
    disabledReason: row.disabledReason,
    consecutiveFailures: row.consecutiveFailures,
    secretHint: row.secretHint,
    previousSecretExpiresAt:
      row.previousSecretExpiresAt !== null && row.previousSecretExpiresAt.getTime() > now ? row.previousSecretExpiresAt : null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt
  })

export interface DeliveryRow {
  readonly endpointId: WebhookEndpointId
  readonly eventId: EventId
  readonly workspaceId: WorkspaceId
  readonly eventType: string
  readonly eventCreatedAt: Date
  readonly status: WebhookDeliveryStatus
  readonly manual: boolean
  readonly nextAttemptAt: Date | null
  readonly createdAt: Date
  readonly updatedAt: Date
  /** `event_created_at` to the microsecond, for the cursor. */
  readonly cursorAt: string
}

export interface AttemptRow {
  readonly endpointId: WebhookEndpointId
  readonly eventId: EventId
  readonly attempt: number
  readonly attemptedAt: Date
  readonly statusCode: number | null
  readonly durationMs: number
  readonly responseBody: string | null
  readonly responseTruncated: boolean
  readonly error: string | null
  readonly nextAttemptAt: Date | null
}

export const toDelivery = (row: DeliveryRow, attempts: ReadonlyArray<AttemptRow>): WebhookDelivery =>
  new WebhookDelivery({
    endpointId: row.endpointId,
    eventId: row.eventId,
    eventType: row.eventType,
    eventCreatedAt: row.eventCreatedAt,
    status: row.status,
    nextAttemptAt: row.status === "pending" ? row.nextAttemptAt : null,
    attempts: attempts.map((a) => ({
      attempt: a.attempt,
      attemptedAt: a.attemptedAt,
      statusCode: a.statusCode,
      durationMs: a.durationMs,
      responseBody: a.responseBody,
      responseBodyTruncated: a.responseTruncated,
      error: a.error,
      nextAttemptAt: a.nextAttemptAt
    })),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt
  })

// Event names are a fixed alphabet (letters, `.` and `_`), validated on the way in: a literal is safe to build.
const textArray = (items: ReadonlyArray<string>): string => `{${items.join(",")}}`

const deliveryColumns = (sql: PgClient.PgClient) => sql`
  d.endpoint_id, d.event_id, d.workspace_id, d.event_type, d.event_created_at, d.status, d.manual, d.next_attempt_at,
  d.created_at, d.updated_at,
  to_char(d.event_created_at at time zone 'UTC', ${sql.literal(cursorAtFormat)}) as cursor_at`

/** SQL for endpoints and their delivery log, always scoped to a workspace. SqlError is a defect here. */
export class WebhooksRepo extends Effect.Service<WebhooksRepo>()("@svc/api/WebhooksRepo", {
  effect: Effect.gen(function*() {
    const sql = yield* PgClient.PgClient

    /** Serialises endpoint creation per workspace (the limit check); NO KEY so event inserts are not blocked. */
    const lockWorkspace = (workspaceId: WorkspaceId) =>
      sql`select id from workspaces where id = ${workspaceId} for no key update`.pipe(Effect.asVoid, Effect.orDie)

    const count = (workspaceId: WorkspaceId) =>
      sql<{ n: number }>`select count(*)::int as n from webhook_endpoints where workspace_id = ${workspaceId}`.pipe(
        Effect.map((rows) => rows[0]?.n ?? 0),
        Effect.orDie
      )

    const insert = (row: Omit<EndpointRow, "enabled" | "disabledAt" | "disabledReason" | "consecutiveFailures" | "previousSecretSealed" | "previousSecretExpiresAt" | "secretVersion">) =>
      sql<EndpointRow>`
        insert into webhook_endpoints
          (id, workspace_id, url, description, events, key_provider, wrapped_key, secret_sealed, secret_hint, created_at, updated_at)
        values (${row.id}, ${row.workspaceId}, ${row.url}, ${row.description}, ${textArray(row.events)}::text[],
          ${row.keyProvider}, ${row.wrappedKey}, ${row.secretSealed}, ${row.secretHint}, ${row.createdAt}, ${row.updatedAt})
        returning *
      `.pipe(Effect.map((rows) => rows[0]!), Effect.orDie, Effect.withSpan("WebhooksRepo.insert"))

    const list = (workspaceId: WorkspaceId) =>
      sql<EndpointRow>`
        select * from webhook_endpoints where workspace_id = ${workspaceId} order by created_at desc, id desc
      `.pipe(Effect.orDie, Effect.withSpan("WebhooksRepo.list"))

    const find = (workspaceId: WorkspaceId, id: WebhookEndpointId, options: { readonly forUpdate?: boolean } = {}) =>
      sql<EndpointRow>`
        select * from webhook_endpoints where id = ${id} and workspace_id = ${workspaceId}
        ${options.forUpdate === true ? sql`for no key update` : sql``}
      `.pipe(Effect.map((rows) => rows[0]), Effect.orDie, Effect.withSpan("WebhooksRepo.find"))

    const update = (
      workspaceId: WorkspaceId,
      id: WebhookEndpointId,
      patch: { readonly url?: string; readonly events?: ReadonlyArray<string>; readonly description?: string | null },
      now: Date
    ) =>
      sql<EndpointRow>`
        update webhook_endpoints set
          url = coalesce(${patch.url ?? null}, url),
          events = coalesce(${patch.events === undefined ? null : textArray(patch.events)}::text[], events),
          description = case when ${patch.description !== undefined} then ${patch.description ?? null} else description end,
          updated_at = ${now}
        where id = ${id} and workspace_id = ${workspaceId}
        returning *
      `.pipe(Effect.map((rows) => rows[0]), Effect.orDie, Effect.withSpan("WebhooksRepo.update"))

    const remove = (workspaceId: WorkspaceId, id: WebhookEndpointId) =>
      sql<EndpointRow>`delete from webhook_endpoints where id = ${id} and workspace_id = ${workspaceId} returning *`.pipe(
        Effect.map((rows) => rows[0]),
        Effect.orDie,
        Effect.withSpan("WebhooksRepo.remove")
      )

    /** The current secret becomes the previous one until `previousExpiresAt`; an older previous one is dropped. */
    const rotate = (id: WebhookEndpointId, next: { readonly sealed: Uint8Array; readonly hint: string }, previousExpiresAt: Date, now: Date) =>
      sql<EndpointRow>`
        update webhook_endpoints set
          previous_secret_sealed = secret_sealed,
          previous_secret_expires_at = ${previousExpiresAt},
          secret_sealed = ${next.sealed},
          secret_hint = ${next.hint},
          secret_version = secret_version + 1,
          updated_at = ${now}
        where id = ${id}
        returning *
      `.pipe(Effect.map((rows) => rows[0]!), Effect.orDie, Effect.withSpan("WebhooksRepo.rotate"))

    /**
     * Switches a disabled endpoint back on. Deliveries still pending for it then are stale (queued before the
     * switch-off, or slipped in while it went off): they are abandoned, to be redelivered by hand if wanted.
     */
    const enable = (id: WebhookEndpointId, now: Date) =>
      Effect.gen(function*() {
        yield* sql`
          update webhook_deliveries set status = 'abandoned', next_attempt_at = null, updated_at = ${now}
          where endpoint_id = ${id} and status = 'pending' and not manual
        `
        const rows = yield* sql<EndpointRow>`
          update webhook_endpoints set
            enabled = true, disabled_at = null, disabled_reason = null, consecutive_failures = 0, updated_at = ${now}
          where id = ${id}
          returning *
        `
        return rows[0]!
      }).pipe(Effect.orDie, Effect.withSpan("WebhooksRepo.enable"))

    /** Queues an event recorded by `test` for this endpoint only. */
    const queueFor = (endpointId: WebhookEndpointId, eventId: EventId, now: Date) =>
      sql`
        insert into webhook_deliveries
          (endpoint_id, event_id, workspace_id, event_type, event_created_at, status, manual, next_attempt_at, created_at, updated_at)
        select ${endpointId}, ev.id, ev.workspace_id, ev.type, ev.created_at, 'pending', true, ${now}, ${now}, ${now}
        from events ev where ev.id = ${eventId}
      `.pipe(Effect.asVoid, Effect.orDie, Effect.withSpan("WebhooksRepo.queueFor"))

    const findDelivery = (workspaceId: WorkspaceId, endpointId: WebhookEndpointId, eventId: EventId) =>
      sql<DeliveryRow>`
        select ${deliveryColumns(sql)} from webhook_deliveries d
        where d.endpoint_id = ${endpointId} and d.event_id = ${eventId} and d.workspace_id = ${workspaceId}
      `.pipe(Effect.map((rows) => rows[0]), Effect.orDie, Effect.withSpan("WebhooksRepo.findDelivery"))

    /** Newest event first; `after` is the last row of the previous page. Fetches one more row to tell `hasMore`. */
    const pageDeliveries = (
      workspaceId: WorkspaceId,
      endpointId: WebhookEndpointId,
      options: {
        readonly limit: number
        readonly status?: WebhookDeliveryStatus
        readonly after?: KeysetCursor
      }
    ) =>
      sql<DeliveryRow>`
        select ${deliveryColumns(sql)} from webhook_deliveries d
        where ${sql.and([
          sql`d.endpoint_id = ${endpointId}`,
          sql`d.workspace_id = ${workspaceId}`,
          ...(options.status === undefined ? [] : [sql`d.status = ${options.status}`]),
          ...(options.after === undefined ? [] : [
            sql`(d.event_created_at, d.event_id) < (${options.after.at}::timestamptz, ${options.after.id}::uuid)`
          ])
        ])}
        order by d.event_created_at desc, d.event_id desc
        limit ${options.limit + 1}
      `.pipe(Effect.orDie, Effect.withSpan("WebhooksRepo.pageDeliveries"))

    const attemptsOf = (endpointId: WebhookEndpointId, eventIds: ReadonlyArray<EventId>) =>
      eventIds.length === 0
        ? Effect.succeed<ReadonlyArray<AttemptRow>>([])
        : sql<AttemptRow>`
            select * from webhook_attempts where endpoint_id = ${endpointId} and event_id in ${sql.in(eventIds)}
            order by attempt
          `.pipe(Effect.orDie, Effect.withSpan("WebhooksRepo.attemptsOf"))

    /**
     * Due now with a fresh series of eight attempts, whatever its status. Clearing the lease makes an attempt still
     * in flight record only its log line, not its outcome: this redelivery supersedes it.
     */
    const redeliver = (workspaceId: WorkspaceId, endpointId: WebhookEndpointId, eventId: EventId, now: Date) =>
      sql<{ eventId: EventId }>`
        update webhook_deliveries set
          status = 'pending', manual = true, series_attempts = 0, next_attempt_at = ${now},
          locked_until = null, lease = null, updated_at = ${now}
        where endpoint_id = ${endpointId} and event_id = ${eventId} and workspace_id = ${workspaceId}
        returning event_id
      `.pipe(Effect.map((rows) => rows.length > 0), Effect.orDie, Effect.withSpan("WebhooksRepo.redeliver"))

    return {
      lockWorkspace, count, insert, list, find, update, remove, rotate, enable, queueFor, findDelivery, pageDeliveries,
      attemptsOf, redeliver
    } as const
  })
}) {}
