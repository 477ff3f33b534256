import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Outbound webhooks: endpoints, the delivery queue and log, and the fan-out from the events outbox.
 *
 * Fan-out is a trigger on `events`: the deliveries of an event are created in the transaction that records it, so
 * an event committed is an event queued (nothing can slip between a cursor and a late commit), and an endpoint
 * that is off at that moment gets nothing, as the spec asks. It costs the writer one index probe when the
 * workspace has no endpoint.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  // Secrets are sealed (AES-256-GCM) under a per-endpoint data key wrapped by the key provider, like passwords.
  yield* sql`
    create table webhook_endpoints (
      id uuid primary key,
      workspace_id uuid not null references workspaces(id) on delete cascade,
      url text not null,
      description text,
      events text[] not null default '{}',
      enabled boolean not null default true,
      disabled_at timestamptz,
      disabled_reason text,
      consecutive_failures integer not null default 0,
      key_provider text not null,
      wrapped_key bytea not null,
      secret_sealed bytea not null,
      secret_hint text not null,
      previous_secret_sealed bytea,
      previous_secret_expires_at timestamptz,
      secret_version integer not null default 1,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`
  yield* sql`create index webhook_endpoints_workspace on webhook_endpoints (workspace_id, created_at desc, id desc)`
  // One row per (endpoint, event): the queue while pending, the log afterwards. `locked_until` is the lease of the
  // process sending it: a process killed mid-delivery leaves it due again once the lease runs out.
  yield* sql`
    create table webhook_deliveries (
      endpoint_id uuid not null references webhook_endpoints(id) on delete cascade,
      event_id uuid not null references events(id) on delete cascade,
      workspace_id uuid not null,
      event_type text not null,
      event_created_at timestamptz not null,
      status text not null,
      manual boolean not null default false,
      series_attempts integer not null default 0,
      attempts integer not null default 0,
      next_attempt_at timestamptz,
      locked_until timestamptz,
      lease uuid,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      primary key (endpoint_id, event_id)
    )`
  yield* sql`create index webhook_deliveries_due on webhook_deliveries (next_attempt_at) where status = 'pending'`
  yield* sql`create index webhook_deliveries_log on webhook_deliveries (endpoint_id, event_created_at desc, event_id desc)`
  yield* sql`create index webhook_deliveries_event on webhook_deliveries (event_id)`
  yield* sql`
    create table webhook_attempts (
      endpoint_id uuid not null,
      event_id uuid not null,
      attempt integer not null,
      attempted_at timestamptz not null,
      status_code integer,
      duration_ms integer not null,
      response_body text,
      response_truncated boolean not null default false,
      error text,
      next_attempt_at timestamptz,
      primary key (endpoint_id, event_id, attempt),
      foreign key (endpoint_id, event_id) references webhook_deliveries (endpoint_id, event_id) on delete cascade
    )`
  yield* sql`create index webhook_attempts_at on webhook_attempts (attempted_at)`
  yield* sql.unsafe(`
    create function webhook_fan_out() returns trigger language plpgsql as $$
    begin
      if new.type <> 'webhook.test' then
        insert into webhook_deliveries
          (endpoint_id, event_id, workspace_id, event_type, event_created_at, status, next_attempt_at, created_at, updated_at)
        select e.id, new.id, new.workspace_id, new.type, new.created_at, 'pending', new.created_at, new.created_at, new.created_at
        from webhook_endpoints e
        where e.workspace_id = new.workspace_id and e.enabled
          and (cardinality(e.events) = 0 or new.type = any(e.events));
        -- Wakes listening dispatchers at commit; repeated notifications within a transaction fold into one.
        if found then perform pg_notify('svc_webhooks', 'due'); end if;
      end if;
      return null;
    end $$`)
  yield* sql`create trigger events_webhook_fan_out after insert on events for each row execute function webhook_fan_out()`
})
