import { Schema } from "effect"
import { Timestamp } from "../time.js"
import { PlanFeatures } from "./plans.js"

const Allowance = Schema.NullOr(Schema.Int).annotations({ description: "null: unlimited" })

/** A workspace's plan, its allowances and what it used in the current period (a calendar month, UTC). */
export const Usage = Schema.Struct({
  plan: Schema.String,
  planName: Schema.String,
  periodStart: Timestamp,
  periodEnd: Timestamp.annotations({ description: "exclusive: the next period starts here" }),
  features: PlanFeatures,
  allowances: Schema.Struct({
    accountsConnected: Allowance.annotations({ description: "accounts connected at once; null: unlimited" }),
    ordersPerMonth: Allowance.annotations({ description: "orders that open exposure (market and pending, outside multi-account orders) a month" }),
    wavesPerMonth: Allowance.annotations({ description: "multi-account orders a month" }),
    accountsPerWave: Schema.Int
  }),
  used: Schema.Struct({
    accountsConnected: Schema.Int.annotations({ description: "connected now" }),
    orders: Schema.Int.annotations({ description: "opened this period" }),
    waves: Schema.Int.annotations({ description: "created this period" }),
    alertHooks: Schema.Struct({
      hooks: Schema.Int.annotations({ description: "alert hooks the workspace has (deleted ones do not count)" }),
      enabled: Schema.Int.annotations({ description: "of those, switched on" }),
      alerts: Schema.Int.annotations({ description: "alerts received this period, whatever became of them" })
    })
  })
}).annotations({ identifier: "Usage" })
export type Usage = typeof Usage.Type
