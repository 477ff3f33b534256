import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Who had the last word on an order id that had no row yet, with several processes: its send (`released` false) or
 * a refusal before the send that freed the order's key (`released` true). Both take the id here, in one statement
 * each, so a message delivered again to another runner after the refusal cannot send it, and a refusal after such a
 * send cannot free the key the send now answers to. Rows older than two days are forgotten (a key lives 24 hours).
 * Safe to run again.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    create table if not exists order_send_claims (
      id uuid primary key,
      released boolean not null,
      at timestamptz not null default now()
    )
  `
  yield* sql`create index if not exists order_send_claims_at on order_send_claims (at)`
})
