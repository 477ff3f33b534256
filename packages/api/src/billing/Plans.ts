import { Errors, type WorkspaceId } from "@svc/domain"
import type { Plan, PlanFeatures } from "@svc/domain/billing/plans"
import type { Usage } from "@svc/domain/billing/usage"
import { Effect } from "effect"
import { AccountsRepo } from "../accounts/AccountsRepo.js"
import { AlertHooksRepo } from "../alertHooks/AlertHooksRepo.js"
import { AppConfig, planCatalogue } from "../config.js"
import { OrdersRepo } from "../orders/OrdersRepo.js"
import { WavesRepo } from "../waves/WavesRepo.js"
import { WorkspacesRepo } from "../workspace/WorkspacesRepo.js"
import { currentPeriod } from "./period.js"
import { traced } from "@svc/domain/tracing"

const featureNames: Record<keyof PlanFeatures, string> = {
  webhooks: "Webhooks",
  waves: "Multi-account orders",
  pendingOrders: "Pending orders",
  alwaysOn: "Always-on accounts",
  copyTrading: "Copy trading",
  alertHooks: "Alert hooks"
}

/** The allowances checked when something is opened; `accountsPerWave` is checked by the wave itself. */
export type Allowance = "accountsConnected" | "ordersPerMonth" | "wavesPerMonth"

const allowanceNames: Record<Allowance, (limit: number, planName: string) => string> = {
  accountsConnected: (limit, plan) => `The ${plan} plan allows ${limit} accounts connected at once`,
  ordersPerMonth: (limit, plan) => `The ${plan} plan allows ${limit} orders a month`,
  wavesPerMonth: (limit, plan) => `The ${plan} plan allows ${limit} multi-account orders a month`
}

/**
 * A workspace's plan from the operator's catalogue, and the one place its features and allowances are checked.
 * Allowances guard opening only (an order that opens exposure, a wave, one more connected account): callers never
 * ask before closing, cancelling or modifying. Usage is read from the records themselves, per calendar month (UTC).
 */
export class Plans extends Effect.Service<Plans>()("@svc/api/Plans", {
  effect: Effect.gen(function*() {
    const workspaces = yield* WorkspacesRepo
    const orders = yield* OrdersRepo
    const waves = yield* WavesRepo
    const accounts = yield* AccountsRepo
    const alertHooks = yield* AlertHooksRepo
    const catalogue = planCatalogue(yield* AppConfig)
    // The service refuses to start on a bad SVC_PLANS (validateConfig); this is the same check for direct builds.
    if ("refusal" in catalogue) return yield* Effect.dieMessage(catalogue.refusal)
    const all = catalogue.plans

    const byId = (id: string): Plan | undefined => all.find((p) => p.id === id)

    /** The plans that have `feature`, in catalogue order. */
    const having = (feature: keyof PlanFeatures): ReadonlyArray<string> => all.filter((p) => p.features[feature]).map((p) => p.id)

    const planOf = Effect.fnUntraced(function*(workspaceId: WorkspaceId) {
      const workspace = yield* workspaces.get(workspaceId)
      return workspace === undefined ? undefined : byId(workspace.plan)
    }, traced("Plans.planOf"))

    /**
     * 402 FEATURE_NOT_IN_PLAN naming the plans that have the feature. `plan`: the workspace's plan as a statement of
     * the caller's just read it (an order's claim does), saving a read here.
     */
    const requireFeature = Effect.fnUntraced(function*(
      workspaceId: WorkspaceId,
      feature: keyof PlanFeatures,
      options: { readonly plan?: string | null } = {}
    ) {
      const plan = options.plan === undefined ? yield* planOf(workspaceId) : options.plan === null ? undefined : byId(options.plan)
      if (plan?.features[feature]) return plan
      const plans = having(feature)
      return yield* new Errors.FeatureNotInPlan({
        message: `${featureNames[feature]} are not in the ${plan?.name ?? "current"} plan; plans that have them: ${plans.join(", ")}.`,
        details: [{ feature, plans }]
      })
    }, traced("Plans.requireFeature"))

    const used = (workspaceId: WorkspaceId, allowance: Allowance, since: Date) => {
      switch (allowance) {
        case "accountsConnected":
          return accounts.connectedCount(workspaceId)
        case "ordersPerMonth":
          return orders.openedSince(workspaceId, since)
        case "wavesPerMonth":
          return waves.createdSince(workspaceId, since)
      }
    }

    /**
     * 402 QUOTA_EXCEEDED when opening `adding` more would pass the allowance. `alreadyCounted`: the thing being
     * opened is on record already (an order written `accepted` with its key) and so is in the count. `plan`: the
     * workspace's plan as a statement of the caller's just read it (an order's claim does), saving a read here; on an
     * unlimited plan the check then costs nothing.
     */
    const requireAllowance = Effect.fnUntraced(function*(
      workspaceId: WorkspaceId,
      allowance: Allowance,
      options: { readonly adding?: number; readonly alreadyCounted?: boolean; readonly plan?: string | null } = {}
    ) {
      const plan = options.plan === undefined ? yield* planOf(workspaceId) : options.plan === null ? undefined : byId(options.plan)
      const limit = plan === undefined ? 0 : plan[allowance]
      if (limit === null) return
      const adding = options.adding ?? 1
      const counted = yield* used(workspaceId, allowance, currentPeriod(new Date()).start)
      const before = options.alreadyCounted === true ? counted - adding : counted
      if (before + adding <= limit) return
      return yield* new Errors.QuotaExceeded({
        message: `${allowanceNames[allowance](limit, plan?.name ?? "current")} and ${before} are used; this would pass it. ` +
          "Closing, cancelling and modifying are never refused.",
        details: [{ allowance, limit, used: before, plan: plan?.id ?? null }]
      })
    }, traced("Plans.requireAllowance"))

    /** The workspace's plan, its allowances and what it used this period. */
    const usage = Effect.fn("Plans.usage")(function*(workspaceId: WorkspaceId) {
      const workspace = yield* workspaces.get(workspaceId)
      if (workspace === undefined) return yield* Effect.dieMessage("workspace vanished")
      const plan = byId(workspace.plan)
      if (plan === undefined) return yield* Effect.dieMessage(`workspace ${workspaceId} is on a plan the catalogue lacks: ${workspace.plan}`)
      const period = currentPeriod(new Date())
      const [accountsConnected, ordersThisPeriod, wavesThisPeriod, hooks] = yield* Effect.all([
        accounts.connectedCount(workspaceId),
        orders.openedSince(workspaceId, period.start),
        waves.createdSince(workspaceId, period.start),
        alertHooks.usage(workspaceId, period.start)
      ])
      const result: Usage = {
        plan: plan.id,
        planName: plan.name,
        periodStart: period.start,
        periodEnd: period.end,
        features: plan.features,
        allowances: {
          accountsConnected: plan.accountsConnected,
          ordersPerMonth: plan.ordersPerMonth,
          wavesPerMonth: plan.wavesPerMonth,
          accountsPerWave: plan.accountsPerWave
        },
        used: { accountsConnected, orders: ordersThisPeriod, waves: wavesThisPeriod, alertHooks: hooks }
      }
      return result
    })

    return { catalogue: all, byId, having, planOf, requireFeature, requireAllowance, usage } as const
  }),
  dependencies: [WorkspacesRepo.Default, OrdersRepo.Default, WavesRepo.Default, AccountsRepo.Default, AlertHooksRepo.Default]
}) {}
