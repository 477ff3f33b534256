import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Multi-account orders. A wave's rows are its own durable journal: the orchestrator resumes every unfinished wave
 * from them after a restart. Each leg names its order id before the order exists (derived from the wave and the
 * account), so a leg armed again after a restart finds its order instead of sending a second one. Safe to run
 * again (every statement checks first), as a test that replays an earlier migration does.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`alter table orders add column if not exists wave_id uuid`
  yield* sql`create index if not exists orders_wave on orders (wave_id) where wave_id is not null`
  yield* sql`
    create table if not exists waves (
      id uuid primary key,
      workspace_id uuid not null references workspaces(id) on delete cascade,
      state text not null,
      state_detail text,
      barrier_policy text not null,
      side text not null,
      type text not null,
      symbol text not null,
      volume numeric not null,
      price numeric,
      stop_limit_price numeric,
      stop_loss numeric,
      take_profit numeric,
      expiration timestamptz,
      deviation_points integer,
      client_order_id text,
      execute_at timestamptz,
      expires_at timestamptz,
      -- expires_at as asked, or the default deadline: what the orchestrator goes by.
      deadline timestamptz not null,
      release_at timestamptz,
      dispatch_spread_ms integer,
      idempotency_key text,
      fingerprint text,
      created_at timestamptz not null default now(),
      dispatched_at timestamptz,
      settled_at timestamptz
    )`
  yield* sql`create unique index if not exists waves_key on waves (workspace_id, idempotency_key) where idempotency_key is not null`
  yield* sql`create index if not exists waves_workspace on waves (workspace_id, created_at desc, id desc)`
  yield* sql`create index if not exists waves_running on waves (created_at) where state in ('preparing', 'waiting', 'dispatching')`
  // Not a foreign key to accounts: a finished wave keeps its legs when an account is deleted later.
  yield* sql`
    create table if not exists wave_legs (
      wave_id uuid not null references waves(id) on delete cascade,
      position integer not null,
      account_id uuid not null,
      order_id uuid not null unique,
      symbol text not null,
      volume numeric not null,
      client_order_id text,
      skip_reason text,
      detail text,
      armed_at timestamptz,
      -- The leg as it ended, kept for when its order is gone with a deleted account.
      final_state text,
      retcode integer,
      sent_at timestamptz,
      settled_at timestamptz,
      filled_price numeric,
      primary key (wave_id, position)
    )`
  yield* sql`create index if not exists wave_legs_account on wave_legs (account_id)`
})
