import type { Decimal } from "decimal.js"
import type { Deal } from "../terminal/deal.js"
import {
  DEAL_ENTRY,
  DEAL_REASON,
  DEAL_TYPE,
  type DealEntry,
  type DealReason,
  isBuyType,
  MARGIN_MODE,
  ORDER_FILLING,
  ORDER_TIME,
  ORDER_TYPE,
  type OrderState,
  type OrderType,
  POSITION_TYPE,
  type PositionType
} from "../terminal/enums.js"
import type { HistoryOrder, Order } from "../terminal/order.js"
import type { Position } from "../terminal/position.js"
import type { TradeTransaction } from "../terminal/transaction.js"
import type { SimBrokerOptions } from "./config.js"
import { Market, type Quote, type SimSymbol } from "./market.js"
import { Dec, toMoney, ZERO } from "./money.js"
import { closePrice, commissionOf, marginOf, openPrice, type PricingContext, profitOf } from "./pricing.js"
import { dealRecord, historyOrderRecord, orderRecord, positionRecord } from "./records.js"
import type { SimAccount, SimDeal, SimOrder, SimPosition } from "./state.js"
import { TicketCounter } from "./tickets.js"

const DAY_MS = 86_400_000

export interface Published {
  readonly key: string
  readonly transaction: TradeTransaction
}

export interface OrderSpec {
  readonly symbol: string
  readonly type: OrderType
  readonly time: number
  readonly volume: Decimal
  readonly price: Decimal | null
  readonly sl: Decimal | null
  readonly tp: Decimal | null
  readonly filling: SimOrder["typeFilling"]
  readonly magic: number
  readonly comment: string
  readonly reason: DealReason
  readonly positionId?: number
  readonly positionById?: number
}

export interface Fill {
  readonly symbol: SimSymbol
  readonly side: PositionType
  readonly volume: Decimal
  readonly price: Decimal
  readonly time: number
  readonly order: SimOrder
  /** The position to close; otherwise hedging opens a new one and netting works on the symbol's position. */
  readonly position: SimPosition | undefined
  readonly sl: Decimal | null
  readonly tp: Decimal | null
  readonly reason: DealReason
  readonly magic: number
  readonly comment: string
}

/**
 * The broker's ledger: prices, tickets, and the primitive bookings every trade is made of (orders into history,
 * deals onto the balance, fills onto positions). Each booking queues the trade transaction a terminal would push.
 */
export class Books {
  readonly market: Market
  readonly accounts = new Map<string, SimAccount>()
  readonly offsetMinutes: number
  private outbox: Array<Published> = []
  readonly orderTickets = new TicketCounter(50_000_001)
  readonly dealTickets = new TicketCounter(70_000_001)
  private cachedQuotes = { time: Number.NaN, quotes: new Map<string, Quote>() }

  constructor(readonly options: SimBrokerOptions) {
    this.market = new Market(options.symbols, options.seed, options.tickIntervalMs)
    this.offsetMinutes = options.brokerUtcOffsetMinutes
  }

  // ---------------------------------------------------------------- prices

  quoteOf(symbol: SimSymbol, time: number): Quote {
    if (this.cachedQuotes.time !== time) this.cachedQuotes = { time, quotes: new Map() }
    const cached = this.cachedQuotes.quotes.get(symbol.name)
    if (cached !== undefined) return cached
    const quote = this.market.quote(symbol, time)
    this.cachedQuotes.quotes.set(symbol.name, quote)
    return quote
  }

  setBid(symbol: SimSymbol, bid: Decimal, time: number): void {
    this.revision++
    this.market.setBid(symbol, bid, this.market.tickIndex(time))
    this.cachedQuotes = { time: Number.NaN, quotes: new Map() }
  }

  symbolOf(name: string): SimSymbol {
    const symbol = this.market.symbol(name)
    if (symbol === undefined) throw new Error(`the books name an unknown symbol ${name}`)
    return symbol
  }

  pricing(account: SimAccount, time: number): PricingContext {
    return {
      market: this.market,
      quoteOf: (symbol) => this.quoteOf(symbol, time),
      currency: account.currency,
      leverage: account.leverage
    }
  }

  /** The first broker-local midnight after `time`: when daily orders expire and swaps roll over. */
  endOfBrokerDay(time: number): number {
    const offsetMs = this.offsetMinutes * 60_000
    return (Math.floor((time + offsetMs) / DAY_MS) + 1) * DAY_MS - offsetMs
  }

  // ---------------------------------------------------------------- transactions

  drainOutbox(): Array<Published> {
    const out = this.outbox
    this.outbox = []
    return out
  }

  emit(account: SimAccount, transaction: TradeTransaction): void {
    this.outbox.push({ key: account.key, transaction })
  }

  emitPosition(account: SimAccount, p: SimPosition, time: number, tag: "PositionOpened" | "PositionUpdated"): void {
    this.emit(account, { _tag: tag, position: this.positionView(account, p, time) })
  }

  // ---------------------------------------------------------------- views

  positionView(account: SimAccount, p: SimPosition, time: number): Position {
    const symbol = this.symbolOf(p.symbol)
    const current = closePrice(p.type, this.quoteOf(symbol, time))
    const profit = profitOf(this.pricing(account, time), symbol, p.type, p.volume, p.priceOpen, current) ?? ZERO
    return positionRecord(p, symbol, current, profit, this.offsetMinutes)
  }

  orderView(o: SimOrder, time: number): Order {
    const symbol = this.symbolOf(o.symbol)
    const quote = this.quoteOf(symbol, time)
    return orderRecord(o, symbol, isBuyType(o.type) ? quote.ask : quote.bid, this.offsetMinutes)
  }

  historyOrderView(o: SimOrder): HistoryOrder {
    return historyOrderRecord(o, this.symbolOf(o.symbol), this.offsetMinutes)
  }

  dealView(d: SimDeal): Deal {
    return dealRecord(d, d.symbol === null ? undefined : this.market.symbol(d.symbol), this.offsetMinutes)
  }

  /**
   * Changes whenever a position's volume or price or the market's path changes: with the tick, it keys the
   * `floating` memo, so a burst of orders within one tick does not revalue every open position each time.
   */
  private revision = 0
  private readonly floatingMemo = new WeakMap<
    SimAccount,
    { tick: number; time: number; revision: number; value: { profit: Decimal; margin: Decimal } }
  >()

  /** Open profit and used margin at `time`. Hedged positions are margined in full, without offset. */
  floating(account: SimAccount, time: number): { profit: Decimal; margin: Decimal } {
    const tick = this.market.tickIndex(time)
    const memo = this.floatingMemo.get(account)
    if (memo !== undefined && memo.tick === tick && memo.revision === this.revision) return memo.value
    let profit = ZERO
    let margin = ZERO
    // Positions alike in symbol, side, volume and open price are worth the same: each kind is valued once. The stop
    // out check revalues every open position on every tick, and a strategy's positions often share all four.
    const alike = new Map<string, { position: SimPosition; count: number }>()
    for (const p of account.positions.values()) {
      const key = this.kindOf(p)
      const kind = alike.get(key)
      if (kind === undefined) alike.set(key, { position: p, count: 1 })
      else kind.count++
    }
    for (const { count, position } of alike.values()) {
      const v = this.valuation(account, position, time)
      profit = profit.plus(count === 1 ? v.profit : v.profit.times(count))
      margin = margin.plus(count === 1 ? v.margin : v.margin.times(count))
    }
    const value = { profit, margin }
    this.floatingMemo.set(account, { tick, time, revision: this.revision, value })
    return value
  }

  /**
   * A position's kind as a key, remembered while its side, volume and open price stay the same objects (Decimals
   * are immutable, so any change assigns a new one): writing two Decimals out on every tick cost more than valuing.
   */
  private readonly kinds = new WeakMap<SimPosition, { type: PositionType; volume: Decimal; priceOpen: Decimal; key: string }>()
  private kindOf(p: SimPosition): string {
    const known = this.kinds.get(p)
    if (known !== undefined && known.type === p.type && known.volume === p.volume && known.priceOpen === p.priceOpen) return known.key
    const key = `${p.symbol} ${p.type} ${p.volume.toString()} ${p.priceOpen.toString()}`
    this.kinds.set(p, { type: p.type, volume: p.volume, priceOpen: p.priceOpen, key })
    return key
  }

  private valuation(account: SimAccount, p: SimPosition, time: number): { profit: Decimal; margin: Decimal } {
    const ctx = this.pricing(account, time)
    const symbol = this.symbolOf(p.symbol)
    const quote = this.quoteOf(symbol, time)
    return {
      profit: profitOf(ctx, symbol, p.type, p.volume, p.priceOpen, closePrice(p.type, quote)) ?? ZERO,
      margin: marginOf(ctx, symbol, p.volume, openPrice(p.type, quote)) ?? ZERO
    }
  }

  /** A new position adds its own terms to a still valid memo (the same terms a full revaluation would sum). */
  private addToFloating(account: SimAccount, p: SimPosition): void {
    const memo = this.floatingMemo.get(account)
    if (memo === undefined || memo.revision !== this.revision) return
    const v = this.valuation(account, p, memo.time)
    memo.value = { profit: memo.value.profit.plus(v.profit), margin: memo.value.margin.plus(v.margin) }
  }

  /** Free margin must cover what the new exposure needs; in netting, volume that only reduces a position is free. */
  affordable(account: SimAccount, symbol: SimSymbol, side: PositionType, volume: Decimal, price: Decimal, time: number) {
    let added = volume
    if (account.marginMode === MARGIN_MODE.RETAIL_NETTING) {
      const existing = this.nettingPosition(account, symbol.name)
      if (existing !== undefined && existing.type !== side) added = Dec.max(ZERO, volume.minus(existing.volume))
    }
    if (added.isZero()) return true
    const required = marginOf(this.pricing(account, time), symbol, added, price)
    if (required === null) return false
    const { margin, profit } = this.floating(account, time)
    const free = account.balance.plus(account.credit).plus(profit).minus(margin)
    return free.minus(required).gte(0)
  }

  nettingPosition(account: SimAccount, symbol: string): SimPosition | undefined {
    for (const p of account.positions.values()) if (p.symbol === symbol) return p
    return undefined
  }

  // ---------------------------------------------------------------- bookings

  newOrder(spec: OrderSpec): SimOrder {
    return {
      ticket: this.orderTickets.take(),
      symbol: spec.symbol,
      type: spec.type,
      state: "placed",
      timeSetup: spec.time,
      timeDone: null,
      volumeInitial: spec.volume,
      volumeCurrent: spec.volume,
      priceOpen: spec.price,
      priceStopLimit: null,
      sl: spec.sl,
      tp: spec.tp,
      typeFilling: spec.filling,
      typeTime: ORDER_TIME.GTC,
      expiration: null,
      positionId: spec.positionId ?? null,
      positionById: spec.positionById ?? null,
      magic: spec.magic,
      comment: spec.comment,
      reason: spec.reason
    }
  }

  /** Moves an order out of the working list (if it was there) into history. */
  archive(account: SimAccount, order: SimOrder, state: OrderState, time: number): void {
    order.state = state
    order.timeDone = time
    account.orders.delete(order.ticket)
    account.historyOrders.push(order)
    this.emit(account, { _tag: "HistoryOrderAdded", order: this.historyOrderView(order) })
  }

  /** Every deal moves the balance by its profit, commission, swap and fee. */
  addDeal(account: SimAccount, fields: Omit<SimDeal, "ticket">): SimDeal {
    const deal: SimDeal = { ticket: this.dealTickets.take(), ...fields }
    account.deals.push(deal)
    account.balance = account.balance.plus(deal.profit).plus(deal.commission).plus(deal.swap).plus(deal.fee)
    this.emit(account, { _tag: "DealAdded", deal: this.dealView(deal) })
    return deal
  }

  deposit(account: SimAccount, amount: Decimal, time: number, comment: string): SimDeal {
    return this.addDeal(account, {
      order: null,
      positionId: null,
      time,
      type: DEAL_TYPE.BALANCE,
      entry: null,
      reason: DEAL_REASON.CLIENT,
      symbol: null,
      volume: ZERO,
      price: ZERO,
      commission: ZERO,
      swap: ZERO,
      profit: toMoney(amount),
      fee: ZERO,
      magic: 0,
      comment
    })
  }

  /** Closes part of a position at `price`: entry-out (or out-by) deal, realised profit, position reduced or gone. */
  reduce(account: SimAccount, position: SimPosition, f: Omit<Fill, "position">, entry: DealEntry): SimDeal {
    this.revision++
    const profit = profitOf(this.pricing(account, f.time), f.symbol, position.type, f.volume, position.priceOpen, f.price) ??
      ZERO
    const deal = this.fillDeal(account, f, entry, position.identifier, profit)
    if (f.volume.gte(position.volume)) {
      // The closed event shows the position as it last stood, priced at the moment it closed.
      this.emit(account, { _tag: "PositionClosed", position: this.positionView(account, position, f.time) })
      account.positions.delete(position.ticket)
      position.volume = ZERO
      position.timeUpdate = f.time
    } else {
      position.volume = position.volume.minus(f.volume)
      position.timeUpdate = f.time
      this.emitPosition(account, position, f.time, "PositionUpdated")
    }
    return deal
  }

  private fillDeal(account: SimAccount, f: Omit<Fill, "position">, entry: DealEntry, positionId: number, profit: Decimal) {
    return this.addDeal(account, {
      order: f.order.ticket,
      positionId,
      time: f.time,
      type: f.side === POSITION_TYPE.BUY ? DEAL_TYPE.BUY : DEAL_TYPE.SELL,
      entry,
      reason: f.reason,
      symbol: f.symbol.name,
      volume: f.volume,
      price: f.price,
      commission: commissionOf(f.symbol, f.volume),
      swap: ZERO,
      profit,
      fee: ZERO,
      magic: f.magic,
      comment: f.comment
    })
  }

  /**
   * Books one fill: opens, adds to, reduces, closes or reverses a position according to the account's margin mode,
   * with its deal (entry in, out or in/out), commission and realised profit.
   */
  fill(account: SimAccount, f: Fill): SimDeal {
    const target = f.position ??
      (account.marginMode === MARGIN_MODE.RETAIL_NETTING ? this.nettingPosition(account, f.symbol.name) : undefined)

    if (target === undefined) {
      const position: SimPosition = {
        ticket: f.order.ticket,
        identifier: f.order.ticket,
        symbol: f.symbol.name,
        type: f.side,
        volume: f.volume,
        priceOpen: f.price,
        sl: f.sl,
        tp: f.tp,
        time: f.time,
        timeUpdate: f.time,
        magic: f.magic,
        comment: f.comment,
        reason: f.reason,
        swap: ZERO
      }
      account.positions.set(position.ticket, position)
      this.addToFloating(account, position)
      f.order.positionId = position.identifier
      const opened = this.fillDeal(account, f, DEAL_ENTRY.IN, position.identifier, ZERO)
      this.emitPosition(account, position, f.time, "PositionOpened")
      return opened
    }

    this.revision++
    f.order.positionId = target.identifier
    if (target.type === f.side) {
      const total = target.volume.plus(f.volume)
      target.priceOpen = target.priceOpen.times(target.volume).plus(f.price.times(f.volume)).dividedBy(total)
        .toDecimalPlaces(10)
      target.volume = total
      if (f.sl !== null) target.sl = f.sl
      if (f.tp !== null) target.tp = f.tp
      target.timeUpdate = f.time
      const added = this.fillDeal(account, f, DEAL_ENTRY.IN, target.identifier, ZERO)
      this.emitPosition(account, target, f.time, "PositionUpdated")
      return added
    }

    if (f.volume.lte(target.volume)) return this.reduce(account, target, f, DEAL_ENTRY.OUT)

    // Netting reversal: the position keeps its identifier and turns around with the remaining volume.
    const profit = profitOf(this.pricing(account, f.time), f.symbol, target.type, target.volume, target.priceOpen, f.price) ??
      ZERO
    const reversed = this.fillDeal(account, f, DEAL_ENTRY.INOUT, target.identifier, profit)
    target.type = f.side
    target.volume = f.volume.minus(target.volume)
    target.priceOpen = f.price
    target.sl = f.sl
    target.tp = f.tp
    target.timeUpdate = f.time
    this.emitPosition(account, target, f.time, "PositionUpdated")
    return reversed
  }

  /** Closes a whole position at the market on the broker's own initiative (stop loss, take profit, stop out). */
  closeByBroker(account: SimAccount, position: SimPosition, time: number, reason: DealReason, comment: string): void {
    const symbol = this.symbolOf(position.symbol)
    const side = position.type === POSITION_TYPE.BUY ? POSITION_TYPE.SELL : POSITION_TYPE.BUY
    const price = closePrice(position.type, this.quoteOf(symbol, time))
    const order = this.newOrder({
      symbol: symbol.name,
      type: side === POSITION_TYPE.BUY ? ORDER_TYPE.BUY : ORDER_TYPE.SELL,
      time,
      volume: position.volume,
      price,
      sl: null,
      tp: null,
      filling: ORDER_FILLING.FOK,
      magic: position.magic,
      comment,
      reason,
      positionId: position.identifier
    })
    this.fill(account, {
      symbol,
      side,
      volume: position.volume,
      price,
      time,
      order,
      position,
      sl: null,
      tp: null,
      reason,
      magic: position.magic,
      comment
    })
    order.volumeCurrent = ZERO
    this.archive(account, order, "filled", time)
  }
}
