import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import Decimal from "decimal.js"
import { allocateFollowerClose, followerCloseVolume, masterVolumeAfter, replayHoldings } from "../src/copy/partialClose.js"
import { decimal } from "../src/decimal.js"

const t = { volumeMin: decimal("0.01"), volumeStep: decimal("0.01") }

describe("a master close shared by the follower positions copying one master position (scale-ins)", () => {
  it("splits the follower's total in proportion, in whole steps, adding up exactly", () => {
    // 0.15 of 0.30 closed: 0.05 of the 0.10 copy, 0.10 of the 0.20 scale-in.
    expect(allocateFollowerClose(decimal("0.3"), decimal("0.15"), [{ id: "a", open: decimal("0.1") }, { id: "b", open: decimal("0.2") }], t))
      .toEqual([{ id: "a", volume: "0.05", whole: false }, { id: "b", volume: "0.1", whole: false }])
    // A step left over goes to the largest remainder: 0.01 of 0.03 falls on the 0.02 copy only.
    expect(allocateFollowerClose(decimal("0.03"), decimal("0.01"), [{ id: "a", open: decimal("0.01") }, { id: "b", open: decimal("0.02") }], t))
      .toEqual([{ id: "b", volume: "0.01", whole: false }])
    // The master flat: every copy whole.
    expect(allocateFollowerClose(decimal("0.3"), decimal("0.3"), [{ id: "a", open: decimal("0.1") }, { id: "b", open: decimal("0.2") }], t))
      .toEqual([{ id: "a", volume: "0.1", whole: true }, { id: "b", volume: "0.2", whole: true }])
  })

  it("one holding is exactly the single-position close; several add up to it (property)", () => {
    const lots = fc.integer({ min: 1, max: 500 })
    fc.assert(fc.property(fc.array(lots, { minLength: 1, maxLength: 5 }), lots, lots, (held, before, closedLots) => {
      const closed = Math.min(closedLots, before)
      const holdings = held.map((l, i) => ({ id: String(i), open: decimal((l / 100).toFixed(2)) }))
      const total = decimal((held.reduce((a, b) => a + b, 0) / 100).toFixed(2))
      const single = followerCloseVolume(decimal((before / 100).toFixed(2)), decimal((closed / 100).toFixed(2)), total, t)
      const pieces = allocateFollowerClose(decimal((before / 100).toFixed(2)), decimal((closed / 100).toFixed(2)), holdings, t)
      const sum = pieces.reduce((s, p) => s.plus(new Decimal(p.volume)), new Decimal(0))
      for (const p of pieces) expect(new Decimal(p.volume).lte(new Decimal(holdings[Number(p.id)]!.open))).toBe(true)
      if (held.length === 1) expect(pieces.map((p) => p.volume)).toEqual(new Decimal(single).gt(0) ? [single] : [])
      // Pieces are never less than the total close, and only more when a remainder below the minimum closes whole.
      expect(sum.gte(new Decimal(single))).toBe(true)
    }))
  })

  it("the replay adds a scale-in's copy at its own deal: a close before it is not taken from it", () => {
    const deals = [
      { id: "d1", entry: "in", volume: decimal("0.1") },
      { id: "d2", entry: "out", volume: decimal("0.05") },
      { id: "d3", entry: "in", volume: decimal("0.2") },
      { id: "d4", entry: "out", volume: decimal("0.125") }
    ]
    const held = replayHoldings(deals, [
      { followerPositionId: "a", masterDealId: "d1", copied: decimal("0.1") },
      { followerPositionId: "b", masterDealId: "d3", copied: decimal("0.2") }
    ], { volumeMin: decimal("0.001"), volumeStep: decimal("0.001") })
    // 0.125 of 0.25 is half: a 0.05 -> 0.025, b 0.2 -> 0.1; the master holds 0.125 = 0.025 + 0.1.
    expect([held.get("a")!.toFixed(), held.get("b")!.toFixed()]).toEqual(["0.025", "0.1"])
  })

  it("the drift check's own open joins the replay after the deal it was sized after, never before the closes in its size", () => {
    // The master opened 0.10 while the subscription copied closes only and closed 0.05; the drift check then opened
    // the missing copy with the 0.05 left. That close is in the copy's size: replayed on it again it would leave 0.02
    // (and the drift check would close 0.03 of a copy that matches the master).
    const deals = [
      { id: "d1", entry: "in", volume: decimal("0.1") },
      { id: "d2", entry: "out", volume: decimal("0.05") },
      { id: "d3", entry: "out", volume: decimal("0.01") }
    ]
    const missing = { followerPositionId: "m", masterDealId: null, copied: decimal("0.05"), after: "d2" }
    expect(replayHoldings(deals.slice(0, 2), [missing], t).get("m")!.toFixed()).toBe("0.05")
    // A close after it is shared as any: 0.01 of the 0.05 the master held then.
    expect(replayHoldings(deals, [missing], t).get("m")!.toFixed()).toBe("0.04")
    // A row that names no deal (written before the copier recorded it) joins at the start, as it always did.
    expect(replayHoldings(deals.slice(0, 2), [{ ...missing, after: null }], t).get("m")!.toFixed()).toBe("0.02")
  })

  it("the replay of a reversal closes every copy of the old direction and adds the new direction's copy at it", () => {
    const deals = [
      { id: "d1", entry: "in", volume: decimal("0.1") },
      { id: "d2", entry: "inout", volume: decimal("0.3") },
      { id: "d3", entry: "out", volume: decimal("0.05") }
    ]
    const held = replayHoldings(deals, [
      { followerPositionId: "long", masterDealId: "d1", copied: decimal("0.1") },
      { followerPositionId: "short", masterDealId: "d2", copied: decimal("0.2") }
    ], t)
    expect([held.get("long")!.toFixed(), held.get("short")!.toFixed()]).toEqual(["0", "0.15"])
    expect(masterVolumeAfter(deals).toFixed()).toBe("0.15")
  })
})
