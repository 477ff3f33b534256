import type { PositionsSnapshot } from "@svc/domain/resources/position"
import { OrderTrigger, transition, type WorkingOutcome } from "@svc/domain/order/machine"
import { Cause, Effect, Either, Option } from "effect"
import type { TerminalSession } from "../terminal/TerminalSession.js"
import type { ActorContext } from "./ActorContext.js"
import { TradingStore } from "./TradingStore.js"

/** Deals are read again this far back on every pass, so a deal the broker books late is not missed. */
const dealOverlapMs = 10 * 60_000
/** The first pass after connecting reads this much history. */
const firstDealWindowMs = 30 * 24 * 60 * 60_000
/**
 * How stale the stored deal mark may get when no deal arrives: it only tells a restarted actor where to start
 * reading, and a few more minutes of overlap cost that one pass nothing it would not redo anyway.
 */
const dealMarkEveryMs = 5 * 60_000

/**
 * One pass of the account's sync loop: positions (diffed into position events), deals since the last pass, and
 * the pending orders the service placed (filled, cancelled or expired at the broker since).
 */
/** The trade `afterTrade` reads back: its request tag, and the broker's order and position tickets when known. */
export interface AfterTradeOf {
  readonly tag: string
  readonly brokerOrderId: string | null
  readonly positionId: string | null
  /** When the request left (epoch ms): the deals are looked for from a minute before. */
  readonly from: number
}

export const makeSync = (ctx: ActorContext) =>
  Effect.gen(function*() {
    const store = yield* TradingStore
    const known = new Set<string>()
    // This actor is the only writer of its account's deal mark: after one read at the first pass, memory holds it.
    let syncedUntil: number | null | undefined
    let storedUntil = 0

    const syncWorking = (terminal: TerminalSession, now: number) =>
      Effect.gen(function*() {
        const working = yield* store.working(ctx.id)
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
          yield* store.updateTarget(stored.order.id, {
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

    /**
     * Reads the terminal's positions and stores them as the snapshot. Called inside the order queue only: a read
     * taken before an order's fill must never be stored after the snapshot that shows it.
     */
    const storePositions = (terminal: TerminalSession, now: number) =>
      Effect.flatMap(terminal.positions, (positions) => store.syncPositions(ctx.id, positions, new Date(now)))

    /**
     * Right after a trade the broker confirmed: its deals and the account's positions, so that the order's deals
     * and `GET …/positions` show it at once rather than at the next pass. Runs inside the order queue; a failure is
     * logged and left to the next pass (the order's own record is already written).
     */
    const afterTrade = (terminal: TerminalSession, trade: AfterTradeOf) =>
      Effect.gen(function*() {
        const now = Date.now()
        // Only the positions the trade touched are read and written (the account's whole book per order cost more
        // than the order): the one the answer names, read alongside the deals, and any other a deal names after.
        const byTicket = (tickets: ReadonlyArray<string>) =>
          Effect.map(Effect.forEach(tickets, terminal.positionsByTicket, { concurrency: "unbounded" }), (found) => found.flat())
        const named = trade.positionId === null ? [] : [trade.positionId]
        const [deals, namedPositions] = yield* Effect.all([
          terminal.historyDeals(trade.from - 60_000, now + 60_000),
          byTicket(named)
        ], { concurrency: "unbounded" })
        const mine = deals.filter((d) => d.comment === trade.tag || (trade.brokerOrderId !== null && d.order === trade.brokerOrderId))
        const touched = [...new Set([...named, ...mine.flatMap((d) => d.positionId === null ? [] : [d.positionId])])]
        const positions = [...namedPositions, ...yield* byTicket(touched.filter((t) => !named.includes(t)))]
        // One write for both, grouped with other accounts' trades of the moment (see TradingStore.syncTrade).
        yield* store.syncTrade(ctx.id, { deals: mine, positions, touched, observedAt: new Date(now) })
        for (const d of mine) known.add(d.ticket)
      }).pipe(
        // The store's database errors are defects: they too are left to the next pass, since the order's result
        // and its answer are already written and the caller must get them. Only an interruption goes on.
        Effect.catchAllCause((cause) =>
          Cause.isInterrupted(cause)
            ? Effect.failCause(Cause.stripFailures(cause))
            : Option.match(Cause.failureOption(cause), {
              onSome: (e) => Effect.logWarning(`reading ${ctx.id} after a trade failed: ${e.detail}`),
              onNone: () => Effect.logWarning(`reading ${ctx.id} after a trade failed`, cause)
            })
        ),
        Effect.withSpan("Account.afterTrade")
      )

    const syncOnce: Effect.Effect<Option.Option<PositionsSnapshot>> = Effect.gen(function*() {
      const live = ctx.session()
      if (live === undefined) return Option.none()
      const terminal = live.terminal
      const now = Date.now()
      const snapshot = yield* ctx.serialised(storePositions(terminal, now))
      if (syncedUntil === undefined) {
        syncedUntil = Option.match(yield* store.dealsSyncedUntil(ctx.id), { onNone: () => null, onSome: (d) => d.getTime() })
        storedUntil = syncedUntil ?? 0
      }
      const since = syncedUntil === null ? now - firstDealWindowMs : syncedUntil - dealOverlapMs
      const deals = yield* terminal.historyDeals(since, now + 60_000)
      // The overlap re-reads recent deals every pass; only the ones this actor has not stored yet are written.
      const fresh = deals.filter((d) => !known.has(d.ticket))
      if (fresh.length > 0) {
        yield* store.syncDeals(ctx.id, fresh)
        for (const d of fresh) known.add(d.ticket)
        if (known.size > 50_000) known.clear()
      }
      if (fresh.length > 0 || now - storedUntil >= dealMarkEveryMs) {
        yield* store.setDealsSyncedUntil(ctx.id, new Date(now))
        storedUntil = now
      }
      syncedUntil = now
      yield* syncWorking(terminal, now)
      return Option.some(snapshot)
    }).pipe(
      Effect.catchAll((e) => Effect.logWarning(`sync of ${ctx.id} failed: ${e.detail}`).pipe(Effect.as(Option.none()))),
      Effect.withSpan("Account.sync")
    )

    return { syncOnce, afterTrade } as const
  })
