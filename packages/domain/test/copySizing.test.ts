import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import Decimal from "decimal.js"
import { followerCloseVolume } from "../src/copy/partialClose.js"
import { sizeOpen, type Funds, type SymbolTerms } from "../src/copy/sizing.js"
import { followerSideAndStops, followerSymbol } from "../src/copy/symbol.js"
import { decimal } from "../src/decimal.js"
import { defaultSettings, type SubscriptionSettings } from "../src/resources/copy.js"

const terms = (over: Partial<Record<keyof SymbolTerms, string>> = {}): SymbolTerms => ({
  volumeMin: decimal(over.volumeMin ?? "0.01"),
  volumeMax: decimal(over.volumeMax ?? "100"),
  volumeStep: decimal(over.volumeStep ?? "0.01"),
  contractSize: decimal(over.contractSize ?? "100000"),
  tickValue: decimal(over.tickValue ?? "1"),
  tickSize: decimal(over.tickSize ?? "0.00001")
})
const funds = (balance: string, equity = balance, freeMargin = balance): Funds =>
  ({ balance: decimal(balance), equity: decimal(equity), freeMargin: decimal(freeMargin) })
const settings = (over: Partial<SubscriptionSettings>): SubscriptionSettings => ({ ...defaultSettings, ...over })
const open = (volume: string, stopLoss: string | null = null, price = "1.10000", symbolMultiplier: string | null = null) => ({
  volume: decimal(volume), price: decimal(price), stopLoss: stopLoss === null ? null : decimal(stopLoss),
  symbolMultiplier: symbolMultiplier === null ? null : decimal(symbolMultiplier)
})
const size = (s: Partial<SubscriptionSettings>, o = open("0.30"), master = funds("10000"), follower = funds("2500"), m = terms(), f = terms()) =>
  sizeOpen(settings(s), o, master, follower, m, f)

describe("copy sizing (exact decimals)", () => {
  it("multiplier scales the master's volume, rounded down to the step", () => {
    expect(size({ sizing: { mode: "multiplier", value: decimal("1.5") } })).toEqual({ _tag: "Open", volume: "0.45" })
    expect(size({ sizing: { mode: "multiplier", value: decimal("0.1") } }, open("0.29"))).toEqual({ _tag: "Open", volume: "0.02" })
    // 0.1 + 0.2 in floats is 0.30000000000000004; in decimals it is 0.3 exactly.
    expect(size({ sizing: { mode: "multiplier", value: decimal("0.1") } }, open("3"))).toEqual({ _tag: "Open", volume: "0.3" })
  })
  it("fixed_volume ignores the master's size and the contract alignment", () => {
    expect(size({ sizing: { mode: "fixed_volume", value: decimal("0.07") } }, open("5"), funds("1"), funds("1"), terms({ contractSize: "1" }))).toEqual({ _tag: "Open", volume: "0.07" })
  })
  it("the ratio modes use the follower's figure over the master's", () => {
    const master = funds("10000", "8000", "4000")
    const follower = funds("2500", "1000", "3000")
    expect(size({ sizing: { mode: "balance_ratio", value: decimal("1") } }, open("1"), master, follower)).toEqual({ _tag: "Open", volume: "0.25" })
    expect(size({ sizing: { mode: "equity_ratio", value: decimal("2") } }, open("1"), master, follower)).toEqual({ _tag: "Open", volume: "0.25" })
    expect(size({ sizing: { mode: "free_margin_ratio", value: decimal("1") } }, open("1"), master, follower)).toEqual({ _tag: "Open", volume: "0.75" })
    expect(size({ sizing: { mode: "balance_ratio", value: decimal("1") } }, open("1"), funds("0"), follower)).toMatchObject({ _tag: "Skip", reason: "master_funds_zero" })
  })
  it("risk_percent sizes the loss at the stop and skips trades without one", () => {
    // 1 % of 2500 = 25; stop 50 points away at 1 per tick per lot = 50 per lot → 0.5 lots.
    expect(size({ sizing: { mode: "risk_percent", value: decimal("1") } }, open("3", "1.09950"))).toEqual({ _tag: "Open", volume: "0.5" })
    expect(size({ sizing: { mode: "risk_percent", value: decimal("1") } }, open("3"))).toMatchObject({ _tag: "Skip", reason: "no_stop_loss" })
  })
  it("the symbol's multiplier and the contract sizes apply; min raises, max cuts, the broker's minimum skips", () => {
    expect(size({}, open("0.30", null, "1", "2"))).toEqual({ _tag: "Open", volume: "0.6" })
    // Master contract 100, follower 10: the follower needs ten times the lots for the same exposure.
    expect(size({}, open("0.30"), undefined, undefined, terms({ contractSize: "100" }), terms({ contractSize: "10" }))).toEqual({ _tag: "Open", volume: "3" })
    expect(size({ alignContractSize: false }, open("0.30"), undefined, undefined, terms({ contractSize: "100" }), terms({ contractSize: "10" }))).toEqual({ _tag: "Open", volume: "0.3" })
    expect(size({ minVolume: decimal("0.5") })).toEqual({ _tag: "Open", volume: "0.5" })
    expect(size({ maxVolume: decimal("0.2") })).toEqual({ _tag: "Open", volume: "0.2" })
    expect(size({}, open("0.30"), undefined, undefined, undefined, terms({ volumeMax: "0.25", volumeStep: "0.1" }))).toEqual({ _tag: "Open", volume: "0.2" })
    expect(size({ sizing: { mode: "multiplier", value: decimal("0.01") } })).toMatchObject({ _tag: "Skip", reason: "below_minimum_volume" })
  })
})

describe("partial closes", () => {
  const t = { volumeMin: decimal("0.01"), volumeStep: decimal("0.01") }
  it("are proportional, rounded to the step, at least the minimum; the master flat leaves the follower flat", () => {
    expect(followerCloseVolume(decimal("1"), decimal("0.5"), decimal("0.3"), t)).toBe("0.15")
    expect(followerCloseVolume(decimal("1"), decimal("0.01"), decimal("0.3"), t)).toBe("0.01")
    expect(followerCloseVolume(decimal("1"), decimal("1"), decimal("0.37"), t)).toBe("0.37")
    // What would be left (0.005) could never be closed alone: the whole position goes.
    expect(followerCloseVolume(decimal("1"), decimal("0.95"), decimal("0.1"), { volumeMin: decimal("0.01"), volumeStep: decimal("0.005") })).toBe("0.1")
  })
  it("successive partial closes never close more than is held and end flat with the master", () => {
    fc.assert(fc.property(
      fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 1000 }), fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 10 }),
      (masterCents, followerCents, cuts) => {
        let master = new Decimal(masterCents).div(100)
        let follower = new Decimal(followerCents).div(100)
        for (const cut of cuts) {
          if (master.lte(0)) break
          const closed = Decimal.min(master, new Decimal(cut).div(100))
          const c = new Decimal(followerCloseVolume(decimal(master.toFixed()), decimal(closed.toFixed()), decimal(follower.toFixed()), t))
          expect(c.lte(follower)).toBe(true)
          follower = follower.minus(c)
          master = master.minus(closed)
          expect(follower.isZero() || follower.gte("0.01")).toBe(true)
        }
        if (master.isZero()) expect(follower.isZero()).toBe(true)
      }
    ))
  })
})

describe("symbols, sides and stops", () => {
  it("the map wins over the suffix and carries its multiplier", () => {
    const s = { symbolMap: { XAUUSD: { symbol: "GOLD", multiplier: decimal("0.1") } }, symbolSuffix: ".pro" }
    expect(followerSymbol(s, "XAUUSD")).toEqual({ symbol: "GOLD", multiplier: "0.1" })
    expect(followerSymbol(s, "EURUSD")).toEqual({ symbol: "EURUSD.pro", multiplier: null })
    expect(followerSymbol(s, "toString")).toEqual({ symbol: "toString.pro", multiplier: null })
  })
  it("reverse flips the side and swaps the stops; copyStopLoss/TakeProfit drop them", () => {
    const stops = { stopLoss: "1.09", takeProfit: "1.12" }
    expect(followerSideAndStops({ reverse: true, copyStopLoss: true, copyTakeProfit: true }, "buy", stops))
      .toEqual({ side: "sell", stopLoss: "1.12", takeProfit: "1.09" })
    expect(followerSideAndStops({ reverse: false, copyStopLoss: false, copyTakeProfit: true }, "sell", stops))
      .toEqual({ side: "sell", stopLoss: null, takeProfit: "1.12" })
  })
})
