import { RunnerAddress, Runners, ShardingConfig, SingleRunner, SocketRunner, SqlMessageStorage, SqlRunnerStorage } from "@effect/cluster"
import { NodeClusterSocket } from "@effect/platform-node"
import { RpcSerialization } from "@effect/rpc"
import { AccountEntity } from "@svc/domain/account/protocol"
import { makeAccountActor } from "@svc/terminal-runtime/account/AccountActor"
import { LocalAccountActors } from "@svc/terminal-runtime/account/LocalAccountActors"
import { RuntimeSettings } from "@svc/terminal-runtime/account/RuntimeSettings"
import { SessionOpener } from "@svc/terminal-runtime/account/SessionOpener"
import { Duration, Effect, Layer, Option } from "effect"
import { AppConfig } from "../config.js"
import { ClusterSqlLive } from "../db/Database.js"
import * as RunnerHealthLive from "./runnerHealth.js"

const Settings = Layer.effect(
  RuntimeSettings,
  Effect.map(AppConfig, (config) => ({
    ...RuntimeSettings.defaultValue(),
    idleWindow: config.idleWindow,
    // Several processes: a send is claimed in the database, not only in this process's memory (see claimSend).
    claimSends: config.role !== "all"
  }))
)

/**
 * The account actors on @effect/cluster. One process runs `SingleRunner`; the same entity runs unchanged on
 * several runners. Actors never passivate on their own: an idle offline actor costs a few objects, and a
 * passivated online one would drop its terminal session. The actors' stores are ports (TradingStore,
 * AccountStore): the composition root provides their adapters (SqlTradingStore, SqlAccountStore).
 *
 * Messages to an entity on this runner are handed over as they are (`simulateRemoteSerialization` off by default):
 * the cluster's own default encodes and decodes every request's payload through its schema to imitate a remote
 * runner, about 5% of an order's CPU. The API tests turn it on, so a payload that could not cross to another runner
 * fails there.
 */
const Entities = AccountEntity.toLayer(makeAccountActor, { concurrency: "unbounded", maxIdleTime: Duration.days(3650) }).pipe(
  Layer.provide(SessionOpener.Default),
  Layer.provide(Settings)
)

export const layer = (options: { readonly simulateRemoteSerialization?: boolean } = {}) =>
  Entities.pipe(
    Layer.provideMerge(SingleRunner.layer({
      runnerStorage: "memory",
      shardingConfig: { simulateRemoteSerialization: options.simulateRemoteSerialization ?? false }
    })),
    // Orders for an actor of this process call it directly (see LocalAccountActors), under the same test setting.
    Layer.provideMerge(LocalAccountActors.layer({ simulateRemoteSerialization: options.simulateRemoteSerialization ?? false }))
  )

/**
 * The cluster's settings shared by runners and API nodes (ShardingConfig of @effect/cluster 0.60), chosen so a dead
 * runner's shards are taken over well within 15 s without a loaded but healthy runner losing its own:
 *
 * - `runnerHealthCheckInterval` (`SVC_RUNNER_PING_INTERVAL`, 1 s; the cluster's default is a minute): the health
 *   check (a singleton on one runner) pings every runner this often; a killed runner refuses three pings a quarter of
 *   a second apart (see runnerHealth.ts) and is marked unhealthy 0.5–1.5 s after it died. A ping is one small
 *   message per runner, and a slow runner still answers it, so a short interval costs nothing and drops no one.
 * - `shardLockExpiration` (`SVC_SHARD_LOCK_EXPIRATION`, three heartbeat intervals of `SVC_RUNNER_HEALTH_CHECK_INTERVAL`,
 *   so 9 s): a runner whose heartbeat is this old is left out of every process's list of runners. That is what drops
 *   a dead runner when the health check ran on it (then nothing pings it until the check's own shard has moved).
 *   Shard locks are Postgres advisory locks, held by the runner's session, so a killed runner's locks go with its
 *   connections at once. Kept apart from the ping: a shorter expiration is what would drop a loaded runner.
 * - `shardLockRefreshInterval`: a third of the expiration, so a runner misses three heartbeats before it is dropped.
 *   The cluster also gives each refresh that long to finish and, when one does not, drops every shard of its own
 *   runner: a runner busy taking over a dead one's accounts on a loaded machine has 3 s before it would give up its own.
 * - `refreshAssignmentsInterval` (`SVC_CLUSTER_REFRESH_INTERVAL`, 1 s; the cluster's default 3 s): how often every
 *   process re-reads the runners (one small query) and so learns that one was dropped and who owns its shards now.
 * - `sendRetryInterval` (250 ms; the cluster's 100 ms): how often a message to a runner that is gone or to a shard
 *   not yet taken over is tried again; every request to a dead runner's accounts waits in this loop until its shard
 *   has moved, so at hundreds of accounts 100 ms was thousands of failed sends a second on the loaded machine.
 * - `entityMessagePollInterval` (500 ms; the cluster's 10 s): the shard acquisition loop retries a shard whose lock
 *   was not free yet this often, and persisted messages a notification missed are read this often.
 * - `entityReplyPollInterval` (200 ms, the cluster's default): replies to persisted messages sent from another node.
 * - `entityTerminationTimeout` (5 s; the cluster's 15 s): how long a stopping runner's actor waits for the calls it
 *   is running before it stops anyway. Its shards' locks are only released once every actor of the runner has
 *   stopped, so this is how long its accounts stay unreachable after a SIGTERM at the least: at 300 accounts under
 *   load, some call (a warm or an order waiting for the stopping runner's saturated database pool) always ran into
 *   the 15 s. A call cut short is what a runner's death leaves, and is handled the same: a send is claimed before
 *   it leaves, so the order is confirmed against the broker by the account's next owner, never sent again.
 */
export const clusterSettings = (config: AppConfig) => {
  const heartbeat = Duration.max(config.runnerHealthCheckInterval, Duration.millis(200))
  const expiration = Option.getOrElse(config.shardLockExpiration, () => Duration.times(heartbeat, 3))
  return {
    runnerHealthCheckInterval: Duration.max(config.runnerPingInterval, Duration.millis(200)),
    shardLockExpiration: expiration,
    shardLockRefreshInterval: Duration.millis(Math.floor(Duration.toMillis(expiration) / 3)),
    refreshAssignmentsInterval: config.clusterRefreshInterval,
    sendRetryInterval: Duration.millis(250),
    entityMessagePollInterval: Duration.millis(500),
    entityReplyPollInterval: Duration.millis(200),
    entityTerminationTimeout: Duration.seconds(5)
  }
}

/**
 * A runner's side of the cluster (SVC_ROLE=runner) without its entity: the runners' sockets, with shards, runners
 * and persisted messages in Postgres (the `cluster_*` tables the cluster creates itself). NodeClusterSocket.layer's
 * own composition (msgpack, SQL storage, the socket server and client), except the health check: see runnerHealth.ts.
 */
export const runnerCluster = Layer.unwrapEffect(Effect.gen(function*() {
  const config = yield* AppConfig
  const settings = clusterSettings(config)
  const health = RunnerHealthLive.layer.pipe(
    Layer.provide(Runners.layerRpc),
    Layer.provide(NodeClusterSocket.layerClientProtocol)
  )
  return SocketRunner.layer.pipe(
    Layer.provide([NodeClusterSocket.layerSocketServer, NodeClusterSocket.layerClientProtocol]),
    Layer.provide(health),
    Layer.provideMerge(Layer.orDie(SqlMessageStorage.layer).pipe(Layer.provide(ClusterSqlLive))),
    Layer.provide(Layer.orDie(SqlRunnerStorage.layer).pipe(Layer.provide(ClusterSqlLive))),
    Layer.provide(ShardingConfig.layerFromEnv({
      ...settings,
      runnerAddress: Option.some(RunnerAddress.make(config.runnerHost, config.runnerPort))
    })),
    Layer.provide(RpcSerialization.layerMsgPack),
    // The actors whose shards this runner holds are called directly by its own HTTP requests (see LocalAccountActors).
    Layer.provideMerge(LocalAccountActors.Default)
  )
}))

/**
 * The account entity on a runner, the same entity the single process runs, unchanged. Its release is where the
 * cluster's preemptive shutdown unregisters the runner; a line in the log marks it.
 *
 * Measured at 300 accounts (load 15 to 21): releasing it first on a SIGTERM (the runner leaving the cluster 0.5 s
 * after the signal instead of 9 to 15 s) made every account answer again later, not sooner (median 23 to 362 s
 * against 10 and 16 s): every process sent the stopped runner's 150 accounts' traffic to the runner left while
 * their shards stayed locked by the stopping one (until all its actors stop), and that runner's database pool
 * saturated, so its own cluster queries timed out. So it is released after the API and the singletons, as before.
 */
export const runnerEntities = Layer.scopedDiscard(
  Effect.addFinalizer(() => Effect.logInfo("shutdown: leaving the cluster; this runner's actors stop and its shards move"))
).pipe(Layer.provideMerge(Entities))

/** An API node (SVC_ROLE=api): a client of the runners; it hosts no entity and sends every message to its owner. */
export const clientLayer = Layer.unwrapEffect(Effect.map(AppConfig, (config) =>
  NodeClusterSocket.layer({ clientOnly: true, storage: "sql", shardingConfig: clusterSettings(config) }).pipe(
    Layer.provide(ClusterSqlLive)
  ))).pipe(
    Layer.merge(LocalAccountActors.Default)
  )
