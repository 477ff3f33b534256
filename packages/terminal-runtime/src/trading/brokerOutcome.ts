import type { ReconciledOutcome } from "@svc/domain/order/machine"
import { SERVICE_MAGIC } from "@svc/domain/order/requestTag"
import Decimal from "decimal.js"
import { Effect } from "effect"
import type { TerminalSession } from "../terminal/TerminalSession.js"
import type { StoredOrder } from "./TradingStore.js"

/** What the broker's records say about a request that got no answer. Undefined: not decidable yet. */
export const brokerOutcome = Effect.fn("Order.brokerOutcome")(function*(terminal: TerminalSession, stored: StoredOrder, now: number) {
  const order = stored.order
  const from = (order.sentAt?.getTime() ?? order.createdAt.getTime()) - 60_000
  const to = now + 60_000
  const deals = (yield* terminal.historyDeals(from, to)).filter((d) => d.comment === stored.requestTag && d.magic === SERVICE_MAGIC)
  const trades = deals.filter((d) => d.entry !== null)
  if (trades.length > 0) {
    const volume = trades.reduce((sum, d) => sum.plus(d.volume), new Decimal(0))
    const notional = trades.reduce((sum, d) => sum.plus(new Decimal(d.volume).times(d.price)), new Decimal(0))
    const first = trades[0]!
    const full = order.volume === null || volume.gte(order.volume)
    return {
      outcome: (full ? "filled" : "partially_filled") as ReconciledOutcome,
      fields: {
        filledVolume: trades.length === 1 ? first.volume : volume.toFixed(),
        filledPrice: trades.length === 1 ? first.price : notional.div(volume).toDecimalPlaces(8).toFixed(),
        brokerDealId: first.ticket,
        brokerOrderId: first.order,
        brokerPositionId: first.positionId
      }
    }
  }
  const working = (yield* terminal.orders).find((o) => o.comment === stored.requestTag)
  if (working !== undefined) return { outcome: "placed" as ReconciledOutcome, fields: { brokerOrderId: working.ticket } }
  const history = (yield* terminal.historyOrders(from, to)).find((o) => o.comment === stored.requestTag)
  if (history !== undefined) {
    const outcome: ReconciledOutcome =
      history.state === "canceled" ? (order.intent === "open" ? "cancelled" : "completed")
      : history.state === "expired" ? "expired"
      : history.state === "rejected" ? "rejected"
      : history.state === "filled" ? "filled" : "not_executed"
    return { outcome, fields: { brokerOrderId: history.ticket } }
  }
  // Modifications leave no order of their own: compare what the broker holds with what was asked.
  if (order.intent === "modify" && order.brokerPositionId !== null) {
    const p = (yield* terminal.positions).find((x) => x.ticket === order.brokerPositionId)
    if (p !== undefined && p.sl === order.stopLoss && p.tp === order.takeProfit) {
      return { outcome: "completed" as ReconciledOutcome, fields: {} }
    }
  }
  // Not in the records once they have had time to show it: it never executed.
  const age = now - (order.sentAt ?? order.createdAt).getTime()
  return age >= 2_000 ? { outcome: "not_executed" as ReconciledOutcome, fields: {} } : undefined
})
