import { describe, expect, it } from "@effect/vitest"
import { Decimal } from "decimal.js"
import { Effect, Option, TestClock, TestContext } from "effect"
import { hashString, walkAt } from "../../src/sim/priceFeed.js"
import { SimBroker } from "../../src/sim/SimBroker.js"
import { SIM_SYMBOLS } from "../../src/sim/symbols.js"
import { simLayer } from "./helpers.js"

const samples = (seed: number) =>
  Effect.gen(function*() {
    const sim = yield* SimBroker
    const out: Array<string> = []
    for (let i = 0; i < 20; i++) {
      for (const s of ["EURUSD", "USDJPY", "BTCUSD", "SIM.CLOSED"]) {
        const tick = Option.getOrThrow(yield* sim.quote(s))
        out.push(`${tick.time} ${s} ${tick.bid}/${tick.ask}`)
      }
      yield* TestClock.adjust("37 seconds")
    }
    return out
  }).pipe(Effect.provide(simLayer({ seed })), Effect.provide(TestContext.TestContext))

describe("seeded price feed", () => {
  it.effect("same seed, same prices at the same instants", () =>
    Effect.gen(function*() {
      const a = yield* samples(7)
      const b = yield* samples(7)
      expect(a).toEqual(b)
      expect(yield* samples(8)).not.toEqual(a)
    }))

  it.effect("prices move, keep their spread and digits; SIM.CLOSED stands still", () =>
    Effect.gen(function*() {
      const lines = yield* samples(7)
      const bids = (symbol: string) => new Set(lines.filter((l) => l.includes(` ${symbol} `)).map((l) => l.split(" ")[2]))
      expect(bids("EURUSD").size).toBeGreaterThan(5)
      expect(bids("BTCUSD").size).toBeGreaterThan(5)
      expect(bids("SIM.CLOSED").size).toBe(1)
      for (const line of lines.filter((l) => l.includes(" EURUSD "))) {
        const [bid, ask] = (line.split(" ")[2] ?? "").split("/")
        expect(bid).toMatch(/^\d\.\d{5}$/)
        expect(new Decimal(ask ?? "0").minus(bid ?? "0").toFixed(5)).toBe("0.00008")
      }
    }))

  it.effect("the quote does not depend on what was asked before: only on seed and time", () =>
    Effect.gen(function*() {
      const direct = yield* Effect.gen(function*() {
        yield* TestClock.adjust("3 hours")
        return Option.getOrThrow(yield* (yield* SimBroker).quote("GBPUSD"))
      }).pipe(Effect.provide(simLayer({ seed: 99 })), Effect.provide(TestContext.TestContext))
      const stepwise = yield* Effect.gen(function*() {
        const sim = yield* SimBroker
        for (let i = 0; i < 12; i++) {
          yield* TestClock.adjust("15 minutes")
          yield* sim.quote("GBPUSD")
        }
        return Option.getOrThrow(yield* sim.quote("GBPUSD"))
      }).pipe(Effect.provide(simLayer({ seed: 99 })), Effect.provide(TestContext.TestContext))
      expect(stepwise).toEqual(direct)
    }))

  it("the walk is pinned to zero at block edges and stays in a realistic band for years", () => {
    const key = hashString("EURUSD")
    expect(walkAt(1, key, 0)).toBe(0)
    expect(walkAt(1, key, 2 ** 19)).toBe(0)
    const eurusd = SIM_SYMBOLS.find((s) => s.name === "EURUSD")
    const vol = eurusd?.volatilityPoints ?? 0
    let worst = 0
    for (let k = 0; k < 5 * 365 * 86_400; k += 7919) worst = Math.max(worst, Math.abs(vol * walkAt(1, key, k)))
    // Within 8% of the 1.08500 base (8680 points) over five years of one-second ticks.
    expect(worst).toBeLessThan(8680)
    expect(worst).toBeGreaterThan(100)
  })

  it("neighbouring ticks differ by about one tick's volatility", () => {
    const key = hashString("EURUSD")
    let sumSq = 0
    const n = 20_000
    for (let k = 1_000_000; k < 1_000_000 + n; k++) sumSq += (walkAt(3, key, k + 1) - walkAt(3, key, k)) ** 2
    const sd = Math.sqrt(sumSq / n)
    expect(sd).toBeGreaterThan(0.8)
    expect(sd).toBeLessThan(1.2)
  })
})
