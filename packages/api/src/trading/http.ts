import { HttpApiBuilder } from "@effect/platform"
import { Api } from "@svc/domain/api/Api"
import { CurrentPrincipal } from "@svc/domain/api/authentication"
import type { DecimalString } from "@svc/domain"
import { Effect, Layer } from "effect"
import { Trading } from "./Trading.js"

const orNull = <A>(a: A | undefined): A | null => (a === undefined ? null : a)

export const TradingHttp = HttpApiBuilder.group(Api, "trading", (handlers) =>
  Effect.gen(function*() {
    const trading = yield* Trading
    return handlers
      .handle("placeMarketOrder", ({ headers, path, payload }) =>
        Effect.flatMap(CurrentPrincipal, (p) =>
          trading.open(p, path.id, headers["idempotency-key"], { method: "POST", path: `/v1/accounts/${path.id}/orders/market`, body: payload }, (orderId) => ({
            _tag: "Market",
            orderId,
            workspaceId: p.workspaceId,
            clientOrderId: orNull(payload.clientOrderId),
            deviationPoints: orNull(payload.deviationPoints),
            side: payload.side,
            symbol: payload.symbol,
            volume: payload.volume,
            stopLoss: orNull(payload.stopLoss),
            takeProfit: orNull(payload.takeProfit)
          }))))
      .handle("placePendingOrder", ({ headers, path, payload }) =>
        Effect.gen(function*() {
          const p = yield* CurrentPrincipal
          // The feature is checked against the plan the order's claim reads (see Trading.send).
          return yield* trading.openNeeding(["pendingOrders"])(p, path.id, headers["idempotency-key"], { method: "POST", path: `/v1/accounts/${path.id}/orders/pending`, body: payload }, (orderId) => ({
            _tag: "Pending",
            orderId,
            workspaceId: p.workspaceId,
            clientOrderId: orNull(payload.clientOrderId),
            deviationPoints: orNull(payload.deviationPoints),
            kind: payload.kind,
            symbol: payload.symbol,
            volume: payload.volume,
            price: payload.price,
            stopLimitPrice: orNull(payload.stopLimitPrice),
            stopLoss: orNull(payload.stopLoss),
            takeProfit: orNull(payload.takeProfit),
            expiration: orNull(payload.expiration)
          }))
        }))
      .handle("closePosition", ({ headers, path, payload }) =>
        Effect.flatMap(CurrentPrincipal, (p) =>
          trading.execute(p, path.id, headers["idempotency-key"], { method: "POST", path: `/v1/accounts/${path.id}/positions/${path.positionId}/close`, body: payload }, (orderId) => ({
            _tag: "ClosePosition",
            orderId,
            workspaceId: p.workspaceId,
            clientOrderId: orNull(payload.clientOrderId),
            deviationPoints: orNull(payload.deviationPoints),
            positionId: path.positionId,
            volume: orNull(payload.volume)
          }))))
      .handle("modifyPosition", ({ headers, path, payload }) =>
        Effect.flatMap(CurrentPrincipal, (p) =>
          trading.execute(p, path.id, headers["idempotency-key"], { method: "POST", path: `/v1/accounts/${path.id}/positions/${path.positionId}/modify`, body: payload }, (orderId) => ({
            _tag: "ModifyPosition",
            orderId,
            workspaceId: p.workspaceId,
            clientOrderId: orNull(payload.clientOrderId),
            deviationPoints: null,
            positionId: path.positionId,
            ...(payload.stopLoss === undefined ? {} : { stopLoss: payload.stopLoss as DecimalString | null }),
            ...(payload.takeProfit === undefined ? {} : { takeProfit: payload.takeProfit as DecimalString | null })
          }))))
      .handle("modifyOrder", ({ headers, path, payload }) =>
        Effect.gen(function*() {
          const p = yield* CurrentPrincipal
          const target = yield* trading.targetOf(p, path.id)
          return yield* trading.execute(p, target.accountId, headers["idempotency-key"], { method: "POST", path: `/v1/orders/${path.id}/modify`, body: payload }, (orderId) => ({
            _tag: "ModifyOrder",
            orderId,
            workspaceId: p.workspaceId,
            clientOrderId: orNull(payload.clientOrderId),
            deviationPoints: null,
            targetOrderId: path.id,
            ...(payload.price === undefined ? {} : { price: payload.price }),
            ...(payload.stopLimitPrice === undefined ? {} : { stopLimitPrice: payload.stopLimitPrice }),
            ...(payload.stopLoss === undefined ? {} : { stopLoss: payload.stopLoss as DecimalString | null }),
            ...(payload.takeProfit === undefined ? {} : { takeProfit: payload.takeProfit as DecimalString | null }),
            ...(payload.expiration === undefined ? {} : { expiration: payload.expiration })
          }))
        }))
      .handle("cancelOrder", ({ headers, path, payload }) =>
        Effect.gen(function*() {
          const p = yield* CurrentPrincipal
          const target = yield* trading.targetOf(p, path.id)
          return yield* trading.execute(p, target.accountId, headers["idempotency-key"], { method: "POST", path: `/v1/orders/${path.id}/cancel`, body: payload }, (orderId) => ({
            _tag: "CancelOrder",
            orderId,
            workspaceId: p.workspaceId,
            clientOrderId: orNull(payload.clientOrderId),
            deviationPoints: null,
            targetOrderId: path.id
          }), trading.cancelFromRecord(target))
        }))
  }))

/** The trading group with its service. */
export const TradingLive = TradingHttp.pipe(Layer.provide(Trading.Default))
