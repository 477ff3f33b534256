import type { OrderId } from "@svc/domain"
import { Order } from "@svc/domain/resources/order"
import { Effect, Layer, Option, Schema } from "effect"
import { registerEventReader, type EventReader } from "../events/EventReaders.js"
import { OrdersRepo, toOrder } from "./OrdersRepo.js"

const encodeOrder = Schema.encodeSync(Order)

/** Order events carry the order as the REST API returns it when the event is sent (plus `previousState`). */
const readOrder = Effect.map(OrdersRepo, (orders): EventReader => (event) =>
  Effect.map(orders.findInWorkspace(event.workspaceId, event.resourceId as OrderId), (row) =>
    Option.map(Option.fromNullable(row), (r) => encodeOrder(toOrder(r)) as unknown as Record<string, unknown>)))

/** "Read when sent" for the order events. */
export const OrderEventReadersLive = Layer.mergeAll(
  registerEventReader("order.filled", readOrder),
  registerEventReader("order.rejected", readOrder),
  registerEventReader("order.unresolved", readOrder),
  registerEventReader("order.resolved", readOrder),
  registerEventReader("order.cancelled", readOrder)
).pipe(Layer.provide(OrdersRepo.Default))
