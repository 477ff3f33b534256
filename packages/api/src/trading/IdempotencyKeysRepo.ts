import { PgClient } from "@effect/sql-pg"
import type { OrderId, WorkspaceId } from "@svc/domain"
import { Effect } from "effect"
import { NodesRepo } from "../nodes/NodesRepo.js"
import { keyMemoryHours } from "../orders/OrdersRepo.js"

export interface KeyRow {
  readonly fingerprint: string
  readonly orderId: OrderId | null
  readonly status: number | null
  readonly body: string | null
  /** The order the key names exists. */
  readonly hasOrder: boolean
  /** The node running the key's first request (null: written before nodes had ids). */
  readonly owner: string | null
  /**
   * That node's heartbeat is recent and its claim within its lease: its request may still be running. A live node's
   * request past the lease is stuck (every call it makes has a deadline well inside it), and counts as left over.
   */
  readonly ownerAlive: boolean
}

/**
 * The idempotency keys table. A key is taken, and its answer stored, by the order's own statements (OrdersRepo's
 * claim and record: one statement each on the order path); these are the key's other reads and writes.
 */
export class IdempotencyKeysRepo extends Effect.Service<IdempotencyKeysRepo>()("@svc/api/IdempotencyKeysRepo", {
  effect: Effect.gen(function*() {
    const sql = yield* PgClient.PgClient
    const nodes = yield* NodesRepo

    /**
     * The key's row; `aliveWithinMs`: how recent its owner's heartbeat must be for it to count as alive; `leaseMs`: how
     * long an owner's claim on the key holds.
     */
    const find = (workspaceId: WorkspaceId, key: string, aliveWithinMs: number, leaseMs: number) =>
      sql<KeyRow>`
        select k.fingerprint, k.order_id, k.status, k.body, (o.id is not null) as has_order, k.owner,
          (${nodes.ownerAlive("k.owner", aliveWithinMs)}
            and k.owned_at > now() - make_interval(secs => ${leaseMs / 1000})) as owner_alive
        from idempotency_keys k left join orders o on o.id = k.order_id
        where k.workspace_id = ${workspaceId} and k.key = ${key}
      `.pipe(Effect.map((rows) => rows[0]), Effect.orDie)

    /**
     * The key's unanswered request is this node's now, if its owner is still the one `find` saw (the check and the
     * write are one statement): of two retries taking over one dead node's key, one wins.
     */
    const takeOver = (workspaceId: WorkspaceId, key: string, from: string | null, to: string) =>
      sql<{ readonly key: string }>`
        update idempotency_keys set owner = ${to}, owned_at = now()
        where workspace_id = ${workspaceId} and key = ${key} and body is null and owner is not distinct from ${from}
        returning key
      `.pipe(Effect.map((rows) => rows.length > 0), Effect.orDie)

    /**
     * The key's unanswered request ended here without an answer (see Idempotency.abandon): no node runs it now, so a
     * retry through any node takes it over at once. Only while this node still owns it.
     */
    const disown = (workspaceId: WorkspaceId, key: string, owner: string) =>
      sql`
        update idempotency_keys set owner = null
        where workspace_id = ${workspaceId} and key = ${key} and body is null and owner = ${owner}
      `.pipe(Effect.asVoid, Effect.orDie)

    /** The key's first request left no order: the key now names this request's order. */
    const reassign = (workspaceId: WorkspaceId, key: string, orderId: OrderId) =>
      sql`update idempotency_keys set order_id = ${orderId} where workspace_id = ${workspaceId} and key = ${key}`.pipe(
        Effect.asVoid,
        Effect.orDie
      )

    const purge = sql`delete from idempotency_keys where created_at < now() - make_interval(hours => ${keyMemoryHours})`.pipe(
      Effect.orDie
    )

    return { find, takeOver, disown, reassign, purge } as const
  }),
  dependencies: [NodesRepo.Default]
}) {}
