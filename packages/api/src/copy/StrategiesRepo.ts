import { PgClient } from "@effect/sql-pg"
import type { AccountId, CopyStrategyId, WorkspaceId } from "@svc/domain"
import type { CopyStrategy, StrategyStatus } from "@svc/domain/resources/copy"
import { Effect } from "effect"

export interface StrategyRow {
  readonly id: CopyStrategyId
  readonly workspaceId: WorkspaceId
  readonly accountId: AccountId
  readonly name: string
  readonly status: StrategyStatus
  readonly masterAlwaysOn: boolean
  readonly createdAt: Date
  readonly updatedAt: Date
}

/** A strategy row with what is read beside it: its followers now and whether its master is still always on. */
interface StrategyView extends StrategyRow {
  readonly followers: number
  readonly masterModeAlwaysOn: boolean | null
}

export const toStrategy = (r: StrategyView): CopyStrategy => ({
  id: r.id,
  accountId: r.accountId,
  name: r.name,
  status: r.status,
  // The stored flag is cleared by the mode change; the mode as it is now covers a change whose clearing was lost.
  masterAlwaysOn: r.masterAlwaysOn && r.masterModeAlwaysOn === true,
  followers: Number(r.followers),
  createdAt: r.createdAt,
  updatedAt: r.updatedAt
})

/** The copy_strategies table: every statement on it. */
export class StrategiesRepo extends Effect.Service<StrategiesRepo>()("@svc/api/copy/StrategiesRepo", {
  effect: Effect.gen(function*() {
    const sql = yield* PgClient.PgClient

    /** The workspace's strategy `id`, or (null) every strategy not archived. */
    const view = (workspaceId: WorkspaceId, id: CopyStrategyId | null) =>
      sql<StrategyView>`
        select s.*,
          (select count(*)::int from copy_subscriptions c
            where c.strategy_id = s.id and c.status in ('active', 'close_only')) as followers,
          (select a.mode = 'always_on' from accounts a where a.id = s.account_id) as master_mode_always_on
        from copy_strategies s
        where s.workspace_id = ${workspaceId} and ${id === null ? sql`s.status <> 'archived'` : sql`s.id = ${id}`}
        order by s.created_at, s.id`.pipe(Effect.orDie, Effect.map((rows) => rows.map(toStrategy)))

    const get = (workspaceId: WorkspaceId, id: CopyStrategyId) =>
      view(workspaceId, id).pipe(Effect.map((r) => r[0]), Effect.withSpan("StrategiesRepo.get"))

    const list = (workspaceId: WorkspaceId) =>
      view(workspaceId, null).pipe(Effect.withSpan("StrategiesRepo.list"))

    /** The new strategy, or undefined when the account is already the master of one that is not archived. */
    const insert = (row: Omit<StrategyRow, "createdAt" | "updatedAt">) =>
      sql<{ id: CopyStrategyId }>`
        insert into copy_strategies ${sql.insert({ ...row })}
        on conflict (account_id) where status <> 'archived' do nothing
        returning id`.pipe(Effect.orDie, Effect.map((r) => r[0]?.id), Effect.withSpan("StrategiesRepo.insert"))

    const update = (
      workspaceId: WorkspaceId,
      id: CopyStrategyId,
      fields: { readonly name?: string; readonly status?: StrategyStatus; readonly masterAlwaysOn?: boolean }
    ) =>
      sql`
        update copy_strategies set
          name = coalesce(${fields.name ?? null}, name),
          copy_from = case when ${fields.status ?? null} = 'active' and status <> 'active' then now() else copy_from end,
          status = coalesce(${fields.status ?? null}, status),
          master_always_on = coalesce(${fields.masterAlwaysOn ?? null}, master_always_on),
          updated_at = now()
        where workspace_id = ${workspaceId} and id = ${id} and status <> 'archived'`.pipe(Effect.orDie, Effect.asVoid, Effect.withSpan("StrategiesRepo.update"))

    /**
     * Archives the strategy unless a subscription copies it (active or close_only), checked in the same statement so
     * a subscription resumed meanwhile cannot slip past. Answers whether it was archived.
     */
    const archive = (workspaceId: WorkspaceId, id: CopyStrategyId) =>
      sql<{ id: CopyStrategyId }>`
        update copy_strategies s set status = 'archived', updated_at = now()
        where s.workspace_id = ${workspaceId} and s.id = ${id} and s.status <> 'archived'
          and not exists (select 1 from copy_subscriptions c where c.strategy_id = s.id and c.status in ('active', 'close_only'))
        returning s.id`.pipe(Effect.orDie, Effect.map((r) => r.length > 0), Effect.withSpan("StrategiesRepo.archive"))

    /** The master account's mode now, when it is an account of the workspace. */
    const accountMode = (workspaceId: WorkspaceId, accountId: AccountId) =>
      sql<{ mode: string }>`select mode from accounts where workspace_id = ${workspaceId} and id = ${accountId}`.pipe(
        Effect.orDie,
        Effect.map((r) => r[0]?.mode)
      )

    /** The master left `always_on`: its strategies say so until a resume takes its mode as it is then. */
    const masterLeftAlwaysOn = (accountId: AccountId) =>
      sql`
        update copy_strategies set master_always_on = false, updated_at = now()
        where account_id = ${accountId} and master_always_on and status <> 'archived'`.pipe(
        Effect.orDie,
        Effect.asVoid,
        Effect.withSpan("StrategiesRepo.masterLeftAlwaysOn")
      )

    return { get, list, insert, update, archive, accountMode, masterLeftAlwaysOn } as const
  })
}) {}
