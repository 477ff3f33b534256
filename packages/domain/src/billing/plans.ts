/**
 * The plan catalogue. Per-wave account limits are the spec's (Starter 10, Scale 100, Enterprise 500); the other
 * allowances are ours, documented in the README. `enterprise` has every feature: the default for self-hosting.
 */
export interface Plan {
  readonly id: string
  readonly name: string
  readonly features: {
    readonly webhooks: boolean
    readonly waves: boolean
    readonly pendingOrders: boolean
    readonly alwaysOn: boolean
    readonly copyTrading: boolean
  }
  readonly accountsPerWave: number
}

export const plans: ReadonlyArray<Plan> = [
  {
    id: "free", name: "Free", accountsPerWave: 0,
    features: { webhooks: false, waves: false, pendingOrders: false, alwaysOn: false, copyTrading: false }
  },
  {
    id: "starter", name: "Starter", accountsPerWave: 10,
    features: { webhooks: true, waves: true, pendingOrders: true, alwaysOn: false, copyTrading: false }
  },
  {
    id: "scale", name: "Scale", accountsPerWave: 100,
    features: { webhooks: true, waves: true, pendingOrders: true, alwaysOn: true, copyTrading: true }
  },
  {
    id: "enterprise", name: "Enterprise", accountsPerWave: 500,
    features: { webhooks: true, waves: true, pendingOrders: true, alwaysOn: true, copyTrading: true }
  }
]

export const planById = (id: string): Plan | undefined => plans.find((p) => p.id === id)
