import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import Decimal from "decimal.js"
import { afterOutcome, decide, defaultOpenSignalLifetimeMs, type FollowerView, type MasterDeal } from "../src/copy/decide.js"
import { decimal } from "../src/decimal.js"
import { defaultSettings, type SubscriptionSettings } from "../src/resources/copy.js"

const terms = {
  volumeMin: decimal("0.01"), volumeMax: decimal("100"), volumeStep: decimal("0.01"),
  contractSize: decimal("100000"), tickValue: decimal("1"), tickSize: decimal("0.00001")
}
const funds = { balance: decimal("10000"), equity: decimal("10000"), freeMargin: decimal("10000") }
const now = 1_000_000
const view = (over: Partial<FollowerView> = {}, settings: Partial<SubscriptionSettings> = {}): FollowerView => ({
  state: { status: "active", stoppedReason: null },
  settings: { ...defaultSettings, ...settings },
  strategyCopying: true,
  pausedSymbols: new Set(),
  linkedOpen: null,
  masterFunds: funds,
  followerFunds: funds,
  masterTerms: terms,
  followerTerms: terms,
  openSignalLifetimeMs: defaultOpenSignalLifetimeMs,
  ...over
})
const open = (over: Partial<Extract<MasterDeal, { _tag: "Open" }>> = {}): MasterDeal => ({
  _tag: "Open", side: "buy", symbol: "XAUUSD", volume: decimal("0.40"), price: decimal("2000"),
  stopLoss: decimal("1990"), takeProfit: decimal("2020"), dealtAt: now - 1000, ...over
})
const close = (before: string, closed: string, dealtAt = now): MasterDeal =>
  ({ _tag: "Close", positionBefore: decimal(before), closed: decimal(closed), dealtAt })

describe("what a master deal becomes on a follower", () => {
  it("an open: mapped or suffixed symbol, sized, reversed with its stops swapped", () => {
    expect(decide(open(), view({}, { sizing: { mode: "multiplier", value: decimal("0.5") }, symbolSuffix: ".m" }), now))
      .toEqual({ _tag: "Open", side: "buy", symbol: "XAUUSD.m", volume: "0.2", stopLoss: "1990", takeProfit: "2020" })
    const mapped = { XAUUSD: { symbol: "GOLD", multiplier: decimal("2") } }
    expect(decide(open(), view({}, { symbolMap: mapped, reverse: true, copyTakeProfit: false }), now))
      .toEqual({ _tag: "Open", side: "sell", symbol: "GOLD", volume: "0.8", stopLoss: "2020", takeProfit: null })
  })
  it("open signals expire after the lifetime; close signals never do", () => {
    expect(decide(open({ dealtAt: now - 59_000 }), view(), now)._tag).toBe("Open")
    expect(decide(open({ dealtAt: now - 61_000 }), view(), now)).toMatchObject({ _tag: "Skip", reason: "signal_expired" })
    expect(decide(open({ dealtAt: now - 61_000 }), view({ openSignalLifetimeMs: 120_000 }), now)._tag).toBe("Open")
    expect(decide(close("1", "1", now - 3_600_000), view({ linkedOpen: decimal("0.3") }), now)).toEqual({ _tag: "Close", volume: "0.3" })
  })
  it("paused copies nothing, closes included; close_only copies closes only; sides, paused symbols and links are honoured", () => {
    const linked = { linkedOpen: decimal("0.3") }
    for (const v of [view({ ...linked, strategyCopying: false }), view({ ...linked, state: { status: "paused", stoppedReason: null } }), view({ ...linked, state: { status: "stopped", stoppedReason: "risk_limit" } })]) {
      expect(decide(open(), v, now)).toMatchObject({ _tag: "Skip", reason: "not_copying" })
      expect(decide(close("1", "0.5"), v, now)).toMatchObject({ _tag: "Skip", reason: "not_copying" })
    }
    const closeOnly = view({ ...linked, state: { status: "close_only", stoppedReason: null } })
    expect(decide(open(), closeOnly, now)).toMatchObject({ _tag: "Skip", reason: "close_only" })
    expect(decide(close("1", "0.5"), closeOnly, now)).toEqual({ _tag: "Close", volume: "0.15" })
    expect(decide(open({ side: "sell" }), view({}, { sides: ["buy"] }), now)).toMatchObject({ _tag: "Skip", reason: "side_not_copied" })
    expect(decide(open(), view({ pausedSymbols: new Set(["XAUUSD"]) }), now)).toMatchObject({ _tag: "Skip", reason: "symbol_paused" })
    expect(decide(close("1", "0.5"), view(), now)).toMatchObject({ _tag: "Skip", reason: "not_linked" })
    expect(decide(open({ stopLoss: null }), view({}, { sizing: { mode: "risk_percent", value: decimal("1") } }), now)).toMatchObject({ _tag: "Skip", reason: "no_stop_loss" })
  })
  it("the third rejection in a row pauses the symbol, once; a fill resets the count", () => {
    let streak = 0
    const pauses: Array<boolean> = []
    for (const o of ["rejected", "rejected", "filled", "rejected", "rejected", "rejected", "rejected"] as const) {
      const next = afterOutcome(streak, o)
      streak = next.streak
      pauses.push(next.pause)
    }
    expect(pauses).toEqual([false, false, false, false, false, true, false])
  })
  it("any run of partial closes leaves the follower flat when the master is; nothing moves while paused", () => {
    fc.assert(fc.property(
      fc.integer({ min: 1, max: 500 }),
      fc.constantFrom("0.5", "1", "1.7", "3"),
      fc.array(fc.record({ cut: fc.integer({ min: 1, max: 200 }), paused: fc.boolean() }), { minLength: 1, maxLength: 12 }),
      (masterCents, multiplier, steps) => {
        const settings = { sizing: { mode: "multiplier" as const, value: decimal(multiplier) } }
        const opened = decide(open({ volume: decimal(new Decimal(masterCents).div(100).toFixed()) }), view({}, settings), now)
        if (opened._tag !== "Open") return
        let master = new Decimal(masterCents).div(100)
        let follower = new Decimal(opened.volume)
        let pausedAtFlat = false
        for (const { cut, paused } of steps) {
          if (master.isZero()) break
          const closed = Decimal.min(master, new Decimal(cut).div(100))
          const d = decide(
            close(master.toFixed(), closed.toFixed()),
            view({ linkedOpen: decimal(follower.toFixed()), state: { status: paused ? "paused" : "active", stoppedReason: null } }, settings),
            now
          )
          master = master.minus(closed)
          if (paused) {
            expect(d._tag).toBe("Skip")
            if (master.isZero()) pausedAtFlat = true
            continue
          }
          expect(d._tag).toBe("Close")
          if (d._tag === "Close") follower = follower.minus(d.volume)
          expect(follower.gte(0)).toBe(true)
        }
        // A close missed while paused is the drift check's to put right; otherwise flat follows flat.
        if (master.isZero() && !pausedAtFlat) expect(follower.isZero()).toBe(true)
      }
    ))
  })
})
