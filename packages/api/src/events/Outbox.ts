import { PgClient } from "@effect/sql-pg"
import type { EventId, WorkspaceId } from "@svc/domain"
import { Effect } from "effect"
import { randomUUID } from "node:crypto"
import type { EventOf } from "./eventTypes.js"

export interface NewEvent extends EventOf {
  readonly workspaceId: WorkspaceId
  /** The id of the resource the event is about (account, order, position ticket, wave, endpoint). */
  readonly resourceId: string
}

/**
 * An event written by the statement that makes its change (an order's record, a position sync), where one
 * statement is the whole write: the rows go in as one JSON parameter read with `inlineEventsFrom`, and the
 * statement adds the workspace from the row it changed and keeps only the events whose change happened.
 * `n` orders the events of one change a microsecond apart; events written with `n = 0` take the statement's time.
 */
export interface InlineEvent {
  readonly id: string
  readonly resource_id: string
  readonly type: string
  readonly payload: Record<string, unknown>
  readonly n: number
}

/**
 * The event's id is chosen here, once: a batch run again (see makeBatcher) sends the same ids, so a statement that
 * may run again after its commit skips the events it already wrote (`on conflict (id) do nothing`).
 */
export const inlineEvent = (resourceId: string, event: EventOf, n = 0): InlineEvent => ({
  id: randomUUID(),
  resource_id: resourceId,
  type: event.type,
  payload: event.payload,
  n
})

/** The rows `x` of a JSON parameter of `InlineEvent`s: `jsonb_to_recordset(<param>::jsonb) as <inlineEventColumns>`. */
export const inlineEventColumns = "x(id uuid, resource_id text, type text, payload jsonb, n integer)"
/** The same for a prepared statement's positional parameter (`param`: e.g. `$2`). */
export const inlineEventsFrom = (param: string) => `jsonb_to_recordset(${param}::jsonb) as ${inlineEventColumns}`

/** The insert every inline event goes through, from the rows `x` and a `workspace_id` the statement joins in. */
export const insertInlineEvents = "insert into events (id, workspace_id, type, resource_id, payload, created_at)"
export const inlineEventValues = (workspaceId: string) =>
  `select x.id, ${workspaceId}, x.type, x.resource_id, x.payload, now() + x.n * interval '1 microsecond'`

/**
 * The events table is an outbox: an event exists if and only if its change was committed. `append` must run inside
 * the transaction that makes the change; a change written in one statement carries its events as inline rows.
 * Webhook delivery reads from it.
 */
export class Outbox extends Effect.Service<Outbox>()("@svc/api/Outbox", {
  effect: Effect.gen(function*() {
    const sql = yield* PgClient.PgClient
    const append = (event: NewEvent) =>
      Effect.suspend(() => {
        const id = randomUUID() as EventId
        return sql`
          insert into events (id, workspace_id, type, resource_id, payload)
          values (${id}, ${event.workspaceId}, ${event.type}, ${event.resourceId}, ${sql.json(event.payload)})
        `.pipe(Effect.as(id))
      }).pipe(Effect.orDie, Effect.withSpan("Outbox.append", { attributes: { type: event.type } }))
    return { append } as const
  })
}) {}
