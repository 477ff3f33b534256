import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** What `/metrics` reads from the database at scrape time: each statement is bounded by an index or a time window. */
export interface DatabaseFigures {
  readonly accountsByState: ReadonlyArray<{ readonly state: string; readonly count: number }>
  readonly webhookBacklog: number
  readonly webhookOldestPendingSeconds: number
  readonly webhookAttemptsRecent: ReadonlyArray<{ readonly outcome: "ok" | "failed"; readonly count: number }>
  readonly wavesRunningByState: ReadonlyArray<{ readonly state: string; readonly count: number }>
  readonly alertsRecentByStatus: ReadonlyArray<{ readonly status: string; readonly count: number }>
}

/** The scrape's SQL, in one place (the feature's repository). */
export class MetricsRepo extends Effect.Service<MetricsRepo>()("@svc/api/MetricsRepo", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const figures = Effect.fn("MetricsRepo.figures")(function*() {
      // Counts come back as text (bigint); the gauges take numbers, and none of these is money.
      const [accounts, backlog, attempts, waves, alerts] = yield* Effect.all([
        sql<{ state: string; count: string }>`select state, count(*)::text as count from accounts group by state`,
        // The partial index on pending deliveries (webhook_deliveries_fair) answers both.
        sql<{ count: string; oldest: string | null }>`
          select count(*)::text as count,
                 extract(epoch from (now() - min(created_at)))::text as oldest
          from webhook_deliveries where status = 'pending'`,
        // A window rather than the whole history: webhook_attempts grows with every try (indexed on attempted_at).
        sql<{ outcome: "ok" | "failed"; count: string }>`
          select case when status_code between 200 and 299 then 'ok' else 'failed' end as outcome, count(*)::text as count
          from webhook_attempts where attempted_at > now() - interval '5 minutes' group by 1`,
        sql<{ state: string; count: string }>`
          select state, count(*)::text as count from waves
          where state in ('preparing', 'waiting', 'dispatching') group by state`,
        sql<{ status: string; count: string }>`
          select status, count(*)::text as count from alerts
          where received_at > now() - interval '1 hour' group by status`
      ], { concurrency: 1 })
      return {
        accountsByState: accounts.map((r) => ({ state: r.state, count: Number(r.count) })),
        webhookBacklog: Number(backlog[0]?.count ?? 0),
        webhookOldestPendingSeconds: Number(backlog[0]?.oldest ?? 0),
        webhookAttemptsRecent: attempts.map((r) => ({ outcome: r.outcome, count: Number(r.count) })),
        wavesRunningByState: waves.map((r) => ({ state: r.state, count: Number(r.count) })),
        alertsRecentByStatus: alerts.map((r) => ({ status: r.status, count: Number(r.count) }))
      } satisfies DatabaseFigures
    })
    return { figures }
  })
}) {}
