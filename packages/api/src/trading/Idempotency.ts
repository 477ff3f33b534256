import { PgClient } from "@effect/sql-pg"
import { Errors, type OrderId, type WorkspaceId } from "@svc/domain"
import { Effect } from "effect"
import { createHash } from "node:crypto"

export type Begin =
  | { readonly _tag: "New" }
  /** The first answer, to send again exactly. */
  | { readonly _tag: "Replay"; readonly status: number; readonly body: string }
  /** The first answer was ORDER_UNRESOLVED, or the process died before answering: answer the order's truth now. */
  | { readonly _tag: "Truth"; readonly orderId: OrderId }

/** Spec: a key is remembered for 24 hours. */
const memoryHours = 24

export const fingerprint = (method: string, path: string, body: unknown): string =>
  createHash("sha256").update(`${method} ${path}\n${JSON.stringify(body)}`).digest("hex")

/**
 * Idempotency keys. A key is taken in its own statement before anything is sent, so two requests with one key
 * can never both reach the broker; the first answer is stored byte for byte.
 */
export class Idempotency extends Effect.Service<Idempotency>()("@svc/api/Idempotency", {
  effect: Effect.gen(function*() {
    const sql = yield* PgClient.PgClient
    // Keys whose first request is running in this process: any other unanswered key was left by a crash.
    const running = new Set<string>()
    const local = (w: WorkspaceId, key: string) => `${w}\u0000${key}`

    const begin = Effect.fn("Idempotency.begin")(function*(
      workspaceId: WorkspaceId,
      key: string,
      print: string,
      orderId: OrderId
    ) {
      const taken = yield* sql<{ key: string }>`
        insert into idempotency_keys (workspace_id, key, fingerprint, order_id)
        values (${workspaceId}, ${key}, ${print}, ${orderId})
        on conflict (workspace_id, key) do update set
          fingerprint = excluded.fingerprint, order_id = excluded.order_id, status = null, body = null, created_at = now()
          where idempotency_keys.created_at < now() - make_interval(hours => ${memoryHours})
        returning key
      `.pipe(Effect.orDie)
      if (taken.length > 0) {
        running.add(local(workspaceId, key))
        return { _tag: "New" } as Begin
      }
      const rows = yield* sql<{ fingerprint: string; orderId: OrderId | null; status: number | null; body: string | null; hasOrder: boolean }>`
        select k.fingerprint, k.order_id, k.status, k.body, (o.id is not null) as has_order
        from idempotency_keys k left join orders o on o.id = k.order_id
        where k.workspace_id = ${workspaceId} and k.key = ${key}
      `.pipe(Effect.orDie)
      const row = rows[0]
      // Purged between the two statements (expired): a retry of the whole call takes it fresh.
      if (row === undefined) {
        return yield* new Errors.IdempotencyInFlight({ message: "The key changed hands; retry shortly.", details: [{ idempotencyKey: key }] })
      }
      if (row.fingerprint !== print) {
        return yield* new Errors.IdempotencyKeyReused({
          message: "This Idempotency-Key was used for a different request; use a new key for a new order.",
          details: [{ idempotencyKey: key }]
        })
      }
      if (row.body === null || row.status === null) {
        if (running.has(local(workspaceId, key))) {
          return yield* new Errors.IdempotencyInFlight({
            message: "The first request with this Idempotency-Key is still running; retry shortly.",
            details: [{ idempotencyKey: key }]
          })
        }
        // Left unanswered by a process that stopped. No order row: it never left, so this request may run.
        if (!row.hasOrder || row.orderId === null) {
          yield* sql`update idempotency_keys set order_id = ${orderId} where workspace_id = ${workspaceId} and key = ${key}`.pipe(Effect.orDie)
          running.add(local(workspaceId, key))
          return { _tag: "New" } as Begin
        }
        return { _tag: "Truth", orderId: row.orderId } as Begin
      }
      if (row.status === 502 && row.body.includes("\"ORDER_UNRESOLVED\"") && row.orderId !== null) {
        return { _tag: "Truth", orderId: row.orderId } as Begin
      }
      return { _tag: "Replay", status: row.status, body: row.body } as Begin
    })

    const finish = (workspaceId: WorkspaceId, key: string, status: number, body: string) =>
      sql`update idempotency_keys set status = ${status}, body = ${body} where workspace_id = ${workspaceId} and key = ${key}`.pipe(
        Effect.orDie,
        Effect.ensuring(Effect.sync(() => running.delete(local(workspaceId, key))))
      )

    /** Refused before anything was sent (account not ready, bad position): the key is free for a retry. */
    const release = (workspaceId: WorkspaceId, key: string) =>
      sql`delete from idempotency_keys where workspace_id = ${workspaceId} and key = ${key} and body is null`.pipe(
        Effect.orDie,
        Effect.ensuring(Effect.sync(() => running.delete(local(workspaceId, key))))
      )

    /**
     * The first request failed in a way that does not prove the order never left (a defect, the runtime going
     * away). The key keeps its row, so a retry finds the order's truth (or, with no order row, runs: the order is
     * written before anything is sent); it is only no longer counted as running here.
     */
    const abandon = (workspaceId: WorkspaceId, key: string) => Effect.sync(() => void running.delete(local(workspaceId, key)))

    const purge = sql`delete from idempotency_keys where created_at < now() - make_interval(hours => ${memoryHours})`.pipe(Effect.orDie)

    return { begin, finish, release, abandon, purge } as const
  })
}) {}
