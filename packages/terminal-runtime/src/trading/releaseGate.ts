import { Clock, Deferred, Duration, Effect, Exit, FiberId } from "effect"

/**
 * Release times awaited in this process, one gate per release (a wave) and time, per clock: a runtime on its own clock
 * (a test's TestClock) never shares another's gates, and one wave released early never opens another's gate that
 * happens to fall on the same millisecond (another workspace's, perhaps).
 */
const gates = new WeakMap<Clock.Clock, Map<string, Deferred.Deferred<void>>>()

const gateKey = (releaseAt: Date, release: string) => `${releaseAt.getTime()}:${release}`

const gatesOf = (clock: Clock.Clock) => {
  let byTime = gates.get(clock)
  if (byTime === undefined) {
    byTime = new Map()
    gates.set(clock, byTime)
  }
  return byTime
}

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

/** The gates of this clock, `release`'s key at `releaseAt`, and its gate if one is there already. */
const withGate = <A>(
  releaseAt: Date,
  release: string,
  f: (gate: {
    readonly at: number
    readonly key: string
    readonly byTime: Map<string, Deferred.Deferred<void>>
    readonly open: Deferred.Deferred<void> | undefined
  }) => Effect.Effect<A>
): Effect.Effect<A> =>
  Effect.clockWith((clock) =>
    Effect.suspend(() => {
      const key = gateKey(releaseAt, release)
      const byTime = gatesOf(clock)
      return f({ at: releaseAt.getTime(), key, byTime, open: byTime.get(key) })
    })
  )

/**
 * Waits until `releaseAt` (or `release`'s early opening), on one timer per release and time in the process rather
 * than one per waiter: every leg armed for a release wakes in the same turn of the event loop, in the order it was
 * armed, where timers of their own fired one by one, some early and put back to sleep, and each woken leg ran its
 * trade before the next could send. The timer runs in a fiber of its own, so a waiter going away does not hold the
 * others back; should that fiber be interrupted (the runtime shutting down), the waiters are interrupted with it
 * rather than released early.
 */
export const untilRelease = (releaseAt: Date, release: string): Effect.Effect<void> =>
  withGate(releaseAt, release, ({ at, byTime, key, open }) => {
    if (open !== undefined) return Deferred.await(open)
    const gate = Deferred.unsafeMake<void>(FiberId.none)
    byTime.set(key, gate)
    const timer = sleepUntil(at).pipe(Effect.asVoid, Effect.onExit((exit) =>
      Effect.suspend(() => {
        byTime.delete(key)
        return Deferred.done(gate, exit)
      })
    ))
    return Effect.zipRight(Effect.forkDaemon(timer), Deferred.await(gate))
  })

/**
 * Opens `release`'s gate of `releaseAt` now, before its time (no other release's): every leg waiting at it leaves in
 * this one pass, and a leg that reaches it later, until the time itself, passes straight through. For a wave with no
 * `executeAt`, released as soon as every leg is armed rather than at the arming lead's end (the lead stays the
 * timer's fallback). The gate's timer still fires at `releaseAt` and only forgets it then, so nothing waits on a
 * time that has been released.
 */
export const releaseNow = (releaseAt: Date, release: string): Effect.Effect<void> =>
  withGate(releaseAt, release, ({ at, byTime, key, open }) => {
    if (open !== undefined) return Deferred.succeed(open, undefined).pipe(Effect.asVoid)
    // No leg waits yet: a gate already open, forgotten by a timer of its own at the time itself.
    const gate = Deferred.unsafeMake<void>(FiberId.none)
    Deferred.unsafeDone(gate, Exit.void)
    byTime.set(key, gate)
    return sleepUntil(at).pipe(
      Effect.ensuring(Effect.sync(() => {
        if (byTime.get(key) === gate) byTime.delete(key)
      })),
      Effect.forkDaemon,
      Effect.asVoid
    )
  })
