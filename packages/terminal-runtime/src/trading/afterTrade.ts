import { Cause, Effect, Option } from "effect"
import type { Deal } from "../terminal/deal.js"
import type { TerminalSession } from "../terminal/TerminalSession.js"
import type { SyncState } from "./SyncState.js"
import type { TradeSync } from "./TradingStore.js"
import { traced } from "@svc/domain/tracing"

/** The trade `afterTrade` reads back: its request tag, and the broker's order and position tickets when known. */
export interface AfterTradeOf {
  readonly tag: string
  readonly brokerOrderId: string | null
  readonly positionId: string | null
  /** When the request left (epoch ms): the deals are looked for from a minute before. */
  readonly from: number
}

/**
 * Right after a trade the broker confirmed: its deals and the positions it touched, read from the terminal, so that
 * the order's deals and `GET …/positions` show it the moment the order's answer does. They are written with the
 * order's record (one statement, see `OrderRecord.trade`), which then calls `noteStored` if the store kept them. Runs
 * inside the order queue; a failed read is logged and answers null, which leaves the trade to the next pass (the
 * order is recorded anyway).
 */
export const readTrade = Effect.fnUntraced(
  function*(_sync: SyncState, terminal: TerminalSession, trade: AfterTradeOf) {
    const now = Date.now()
    // Only the positions the trade touched are read and written (the account's whole book per order cost more
    // than the order): the one the answer names, read alongside the deals, and any other a deal names after.
    const byTicket = (tickets: ReadonlyArray<string>) =>
      Effect.map(Effect.forEach(tickets, terminal.positionsByTicket, { concurrency: "unbounded" }), (found) => found.flat())
    const named = trade.positionId === null ? [] : [trade.positionId]
    const ofTrade = (deals: ReadonlyArray<Deal>) =>
      deals.filter((d) => d.comment === trade.tag || (trade.brokerOrderId !== null && d.order === trade.brokerOrderId))
    // Only the trade's own deals: those of the position it names (a handful). Reading every deal of the last two
    // minutes grew with the account's activity and took most of an order's turn at 100 orders a second. The window
    // stays the fallback when the position's deals do not show the trade (a netting account's position is not
    // always the order's ticket).
    const [byPosition, namedPositions] = yield* Effect.all([
      trade.positionId === null ? Effect.succeed([]) : terminal.historyDealsByPosition(trade.positionId),
      byTicket(named)
    ], { concurrency: "unbounded" })
    const found = ofTrade(byPosition)
    const mine = found.length > 0 ? found : ofTrade(yield* terminal.historyDeals(trade.from - 60_000, now + 60_000))
    const touched = [...new Set([...named, ...mine.flatMap((d) => d.positionId === null ? [] : [d.positionId])])]
    const positions = [...namedPositions, ...yield* byTicket(touched.filter((t) => !named.includes(t)))]
    const read: TradeSync = { deals: mine, positions, touched, observedAt: new Date(now) }
    return read
  },
  // Only an interruption goes on, and only one with nothing else in it: a read that failed interrupts the read
  // beside it, and that mix is a failure to log. Anything else leaves the trade to the next pass: the order's
  // result and its answer must be written and the caller must get them.
  (effect, sync) =>
    Effect.catchAllCause(effect, (cause) =>
      Cause.isInterruptedOnly(cause)
        ? Effect.failCause(Cause.stripFailures(cause))
        : Option.match(Cause.failureOption(cause), {
          onSome: (e) => Effect.logWarning(`reading ${sync.ctx.id} after a trade failed: ${e.detail}`),
          onNone: () => Effect.logWarning(`reading ${sync.ctx.id} after a trade failed`, cause)
        }).pipe(Effect.as(null))),
  traced("Account.afterTrade")
)

/** The trade's deals are stored (with its order): the next passes' overlap need not write them again. */
export const noteStored = (sync: SyncState, trade: TradeSync) => {
  for (const d of trade.deals) sync.known.add(d.ticket)
}
