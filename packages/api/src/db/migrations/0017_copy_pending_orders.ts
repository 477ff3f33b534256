import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Master pending orders copied (issue 21): a journal row names the master order it mirrors (`master_order_id`), the
 * placement (`deal_key` `porder:<master order>`), each change (`pmodify:<master modify order>`) and the cancel
 * (`pcancel:<master order>#<attempt>`), so each is sent at most once per subscription like a deal's copy.
 * Safe to run again.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`alter table copy_executions add column if not exists master_order_id uuid`
  yield* sql`
    create index if not exists copy_executions_master_order on copy_executions (subscription_id, master_order_id)
    where master_order_id is not null`
  // The copier finds a master's pending orders and their changes by the order they act on.
  yield* sql`create index if not exists orders_target on orders (target_order_id) where target_order_id is not null`
})
