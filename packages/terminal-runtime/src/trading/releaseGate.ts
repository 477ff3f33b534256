import { Clock, Deferred, Duration, Effect, FiberId } from "effect"

/**
 * Release times awaited in this process, one gate each, per clock: a runtime on its own clock (a test's TestClock)
 * never shares another's gates.
 */
const gates = new WeakMap<Clock.Clock, Map<number, Deferred.Deferred<void>>>()

/** A timer may fire a little early: nothing is released before its time. */
const sleepUntil = (at: number) =>
  Effect.iterate(0, {
    while: (left) => left >= 0,
    body: () =>
      Effect.flatMap(Clock.currentTimeMillis, (now) => {
        const left = at - now
        return left > 0 ? Effect.as(Effect.sleep(Duration.millis(left)), 0) : Effect.succeed(-1)
      })
  })

/**
 * Waits until `releaseAt`, on one timer per release time in the process rather than one per waiter: every leg armed
 * for a release wakes in the same turn of the event loop, in the order it was armed, where timers of their own fired
 * one by one, some early and put back to sleep, and each woken leg ran its trade before the next could send. The
 * timer runs in a fiber of its own, so a waiter going away does not hold the others back; should that fiber be
 * interrupted (the runtime shutting down), the waiters are interrupted with it rather than released early.
 */
export const untilRelease = (releaseAt: Date): Effect.Effect<void> =>
  Effect.clockWith((clock) =>
    Effect.suspend(() => {
      const at = releaseAt.getTime()
      let byTime = gates.get(clock)
      if (byTime === undefined) {
        byTime = new Map()
        gates.set(clock, byTime)
      }
      const open = byTime.get(at)
      if (open !== undefined) return Deferred.await(open)
      const gate = Deferred.unsafeMake<void>(FiberId.none)
      const times = byTime
      times.set(at, gate)
      const timer = sleepUntil(at).pipe(Effect.asVoid, Effect.onExit((exit) =>
        Effect.suspend(() => {
          times.delete(at)
          return Deferred.done(gate, exit)
        })
      ))
      return Effect.zipRight(Effect.forkDaemon(timer), Deferred.await(gate))
    })
  )
