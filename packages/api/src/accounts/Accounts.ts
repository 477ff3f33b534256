import { SqlClient } from "@effect/sql"
import { Errors, type AccountId, type WorkspaceId } from "@svc/domain"
import type { ConnectAccount } from "@svc/domain/api/accounts"
import { ReconnectedAccount, type Account, type AccountDeletion } from "@svc/domain/resources/account"
import { Effect } from "effect"
import { randomUUID } from "node:crypto"
import { SecretStore } from "../secrets/SecretStore.js"
import { AccountsRepo, toAccount } from "./AccountsRepo.js"
import { environmentFromServer } from "./environment.js"

export const accountNotFound = (id: string) =>
  new Errors.AccountNotFound({ message: `No account ${id} in this workspace.`, details: [{ accountId: id }] })

export class Accounts extends Effect.Service<Accounts>()("@svc/api/Accounts", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const repo = yield* AccountsRepo
    const secrets = yield* SecretStore

    const list = Effect.fn("Accounts.list")(function*(workspaceId: WorkspaceId) {
      return (yield* repo.list(workspaceId)).map(toAccount)
    })

    const get = Effect.fn("Accounts.get")(function*(workspaceId: WorkspaceId, id: AccountId) {
      const row = yield* repo.find(workspaceId, id)
      if (row === undefined) return yield* accountNotFound(id)
      return toAccount(row)
    })

    /** Stores the account and its encrypted password in one transaction; never logs in. */
    const connect = Effect.fn("Accounts.connect")(function*(
      workspaceId: WorkspaceId,
      body: typeof ConnectAccount.Type
    ) {
      return yield* sql.withTransaction(Effect.gen(function*() {
        const existing = yield* repo.findByLogin(workspaceId, body.login, body.server)
        if (existing !== undefined) {
          if (existing.disconnectedAt === null) {
            return yield* new Errors.AccountExists({
              message: "This login and server are already connected; change the password with the password endpoint.",
              details: [{ accountId: existing.id }]
            })
          }
          yield* secrets.put(existing.id, body.password)
          const row = yield* repo.reconnect(existing.id, { mode: body.mode, label: body.label })
          return new ReconnectedAccount(toAccount(row)) as Account | ReconnectedAccount
        }
        const id = randomUUID() as AccountId
        const inserted = yield* repo.insert({
          id,
          workspaceId,
          platform: body.platform,
          label: body.label ?? null,
          login: body.login,
          server: body.server,
          mode: body.mode,
          state: "created",
          stateDetail: null,
          stateChangedAt: new Date(),
          problem: null,
          currency: null,
          leverage: null,
          marginMode: null,
          tradeAllowed: null,
          brokerName: null,
          environment: environmentFromServer(body.server),
          tradingDisabled: false
        })
        // A concurrent connect of the same login won the race: answer as if it had come first.
        if (inserted === undefined) {
          const winner = yield* repo.findByLogin(workspaceId, body.login, body.server)
          return yield* new Errors.AccountExists({
            message: "This login and server are already connected; change the password with the password endpoint.",
            details: winner === undefined ? [] : [{ accountId: winner.id }]
          })
        }
        yield* secrets.put(id, body.password)
        return toAccount(inserted) as Account | ReconnectedAccount
      })).pipe(Effect.catchTag("SqlError", (e) => Effect.die(e)))
    })

    const remove = Effect.fn("Accounts.remove")(function*(
      workspaceId: WorkspaceId,
      id: AccountId,
      _force: boolean
    ) {
      const row = yield* repo.find(workspaceId, id)
      if (row === undefined) return yield* accountNotFound(id)
      if (row.state === "executing") {
        return yield* new Errors.AccountExecuting({
          message: "An order is in flight on this account; deleting now would lose its outcome. Retry once it settles.",
          details: [{ accountId: id }]
        })
      }
      yield* repo.remove(workspaceId, id)
      const result: AccountDeletion = {
        accountId: id,
        deleted: true,
        removed: { orders: 0, deals: 0, positions: 0, alertHooksUpdated: 0 }
      }
      return result
    })

    return { list, get, connect, remove } as const
  }),
  dependencies: [AccountsRepo.Default, SecretStore.Default]
}) {}
