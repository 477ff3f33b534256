import { Errors, type WorkspaceId } from "@svc/domain"
import { planById, plans, type Plan } from "@svc/domain/billing/plans"
import { Effect } from "effect"
import { WorkspacesRepo } from "../workspaces/WorkspacesRepo.js"

const featureNames: Record<keyof Plan["features"], string> = {
  webhooks: "Webhooks",
  waves: "Multi-account orders",
  pendingOrders: "Pending orders",
  alwaysOn: "Always-on accounts",
  copyTrading: "Copy trading"
}

/** The one place a plan's features are checked: 402 FEATURE_NOT_IN_PLAN naming the plans that have it. */
export const requireFeature = (workspaceId: WorkspaceId, feature: keyof Plan["features"]) =>
  Effect.gen(function*() {
    const workspace = yield* (yield* WorkspacesRepo).get(workspaceId)
    const plan = workspace === undefined ? undefined : planById(workspace.plan)
    if (plan?.features[feature]) return
    const having = plans.filter((p) => p.features[feature]).map((p) => p.id)
    return yield* new Errors.FeatureNotInPlan({
      message: `${featureNames[feature]} are not in the ${plan?.name ?? "current"} plan; plans that have them: ${having.join(", ")}.`,
      details: [{ feature, plans: having }]
    })
  })
