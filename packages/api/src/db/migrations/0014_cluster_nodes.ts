import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * The service's processes and their heartbeats, and the process that runs each idempotency key's first request:
 * with several API nodes, "unanswered and not running here" no longer means "left by a crash" (its request may run
 * on another node). A key's owner is alive while its heartbeat is recent; a retry of a key whose owner is dead
 * takes it over. Safe to run again.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    create table if not exists svc_nodes (
      id uuid primary key,
      role text not null,
      started_at timestamptz not null default now(),
      heartbeat_at timestamptz not null default now()
    )`
  yield* sql`alter table idempotency_keys add column if not exists owner uuid`
})
