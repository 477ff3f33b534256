import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  // The authoritative order record. Decimals are `numeric`, which keeps the scale as sent ("0.10" stays "0.10").
  yield* sql`
    create table orders (
      id uuid primary key,
      workspace_id uuid not null references workspaces(id) on delete cascade,
      account_id uuid not null references accounts(id) on delete cascade,
      client_order_id text,
      symbol text not null,
      side text not null,
      type text not null,
      intent text not null,
      broker_position_id text,
      volume numeric,
      price numeric,
      stop_limit_price numeric,
      stop_loss numeric,
      take_profit numeric,
      expiration timestamptz,
      deviation_points integer,
      state text not null,
      state_detail text,
      needs_reconciliation boolean not null default false,
      retcode integer,
      retcode_text text,
      broker_order_id text,
      broker_deal_id text,
      filled_volume numeric,
      filled_price numeric,
      request_tag text not null unique,
      target_order_id uuid references orders(id) on delete cascade,
      sent_at timestamptz,
      settled_at timestamptz,
      reconciled_at timestamptz,
      created_at timestamptz not null default now()
    )`
  yield* sql`create index orders_workspace on orders (workspace_id, created_at desc, id desc)`
  yield* sql`create index orders_account on orders (account_id, created_at desc, id desc)`
  yield* sql`create index orders_unresolved on orders (account_id) where needs_reconciliation`
  yield* sql`create index orders_broker_order on orders (account_id, broker_order_id)`
  // One row per key and workspace: the request's fingerprint and, once known, the exact first answer.
  yield* sql`
    create table idempotency_keys (
      workspace_id uuid not null references workspaces(id) on delete cascade,
      key text not null,
      fingerprint text not null,
      -- Named before the order exists (the key is taken first), so not a foreign key.
      order_id uuid,
      status integer,
      body text,
      created_at timestamptz not null default now(),
      primary key (workspace_id, key)
    )`
  yield* sql`create index idempotency_keys_created on idempotency_keys (created_at)`
  yield* sql`
    create table deals (
      id uuid primary key,
      workspace_id uuid not null references workspaces(id) on delete cascade,
      account_id uuid not null references accounts(id) on delete cascade,
      order_id uuid references orders(id) on delete set null,
      broker_deal_id text not null,
      broker_order_id text,
      broker_position_id text,
      symbol text not null,
      deal_type text not null,
      entry text,
      volume numeric,
      price numeric,
      commission numeric,
      swap numeric,
      profit numeric,
      fee numeric,
      dealt_at timestamptz not null,
      comment text,
      unique (account_id, broker_deal_id)
    )`
  yield* sql`create index deals_account on deals (account_id, dealt_at, broker_deal_id)`
  yield* sql`create index deals_order on deals (order_id)`
  yield* sql`
    create table positions (
      account_id uuid not null references accounts(id) on delete cascade,
      broker_position_id text not null,
      workspace_id uuid not null references workspaces(id) on delete cascade,
      symbol text not null,
      side text not null,
      volume numeric not null,
      open_price numeric not null,
      current_price numeric not null,
      stop_loss numeric,
      take_profit numeric,
      swap numeric not null,
      profit numeric not null,
      opened_at timestamptz not null,
      comment text,
      magic integer,
      observed_at timestamptz not null,
      primary key (account_id, broker_position_id)
    )`
  // When the account's snapshot and deal history were last read from the terminal.
  yield* sql`
    create table account_sync (
      account_id uuid primary key references accounts(id) on delete cascade,
      positions_observed_at timestamptz,
      deals_synced_until timestamptz
    )`
})
