import type { DecimalString } from "@svc/domain/decimal"
import type { Decimal } from "decimal.js"
import type { AccountInfo } from "../terminal/account.js"
import type { MarginQuery, ProfitQuery } from "../terminal/calculation.js"
import type { Deal } from "../terminal/deal.js"
import { type MarginMode, ORDER_TYPE, POSITION_TYPE } from "../terminal/enums.js"
import type { LoginFailureKind } from "../terminal/errors.js"
import type { HistoryOrder, Order } from "../terminal/order.js"
import type { Position } from "../terminal/position.js"
import { isSuccessRetcode, retcodeDescription } from "../terminal/retcodes.js"
import type { SymbolInfo } from "../terminal/symbol.js"
import type { Tick } from "../terminal/tick.js"
import { formatBrokerTime } from "../terminal/time.js"
import type { TradeRequest, TradeResult } from "../terminal/tradeRequest.js"
import { Books, type Published } from "./books.js"
import type { SimBrokerOptions } from "./config.js"
import { SimPassword } from "./password.js"
import { TicketCounter } from "./tickets.js"
import type { CountedFault, SimFaults } from "./faults.js"
import type { SimSymbol } from "./market.js"
import { chargeSwaps, processTick } from "./marketEvents.js"
import { Dec, fixed, money, ZERO } from "./money.js"
import { marginOf, profitOf } from "./pricing.js"
import { rankServers, SIM_COMPANY } from "./servers.js"
import { accountKey, type ExecutionRecord, type RequestSource, type SimAccount, type SimDeal, type SimOrder } from "./state.js"
import { loginFailureDetail, NOT_TRADING_PREFIX, passwordFailure, unknownServerDetail } from "./testCredentials.js"
import { type BrokerBehaviour, handleTradeRequest } from "./tradeRequests.js"

export type { Published } from "./books.js"
export type { BrokerBehaviour } from "./tradeRequests.js"

/** Beyond this many ticks behind the clock, older ticks are skipped rather than replayed one by one. */
const MAX_CATCH_UP_TICKS = 200_000

export type LoginOutcome =
  | { readonly _tag: "LoggedIn"; readonly account: SimAccount }
  | {
    readonly _tag: "Failed"
    readonly kind: LoginFailureKind
    readonly detail: string
    readonly otherServers: ReadonlyArray<string>
  }

export interface NewAccount {
  readonly server: string
  readonly login: string
  readonly password: string
  readonly balance?: string
  readonly leverage?: number
  readonly marginMode?: MarginMode
  readonly tradeAllowed?: boolean
}

/**
 * The simulated trade server: logins, accounts, trade requests, queries, and the clock that drives what the market
 * does by itself. Synchronous and deterministic; `SimBroker` wraps it in Effect, brings it up to the clock before
 * every call, and publishes the trade transactions it queues.
 */
export class Exchange {
  readonly executions: Array<ExecutionRecord> = []
  private readonly books: Books
  private readonly faults = new Map<string, SimFaults>()
  private readonly stopOutLevel: Decimal
  readonly requestIds = new TicketCounter(1)
  private lastTick: number | null = null
  private lastTime = 0
  private nextRollover = 0

  constructor(readonly options: SimBrokerOptions) {
    this.books = new Books(options)
    this.stopOutLevel = new Dec(options.stopOutLevel)
  }

  get market() {
    return this.books.market
  }

  drainOutbox(): Array<Published> {
    return this.books.drainOutbox()
  }

  // ---------------------------------------------------------------- clock

  /** Replays every tick since the last call, so triggers, stops, stop out and rollovers happen in time order. */
  syncTo(now: number): void {
    const target = this.market.tickIndex(now)
    if (this.lastTick === null) {
      this.lastTick = target
      this.lastTime = now
      this.nextRollover = this.books.endOfBrokerDay(now)
      return
    }
    if (target > this.lastTick) {
      const active = this.activeAccounts()
      let from = active.length === 0 ? target + 1 : this.lastTick + 1
      if (target - from > MAX_CATCH_UP_TICKS) from = target - MAX_CATCH_UP_TICKS
      this.rolloversUntil(Math.min(from * this.options.tickIntervalMs - 1, now), active)
      for (let k = from; k <= target; k++) {
        const time = k * this.options.tickIntervalMs
        this.rolloversUntil(time, active)
        for (const account of active) processTick(this.books, account, time, this.stopOutLevel)
      }
      this.lastTick = target
    }
    if (now > this.lastTime) {
      this.rolloversUntil(now, this.activeAccounts())
      this.lastTime = now
    }
  }

  private activeAccounts(): Array<SimAccount> {
    return [...this.books.accounts.values()].filter((a) => a.positions.size > 0 || a.orders.size > 0)
  }

  private rolloversUntil(time: number, accounts: ReadonlyArray<SimAccount>): void {
    const offsetMs = this.options.brokerUtcOffsetMinutes * 60_000
    while (this.nextRollover <= time) {
      const at = this.nextRollover
      const weekday = new Date(at + offsetMs - 1).getUTCDay()
      for (const account of accounts) chargeSwaps(this.books, account, at, (s) => s.spec.rollover[weekday] ?? 0)
      this.nextRollover = this.books.endOfBrokerDay(at)
    }
  }

  /** Puts the market where a test needs it, then lets every account react at once. */
  setBid(symbol: SimSymbol, bid: Decimal, now: number): void {
    this.books.setBid(symbol, bid, now)
    for (const account of this.activeAccounts()) processTick(this.books, account, now, this.stopOutLevel)
  }

  /** Charges one ordinary night's swap now, outside the rollover schedule. */
  chargeSwapsNow(accounts: ReadonlyArray<SimAccount>, now: number): void {
    for (const account of accounts) chargeSwaps(this.books, account, now, () => 1)
  }

  // ---------------------------------------------------------------- accounts, logins, faults

  account(server: string, login: string): SimAccount | undefined {
    return this.books.accounts.get(accountKey(server, login))
  }

  accounts(): Array<SimAccount> {
    return [...this.books.accounts.values()]
  }

  accountByKey(key: string): SimAccount | undefined {
    return this.books.accounts.get(key)
  }

  /** Puts back an account read from saved state, replacing any under its key. */
  restoreAccount(account: SimAccount): void {
    this.books.accounts.set(account.key, account)
  }

  /** Forgets every account (a reset); ticket sequences carry on. */
  clearAccounts(): void {
    this.books.accounts.clear()
  }

  /** The ticket sequences, which saved state carries across restarts. */
  get tickets() {
    return { order: this.books.orderTickets, deal: this.books.dealTickets, request: this.requestIds } as const
  }

  faultsOf(key: string): SimFaults {
    return this.faults.get(key) ?? {}
  }

  setFaults(key: string, faults: SimFaults): void {
    this.faults.set(key, faults)
  }

  /** Fires a counted fault if any is left, counting it down. */
  consumeFault(key: string, fault: CountedFault): boolean {
    const faults = this.faults.get(key)
    const left = faults?.[fault] ?? 0
    if (faults === undefined || left <= 0) return false
    this.faults.set(key, { ...faults, [fault]: left - 1 })
    return true
  }

  private otherServers(given: string, login: string): Array<string> {
    const names = this.options.servers.map((s) => s.name).filter((name) => name !== given)
    return rankServers(given, names, (server) => this.books.accounts.has(accountKey(server, login)))
  }

  login(server: string, login: string, password: string, now: number): LoginOutcome {
    const failed = (kind: LoginFailureKind, detail = loginFailureDetail(kind, login, server)): LoginOutcome => ({
      _tag: "Failed",
      kind,
      detail,
      otherServers: this.otherServers(server, login)
    })
    if (!this.options.servers.some((s) => s.name === server)) {
      return failed("connection_failed", unknownServerDetail(login, server))
    }
    const key = accountKey(server, login)
    const faults = this.faultsOf(key)
    if (faults.offline === true) return failed("connection_failed")
    if (!/^\d{1,32}$/.test(login)) return failed("refused")
    const byPassword = passwordFailure(password)
    if (byPassword !== null) return failed(byPassword)
    const existing = this.books.accounts.get(key)
    const failure = faults.loginFailure
    if (failure !== undefined && (existing?.successfulLogins ?? 0) >= (failure.afterLogins ?? 0)) {
      return failed(failure.kind)
    }
    if (existing !== undefined && !existing.password.matches(password)) return failed("refused")
    const account = existing ?? this.createAccount({ server, login, password }, now)
    if (account === undefined) return failed("connection_failed", unknownServerDetail(login, server))
    account.successfulLogins += 1
    return { _tag: "LoggedIn", account }
  }

  /** Opens an account with its first deposit; the first login does this with the defaults. */
  createAccount(spec: NewAccount, now: number): SimAccount | undefined {
    const server = this.options.servers.find((s) => s.name === spec.server)
    if (server === undefined) return undefined
    const account: SimAccount = {
      key: accountKey(spec.server, spec.login),
      server: spec.server,
      login: spec.login,
      environment: server.environment,
      name: `Sim Trader ${spec.login}`,
      password: SimPassword.of(spec.password),
      currency: this.options.currency,
      leverage: spec.leverage ?? this.options.leverage,
      marginMode: spec.marginMode ?? this.options.marginMode,
      tradeAllowed: spec.tradeAllowed ?? !spec.password.startsWith(NOT_TRADING_PREFIX),
      balance: ZERO,
      credit: ZERO,
      positions: new Map(),
      orders: new Map(),
      historyOrders: [],
      deals: [],
      successfulLogins: 0
    }
    this.books.accounts.set(account.key, account)
    this.books.deposit(account, new Dec(spec.balance ?? this.options.initialBalance), now, "Initial deposit")
    return account
  }

  deposit(account: SimAccount, amount: Decimal, now: number, comment: string): void {
    this.books.deposit(account, amount, now, comment)
  }

  // ---------------------------------------------------------------- trade requests

  orderSend(
    account: SimAccount,
    request: TradeRequest,
    now: number,
    source: RequestSource,
    behaviour: BrokerBehaviour | null
  ): TradeResult {
    const requestId = this.requestIds.take()
    const outcome = handleTradeRequest(this.books, account, request, now, source, behaviour)
    const result: TradeResult = typeof outcome === "number" ? this.refusal(outcome, request, now, requestId) : {
      ...outcome,
      requestId,
      comment: retcodeDescription(outcome.retcode)
    }
    this.executions.push({
      server: account.server,
      login: account.login,
      requestId,
      time: now,
      source,
      action: request.action,
      retcode: result.retcode,
      executed: isSuccessRetcode(result.retcode),
      comment: request.comment ?? "",
      magic: request.magic ?? 0,
      clientTag: request.clientTag ?? null,
      order: result.order,
      deal: result.deal
    })
    return result
  }

  /** A refusal still reports the current prices, as MT5 does, so a requote shows where the market went. */
  private refusal(retcode: number, request: TradeRequest, now: number, requestId: number): TradeResult {
    const symbol = request.symbol === undefined ? undefined : this.market.symbol(request.symbol)
    const quote = symbol === undefined ? undefined : this.books.quoteOf(symbol, now)
    return {
      retcode,
      deal: null,
      order: null,
      volume: "0" as DecimalString,
      price: null,
      bid: symbol === undefined || quote === undefined ? null : fixed(quote.bid, symbol.spec.digits),
      ask: symbol === undefined || quote === undefined ? null : fixed(quote.ask, symbol.spec.digits),
      comment: retcodeDescription(retcode),
      requestId,
      retcodeExternal: 0
    }
  }

  // ---------------------------------------------------------------- queries

  accountInfo(account: SimAccount, now: number): AccountInfo {
    const { margin, profit } = this.books.floating(account, now)
    const equity = account.balance.plus(account.credit).plus(profit)
    return {
      login: account.login,
      server: account.server,
      name: account.name,
      company: SIM_COMPANY,
      environment: account.environment,
      currency: account.currency,
      currencyDigits: 2,
      leverage: account.leverage,
      marginMode: account.marginMode,
      tradeAllowed: account.tradeAllowed,
      tradeExpert: true,
      balance: money(account.balance),
      credit: money(account.credit),
      profit: money(profit),
      equity: money(equity),
      margin: money(margin),
      marginFree: money(equity.minus(margin)),
      marginLevel: margin.isZero() ? null : money(equity.dividedBy(margin).times(100)),
      marginSoCall: fixed(new Dec(this.options.marginCallLevel), 2),
      marginSoSo: fixed(this.stopOutLevel, 2),
      brokerUtcOffsetMinutes: this.options.brokerUtcOffsetMinutes
    }
  }

  symbols(now: number): Array<SymbolInfo> {
    return [...this.market.symbols.values()].map((s) => this.symbolView(s, now))
  }

  symbolInfo(name: string, now: number): SymbolInfo | undefined {
    const symbol = this.market.symbol(name)
    return symbol === undefined ? undefined : this.symbolView(symbol, now)
  }

  private symbolView(symbol: SimSymbol, now: number): SymbolInfo {
    const quote = this.books.quoteOf(symbol, now)
    const swap = (d: Decimal) => fixed(d, Math.max(1, d.decimalPlaces()))
    return {
      name: symbol.name,
      description: symbol.spec.description,
      currencyBase: symbol.spec.currencyBase,
      currencyProfit: symbol.spec.currencyProfit,
      currencyMargin: symbol.spec.currencyMargin,
      digits: symbol.spec.digits,
      point: fixed(symbol.point, symbol.spec.digits),
      contractSize: fixed(symbol.contractSize, 0),
      volumeMin: fixed(symbol.volumeMin, symbol.volumeDecimals),
      volumeMax: fixed(symbol.volumeMax, symbol.volumeDecimals),
      volumeStep: fixed(symbol.volumeStep, symbol.volumeDecimals),
      stopsLevel: symbol.spec.stopsLevel,
      freezeLevel: symbol.spec.freezeLevel,
      spread: quote.ask.minus(quote.bid).dividedBy(symbol.point).toNumber(),
      swapLong: swap(symbol.swapLong),
      swapShort: swap(symbol.swapShort),
      fillingMode: symbol.spec.fillingMode,
      tradeMode: symbol.spec.tradeMode,
      marketOpen: this.market.isOpen(symbol)
    }
  }

  tick(name: string, now: number): Tick | undefined {
    const symbol = this.market.symbol(name)
    if (symbol === undefined) return undefined
    const quote = this.books.quoteOf(symbol, now)
    return {
      symbol: symbol.name,
      time: quote.time,
      brokerTime: formatBrokerTime(quote.time, this.options.brokerUtcOffsetMinutes),
      bid: fixed(quote.bid, symbol.spec.digits),
      ask: fixed(quote.ask, symbol.spec.digits),
      last: null,
      volume: 0
    }
  }

  positions(account: SimAccount, now: number): Array<Position> {
    return [...account.positions.values()].map((p) => this.books.positionView(account, p, now))
  }

  positionsByTicket(account: SimAccount, ticket: number, now: number): Array<Position> {
    const position = account.positions.get(ticket)
    return position === undefined ? [] : [this.books.positionView(account, position, now)]
  }

  orders(account: SimAccount, now: number): Array<Order> {
    return [...account.orders.values()].map((o) => this.books.orderView(o, now))
  }

  historyOrders(account: SimAccount, filter: (o: SimOrder) => boolean): Array<HistoryOrder> {
    return account.historyOrders
      .filter(filter)
      .sort((a, b) => (a.timeDone ?? 0) - (b.timeDone ?? 0) || a.ticket - b.ticket)
      .map((o) => this.books.historyOrderView(o))
  }

  /** Ordered by broker time, ticket breaking ties. */
  historyDeals(account: SimAccount, filter: (d: SimDeal) => boolean): Array<Deal> {
    return account.deals
      .filter(filter)
      .sort((a, b) => a.time - b.time || a.ticket - b.ticket)
      .map((d) => this.books.dealView(d))
  }

  calcMargin(account: SimAccount, query: MarginQuery, now: number): DecimalString | undefined {
    const symbol = this.market.symbol(query.symbol)
    if (symbol === undefined || (query.action !== ORDER_TYPE.BUY && query.action !== ORDER_TYPE.SELL)) return undefined
    const margin = marginOf(this.books.pricing(account, now), symbol, new Dec(query.volume), new Dec(query.price))
    return margin === null ? undefined : money(margin)
  }

  calcProfit(account: SimAccount, query: ProfitQuery, now: number): DecimalString | undefined {
    const symbol = this.market.symbol(query.symbol)
    if (symbol === undefined || (query.action !== ORDER_TYPE.BUY && query.action !== ORDER_TYPE.SELL)) return undefined
    const type = query.action === ORDER_TYPE.BUY ? POSITION_TYPE.BUY : POSITION_TYPE.SELL
    const ctx = this.books.pricing(account, now)
    const profit = profitOf(ctx, symbol, type, new Dec(query.volume), new Dec(query.priceOpen), new Dec(query.priceClose))
    return profit === null ? undefined : money(profit)
  }
}
