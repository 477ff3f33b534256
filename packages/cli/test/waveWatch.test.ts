import { DecimalString } from "@svc/domain/decimal"
import { AccountId, OrderId } from "@svc/domain/ids"
import type { WaveLeg, WaveLegState, WaveSkipReason } from "@svc/domain/resources/wave"
import { randomUUID } from "node:crypto"
import { describe, expect, it } from "vitest"
import { changedLegs, changeLines, summaryText } from "../src/WaveWatch.js"

const leg = (state: WaveLegState, extra: { skipReason?: WaveSkipReason; detail?: string } = {}): WaveLeg => ({
  accountId: AccountId.make(randomUUID()),
  state,
  orderId: state === "pending" || state === "skipped" ? null : OrderId.make(randomUUID()),
  symbol: "EURUSD",
  volume: DecimalString.make("0.10"),
  skipReason: extra.skipReason ?? null,
  detail: extra.detail ?? null,
  retcode: state === "filled" ? 10009 : null,
  armedAt: null,
  sentAt: null,
  settledAt: null,
  filledPrice: state === "filled" ? DecimalString.make("1.10000") : null
})

// What the live view prints between two reads, without a server: the server-backed view is in waves.test.ts.
describe("the wave live view", () => {
  it("reports legs whose state changed, and on the first read only those past pending", () => {
    const first = [leg("pending"), leg("armed")]
    const wave = (legs: ReadonlyArray<WaveLeg>) => ({ legs })
    expect(changedLegs(undefined, wave(first))).toEqual([first[1]])
    const next = [{ ...first[0]!, state: "armed" as const }, first[1]!]
    expect(changedLegs(wave(first), wave(next))).toEqual([next[0]])
    expect(changedLegs(wave(next), wave(next))).toEqual([])
  })

  it("lists up to ten legs reaching one routine state, counts more, and always lists a leg that did not land", () => {
    const few = Array.from({ length: 10 }, () => leg("filled"))
    expect(changeLines(few)).toHaveLength(10)
    expect(changeLines(few)[0]).toMatch(/^ {2}\S+ filled @ 1\.10000 retcode 10009 order \S+$/)

    const skipped = leg("skipped", { skipReason: "needs_operator", detail: "The account is in `needs_2fa`." })
    const many = [...Array.from({ length: 480 }, () => leg("filled")), skipped, ...Array.from({ length: 3 }, () => leg("armed"))]
    const lines = changeLines(many)
    expect(lines).toHaveLength(5)
    expect(lines[0]).toBe("  480 legs filled")
    expect(lines[1]).toBe(`  ${skipped.accountId} skipped needs_operator (The account is in \`needs_2fa\`.)`)
    expect(lines.slice(2).every((l) => /^ {2}\S+ armed order \S+$/.test(l))).toBe(true)
  })

  it("summarises the leg counts that are not zero", () => {
    const summary = {
      total: 6, pending: 0, armed: 1, sending: 0, filled: 4, partiallyFilled: 0, placed: 0, rejected: 0, failed: 0,
      unresolved: 0, skipped: 1
    }
    expect(summaryText(summary)).toBe("4 filled, 1 armed, 1 skipped of 6")
    expect(summaryText({ ...summary, armed: 0, filled: 0, skipped: 0, total: 0 })).toBe("no legs of 0")
  })
})
