import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * People: persons who sign in (an argon2id hash, never the password), their membership of a workspace with a role,
 * console sessions and invitations (only SHA-256 digests of their tokens), and the sign-in attempts the rate limit
 * counts; the first owner's one-time setup link is a digest on the person until used. Keys gain `account_ids` (null: every account of the workspace) and `max_volume` (null: no limit). Safe to
 * run again (every statement checks first).
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    create table if not exists persons (
      id uuid primary key,
      email text not null,
      password_hash text,
      setup_token_hash bytea unique,
      setup_expires_at timestamptz,
      created_at timestamptz not null default now()
    )`
  // One person per address whatever its case: addresses are compared lower-cased.
  yield* sql`create unique index if not exists persons_email on persons (lower(email))`
  yield* sql`
    create table if not exists workspace_members (
      workspace_id uuid not null references workspaces(id) on delete cascade,
      person_id uuid not null references persons(id) on delete cascade,
      role text not null check (role in ('owner', 'admin', 'member')),
      created_at timestamptz not null default now(),
      primary key (workspace_id, person_id)
    )`
  yield* sql`create index if not exists workspace_members_person on workspace_members (person_id)`
  yield* sql`
    create table if not exists person_sessions (
      id uuid primary key,
      token_hash bytea not null unique,
      person_id uuid not null references persons(id) on delete cascade,
      workspace_id uuid not null references workspaces(id) on delete cascade,
      expires_at timestamptz not null,
      step_up_until timestamptz,
      step_up_opened_at timestamptz,
      created_at timestamptz not null default now()
    )`
  yield* sql`create index if not exists person_sessions_person on person_sessions (person_id)`
  yield* sql`
    create table if not exists invitations (
      id uuid primary key,
      workspace_id uuid not null references workspaces(id) on delete cascade,
      email text not null,
      role text not null check (role in ('admin', 'member')),
      token_hash bytea not null unique,
      invited_by uuid references persons(id) on delete set null,
      expires_at timestamptz not null,
      accepted_at timestamptz,
      revoked_at timestamptz,
      created_at timestamptz not null default now()
    )`
  yield* sql`create index if not exists invitations_workspace on invitations (workspace_id, created_at desc)`
  // At most one open invitation per address and workspace: a second invite hands the first back.
  yield* sql`
    create unique index if not exists invitations_open on invitations (workspace_id, lower(email))
    where accepted_at is null and revoked_at is null`
  yield* sql`
    create table if not exists sign_in_attempts (
      subject text not null,
      at timestamptz not null default now()
    )`
  yield* sql`create index if not exists sign_in_attempts_subject on sign_in_attempts (subject, at)`
  yield* sql`alter table api_keys add column if not exists account_ids uuid[]`
  yield* sql`alter table api_keys add column if not exists max_volume numeric`
})
