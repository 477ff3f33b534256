import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber } from "effect"
import { departAt, releaseNow, untilRelease } from "../../src/trading/releaseGate.js"

describe("the release gate", () => {
  it.live("a wave released early opens its own gate only, not another wave's on the same millisecond", () =>
    Effect.gen(function*() {
      const releaseAt = new Date(Date.now() + 3_000)
      const mine = yield* Effect.fork(untilRelease(releaseAt, "wave-a"))
      const theirs = yield* Effect.fork(untilRelease(releaseAt, "wave-b"))
      yield* Effect.sleep("50 millis")
      yield* releaseNow(releaseAt, "wave-a")
      yield* Fiber.join(mine).pipe(Effect.timeout("1 second"))
      // Still waiting for its own time.
      yield* Effect.sleep("200 millis")
      expect(yield* Fiber.poll(theirs)).toMatchObject({ _tag: "None" })
      yield* Fiber.join(theirs).pipe(Effect.timeout("10 seconds"))
      expect(Date.now()).toBeGreaterThanOrEqual(releaseAt.getTime())
    }), 30_000)

  it.live("legs of one release wait at one gate and leave together when it opens early", () =>
    Effect.gen(function*() {
      const releaseAt = new Date(Date.now() + 5_000)
      const legs = yield* Effect.forEach([1, 2, 3], () => Effect.fork(untilRelease(releaseAt, "wave-c")))
      yield* Effect.sleep("50 millis")
      yield* releaseNow(releaseAt, "wave-c")
      yield* Effect.forEach(legs, (l) => Fiber.join(l).pipe(Effect.timeout("1 second")))
      expect(Date.now()).toBeLessThan(releaseAt.getTime())
      // A leg reaching the released gate later passes straight through.
      yield* untilRelease(releaseAt, "wave-c").pipe(Effect.timeout("1 second"))
    }), 30_000)

  it.live("every leg's departure runs in the gate's one pass, before any leg's fiber goes on", () =>
    Effect.gen(function*() {
      const releaseAt = new Date(Date.now() + 300)
      const log: Array<string> = []
      const legs = yield* Effect.forEach([1, 2, 3, 4], (n) =>
        Effect.fork(departAt(releaseAt, "wave-d", () => {
          log.push(`depart ${n}`)
          return n
        }).pipe(Effect.tap((m) => Effect.sync(() => log.push(`after ${m}`))))))
      // One leg withdrawn before the release: its departure never runs.
      yield* Effect.sleep("20 millis")
      yield* Fiber.interrupt(legs[2]!)
      const answers = yield* Effect.forEach([legs[0]!, legs[1]!, legs[3]!], (l) => Fiber.join(l).pipe(Effect.timeout("5 seconds")))
      expect(answers).toEqual([1, 2, 4])
      expect(log.slice(0, 3)).toEqual(["depart 1", "depart 2", "depart 4"])
      expect(log.slice(3).sort()).toEqual(["after 1", "after 2", "after 4"])
      expect(Date.now()).toBeGreaterThanOrEqual(releaseAt.getTime())
    }), 30_000)

  it.live("a departure released early runs at once for a leg arriving later; a throwing one fails only its own leg", () =>
    Effect.gen(function*() {
      const releaseAt = new Date(Date.now() + 5_000)
      const first = yield* Effect.fork(departAt(releaseAt, "wave-e", (): number => {
        throw new Error("boom")
      }))
      const second = yield* Effect.fork(departAt(releaseAt, "wave-e", () => 2))
      yield* Effect.sleep("20 millis")
      yield* releaseNow(releaseAt, "wave-e")
      expect(yield* Fiber.join(second).pipe(Effect.timeout("1 second"))).toBe(2)
      const failed = yield* Fiber.await(first)
      expect(failed._tag).toBe("Failure")
      expect(yield* departAt(releaseAt, "wave-e", () => 3).pipe(Effect.timeout("1 second"))).toBe(3)
      expect(Date.now()).toBeLessThan(releaseAt.getTime())
    }), 30_000)
})
