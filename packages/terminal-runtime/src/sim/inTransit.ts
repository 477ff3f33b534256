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

/**
 * `inTransit` with the request put on its way now: the immediate is queued by this call (so requests handed over one
 * after another still arrive in that order), and the effect returned waits for it to arrive.
 */
export const sentOnItsWay = (): Effect.Effect<void> => {
  let arrived = false
  let resumeWaiter: ((effect: Effect.Effect<void>) => void) | undefined
  const handle = setImmediate(() => {
    arrived = true
    resumeWaiter?.(Effect.void)
  })
  return Effect.async<void>((resume) => {
    if (arrived) return resume(Effect.void)
    resumeWaiter = resume
    return Effect.sync(() => clearImmediate(handle))
  })
}
