import { Errors, type AccountId, type WorkspaceId } from "@svc/domain"
import { AccountEntity } from "@svc/domain/account/protocol"
import type { AccountMode, AccountStatus, ModeChangeResult, PrepareResult, WarmResult } from "@svc/domain/resources/account"
import { SqlClient } from "@effect/sql"
import { Effect, type Redacted } from "effect"
import { Plans } from "../billing/Plans.js"
import { orSchedulerFailed } from "../actors/clusterErrors.js"
import { StrategiesRepo } from "../copy/StrategiesRepo.js"
import { SecretStore } from "../secrets/SecretStore.js"
import { callerReach, ownedAccount } from "./ownership.js"
import { WorkspacesRepo } from "../workspace/WorkspacesRepo.js"
import { AccountsRepo, toAccount } from "./AccountsRepo.js"

const online = new Set(["ready", "executing"])
const pollUrl = (id: string) => `/v1/accounts/${id}/status`

/** The live side of the account endpoints: each call checks the tenant, then asks the account's actor. */
export class AccountLifecycle extends Effect.Service<AccountLifecycle>()("@svc/api/AccountLifecycle", {
  effect: Effect.gen(function*() {
    const repo = yield* AccountsRepo
    const secrets = yield* SecretStore
    const actor = yield* AccountEntity.client
    const plans = yield* Plans
    const strategies = yield* StrategiesRepo
    const sql = yield* SqlClient.SqlClient
    const workspaces = yield* WorkspacesRepo

    const owned = (workspaceId: WorkspaceId, id: AccountId) =>
      ownedAccount(id, repo.find(workspaceId, id))

    /** `operatorResolved`: a person fixed at the broker what the account needed them for (see the Warm message). */
    const warm = Effect.fn("AccountLifecycle.warm")(function*(
      workspaceId: WorkspaceId,
      id: AccountId,
      options: { readonly operatorResolved: boolean } = { operatorResolved: false }
    ) {
      const row = yield* owned(workspaceId, id)
      if (row.mode === "always_on") yield* plans.requireFeature(workspaceId, "alwaysOn")
      const outcome = yield* orSchedulerFailed(actor(id).Warm({ reason: "warm", operatorResolved: options.operatorResolved }))
      const result: WarmResult = { accountId: id, state: outcome.state, alreadyRunning: outcome.alreadyRunning, pollUrl: pollUrl(id) }
      return result
    })

    const status = Effect.fn("AccountLifecycle.status")(function*(workspaceId: WorkspaceId, id: AccountId) {
      const row = yield* owned(workspaceId, id)
      const result: AccountStatus = {
        accountId: row.id,
        state: row.state,
        stateDetail: row.stateDetail,
        stateChangedAt: row.stateChangedAt,
        problem: row.problem,
        mode: row.mode,
        online: online.has(row.state),
        tradeAllowed: row.tradeAllowed
      }
      return result
    })

    const cool = Effect.fn("AccountLifecycle.cool")(function*(workspaceId: WorkspaceId, id: AccountId) {
      yield* owned(workspaceId, id)
      return yield* orSchedulerFailed(actor(id).Cool())
    })

    const disconnect = Effect.fn("AccountLifecycle.disconnect")(function*(workspaceId: WorkspaceId, id: AccountId) {
      yield* owned(workspaceId, id)
      return yield* orSchedulerFailed(actor(id).Disconnect())
    })

    const changeMode = Effect.fn("AccountLifecycle.changeMode")(function*(workspaceId: WorkspaceId, id: AccountId, mode: AccountMode) {
      yield* owned(workspaceId, id)
      // Checked and written under the workspace's row lock, which a plan change also takes (PlanChanges.assign): a
      // downgrade either sees this account always_on and moves it off, or comes first and this is refused.
      yield* sql.withTransaction(Effect.gen(function*() {
        yield* workspaces.lock(workspaceId)
        if (mode === "always_on") yield* plans.requireFeature(workspaceId, "alwaysOn")
        yield* repo.setMode(id, mode)
      })).pipe(Effect.catchTag("SqlError", Effect.die))
      // Copy trading's hook: a strategy's `masterAlwaysOn` stays false once its master left always_on, until resumed.
      if (mode !== "always_on") yield* strategies.masterLeftAlwaysOn(id)
      yield* orSchedulerFailed(actor(id).Reload())
      const result: ModeChangeResult = { accountId: id, mode, restingState: mode === "always_on" ? "ready" : "standby" }
      return result
    })

    const changePassword = Effect.fn("AccountLifecycle.changePassword")(function*(
      workspaceId: WorkspaceId,
      id: AccountId,
      password: Redacted.Redacted<string>
    ) {
      yield* owned(workspaceId, id)
      // Sealed here, stored by the actor: it refuses while an order is queued, in flight or being confirmed, and
      // otherwise stores the password with the state change (PasswordChanged), after ending a session opened with
      // the old one. A human-needed login state returns to `offline`, ready to warm. Nothing is stored first and
      // taken back, so overlapping changes cannot leave a refused password, or lose an accepted one.
      const sealed = yield* secrets.sealPassword(id, password)
      yield* orSchedulerFailed(actor(id).CredentialsChanged({ what: "password", password: sealed }))
      return toAccount(yield* owned(workspaceId, id))
    })

    const changeServer = Effect.fn("AccountLifecycle.changeServer")(function*(workspaceId: WorkspaceId, id: AccountId, server: string) {
      const row = yield* owned(workspaceId, id)
      const offered = row.problem?.otherServers ?? []
      if (!offered.includes(server)) {
        return yield* new Errors.InvalidRequest({
          message: offered.length === 0
            ? "This account has no other servers on offer; the server can only be switched to one of `problem.otherServers`."
            : `The server must be one of the account's other servers: ${offered.join(", ")}.`,
          details: [{ field: "server", message: "not one of problem.otherServers" }]
        })
      }
      const clash = yield* repo.findByLogin(workspaceId, row.login, server, { lock: false })
      if (clash !== undefined) {
        return yield* new Errors.AccountExists({
          message: "This login is already connected on that server.",
          details: [{ accountId: clash.id }]
        })
      }
      // The actor stores the server (ServerChanged) once it has ended the session on the old one, and moves the
      // account to `offline`; while an order is in flight it refuses, and nothing was stored.
      yield* orSchedulerFailed(actor(id).CredentialsChanged({ what: "server", server }))
      return toAccount(yield* owned(workspaceId, id))
    })

    const prepare = Effect.fn("AccountLifecycle.prepare")(function*(workspaceId: WorkspaceId, ids: ReadonlyArray<string>) {
      const reach = yield* callerReach
      const results = yield* Effect.forEach(ids, (raw) =>
        Effect.gen(function*() {
          const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(raw)
          const row = uuid && reach(raw as AccountId) ? yield* repo.find(workspaceId, raw as AccountId) : undefined
          if (row === undefined) return { accountId: raw, result: "not_found", state: null } satisfies PrepareResult
          const outcome = yield* orSchedulerFailed(actor(row.id).Warm({ reason: "prepare" })).pipe(
            Effect.map((o): PrepareResult => ({ accountId: raw, result: o.alreadyRunning ? "already_running" : "warming", state: o.state })),
            Effect.catchTags({
              NEEDS_OPERATOR: () => Effect.succeed<PrepareResult>({ accountId: raw, result: "needs_operator", state: row.state }),
              NO_SECRET: () => Effect.succeed<PrepareResult>({ accountId: raw, result: "no_secret", state: row.state }),
              ACCOUNT_NOT_FOUND: () => Effect.succeed<PrepareResult>({ accountId: raw, result: "not_found", state: null })
            })
          )
          return outcome
        }), { concurrency: 50 })
      return results
    })

    /** Before a delete: the actor ends the session, or refuses while an order is in flight. */
    const retire = (id: AccountId) => orSchedulerFailed(actor(id).Retire())

    return { warm, status, cool, disconnect, changeMode, changePassword, changeServer, prepare, retire } as const
  }),
  dependencies: [AccountsRepo.Default, SecretStore.Default, Plans.Default, StrategiesRepo.Default, WorkspacesRepo.Default]
}) {}
