import { AccountEntity } from "@svc/domain/account/protocol"
import type { AccountState } from "@svc/domain/resources/account"
import { AccountStore } from "@svc/terminal-runtime/account/AccountStore"
import { Effect, Layer } from "effect"
import { AccountsRepo } from "./AccountsRepo.js"

/** States that only make sense while this process holds a live session. */
export const liveStates: ReadonlyArray<AccountState> = [
  "provisioning", "starting", "connecting", "synchronizing", "ready", "executing", "reconnecting", "degraded", "cooling"
]

/**
 * After a restart no session survives. Accounts the database still shows as live rest in `standby` with a
 * truthful `stateDetail`; then every always_on account that can log in is brought back up by its actor.
 * (Single runner: with several runners this would belong to the shard owner; see DESIGN §5.)
 */
export const BootLive = Layer.effectDiscard(
  Effect.gen(function*() {
    const accounts = yield* AccountsRepo
    const store = yield* AccountStore
    const actor = yield* AccountEntity.client

    const stale = yield* accounts.idsInStates(liveStates)
    yield* Effect.forEach(stale, (id) =>
      store.record(id, {
        state: "standby",
        stateDetail: "The service restarted; the session ended. Warm the account to bring it online.",
        emit: true
      }), { concurrency: 10, discard: true })

    const starting = yield* accounts.toStartAtBoot
    yield* Effect.forEach(starting, (id) =>
      actor(id).Warm({ reason: "always_on" }).pipe(
        Effect.catchAll((e) => Effect.logWarning(`account ${id} did not start at boot: ${e._tag}`))
      ), { concurrency: 50, discard: true }).pipe(Effect.forkDaemon)
    if (stale.length + starting.length > 0) {
      yield* Effect.logInfo(`boot: ${stale.length} stale sessions put to standby, ${starting.length} accounts starting`)
    }
  })
).pipe(Layer.provide(AccountsRepo.Default))
