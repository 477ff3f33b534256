import { PgClient } from "@effect/sql-pg"
import type { WorkspaceId } from "@svc/domain"
import { Subscription, type PaymentMethod } from "@svc/domain/resources/billing"
import { Effect } from "effect"

export interface SubscriptionRow {
  readonly workspaceId: WorkspaceId
  readonly plan: string
  readonly method: PaymentMethod
  readonly provider: string
  readonly providerSubscriptionId: string
  readonly status: "active" | "past_due" | "canceled"
  readonly currentPeriodStart: Date
  readonly currentPeriodEnd: Date
  readonly cancelAtPeriodEnd: boolean
  readonly createdAt: Date
  readonly updatedAt: Date
}

export type SubscriptionWrite = Omit<SubscriptionRow, "createdAt" | "updatedAt">

export const toSubscription = (row: SubscriptionRow) =>
  new Subscription({
    plan: row.plan,
    method: row.method,
    status: row.status,
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt
  }, true)

/** The billing_subscriptions table: a workspace's one subscription, as its provider last confirmed it. */
export class SubscriptionsRepo extends Effect.Service<SubscriptionsRepo>()("@svc/api/SubscriptionsRepo", {
  effect: Effect.gen(function*() {
    const sql = yield* PgClient.PgClient

    const get = (workspaceId: WorkspaceId) =>
      sql<SubscriptionRow>`select * from billing_subscriptions where workspace_id = ${workspaceId}`.pipe(
        Effect.map((rows) => rows[0]),
        Effect.orDie,
        Effect.withSpan("SubscriptionsRepo.get")
      )

    const byProviderId = (provider: string, id: string) =>
      sql<SubscriptionRow>`
        select * from billing_subscriptions where provider = ${provider} and provider_subscription_id = ${id}
      `.pipe(Effect.map((rows) => rows[0]), Effect.orDie, Effect.withSpan("SubscriptionsRepo.byProviderId"))

    /** Writes what the provider reported: one row per workspace, replaced by its newest subscription. */
    const put = (row: SubscriptionWrite) =>
      sql<SubscriptionRow>`
        insert into billing_subscriptions ${sql.insert({ ...row })}
        on conflict (workspace_id) do update set
          plan = excluded.plan, method = excluded.method, provider = excluded.provider,
          provider_subscription_id = excluded.provider_subscription_id, status = excluded.status,
          current_period_start = excluded.current_period_start, current_period_end = excluded.current_period_end,
          cancel_at_period_end = excluded.cancel_at_period_end, updated_at = now()
        returning *
      `.pipe(Effect.map((rows) => rows[0]!), Effect.orDie, Effect.withSpan("SubscriptionsRepo.put"))

    /**
     * Subscriptions held at `provider` that may still change (the reconciler's list): every one not ended, and those
     * whose last period ended in the last 90 days, whose invoices can still be refunded in the provider's dashboard.
     */
    const ofProvider = (provider: string) =>
      sql<SubscriptionRow>`
        select * from billing_subscriptions where provider = ${provider}
          and (status <> 'canceled' or current_period_end > now() - interval '90 days')
        order by workspace_id
      `.pipe(Effect.orDie, Effect.withSpan("SubscriptionsRepo.ofProvider"))

    /** Workspaces whose crypto month ran out without being extended (read without locks: `endLapsedCrypto` decides). */
    const lapsedCrypto = (now: Date) =>
      sql<{ workspaceId: WorkspaceId }>`
        select workspace_id from billing_subscriptions
        where method = 'crypto' and status = 'active' and current_period_end <= ${now}
      `.pipe(Effect.map((rows) => rows.map((r) => r.workspaceId)), Effect.orDie, Effect.withSpan("SubscriptionsRepo.lapsedCrypto"))

    /** The workspace's crypto month ended if it ran out (an extension since the read keeps it): whether it ended now. */
    const endLapsedCrypto = (workspaceId: WorkspaceId, now: Date) =>
      sql<{ workspaceId: WorkspaceId }>`
        update billing_subscriptions set status = 'canceled', updated_at = now()
        where workspace_id = ${workspaceId} and method = 'crypto' and status = 'active' and current_period_end <= ${now}
        returning workspace_id
      `.pipe(Effect.map((rows) => rows.length > 0), Effect.orDie, Effect.withSpan("SubscriptionsRepo.endLapsedCrypto"))

    /** Our own flag on a crypto month (nothing renews it at a provider): whether the owner means to extend it. */
    const setCancelAtPeriodEnd = (workspaceId: WorkspaceId, cancel: boolean) =>
      sql<SubscriptionRow>`
        update billing_subscriptions set cancel_at_period_end = ${cancel}, updated_at = now()
        where workspace_id = ${workspaceId} returning *
      `.pipe(Effect.map((rows) => rows[0]!), Effect.orDie, Effect.withSpan("SubscriptionsRepo.setCancelAtPeriodEnd"))

    return { get, byProviderId, put, ofProvider, lapsedCrypto, endLapsedCrypto, setCancelAtPeriodEnd } as const
  })
}) {}
