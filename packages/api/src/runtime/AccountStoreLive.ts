import { PgClient } from "@effect/sql-pg"
import { Account } from "@svc/domain/resources/account"
import { AccountStore, type AccountRecord } from "@svc/terminal-runtime/account/AccountStore"
import { Effect, Layer, Option, Schema } from "effect"
import type { AccountRow } from "../accounts/AccountsRepo.js"
import { toAccount } from "../accounts/AccountsRepo.js"
import { environmentFromServer } from "../accounts/environment.js"
import { Outbox } from "../events/Outbox.js"
import { SecretStore } from "../secrets/SecretStore.js"

const toRecord = (row: AccountRow): AccountRecord => ({
  id: row.id,
  workspaceId: row.workspaceId,
  login: row.login,
  server: row.server,
  mode: row.mode,
  state: row.state,
  stateDetail: row.stateDetail,
  problem: row.problem,
  tradingDisabled: row.tradingDisabled,
  disconnected: row.disconnectedAt !== null
})

const encodeAccount = Schema.encodeSync(Account)

/** The actor's persistence, on the accounts table, the secret store and the outbox. */
export const AccountStoreLive = Layer.effect(
  AccountStore,
  Effect.gen(function*() {
    const sql = yield* PgClient.PgClient
    const secrets = yield* SecretStore
    const outbox = yield* Outbox

    return AccountStore.of({
      load: (id) =>
        sql<AccountRow>`select * from accounts where id = ${id}`.pipe(
          Effect.map((rows) => Option.map(Option.fromNullable(rows[0]), toRecord)),
          Effect.orDie
        ),
      password: (id) => secrets.get(id),
      record: (id, change) =>
        sql.withTransaction(Effect.gen(function*() {
          const before = (yield* sql<AccountRow>`select * from accounts where id = ${id} for update`)[0]
          if (before === undefined) return yield* Effect.dieMessage(`account ${id} vanished`)
          const facts = change.facts
          const server = change.credentials?.what === "server" ? change.credentials.server : undefined
          const password = change.credentials?.what === "password" ? change.credentials.password : undefined
          const rows = yield* sql<AccountRow>`
            update accounts set
              state = ${change.state},
              state_detail = ${change.stateDetail},
              state_changed_at = ${change.state === before.state ? sql`state_changed_at` : sql`now()`},
              problem = ${change.problem === undefined ? sql`problem` : change.problem === null ? null : sql.json(change.problem)},
              currency = ${facts ? facts.currency : sql`currency`},
              leverage = ${facts ? facts.leverage : sql`leverage`},
              margin_mode = ${facts ? facts.marginMode : sql`margin_mode`},
              trade_allowed = ${facts ? facts.tradeAllowed : sql`trade_allowed`},
              broker_name = ${facts ? facts.brokerName : sql`broker_name`},
              environment = ${facts ? facts.environment : server !== undefined ? environmentFromServer(server) : sql`environment`},
              server = ${server ?? sql`server`},
              disconnected_at = ${change.forgetPassword ? sql`now()` : password !== undefined ? null : sql`disconnected_at`}
            where id = ${id}
            returning *
          `
          const after = rows[0]!
          if (change.forgetPassword) yield* secrets.remove(id)
          if (password !== undefined) yield* secrets.putSealed(id, password)
          if (change.emit) {
            yield* outbox.append({
              workspaceId: after.workspaceId,
              type: "account.state_changed",
              resourceId: id,
              payload: { ...encodeAccount(toAccount(after)), previousState: before.state }
            })
          }
          return toRecord(after)
        })).pipe(Effect.orDie, Effect.withSpan("AccountStore.record", { attributes: { state: change.state } }))
    })
  })
)
