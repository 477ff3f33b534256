import { SqlClient } from "@effect/sql"
import type { WorkspaceId } from "@svc/domain"
import { planById } from "@svc/domain/billing/plans"
import { Workspace } from "@svc/domain/resources/workspace"
import { Effect } from "effect"

interface WorkspaceRow {
  readonly id: WorkspaceId
  readonly name: string
  readonly plan: string
  readonly planAssigned: boolean
  readonly tradingDisabled: boolean
}

const toWorkspace = (row: WorkspaceRow) =>
  new Workspace({
    id: row.id,
    name: row.name,
    plan: row.plan,
    planName: planById(row.plan)?.name ?? row.plan,
    planAssigned: row.planAssigned,
    tradingDisabled: row.tradingDisabled
  }, true)

export class WorkspacesRepo extends Effect.Service<WorkspacesRepo>()("@svc/api/WorkspacesRepo", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient

    const get = (id: WorkspaceId) =>
      sql<WorkspaceRow>`select * from workspaces where id = ${id}`.pipe(
        Effect.map((rows) => rows[0] === undefined ? undefined : toWorkspace(rows[0])),
        Effect.orDie,
        Effect.withSpan("WorkspacesRepo.get")
      )

    const insert = (row: WorkspaceRow) =>
      sql`insert into workspaces ${sql.insert({ ...row })}`.pipe(Effect.orDie, Effect.withSpan("WorkspacesRepo.insert"))

    const count = sql<{ n: number }>`select count(*)::int as n from workspaces`.pipe(
      Effect.map((rows) => rows[0]?.n ?? 0),
      Effect.orDie
    )

    /** The first workspace made (the bootstrap's), where the first owner goes. */
    const oldest = sql<{ id: WorkspaceId }>`select id from workspaces order by created_at, id limit 1`.pipe(
      Effect.map((rows) => rows[0]?.id),
      Effect.orDie
    )

    /** Inside a transaction, holds the workspace's row: allowance checks of one workspace then run one at a time. */
    const lock = (id: WorkspaceId) =>
      sql`select id from workspaces where id = ${id} for update`.pipe(Effect.asVoid, Effect.orDie, Effect.withSpan("WorkspacesRepo.lock"))

    /** Moves the workspace to `plan` (billing's processor, from what the payment provider confirmed). */
    const setPlan = (id: WorkspaceId, plan: string) =>
      sql`update workspaces set plan = ${plan} where id = ${id}`.pipe(Effect.asVoid, Effect.orDie, Effect.withSpan("WorkspacesRepo.setPlan"))

    return { get, insert, count, oldest, lock, setPlan } as const
  })
}) {}
