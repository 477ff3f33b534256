import type { DecimalString } from "@svc/domain/decimal"
import type { Decimal } from "decimal.js"
import {
  DEAL_ENTRY,
  DEAL_REASON,
  type DealReason,
  isBuyType,
  isPendingType,
  MARGIN_MODE,
  ORDER_FILLING,
  ORDER_TIME,
  ORDER_TYPE,
  POSITION_TYPE,
  type PositionType,
  TRADE_ACTION
} from "../terminal/enums.js"
import { RETCODE } from "../terminal/retcodes.js"
import type { TradeRequest, TradeResult } from "../terminal/tradeRequest.js"
import type { Books } from "./books.js"
import type { Quote, SimSymbol } from "./market.js"
import { Dec, fixed, ZERO } from "./money.js"
import { closePrice, openPrice } from "./pricing.js"
import { ticket } from "./records.js"
import type { RequestSource, SimAccount, SimDeal, SimOrder, SimPosition } from "./state.js"
import type { RequestTestOutcome } from "./testCredentials.js"
import { validFilling, validPendingPrice, validStops, validVolume } from "./validation.js"

/** The broker's special handling of a request, decided before it reaches the books (see testCredentials). */
export type BrokerBehaviour = Extract<RequestTestOutcome, "requote" | "reject" | "partial">

/** A refusal is just its return code; an acceptance is the result without the fields the caller adds. */
export type Outcome = number | Omit<TradeResult, "requestId" | "comment">

interface Meta {
  readonly magic: number
  readonly comment: string
  readonly reason: DealReason
}

/** What the trade server does with one request, MT5's checks in MT5's order. */
export const handleTradeRequest = (
  books: Books,
  account: SimAccount,
  request: TradeRequest,
  now: number,
  source: RequestSource,
  behaviour: BrokerBehaviour | null
): Outcome => {
  if (!account.tradeAllowed) return RETCODE.TRADE_DISABLED
  if (behaviour === "requote") return RETCODE.REQUOTE
  if (behaviour === "reject") return RETCODE.REJECT
  const meta: Meta = {
    magic: request.magic ?? 0,
    comment: request.comment ?? "",
    reason: source === "desktop" ? DEAL_REASON.CLIENT : DEAL_REASON.EXPERT
  }
  const symbol = request.symbol === undefined ? undefined : books.market.symbol(request.symbol)
  switch (request.action) {
    case TRADE_ACTION.DEAL:
      return symbol === undefined ? RETCODE.INVALID : marketDeal(books, account, request, now, symbol, meta, behaviour === "partial")
    case TRADE_ACTION.PENDING:
      return symbol === undefined ? RETCODE.INVALID : placePending(books, account, request, now, symbol, meta)
    case TRADE_ACTION.SLTP:
      return modifyPosition(books, account, request, now)
    case TRADE_ACTION.MODIFY:
      return modifyPending(books, account, request, now)
    case TRADE_ACTION.REMOVE:
      return removePending(books, account, request, now)
    case TRADE_ACTION.CLOSE_BY:
      return closeBy(books, account, request, now, meta)
  }
}

const filled = (symbol: SimSymbol, quote: Quote, order: SimOrder, deal: SimDeal, volume: Decimal, partial: boolean): Outcome => ({
  retcode: partial ? RETCODE.DONE_PARTIAL : RETCODE.DONE,
  deal: ticket(deal.ticket),
  order: ticket(order.ticket),
  volume: fixed(volume, symbol.volumeDecimals),
  price: fixed(deal.price, symbol.spec.digits),
  bid: fixed(quote.bid, symbol.spec.digits),
  ask: fixed(quote.ask, symbol.spec.digits),
  retcodeExternal: 0
})

const accepted = (retcode: number, order: number | null): Outcome => ({
  retcode,
  deal: null,
  order: order === null ? null : ticket(order),
  volume: "0" as DecimalString,
  price: null,
  bid: null,
  ask: null,
  retcodeExternal: 0
})

/** MT5 uses 0 for "no stop"; so does the port. */
const stopLevel = (value: string | undefined): Decimal | null => {
  if (value === undefined) return null
  const d = new Dec(value)
  return d.isZero() ? null : d
}

const sameLevel = (a: Decimal | null, b: Decimal | null): boolean => (a === null || b === null ? a === b : a.eq(b))

/** Half the volume, down to the step, never under the minimum: what `sim:partial` fills. */
const half = (symbol: SimSymbol, volume: Decimal): Decimal => {
  const taken = volume.dividedBy(2).dividedBy(symbol.volumeStep).floor().times(symbol.volumeStep)
  return taken.lt(symbol.volumeMin) ? volume : taken
}

const marketDeal = (
  books: Books,
  account: SimAccount,
  request: TradeRequest,
  now: number,
  symbol: SimSymbol,
  meta: Meta,
  partial: boolean
): Outcome => {
  if (request.type !== ORDER_TYPE.BUY && request.type !== ORDER_TYPE.SELL) return RETCODE.INVALID
  if (!books.market.isOpen(symbol)) return RETCODE.MARKET_CLOSED
  if (symbol.spec.tradeMode === "disabled") return RETCODE.TRADE_DISABLED
  if (request.volume === undefined) return RETCODE.INVALID_VOLUME
  const requested = new Dec(request.volume)
  if (!validVolume(symbol, requested)) return RETCODE.INVALID_VOLUME
  const filling = request.typeFilling ?? ORDER_FILLING.FOK
  if (!validFilling(symbol, filling)) return RETCODE.INVALID_FILL
  const side: PositionType = request.type === ORDER_TYPE.BUY ? POSITION_TYPE.BUY : POSITION_TYPE.SELL
  const quote = books.quoteOf(symbol, now)
  const volume = partial ? half(symbol, requested) : requested
  const price = openPrice(side, quote)
  const sl = stopLevel(request.sl)
  const tp = stopLevel(request.tp)

  let closing: SimPosition | undefined
  if (request.position !== undefined) {
    closing = account.positions.get(Number(request.position))
    if (closing === undefined) return RETCODE.POSITION_CLOSED
    if (closing.symbol !== symbol.name || closing.type === side) return RETCODE.INVALID
    if (requested.gt(closing.volume)) return RETCODE.INVALID_CLOSE_VOLUME
  } else {
    if (!validStops(symbol, side === POSITION_TYPE.BUY, closePrice(side, quote), sl, tp)) return RETCODE.INVALID_STOPS
    if (!books.affordable(account, symbol, side, volume, price, now)) return RETCODE.NO_MONEY
  }

  const order = books.newOrder({
    symbol: symbol.name,
    type: request.type,
    time: now,
    volume: requested,
    price,
    sl: closing === undefined ? sl : null,
    tp: closing === undefined ? tp : null,
    filling,
    ...meta
  })
  const deal = books.fill(account, {
    symbol,
    side,
    volume,
    price,
    time: now,
    order,
    position: closing,
    sl,
    tp,
    ...meta
  })
  order.volumeCurrent = requested.minus(volume)
  books.archive(account, order, volume.eq(requested) ? "filled" : "partial", now)
  return filled(symbol, quote, order, deal, volume, !volume.eq(requested))
}

const expirationOf = (
  books: Books,
  request: TradeRequest,
  now: number
): Pick<SimOrder, "typeTime" | "expiration"> | null => {
  const typeTime = request.typeTime ?? ORDER_TIME.GTC
  switch (typeTime) {
    case ORDER_TIME.GTC:
      return { typeTime, expiration: null }
    case ORDER_TIME.DAY:
      return { typeTime, expiration: books.endOfBrokerDay(now) }
    case ORDER_TIME.SPECIFIED:
      return request.expiration === undefined || request.expiration <= now
        ? null
        : { typeTime, expiration: request.expiration }
    case ORDER_TIME.SPECIFIED_DAY:
      return request.expiration === undefined || books.endOfBrokerDay(request.expiration) <= now
        ? null
        : { typeTime, expiration: books.endOfBrokerDay(request.expiration) }
  }
}

const placePending = (
  books: Books,
  account: SimAccount,
  request: TradeRequest,
  now: number,
  symbol: SimSymbol,
  meta: Meta
): Outcome => {
  const type = request.type
  if (type === undefined || !isPendingType(type)) return RETCODE.INVALID
  if (!books.market.isOpen(symbol)) return RETCODE.MARKET_CLOSED
  if (symbol.spec.tradeMode === "disabled") return RETCODE.TRADE_DISABLED
  if (request.volume === undefined || !validVolume(symbol, new Dec(request.volume))) return RETCODE.INVALID_VOLUME
  const filling = request.typeFilling ?? ORDER_FILLING.FOK
  if (!validFilling(symbol, filling)) return RETCODE.INVALID_FILL
  if (request.price === undefined) return RETCODE.INVALID_PRICE
  const quote = books.quoteOf(symbol, now)
  const price = new Dec(request.price)
  const stopLimit = request.stoplimit === undefined ? null : new Dec(request.stoplimit)
  if (!validPendingPrice(symbol, type, price, stopLimit, quote)) return RETCODE.INVALID_PRICE
  const sl = stopLevel(request.sl)
  const tp = stopLevel(request.tp)
  if (!validStops(symbol, isBuyType(type), stopLimit ?? price, sl, tp)) return RETCODE.INVALID_STOPS
  const expiry = expirationOf(books, request, now)
  if (expiry === null) return RETCODE.INVALID_EXPIRATION

  const order: SimOrder = {
    ...books.newOrder({ symbol: symbol.name, type, time: now, volume: new Dec(request.volume), price, sl, tp, filling, ...meta }),
    priceStopLimit: stopLimit,
    ...expiry
  }
  account.orders.set(order.ticket, order)
  books.emit(account, { _tag: "OrderPlaced", order: books.orderView(order, now) })
  return {
    retcode: RETCODE.PLACED,
    deal: null,
    order: ticket(order.ticket),
    volume: fixed(order.volumeInitial, symbol.volumeDecimals),
    price: fixed(price, symbol.spec.digits),
    bid: fixed(quote.bid, symbol.spec.digits),
    ask: fixed(quote.ask, symbol.spec.digits),
    retcodeExternal: 0
  }
}

const modifyPosition = (books: Books, account: SimAccount, request: TradeRequest, now: number): Outcome => {
  if (request.position === undefined) return RETCODE.INVALID
  const position = account.positions.get(Number(request.position))
  if (position === undefined) return RETCODE.POSITION_CLOSED
  if (request.symbol !== undefined && request.symbol !== position.symbol) return RETCODE.INVALID
  const symbol = books.symbolOf(position.symbol)
  if (!books.market.isOpen(symbol)) return RETCODE.MARKET_CLOSED
  const sl = stopLevel(request.sl)
  const tp = stopLevel(request.tp)
  const reference = closePrice(position.type, books.quoteOf(symbol, now))
  if (!validStops(symbol, position.type === POSITION_TYPE.BUY, reference, sl, tp)) return RETCODE.INVALID_STOPS
  if (sameLevel(sl, position.sl) && sameLevel(tp, position.tp)) return RETCODE.NO_CHANGES
  position.sl = sl
  position.tp = tp
  position.timeUpdate = now
  books.emitPosition(account, position, now, "PositionUpdated")
  return accepted(RETCODE.DONE, null)
}

/** A ticket that is no longer working (triggered, filled, cancelled) is 10035; one never seen is 10013. */
const notWorking = (account: SimAccount, ticketNo: number): number =>
  account.historyOrders.some((o) => o.ticket === ticketNo) ? RETCODE.INVALID_ORDER : RETCODE.INVALID

const modifyPending = (books: Books, account: SimAccount, request: TradeRequest, now: number): Outcome => {
  if (request.order === undefined) return RETCODE.INVALID
  const order = account.orders.get(Number(request.order))
  if (order === undefined) return notWorking(account, Number(request.order))
  const symbol = books.symbolOf(order.symbol)
  if (!books.market.isOpen(symbol)) return RETCODE.MARKET_CLOSED
  const price = request.price === undefined ? order.priceOpen : new Dec(request.price)
  const stopLimit = request.stoplimit === undefined ? order.priceStopLimit : new Dec(request.stoplimit)
  if (price === null || !validPendingPrice(symbol, order.type, price, stopLimit, books.quoteOf(symbol, now))) {
    return RETCODE.INVALID_PRICE
  }
  const sl = stopLevel(request.sl)
  const tp = stopLevel(request.tp)
  if (!validStops(symbol, isBuyType(order.type), stopLimit ?? price, sl, tp)) return RETCODE.INVALID_STOPS
  const expiry = request.typeTime === undefined ? order : expirationOf(books, request, now)
  if (expiry === null) return RETCODE.INVALID_EXPIRATION
  const unchanged = sameLevel(price, order.priceOpen) && sameLevel(stopLimit, order.priceStopLimit) &&
    sameLevel(sl, order.sl) && sameLevel(tp, order.tp) && expiry.typeTime === order.typeTime &&
    expiry.expiration === order.expiration
  if (unchanged) return RETCODE.NO_CHANGES
  const updated: SimOrder = {
    ...order,
    priceOpen: price,
    priceStopLimit: stopLimit,
    sl,
    tp,
    typeTime: expiry.typeTime,
    expiration: expiry.expiration
  }
  account.orders.set(updated.ticket, updated)
  books.emit(account, { _tag: "OrderUpdated", order: books.orderView(updated, now) })
  return accepted(RETCODE.DONE, updated.ticket)
}

const removePending = (books: Books, account: SimAccount, request: TradeRequest, now: number): Outcome => {
  if (request.order === undefined) return RETCODE.INVALID
  const order = account.orders.get(Number(request.order))
  if (order === undefined) return notWorking(account, Number(request.order))
  books.archive(account, order, "canceled", now)
  return accepted(RETCODE.DONE, order.ticket)
}

/** Hedging only: two opposite positions close against each other, each at the other's opening price, no spread. */
const closeBy = (books: Books, account: SimAccount, request: TradeRequest, now: number, meta: Meta): Outcome => {
  if (account.marginMode !== MARGIN_MODE.RETAIL_HEDGING) return RETCODE.INVALID
  if (request.position === undefined || request.positionBy === undefined) return RETCODE.INVALID
  const a = account.positions.get(Number(request.position))
  const b = account.positions.get(Number(request.positionBy))
  if (a === undefined || b === undefined) return RETCODE.POSITION_CLOSED
  if (a.symbol !== b.symbol || a.type === b.type) return RETCODE.INVALID
  const symbol = books.symbolOf(a.symbol)
  if (!books.market.isOpen(symbol)) return RETCODE.MARKET_CLOSED
  const volume = Dec.min(a.volume, b.volume)
  const order = books.newOrder({
    symbol: symbol.name,
    type: ORDER_TYPE.CLOSE_BY,
    time: now,
    volume,
    price: null,
    sl: null,
    tp: null,
    filling: ORDER_FILLING.FOK,
    positionId: a.identifier,
    positionById: b.identifier,
    ...meta
  })
  const closeOne = (p: SimPosition) =>
    books.reduce(account, p, {
      symbol,
      side: p.type === POSITION_TYPE.BUY ? POSITION_TYPE.SELL : POSITION_TYPE.BUY,
      volume,
      price: b.priceOpen,
      time: now,
      order,
      sl: null,
      tp: null,
      ...meta
    }, DEAL_ENTRY.OUT_BY)
  const first = closeOne(a)
  closeOne(b)
  order.volumeCurrent = ZERO
  order.positionId = a.identifier
  books.archive(account, order, "filled", now)
  return filled(symbol, books.quoteOf(symbol, now), order, first, volume, false)
}
