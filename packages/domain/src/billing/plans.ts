import { Schema } from "effect"

/**
 * The plan catalogue. Per-wave account limits are the spec's (Starter 10, Scale 100, Enterprise 500); prices and the
 * other allowances are ours, documented in the README, and an operator may override them (`SVC_PLANS`). An allowance
 * of `null` is unlimited. `enterprise` is a contract plan (never bought through checkout) with every feature: the
 * default for self-hosting.
 */
export interface Plan {
  readonly id: PlanId
  readonly name: string
  readonly features: PlanFeatures
  /** Accounts in one multi-account order. */
  readonly accountsPerWave: number
  /** Accounts connected at once (disconnected ones do not count). */
  readonly accountsConnected: number | null
  /** Orders that open exposure (market and pending) per calendar month, UTC. */
  readonly ordersPerMonth: number | null
  /** Multi-account orders per calendar month, UTC. */
  readonly wavesPerMonth: number | null
  /** The monthly price in minor units of `currency`; null for a plan that is not sold (free, contract). */
  readonly monthlyPrice: number | null
  readonly currency: string
}

/** What a plan lets a workspace use at all; the allowances say how much. */
export const PlanFeatures = Schema.Struct({
  webhooks: Schema.Boolean,
  waves: Schema.Boolean,
  pendingOrders: Schema.Boolean,
  alwaysOn: Schema.Boolean,
  copyTrading: Schema.Boolean,
  alertHooks: Schema.Boolean
})
export type PlanFeatures = typeof PlanFeatures.Type

export const planIds = ["free", "starter", "scale", "enterprise"] as const
export const PlanId = Schema.Literal(...planIds)
export type PlanId = typeof PlanId.Type

/** A plan bought through checkout (a price, not a contract). */
export const isPurchasable = (plan: Plan): boolean => plan.monthlyPrice !== null && plan.id !== "enterprise"

export const defaultPlans: ReadonlyArray<Plan> = [
  {
    id: "free", name: "Free", accountsPerWave: 0, accountsConnected: 2, ordersPerMonth: 1_000, wavesPerMonth: 0,
    monthlyPrice: null, currency: "usd",
    features: { webhooks: false, waves: false, pendingOrders: false, alwaysOn: false, copyTrading: false, alertHooks: false }
  },
  {
    id: "starter", name: "Starter", accountsPerWave: 10, accountsConnected: 10, ordersPerMonth: 20_000, wavesPerMonth: 1_000,
    monthlyPrice: 4_900, currency: "usd",
    features: { webhooks: true, waves: true, pendingOrders: true, alwaysOn: false, copyTrading: false, alertHooks: true }
  },
  {
    id: "scale", name: "Scale", accountsPerWave: 100, accountsConnected: 100, ordersPerMonth: 500_000, wavesPerMonth: 20_000,
    monthlyPrice: 29_900, currency: "usd",
    features: { webhooks: true, waves: true, pendingOrders: true, alwaysOn: true, copyTrading: true, alertHooks: true }
  },
  {
    id: "enterprise", name: "Enterprise", accountsPerWave: 500, accountsConnected: null, ordersPerMonth: null, wavesPerMonth: null,
    monthlyPrice: null, currency: "usd",
    features: { webhooks: true, waves: true, pendingOrders: true, alwaysOn: true, copyTrading: true, alertHooks: true }
  }
]

/** The catalogue shipped with the service; `Plans` in the API serves the operator's version of it. */
export const plans: ReadonlyArray<Plan> = defaultPlans

export const planById = (id: string): Plan | undefined => plans.find((p) => p.id === id)

const Allowance = Schema.NullOr(Schema.Int.pipe(Schema.nonNegative()))

/**
 * One plan's override in `SVC_PLANS` (JSON, keyed by plan id): any of the allowances, the price and the features;
 * the plan ids and names stay the catalogue's.
 */
export const PlanOverride = Schema.Struct({
  accountsPerWave: Schema.optionalWith(Schema.Int.pipe(Schema.nonNegative()), { exact: true }),
  accountsConnected: Schema.optionalWith(Allowance, { exact: true }),
  ordersPerMonth: Schema.optionalWith(Allowance, { exact: true }),
  wavesPerMonth: Schema.optionalWith(Allowance, { exact: true }),
  monthlyPrice: Schema.optionalWith(Schema.NullOr(Schema.Int.pipe(Schema.positive())), { exact: true }),
  currency: Schema.optionalWith(Schema.String.pipe(Schema.pattern(/^[a-z]{3}$/)), { exact: true }),
  features: Schema.optionalWith(Schema.partialWith(PlanFeatures, { exact: true }), { exact: true })
})
export const PlanOverrides = Schema.partialWith(Schema.Struct({
  free: PlanOverride,
  starter: PlanOverride,
  scale: PlanOverride,
  enterprise: PlanOverride
}), { exact: true })
export type PlanOverrides = typeof PlanOverrides.Type

/** The catalogue with an operator's overrides applied. */
export const catalogueWith = (overrides: PlanOverrides): ReadonlyArray<Plan> =>
  defaultPlans.map((plan) => {
    const o = overrides[plan.id]
    if (o === undefined) return plan
    const { features, ...rest } = o
    return { ...plan, ...rest, features: { ...plan.features, ...features } }
  })
