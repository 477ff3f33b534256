import type { DecimalString } from "../decimal.js"
import type { SubscriptionSettings } from "../resources/copy.js"
import type { OrderSide } from "../resources/order.js"
import { followerCloseVolume } from "./partialClose.js"
import { sizeOpen, type Funds, type SkipReason, type SymbolTerms } from "./sizing.js"
import { copiesCloses, copiesOpens, type SubscriptionState } from "./subscriptionMachine.js"
import { followerSideAndStops, followerSymbol } from "./symbol.js"

/** Open signals older than this are not copied (a follower that was offline does not open a stale trade). */
export const defaultOpenSignalLifetimeMs = 60_000

/** A master deal as the copier sees it. */
export type MasterDeal =
  | {
    readonly _tag: "Open"
    readonly side: OrderSide
    readonly symbol: string
    readonly volume: DecimalString
    readonly price: DecimalString
    readonly stopLoss: DecimalString | null
    readonly takeProfit: DecimalString | null
    readonly dealtAt: number
  }
  | {
    readonly _tag: "Close"
    /** The master position's volume before this deal, and what the deal closed of it. */
    readonly positionBefore: DecimalString
    readonly closed: DecimalString
    readonly dealtAt: number
  }

/** What the follower needs to know for one deal: its linked position for a close, its terms and funds for an open. */
export interface FollowerView {
  readonly state: SubscriptionState
  readonly settings: SubscriptionSettings
  /** Whether the strategy is active and its master online: otherwise nothing is copied, closes included. */
  readonly strategyCopying: boolean
  /** Symbols paused after repeated rejections. */
  readonly pausedSymbols: ReadonlySet<string>
  /** The follower position linked to the master's, when there is one (closes). */
  readonly linkedOpen: DecimalString | null
  readonly masterFunds: Funds
  readonly followerFunds: Funds
  readonly masterTerms: SymbolTerms
  readonly followerTerms: SymbolTerms
  readonly openSignalLifetimeMs: number
}

export type CopySkip =
  | SkipReason
  | "not_copying" | "close_only" | "signal_expired" | "side_not_copied" | "symbol_paused" | "not_linked"

export type Decision =
  | {
    readonly _tag: "Open"
    readonly side: OrderSide
    readonly symbol: string
    readonly volume: DecimalString
    readonly stopLoss: DecimalString | null
    readonly takeProfit: DecimalString | null
  }
  | { readonly _tag: "Close"; readonly volume: DecimalString }
  | { readonly _tag: "Skip"; readonly reason: CopySkip; readonly detail: string }

const skip = (reason: CopySkip, detail: string): Decision => ({ _tag: "Skip", reason, detail })

/**
 * What one master deal becomes on one follower, pure: the strategy and the subscription's status first (paused
 * copies nothing, closes included; close_only copies closes), then for an open its age, side, symbol, sizing and
 * stops, and for a close the proportional share of the linked position. Close signals never expire.
 */
export const decide = (deal: MasterDeal, f: FollowerView, now: number): Decision => {
  if (!f.strategyCopying || !copiesCloses(f.state)) return skip("not_copying", "the strategy or the subscription is not copying")
  if (deal._tag === "Close") {
    if (f.linkedOpen === null) return skip("not_linked", "no follower position is linked to the master's")
    return { _tag: "Close", volume: followerCloseVolume(deal.positionBefore, deal.closed, f.linkedOpen, f.followerTerms) }
  }
  if (!copiesOpens(f.state)) return skip("close_only", "the subscription copies closes only")
  if (now - deal.dealtAt > f.openSignalLifetimeMs) {
    return skip("signal_expired", `the master opened ${Math.round((now - deal.dealtAt) / 1000)} s ago`)
  }
  if (!f.settings.sides.includes(deal.side)) return skip("side_not_copied", `${deal.side} trades are not copied`)
  const mapped = followerSymbol(f.settings, deal.symbol)
  if (f.pausedSymbols.has(mapped.symbol)) return skip("symbol_paused", `${mapped.symbol} is paused after repeated rejections`)
  const sized = sizeOpen(
    f.settings,
    { volume: deal.volume, price: deal.price, stopLoss: deal.stopLoss, symbolMultiplier: mapped.multiplier ?? null },
    f.masterFunds,
    f.followerFunds,
    f.masterTerms,
    f.followerTerms
  )
  if (sized._tag === "Skip") return skip(sized.reason, sized.detail)
  const placed = followerSideAndStops(f.settings, deal.side, { stopLoss: deal.stopLoss, takeProfit: deal.takeProfit })
  return { _tag: "Open", symbol: mapped.symbol, volume: sized.volume, ...placed }
}

/** Consecutive broker rejections that pause a symbol for a subscription: no loops on a refusing broker. */
export const rejectionsBeforePause = 3

/**
 * The rejection streak of one subscription and symbol after an outcome: a fill resets it; the third rejection in a
 * row pauses the symbol (and says so once).
 */
export const afterOutcome = (streak: number, outcome: "filled" | "rejected"): { readonly streak: number; readonly pause: boolean } =>
  outcome === "filled" ? { streak: 0, pause: false } : { streak: streak + 1, pause: streak + 1 === rejectionsBeforePause }
