import { describe, expect, it } from "@effect/vitest"
import { Decimal } from "decimal.js"
import fc from "fast-check"
import type { DecimalString } from "@svc/domain/decimal"
import { ORDER_TYPE, TRADE_ACTION } from "../../src/terminal/enums.js"
import { RETCODE } from "../../src/terminal/retcodes.js"
import { defaultSimBrokerOptions } from "../../src/sim/config.js"
import { Exchange } from "../../src/sim/Exchange.js"
import type { SimAccount } from "../../src/sim/state.js"
import { SIM_SYMBOLS } from "../../src/sim/symbols.js"

const d = (s: string) => s as DecimalString
const tradable = SIM_SYMBOLS.filter((s) => s.session === "always")
const ALL = () => true

const richAccount = (exchange: Exchange): SimAccount => {
  exchange.syncTo(0)
  const account = exchange.createAccount({ server: "SimBroker-Demo", login: "1", password: "pw", balance: "1000000000" }, 0)
  if (account === undefined) throw new Error("no account")
  return account
}

describe("properties of the simulated broker", () => {
  it("volume validation: on the step grid and within min..max is accepted, anything else is 10014", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...tradable),
        fc.integer({ min: 0, max: 2_500 }),
        fc.boolean(),
        (spec, steps, offGrid) => {
          const exchange = new Exchange(defaultSimBrokerOptions)
          const account = richAccount(exchange)
          const step = new Decimal(spec.volumeStep)
          const volume = step.times(steps).plus(offGrid ? step.dividedBy(10) : 0)
          const result = exchange.orderSend(account, {
            action: TRADE_ACTION.DEAL,
            symbol: spec.name,
            type: ORDER_TYPE.BUY,
            volume: d(volume.toFixed())
          }, 0, "service", null)
          const valid = !offGrid && volume.gte(spec.volumeMin) && volume.lte(spec.volumeMax)
          expect(result.retcode).toBe(valid ? RETCODE.DONE : RETCODE.INVALID_VOLUME)
          if (valid) expect(new Decimal(result.volume).eq(volume)).toBe(true)
        }
      ),
      { numRuns: 300 }
    )
  })

  const operation = fc.oneof(
    fc.record({
      kind: fc.constant("open" as const),
      symbol: fc.constantFrom(...tradable.map((s) => s.name)),
      buy: fc.boolean(),
      lots: fc.integer({ min: 1, max: 300 }),
      stopPoints: fc.option(fc.integer({ min: 5, max: 3_000 }))
    }),
    fc.record({ kind: fc.constant("close" as const), pick: fc.nat(), fraction: fc.integer({ min: 1, max: 4 }) }),
    fc.record({
      kind: fc.constant("move" as const),
      symbol: fc.constantFrom(...tradable.map((s) => s.name)),
      points: fc.integer({ min: -3_000, max: 3_000 })
    }),
    fc.record({ kind: fc.constant("wait" as const), ms: fc.integer({ min: 1, max: 8 * 3_600_000 }) })
  )

  it("accounting: the balance is the sum of its deals, equity is balance plus open profit, closed positions net to zero", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000 }), fc.array(operation, { minLength: 1, maxLength: 25 }), (seed, ops) => {
        const exchange = new Exchange({ ...defaultSimBrokerOptions, seed })
        exchange.syncTo(0)
        const account = exchange.createAccount({ server: "SimBroker-Demo", login: "1", password: "pw" }, 0)
        if (account === undefined) throw new Error("no account")
        let now = 0
        for (const op of ops) {
          exchange.syncTo(now)
          if (op.kind === "open") {
            const spec = tradable.find((s) => s.name === op.symbol)
            const volume = new Decimal(spec?.volumeMin ?? "0.01").times(op.lots)
            const symbol = exchange.market.symbol(op.symbol)
            const tick = exchange.tick(op.symbol, now)
            // Stops some distance either side of the market; too close ones are refused 10016, which is fine.
            const stops = op.stopPoints === null || symbol === undefined || tick === undefined ? {} : (() => {
              const away = symbol.point.times(op.stopPoints)
              const reference = new Decimal(op.buy ? tick.bid : tick.ask)
              const below = reference.minus(away)
              const above = reference.plus(away)
              if (below.lte(0)) return {}
              const [sl, tp] = op.buy ? [below, above] : [above, below]
              return { sl: d(sl.toFixed(symbol.spec.digits)), tp: d(tp.toFixed(symbol.spec.digits)) }
            })()
            exchange.orderSend(account, {
              action: TRADE_ACTION.DEAL,
              symbol: op.symbol,
              type: op.buy ? ORDER_TYPE.BUY : ORDER_TYPE.SELL,
              volume: d(volume.toFixed()),
              ...stops
            }, now, "service", null)
          } else if (op.kind === "close") {
            const positions = exchange.positions(account, now)
            const p = positions[op.pick % Math.max(1, positions.length)]
            if (p !== undefined) {
              const spec = tradable.find((s) => s.name === p.symbol)
              const step = new Decimal(spec?.volumeStep ?? "0.01")
              const part = new Decimal(p.volume).dividedBy(op.fraction).dividedBy(step).ceil().times(step)
              exchange.orderSend(account, {
                action: TRADE_ACTION.DEAL,
                symbol: p.symbol,
                type: p.type === 0 ? ORDER_TYPE.SELL : ORDER_TYPE.BUY,
                volume: d(Decimal.max(part, spec?.volumeMin ?? "0.01").toFixed()),
                position: p.ticket
              }, now, "service", null)
            }
          } else if (op.kind === "move") {
            const symbol = exchange.market.symbol(op.symbol)
            const tick = exchange.tick(op.symbol, now)
            if (symbol !== undefined && tick !== undefined) {
              exchange.setBid(symbol, Decimal.max(symbol.point, new Decimal(tick.bid).plus(symbol.point.times(op.points))), now)
            }
          } else {
            now += op.ms
            exchange.syncTo(now)
          }

          const deals = exchange.historyDeals(account, ALL)
          const booked = deals.reduce(
            (sum, x) => sum.plus(x.profit).plus(x.commission).plus(x.swap).plus(x.fee),
            new Decimal(0)
          )
          const info = exchange.accountInfo(account, now)
          expect(info.balance).toBe(booked.toFixed(2))
          const positions = exchange.positions(account, now)
          const open = positions.reduce((sum, p) => sum.plus(p.profit), new Decimal(0))
          expect(info.equity).toBe(new Decimal(info.balance).plus(open).toFixed(2))
          for (const p of positions) expect(new Decimal(p.volume).gt(0)).toBe(true)
          const openIds = new Set(positions.map((p) => p.identifier))
          const net = new Map<string, Decimal>()
          for (const x of deals) {
            if (x.positionId === null || x.entry === null) continue
            const signed = x.entry === 0 ? new Decimal(x.volume) : new Decimal(x.volume).negated()
            net.set(x.positionId, (net.get(x.positionId) ?? new Decimal(0)).plus(signed))
          }
          for (const [id, volume] of net) {
            if (!openIds.has(id)) expect(volume.isZero()).toBe(true)
          }
        }
      }),
      { numRuns: 50 }
    )
  })

  it("quotes: every tick keeps the symbol's spread and digits, for any seed and time", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.constantFrom(...SIM_SYMBOLS),
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        (seed, spec, time) => {
          const exchange = new Exchange({ ...defaultSimBrokerOptions, seed })
          const tick = exchange.tick(spec.name, time)
          if (tick === undefined) throw new Error("no tick")
          const point = new Decimal(1).dividedBy(new Decimal(10).pow(spec.digits))
          expect(new Decimal(tick.ask).minus(tick.bid).eq(point.times(spec.spreadPoints))).toBe(true)
          expect(new Decimal(tick.bid).decimalPlaces()).toBeLessThanOrEqual(spec.digits)
          expect(new Decimal(tick.bid).gt(0)).toBe(true)
          expect(exchange.tick(spec.name, time)).toEqual(new Exchange({ ...defaultSimBrokerOptions, seed }).tick(spec.name, time))
        }
      ),
      { numRuns: 300 }
    )
  })
})
