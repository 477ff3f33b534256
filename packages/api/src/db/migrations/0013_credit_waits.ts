import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Crypto payments that cannot take effect yet: paid while a card plan is active (the card keeps billing until it
 * ends), or a cheaper plan paid while a dearer month runs (a late, older invoice must not downgrade the newer
 * plan). Each waits here, one row per invoice so it is applied once, and becomes a month of its plan when what
 * blocks it ends (`applied_at`). So does the rest of a crypto month that a card plan interrupted (a card checkout
 * opened before the month and paid during it): `remaining_ms` of it resume when the card plan ends. Card checkouts learn their payment page and when the provider expires them: one
 * open card checkout per workspace at a time (409 CHECKOUT_IN_PROGRESS), so two cannot both be paid. Safe to run
 * again.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    create table if not exists credit_waits (
      id uuid primary key,
      invoice_id uuid references billing_invoices(id) on delete cascade,
      workspace_id uuid not null references workspaces(id) on delete cascade,
      plan text not null,
      provider text not null,
      reason text not null check (reason in ('card_plan_active', 'dearer_plan_running', 'rest_of_crypto_month')),
      remaining_ms bigint,
      created_at timestamptz not null default now(),
      applied_at timestamptz
    )`
  // One wait per paid invoice; the rest of a crypto month a card plan interrupted names no invoice of its own.
  yield* sql`create unique index if not exists credit_waits_invoice on credit_waits (invoice_id) where invoice_id is not null`
  yield* sql`create index if not exists credit_waits_waiting on credit_waits (workspace_id, created_at) where applied_at is null`
  yield* sql`alter table billing_checkouts add column if not exists url text`
  yield* sql`alter table billing_checkouts add column if not exists expires_at timestamptz`
})
