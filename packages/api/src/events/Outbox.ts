import { PgClient } from "@effect/sql-pg"
import type { EventId, WorkspaceId } from "@svc/domain"
import { Effect } from "effect"
import { randomUUID } from "node:crypto"

export interface NewEvent {
  readonly workspaceId: WorkspaceId
  /** An event name of the spec's Events table, e.g. `account.state_changed`. */
  readonly type: string
  /** The id of the resource the event is about (account, order, position ticket, wave, endpoint). */
  readonly resourceId: string
  /** What the event adds to the resource as it is read at send time, e.g. `previousState`; or the whole body. */
  readonly payload: Record<string, unknown>
}

/**
 * The events table is an outbox: `append` must run inside the transaction that makes the change it describes,
 * so an event exists if and only if its change was committed. Webhook delivery reads from it.
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
