import { describe, expect, it } from "@effect/vitest"
import { Deferred, Effect, Exit } from "effect"
import { makeBatcher } from "../src/db/Batcher.js"

/**
 * The batcher's contract: one item's fault is never another's. `run` here is a statement that refuses any batch
 * holding a negative number, as Postgres refuses a whole statement for one bad row.
 */
describe("makeBatcher", () => {
  it.effect("a failed batch is split until each bad item fails alone and every good item succeeds", () =>
    Effect.gen(function*() {
      const batches: Array<ReadonlyArray<number>> = []
      const gate = yield* Deferred.make<void>()
      const submit = yield* makeBatcher<number, number>({
        maxSize: 64,
        maxInFlight: 1,
        run: (items) =>
          Effect.gen(function*() {
            batches.push(items)
            // The first batch waits, so every other item queues behind it and leaves as one batch.
            if (batches.length === 1) yield* Deferred.await(gate)
            if (items.some((n) => n < 0)) return yield* Effect.die(new Error("refused"))
            return items.map((n) => n * 10)
          })
      })
      const items = [0, 1, 2, -3, 4, 5, 6, 7, 8, -9, 10, 11, 12, 13, 14, 15]
      const fiber = yield* Effect.fork(Effect.all(items.map((n) => Effect.exit(submit(n))), { concurrency: "unbounded" }))
      yield* Effect.yieldNow()
      yield* Deferred.succeed(gate, undefined)
      const exits = yield* fiber.await.pipe(Effect.flatten)

      exits.forEach((exit, i) => {
        const n = items[i]!
        if (n < 0) expect(Exit.isFailure(exit)).toBe(true)
        else expect(exit).toStrictEqual(Exit.succeed(n * 10))
      })
      // The second batch really held good and bad items together.
      expect(batches[1]).toStrictEqual(items.slice(1))
      // Each bad item ended up alone; no good item was run after its batch held.
      expect(batches.filter((b) => b.length === 1 && b[0]! < 0)).toStrictEqual([[-3], [-9]])
      expect(batches.flat().filter((n) => n >= 0).length).toBeLessThan(items.length * 4)
    }))

  it.effect("a batch that holds answers each item its own result, in order", () =>
    Effect.gen(function*() {
      let runs = 0
      const submit = yield* makeBatcher<number, number>({
        maxSize: 8,
        maxInFlight: 2,
        run: (items) => Effect.sync(() => (runs++, items.map((n) => n + 1)))
      })
      const out = yield* Effect.all([1, 2, 3].map(submit), { concurrency: "unbounded" })
      expect(out).toStrictEqual([2, 3, 4])
      expect(runs).toBeLessThanOrEqual(3)
    }))
})
