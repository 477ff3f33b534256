import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Why the service put a copy subscription to `close_only` (issue 20): `plan` when the workspace's plan lost copy
 * trading. Null when the caller chose the status (or it is not close_only). Safe to run again.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`alter table copy_subscriptions add column if not exists close_only_reason text`
})
