import { RunnerAddress, SingleRunner } from "@effect/cluster"
import { NodeClusterSocket } from "@effect/platform-node"
import { AccountEntity } from "@svc/domain/account/protocol"
import { makeAccountActor } from "@svc/terminal-runtime/account/AccountActor"
import { LocalAccountActors } from "@svc/terminal-runtime/account/LocalAccountActors"
import { RuntimeSettings } from "@svc/terminal-runtime/account/RuntimeSettings"
import { SessionOpener } from "@svc/terminal-runtime/account/SessionOpener"
import { Duration, Effect, Layer, Option } from "effect"
import { AppConfig } from "../config.js"

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
 * - `runnerHealthCheckInterval` (`SVC_RUNNER_HEALTH_CHECK_INTERVAL`, 3 s; the cluster's default is a minute): the
 *   health check (a singleton on one runner) pings every runner this often; a killed runner refuses the connection,
 *   fails six pings half a second apart and is marked unhealthy 3–6 s after it died.
 * - `shardLockExpiration` (`SVC_SHARD_LOCK_EXPIRATION`, three health-check intervals): a runner whose heartbeat is
 *   this old is left out of every process's list of runners. That is what drops a dead runner when the health check
 *   ran on it (then nothing pings it until the check's own shard has moved). Shard locks are Postgres advisory locks,
 *   held by the runner's session, so a killed runner's locks go with its connections at once.
 * - `shardLockRefreshInterval`: a third of the expiration, so a runner misses three heartbeats before it is dropped.
 *   The cluster also gives each refresh that long to finish and, when one does not, drops every shard of its own
 *   runner: a runner busy taking over a dead one's accounts on a loaded machine has 3 s, twice the earlier 1.5 s,
 *   before it would give up its own.
 * - `refreshAssignmentsInterval` (`SVC_CLUSTER_REFRESH_INTERVAL`, 1 s; the cluster's default 3 s): how often every
 *   process re-reads the runners (one small query) and so learns that one was dropped and who owns its shards now.
 * - `sendRetryInterval` (250 ms; the cluster's 100 ms): how often a message to a runner that is gone or to a shard
 *   not yet taken over is tried again; every request to a dead runner's accounts waits in this loop until its shard
 *   has moved, so at hundreds of accounts 100 ms was thousands of failed sends a second on the loaded machine.
 * - `entityMessagePollInterval` (500 ms; the cluster's 10 s): the shard acquisition loop retries a shard whose lock
 *   was not free yet this often, and persisted messages a notification missed are read this often.
 * - `entityReplyPollInterval` (200 ms, the cluster's default): replies to persisted messages sent from another node.
 */
export const clusterSettings = (config: AppConfig) => {
  const healthCheck = Duration.max(config.runnerHealthCheckInterval, Duration.millis(200))
  const expiration = Option.getOrElse(config.shardLockExpiration, () => Duration.times(healthCheck, 3))
  return {
    runnerHealthCheckInterval: healthCheck,
    shardLockExpiration: expiration,
    shardLockRefreshInterval: Duration.millis(Math.floor(Duration.toMillis(expiration) / 3)),
    refreshAssignmentsInterval: config.clusterRefreshInterval,
    sendRetryInterval: Duration.millis(250),
    entityMessagePollInterval: Duration.millis(500),
    entityReplyPollInterval: Duration.millis(200)
  }
}

/**
 * A runner (SVC_ROLE=runner): hosts the account actors over the runners' sockets, with shards, runners and
 * persisted messages in Postgres (the `cluster_*` tables the cluster creates itself). The entity is the one the
 * single process runs, unchanged.
 */
export const runnerLayer = Layer.unwrapEffect(Effect.gen(function*() {
  const config = yield* AppConfig
  const settings = clusterSettings(config)
  return Entities.pipe(
    Layer.provideMerge(NodeClusterSocket.layer({
      storage: "sql",
      shardingConfig: { ...settings, runnerAddress: Option.some(RunnerAddress.make(config.runnerHost, config.runnerPort)) }
    })),
    // The actors whose shards this runner holds are called directly by its own HTTP requests (see LocalAccountActors).
    Layer.provideMerge(LocalAccountActors.Default)
  )
}))

/** An API node (SVC_ROLE=api): a client of the runners; it hosts no entity and sends every message to its owner. */
export const clientLayer = Layer.unwrapEffect(Effect.map(AppConfig, (config) =>
  NodeClusterSocket.layer({ clientOnly: true, storage: "sql", shardingConfig: clusterSettings(config) }))).pipe(
    Layer.merge(LocalAccountActors.Default)
  )
