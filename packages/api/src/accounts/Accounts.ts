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
        const existing = yield* repo.findByLogin(workspaceId, body.login, body.server, { lock: true })
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
          const winner = yield* repo.findByLogin(workspaceId, body.login, body.server, { lock: true })
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
      force: boolean,
      /** Ends the live side once the checks pass (the actor refuses while an order is in flight). */
      retire: Effect.Effect<void, Errors.AccountExecuting | Errors.SchedulerFailed>
    ) {
      const row = yield* repo.find(workspaceId, id)
      if (row === undefined) return yield* accountNotFound(id)
      if (row.state === "executing") {
        return yield* new Errors.AccountExecuting({
          message: "An order is in flight on this account; deleting now would lose its outcome. Retry once it settles.",
          details: [{ accountId: id }]
        })
      }
      const counts = (yield* sql<{ orders: number; deals: number; positions: number }>`
        select
          (select count(*)::int from orders where account_id = ${id}) as orders,
          (select count(*)::int from deals where account_id = ${id}) as deals,
          (select count(*)::int from positions where account_id = ${id}) as positions
      `.pipe(Effect.orDie))[0]!
      // "Open positions found at last look": the positions snapshot.
      if (counts.positions > 0 && !force) {
        return yield* new Errors.AccountHasPositions({
          message: `The account had ${counts.positions} open position(s) at the last look; close them first, or delete with force=true (they stay open at the broker).`,
          details: [{ accountId: id, positions: counts.positions }]
        })
      }
      yield* retire
      yield* repo.remove(workspaceId, id)
      const result: AccountDeletion = {
        accountId: id,
        deleted: true,
        removed: { orders: counts.orders, deals: counts.deals, positions: counts.positions }
      }
      return result
    })

    return { list, get, connect, remove } as const
  }),
  dependencies: [AccountsRepo.Default, SecretStore.Default]
}) {}
