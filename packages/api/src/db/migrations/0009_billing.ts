import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Billing: a workspace's paid subscription (at most one; its period and whether it ends at the period's end, all as
 * the payment processor last confirmed them) and its invoices (amounts in integer minor units). Checkouts remember
 * which provider session a workspace opened, so a notification naming it can be matched without trusting its body.
 * Safe to run again (every statement checks first).
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    create table if not exists billing_subscriptions (
      workspace_id uuid primary key references workspaces(id) on delete cascade,
      plan text not null,
      method text not null check (method in ('card', 'crypto')),
      provider text not null,
      provider_subscription_id text not null,
      status text not null check (status in ('active', 'past_due', 'canceled')),
      current_period_start timestamptz not null,
      current_period_end timestamptz not null,
      cancel_at_period_end boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`
  yield* sql`create unique index if not exists billing_subscriptions_provider on billing_subscriptions (provider, provider_subscription_id)`
  yield* sql`
    create table if not exists billing_checkouts (
      id uuid primary key,
      workspace_id uuid not null references workspaces(id) on delete cascade,
      plan text not null,
      method text not null check (method in ('card', 'crypto')),
      provider text not null,
      provider_checkout_id text not null,
      status text not null check (status in ('open', 'completed', 'expired')),
      created_at timestamptz not null default now(),
      unique (provider, provider_checkout_id)
    )`
  yield* sql`
    create table if not exists billing_invoices (
      id uuid primary key,
      workspace_id uuid not null references workspaces(id) on delete cascade,
      number text not null unique,
      plan text not null,
      method text not null check (method in ('card', 'crypto')),
      provider text not null,
      provider_invoice_id text not null,
      status text not null check (status in ('open', 'paid', 'expired', 'void')),
      currency text not null,
      amount bigint not null,
      amount_paid bigint not null default 0,
      amount_refunded bigint not null default 0,
      period_start timestamptz,
      period_end timestamptz,
      crypto jsonb,
      note text,
      paid_at timestamptz,
      created_at timestamptz not null default now(),
      unique (provider, provider_invoice_id)
    )`
  yield* sql`create index if not exists billing_invoices_workspace on billing_invoices (workspace_id, created_at desc, id desc)`
  yield* sql`create sequence if not exists billing_invoice_numbers`
})
