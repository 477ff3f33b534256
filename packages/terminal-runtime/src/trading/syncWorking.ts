import { OrderTrigger, transition, type WorkingOutcome } from "@svc/domain/order/machine"
import { Effect, Either } from "effect"
import type { TerminalSession } from "../terminal/TerminalSession.js"
import type { SyncState } from "./SyncState.js"

/** The pending orders the service placed that left the terminal's book since: filled, cancelled or expired there. */
export const syncWorking = Effect.fn("Account.syncWorking")(function*(sync: SyncState, terminal: TerminalSession, now: number) {
  const working = yield* sync.store.working(sync.ctx.id)
  if (working.length === 0) return
  const live = new Set((yield* terminal.orders).map((o) => o.ticket))
  for (const stored of working) {
    const ticket = stored.order.brokerOrderId
    if (ticket === null || live.has(ticket)) continue
    const history = (yield* terminal.historyOrders(stored.order.createdAt.getTime() - 60_000, now + 60_000))
      .find((o) => o.ticket === ticket)
    if (history === undefined) continue
    const outcome: WorkingOutcome | undefined =
      history.state === "filled" ? "filled"
      : history.state === "partial" ? "partially_filled"
      : history.state === "canceled" || history.state === "rejected" ? "cancelled"
      : history.state === "expired" ? "expired" : undefined
    if (outcome === undefined) continue
    const decided = transition(stored.order.state, OrderTrigger.BrokerUpdate({ outcome }))
    if (Either.isLeft(decided)) continue
    const deal = outcome === "filled" || outcome === "partially_filled"
      ? (yield* terminal.historyDeals(stored.order.createdAt.getTime() - 60_000, now + 60_000)).find((d) => d.order === ticket)
      : undefined
    yield* sync.store.updateTarget(stored.order.id, {
      previousState: stored.order.state,
      state: decided.right.next,
      stateDetail: outcome === "filled" ? "Triggered and filled at the broker." : `The broker reports the order ${history.state}.`,
      settled: outcome !== "partially_filled",
      ...(deal === undefined ? {} : {
        filledVolume: deal.volume,
        filledPrice: deal.price,
        brokerDealId: deal.ticket,
        brokerPositionId: deal.positionId
      }),
      events: decided.right.emits
    })
  }
})
