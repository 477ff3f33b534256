import { PgClient } from "@effect/sql-pg"
import type { AccountId, WorkspaceId } from "@svc/domain"
import { Account, type AccountMode, type AccountState, type Environment, type Problem } from "@svc/domain/resources/account"
import type { StateChange } from "@svc/terminal-runtime/account/AccountStore"
import { Effect } from "effect"
import { environmentFromServer } from "./environment.js"

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

    /** Which of `ids` are accounts of the workspace. */
    const existing = (workspaceId: WorkspaceId, ids: ReadonlyArray<AccountId>) =>
      (ids.length === 0
        ? Effect.succeed(new Set<AccountId>())
        : sql<{ id: AccountId }>`select id from accounts where workspace_id = ${workspaceId} and id in ${sql.in(ids)}`.pipe(
          Effect.map((rows) => new Set(rows.map((r) => r.id))),
          Effect.orDie
        )).pipe(Effect.withSpan("AccountsRepo.existing"))

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

    const setMode = (id: AccountId, mode: AccountMode) =>
      sql`update accounts set mode = ${mode} where id = ${id}`.pipe(Effect.asVoid, Effect.orDie)

    /** Any workspace's account: the actor's and the boot's view. `lock`: inside a transaction, hold the row. */
    const load = (id: AccountId, options: { readonly lock: boolean } = { lock: false }) =>
      sql<AccountRow>`select * from accounts where id = ${id} ${options.lock ? sql`for update` : sql``}`.pipe(
        Effect.map((rows) => rows[0]),
        Effect.orDie
      )

    /** The actor's state change onto the row: what `change` leaves undefined keeps its stored value. */
    const recordState = (id: AccountId, before: AccountRow, change: StateChange) => {
      const facts = change.facts
      const server = change.credentials?.what === "server" ? change.credentials.server : undefined
      const password = change.credentials?.what === "password" ? change.credentials.password : undefined
      return sql<AccountRow>`
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
      `.pipe(Effect.map((rows) => rows[0]!), Effect.orDie)
    }

    /** Accounts in `states` (the boot's stale live sessions). */
    const idsInStates = (states: ReadonlyArray<AccountState>) =>
      sql<{ id: AccountId }>`select id from accounts where state in ${sql.in(states)}`.pipe(
        Effect.map((rows) => rows.map((r) => r.id)),
        Effect.orDie
      )

    /**
     * Accounts to bring up at boot: connected, able to log in, and either always_on or holding an order whose
     * outcome is still unconfirmed (every unknown outcome is reconciled, so that account comes up to look in the
     * broker's records).
     */
    const toStartAtBoot = sql<{ id: AccountId }>`
      select a.id from accounts a join account_secrets s on s.account_id = a.id
      where a.disconnected_at is null
        and a.state not in ('invalid_credentials', 'needs_2fa', 'needs_certificate', 'trading_disabled')
        and (a.mode = 'always_on' or exists (
          select 1 from orders o where o.account_id = a.id
            and (o.needs_reconciliation or o.state in ('accepted', 'validating', 'sending'))
        ))
    `.pipe(Effect.map((rows) => rows.map((r) => r.id)), Effect.orDie)

    /** What deleting the account removes with it (the schema cascades to its orders, deals and positions). */
    const removedWith = (id: AccountId) =>
      sql<{ orders: number; deals: number; positions: number }>`
        select
          (select count(*)::int from orders where account_id = ${id}) as orders,
          (select count(*)::int from deals where account_id = ${id}) as deals,
          (select count(*)::int from positions where account_id = ${id}) as positions
      `.pipe(Effect.map((rows) => rows[0]!), Effect.orDie)

    /** Accounts connected now (the plan's allowance counts these; a disconnected account keeps its row). */
    const connectedCount = (workspaceId: WorkspaceId) =>
      sql<{ n: number }>`
        select count(*)::int as n from accounts where workspace_id = ${workspaceId} and disconnected_at is null
      `.pipe(Effect.map((rows) => rows[0]?.n ?? 0), Effect.orDie, Effect.withSpan("AccountsRepo.connectedCount"))

    /** The workspace's accounts in `always_on` mode, moved to `warm_on_demand` (a plan without the feature). */
    const leaveAlwaysOn = (workspaceId: WorkspaceId) =>
      sql<{ id: AccountId }>`
        update accounts set mode = 'warm_on_demand' where workspace_id = ${workspaceId} and mode = 'always_on' returning id
      `.pipe(Effect.map((rows) => rows.map((r) => r.id)), Effect.orDie, Effect.withSpan("AccountsRepo.leaveAlwaysOn"))

    return {
      list, find, existing, findByLogin, insert, reconnect, remove, removedWith, setMode, load, recordState, idsInStates, toStartAtBoot,
      connectedCount, leaveAlwaysOn
    } as const
  })
}) {}
