import { EntityId, Runner, Sharding, ShardingConfig } from "@effect/cluster"
import { SqlClient } from "@effect/sql"
import { Duration, Effect, HashRing, Option } from "effect"

interface RunnerRow {
  readonly address: string
  readonly runner: string
  readonly healthy: boolean
  readonly ageMs: number
}

/** What the cluster looks like for one entity: for the log of a call that waited past its deadline. */
export interface CallState {
  readonly entityType: string
  readonly entityId: string
  readonly shard: string
  /** The runner the shard's hash ring gives it, from the runners' table as this process reads it now. */
  readonly ringRunner: string | null
  /** Postgres backends holding the shard's advisory lock (none: no runner has taken the shard). */
  readonly shardLockPids: ReadonlyArray<number>
  readonly runners: ReadonlyArray<{ readonly address: string; readonly healthy: boolean; readonly heartbeatAgeMs: number }>
}

/**
 * Reads the cluster's state for an entity from what every process can see: its shard (as the cluster hashes it),
 * the runners' table @effect/cluster keeps in Postgres (`cluster_runners`: address, health flag, heartbeat), the
 * runner the hash ring assigns the shard to (computed as Sharding does: healthy runners with a fresh heartbeat) and
 * which Postgres backends hold the shard's advisory lock (SqlRunnerStorage's numbering): for a call waiting in
 * @effect/cluster's unbounded retry, whether its shard is with a runner that is gone, or locked by a session that
 * outlives its runner. Without Postgres (PGlite, one process) only the shard. For logs only: a process's own view
 * may differ for a refresh.
 */
export const clusterCallState = (
  /** The shard lock expiration the processes run with (AccountActors.clusterSettings). */
  shardLockExpiration: Duration.DurationInput
) => Effect.gen(function*() {
  const sharding = yield* Sharding.Sharding
  const config = Option.getOrElse(yield* Effect.serviceOption(ShardingConfig.ShardingConfig), () => ShardingConfig.defaults)
  const sql = yield* Effect.serviceOption(SqlClient.SqlClient)
  const expirationMs = Duration.toMillis(Duration.decode(shardLockExpiration))

  return (entityType: string, entityId: string): Effect.Effect<CallState> => {
    const shardId = sharding.getShardId(EntityId.make(entityId), "default")
    const base: CallState = { entityType, entityId, shard: shardId.toString(), ringRunner: null, shardLockPids: [], runners: [] }
    if (Option.isNone(sql)) return Effect.succeed(base)
    return Effect.gen(function*() {
      const rows = yield* sql.value<RunnerRow>`
        select address, runner, healthy, (extract(epoch from (now() - last_heartbeat)) * 1000)::int as age_ms
        from cluster_runners order by machine_id
      `
      const ring = HashRing.make<Runner.Runner["address"]>()
      for (const row of rows) {
        if (!row.healthy || row.ageMs > expirationMs) continue
        const runner = Runner.Runner.decodeSync(row.runner)
        if (runner.groups.includes(shardId.group)) HashRing.add(ring, runner.address, { weight: runner.weight })
      }
      const assigned = HashRing.getShards(ring, config.shardsPerGroup)?.[shardId.id - 1]
      // SqlRunnerStorage's lock number: a million per group (the first is 1), plus the shard's number.
      const lockNumber = (config.availableShardGroups.indexOf(shardId.group) + 1) * 1_000_000 + shardId.id
      const holders = yield* sql.value<{ readonly pid: number }>`
        select pid from pg_locks
        where locktype = 'advisory' and granted and classid = 0 and objid = ${lockNumber} and objsubid = 1
      `
      return {
        ...base,
        ringRunner: assigned === undefined ? null : `${assigned.host}:${assigned.port}`,
        shardLockPids: holders.map((h) => h.pid),
        runners: rows.map((r) => ({ address: r.address, healthy: r.healthy, heartbeatAgeMs: r.ageMs }))
      }
    }).pipe(
      Effect.timeout(Duration.seconds(3)),
      // No runners' table (one process on PGlite) or the database away: the shard alone.
      Effect.catchAllCause(() => Effect.succeed(base))
    )
  }
})
