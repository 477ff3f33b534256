import { SqlClient } from "@effect/sql"
import { Errors, type AccountId, type WorkspaceId } from "@svc/domain"
import type { ConnectAccount } from "@svc/domain/api/accounts"
import { ReconnectedAccount, type Account, type AccountDeletion } from "@svc/domain/resources/account"
import { Effect } from "effect"
import { randomUUID } from "node:crypto"
import { Plans } from "../billing/Plans.js"
import { SecretStore } from "../secrets/SecretStore.js"
import { AlertHooksRepo } from "../alertHooks/AlertHooksRepo.js"
import { WavesRepo } from "../waves/WavesRepo.js"
import { WorkspacesRepo } from "../workspace/WorkspacesRepo.js"
import { AccountsRepo, toAccount } from "./AccountsRepo.js"
import { environmentFromServer } from "./environment.js"
import { keepReachable, ownedAccount, reachableIds } from "./ownership.js"

export { accountNotFound } from "./ownership.js"

export class Accounts extends Effect.Service<Accounts>()("@svc/api/Accounts", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const repo = yield* AccountsRepo
    const waves = yield* WavesRepo
    const secrets = yield* SecretStore
    const alertHooks = yield* AlertHooksRepo
    const plans = yield* Plans
    const workspaces = yield* WorkspacesRepo

    const list = Effect.fn("Accounts.list")(function*(workspaceId: WorkspaceId) {
      return (yield* keepReachable(yield* repo.list(workspaceId), (row) => row.id)).map(toAccount)
    })

    const get = Effect.fn("Accounts.get")(function*(workspaceId: WorkspaceId, id: AccountId) {
      return toAccount(yield* ownedAccount(id, repo.find(workspaceId, id)))
    })

    /** Stores the account and its encrypted password in one transaction; never logs in. */
    const connect = Effect.fn("Accounts.connect")(function*(
      workspaceId: WorkspaceId,
      body: typeof ConnectAccount.Type
    ) {
      // A key narrowed to accounts could not see an account it connected, nor may it learn of the others.
      if ((yield* reachableIds) !== null) {
        return yield* new Errors.KeyLimitExceeded({
          message: "This key is narrowed to some accounts; it cannot connect accounts. Use a key for every account."
        })
      }
      // Connects of one workspace take its row in turn, so two at once cannot both take the last allowed slot; an
      // always_on account is checked against the plan under the same lock a plan change takes, so a downgrade
      // cannot slip between the check and the write.
      const withinConnectedAllowance = workspaces.lock(workspaceId).pipe(
        Effect.zipRight(body.mode === "always_on" ? plans.requireFeature(workspaceId, "alwaysOn") : Effect.void),
        Effect.zipRight(plans.requireAllowance(workspaceId, "accountsConnected"))
      )
      return yield* sql.withTransaction(Effect.gen(function*() {
        const existing = yield* repo.findByLogin(workspaceId, body.login, body.server, { lock: true })
        if (existing !== undefined) {
          if (existing.disconnectedAt === null) {
            return yield* new Errors.AccountExists({
              message: "This login and server are already connected; change the password with the password endpoint.",
              details: [{ accountId: existing.id }]
            })
          }
          yield* withinConnectedAllowance
          yield* secrets.put(existing.id, body.password)
          const row = yield* repo.reconnect(existing.id, { mode: body.mode, label: body.label })
          return new ReconnectedAccount(toAccount(row)) as Account | ReconnectedAccount
        }
        yield* withinConnectedAllowance
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
      retire: Effect.Effect<void, Errors.AccountExecuting | Errors.SchedulerFailed | Errors.RuntimeUnavailable>
    ) {
      const row = yield* ownedAccount(id, repo.find(workspaceId, id))
      if (row.state === "executing") {
        return yield* new Errors.AccountExecuting({
          message: "An order is in flight on this account; deleting now would lose its outcome. Retry once it settles.",
          details: [{ accountId: id }]
        })
      }
      const inWaves = yield* waves.unfinishedWith(id)
      if (inWaves.length > 0) {
        return yield* new Errors.AccountInWave({
          message: "A multi-account order including this account has not finished; delete it once the wave settles (or cancel the wave).",
          details: [{ accountId: id, waveIds: inWaves }]
        })
      }
      const counts = yield* repo.removedWith(id)
      // "Open positions found at last look": the positions snapshot.
      if (counts.positions > 0 && !force) {
        return yield* new Errors.AccountHasPositions({
          message: `The account had ${counts.positions} open position(s) at the last look; close them first, or delete with force=true (they stay open at the broker).`,
          details: [{ accountId: id, positions: counts.positions }]
        })
      }
      yield* retire
      // Alert hooks stop sending to it (spec); one left with no account is switched off.
      const alertHooksUpdated = yield* alertHooks.removeAccount(id)
      yield* repo.remove(workspaceId, id)
      const result: AccountDeletion = {
        accountId: id,
        deleted: true,
        removed: { orders: counts.orders, deals: counts.deals, positions: counts.positions, alertHooksUpdated }
      }
      return result
    })

    return { list, get, connect, remove } as const
  }),
  dependencies: [AccountsRepo.Default, SecretStore.Default, WavesRepo.Default, AlertHooksRepo.Default, Plans.Default, WorkspacesRepo.Default]
}) {}
