import { PgClient } from "@effect/sql-pg"
import type { OrderId, WorkspaceId } from "@svc/domain"
import { Effect } from "effect"
import { keyMemoryHours } from "../orders/OrdersRepo.js"

export interface KeyRow {
  readonly fingerprint: string
  readonly orderId: OrderId | null
  readonly status: number | null
  readonly body: string | null
  /** The order the key names exists. */
  readonly hasOrder: boolean
}

/**
 * The idempotency keys table. A key is taken, and its answer stored, by the order's own statements (OrdersRepo's
 * claim and record: one statement each on the order path); these are the key's other reads and writes.
 */
export class IdempotencyKeysRepo extends Effect.Service<IdempotencyKeysRepo>()("@svc/api/IdempotencyKeysRepo", {
  effect: Effect.gen(function*() {
    const sql = yield* PgClient.PgClient

    const find = (workspaceId: WorkspaceId, key: string) =>
      sql<KeyRow>`
        select k.fingerprint, k.order_id, k.status, k.body, (o.id is not null) as has_order
        from idempotency_keys k left join orders o on o.id = k.order_id
        where k.workspace_id = ${workspaceId} and k.key = ${key}
      `.pipe(Effect.map((rows) => rows[0]), Effect.orDie)

    /** The key's first request left no order: the key now names this request's order. */
    const reassign = (workspaceId: WorkspaceId, key: string, orderId: OrderId) =>
      sql`update idempotency_keys set order_id = ${orderId} where workspace_id = ${workspaceId} and key = ${key}`.pipe(
        Effect.asVoid,
        Effect.orDie
      )

    const purge = sql`delete from idempotency_keys where created_at < now() - make_interval(hours => ${keyMemoryHours})`.pipe(
      Effect.orDie
    )

    return { find, reassign, purge } as const
  })
}) {}
