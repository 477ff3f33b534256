import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Sign-in attempts (issue 19) are now counted before the password is checked, so concurrent guesses cannot all pass
 * the limit: each attempt holds a slot from the start, and a successful one gives its slot back. `attempt_id` names
 * the rows of one attempt (one per subject) for that. Rows from before have none: they are failures, never given
 * back. Safe to run again.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`alter table sign_in_attempts add column if not exists attempt_id uuid`
})
