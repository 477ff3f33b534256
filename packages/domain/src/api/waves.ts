import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { PositiveDecimalString } from "../decimal.js"
import {
  AccountNotFound, FeatureNotInPlan, IdempotencyKeyReused, KeyLimitExceeded, NotFound, QuotaExceeded, TradingDisabled,
  WaveNotCancellable
} from "../errors.js"
import { DataEnvelope, PageEnvelope } from "../http/envelope.js"
import { AccountId, WaveId } from "../ids.js"
import { OrderSide } from "../resources/order.js"
import { BarrierPolicy, MultiAccountOrder, WaveState } from "../resources/wave.js"
import { Timestamp } from "../time.js"
import { Authentication } from "./authentication.js"
import { strict } from "./common.js"
import { errors } from "./endpointErrors.js"
import { requires } from "./requiredScope.js"
import { ClientOrderId, IdempotencyHeaders, PendingKind } from "./trading.js"

const Symbol = Schema.String.pipe(Schema.minLength(1), Schema.maxLength(64))
const Volume = PositiveDecimalString.annotations({ description: "lots, as a decimal string" })
const Price = PositiveDecimalString

export const WaveOrderRequest = Schema.Struct({
  side: OrderSide,
  type: Schema.Literal("market", ...PendingKind.literals)
    .annotations({ description: "market, or a pending kind (its side must agree with `side`)" }),
  symbol: Symbol,
  volume: Volume,
  price: Schema.optional(Price).annotations({ description: "required for pending kinds: the trigger price" }),
  stopLimitPrice: Schema.optional(Price).annotations({ description: "required for stop-limit kinds" }),
  expiration: Schema.optional(Timestamp).annotations({ description: "pending kinds only; omitted: good till cancelled" }),
  stopLoss: Schema.optional(Price),
  takeProfit: Schema.optional(Price),
  deviationPoints: Schema.optional(Schema.Int.pipe(Schema.between(0, 100_000))),
  clientOrderId: Schema.optional(ClientOrderId)
}).pipe(
  Schema.filter((o) => {
    if (o.type === "market") {
      if (o.price !== undefined) return { path: ["price"], message: "only for pending kinds" }
      if (o.stopLimitPrice !== undefined) return { path: ["stopLimitPrice"], message: "only for stop-limit kinds" }
      if (o.expiration !== undefined) return { path: ["expiration"], message: "only for pending kinds" }
      return true
    }
    if (!o.type.startsWith(o.side)) return { path: ["type"], message: `a ${o.side} wave takes ${o.side}_* pending kinds` }
    if (o.price === undefined) return { path: ["price"], message: "required for pending kinds" }
    if (o.type.endsWith("_stop_limit") !== (o.stopLimitPrice !== undefined)) {
      return { path: ["stopLimitPrice"], message: o.type.endsWith("_stop_limit") ? "required for stop-limit kinds" : "only for stop-limit kinds" }
    }
    return true
  })
).annotations({ identifier: "WaveOrderRequest", ...strict })

export const WaveLegOverride = Schema.Struct({
  accountId: AccountId,
  symbol: Schema.optional(Symbol).annotations({ description: "this account's symbol, e.g. with its broker's suffix" }),
  volume: Schema.optional(Volume).annotations({ description: "this account's size" }),
  clientOrderId: Schema.optional(ClientOrderId).annotations({ description: "this account's own reference" })
}).annotations({ identifier: "WaveLegOverride", ...strict })

export const CreateWaveRequest = Schema.Struct({
  accountIds: Schema.Array(AccountId).pipe(Schema.minItems(1), Schema.maxItems(500)).annotations({
    description: "1 to the plan's accounts per wave (Starter 10, Scale 100, Enterprise 500), each once"
  }),
  order: WaveOrderRequest,
  legs: Schema.optional(Schema.Array(WaveLegOverride).pipe(Schema.maxItems(500)))
    .annotations({ description: "per-account overrides; each accountId must be one of accountIds, once" }),
  executeAt: Schema.optional(Timestamp).annotations({ description: "the release time; omitted: as soon as every account is online" }),
  expiresAt: Schema.optional(Timestamp).annotations({
    description: "nothing is released after it; `wait` gives up here. Omitted: executeAt (or now) plus 10 minutes"
  }),
  barrierPolicy: Schema.optionalWith(BarrierPolicy, { default: () => "release-ready" as const })
}).pipe(
  Schema.filter((r) => {
    const issues: Array<Schema.FilterIssue> = []
    const seen = new Set<string>()
    r.accountIds.forEach((id, i) => {
      if (seen.has(id)) issues.push({ path: ["accountIds", i], message: "is listed twice" })
      seen.add(id)
    })
    const overridden = new Set<string>()
    r.legs?.forEach((leg, i) => {
      if (!seen.has(leg.accountId)) issues.push({ path: ["legs", i, "accountId"], message: "is not one of accountIds" })
      else if (overridden.has(leg.accountId)) issues.push({ path: ["legs", i, "accountId"], message: "has a second override" })
      overridden.add(leg.accountId)
    })
    if (r.executeAt !== undefined && r.expiresAt !== undefined && r.expiresAt.getTime() <= r.executeAt.getTime()) {
      issues.push({ path: ["expiresAt"], message: "must be after executeAt" })
    }
    return issues.length === 0 ? true : issues
  })
).annotations({ identifier: "CreateWaveRequest", ...strict })
export type CreateWaveRequest = typeof CreateWaveRequest.Type

export const ListWavesParams = Schema.Struct({
  state: Schema.optional(WaveState),
  limit: Schema.optional(Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, 200)))
    .annotations({ description: "page size, 1 to 200, default 50" }),
  cursor: Schema.optional(Schema.String.pipe(Schema.maxLength(200))).annotations({ description: "the previous page's nextCursor" })
}).annotations(strict)

const WavePath = Schema.Struct({ id: WaveId })
export const WaveResponse = DataEnvelope(MultiAccountOrder, "MultiAccountOrderResponse")

/** Multi-account orders: one trade on many accounts, released together, with a result per account. */
export class WavesGroup extends HttpApiGroup.make("waves")
  .annotate(OpenApi.Title, "Multi-account orders")
  .annotate(OpenApi.Description, "One trade on many accounts (a wave): every account is brought online, then each " +
    "account's runtime is armed with one release time so all orders leave together. The result is per account " +
    "(`legs`, counted in `summary`): never all-or-nothing once sent. Each leg's order is an ordinary order with the " +
    "wave's id on it; an `unresolved` leg is never resent, it is confirmed against the broker's records.")
  .add(
    HttpApiEndpoint.post("createWave", "/v1/execution-waves")
      .annotate(OpenApi.Summary, "Place a multi-account order")
      .setHeaders(IdempotencyHeaders)
      .setPayload(CreateWaveRequest)
      .addSuccess(DataEnvelope(MultiAccountOrder, "MultiAccountOrderAccepted", 202))
      .pipe(errors(
        FeatureNotInPlan, QuotaExceeded, AccountNotFound, KeyLimitExceeded, IdempotencyKeyReused, TradingDisabled
      ))
      .annotateContext(requires("trading:write"))
      .annotate(OpenApi.Description, "Answers 202 with the wave in `preparing`; follow it with GET. Requires " +
        "`Idempotency-Key`: a retry with the same key and body answers the same wave (marked " +
        "`idempotent-replayed: true`) for 24 hours; 409 IDEMPOTENCY_KEY_REUSED for a different body. An account of " +
        "another workspace is 404 ACCOUNT_NOT_FOUND naming it; more accounts than the plan allows is 402 " +
        "QUOTA_EXCEEDED naming the limit; a plan without multi-account orders (or, for pending kinds, without " +
        "pending orders) is 402 FEATURE_NOT_IN_PLAN; the workspace's kill switch is 409 TRADING_DISABLED.")
  )
  .add(
    HttpApiEndpoint.get("listWaves", "/v1/execution-waves")
      .annotate(OpenApi.Summary, "List multi-account orders")
      .setUrlParams(ListWavesParams)
      .addSuccess(PageEnvelope(MultiAccountOrder, "MultiAccountOrderPage"))
      .annotateContext(requires("trading:read"))
      .annotate(OpenApi.Description, "Newest first; filter `state`. Cursor pagination: pass the previous page's `nextCursor`.")
  )
  .add(
    HttpApiEndpoint.get("getWave", "/v1/execution-waves/:id")
      .annotate(OpenApi.Summary, "Get a multi-account order")
      .setPath(WavePath)
      .addSuccess(WaveResponse)
      .annotateContext(requires("trading:read"))
      .annotate(OpenApi.Description, "The wave with its legs and summary, as it stands.")
  )
  .add(
    HttpApiEndpoint.post("cancelWave", "/v1/execution-waves/:id/cancel")
      .annotate(OpenApi.Summary, "Cancel a multi-account order")
      .setPath(WavePath)
      .addSuccess(WaveResponse)
      .pipe(errors(WaveNotCancellable))
      .annotateContext(requires("trading:write"))
      .annotate(OpenApi.Description, "Stops a wave that has not been released (`preparing` or `waiting`): it ends " +
        "`cancelled` with no order sent. A cancelled wave answers again as it is. Once released (`dispatching`, " +
        "`settled`) or `abandoned`, 409 WAVE_NOT_CANCELLABLE with the wave's state in `details`: released orders " +
        "are not taken back; close their positions instead.")
  )
  .pipe(errors(NotFound))
  .middleware(Authentication)
{}
