import type { PositionsSnapshot } from "@svc/domain/resources/position"
import { Effect, Option } from "effect"
import type { TerminalSession } from "../terminal/TerminalSession.js"
import type { ActorContext } from "./ActorContext.js"
import { noteStored, readTrade, type AfterTradeOf } from "./afterTrade.js"
import type { SyncState } from "./SyncState.js"
import { syncWorking } from "./syncWorking.js"
import type { AfterTrade } from "./OrderPath.js"
import { TradingStore, type TradeSync } from "./TradingStore.js"

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
 * Reads the terminal's positions and stores them as the snapshot. Called inside the order queue only: a read
 * taken before an order's fill must never be stored after the snapshot that shows it.
 */
const storePositions = (sync: SyncState, terminal: TerminalSession, now: number) =>
  Effect.flatMap(terminal.positions, (positions) => sync.store.syncPositions(sync.ctx.id, positions, new Date(now)))

/**
 * One pass of the account's sync loop: positions (diffed into position events), deals since the last pass, and
 * the pending orders the service placed (filled, cancelled or expired at the broker since).
 */
const syncOnce = (sync: SyncState): Effect.Effect<Option.Option<PositionsSnapshot>> =>
  Effect.gen(function*() {
    const { ctx, known, store } = sync
    const live = ctx.session()
    if (live === undefined) return Option.none()
    const terminal = live.terminal
    const now = Date.now()
    const snapshot = yield* ctx.serialised(storePositions(sync, terminal, now))
    if (sync.syncedUntil === undefined) {
      sync.syncedUntil = Option.match(yield* store.dealsSyncedUntil(ctx.id), { onNone: () => null, onSome: (d) => d.getTime() })
      sync.storedUntil = sync.syncedUntil ?? 0
    }
    const since = sync.syncedUntil === null ? now - firstDealWindowMs : sync.syncedUntil - dealOverlapMs
    if (!sync.primed) {
      // A new actor (its shard moved, or the entity restarted) knows none of the deals it stored before: it learns
      // them in one read instead of writing the whole window again (a statement per deal's row, for every account
      // of a runner that died, all at once).
      for (const ticket of yield* store.storedDealTickets(ctx.id, new Date(since))) known.add(ticket)
      sync.primed = true
    }
    const deals = yield* terminal.historyDeals(since, now + 60_000)
    // The overlap re-reads recent deals every pass; only the ones this actor has not stored yet are written.
    const fresh = deals.filter((d) => !known.has(d.ticket))
    if (fresh.length > 0) {
      yield* store.syncDeals(ctx.id, fresh)
      for (const d of fresh) known.add(d.ticket)
      if (known.size > 50_000) known.clear()
    }
    if (fresh.length > 0 || now - sync.storedUntil >= dealMarkEveryMs) {
      yield* store.setDealsSyncedUntil(ctx.id, new Date(now))
      sync.storedUntil = now
    }
    sync.syncedUntil = now
    yield* syncWorking(sync, terminal, now)
    return Option.some(snapshot)
  }).pipe(
    Effect.catchAll((e) => Effect.logWarning(`sync of ${sync.ctx.id} failed: ${e.detail}`).pipe(Effect.as(Option.none()))),
    Effect.withSpan("Account.sync")
  )

/**
 * The account's sync: one pass (`syncOnce`) and the read-back after a trade (`readTrade`, then `tradeStored` once
 * the order's record wrote it), sharing their marks.
 */
export const makeSync = (ctx: ActorContext) =>
  Effect.map(TradingStore, (store) => {
    const sync: SyncState = { ctx, store, known: new Set(), primed: false, syncedUntil: undefined, storedUntil: 0 }
    return {
      syncOnce: syncOnce(sync),
      afterTrade: {
        read: (terminal: TerminalSession, trade: AfterTradeOf) => readTrade(sync, terminal, trade),
        stored: (trade: TradeSync) => noteStored(sync, trade)
      } satisfies AfterTrade
    } as const
  })
