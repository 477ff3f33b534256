import { PgClient } from "@effect/sql-pg"
import type { EventId, WebhookEndpointId, WorkspaceId } from "@svc/domain"
import { Effect } from "effect"
import { jsonParam } from "../db/preparedStatement.js"
import { switchOffAfter } from "./schedule.js"

/** A delivery claimed for sending, with what is needed to send it. */
export interface ClaimedDelivery {
  readonly endpointId: WebhookEndpointId
  readonly eventId: EventId
  /** Numbers the attempt in the log (every attempt ever made for this event and endpoint). */
  readonly attempts: number
  /** The attempt's place in its series of eight, which decides the next wait. */
  readonly seriesAttempts: number
  readonly manual: boolean
  readonly workspaceId: WorkspaceId
  readonly url: string
  readonly wrappedKey: Uint8Array
  readonly secretSealed: Uint8Array
  readonly previousSecretSealed: Uint8Array | null
  readonly previousSecretExpiresAt: Date | null
  readonly secretVersion: number
  readonly eventType: string
  readonly resourceId: string
  readonly payload: Record<string, unknown>
  readonly eventCreatedAt: Date
}

/** What one attempt came to. */
export interface AttemptOutcome {
  readonly endpointId: WebhookEndpointId
  readonly eventId: EventId
  readonly lease: string
  readonly attempt: number
  readonly attemptedAt: Date
  readonly ok: boolean
  readonly statusCode: number | null
  readonly durationMs: number
  readonly responseBody: string | null
  readonly responseTruncated: boolean
  readonly error: string | null
  /** Undefined after success or the last attempt of a series. */
  readonly nextAttemptAt: Date | null
  /** False when the failure was ours (the event could not be prepared): it does not count against the endpoint. */
  readonly countsForEndpoint: boolean
}

/** Per endpoint, what a batch of outcomes does to its run of failures. */
interface FailureRun {
  readonly endpoint_id: string
  /** A success in the batch: the count restarts from the failures after the last one. */
  readonly reset: boolean
  readonly failures: number
  readonly reason: string
}

const failureRuns = (outcomes: ReadonlyArray<AttemptOutcome>): ReadonlyArray<FailureRun> => {
  const runs = new Map<string, { reset: boolean; failures: number; reason: string }>()
  for (const o of outcomes) {
    if (!o.countsForEndpoint) continue
    const run = runs.get(o.endpointId) ?? { reset: false, failures: 0, reason: "" }
    if (o.ok) {
      run.reset = true
      run.failures = 0
    } else {
      run.failures += 1
      run.reason = o.statusCode === null ? (o.error ?? "no answer") : `HTTP ${o.statusCode}`
    }
    runs.set(o.endpointId, run)
  }
  return [...runs].map(([endpoint_id, run]) => ({ endpoint_id, ...run }))
}

/** At most this many attempts out at once (leased and not yet recorded), across every process. */
export interface FairShare {
  readonly perEndpoint: number
  readonly perWorkspace: number
}

export interface SwitchedOff {
  readonly id: WebhookEndpointId
  readonly workspaceId: WorkspaceId
  readonly url: string
  readonly disabledReason: string
}

/**
 * A receiver's answer is any bytes it likes, and its outcome is recorded in one statement with other workspaces'
 * outcomes: Postgres text holds no NUL, so NUL is kept as U+FFFD (and `jsonParam` does the same for a surrogate
 * half the 1,024-character cut leaves), or one receiver's answer would fail every outcome of the batch.
 */
const storable = (text: string): string => text.replaceAll("\u0000", "\uFFFD")

/**
 * The dispatcher's SQL. Claims are single statements (no transaction held across a send), so they work the same on
 * Postgres and on the embedded PGlite; several processes can claim at once thanks to SKIP LOCKED and the lease.
 * Bulk writes go through a JSON parameter and jsonb_to_recordset (one round trip for a whole batch).
 */
export class DeliveriesRepo extends Effect.Service<DeliveriesRepo>()("@svc/api/DeliveriesRepo", {
  effect: Effect.gen(function*() {
    const sql = yield* PgClient.PgClient

    /**
     * Takes up to `limit` deliveries due at `now` whose lease (if any) has run out and whose endpoint is on (or
     * that a person asked for), and leases them to `lease` until `leaseUntil`. The attempt is counted here, so a
     * process that dies mid-send still used it.
     *
     * Fair share: the live leases of every process count against `share`. An endpoint never has more than
     * `perEndpoint` attempts out, a workspace no more than `perWorkspace` (but an endpoint with nothing out may
     * always have one, so a workspace's hanging endpoints slow its others to one at a time, never stop them), and
     * the batch is dealt round-robin: the workspace, then within it the endpoint, with the fewest attempts out comes
     * first. A tenant whose receivers hang thus holds only its share of the slots, and a slot that frees goes to
     * whoever has least. Two processes claiming at the same moment may each fill a share (each sees the other's
     * leases only once committed).
     */
    const claim = (
      now: Date,
      leaseUntil: Date,
      lease: string,
      limit: number,
      share: FairShare,
      /** Plans that have webhooks: a workspace on another (after a downgrade) keeps its deliveries waiting. */
      webhookPlans?: ReadonlyArray<string>
    ) =>
      sql<ClaimedDelivery>`
        with recursive pending_endpoints as (
          -- Every endpoint with something pending, one probe of webhook_deliveries_fair each (a skip scan).
          (select d.endpoint_id from webhook_deliveries d where d.status = 'pending' order by d.endpoint_id limit 1)
          union all
          select (select d.endpoint_id from webhook_deliveries d
                  where d.status = 'pending' and d.endpoint_id > p.endpoint_id order by d.endpoint_id limit 1)
          from pending_endpoints p where p.endpoint_id is not null
        ), out_now as (
          select d.endpoint_id, d.workspace_id from webhook_deliveries d
          where d.lease is not null and d.status = 'pending' and d.locked_until > ${now}
        ), out_per_endpoint as (
          select endpoint_id, count(*) as n from out_now group by endpoint_id
        ), out_per_workspace as (
          select workspace_id, count(*) as n from out_now group by workspace_id
        ), endpoint_turns as (
          -- Each endpoint's oldest due deliveries, up to what its share leaves; a turn is 1 + what it has out.
          select e.id as endpoint_id, e.workspace_id, c.event_id, c.next_attempt_at,
            coalesce(o.n, 0) + row_number() over (partition by e.id order by c.next_attempt_at, c.event_id) as turn
          from pending_endpoints p
          join webhook_endpoints e on e.id = p.endpoint_id
          left join out_per_endpoint o on o.endpoint_id = e.id
          cross join lateral (
            select d.event_id, d.next_attempt_at from webhook_deliveries d
            where d.endpoint_id = e.id and d.status = 'pending' and d.next_attempt_at <= ${now}
              and (d.locked_until is null or d.locked_until <= ${now}) and (e.enabled or d.manual)
              and ${webhookPlans === undefined
                ? sql`true`
                : webhookPlans.length === 0
                ? sql`false`
                : sql`exists (select 1 from workspaces w where w.id = e.workspace_id and w.plan in ${sql.in(webhookPlans)})`}
            order by d.next_attempt_at
            limit greatest(${share.perEndpoint} - coalesce(o.n, 0), 0)
          ) c
        ), workspace_turns as (
          select t.endpoint_id, t.event_id, t.next_attempt_at, t.turn as endpoint_turn,
            coalesce(o.n, 0) + row_number() over (
              partition by t.workspace_id order by t.turn, t.next_attempt_at, t.endpoint_id, t.event_id) as turn
          from endpoint_turns t
          left join out_per_workspace o on o.workspace_id = t.workspace_id
        ), picked as (
          select endpoint_id, event_id from workspace_turns
          where turn <= ${share.perWorkspace} or endpoint_turn = 1
          order by turn, next_attempt_at, endpoint_id, event_id
          limit ${limit}
        ), due as (
          -- Locked and checked again: another process may have claimed or recorded one since the read above.
          select d.endpoint_id, d.event_id
          from webhook_deliveries d
          join picked p on p.endpoint_id = d.endpoint_id and p.event_id = d.event_id
          where d.status = 'pending' and d.next_attempt_at <= ${now}
            and (d.locked_until is null or d.locked_until <= ${now})
          for update of d skip locked
        ), claimed as (
          update webhook_deliveries d set
            locked_until = ${leaseUntil}, lease = ${lease}::uuid,
            attempts = d.attempts + 1, series_attempts = d.series_attempts + 1
          from due
          where d.endpoint_id = due.endpoint_id and d.event_id = due.event_id
          returning d.endpoint_id, d.event_id, d.attempts, d.series_attempts, d.manual
        )
        select c.endpoint_id, c.event_id, c.attempts, c.series_attempts, c.manual,
          e.workspace_id, e.url, e.wrapped_key, e.secret_sealed, e.previous_secret_sealed,
          e.previous_secret_expires_at, e.secret_version,
          ev.type as event_type, ev.resource_id, ev.payload, ev.created_at as event_created_at
        from claimed c
        join webhook_endpoints e on e.id = c.endpoint_id
        join events ev on ev.id = c.event_id
      `.pipe(Effect.orDie, Effect.withSpan("DeliveriesRepo.claim"))

    /**
     * Writes a batch of outcomes in one transaction: first the endpoints' failure runs (switching off those that
     * reach 20, and abandoning what was queued for them), then the attempt log, then each delivery's next state.
     * An outcome whose lease was taken over (redelivered meanwhile) still logs its attempt but decides nothing.
     */
    const record = (outcomes: ReadonlyArray<AttemptOutcome>, now: Date) =>
      sql.withTransaction(Effect.gen(function*() {
        const runs = failureRuns(outcomes)
        // The run after this batch; repeated in each SET so every column sees the row's own latest count.
        const run = sql`(case when r.reset then r.failures else e.consecutive_failures + r.failures end)`
        const reaches = sql`(e.enabled and ${run} >= ${switchOffAfter})`
        let switchedOff: ReadonlyArray<SwitchedOff> = []
        if (runs.length > 0) {
          // Locks the endpoints first (NO KEY: event inserts referencing them go on) and reads whether each was on,
          // so exactly one recorder sees an endpoint go off, however many processes record at once.
          const before = yield* sql<{ id: string; enabled: boolean }>`
            select id, enabled from webhook_endpoints
            where id in ${sql.in(runs.map((r) => r.endpoint_id))}
            order by id
            for no key update
          `
          const wasOn = new Set(before.filter((b) => b.enabled).map((b) => b.id))
          const after = yield* sql<SwitchedOff & { enabled: boolean }>`
            update webhook_endpoints e set
              consecutive_failures = ${run},
              enabled = e.enabled and not ${reaches},
              disabled_at = case when ${reaches} then ${now} else e.disabled_at end,
              disabled_reason = case when ${reaches}
                then ${`${switchOffAfter} deliveries in a row failed; the last: `} || r.reason
                else e.disabled_reason end,
              updated_at = case when ${reaches} then ${now} else e.updated_at end
            from jsonb_to_recordset(${jsonParam(runs)}::jsonb)
              as r(endpoint_id uuid, reset boolean, failures int, reason text)
            where e.id = r.endpoint_id
            returning e.id, e.workspace_id, e.url, e.enabled, e.disabled_reason
          `
          switchedOff = after.filter((a) => wasOn.has(a.id) && !a.enabled)
        }
        if (switchedOff.length > 0) {
          yield* sql`
            update webhook_deliveries set status = 'abandoned', next_attempt_at = null, updated_at = ${now}
            where endpoint_id in ${sql.in(switchedOff.map((s) => s.id))} and status = 'pending' and not manual
          `
        }
        const rows = outcomes.map((o) => ({
          endpoint_id: o.endpointId,
          event_id: o.eventId,
          lease: o.lease,
          attempt: o.attempt,
          attempted_at: o.attemptedAt.toISOString(),
          ok: o.ok,
          status_code: o.statusCode,
          duration_ms: o.durationMs,
          response_body: o.responseBody === null ? null : storable(o.responseBody),
          response_truncated: o.responseTruncated,
          error: o.error,
          next_attempt_at: o.nextAttemptAt?.toISOString() ?? null
        }))
        const json = jsonParam(rows)
        // The deliveries still exist (not deleted with their endpoint meanwhile) and are locked for this update.
        yield* sql`
          with r as (
            select * from jsonb_to_recordset(${json}::jsonb) as r(
              endpoint_id uuid, event_id uuid, lease uuid, attempt int, attempted_at timestamptz, ok boolean,
              status_code int, duration_ms int, response_body text, response_truncated boolean, error text,
              next_attempt_at timestamptz)
          ), live as (
            select d.endpoint_id, d.event_id, d.manual, d.lease, e.enabled
            from webhook_deliveries d
            join r on r.endpoint_id = d.endpoint_id and r.event_id = d.event_id
            join webhook_endpoints e on e.id = d.endpoint_id
            order by d.endpoint_id, d.event_id
            for no key update of d
          ), logged as (
            insert into webhook_attempts
              (endpoint_id, event_id, attempt, attempted_at, status_code, duration_ms, response_body, response_truncated,
               error, next_attempt_at)
            select r.endpoint_id, r.event_id, r.attempt, r.attempted_at, r.status_code, r.duration_ms, r.response_body,
              r.response_truncated, r.error,
              case when live.lease is distinct from r.lease then null
                when live.enabled or live.manual then r.next_attempt_at else null end
            from r join live on live.endpoint_id = r.endpoint_id and live.event_id = r.event_id
            on conflict do nothing
          )
          update webhook_deliveries d set
            status = case
              when r.ok then 'succeeded'
              when r.next_attempt_at is null then 'failed'
              when not live.enabled and not live.manual then 'abandoned'
              else 'pending' end,
            next_attempt_at = case
              when r.ok or (not live.enabled and not live.manual) then null
              else r.next_attempt_at end,
            locked_until = null, lease = null, updated_at = ${now}
          from r join live on live.endpoint_id = r.endpoint_id and live.event_id = r.event_id
          where d.endpoint_id = r.endpoint_id and d.event_id = r.event_id and d.lease = r.lease
        `
        return switchedOff
      })).pipe(Effect.orDie, Effect.withSpan("DeliveriesRepo.record", { attributes: { outcomes: outcomes.length } }))

    /** Gives claimed deliveries back at once (a process stopping): another process sends them without waiting. */
    const release = (keys: ReadonlyArray<{ readonly endpointId: string; readonly eventId: string; readonly lease: string }>) =>
      keys.length === 0 ? Effect.void : sql`
        update webhook_deliveries d set locked_until = null, lease = null
        from jsonb_to_recordset(${JSON.stringify(keys.map((k) => ({ endpoint_id: k.endpointId, event_id: k.eventId, lease: k.lease })))}::jsonb)
          as r(endpoint_id uuid, event_id uuid, lease uuid)
        where d.endpoint_id = r.endpoint_id and d.event_id = r.event_id and d.lease = r.lease
      `.pipe(Effect.asVoid, Effect.orDie, Effect.withSpan("DeliveriesRepo.release"))

    /**
     * Deletes events recorded before `cutoff` in bounded chunks; their deliveries and attempt logs go with them.
     * Returns how many events went.
     */
    const purge = (cutoff: Date, chunk = 5_000) =>
      Effect.gen(function*() {
        let total = 0
        for (;;) {
          const rows = yield* sql<{ n: number }>`
            with gone as (
              delete from events where id in (select id from events where created_at < ${cutoff} limit ${chunk})
              returning 1
            )
            select count(*)::int as n from gone
          `
          const n = rows[0]?.n ?? 0
          total += n
          if (n < chunk) return total
        }
      }).pipe(Effect.orDie, Effect.withSpan("DeliveriesRepo.purge"))

    return { claim, record, release, purge } as const
  })
}) {}
