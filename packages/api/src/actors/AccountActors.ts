import { SingleRunner } from "@effect/cluster"
import { AccountEntity } from "@svc/domain/account/protocol"
import { makeAccountActor } from "@svc/terminal-runtime/account/AccountActor"
import { RuntimeSettings } from "@svc/terminal-runtime/account/RuntimeSettings"
import { SessionOpener } from "@svc/terminal-runtime/account/SessionOpener"
import { Duration, Effect, Layer } from "effect"
import { AppConfig } from "../config.js"

const Settings = Layer.effect(
  RuntimeSettings,
  Effect.map(AppConfig, (config) => ({ ...RuntimeSettings.defaultValue(), idleWindow: config.idleWindow }))
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
export const layer = (options: { readonly simulateRemoteSerialization?: boolean } = {}) =>
  AccountEntity.toLayer(makeAccountActor, { concurrency: "unbounded", maxIdleTime: Duration.days(3650) }).pipe(
    Layer.provide(SessionOpener.Default),
    Layer.provide(Settings),
    Layer.provideMerge(SingleRunner.layer({
      runnerStorage: "memory",
      shardingConfig: { simulateRemoteSerialization: options.simulateRemoteSerialization ?? false }
    }))
  )
