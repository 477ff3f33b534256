import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * When an idempotency key's owner took its first request (issue 22): the owner's claim on an unanswered key is a
 * lease, good for one entity call's deadline and a margin, so a request stuck past it on a live API node (a call to
 * a runner that never answers) never keeps its retries on 409 IDEMPOTENCY_IN_FLIGHT. Safe to run again.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`alter table idempotency_keys add column if not exists owned_at timestamptz not null default now()`
})
