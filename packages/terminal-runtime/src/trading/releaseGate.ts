import { Clock, Deferred, Duration, Effect, Exit, FiberId } from "effect"
import { runPass } from "../terminal/departures.js"

/**
 * A release's gate: what its waiters await, and the departures to run as it opens (null once it has opened: a
 * departure arriving later runs at once).
 */
interface Gate {
  readonly opened: Deferred.Deferred<void>
  departures: Array<() => void> | null
}

/**
 * Release times awaited in this process, one gate per release (a wave) and time, per clock: a runtime on its own clock
 * (a test's TestClock) never shares another's gates, and one wave released early never opens another's gate that
 * happens to fall on the same millisecond (another workspace's, perhaps).
 */
const gates = new WeakMap<Clock.Clock, Map<string, Gate>>()

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

/**
 * Opens the gate: every departure registered runs now, one after another in the order they were registered, in one
 * synchronous pass (`runPass`: what they deferred to its end, such as one write per gateway connection, runs as it
 * ends), and only then are the waiters woken. A departure never throws (see `departAt`).
 */
const open = (gate: Gate, exit: Exit.Exit<void>) =>
  Effect.suspend(() => {
    const departures = gate.departures
    gate.departures = null
    if (Exit.isSuccess(exit) && departures !== null) runPass(departures)
    return Deferred.done(gate.opened, exit)
  })

/** The gates of this clock, `release`'s key at `releaseAt`, and its gate if one is there already. */
const withGate = <A>(
  releaseAt: Date,
  release: string,
  f: (gate: {
    readonly at: number
    readonly key: string
    readonly byTime: Map<string, Gate>
    readonly existing: Gate | undefined
  }) => Effect.Effect<A>
): Effect.Effect<A> =>
  Effect.clockWith((clock) =>
    Effect.suspend(() => {
      const key = gateKey(releaseAt, release)
      const byTime = gatesOf(clock)
      return f({ at: releaseAt.getTime(), key, byTime, existing: byTime.get(key) })
    })
  )

/** `release`'s gate at `releaseAt`, made (with its timer) when none is there yet. */
const gateFor = (releaseAt: Date, release: string): Effect.Effect<Gate> =>
  withGate(releaseAt, release, ({ at, byTime, existing, key }) => {
    if (existing !== undefined) return Effect.succeed(existing)
    const gate: Gate = { opened: Deferred.unsafeMake<void>(FiberId.none), departures: [] }
    byTime.set(key, gate)
    const timer = sleepUntil(at).pipe(Effect.asVoid, Effect.onExit((exit) =>
      Effect.suspend(() => {
        if (byTime.get(key) === gate) byTime.delete(key)
        return open(gate, exit)
      })
    ))
    return Effect.as(Effect.forkDaemon(timer), gate)
  })

/**
 * Waits until `releaseAt` (or `release`'s early opening), on one timer per release and time in the process rather
 * than one per waiter: every leg armed for a release wakes in the same turn of the event loop, in the order it was
 * armed, where timers of their own fired one by one, some early and put back to sleep, and each woken leg ran its
 * trade before the next could send. The timer runs in a fiber of its own, so a waiter going away does not hold the
 * others back; should that fiber be interrupted (the runtime shutting down), the waiters are interrupted with it
 * rather than released early.
 */
export const untilRelease = (releaseAt: Date, release: string): Effect.Effect<void> =>
  Effect.flatMap(gateFor(releaseAt, release), (gate) => Deferred.await(gate.opened))

/**
 * `untilRelease`, with `depart` run by the gate itself as it opens, in one synchronous pass over every departure of
 * the release, before any waiter is woken; answers what `depart` returned (a throw is a defect of this waiter only).
 * A wave's legs hand their requests over here: woken one fiber at a time, each leg resumed, ran its checks and
 * stamped its send after the one before it (~15–20 µs a leg at 500 legs, the whole of a wave's spread), where the
 * pass is a loop over plain functions. A waiter interrupted before the opening withdraws its departure; a gate that
 * fails to open (its timer interrupted) runs none. Reaching a gate that has opened, `depart` runs at once.
 */
export const departAt = <A>(releaseAt: Date, release: string, depart: () => A): Effect.Effect<A> =>
  Effect.flatMap(gateFor(releaseAt, release), (gate) =>
    Effect.suspend(() => {
      const departures = gate.departures
      // Past the opening: a pass of its own, so what it defers to the pass's end (its write) is done before it answers.
      if (departures === null) {
        return Effect.sync(() => {
          let value: A | undefined
          runPass([() => {
            value = depart()
          }])
          return value as A
        })
      }
      let result: { readonly ok: true; readonly value: A } | { readonly ok: false; readonly error: unknown } | undefined
      const departure = () => {
        try {
          result = { ok: true, value: depart() }
        } catch (error) {
          result = { ok: false, error }
        }
      }
      departures.push(departure)
      return Deferred.await(gate.opened).pipe(
        Effect.onInterrupt(() =>
          Effect.sync(() => {
            const i = gate.departures?.indexOf(departure) ?? -1
            if (i >= 0) gate.departures!.splice(i, 1)
          })
        ),
        Effect.flatMap(() =>
          result === undefined
            ? Effect.dieMessage("the release gate opened without running this departure")
            : result.ok
            ? Effect.succeed(result.value)
            : Effect.die(result.error)
        )
      )
    }))

/**
 * Opens `release`'s gate of `releaseAt` now, before its time (no other release's): every leg waiting at it leaves in
 * this one pass, and a leg that reaches it later, until the time itself, passes straight through. For a wave with no
 * `executeAt`, released as soon as every leg is armed rather than at the arming lead's end (the lead stays the
 * timer's fallback). The gate's timer still fires at `releaseAt` and only forgets it then, so nothing waits on a
 * time that has been released.
 */
export const releaseNow = (releaseAt: Date, release: string): Effect.Effect<void> =>
  withGate(releaseAt, release, ({ at, byTime, existing, key }) => {
    if (existing !== undefined) return open(existing, Exit.void)
    // No leg waits yet: a gate already open, forgotten by a timer of its own at the time itself.
    const gate: Gate = { opened: Deferred.unsafeMake<void>(FiberId.none), departures: null }
    Deferred.unsafeDone(gate.opened, Exit.void)
    byTime.set(key, gate)
    return sleepUntil(at).pipe(
      Effect.ensuring(Effect.sync(() => {
        if (byTime.get(key) === gate) byTime.delete(key)
      })),
      Effect.forkDaemon,
      Effect.asVoid
    )
  })
