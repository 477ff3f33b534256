import { describe, expect, it } from "@effect/vitest"
import { SqlError } from "@effect/sql/SqlError"
import { Deferred, Effect, Exit } from "effect"
import { makeBatcher } from "../src/db/Batcher.js"
import { isDataError } from "../src/db/dataError.js"

/** What `pg` hands back for a refused statement: the SQLSTATE as `code`, wrapped by the driver in an SqlError. */
const pgError = (code: string) => new SqlError({ cause: Object.assign(new Error(`pg ${code}`), { code }), message: "Failed to execute" })

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
        splits: isDataError,
        run: (items) =>
          Effect.gen(function*() {
            batches.push(items)
            // The first batch waits, so every other item queues behind it and leaves as one batch.
            if (batches.length === 1) yield* Deferred.await(gate)
            // 23514 check_violation: a constraint refused one of the rows.
            if (items.some((n) => n < 0)) return yield* Effect.die(pgError("23514"))
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
        splits: isDataError,
        run: (items) => Effect.sync(() => (runs++, items.map((n) => n + 1)))
      })
      const out = yield* Effect.all([1, 2, 3].map(submit), { concurrency: "unbounded" })
      expect(out).toStrictEqual([2, 3, 4])
      expect(runs).toBeLessThanOrEqual(3)
    }))

  it.effect("a batch the database itself failed (connection, pool, timeout) fails whole and is not split", () =>
    Effect.gen(function*() {
      for (const failure of [pgError("57P01"), pgError("57014"), pgError("08006"), new SqlError({ cause: new Error("timeout exceeded when trying to connect"), message: "Failed to acquire connection" })]) {
        const batches: Array<ReadonlyArray<number>> = []
        const gate = yield* Deferred.make<void>()
        const submit = yield* makeBatcher<number, number>({
          maxSize: 64,
          maxInFlight: 1,
          splits: isDataError,
          run: (items) =>
            Effect.gen(function*() {
              batches.push(items)
              if (batches.length === 1) {
                yield* Deferred.await(gate)
                return items
              }
              return yield* Effect.die(failure)
            })
        })
        const items = Array.from({ length: 16 }, (_, i) => i)
        const fiber = yield* Effect.fork(Effect.all(items.map((n) => Effect.exit(submit(n))), { concurrency: "unbounded" }))
        yield* Effect.yieldNow()
        yield* Deferred.succeed(gate, undefined)
        const exits = yield* fiber.await.pipe(Effect.flatten)
        // The first item left alone; the other fifteen went as one batch, which failed once and was not run again.
        expect(batches.map((b) => b.length)).toStrictEqual([1, 15])
        exits.slice(1).forEach((exit) => expect(Exit.isFailure(exit)).toBe(true))
      }
    }))

  it.effect("the halves of a split batch run one after the other: never more statements on their way than maxInFlight", () =>
    Effect.gen(function*() {
      let running = 0
      let most = 0
      let runs = 0
      const gate = yield* Deferred.make<void>()
      const submit = yield* makeBatcher<number, number>({
        maxSize: 64,
        maxInFlight: 2,
        splits: isDataError,
        run: (items) =>
          Effect.gen(function*() {
            running++
            runs++
            most = Math.max(most, running)
            // The first two batches wait, so the rest queue behind them and leave as full batches.
            if (runs <= 2) yield* Deferred.await(gate)
            yield* Effect.yieldNow()
            running--
            if (items.some((n) => n % 5 === 4)) return yield* Effect.die(pgError("23505"))
            return items
          })
      })
      const items = Array.from({ length: 200 }, (_, i) => i)
      const fiber = yield* Effect.fork(Effect.all(items.map((n) => Effect.exit(submit(n))), { concurrency: "unbounded" }))
      yield* Effect.yieldNow()
      yield* Deferred.succeed(gate, undefined)
      const exits = yield* fiber.await.pipe(Effect.flatten)
      exits.forEach((exit, n) => {
        if (n % 5 === 4) expect(Exit.isFailure(exit)).toBe(true)
        else expect(exit).toStrictEqual(Exit.succeed(n))
      })
      expect(most).toBe(2)
    }))
})
