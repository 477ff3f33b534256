import { PgClient } from "@effect/sql-pg"
import { Effect } from "effect"

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

    return { beat, remove, forgetDead } as const
  })
}) {}
