import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { OrderState } from "../src/resources/order.js"
import { WaveLegState, WaveSkipReason, WaveState, type BarrierPolicy } from "../src/resources/wave.js"
import {
  barrier, canTransition, dispatchSpreadMs, isCancellable, isFinalWave, isLegSettled, isWaveDone, legStateOfOrder,
  summarize, type Readiness
} from "../src/wave/machine.js"

const readinessArb: fc.Arbitrary<Readiness> = fc.oneof(
  fc.constant({ _tag: "Online" } as const),
  fc.constant({ _tag: "Coming" } as const),
  fc.constantFrom(...WaveSkipReason.literals).map((reason) => ({ _tag: "Blocked", reason, detail: reason } as const))
)
const policyArb = fc.constantFrom<BarrierPolicy>("release-ready", "all-or-nothing", "wait")
const inputArb = fc.record({
  policy: policyArb,
  accounts: fc.array(readinessArb, { minLength: 1, maxLength: 12 }),
  releaseAt: fc.integer({ min: 0, max: 10_000 }),
  executeAt: fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: null }),
  expiresAt: fc.integer({ min: 0, max: 20_000 })
})

describe("wave states", () => {
  it("only preparing and waiting can be cancelled; the final states have no way out; dispatching only settles", () => {
    for (const s of WaveState.literals) {
      expect(isCancellable(s)).toBe(s === "preparing" || s === "waiting")
      expect(isFinalWave(s)).toBe(s === "settled" || s === "cancelled" || s === "abandoned")
      for (const t of WaveState.literals) if (isFinalWave(s)) expect(canTransition(s, t)).toBe(false)
    }
    expect(WaveState.literals.filter((t) => canTransition("dispatching", t))).toEqual(["settled"])
    // Once sent, never all-or-nothing: a released wave cannot be cancelled or abandoned.
    expect(canTransition("dispatching", "cancelled") || canTransition("dispatching", "abandoned")).toBe(false)
  })
})

describe("the barrier", () => {
  it("never releases an account that is not online, and never after expiresAt", () => {
    fc.assert(fc.property(inputArb, (input) => {
      const d = barrier(input)
      if (d._tag !== "Release") return
      expect(input.releaseAt).toBeLessThan(input.expiresAt)
      const skipped = new Set(d.skip.map((s) => s.index))
      input.accounts.forEach((a, i) => expect(a._tag === "Online" || skipped.has(i)).toBe(true))
      // Something is sent, and only what is online is sent.
      expect(skipped.size).toBeLessThan(input.accounts.length)
      for (const i of skipped) expect(input.accounts[i]!._tag).not.toBe("Online")
    }))
  })

  it("all-or-nothing and wait release only when every account is online; all-or-nothing abandons on a blocked one", () => {
    fc.assert(fc.property(inputArb, (input) => {
      const d = barrier(input)
      const allOnline = input.accounts.every((a) => a._tag === "Online")
      if (input.policy !== "release-ready" && d._tag === "Release") {
        expect(allOnline).toBe(true)
        expect(d.skip).toEqual([])
      }
      if (input.policy === "wait" && d._tag === "Abandon") expect(input.releaseAt).toBeGreaterThanOrEqual(input.expiresAt)
      if (input.policy === "all-or-nothing" && input.releaseAt < input.expiresAt && input.accounts.some((a) => a._tag === "Blocked")) {
        expect(d._tag).toBe("Abandon")
      }
    }))
  })

  it("releases nothing before executeAt, and once due with every account online releases them all", () => {
    fc.assert(fc.property(inputArb, (input) => {
      const d = barrier(input)
      const due = input.executeAt === null || input.releaseAt >= input.executeAt
      if (!due) expect(d._tag).not.toBe("Release")
      if (due && input.releaseAt < input.expiresAt && input.accounts.every((a) => a._tag === "Online")) {
        expect(d).toEqual({ _tag: "Release", skip: [] })
      }
    }))
  })

  it("in waiting states names preparing while an account is still coming up", () => {
    fc.assert(fc.property(inputArb, (input) => {
      const d = barrier(input)
      if (d._tag === "Wait") expect(d.state).toBe(input.accounts.some((a) => a._tag === "Coming") ? "preparing" : "waiting")
    }))
  })
})

describe("legs and summary", () => {
  it("the summary counts every leg once, in its own state", () => {
    fc.assert(fc.property(fc.array(fc.constantFrom(...WaveLegState.literals), { maxLength: 50 }), (legs) => {
      const s = summarize(legs)
      const { total, ...counts } = s
      expect(total).toBe(legs.length)
      expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(legs.length)
      expect(s.filled).toBe(legs.filter((l) => l === "filled").length)
      expect(s.partiallyFilled).toBe(legs.filter((l) => l === "partially_filled").length)
    }))
  })

  it("an unknown order is an unresolved leg, which is not settled; an order in flight is sending", () => {
    for (const s of OrderState.literals) {
      const leg = legStateOfOrder(s)
      if (s === "unknown") expect(leg).toBe("unresolved")
      if (s === "accepted" || s === "validating" || s === "sending") expect(leg).toBe("sending")
      expect(isLegSettled(leg)).toBe(s !== "unknown" && s !== "accepted" && s !== "validating" && s !== "sending")
    }
  })

  it("a wave is done when every leg settled, or after the window with only unresolved legs left open", () => {
    fc.assert(fc.property(
      fc.array(fc.constantFrom(...WaveLegState.literals), { minLength: 1, maxLength: 20 }),
      fc.integer({ min: 0, max: 200_000 }),
      (legs, now) => {
        const done = isWaveDone(legs, now, 0, 60_000)
        if (legs.some((l) => l === "pending" || l === "armed" || l === "sending")) expect(done).toBe(false)
        if (legs.every(isLegSettled)) expect(done).toBe(true)
        if (legs.includes("unresolved")) expect(done).toBe(now >= 60_000 && legs.every((l) => isLegSettled(l) || l === "unresolved"))
      }
    ))
  })

  it("the dispatch spread is the last send minus the first, null before any", () => {
    expect(dispatchSpreadMs([null, null])).toBeNull()
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 1e9 }), { minLength: 1 }), (times) => {
      expect(dispatchSpreadMs([null, ...times.map((t) => new Date(t))])).toBe(Math.max(...times) - Math.min(...times))
    }))
  })
})
