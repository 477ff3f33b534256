import { Schema } from "effect"
import { DecimalString } from "../decimal.js"
import { AccountId, OrderId, WaveId } from "../ids.js"
import { Timestamp } from "../time.js"
import { OrderSide, OrderType } from "./order.js"

/** Spec, multi-account order rule 5. */
export const BarrierPolicy = Schema.Literal("release-ready", "all-or-nothing", "wait").annotations({
  identifier: "BarrierPolicy",
  description: "release-ready: trade on the online accounts and skip the rest; all-or-nothing: trade on none unless " +
    "all are online; wait: keep waiting past executeAt until all are online, up to expiresAt"
})
export type BarrierPolicy = typeof BarrierPolicy.Type

/**
 * `settled`, `cancelled` and `abandoned` are the spec's (the three ends `wave.settled` reports). The running states
 * split at the one line the spec draws: `preparing` and `waiting` can be cancelled (nothing has been sent), and
 * `dispatching` cannot (each account's actor holds its leg with the release time).
 */
export const WaveState = Schema.Literal("preparing", "waiting", "dispatching", "settled", "cancelled", "abandoned")
  .annotations({
    identifier: "WaveState",
    description: "preparing: bringing every account online; waiting: the barrier is not met yet, or executeAt is " +
      "ahead; dispatching: released, each leg armed in its account with the release time (no longer cancellable); " +
      "settled: every leg has its result; cancelled: stopped before anything was sent; abandoned: ended without " +
      "sending (all-or-nothing with an account that could not come online, or expiresAt passed first)"
  })
export type WaveState = typeof WaveState.Type

export const finalWaveStates: ReadonlyArray<WaveState> = ["settled", "cancelled", "abandoned"]

/**
 * Per-account result. `unresolved` must never be resent: poll its order (spec rule 3). `placed`: a pending order
 * working at the broker. `armed`: held by its account's actor until the release time.
 */
export const WaveLegState = Schema.Literal(
  "pending", "armed", "sending", "filled", "partially_filled", "placed", "rejected", "failed", "unresolved", "skipped"
).annotations({ identifier: "WaveLegState" })
export type WaveLegState = typeof WaveLegState.Type

/** Why a leg was not sent. */
export const WaveSkipReason = Schema.Literal(
  "needs_operator", "no_password", "not_online", "trading_disabled", "account_removed", "wave_cancelled",
  "wave_abandoned", "expired"
).annotations({
  identifier: "WaveSkipReason",
  description: "needs_operator: the account needs a person (needs_2fa, invalid_credentials, needs_certificate, " +
    "trading_disabled at the broker); no_password: none is stored; not_online: it did not come online in time; " +
    "trading_disabled: the account's kill switch is on; account_removed: deleted meanwhile; wave_cancelled and " +
    "wave_abandoned: the wave ended before release; expired: expiresAt passed before the leg could be armed"
})
export type WaveSkipReason = typeof WaveSkipReason.Type

export const WaveLeg = Schema.Struct({
  accountId: AccountId,
  state: WaveLegState,
  orderId: Schema.NullOr(OrderId).annotations({
    description: "the leg's ordinary order (GET /v1/orders/{id}); null until it was sent or recorded"
  }),
  symbol: Schema.String.annotations({ description: "the symbol sent for this account (the order's, or its override)" }),
  volume: DecimalString.annotations({ description: "lots sent for this account (the order's, or its override)" }),
  skipReason: Schema.NullOr(WaveSkipReason),
  detail: Schema.NullOr(Schema.String).annotations({ description: "for people: why skipped or failed, or the broker's answer" }),
  retcode: Schema.NullOr(Schema.Int).annotations({ description: "the broker's return code, unmodified" }),
  armedAt: Schema.NullOr(Timestamp),
  sentAt: Schema.NullOr(Timestamp).annotations({ description: "stamped where the order left for the broker" }),
  settledAt: Schema.NullOr(Timestamp),
  filledPrice: Schema.NullOr(DecimalString)
}).annotations({ identifier: "WaveLeg" })
export type WaveLeg = typeof WaveLeg.Type

/** Counts of legs per state (spec rule 2: the result is per account, never all-or-nothing once sent). */
export const WaveSummary = Schema.Struct({
  total: Schema.NonNegativeInt,
  pending: Schema.NonNegativeInt,
  armed: Schema.NonNegativeInt,
  sending: Schema.NonNegativeInt,
  filled: Schema.NonNegativeInt,
  partiallyFilled: Schema.NonNegativeInt,
  placed: Schema.NonNegativeInt,
  rejected: Schema.NonNegativeInt,
  failed: Schema.NonNegativeInt,
  unresolved: Schema.NonNegativeInt,
  skipped: Schema.NonNegativeInt
}).annotations({ identifier: "WaveSummary" })
export type WaveSummary = typeof WaveSummary.Type

/** The trade every leg places: an ordinary market or pending order's fields. */
export const WaveOrder = Schema.Struct({
  side: OrderSide,
  type: OrderType.annotations({ description: "market, or a pending kind whose side agrees with `side`" }),
  symbol: Schema.String,
  volume: DecimalString,
  price: Schema.NullOr(DecimalString).annotations({ description: "trigger price of a pending kind; null for market" }),
  stopLimitPrice: Schema.NullOr(DecimalString),
  stopLoss: Schema.NullOr(DecimalString),
  takeProfit: Schema.NullOr(DecimalString),
  expiration: Schema.NullOr(Timestamp),
  deviationPoints: Schema.NullOr(Schema.NonNegativeInt),
  clientOrderId: Schema.NullOr(Schema.String)
}).annotations({ identifier: "WaveOrder" })
export type WaveOrder = typeof WaveOrder.Type

/** A multi-account order ("wave"): one trade on many accounts, with a result per account. */
export class MultiAccountOrder extends Schema.Class<MultiAccountOrder>("MultiAccountOrder")({
  id: WaveId,
  state: WaveState,
  stateDetail: Schema.NullOr(Schema.String),
  order: WaveOrder,
  summary: WaveSummary,
  legs: Schema.Array(WaveLeg),
  dispatchSpreadMs: Schema.NullOr(Schema.NonNegativeInt)
    .annotations({ description: "last send minus first send, both stamped where the order leaves; null until sent" }),
  executeAt: Schema.NullOr(Timestamp).annotations({ description: "null sends as soon as every account is online" }),
  expiresAt: Schema.NullOr(Timestamp),
  barrierPolicy: BarrierPolicy,
  releaseAt: Schema.NullOr(Timestamp).annotations({ description: "the release time every account's actor was armed with" }),
  createdAt: Timestamp,
  dispatchedAt: Schema.NullOr(Timestamp).annotations({ description: "when the wave was released (committed to sending)" }),
  settledAt: Schema.NullOr(Timestamp).annotations({ description: "when it reached settled, cancelled or abandoned" })
}) {}
