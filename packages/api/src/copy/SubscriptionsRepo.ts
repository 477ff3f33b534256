import { PgClient } from "@effect/sql-pg"
import type { AccountId, CopyStrategyId, CopySubscriptionId, WorkspaceId } from "@svc/domain"
import {
  type CloseOnlyReason, SubscriptionSettings, type CopySubscription, type StoppedReason, type SubscriptionStatus
} from "@svc/domain/resources/copy"
import { Effect, Schema } from "effect"
import { jsonParam } from "../db/preparedStatement.js"

export interface SubscriptionRow {
  readonly id: CopySubscriptionId
  readonly strategyId: CopyStrategyId
  readonly workspaceId: WorkspaceId
  readonly accountId: AccountId
  readonly status: SubscriptionStatus
  readonly stoppedReason: StoppedReason | null
  readonly closeOnlyReason: CloseOnlyReason | null
  readonly settings: unknown
  readonly createdAt: Date
  readonly updatedAt: Date
}

const decodeSettings = Schema.decodeUnknownSync(SubscriptionSettings)
const encodeSettings = Schema.encodeSync(SubscriptionSettings)

export const toSubscription = (r: SubscriptionRow): CopySubscription => ({
  id: r.id,
  strategyId: r.strategyId,
  accountId: r.accountId,
  status: r.status,
  stoppedReason: r.stoppedReason,
  closeOnlyReason: r.status === "close_only" ? r.closeOnlyReason : null,
  ...decodeSettings(r.settings),
  createdAt: r.createdAt,
  updatedAt: r.updatedAt
})

/** The copy_subscriptions table: every statement on it. */
export class SubscriptionsRepo extends Effect.Service<SubscriptionsRepo>()("@svc/api/copy/SubscriptionsRepo", {
  effect: Effect.gen(function*() {
    const sql = yield* PgClient.PgClient

    const get = (workspaceId: WorkspaceId, strategyId: CopyStrategyId, id: CopySubscriptionId) =>
      sql<SubscriptionRow>`
        select * from copy_subscriptions
        where workspace_id = ${workspaceId} and strategy_id = ${strategyId} and id = ${id}`.pipe(
        Effect.orDie,
        Effect.map((r) => r[0] === undefined ? undefined : toSubscription(r[0])),
        Effect.withSpan("SubscriptionsRepo.get")
      )

    /** A strategy's subscriptions, removed ones aside. */
    const list = (workspaceId: WorkspaceId, strategyId: CopyStrategyId) =>
      sql<SubscriptionRow>`
        select * from copy_subscriptions
        where workspace_id = ${workspaceId} and strategy_id = ${strategyId} and stopped_reason is distinct from 'removed'
        order by created_at, id`.pipe(Effect.orDie, Effect.map((r) => r.map(toSubscription)), Effect.withSpan("SubscriptionsRepo.list"))

    /** The new subscription, or undefined when the follower already subscribes to the strategy. */
    const insert = (row: {
      readonly id: CopySubscriptionId
      readonly strategyId: CopyStrategyId
      readonly workspaceId: WorkspaceId
      readonly accountId: AccountId
      readonly status: SubscriptionStatus
      readonly settings: SubscriptionSettings
    }) =>
      sql<{ id: CopySubscriptionId }>`
        insert into copy_subscriptions ${sql.insert({ ...row, stoppedReason: null, settings: jsonParam(encodeSettings(row.settings)) })}
        on conflict (strategy_id, account_id) where stopped_reason is distinct from 'removed' do nothing
        returning id`.pipe(Effect.orDie, Effect.map((r) => r[0]?.id), Effect.withSpan("SubscriptionsRepo.insert"))

    const update = (
      id: CopySubscriptionId,
      fields: {
        readonly status: SubscriptionStatus
        readonly stoppedReason: StoppedReason | null
        readonly closeOnlyReason: CloseOnlyReason | null
        readonly settings: SubscriptionSettings
      }
    ) =>
      sql`
        update copy_subscriptions set status = ${fields.status}, stopped_reason = ${fields.stoppedReason},
          close_only_reason = ${fields.closeOnlyReason},
          -- Deals from a resume on are copied; those while it was not copying are the drift check's to put right.
          copy_from = case when ${fields.status} = 'active' and status <> 'active' then now() else copy_from end,
          settings = ${jsonParam(encodeSettings(fields.settings))}::jsonb, updated_at = now()
        where id = ${id}`.pipe(Effect.orDie, Effect.asVoid, Effect.withSpan("SubscriptionsRepo.update"))

    /**
     * The workspace's plan lost copy trading: every active subscription copies closes only from now (`plan`).
     * Answers those this call changed, so each is told once however often the plan is assigned again.
     */
    const closeOnlyForPlan = (workspaceId: WorkspaceId) =>
      sql<{ id: CopySubscriptionId; strategyId: CopyStrategyId; accountId: AccountId }>`
        update copy_subscriptions set status = 'close_only', close_only_reason = 'plan', updated_at = now()
        where workspace_id = ${workspaceId} and status = 'active'
        returning id, strategy_id, account_id`.pipe(Effect.orDie, Effect.withSpan("SubscriptionsRepo.closeOnlyForPlan"))

    /** The follower accounts of a strategy's active subscriptions: those a resume would open on. */
    const activeFollowers = (strategyId: CopyStrategyId) =>
      sql<{ accountId: AccountId }>`
        select account_id from copy_subscriptions where strategy_id = ${strategyId} and status = 'active'
        order by created_at, id`.pipe(Effect.orDie, Effect.map((r) => r.map((x) => x.accountId)))

    /** Whether the account is in the workspace: followers are checked like any account a request names. */
    const accountExists = (workspaceId: WorkspaceId, accountId: AccountId) =>
      sql<{ id: AccountId }>`select id from accounts where workspace_id = ${workspaceId} and id = ${accountId}`.pipe(
        Effect.orDie,
        Effect.map((r) => r.length > 0)
      )

    return { get, list, insert, update, closeOnlyForPlan, activeFollowers, accountExists } as const
  })
}) {}
