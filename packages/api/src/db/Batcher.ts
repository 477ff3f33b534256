import { Effect, Exit, Runtime } from "effect"

/**
 * Group commit for one hot statement: items that arrive while a batch of the same statement is on its way to
 * Postgres wait and go together as the next batch (one round trip, one commit). An item arriving at an idle
 * batcher leaves at once, so a lone request pays nothing for the batching.
 *
 * `run` answers one result per item, in the items' order. A failed batch fails each of its items with the same
 * cause.
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

    const drain = (): void => {
      while (inFlight < options.maxInFlight && queue.length > 0) {
        const batch = take()
        inFlight++
        runCallback(options.run(batch.map((w) => w.item)), {
          onExit: (exit) => {
            inFlight--
            if (Exit.isSuccess(exit)) {
              batch.forEach((w, i) => w.resume(Exit.succeed(exit.value[i]!)))
            } else {
              for (const w of batch) w.resume(exit as Exit.Exit<never>)
            }
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
