import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * The copy engine (issue 21). `copy_executions` is the journal: one row per (subscription, master deal), written
 * before the follower order is sent, so a master deal is copied at most once per subscription across restarts and
 * `kill -9` (the row's deterministic idempotency key makes a re-drive of a `pending` row find the order it sent).
 * Drift and removal closes are rows too, keyed by the follower position (`deal_key` `drift:<ticket>`), retried with
 * a new attempt number only after the previous attempt ended without reaching the broker or was refused.
 * `copy_symbol_pauses` counts consecutive rejections per subscription and symbol; `copy_risk_marks` keeps the balance
 * each risk limit's period started from. `copy_from` bounds which master
 * deals a subscription copies: those after it last went `active` (a resume takes no stale deal; the drift check puts
 * the follower right). Safe to run again.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`alter table copy_subscriptions add column if not exists copy_from timestamptz not null default now()`
  yield* sql`alter table copy_strategies add column if not exists copy_from timestamptz not null default now()`
  yield* sql`
    create table if not exists copy_executions (
      seq bigserial unique,
      id uuid primary key,
      subscription_id uuid not null references copy_subscriptions(id) on delete cascade,
      workspace_id uuid not null references workspaces(id) on delete cascade,
      follower_account_id uuid not null,
      deal_key text not null,
      master_deal_id uuid,
      master_broker_deal_id text,
      master_position_id text,
      kind text not null,
      attempt integer not null default 0,
      request jsonb,
      follower_order_id uuid,
      follower_position_id text,
      symbol text,
      side text,
      volume numeric,
      outcome text not null,
      reason text,
      detail text,
      retcode integer,
      signal_latency_ms integer,
      copy_latency_ms integer,
      slippage_points numeric,
      created_at timestamptz not null default now(),
      finished_at timestamptz
    )`
  yield* sql`create unique index if not exists copy_executions_once on copy_executions (subscription_id, deal_key)`
  yield* sql`create index if not exists copy_executions_pending on copy_executions (outcome) where outcome = 'pending'`
  yield* sql`
    create index if not exists copy_executions_links on copy_executions (subscription_id, master_position_id)
    where kind = 'open' and outcome = 'copied'`
  yield* sql`
    create table if not exists copy_symbol_pauses (
      subscription_id uuid not null references copy_subscriptions(id) on delete cascade,
      symbol text not null,
      streak integer not null default 0,
      paused_at timestamptz,
      primary key (subscription_id, symbol)
    )`
  // The follower's balance when a risk limit's period was first checked (day, week, month in UTC; lifetime once).
  yield* sql`
    create table if not exists copy_risk_marks (
      subscription_id uuid not null references copy_subscriptions(id) on delete cascade,
      period text not null,
      period_start timestamptz not null,
      start_balance numeric not null,
      primary key (subscription_id, period, period_start)
    )`
})
