import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    create table workspaces (
      id uuid primary key,
      name text not null,
      plan text not null,
      plan_assigned boolean not null default false,
      trading_disabled boolean not null default false,
      created_at timestamptz not null default now()
    )`
  yield* sql`
    create table api_keys (
      id uuid primary key,
      workspace_id uuid not null references workspaces(id) on delete cascade,
      name text not null,
      public_id text not null unique,
      environment text not null,
      secret_hash bytea not null,
      hint text not null,
      scopes text[] not null,
      last_used_at timestamptz,
      expires_at timestamptz,
      revoked_at timestamptz,
      created_at timestamptz not null default now()
    )`
  yield* sql`create index api_keys_workspace on api_keys (workspace_id, created_at desc, id desc)`
  yield* sql`
    create table accounts (
      id uuid primary key,
      workspace_id uuid not null references workspaces(id) on delete cascade,
      platform text not null default 'mt5',
      label text,
      login text not null,
      server text not null,
      mode text not null,
      state text not null,
      state_detail text,
      state_changed_at timestamptz not null,
      problem jsonb,
      currency text,
      leverage integer,
      margin_mode text,
      trade_allowed boolean,
      broker_name text,
      environment text,
      trading_disabled boolean not null default false,
      disconnected_at timestamptz,
      created_at timestamptz not null default now(),
      unique (workspace_id, login, server)
    )`
  yield* sql`create index accounts_workspace on accounts (workspace_id, created_at desc, id desc)`
  // The password lives only here, encrypted under a per-account data key; the account row never holds it.
  yield* sql`
    create table account_secrets (
      account_id uuid primary key references accounts(id) on delete cascade,
      key_provider text not null,
      wrapped_key bytea not null,
      iv bytea not null,
      auth_tag bytea not null,
      ciphertext bytea not null,
      created_at timestamptz not null default now()
    )`
  // The outbox: written in the same transaction as the change it describes; webhook delivery reads it.
  yield* sql`
    create table events (
      id uuid primary key,
      workspace_id uuid not null references workspaces(id) on delete cascade,
      type text not null,
      resource_id text not null,
      payload jsonb not null,
      created_at timestamptz not null default now()
    )`
  yield* sql`create index events_created on events (created_at, id)`
  yield* sql`create index events_workspace on events (workspace_id, created_at desc)`
})
