import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * The process that runs each accepted alert and drives each wave (as idempotency_keys.owner does for a key's first request): with several
 * processes, "accepted and unfinished" no longer means "left by a stop", so a process resumes only the alerts and waves
 * whose owner is dead. Those from before this have none and are anyone's to resume. Safe to run again.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`alter table alerts add column if not exists owner uuid`
  yield* sql`alter table waves add column if not exists owner uuid`
})
