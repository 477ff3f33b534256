import { Schema } from "effect"
import { AccountId, OrderId, WaveId } from "../ids.js"
import { Timestamp } from "../time.js"

/** Spec, multi-account order rule 5. */
export const BarrierPolicy = Schema.Literal("release-ready", "all-or-nothing", "wait").annotations({
  identifier: "BarrierPolicy",
  description: "release-ready: trade on the online accounts and skip the rest; all-or-nothing: trade on none unless " +
    "all are online; wait: keep waiting past executeAt until all are online, up to expiresAt"
})
export type BarrierPolicy = typeof BarrierPolicy.Type

/**
 * `settled`, `cancelled` and `abandoned` are the spec's (the three ends `wave.settled` reports). The two running states
 * are ours, and split at the one line the spec draws: a wave can be cancelled only while nothing has been sent.
 * TO BE DESIGNED with the wave machine: whether more running states are worth exposing.
 */
export const WaveState = Schema.Literal("preparing", "dispatching", "settled", "cancelled", "abandoned")
  .annotations({ identifier: "WaveState" })
export type WaveState = typeof WaveState.Type

/** Per-account result. `unresolved` must never be resent: poll its order (spec rule 3). */
export const WaveLegResult = Schema.Literal(
  "pending", "filled", "partially_filled", "rejected", "failed", "unresolved", "skipped"
).annotations({ identifier: "WaveLegResult" })
export type WaveLegResult = typeof WaveLegResult.Type

export const WaveLeg = Schema.Struct({
  accountId: AccountId,
  orderId: Schema.NullOr(OrderId).annotations({ description: "null until an order was created for this account" }),
  result: WaveLegResult
  // TO BE DESIGNED: per-leg detail (why skipped, retcode) and sent/settled times.
}).annotations({ identifier: "WaveLeg" })
export type WaveLeg = typeof WaveLeg.Type

/** Counts of what landed (spec rule 2: the result is per account, never all-or-nothing once sent). */
export const WaveSummary = Schema.Struct({
  total: Schema.NonNegativeInt,
  pending: Schema.NonNegativeInt,
  filled: Schema.NonNegativeInt,
  partiallyFilled: Schema.NonNegativeInt,
  rejected: Schema.NonNegativeInt,
  failed: Schema.NonNegativeInt,
  unresolved: Schema.NonNegativeInt,
  skipped: Schema.NonNegativeInt
}).annotations({ identifier: "WaveSummary" })
export type WaveSummary = typeof WaveSummary.Type

/**
 * A multi-account order: only the fields the spec names, plus id, state and createdAt.
 * TO BE DESIGNED: the trade itself (symbol, side, type, volume or per-account volume, stops), clientOrderId,
 * dispatchedAt and settledAt.
 */
export class MultiAccountOrder extends Schema.Class<MultiAccountOrder>("MultiAccountOrder")({
  id: WaveId,
  state: WaveState,
  summary: WaveSummary,
  legs: Schema.Array(WaveLeg),
  dispatchSpreadMs: Schema.NullOr(Schema.NonNegativeInt)
    .annotations({ description: "gap between the first and the last order being sent; null until sent" }),
  executeAt: Schema.NullOr(Timestamp).annotations({ description: "null sends as soon as every account is online" }),
  expiresAt: Schema.NullOr(Timestamp),
  barrierPolicy: BarrierPolicy,
  createdAt: Timestamp
}) {}
