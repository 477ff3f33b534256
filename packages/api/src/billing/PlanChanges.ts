import type { AccountId, WorkspaceId } from "@svc/domain"
import { AccountEntity } from "@svc/domain/account/protocol"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { AccountsRepo } from "../accounts/AccountsRepo.js"
import { SubscriptionsRepo as CopySubscriptionsRepo } from "../copy/SubscriptionsRepo.js"
import { copySubscriptionCloseOnly } from "../events/eventTypes.js"
import { Outbox } from "../events/Outbox.js"
import { WorkspacesRepo } from "../workspace/WorkspacesRepo.js"
import { Plans } from "./Plans.js"

/** The plan of a workspace without a paid subscription. */
export const unpaidPlan = "free"

/**
 * Moves a workspace to another plan and re-gates what the new plan lacks. Features checked on each request
 * (waves, pending orders, webhooks management) and webhook delivery (the dispatcher asks the plan) follow by
 * themselves; `always_on` accounts are kept running by their actors, so they are moved to `warm_on_demand` and
 * their actors told to reload. Copy trading: active copy subscriptions go `close_only` (reason `plan`) with one
 * `copy.subscription_close_only` event each, so open copies are still closed with their masters and nothing new is
 * opened (the copier also asks the plan before each open). They stay close_only after an upgrade: a resume is the
 * caller's, with its step-up and key checks.
 */
export class PlanChanges extends Effect.Service<PlanChanges>()("@svc/api/PlanChanges", {
  effect: Effect.gen(function*() {
    const workspaces = yield* WorkspacesRepo
    const accounts = yield* AccountsRepo
    const plans = yield* Plans
    const actor = yield* AccountEntity.client
    const sql = yield* SqlClient.SqlClient
    const copySubscriptions = yield* CopySubscriptionsRepo
    const outbox = yield* Outbox

    /**
     * The plan's rows, in the caller's transaction when there is one (a savepoint then): a credit and the plan it
     * pays for commit together, so a crash between them can never leave a paid invoice on the old plan. Returns the
     * accounts moved off always_on, whose actors `reload` tells once the transaction has committed.
     */
    const change = Effect.fn("PlanChanges.change")(function*(workspaceId: WorkspaceId, planId: string) {
      const plan = plans.byId(planId)
      if (plan === undefined) return yield* Effect.dieMessage(`no plan ${planId} in the catalogue`)
      // The plan and the accounts it no longer allows always_on change together under the workspace's row lock,
      // which a mode change to always_on takes too: neither can slip between the other's check and write.
      return yield* sql.withTransaction(Effect.gen(function*() {
        yield* workspaces.lock(workspaceId)
        yield* workspaces.setPlan(workspaceId, plan.id)
        if (!plan.features.copyTrading) {
          // Only subscriptions this statement changed get an event, written in the same transaction (the outbox):
          // a plan assigned again (a redelivered notice, the reconciler) tells nobody twice.
          const gated = yield* copySubscriptions.closeOnlyForPlan(workspaceId)
          yield* Effect.forEach(gated, (s) => outbox.append({ workspaceId, resourceId: s.id, ...copySubscriptionCloseOnly(s, plan.id) }), { discard: true })
        }
        return plan.features.alwaysOn ? [] : yield* accounts.leaveAlwaysOn(workspaceId)
      })).pipe(Effect.orDie)
    })

    // A reload that fails leaves the account's actor on its old mode until its next start; the record is right.
    const reload = (moved: ReadonlyArray<AccountId>) =>
      Effect.forEach(moved, (id) => actor(id).Reload().pipe(Effect.ignoreLogged), { discard: true, concurrency: 8 })

    const assign = Effect.fn("PlanChanges.assign")(function*(workspaceId: WorkspaceId, planId: string) {
      yield* reload(yield* change(workspaceId, planId))
    })

    return { change, reload, assign } as const
  }),
  dependencies: [WorkspacesRepo.Default, AccountsRepo.Default, Plans.Default, CopySubscriptionsRepo.Default, Outbox.Default]
}) {}
