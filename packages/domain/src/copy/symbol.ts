import type { OrderSide } from "../resources/order.js"
import type { SubscriptionSettings } from "../resources/copy.js"

/** The follower's symbol: the map first (exact name), then the suffix appended; the map's multiplier with it. */
export const followerSymbol = (
  settings: Pick<SubscriptionSettings, "symbolMap" | "symbolSuffix">,
  masterSymbol: string
): { readonly symbol: string; readonly multiplier: SubscriptionSettings["symbolMap"][string]["multiplier"] | null } => {
  const mapped = Object.prototype.hasOwnProperty.call(settings.symbolMap, masterSymbol) ? settings.symbolMap[masterSymbol] : undefined
  if (mapped !== undefined) return { symbol: mapped.symbol, multiplier: mapped.multiplier ?? null }
  return { symbol: `${masterSymbol}${settings.symbolSuffix}`, multiplier: null }
}

export interface Protection<P> {
  readonly stopLoss: P | null
  readonly takeProfit: P | null
}

/**
 * The follower's side and stops. Reversed, a buy becomes a sell and the master's take profit (above a buy) is the
 * right place for the sell's stop loss, and the other way round.
 */
export const followerSideAndStops = <P>(
  settings: Pick<SubscriptionSettings, "reverse" | "copyStopLoss" | "copyTakeProfit">,
  side: OrderSide,
  stops: Protection<P>
): { readonly side: OrderSide } & Protection<P> => {
  const flipped = settings.reverse
    ? { side: side === "buy" ? "sell" as const : "buy" as const, stopLoss: stops.takeProfit, takeProfit: stops.stopLoss }
    : { side, stopLoss: stops.stopLoss, takeProfit: stops.takeProfit }
  return {
    side: flipped.side,
    stopLoss: settings.copyStopLoss ? flipped.stopLoss : null,
    takeProfit: settings.copyTakeProfit ? flipped.takeProfit : null
  }
}
