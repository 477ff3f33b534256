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
  /** The payment page; null until the provider answered (and on rows from before 0013). */
  readonly url: string | null
  /** When the provider expires the session (it cannot be paid after); null on rows from before 0013. */
  readonly expiresAt: Date | null
}

/** A checkout reserved before the provider is asked: its provider id until the provider answers. */
export const pendingProviderId = (id: CheckoutId) => `pending:${id}`

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

    /** The workspace's card checkout still open and not expired, if any (call under the workspace's lock). */
    const openCard = (workspaceId: WorkspaceId, now: Date) =>
      sql<CheckoutRow & { readonly createdAt: Date }>`
        select * from billing_checkouts
        where workspace_id = ${workspaceId} and method = 'card' and status = 'open' and expires_at > ${now}
        order by created_at desc limit 1
      `.pipe(Effect.map((rows) => rows[0]), Effect.orDie, Effect.withSpan("CheckoutsRepo.openCard"))

    /** The provider's session for a reserved checkout. */
    const setProviderSession = (id: CheckoutId, providerCheckoutId: string, url: string) =>
      sql`update billing_checkouts set provider_checkout_id = ${providerCheckoutId}, url = ${url} where id = ${id}`.pipe(
        Effect.asVoid,
        Effect.orDie,
        Effect.withSpan("CheckoutsRepo.setProviderSession")
      )

    /** A reservation whose provider call failed: nothing was opened there. */
    const remove = (id: CheckoutId) =>
      sql`delete from billing_checkouts where id = ${id} and provider_checkout_id = ${pendingProviderId(id)}`.pipe(
        Effect.asVoid,
        Effect.orDie,
        Effect.withSpan("CheckoutsRepo.remove")
      )

    /** Open checkouts the provider knows (not reservations still waiting for its answer), for the reconciler. */
    const open = (provider: string) =>
      sql<CheckoutRow>`
        select * from billing_checkouts where provider = ${provider} and status = 'open' and provider_checkout_id not like 'pending:%'
        order by created_at
      `.pipe(
        Effect.orDie,
        Effect.withSpan("CheckoutsRepo.open")
      )

    return { insert, byProviderId, settle, open, openCard, setProviderSession, remove } as const
  })
}) {}
