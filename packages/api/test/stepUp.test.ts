/**
 * The step-up window on a test clock: 15 minutes from the password, moved on by each confirmed action, never past
 * 2 hours after the password was entered.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Exit, TestClock } from "effect"
import { decimal, type AccountId, type Scope } from "@svc/domain"
import { widens } from "../src/apiKeys/widening.js"
import { confirmedUntil, requireConfirmed } from "../src/session/confirmation.js"

const minutes = (n: number) => n * 60_000

/** A session's window as the store keeps it; `guard` is the check of a confirmed action, recording its slide. */
const session = (openedAt: number) => {
  const state: { confirmedSince: Date | null; confirmedUntil: Date | null } = {
    confirmedSince: new Date(openedAt),
    confirmedUntil: confirmedUntil(new Date(openedAt), openedAt)
  }
  const guard = Effect.suspend(() => requireConfirmed({ ...state }, (until) => Effect.sync(() => void (state.confirmedUntil = until))))
  return { state, guard }
}

describe("step-up window", () => {
  it.effect("opens for 15 minutes: allowed just before, STEP_UP_REQUIRED just after", () =>
    Effect.gen(function*() {
      const s = session(0)
      yield* TestClock.adjust(minutes(15) - 1)
      expect(Exit.isSuccess(yield* Effect.exit(requireConfirmed({ ...s.state }, () => Effect.void)))).toBe(true)
      yield* TestClock.adjust(1)
      const closed = yield* Effect.exit(requireConfirmed({ ...s.state }, () => Effect.void))
      expect(closed).toMatchObject({ _tag: "Failure" })
      expect(JSON.stringify(closed)).toContain("STEP_UP_REQUIRED")
    }))

  it.effect("each confirmed action moves the end 15 minutes on", () =>
    Effect.gen(function*() {
      const s = session(0)
      yield* TestClock.adjust(minutes(10))
      yield* s.guard
      expect(s.state.confirmedUntil?.getTime()).toBe(minutes(25))
      yield* TestClock.adjust(minutes(14))
      yield* s.guard
      expect(s.state.confirmedUntil?.getTime()).toBe(minutes(39))
    }))

  it.effect("never stays open past 2 hours after the password, however busy", () =>
    Effect.gen(function*() {
      const s = session(0)
      for (let t = 0; t < 8; t++) {
        yield* TestClock.adjust(minutes(14))
        yield* s.guard
      }
      // 112 minutes in: the end is held at 120, not 126.
      expect(s.state.confirmedUntil?.getTime()).toBe(minutes(120))
      yield* TestClock.adjust(minutes(8))
      const closed = yield* Effect.exit(s.guard)
      expect(JSON.stringify(closed)).toContain("STEP_UP_REQUIRED")
    }))

  it.effect("a session that never entered its password again is refused", () =>
    Effect.gen(function*() {
      const closed = yield* Effect.exit(requireConfirmed({ confirmedSince: null, confirmedUntil: null }, () => Effect.void))
      expect(JSON.stringify(closed)).toContain("STEP_UP_REQUIRED")
    }))
})

describe("a key change that widens (a session must confirm it)", () => {
  const acc = (n: number) => `00000000-0000-4000-8000-00000000000${n}` as AccountId
  const reach = (scopes: ReadonlyArray<Scope>, accountIds: ReadonlyArray<AccountId> | null, maxVolume: string | null) =>
    ({ scopes, accountIds, maxVolume: maxVolume === null ? null : decimal(maxVolume) })
  const base = reach(["accounts:write", "trading:read"], [acc(1), acc(2)], "1.00")

  it("renaming (the same reach) and narrowing do not widen", () => {
    expect(widens(base, base)).toBe(false)
    expect(widens(base, reach(["accounts:read"], [acc(2)], "0.5"))).toBe(false)
    // accounts:write already granted accounts:read; "1.0" is the same limit as "1.00".
    expect(widens(base, reach(["accounts:read", "trading:read"], [acc(1)], "1.0"))).toBe(false)
  })

  it("a new scope, another account, every account, a higher limit or none widen", () => {
    expect(widens(base, reach(["trading:write"], [acc(1)], "1.00"))).toBe(true)
    expect(widens(base, reach(["trading:read"], [acc(1), acc(3)], "1.00"))).toBe(true)
    expect(widens(base, reach(["trading:read"], null, "1.00"))).toBe(true)
    expect(widens(base, reach(["trading:read"], [acc(1)], "1.000001"))).toBe(true)
    expect(widens(base, reach(["trading:read"], [acc(1)], null))).toBe(true)
  })
})
