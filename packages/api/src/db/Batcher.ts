import { type Cause, Effect, Exit, Runtime } from "effect"

/**
 * Group commit for one hot statement: items that arrive while a batch of the same statement is on its way to
 * Postgres wait and go together as the next batch (one round trip, one commit). An item arriving at an idle
 * batcher leaves at once, so a lone request pays nothing for the batching.
 *
 * `run` answers one result per item, in the items' order, and must be all or nothing: a failed run has written
 * nothing (one statement, or one transaction), so running its items again cannot write anything twice.
 *
 * One item's fault is never another's: a batch of several items that failed for something in its data (`splits`
 * says which failures those are) is split in two halves, each run again as its own batch, one after the other, until
 * every item either succeeded in a batch that held or failed alone. One bad row among n costs about 2·log2(n) more
 * statements, and only the bad row's caller sees the failure. Any other failure (the database itself failing) fails
 * the whole batch: splitting it would multiply the load just when the database struggles. The halves run in the
 * batch's own place, so no more than `maxInFlight` statements are ever on their way.
 */
export const makeBatcher = <I, O>(options: {
  readonly run: (items: ReadonlyArray<I>) => Effect.Effect<ReadonlyArray<O>>
  readonly maxSize: number
  /** Batches of this statement on the way at once. */
  readonly maxInFlight: number
  /** Whether a failed run blames one of its items (a run without it would pass): only then is the batch split. */
  readonly splits: (cause: Cause.Cause<never>) => boolean
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

    /** Runs a batch, splitting it on a data failure; resumes every item of it, each with its own exit. */
    const settle = (batch: ReadonlyArray<Waiting>): Effect.Effect<void> =>
      Effect.flatMap(Effect.exit(options.run(batch.map((w) => w.item))), (exit) => {
        if (Exit.isSuccess(exit)) {
          return Effect.sync(() => batch.forEach((w, i) => w.resume(Exit.succeed(exit.value[i]!))))
        }
        if (batch.length === 1 || !options.splits(exit.cause)) {
          return Effect.sync(() => batch.forEach((w) => w.resume(exit as Exit.Exit<never>)))
        }
        const half = Math.ceil(batch.length / 2)
        return Effect.zipRight(settle(batch.slice(0, half)), settle(batch.slice(half)))
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
