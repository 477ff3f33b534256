import { PgClient } from "@effect/sql-pg"
import type { InvoiceId, WorkspaceId } from "@svc/domain"
import { Effect } from "effect"
import { randomUUID } from "node:crypto"

/** Why paid crypto time cannot run yet. */
export type WaitReason = "card_plan_active" | "dearer_plan_running" | "rest_of_crypto_month"

export interface CreditWaitRow {
  readonly id: string
  /** The paid invoice; null for the rest of an interrupted month. */
  readonly invoiceId: InvoiceId | null
  readonly workspaceId: WorkspaceId
  readonly plan: string
  /** The crypto provider that was paid (the month's subscription names it). */
  readonly provider: string
  readonly reason: WaitReason
  /** How much time it grants; null: a month. bigint columns come back as strings. */
  readonly remainingMs: string | number | null
  readonly createdAt: Date
  readonly appliedAt: Date | null
}

/**
 * The credit_waits table: paid crypto time that waits for what blocks it to end. Written and applied only under the
 * workspace's row lock (the processor's), so a wait is applied once whoever (notice, reconciler) gets there.
 */
export class CreditWaitsRepo extends Effect.Service<CreditWaitsRepo>()("@svc/api/CreditWaitsRepo", {
  effect: Effect.gen(function*() {
    const sql = yield* PgClient.PgClient

    /** Records the wait; an invoice's once (a second write of the same invoice changes nothing). */
    const insert = (row: {
      readonly invoiceId: InvoiceId | null
      readonly workspaceId: WorkspaceId
      readonly plan: string
      readonly provider: string
      readonly reason: WaitReason
      readonly remainingMs?: number
    }) =>
      sql`
        insert into credit_waits (id, invoice_id, workspace_id, plan, provider, reason, remaining_ms)
        values (${randomUUID()}, ${row.invoiceId}, ${row.workspaceId}, ${row.plan}, ${row.provider}, ${row.reason}, ${row.remainingMs ?? null})
        on conflict (invoice_id) where invoice_id is not null do nothing
      `.pipe(Effect.asVoid, Effect.orDie, Effect.withSpan("CreditWaitsRepo.insert"))

    /** The workspace's waits not applied yet, oldest first. */
    const pending = (workspaceId: WorkspaceId) =>
      sql<CreditWaitRow>`
        select * from credit_waits where workspace_id = ${workspaceId} and applied_at is null order by created_at, id
      `.pipe(Effect.orDie, Effect.withSpan("CreditWaitsRepo.pending"))

    /** Marks the wait applied; false when it already was. */
    const markApplied = (id: string) =>
      sql<{ id: string }>`
        update credit_waits set applied_at = now() where id = ${id} and applied_at is null returning id
      `.pipe(Effect.map((rows) => rows.length > 0), Effect.orDie, Effect.withSpan("CreditWaitsRepo.markApplied"))

    /** Workspaces with a wait, for the reconciler's sweep. */
    const waitingWorkspaces = sql<{ workspaceId: WorkspaceId }>`
      select distinct workspace_id from credit_waits where applied_at is null
    `.pipe(Effect.map((rows) => rows.map((r) => r.workspaceId)), Effect.orDie, Effect.withSpan("CreditWaitsRepo.waitingWorkspaces"))

    return { insert, pending, markApplied, waitingWorkspaces } as const
  })
}) {}
