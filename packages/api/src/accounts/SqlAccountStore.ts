import { SqlClient } from "@effect/sql"
import { AccountStore, type AccountRecord } from "@svc/terminal-runtime/account/AccountStore"
import { Effect, Layer, Option } from "effect"
import { accountStateChanged } from "../events/eventTypes.js"
import { Outbox } from "../events/Outbox.js"
import { SecretStore } from "../secrets/SecretStore.js"
import { AccountsRepo, toAccount, type AccountRow } from "./AccountsRepo.js"

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

/**
 * The actor's account port on Postgres: the accounts table, the secret store and the outbox. It stays in the API
 * beside the repository it uses rather than in a package of its own (a table's SQL would otherwise be split
 * across two packages).
 */
export class SqlAccountStore {
  static readonly layer = Layer.effect(
    AccountStore,
    Effect.gen(function*() {
      const sql = yield* SqlClient.SqlClient
      const accounts = yield* AccountsRepo
      const secrets = yield* SecretStore
      const outbox = yield* Outbox

      return AccountStore.of({
        load: (id) => Effect.map(accounts.load(id), (row) => Option.map(Option.fromNullable(row), toRecord)),
        password: (id) => secrets.get(id),
        record: (id, change) =>
          sql.withTransaction(Effect.gen(function*() {
            const before = yield* accounts.load(id, { lock: true })
            if (before === undefined) return yield* Effect.dieMessage(`account ${id} vanished`)
            const after = yield* accounts.recordState(id, before, change)
            if (change.forgetPassword) yield* secrets.remove(id)
            if (change.credentials?.what === "password") yield* secrets.putSealed(id, change.credentials.password)
            if (change.emit) {
              yield* outbox.append({ workspaceId: after.workspaceId, resourceId: id, ...accountStateChanged(toAccount(after), before.state) })
            }
            return toRecord(after)
          })).pipe(Effect.orDie, Effect.withSpan("AccountStore.record", { attributes: { state: change.state } }))
      })
    })
  ).pipe(Layer.provide([AccountsRepo.Default, SecretStore.Default, Outbox.Default]))
}
