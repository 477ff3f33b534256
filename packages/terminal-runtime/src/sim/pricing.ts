import type { Decimal } from "decimal.js"
import { POSITION_TYPE, type PositionType } from "../terminal/enums.js"
import type { Market, Quote, SimSymbol } from "./market.js"
import { toMoney } from "./money.js"

/** A price of `symbol` to use instead of the market's, when converting at the price of the trade itself. */
export interface RateHint {
  readonly symbol: SimSymbol
  readonly price: Decimal
}

export type QuoteOf = (symbol: SimSymbol) => Quote

/** Converts through the broker's own XXXUSD or USDXXX symbol; null when no symbol links the two currencies. */
export const toAccountCurrency = (
  market: Market,
  quoteOf: QuoteOf,
  amount: Decimal,
  currency: string,
  accountCurrency: string,
  hint?: RateHint
): Decimal | null => {
  if (currency === accountCurrency) return amount
  const rate = (symbol: SimSymbol) => (hint !== undefined && hint.symbol === symbol ? hint.price : quoteOf(symbol).bid)
  const direct = market.symbol(currency + accountCurrency)
  if (direct !== undefined) return amount.times(rate(direct))
  const inverse = market.symbol(accountCurrency + currency)
  if (inverse !== undefined) return amount.dividedBy(rate(inverse))
  return null
}

export interface PricingContext {
  readonly market: Market
  readonly quoteOf: QuoteOf
  readonly currency: string
  readonly leverage: number
}

/** Margin in the account currency for `volume` lots opened at `price`. */
export const marginOf = (ctx: PricingContext, symbol: SimSymbol, volume: Decimal, price: Decimal): Decimal | null => {
  const lots = volume.times(symbol.contractSize).dividedBy(ctx.leverage)
  const hint = { symbol, price }
  const amount = symbol.spec.margin === "forex"
    ? toAccountCurrency(ctx.market, ctx.quoteOf, lots, symbol.spec.currencyMargin, ctx.currency, hint)
    : toAccountCurrency(ctx.market, ctx.quoteOf, lots.times(price), symbol.spec.currencyProfit, ctx.currency, hint)
  return amount === null ? null : toMoney(amount)
}

/** Profit in the account currency of `volume` lots of `type` opened at `open` and closed at `close`. */
export const profitOf = (
  ctx: PricingContext,
  symbol: SimSymbol,
  type: PositionType,
  volume: Decimal,
  open: Decimal,
  close: Decimal
): Decimal | null => {
  const move = type === POSITION_TYPE.BUY ? close.minus(open) : open.minus(close)
  const raw = move.times(volume).times(symbol.contractSize)
  const amount = toAccountCurrency(ctx.market, ctx.quoteOf, raw, symbol.spec.currencyProfit, ctx.currency, {
    symbol,
    price: close
  })
  return amount === null ? null : toMoney(amount)
}

/** One rollover's swap for a position, `nights` times over (three on the triple-swap night). */
export const swapOf = (
  ctx: PricingContext,
  symbol: SimSymbol,
  type: PositionType,
  volume: Decimal,
  nights: number
): Decimal | null => {
  const points = type === POSITION_TYPE.BUY ? symbol.swapLong : symbol.swapShort
  const raw = points.times(symbol.point).times(symbol.contractSize).times(volume).times(nights)
  const amount = toAccountCurrency(ctx.market, ctx.quoteOf, raw, symbol.spec.currencyProfit, ctx.currency)
  return amount === null ? null : toMoney(amount)
}

/** Commission for one fill, as the (negative) amount booked on the deal. */
export const commissionOf = (symbol: SimSymbol, volume: Decimal): Decimal =>
  toMoney(symbol.commissionPerLot.times(volume)).negated()

/** The price a position of `type` would close at now: the bid for a buy, the ask for a sell. */
export const closePrice = (type: PositionType, quote: Quote): Decimal =>
  type === POSITION_TYPE.BUY ? quote.bid : quote.ask

/** The price a position of `type` opens at now. */
export const openPrice = (type: PositionType, quote: Quote): Decimal =>
  type === POSITION_TYPE.BUY ? quote.ask : quote.bid
