import { PgClient } from "@effect/sql-pg"
import type { AccountId } from "@svc/domain"
import { AccountEntity } from "@svc/domain/account/protocol"
import { AccountStore } from "@svc/terminal-runtime/account/AccountStore"
import { Effect, Layer } from "effect"

/** States that only make sense while this process holds a live session. */
const live = ["provisioning", "starting", "connecting", "synchronizing", "ready", "executing", "reconnecting", "degraded", "cooling"]

/**
 * After a restart no session survives. Accounts the database still shows as live rest in `standby` with a
 * truthful `stateDetail`; then every always_on account that can log in is brought back up by its actor.
 * (Single runner: with several runners this would belong to the shard owner; see DESIGN §5.)
 */
export const BootLive = Layer.effectDiscard(
  Effect.gen(function*() {
    const sql = yield* PgClient.PgClient
    const store = yield* AccountStore
    const actor = yield* AccountEntity.client

    const stale = yield* sql<{ id: AccountId }>`select id from accounts where state in ${sql.in(live)}`.pipe(Effect.orDie)
    yield* Effect.forEach(stale, ({ id }) =>
      store.record(id, {
        state: "standby",
        stateDetail: "The service restarted; the session ended. Warm the account to bring it online.",
        emit: true
      }), { concurrency: 10, discard: true })

    // always_on accounts, and any account with an order whose outcome is still unconfirmed: every unknown outcome
    // is reconciled, so that account comes up to look in the broker's records.
    const alwaysOn = yield* sql<{ id: AccountId }>`
      select a.id from accounts a join account_secrets s on s.account_id = a.id
      where a.disconnected_at is null
        and a.state not in ('invalid_credentials', 'needs_2fa', 'needs_certificate', 'trading_disabled')
        and (a.mode = 'always_on' or exists (
          select 1 from orders o where o.account_id = a.id
            and (o.needs_reconciliation or o.state in ('accepted', 'validating', 'sending'))
        ))
    `.pipe(Effect.orDie)
    yield* Effect.forEach(alwaysOn, ({ id }) =>
      actor(id).Warm({ reason: "always_on" }).pipe(
        Effect.catchAll((e) => Effect.logWarning(`account ${id} did not start at boot: ${e._tag}`))
      ), { concurrency: 50, discard: true }).pipe(Effect.forkDaemon)
    if (stale.length + alwaysOn.length > 0) {
      yield* Effect.logInfo(`boot: ${stale.length} stale sessions put to standby, ${alwaysOn.length} accounts starting`)
    }
  })
)
