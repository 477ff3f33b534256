import type { OrderCommand } from "@svc/domain/account/tradingProtocol"
import { OrderTrigger, transition } from "@svc/domain/order/machine"
import { Effect, Either } from "effect"
import type { PreparedRequest } from "./buildRequest.js"
import type { OrderPath } from "./OrderPath.js"

/** After a modify or cancel the broker accepted, the pending order it acted on changes too. */
export const applyToTarget = Effect.fn("Order.applyToTarget")(function*(path: OrderPath, prepared: PreparedRequest, command: OrderCommand) {
  const target = "target" in prepared ? prepared.target : undefined
  if (target === undefined) return
  if (command._tag === "CancelOrder") {
    const decided = transition(target.order.state, OrderTrigger.BrokerUpdate({ outcome: "cancelled" }))
    if (Either.isLeft(decided)) return
    yield* path.store.updateTarget(target.order.id, {
      previousState: target.order.state,
      state: decided.right.next,
      stateDetail: "Cancelled on request.",
      settled: true,
      events: decided.right.emits
    })
  } else if ("changes" in prepared) {
    const c = prepared.changes
    yield* path.store.updateTarget(target.order.id, {
      previousState: target.order.state,
      state: target.order.state,
      stateDetail: "Modified.",
      price: c.price,
      stopLimitPrice: c.stopLimitPrice,
      stopLoss: c.stopLoss,
      takeProfit: c.takeProfit,
      expiration: c.expiration,
      events: []
    })
  }
})
