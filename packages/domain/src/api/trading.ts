import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { PositiveDecimalString } from "../decimal.js"
import {
  AccountNotFound, AccountNotReady, FeatureNotInPlan, IdempotencyInFlight, IdempotencyKeyReused, NeedsOperator, NoRuntime, NotFound, OrderRejected, OrderUnresolved, QuotaExceeded, SchedulerFailed, SendFailed, TradingDisabled, KeyLimitExceeded
} from "../errors.js"
import { DataEnvelope, PageEnvelope } from "../http/envelope.js"
import { AccountId, OrderId } from "../ids.js"
import { Deal } from "../resources/deal.js"
import { Order, OrderSide, OrderState } from "../resources/order.js"
import { Timestamp } from "../time.js"
import { Authentication } from "./authentication.js"
import { strict } from "./common.js"
import { errors } from "./endpointErrors.js"
import { requires } from "./requiredScope.js"

export const ClientOrderId = Schema.String.pipe(Schema.minLength(1), Schema.maxLength(32))
  .annotations({ description: "your own reference, up to 32 characters; stored on the order and filterable" })
const DeviationPoints = Schema.Int.pipe(Schema.between(0, 100_000))
  .annotations({ description: "maximum slippage in points; omitted leaves it to the terminal" })
const Symbol = Schema.String.pipe(Schema.minLength(1), Schema.maxLength(64))
const Volume = PositiveDecimalString.annotations({ description: "lots, as a decimal string" })
const Price = PositiveDecimalString

/** Every call that opens or closes exposure carries one; a retry with the same key gets the first answer. */
export const IdempotencyHeaders = Schema.Struct({
  "idempotency-key": Schema.propertySignature(
    Schema.String.pipe(Schema.minLength(1), Schema.maxLength(255))
      .annotations({ description: "unique per intended order, e.g. a UUID; remembered for 24 hours" })
  ).annotations({
    missingMessage: () =>
      "is a required request header: send `Idempotency-Key: <a new UUID>` once per order you mean to place, and the same value when you retry it"
  })
})
const OptionalIdempotencyHeaders = Schema.Struct({
  "idempotency-key": Schema.optional(Schema.String.pipe(Schema.minLength(1), Schema.maxLength(255)))
})

export const MarketOrderRequest = Schema.Struct({
  side: OrderSide,
  symbol: Symbol,
  volume: Volume,
  stopLoss: Schema.optional(Price),
  takeProfit: Schema.optional(Price),
  deviationPoints: Schema.optional(DeviationPoints),
  clientOrderId: Schema.optional(ClientOrderId)
}).annotations({ identifier: "MarketOrderRequest", ...strict })

export const PendingKind = Schema.Literal("buy_limit", "sell_limit", "buy_stop", "sell_stop", "buy_stop_limit", "sell_stop_limit")
  .annotations({ identifier: "PendingKind" })
export type PendingKind = typeof PendingKind.Type

export const PendingOrderRequest = Schema.Struct({
  kind: PendingKind,
  symbol: Symbol,
  volume: Volume,
  price: Price.annotations({ description: "trigger price; for stop-limit kinds, the stop price" }),
  stopLimitPrice: Schema.optional(Price).annotations({ description: "required for stop-limit kinds: the limit placed when the stop triggers" }),
  stopLoss: Schema.optional(Price),
  takeProfit: Schema.optional(Price),
  expiration: Schema.optional(Timestamp).annotations({ description: "omitted: good till cancelled" }),
  deviationPoints: Schema.optional(DeviationPoints),
  clientOrderId: Schema.optional(ClientOrderId)
}).pipe(
  Schema.filter((r) => (r.kind.endsWith("_stop_limit")) === (r.stopLimitPrice !== undefined) || {
    path: ["stopLimitPrice"],
    message: r.kind.endsWith("_stop_limit") ? "required for stop-limit kinds" : "only for stop-limit kinds"
  })
).annotations({ identifier: "PendingOrderRequest", ...strict })

export const ClosePositionRequest = Schema.Struct({
  volume: Schema.optional(Volume).annotations({ description: "part to close; omitted closes the whole position" }),
  deviationPoints: Schema.optional(DeviationPoints),
  clientOrderId: Schema.optional(ClientOrderId)
}).annotations({ identifier: "ClosePositionRequest", ...strict })

/** `null` removes a level; an omitted field leaves it unchanged. */
const Level = Schema.optional(Schema.NullOr(Price))

export const ModifyPositionRequest = Schema.Struct({
  stopLoss: Level,
  takeProfit: Level,
  clientOrderId: Schema.optional(ClientOrderId)
}).pipe(
  Schema.filter((r) => r.stopLoss !== undefined || r.takeProfit !== undefined || "send stopLoss or takeProfit")
).annotations({ identifier: "ModifyPositionRequest", ...strict })

export const ModifyOrderRequest = Schema.Struct({
  price: Schema.optional(Price),
  stopLimitPrice: Schema.optional(Price),
  stopLoss: Level,
  takeProfit: Level,
  expiration: Schema.optional(Schema.NullOr(Timestamp)),
  clientOrderId: Schema.optional(ClientOrderId)
}).pipe(
  Schema.filter((r) =>
    r.price !== undefined || r.stopLimitPrice !== undefined || r.stopLoss !== undefined || r.takeProfit !== undefined ||
    r.expiration !== undefined || "send at least one of price, stopLimitPrice, stopLoss, takeProfit, expiration")
).annotations({ identifier: "ModifyOrderRequest", ...strict })

export const CancelOrderRequest = Schema.Struct({ clientOrderId: Schema.optional(ClientOrderId) })
  .annotations({ identifier: "CancelOrderRequest", ...strict })

export const ListOrdersParams = Schema.Struct({
  accountId: Schema.optional(AccountId),
  state: Schema.optional(OrderState),
  clientOrderId: Schema.optional(ClientOrderId),
  createdAfter: Schema.optional(Timestamp).annotations({ description: "only orders created at or after (RFC 3339)" }),
  createdBefore: Schema.optional(Timestamp).annotations({ description: "only orders created before (RFC 3339)" }),
  limit: Schema.optional(Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, 200)))
    .annotations({ description: "page size, 1 to 200, default 50" }),
  cursor: Schema.optional(Schema.String.pipe(Schema.maxLength(200))).annotations({ description: "the previous page's nextCursor" })
}).annotations(strict)

const AccountPath = Schema.Struct({ id: AccountId })
const PositionPath = Schema.Struct({ id: AccountId, positionId: Schema.String.pipe(Schema.pattern(/^[0-9]{1,20}$/)) })
const OrderPath = Schema.Struct({ id: OrderId })

export const OrderResponse = DataEnvelope(Order, "OrderResponse")

const outcomes = "Outcomes: 200 with the order (filled, working or completed); 422 ORDER_REJECTED when the broker " +
  "refused (details carry orderId, retcode, retcodeText, retryable); 502 SEND_FAILED when it provably never reached " +
  "the broker (the only safe resend); 502 ORDER_UNRESOLVED when it was sent and no answer came: never resend, poll " +
  "`GET /v1/orders/{orderId}` (it is confirmed against the broker's records)."
const idempotency = "Requires `Idempotency-Key`: a retry with the same key and request returns the first answer for " +
  "24 hours (409 IDEMPOTENCY_KEY_REUSED for a different request, 409 IDEMPOTENCY_IN_FLIGHT while the first runs)."

/** Calls that send something to the broker; they share the trading outcomes. */
export class TradingGroup extends HttpApiGroup.make("trading")
  .annotate(OpenApi.Title, "Trading")
  .annotate(OpenApi.Description, "Calls that send something to the broker. Each answers with the order as it stands, or with one of the trading outcomes: `ORDER_REJECTED` (the broker refused, with its retcode), `SEND_FAILED` (never reached the broker: the only safe resend) or `ORDER_UNRESOLVED` (sent, no answer: never resend, poll the order).")
  .add(
    HttpApiEndpoint.post("placeMarketOrder", "/v1/accounts/:id/orders/market")
      .annotate(OpenApi.Summary, "Place a market order")
      .setPath(AccountPath)
      .setHeaders(IdempotencyHeaders)
      .setPayload(MarketOrderRequest)
      .addSuccess(OrderResponse)
      .pipe(errors(QuotaExceeded))
      .annotateContext(requires("trading:write"))
      .annotate(OpenApi.Description, `Buys or sells at market. ${idempotency} ${outcomes}`)
  )
  .add(
    HttpApiEndpoint.post("placePendingOrder", "/v1/accounts/:id/orders/pending")
      .annotate(OpenApi.Summary, "Place a pending order")
      .setPath(AccountPath)
      .setHeaders(IdempotencyHeaders)
      .setPayload(PendingOrderRequest)
      .addSuccess(OrderResponse)
      .pipe(errors(FeatureNotInPlan, QuotaExceeded))
      .annotateContext(requires("trading:write"))
      .annotate(OpenApi.Description, `Places a pending order (limit, stop, stop-limit). ${idempotency} ${outcomes}`)
  )
  .add(
    HttpApiEndpoint.post("closePosition", "/v1/accounts/:id/positions/:positionId/close")
      .annotate(OpenApi.Summary, "Close a position")
      .setPath(PositionPath)
      .setHeaders(IdempotencyHeaders)
      .setPayload(ClosePositionRequest)
      .addSuccess(OrderResponse)
      .annotateContext(requires("trading:write"))
      .annotate(OpenApi.Description, `Closes a position (the broker's ticket), whole or in part with \`volume\`. ${idempotency} ${outcomes}`)
  )
  .add(
    HttpApiEndpoint.post("modifyPosition", "/v1/accounts/:id/positions/:positionId/modify")
      .annotate(OpenApi.Summary, "Move a position's stops")
      .setPath(PositionPath)
      .setHeaders(OptionalIdempotencyHeaders)
      .setPayload(ModifyPositionRequest)
      .addSuccess(OrderResponse)
      .annotateContext(requires("trading:write"))
      .annotate(OpenApi.Description, "Moves a position's stop loss and take profit: `null` removes a level, an omitted field leaves it. Recorded as an order with intent `modify`. `Idempotency-Key` optional.")
  )
  .add(
    HttpApiEndpoint.post("modifyOrder", "/v1/orders/:id/modify")
      .annotate(OpenApi.Summary, "Modify a pending order")
      .setPath(OrderPath)
      .setHeaders(OptionalIdempotencyHeaders)
      .setPayload(ModifyOrderRequest)
      .addSuccess(OrderResponse)
      .annotateContext(requires("trading:write"))
      .annotate(OpenApi.Description, "Modifies a working pending order; recorded as an order with intent `modify` naming the same broker order. `Idempotency-Key` optional.")
  )
  .add(
    HttpApiEndpoint.post("cancelOrder", "/v1/orders/:id/cancel")
      .annotate(OpenApi.Summary, "Cancel a pending order")
      .setPath(OrderPath)
      .setHeaders(OptionalIdempotencyHeaders)
      .setPayload(CancelOrderRequest)
      .addSuccess(OrderResponse)
      .annotateContext(requires("trading:write"))
      .annotate(OpenApi.Description, "Removes a pending order that has not triggered; the original order becomes `cancelled`. If it already triggered the broker refuses with 10035 (422 ORDER_REJECTED): close the position instead.")
  )
  .pipe(errors(
    AccountNotFound, NotFound, OrderRejected, SendFailed, OrderUnresolved, IdempotencyKeyReused, IdempotencyInFlight,
    TradingDisabled, NeedsOperator, NoRuntime, AccountNotReady, SchedulerFailed, KeyLimitExceeded
  ))
  .middleware(Authentication)
{}

/** The order history: reads only. */
export class OrdersGroup extends HttpApiGroup.make("orders")
  .annotate(OpenApi.Title, "Orders")
  .annotate(OpenApi.Description, "The order history across accounts: every order placed through the service and its deals.")
  .add(
    HttpApiEndpoint.get("listOrders", "/v1/orders")
      .annotate(OpenApi.Summary, "List orders")
      .setUrlParams(ListOrdersParams)
      .addSuccess(PageEnvelope(Order, "OrderPage"))
      .annotateContext(requires("trading:read"))
      .annotate(OpenApi.Description, "Newest first across all accounts unless `accountId` narrows. Cursor pagination: pass the previous page's `nextCursor`.")
  )
  .add(
    HttpApiEndpoint.get("getOrder", "/v1/orders/:id")
      .annotate(OpenApi.Summary, "Get an order")
      .setPath(OrderPath)
      .addSuccess(OrderResponse)
      .annotateContext(requires("trading:read"))
      .annotate(OpenApi.Description, "The authoritative order record. Poll it after ORDER_UNRESOLVED until `needsReconciliation` is false.")
  )
  .add(
    HttpApiEndpoint.get("getOrderDeals", "/v1/orders/:id/deals")
      .annotate(OpenApi.Summary, "List an order's deals")
      .annotate(OpenApi.Description, "The deals the broker made for this order (a partly filled order has several).")
      .setPath(OrderPath)
      .addSuccess(DataEnvelope(Schema.Array(Deal), "OrderDealsResponse"))
      .annotateContext(requires("trading:read"))
  )
  .pipe(errors(NotFound))
  .middleware(Authentication)
{}

