import type { Decimal } from "decimal.js"
import { DEAL_REASON, DEAL_TYPE, isBuyType, ORDER_TYPE, POSITION_TYPE } from "../terminal/enums.js"
import type { Books } from "./books.js"
import type { Quote, SimSymbol } from "./market.js"
import { fixed, ZERO } from "./money.js"
import { closePrice, profitOf, swapOf } from "./pricing.js"
import type { SimAccount, SimOrder, SimPosition } from "./state.js"

/**
 * What happens to an account on a price tick with nobody asking: pending orders expire or trigger, stop losses and
 * take profits fire, and stop out closes the biggest loser while the margin level stays under the limit.
 */
export const processTick = (books: Books, account: SimAccount, time: number, stopOutLevel: Decimal): void => {
  if (account.orders.size > 0) triggerPending(books, account, time)
  if (account.positions.size > 0) {
    triggerStops(books, account, time)
    stopOut(books, account, time, stopOutLevel)
  }
}

/** Limits fill at their own price; stops fill at the market once it is reached. */
const triggerPrice = (order: SimOrder, quote: Quote): Decimal | null => {
  const price = order.priceOpen
  if (price === null) return null
  switch (order.type) {
    case ORDER_TYPE.BUY_LIMIT:
      return quote.ask.lte(price) ? price : null
    case ORDER_TYPE.SELL_LIMIT:
      return quote.bid.gte(price) ? price : null
    case ORDER_TYPE.BUY_STOP:
      return quote.ask.gte(price) ? quote.ask : null
    case ORDER_TYPE.SELL_STOP:
      return quote.bid.lte(price) ? quote.bid : null
    default:
      return null
  }
}

const triggerPending = (books: Books, account: SimAccount, time: number): void => {
  for (const order of [...account.orders.values()].sort((a, b) => a.ticket - b.ticket)) {
    if (order.expiration !== null && time >= order.expiration) {
      books.archive(account, order, "expired", time)
      continue
    }
    const symbol = books.symbolOf(order.symbol)
    if (!books.market.isOpen(symbol) || order.priceOpen === null) continue
    const quote = books.quoteOf(symbol, time)
    if (order.type === ORDER_TYPE.BUY_STOP_LIMIT || order.type === ORDER_TYPE.SELL_STOP_LIMIT) {
      const buy = order.type === ORDER_TYPE.BUY_STOP_LIMIT
      const reached = buy ? quote.ask.gte(order.priceOpen) : quote.bid.lte(order.priceOpen)
      if (!reached || order.priceStopLimit === null) continue
      // The stop is reached: the order becomes a limit order at its stop-limit price, keeping its ticket.
      order.type = buy ? ORDER_TYPE.BUY_LIMIT : ORDER_TYPE.SELL_LIMIT
      order.priceOpen = order.priceStopLimit
      order.priceStopLimit = null
      books.emit(account, { _tag: "OrderUpdated", order: books.orderView(order, time) })
    }
    const fillAt = triggerPrice(order, quote)
    if (fillAt === null) continue
    const side = isBuyType(order.type) ? POSITION_TYPE.BUY : POSITION_TYPE.SELL
    if (!books.affordable(account, symbol, side, order.volumeCurrent, fillAt, time)) {
      // Activation refused for want of margin: the order is cancelled (MT5's 10041 case).
      books.archive(account, order, "rejected", time)
      continue
    }
    books.fill(account, {
      symbol,
      side,
      volume: order.volumeCurrent,
      price: fillAt,
      time,
      order,
      position: undefined,
      sl: order.sl,
      tp: order.tp,
      reason: order.reason,
      magic: order.magic,
      comment: order.comment
    })
    order.volumeCurrent = ZERO
    books.archive(account, order, "filled", time)
  }
}

const triggerStops = (books: Books, account: SimAccount, time: number): void => {
  for (const position of [...account.positions.values()]) {
    const symbol = books.symbolOf(position.symbol)
    if (!books.market.isOpen(symbol)) continue
    const at = closePrice(position.type, books.quoteOf(symbol, time))
    const buy = position.type === POSITION_TYPE.BUY
    if (position.sl !== null && (buy ? at.lte(position.sl) : at.gte(position.sl))) {
      books.closeByBroker(account, position, time, DEAL_REASON.SL, `[sl ${fixed(position.sl, symbol.spec.digits)}]`)
    } else if (position.tp !== null && (buy ? at.gte(position.tp) : at.lte(position.tp))) {
      books.closeByBroker(account, position, time, DEAL_REASON.TP, `[tp ${fixed(position.tp, symbol.spec.digits)}]`)
    }
  }
}

const stopOut = (books: Books, account: SimAccount, time: number, stopOutLevel: Decimal): void => {
  for (;;) {
    const { margin, profit } = books.floating(account, time)
    if (margin.isZero()) return
    const level = account.balance.plus(account.credit).plus(profit).dividedBy(margin).times(100)
    if (level.gte(stopOutLevel)) return
    const ctx = books.pricing(account, time)
    let worst: { position: SimPosition; profit: Decimal } | undefined
    for (const p of account.positions.values()) {
      const symbol = books.symbolOf(p.symbol)
      if (!books.market.isOpen(symbol)) continue
      const pl = profitOf(ctx, symbol, p.type, p.volume, p.priceOpen, closePrice(p.type, books.quoteOf(symbol, time))) ?? ZERO
      if (worst === undefined || pl.lt(worst.profit)) worst = { position: p, profit: pl }
    }
    if (worst === undefined) return
    books.closeByBroker(account, worst.position, time, DEAL_REASON.SO, `[so ${fixed(level, 2)}%]`)
  }
}

/**
 * One rollover: each open position is charged (or paid) its swap as an interest deal with reason ROLLOVER, so the
 * deal history shows it; the position's `swap` adds it up. `nights` is 3 on the triple-swap night, 0 on none.
 */
export const chargeSwaps = (books: Books, account: SimAccount, time: number, nights: (symbol: SimSymbol) => number) => {
  const ctx = books.pricing(account, time)
  for (const p of account.positions.values()) {
    const symbol = books.symbolOf(p.symbol)
    const count = nights(symbol)
    if (count === 0) continue
    const amount = swapOf(ctx, symbol, p.type, p.volume, count)
    if (amount === null || amount.isZero()) continue
    p.swap = p.swap.plus(amount)
    books.addDeal(account, {
      order: null,
      positionId: p.identifier,
      time,
      type: DEAL_TYPE.INTEREST,
      entry: null,
      reason: DEAL_REASON.ROLLOVER,
      symbol: symbol.name,
      volume: p.volume,
      price: closePrice(p.type, books.quoteOf(symbol, time)),
      commission: ZERO,
      swap: amount,
      profit: ZERO,
      fee: ZERO,
      magic: p.magic,
      comment: count === 1 ? "swap" : `swap x${count}`
    })
    books.emitPosition(account, p, time, "PositionUpdated")
  }
}
