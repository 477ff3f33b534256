import { PgClient } from "@effect/sql-pg"
import type { CheckoutId, WorkspaceId } from "@svc/domain"
import type { PaymentMethod } from "@svc/domain/resources/billing"
import { Effect } from "effect"

export interface CheckoutRow {
  readonly id: CheckoutId
  readonly workspaceId: WorkspaceId
  readonly plan: string
  readonly method: PaymentMethod
  readonly provider: string
  readonly providerCheckoutId: string
  readonly status: "open" | "completed" | "expired"
}

/** The billing_checkouts table: which provider session a workspace opened, so a notice naming it is matched to it. */
export class CheckoutsRepo extends Effect.Service<CheckoutsRepo>()("@svc/api/CheckoutsRepo", {
  effect: Effect.gen(function*() {
    const sql = yield* PgClient.PgClient

    const insert = (row: CheckoutRow) =>
      sql`insert into billing_checkouts ${sql.insert({ ...row })}`.pipe(Effect.asVoid, Effect.orDie, Effect.withSpan("CheckoutsRepo.insert"))

    const byProviderId = (provider: string, id: string) =>
      sql<CheckoutRow>`select * from billing_checkouts where provider = ${provider} and provider_checkout_id = ${id}`.pipe(
        Effect.map((rows) => rows[0]),
        Effect.orDie,
        Effect.withSpan("CheckoutsRepo.byProviderId")
      )

    /** Moves an open checkout on; false when it was already settled (a notice delivered twice). */
    const settle = (id: CheckoutId, status: "completed" | "expired") =>
      sql<{ id: CheckoutId }>`update billing_checkouts set status = ${status} where id = ${id} and status = 'open' returning id`.pipe(
        Effect.map((rows) => rows.length > 0),
        Effect.orDie,
        Effect.withSpan("CheckoutsRepo.settle")
      )

    /** Open checkouts, for the reconciler. */
    const open = (provider: string) =>
      sql<CheckoutRow>`select * from billing_checkouts where provider = ${provider} and status = 'open' order by created_at`.pipe(
        Effect.orDie,
        Effect.withSpan("CheckoutsRepo.open")
      )

    return { insert, byProviderId, settle, open } as const
  })
}) {}
