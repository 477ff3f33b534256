import { PgClient } from "@effect/sql-pg"
import type { AccountId, WorkspaceId } from "@svc/domain"
import { Account, type AccountMode, type AccountState, type Environment, type Problem } from "@svc/domain/resources/account"
import { Effect } from "effect"

export interface AccountRow {
  readonly id: AccountId
  readonly workspaceId: WorkspaceId
  readonly platform: string
  readonly label: string | null
  readonly login: string
  readonly server: string
  readonly mode: AccountMode
  readonly state: AccountState
  readonly stateDetail: string | null
  readonly stateChangedAt: Date
  readonly problem: Problem | null
  readonly currency: string | null
  readonly leverage: number | null
  readonly marginMode: string | null
  readonly tradeAllowed: boolean | null
  readonly brokerName: string | null
  readonly environment: Environment | null
  readonly tradingDisabled: boolean
  readonly disconnectedAt: Date | null
  readonly createdAt: Date
}

export const toAccount = (row: AccountRow): Account =>
  new Account({
    id: row.id,
    label: row.label,
    login: row.login,
    server: row.server,
    mode: row.mode,
    state: row.state,
    stateDetail: row.stateDetail,
    stateChangedAt: row.stateChangedAt,
    problem: row.problem,
    currency: row.currency,
    leverage: row.leverage,
    marginMode: row.marginMode,
    tradeAllowed: row.tradeAllowed,
    brokerName: row.brokerName,
    environment: row.environment,
    tradingDisabled: row.tradingDisabled,
    createdAt: row.createdAt
  }, true)

export class AccountsRepo extends Effect.Service<AccountsRepo>()("@svc/api/AccountsRepo", {
  effect: Effect.gen(function*() {
    const sql = yield* PgClient.PgClient

    const list = (workspaceId: WorkspaceId) =>
      sql<AccountRow>`
        select * from accounts where workspace_id = ${workspaceId} order by created_at desc, id desc
      `.pipe(Effect.orDie, Effect.withSpan("AccountsRepo.list"))

    const find = (workspaceId: WorkspaceId, id: AccountId) =>
      sql<AccountRow>`select * from accounts where id = ${id} and workspace_id = ${workspaceId}`.pipe(
        Effect.map((rows) => rows[0]),
        Effect.orDie,
        Effect.withSpan("AccountsRepo.find")
      )

    /** `lock`: inside a transaction, hold the row (connect decides between 409 and reconnecting on it). */
    const findByLogin = (workspaceId: WorkspaceId, login: string, server: string, options: { readonly lock: boolean }) =>
      sql<AccountRow>`
        select * from accounts where workspace_id = ${workspaceId} and login = ${login} and server = ${server}
        ${options.lock ? sql`for update` : sql``}
      `.pipe(Effect.map((rows) => rows[0]), Effect.orDie)

    const insert = (row: Omit<AccountRow, "createdAt" | "disconnectedAt">) =>
      sql<AccountRow>`
        insert into accounts ${sql.insert({ ...row, problem: row.problem === null ? null : sql.json(row.problem) })}
        on conflict (workspace_id, login, server) do nothing
        returning *
      `.pipe(Effect.map((rows) => rows[0]), Effect.orDie, Effect.withSpan("AccountsRepo.insert"))

    const reconnect = (id: AccountId, fields: { mode: AccountMode; label: string | null | undefined }) =>
      sql<AccountRow>`
        update accounts set
          mode = ${fields.mode},
          label = ${fields.label === undefined ? sql`label` : fields.label},
          disconnected_at = null,
          problem = null,
          state_detail = 'Reconnected with a new password; warm the account to bring it online.',
          state_changed_at = now()
        where id = ${id}
        returning *
      `.pipe(Effect.map((rows) => rows[0]!), Effect.orDie, Effect.withSpan("AccountsRepo.reconnect"))

    const remove = (workspaceId: WorkspaceId, id: AccountId) =>
      sql`delete from accounts where id = ${id} and workspace_id = ${workspaceId}`.pipe(
        Effect.orDie,
        Effect.withSpan("AccountsRepo.remove")
      )

    return { list, find, findByLogin, insert, reconnect, remove } as const
  })
}) {}
