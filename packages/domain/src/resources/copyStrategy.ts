import { Schema } from "effect"
import { AccountId, CopyStrategyId } from "../ids.js"
import { Timestamp } from "../time.js"

export const CopyStrategyStatus = Schema.Literal("active", "paused", "archived").annotations({ identifier: "CopyStrategyStatus" })
export type CopyStrategyStatus = typeof CopyStrategyStatus.Type

export class CopyStrategy extends Schema.Class<CopyStrategy>("CopyStrategy")({
  id: CopyStrategyId,
  accountId: AccountId.annotations({ description: "the master account" }),
  name: Schema.String,
  status: CopyStrategyStatus,
  masterAlwaysOn: Schema.Boolean
    .annotations({ description: "false when the master left `always_on` since; nothing is copied while it is offline" }),
  followers: Schema.NonNegativeInt.annotations({ description: "subscriptions copying it now, active or close_only" }),
  createdAt: Timestamp,
  updatedAt: Timestamp
}) {}
