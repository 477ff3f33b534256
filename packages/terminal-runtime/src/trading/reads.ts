import { Errors } from "@svc/domain"
import type { CalculationQuery } from "@svc/domain/account/tradingProtocol"
import type { Quote } from "@svc/domain/resources/quote"
import type { DecimalString } from "@svc/domain/decimal"
import Decimal from "decimal.js"
import { Effect, Option } from "effect"
import { ORDER_TYPE } from "../terminal/enums.js"
import type { SymbolInfo } from "../terminal/symbol.js"
import type { TerminalSession } from "../terminal/TerminalSession.js"
import type { ActorContext } from "./ActorContext.js"

/** Quotes answered from here are free; only calls that reach the terminal spend the live budget. */
const cacheMs = 250
/** Spec Limits: 300 a minute plus a burst of 50, per account. */
const budget = { perMinute: 300, burst: 50 }
/** Spec Limits: stale only while the market is open and the last tick is over 60 seconds old. */
const staleAfterMs = 60_000

interface Cached { readonly at: number; readonly quote: Omit<Quote, "instrument" | "ageMs" | "stale" | "observedAt"> & { readonly observedAt: Date } }

const notReady = (id: string) =>
  new Errors.AccountNotReady({ message: "The account is not online; warm it and poll its status until ready.", details: [{ accountId: id }] })

/** The instrument's own symbol on this account: exact, else the first symbol with the instrument's name plus a suffix. */
const resolveInstrument = (symbols: ReadonlyArray<SymbolInfo>, instrument: string) => {
  const wanted = instrument.toUpperCase()
  return symbols.find((s) => s.name.toUpperCase() === wanted) ??
    symbols.find((s) => s.name.toUpperCase().startsWith(wanted) && /^[^A-Z0-9]?[A-Za-z0-9]{0,6}$/.test(s.name.slice(wanted.length)))
}

export const makeReadHandlers = (ctx: ActorContext) =>
  Effect.gen(function*() {
    const cache = new Map<string, Cached>()
    let tokens = budget.burst
    let refilledAt = Date.now()
    let symbolsCache: { readonly session: TerminalSession; readonly symbols: ReadonlyArray<SymbolInfo> } | undefined

    const spend = (now: number) => {
      tokens = Math.min(budget.burst, tokens + ((now - refilledAt) * budget.perMinute) / 60_000)
      refilledAt = now
      if (tokens >= 1) {
        tokens -= 1
        return 0
      }
      return Math.ceil(((1 - tokens) * 60_000) / budget.perMinute / 1000)
    }

    const symbolsOf = (terminal: TerminalSession) =>
      symbolsCache?.session === terminal
        ? Effect.succeed(symbolsCache.symbols)
        : Effect.map(terminal.symbols, (symbols) => {
          symbolsCache = { session: terminal, symbols }
          return symbols
        })

    const GetQuotes = ({ payload }: { readonly payload: { readonly request: { readonly symbols: ReadonlyArray<string>; readonly instruments: ReadonlyArray<string> } } }) =>
      Effect.gen(function*() {
        const live = ctx.session()
        if (live === undefined || ctx.account()?.state !== "ready" && ctx.account()?.state !== "executing") return yield* notReady(ctx.id)
        const terminal = live.terminal
        const now = Date.now()
        const wanted = [
          ...payload.request.symbols.map((symbol) => ({ symbol, instrument: null as string | null })),
          ...payload.request.instruments.map((instrument) => ({ symbol: null as string | null, instrument }))
        ]
        const symbols = yield* symbolsOf(terminal).pipe(Effect.mapError(() => notReady(ctx.id)))
        const targets = wanted.map((w) => ({ ...w, info: w.symbol !== null ? symbols.find((s) => s.name === w.symbol) : resolveInstrument(symbols, w.instrument!) }))
        const misses = targets.filter((t) => t.info !== undefined && !(now - (cache.get(t.info.name)?.at ?? -Infinity) < cacheMs))
        if (misses.length > 0) {
          const retryAfter = spend(now)
          if (retryAfter > 0) {
            return yield* new Errors.RateLimited({
              message: `The live quote budget of this account is spent (${budget.perMinute} a minute plus ${budget.burst}); retry after ${retryAfter} s.`,
              details: [{ retryAfterSeconds: retryAfter }]
            })
          }
          yield* Effect.forEach(misses, (t) =>
            Effect.gen(function*() {
              const info = t.info!
              const [tick, fresh] = yield* Effect.all([terminal.tick(info.name), terminal.symbolInfo(info.name)])
              if (Option.isNone(tick)) return
              const s = Option.getOrElse(fresh, () => info)
              cache.set(info.name, {
                at: now,
                quote: {
                  symbol: info.name,
                  status: "ok",
                  bid: tick.value.bid,
                  ask: tick.value.ask,
                  spread: s.spread,
                  digits: s.digits,
                  brokerTime: tick.value.brokerTime,
                  time: new Date(tick.value.time),
                  observedAt: new Date(now),
                  marketOpen: s.marketOpen,
                  tradeMode: s.tradeMode
                }
              })
            }), { concurrency: "unbounded", discard: true }).pipe(Effect.mapError(() => notReady(ctx.id)))
        }
        return targets.map((t): Quote => {
          const hit = t.info === undefined ? undefined : cache.get(t.info.name)
          if (hit === undefined) {
            return {
              symbol: t.symbol ?? t.instrument!,
              instrument: t.instrument,
              status: "unknown_symbol",
              bid: "0" as DecimalString,
              ask: "0" as DecimalString,
              spread: 0,
              digits: 0,
              brokerTime: "1970-01-01 00:00:00.000",
              time: null,
              observedAt: new Date(now),
              ageMs: null,
              stale: false,
              marketOpen: null,
              tradeMode: "disabled"
            } as Quote
          }
          const ageMs = hit.quote.time === null ? null : Math.max(0, now - hit.quote.time.getTime())
          return {
            ...hit.quote,
            instrument: t.instrument,
            ageMs,
            stale: hit.quote.marketOpen === true && ageMs !== null && ageMs > staleAfterMs
          } as Quote
        })
      })

    const Calculate = ({ payload }: { readonly payload: { readonly query: typeof CalculationQuery.Type } }) =>
      Effect.gen(function*() {
        const live = ctx.session()
        if (live === undefined) {
          return yield* new Errors.NoRuntime({ message: "The account is offline; calculations need its terminal. Warm it first.", details: [{ accountId: ctx.id }] })
        }
        const q = payload.query
        const action = q.side === "buy" ? ORDER_TYPE.BUY : ORDER_TYPE.SELL
        const value = yield* (q.kind === "margin"
          ? live.terminal.orderCalcMargin({ action, symbol: q.symbol, volume: q.volume, price: q.priceOpen })
          : live.terminal.orderCalcProfit({ action, symbol: q.symbol, volume: q.volume, priceOpen: q.priceOpen, priceClose: q.priceClose ?? q.priceOpen })
        ).pipe(Effect.orElseSucceed(() => Option.none<DecimalString>()))
        return { kind: q.kind, value: Option.getOrNull(value) }
      })

    /** Read from the session's symbol list (cached per session): no live budget is spent. */
    const ListSymbols = () =>
      Effect.gen(function*() {
        const live = ctx.session()
        if (live === undefined || ctx.account()?.state !== "ready" && ctx.account()?.state !== "executing") return yield* notReady(ctx.id)
        const symbols = yield* symbolsOf(live.terminal).pipe(Effect.mapError(() => notReady(ctx.id)))
        return symbols.map((s) => ({ name: s.name, digits: s.digits }))
      })

    /**
     * The copier's sizing facts: funds and one symbol's terms from the terminal now (never cached: a stale balance
     * sizes a copy wrongly). The account is made ready as for an order, so a warm_on_demand follower comes online.
     */
    const CopyFacts = ({ payload }: { readonly payload: { readonly symbol: string } }) =>
      Effect.gen(function*() {
        // An account busy with another order (`executing`) is online: its terminal answers reads meanwhile.
        const online = ctx.session()
        const state = ctx.account()?.state
        const live = online !== undefined && (state === "ready" || state === "executing") ? online : yield* ctx.readyForOrder
        const terminal = live.terminal
        const unreachable = () => notReady(ctx.id)
        const [info, symbol, tick] = yield* Effect.all([
          terminal.accountInfo,
          terminal.symbolInfo(payload.symbol),
          terminal.tick(payload.symbol)
        ], { concurrency: "unbounded" }).pipe(Effect.mapError(unreachable))
        if (Option.isNone(symbol)) {
          return yield* new Errors.NotFound({
            message: `The account's broker does not list ${payload.symbol}.`,
            details: [{ accountId: ctx.id, symbol: payload.symbol }]
          })
        }
        const s = symbol.value
        const bid = Option.map(tick, (t) => t.bid)
        // One point's move on one lot, priced by the terminal itself (the profit currency converted as it does).
        const tickValue = Option.isNone(bid) ? Option.none<DecimalString>() : yield* terminal.orderCalcProfit({
          action: ORDER_TYPE.BUY,
          symbol: s.name,
          volume: "1" as DecimalString,
          priceOpen: bid.value,
          priceClose: new Decimal(bid.value).plus(new Decimal(s.point)).toFixed() as DecimalString
        }).pipe(Effect.orElseSucceed(() => Option.none<DecimalString>()))
        return {
          balance: info.balance,
          equity: info.equity,
          freeMargin: info.marginFree,
          symbol: s.name,
          volumeMin: s.volumeMin,
          volumeMax: s.volumeMax,
          volumeStep: s.volumeStep,
          contractSize: s.contractSize,
          point: s.point,
          tickSize: s.point,
          // Unknown rather than guessed from the contract size: risk_percent then skips instead of mis-sizing.
          tickValue: Option.getOrNull(tickValue),
          bid: Option.getOrNull(bid),
          ask: Option.getOrNull(Option.map(tick, (t) => t.ask))
        }
      })

    /** Funds only while the account is online: a risk check never logs an account in. */
    const CopyFunds = () =>
      Effect.gen(function*() {
        const live = ctx.session()
        if (live === undefined || ctx.account()?.state !== "ready" && ctx.account()?.state !== "executing") return yield* notReady(ctx.id)
        const info = yield* live.terminal.accountInfo.pipe(Effect.mapError(() => notReady(ctx.id)))
        return { balance: info.balance, equity: info.equity, freeMargin: info.marginFree }
      })

    return { GetQuotes, ListSymbols, Calculate, CopyFacts, CopyFunds } as const
  })
