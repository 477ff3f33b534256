import { PgClient } from "@effect/sql-pg"
import { Effect } from "effect"

/** How a node judges another's liveness: a heartbeat within `deadAfterMs`; `alone`, the only process there is. */
export interface Liveness {
  readonly alone: boolean
  readonly deadAfterMs: number
}

/** The `svc_nodes` table: one row per running process, its heartbeat kept fresh while it runs. */
export class NodesRepo extends Effect.Service<NodesRepo>()("@svc/api/NodesRepo", {
  effect: Effect.gen(function*() {
    const sql = yield* PgClient.PgClient

    const beat = (id: string, role: string) =>
      sql`
        insert into svc_nodes (id, role) values (${id}, ${role})
        on conflict (id) do update set heartbeat_at = now()
      `.pipe(Effect.asVoid)

    /** Gone: keys it owned are taken over by their next retry at once. */
    const remove = (id: string) => sql`delete from svc_nodes where id = ${id}`.pipe(Effect.asVoid, Effect.orDie)

    /** Rows whose heartbeat stopped long ago (their processes died): nothing reads them but the liveness check. */
    const forgetDead = (olderThanMs: number) =>
      sql`delete from svc_nodes where heartbeat_at < now() - make_interval(secs => ${olderThanMs / 1000})`.pipe(Effect.asVoid)

    /**
     * SQL: the node named in `column` (a qualified column, `k.owner`) beat within `aliveWithinMs`: its work may
     * still be running. The one liveness rule for every owned row (keys, waves, alerts).
     */
    const ownerAlive = (column: string, aliveWithinMs: number) =>
      sql`exists (
        select 1 from svc_nodes n
        where n.id = ${sql(column)} and n.heartbeat_at > now() - make_interval(secs => ${aliveWithinMs / 1000})
      )`

    /**
     * SQL: the row's owner (in `column`) is gone, so a process may take its work over: none was ever named, its
     * heartbeat is stale, or this process is the only one (`alone`: any other owner is an earlier run of itself).
     */
    const ownerGone = (column: string, node: Liveness) =>
      sql`(${node.alone} or ${sql(column)} is null or not ${ownerAlive(column, node.deadAfterMs)})`

    /** The nodes of `role` whose heartbeat is within `withinMs` (the live runners, for the account keeper). */
    const aliveIds = (role: string, withinMs: number) =>
      sql<{ id: string }>`
        select id from svc_nodes where role = ${role} and heartbeat_at > now() - make_interval(secs => ${withinMs / 1000})
      `.pipe(Effect.map((rows) => rows.map((r) => r.id)), Effect.orDie)

    return { beat, remove, forgetDead, ownerAlive, ownerGone, aliveIds } as const
  })
}) {}
