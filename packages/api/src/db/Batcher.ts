import { Effect, Exit, Runtime } from "effect"

/**
 * Group commit for one hot statement: items that arrive while a batch of the same statement is on its way to
 * Postgres wait and go together as the next batch (one round trip, one commit). An item arriving at an idle
 * batcher leaves at once, so a lone request pays nothing for the batching.
 *
 * `run` answers one result per item, in the items' order, and must be all or nothing: a failed run has written
 * nothing (one statement, or one transaction), so running its items again cannot write anything twice.
 *
 * One item's fault is never another's: a failed batch of several items is split in two halves, each run again as
 * its own batch, until every item either succeeded in a batch that held or failed alone. One bad row among n costs
 * about 2·log2(n) more statements, and only the bad row's caller sees the failure.
 */
export const makeBatcher = <I, O>(options: {
  readonly run: (items: ReadonlyArray<I>) => Effect.Effect<ReadonlyArray<O>>
  readonly maxSize: number
  /** Batches of this statement on the way at once. */
  readonly maxInFlight: number
}) =>
  Effect.gen(function*() {
    const runtime = yield* Effect.runtime<never>()
    const runCallback = Runtime.runCallback(runtime)
    interface Waiting {
      readonly item: I
      readonly resume: (exit: Exit.Exit<O>) => void
    }
    let queue: Array<Waiting> = []
    let inFlight = 0

    const take = (): Array<Waiting> => {
      const batch = queue.slice(0, options.maxSize)
      queue = queue.slice(options.maxSize)
      return batch
    }

    /** Runs a batch, splitting it on failure; resumes every item of it, each with its own exit. */
    const settle = (batch: ReadonlyArray<Waiting>): Effect.Effect<void> =>
      Effect.flatMap(Effect.exit(options.run(batch.map((w) => w.item))), (exit) => {
        if (Exit.isSuccess(exit)) {
          return Effect.sync(() => batch.forEach((w, i) => w.resume(Exit.succeed(exit.value[i]!))))
        }
        if (batch.length === 1) return Effect.sync(() => batch[0]!.resume(exit as Exit.Exit<never>))
        const half = Math.ceil(batch.length / 2)
        return Effect.asVoid(Effect.all([settle(batch.slice(0, half)), settle(batch.slice(half))], { concurrency: 2 }))
      })

    const drain = (): void => {
      while (inFlight < options.maxInFlight && queue.length > 0) {
        const batch = take()
        inFlight++
        runCallback(settle(batch), {
          onExit: () => {
            inFlight--
            drain()
          }
        })
      }
    }

    /** Once its batch has left, an item's statement runs to the end even if the caller stops waiting. */
    const submit = (item: I): Effect.Effect<O> =>
      Effect.async<O>((resume) => {
        const waiting: Waiting = { item, resume: (exit) => resume(exit) }
        queue.push(waiting)
        drain()
        return Effect.sync(() => {
          queue = queue.filter((w) => w !== waiting)
        })
      })

    return submit
  })
