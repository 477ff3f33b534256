import { AccountEntity } from "@svc/domain/account/protocol"
import { Duration, Effect, Schedule } from "effect"
import { AppConfig } from "../config.js"
import { AccountsRepo } from "./AccountsRepo.js"
import { liveStates } from "./Boot.js"

/**
 * The cluster's upkeep of accounts that must stay up (a cluster singleton on the runners): an entity starts on a
 * runner only when a message reaches it, so after a runner dies nothing would bring its always_on accounts (or
 * those with orders to confirm) back on their new owners. Every health-check interval each such account is told to
 * warm; an actor that is already up takes that as a no-op, one whose shard just moved starts there and confirms
 * the orders the dead runner left. In one process the boot does this once (BootLive): nothing moves there.
 */
export class AccountKeeper {
  static readonly run = Effect.gen(function*() {
    const accounts = yield* AccountsRepo
    const actor = yield* AccountEntity.client
    const config = yield* AppConfig
    const pass = Effect.gen(function*() {
      // Also the accounts the database shows online: one whose runner died shows so until its actor starts again,
      // which then reconnects it (resumeAfterRestart), as the single process's boot brings stale sessions back.
      const ids = [...new Set([...(yield* accounts.toStartAtBoot), ...(yield* accounts.idsInStates(liveStates))])]
      yield* Effect.forEach(ids, (id) =>
        actor(id).Warm({ reason: "always_on" }).pipe(
          // One account's failure (its runner away mid-move, bad credentials) is the next pass's to retry.
          Effect.catchAllCause((cause) => Effect.logDebug(`account keeper: ${id} did not warm`, cause))
        ), { concurrency: 50, discard: true })
    }).pipe(Effect.catchAllCause((cause) => Effect.logWarning("account keeper: a pass failed", cause)))
    yield* pass.pipe(Effect.repeat(Schedule.spaced(Duration.max(config.runnerHealthCheckInterval, Duration.seconds(1)))))
  }).pipe(Effect.provide(AccountsRepo.Default))
}
