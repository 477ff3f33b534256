import { Effect } from "effect"

/**
 * A request on its way to the simulated broker: it arrives once the event loop has run what is already due (timers
 * and I/O), as a request to a remote terminal would. Without it, each sender woken at one release time ran the whole
 * trade (matching, settling) before the next one could send, so requests released together left one trade apart.
 * Immediates run in the order they were queued, so the broker still executes requests in the order they were sent.
 */
export const inTransit: Effect.Effect<void> = Effect.async<void>((resume) => {
  const handle = setImmediate(() => resume(Effect.void))
  return Effect.sync(() => clearImmediate(handle))
})

/** Requests handed over and not arrived yet, in the order they were handed over. */
let onTheWay: Array<() => void> = []

/**
 * `arrive` runs once the event loop has run what is already due, as `inTransit`'s requests do, after every request
 * handed over before it: one immediate for all the requests handed over in one pass (a wave's legs at their gate),
 * where an immediate each cost its own allocation in the pass, and each request then executes in the order it left
 * whatever order its senders wait for their answers in.
 */
export const handOver = (arrive: () => void): void => {
  onTheWay.push(arrive)
  if (onTheWay.length > 1) return
  setImmediate(() => {
    const arriving = onTheWay
    onTheWay = []
    for (const a of arriving) a()
  })
}
