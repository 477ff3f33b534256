import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber } from "effect"
import { releaseNow, untilRelease } from "../../src/trading/releaseGate.js"

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
})
