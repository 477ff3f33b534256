import type { OrderSide } from "../resources/order.js"

/** A master pending order's kind as MT5 names it. */
export type PendingKind = "buy_limit" | "sell_limit" | "buy_stop" | "sell_stop" | "buy_stop_limit" | "sell_stop_limit"

/**
 * The follower's pending kind for a master's, given the follower's side (reversed or not). A reversed order rests at
 * the master's price on the other side of the market: a buy limit (below the price) reversed is a sell stop (below
 * the price), a buy stop (above) a sell limit (above). A stop-limit has no such mirror (its trigger and its limit
 * would both be on the wrong side): undefined, and the copier skips it.
 */
export const followerPendingKind = (kind: PendingKind, side: OrderSide, reversed: boolean): PendingKind | undefined => {
  if (!reversed) return kind
  if (kind.endsWith("_stop_limit")) return undefined
  const flipped = kind.endsWith("_limit") ? "stop" : "limit"
  return `${side}_${flipped}`
}

/** The side a pending kind buys or sells on. */
export const sideOfPending = (kind: PendingKind): OrderSide => kind.startsWith("buy") ? "buy" : "sell"
