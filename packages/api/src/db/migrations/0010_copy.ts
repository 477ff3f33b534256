import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Copy trading: strategies (a master account watched) and their subscriptions (a follower account copying it, with
 * its settings as one document: they are read and written whole). An account is the master of one strategy at a
 * time, archived ones aside; a follower subscribes to a strategy once, removed subscriptions aside. Not foreign keys
 * to accounts: an archived strategy keeps its log when an account is deleted later. Safe to run again.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    create table if not exists copy_strategies (
      id uuid primary key,
      workspace_id uuid not null references workspaces(id) on delete cascade,
      account_id uuid not null,
      name text not null,
      status text not null,
      master_always_on boolean not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`
  yield* sql`create unique index if not exists copy_strategies_master on copy_strategies (account_id) where status <> 'archived'`
  yield* sql`create index if not exists copy_strategies_workspace on copy_strategies (workspace_id, created_at, id)`
  yield* sql`
    create table if not exists copy_subscriptions (
      id uuid primary key,
      strategy_id uuid not null references copy_strategies(id) on delete cascade,
      workspace_id uuid not null references workspaces(id) on delete cascade,
      account_id uuid not null,
      status text not null,
      stopped_reason text,
      settings jsonb not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`
  yield* sql`
    create unique index if not exists copy_subscriptions_follower on copy_subscriptions (strategy_id, account_id)
    where stopped_reason is distinct from 'removed'`
  yield* sql`create index if not exists copy_subscriptions_account on copy_subscriptions (account_id)`
})
