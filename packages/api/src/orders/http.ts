import { HttpApiBuilder } from "@effect/platform"
import type { OrderId } from "@svc/domain"
import { Api } from "@svc/domain/api/Api"
import { CurrentPrincipal } from "@svc/domain/api/authentication"
import { Effect, Layer } from "effect"
import { Orders } from "./Orders.js"

export const OrdersHttp = HttpApiBuilder.group(Api, "orders", (handlers) =>
  Effect.gen(function*() {
    const orders = yield* Orders
    const workspace = Effect.map(CurrentPrincipal, (p) => p.workspaceId)
    return handlers
      .handle("listOrders", ({ urlParams }) => Effect.flatMap(workspace, (w) => orders.list(w, urlParams)))
      .handle("getOrder", ({ path }) => Effect.flatMap(workspace, (w) => orders.get(w, path.id)))
      .handle("getOrderDeals", ({ path }) => Effect.flatMap(workspace, (w) => orders.dealsOf(w, path.id as OrderId)))
  }))

/** The orders group with its service. */
export const OrdersLive = OrdersHttp.pipe(Layer.provide(Orders.Default))
