import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Alert hooks and their alert log. The secret is stored only as its SHA-256 (it is a random 32-byte value, so no
 * slow hash is needed); the hint keeps its last characters. Duplicates are decided by the database: `dedupe_key`
 * (the message's own id, or a hash of the body with its 60-second window) is unique per hook while it lasts, so two
 * sends of one alert racing each other cannot both be inserted. Safe to run again.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    create table if not exists alert_hooks (
      id uuid primary key,
      workspace_id uuid not null references workspaces(id) on delete cascade,
      name text not null,
      account_ids uuid[] not null,
      defaults jsonb not null,
      enabled boolean not null default true,
      secret_hash bytea not null,
      secret_hint text not null,
      last_used_at timestamptz,
      created_at timestamptz not null default now(),
      deleted_at timestamptz
    )
  `
  yield* sql`create unique index if not exists alert_hooks_secret on alert_hooks (secret_hash)`
  yield* sql`create index if not exists alert_hooks_workspace on alert_hooks (workspace_id, created_at desc) where deleted_at is null`
  yield* sql`create index if not exists alert_hooks_accounts on alert_hooks using gin (account_ids) where deleted_at is null`
  yield* sql`
    create table if not exists alerts (
      id uuid primary key,
      hook_id uuid not null references alert_hooks(id) on delete cascade,
      workspace_id uuid not null references workspaces(id) on delete cascade,
      received_at timestamptz not null default now(),
      source_address text,
      body text not null,
      format text,
      intent jsonb,
      status text not null,
      reason text,
      dedupe_key text,
      dedupe_until timestamptz,
      duplicates integer not null default 0,
      order_ids uuid[] not null default '{}',
      wave_id uuid
    )
  `
  yield* sql`create unique index if not exists alerts_dedupe on alerts (hook_id, dedupe_key) where dedupe_key is not null`
  yield* sql`create index if not exists alerts_hook_received on alerts (hook_id, received_at desc, id desc)`
  yield* sql`create index if not exists alerts_received on alerts (received_at)`
})
