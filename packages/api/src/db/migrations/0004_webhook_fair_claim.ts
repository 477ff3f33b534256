import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Indexes for the dispatcher's fair claim, which deals due deliveries per endpoint and per workspace. It visits each
 * endpoint with something pending (a skip scan) and takes that endpoint's oldest due deliveries, and it counts the
 * attempts out from the leased rows alone, so its work grows with endpoints and attempts out, never with a backlog
 * a stalled receiver builds up. The claim no longer reads due deliveries in time order across endpoints.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`create index webhook_deliveries_fair on webhook_deliveries (endpoint_id, next_attempt_at) where status = 'pending'`
  yield* sql`create index webhook_deliveries_leased on webhook_deliveries (endpoint_id) where lease is not null`
  yield* sql`drop index webhook_deliveries_due`
})
