import type { Decimal } from "decimal.js"
import { ORDER_FILLING, ORDER_TYPE, type OrderFilling, type OrderType, SYMBOL_FILLING } from "../terminal/enums.js"
import type { Quote, SimSymbol } from "./market.js"

/** Volume between min and max, on the step grid. Otherwise 10014. */
export const validVolume = (symbol: SimSymbol, volume: Decimal): boolean =>
  volume.gt(0) && volume.gte(symbol.volumeMin) && volume.lte(symbol.volumeMax) &&
  volume.mod(symbol.volumeStep).isZero()

/** The symbol's filling mask admits FOK and IOC; this broker executes at market, so RETURN is refused (10030). */
export const validFilling = (symbol: SimSymbol, filling: OrderFilling): boolean => {
  if (filling === ORDER_FILLING.FOK) return (symbol.spec.fillingMode & SYMBOL_FILLING.FOK) !== 0
  if (filling === ORDER_FILLING.IOC) return (symbol.spec.fillingMode & SYMBOL_FILLING.IOC) !== 0
  return false
}

export const onPriceGrid = (symbol: SimSymbol, price: Decimal): boolean =>
  price.gt(0) && price.decimalPlaces() <= symbol.spec.digits

/** At least the stops level away, and never at the reference price itself. */
const farEnough = (symbol: SimSymbol, distance: Decimal): boolean =>
  distance.gt(0) && distance.gte(symbol.point.times(symbol.spec.stopsLevel))

/**
 * Stop loss and take profit against `reference`: for a position, the price it would close at (bid for a buy, ask
 * for a sell); for a pending order, its own entry price. Otherwise 10016.
 */
export const validStops = (
  symbol: SimSymbol,
  buy: boolean,
  reference: Decimal,
  sl: Decimal | null,
  tp: Decimal | null
): boolean => {
  if (sl !== null && !(onPriceGrid(symbol, sl) && farEnough(symbol, buy ? reference.minus(sl) : sl.minus(reference)))) {
    return false
  }
  if (tp !== null && !(onPriceGrid(symbol, tp) && farEnough(symbol, buy ? tp.minus(reference) : reference.minus(tp)))) {
    return false
  }
  return true
}

/**
 * A pending order's price must sit on the correct side of the market, the stops level away; a stop-limit's limit
 * price must sit behind its stop price. Otherwise 10015.
 */
export const validPendingPrice = (
  symbol: SimSymbol,
  type: OrderType,
  price: Decimal,
  stopLimit: Decimal | null,
  quote: Quote
): boolean => {
  if (!onPriceGrid(symbol, price)) return false
  switch (type) {
    case ORDER_TYPE.BUY_LIMIT:
      return farEnough(symbol, quote.ask.minus(price))
    case ORDER_TYPE.SELL_LIMIT:
      return farEnough(symbol, price.minus(quote.bid))
    case ORDER_TYPE.BUY_STOP:
      return farEnough(symbol, price.minus(quote.ask))
    case ORDER_TYPE.SELL_STOP:
      return farEnough(symbol, quote.bid.minus(price))
    case ORDER_TYPE.BUY_STOP_LIMIT:
      return farEnough(symbol, price.minus(quote.ask)) && stopLimit !== null && onPriceGrid(symbol, stopLimit) &&
        stopLimit.lt(price)
    case ORDER_TYPE.SELL_STOP_LIMIT:
      return farEnough(symbol, quote.bid.minus(price)) && stopLimit !== null && onPriceGrid(symbol, stopLimit) &&
        stopLimit.gt(price)
    default:
      return false
  }
}
