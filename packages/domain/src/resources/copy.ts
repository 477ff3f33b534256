import { Schema } from "effect"
import { decimal, PositiveDecimalString } from "../decimal.js"
import { AccountId, CopyStrategyId, CopySubscriptionId } from "../ids.js"
import { Timestamp } from "../time.js"
import { OrderSide } from "./order.js"

export const StrategyStatus = Schema.Literal("active", "paused", "archived").annotations({
  identifier: "CopyStrategyStatus",
  description: "active: the master is watched and its deals copied; paused: nothing copied, closes included; " +
    "archived: deleted, kept for its log"
})
export type StrategyStatus = typeof StrategyStatus.Type

export const CopyStrategy = Schema.Struct({
  id: CopyStrategyId,
  accountId: AccountId.annotations({ description: "the master account" }),
  name: Schema.String,
  status: StrategyStatus,
  masterAlwaysOn: Schema.Boolean.annotations({
    description: "false when the master was switched away from `always_on` since; nothing is copied while it is offline"
  }),
  followers: Schema.Int.annotations({ description: "subscriptions copying it now (active or close_only)" }),
  createdAt: Timestamp,
  updatedAt: Timestamp
}).annotations({ identifier: "CopyStrategy" })
export type CopyStrategy = typeof CopyStrategy.Type

export const SubscriptionStatus = Schema.Literal("active", "close_only", "paused", "stopped").annotations({
  identifier: "CopySubscriptionStatus",
  description: "active: opens and closes copied; close_only: only closes copied; paused: nothing copied; " +
    "stopped: nothing copied, see `stoppedReason`"
})
export type SubscriptionStatus = typeof SubscriptionStatus.Type

export const StoppedReason = Schema.Literal("risk_limit", "rejections", "removed").annotations({
  identifier: "CopyStoppedReason",
  description: "risk_limit: a drawdown limit with action close_positions or stop_opening was reached; rejections: the " +
    "broker refused three copies in a row; removed: the subscription was removed (final)"
})
export type StoppedReason = typeof StoppedReason.Type

export const CloseOnlyReason = Schema.Literal("plan").annotations({
  identifier: "CopyCloseOnlyReason",
  description: "plan: the workspace's plan lost copy trading (a downgrade), so the service copies only closes; set " +
    "the subscription active again once on a plan with copy trading"
})
export type CloseOnlyReason = typeof CloseOnlyReason.Type

export const SizingMode = Schema.Literal(
  "multiplier", "fixed_volume", "balance_ratio", "equity_ratio", "free_margin_ratio", "risk_percent"
).annotations({
  identifier: "CopySizingMode",
  description: "multiplier: master volume × value; fixed_volume: value lots; balance_ratio, equity_ratio, " +
    "free_margin_ratio: master volume × follower's figure ÷ master's figure × value; risk_percent: the volume whose " +
    "loss at the master's stop loss is value % of the follower's balance (trades without a stop loss are skipped)"
})
export type SizingMode = typeof SizingMode.Type

export const Sizing = Schema.Struct({
  mode: SizingMode,
  value: PositiveDecimalString
}).annotations({ identifier: "CopySizing" })
export type Sizing = typeof Sizing.Type

export const SymbolMapping = Schema.Struct({
  symbol: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(64)),
  multiplier: Schema.optional(PositiveDecimalString).annotations({ description: "applied after the sizing mode" })
}).annotations({ identifier: "CopySymbolMapping" })
export type SymbolMapping = typeof SymbolMapping.Type

export const RiskLimit = Schema.Struct({
  period: Schema.Literal("day", "week", "month", "lifetime"),
  kind: Schema.Literal("absolute", "relative").annotations({ description: "absolute: money; relative: percent of the balance at the period's start" }),
  value: PositiveDecimalString,
  action: Schema.Literal("close_positions", "stop_opening")
}).annotations({ identifier: "CopyRiskLimit" })
export type RiskLimit = typeof RiskLimit.Type

/** What a subscription copies and how, as stored and as sent (every field settable on create and PATCH). */
export const SubscriptionSettings = Schema.Struct({
  sizing: Sizing,
  minVolume: Schema.NullOr(PositiveDecimalString).annotations({ description: "a smaller copy is raised to it" }),
  maxVolume: Schema.NullOr(PositiveDecimalString).annotations({ description: "a larger copy is cut to it" }),
  alignContractSize: Schema.Boolean.annotations({
    description: "scale by master contract size ÷ follower contract size when the brokers' contracts differ"
  }),
  symbolMap: Schema.Record({ key: Schema.String, value: SymbolMapping })
    .annotations({ description: "master symbol to follower symbol (checked before the suffix), with an optional multiplier" }),
  symbolSuffix: Schema.String.pipe(Schema.maxLength(16)).annotations({ description: "appended to symbols the map does not name" }),
  copyStopLoss: Schema.Boolean,
  copyTakeProfit: Schema.Boolean,
  reverse: Schema.Boolean.annotations({ description: "buy for sell; the master's take profit becomes the stop loss and back" }),
  sides: Schema.Array(OrderSide).pipe(Schema.minItems(1)).annotations({ description: "master sides copied" }),
  skipPendingOrders: Schema.Boolean.annotations({
    description: "false (default): the master's pending orders (placed through this service) are placed, changed and " +
      "withdrawn on the follower, and a fill is the follower's own order filling; true: only their fills are copied, at market"
  }),
  riskLimits: Schema.Array(RiskLimit).pipe(Schema.maxItems(8))
}).annotations({ identifier: "CopySubscriptionSettings" })
export type SubscriptionSettings = typeof SubscriptionSettings.Type

export const CopySubscription = Schema.Struct({
  id: CopySubscriptionId,
  strategyId: CopyStrategyId,
  accountId: AccountId.annotations({ description: "the follower account" }),
  status: SubscriptionStatus,
  stoppedReason: Schema.NullOr(StoppedReason),
  closeOnlyReason: Schema.NullOr(CloseOnlyReason).annotations({
    description: "set when the service (not the caller) made the subscription close_only; null otherwise"
  }),
  ...SubscriptionSettings.fields,
  createdAt: Timestamp,
  updatedAt: Timestamp
}).annotations({ identifier: "CopySubscription" })
export type CopySubscription = typeof CopySubscription.Type

export const CopyServerStatus = Schema.Struct({
  paused: Schema.Boolean,
  since: Schema.NullOr(Timestamp),
  reason: Schema.NullOr(Schema.String)
}).annotations({ identifier: "CopyServerStatus" })
export type CopyServerStatus = typeof CopyServerStatus.Type

export const defaultSettings: SubscriptionSettings = {
  sizing: { mode: "multiplier", value: decimal("1") },
  minVolume: null,
  maxVolume: null,
  alignContractSize: true,
  symbolMap: {},
  symbolSuffix: "",
  copyStopLoss: true,
  copyTakeProfit: true,
  reverse: false,
  sides: ["buy", "sell"],
  skipPendingOrders: false,
  riskLimits: []
}


export const ExecutionKind = Schema.Literal(
  "open", "close", "drift_close", "removal_close", "risk_close", "modify", "pending_place", "pending_modify", "pending_cancel"
).annotations({
  identifier: "CopyExecutionKind",
  description: "open, close: a master deal copied (an open filled through the follower's own copy of a master pending " +
    "order names that order as `followerOrderId`; a scale-in, adding to an open master position, is one more open " +
    "linked to the same master position; a master close shared by several follower positions is one close row per " +
    "follower position; a netting master's reversal is a close row per copy of the old direction and an open row of " +
    "the new direction); drift_close: a follower copy whose master position is closed, " +
    "closed by the drift check; removal_close: closed because the subscription was removed with openCopies=close; " +
    "risk_close: closed because a risk limit with action close_positions was reached; modify: the master's stop loss " +
    "or take profit moved and the copy's followed; pending_place, pending_modify, pending_cancel: a master pending " +
    "order placed, changed or withdrawn, mirrored on the follower (`masterOrderId`)"
})

export const ExecutionOutcome = Schema.Literal("pending", "copied", "skipped", "failed").annotations({
  identifier: "CopyExecutionOutcome",
  description: "pending: written before the follower order was sent, its result not known yet; copied: the follower " +
    "order filled; skipped: nothing sent, see `reason`; failed: the broker refused it (`retcode`) or it never reached " +
    "the broker (`reason` not_sent)"
})

/** One journal row: what one master deal (or one drift/removal close) became on one follower. */
export const CopyExecution = Schema.Struct({
  id: Schema.String,
  subscriptionId: CopySubscriptionId,
  accountId: AccountId.annotations({ description: "the follower account" }),
  kind: ExecutionKind,
  masterDealId: Schema.NullOr(Schema.String).annotations({ description: "the master's broker deal ticket" }),
  masterPositionId: Schema.NullOr(Schema.String),
  masterOrderId: Schema.NullOr(Schema.String).annotations({ description: "the master pending order a pending_* row mirrors" }),
  followerOrderId: Schema.NullOr(Schema.String),
  followerPositionId: Schema.NullOr(Schema.String),
  symbol: Schema.NullOr(Schema.String),
  side: Schema.NullOr(OrderSide),
  volume: Schema.NullOr(Schema.String).annotations({ description: "lots sent (filled when copied); null closes the whole position" }),
  outcome: ExecutionOutcome,
  reason: Schema.NullOr(Schema.String).annotations({
    description: "why it was skipped or failed: not_copying, close_only, signal_expired, side_not_copied, " +
      "symbol_paused, symbol_unknown, no_stop_loss, below_minimum_volume, master_funds_zero, not_linked, " +
      "follower_position_gone, scale_in_not_copied (the master position's open was not copied, so adding to it is not " +
      "either), netting_reversal_not_copied (older rows: a netting master's reversal is now copied as closes of the " +
      "old direction and an open of the new), rejected, not_sent, " +
      "stale (a pending row older than the order path's key memory, never sent again), " +
      "master_closed (an open not copied yet when the master position was already closed), " +
      "pending_orders_skipped (skipPendingOrders: the order's fill is copied at market instead), " +
      "filled_before_placed (the master's pending order filled before it was placed on the follower: its fill is " +
      "copied at market), follower_order_not_filled (the follower's copy of the order ended without filling), " +
      "unchanged (a master change the follower's copy already had), feature_not_in_plan, reverse_not_copied, …"
  }),
  detail: Schema.NullOr(Schema.String),
  retcode: Schema.NullOr(Schema.Int),
  signalLatencyMs: Schema.NullOr(Schema.Int).annotations({ description: "from the master's deal to the copier seeing it" }),
  copyLatencyMs: Schema.NullOr(Schema.Int).annotations({ description: "from the copier seeing it to the follower order's result" }),
  slippagePoints: Schema.NullOr(Schema.String).annotations({ description: "the follower's fill against the master's price, in points; positive is worse" }),
  createdAt: Timestamp,
  finishedAt: Schema.NullOr(Timestamp)
}).annotations({ identifier: "CopyExecution" })
export type CopyExecution = typeof CopyExecution.Type

export const DriftReport = Schema.Struct({
  subscriptionId: CopySubscriptionId,
  checkedAt: Timestamp,
  linked: Schema.Array(Schema.Struct({
    masterPositionId: Schema.String,
    followerPositionId: Schema.String,
    symbol: Schema.NullOr(Schema.String),
    masterVolume: Schema.NullOr(Schema.String),
    followerVolume: Schema.NullOr(Schema.String)
  })).annotations({ description: "master and follower positions both open, linked by a copied open" }),
  orphans: Schema.Array(Schema.Struct({
    masterPositionId: Schema.String,
    followerPositionId: Schema.String,
    symbol: Schema.NullOr(Schema.String),
    followerVolume: Schema.String,
    action: Schema.String.annotations({ description: "closing (a drift close is pending or will be on the next check), or none while not copying" })
  })).annotations({ description: "follower copies whose master position is closed" }),
  missing: Schema.Array(Schema.Struct({
    masterPositionId: Schema.String,
    symbol: Schema.String,
    side: Schema.String,
    volume: Schema.String,
    openedAt: Timestamp,
    reason: Schema.String.annotations({
      description: "why no copy is open (the journal's reason, or older than the open-signal lifetime), and whether the drift check opens it"
    })
  })).annotations({ description: "master positions open with no copy" }),
  actions: Schema.Array(CopyExecution).annotations({
    description: "the drift, removal and risk closes and the drift check's opens of missing copies recorded, newest first (up to 50)"
  })
}).annotations({ identifier: "CopyDriftReport" })
export type DriftReport = typeof DriftReport.Type

export const PreviewItem = Schema.Struct({
  subscriptionId: CopySubscriptionId,
  accountId: AccountId,
  outcome: Schema.Literal("open", "skip"),
  symbol: Schema.String,
  side: Schema.NullOr(OrderSide),
  volume: Schema.NullOr(Schema.String),
  stopLoss: Schema.NullOr(Schema.String),
  takeProfit: Schema.NullOr(Schema.String),
  reason: Schema.NullOr(Schema.String),
  detail: Schema.NullOr(Schema.String)
}).annotations({ identifier: "CopyPreviewItem" })
export type PreviewItem = typeof PreviewItem.Type
