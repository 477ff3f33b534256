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
 * The cluster's settings shared by runners and API nodes. Runners check each other every
 * `SVC_RUNNER_HEALTH_CHECK_INTERVAL`; a shard lock lives three of those intervals, so a runner that stops answering
 * (or whose database session dies with it) loses its shards to the others within about three intervals, instead of
 * the cluster's defaults (a minute between checks) that measured 30–38 s before accounts answered elsewhere.
 */
const clusterSettings = Effect.map(AppConfig, (config) => {
  const interval = Duration.toMillis(config.runnerHealthCheckInterval)
  return {
    runnerHealthCheckInterval: Duration.millis(interval),
    shardLockRefreshInterval: Duration.millis(Math.max(500, Math.floor(interval / 2))),
    shardLockExpiration: Duration.millis(interval * 3),
    // Messages are polled from storage this often when a notification was missed (another node sent them).
    entityMessagePollInterval: Duration.millis(500),
    entityReplyPollInterval: Duration.millis(200),
    refreshAssignmentsInterval: Duration.millis(Math.min(interval, 3000))
  }
})

/**
 * A runner (SVC_ROLE=runner): hosts the account actors over the runners' sockets, with shards, runners and
 * persisted messages in Postgres (the `cluster_*` tables the cluster creates itself). The entity is the one the
 * single process runs, unchanged.
 */
export const runnerLayer = Layer.unwrapEffect(Effect.gen(function*() {
  const config = yield* AppConfig
  const settings = yield* clusterSettings
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
export const clientLayer = Layer.unwrapEffect(Effect.map(clusterSettings, (settings) =>
  NodeClusterSocket.layer({ clientOnly: true, storage: "sql", shardingConfig: settings }))).pipe(
    Layer.merge(LocalAccountActors.Default)
  )
