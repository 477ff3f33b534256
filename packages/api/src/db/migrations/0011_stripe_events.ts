import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Stripe's webhook events, one row per event id: Stripe retries a delivery for up to three days and sometimes sends
 * one twice, so an event is taken in once. Only what names the changed object is kept; its state is read back from
 * Stripe. Safe to run again.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    create table if not exists stripe_events (
      id text primary key,
      type text not null,
      object_id text not null,
      received_at timestamptz not null default now()
    )`
})
