import { Deferred, FiberId } from "effect"

/** One hook's alerts on one account, in arrival order. */
interface Lane {
  readonly accountId: string
  /** Done when the last alert queued on it is done. */
  tail: Deferred.Deferred<void>
  /** Alerts queued and not done. */
  queued: number
  /** The lane's recent time per alert, from its turn to its result (moving average, ms). */
  turnMs: number
  /** When the alert whose turn it is got it; undefined between turns. */
  runningSince: number | undefined
  /** Refusing alerts until the queue drains. */
  shedding: boolean
}

/** An alert's place in its lanes (one per account of its hook). */
export interface LaneTicket {
  readonly keys: ReadonlyArray<string>
  /** The alerts ahead, one per lane: its turn comes when all are done. */
  readonly before: ReadonlyArray<Deferred.Deferred<void>>
  /** Done when this alert and every one ahead of it are done. */
  readonly done: Deferred.Deferred<void>
  turnAt: number | undefined
}

export type Admission =
  | { readonly _tag: "Queued"; readonly ticket: LaneTicket }
  | { readonly _tag: "Refused"; readonly reason: string }

/**
 * The alert hooks' lanes: per (hook, account), the alerts in the order they were accepted, and how fast the lane
 * goes. A hook with a staleness guard (`maxAlertAgeSeconds`) sheds rather than run alerts its owner called stale:
 * an alert that would wait longer than `maxWaitMs` behind the ones ahead (their number times the lane's time per
 * alert) is refused at once, and so is every later alert on the lane until its queue has drained, so a hook skips
 * one stretch of alerts instead of running some of them far too late between others. Without a guard, every alert
 * waits its turn. Synchronous, so the queue order is the order of the calls.
 */
export const makeAlertLanes = (options: { readonly now: () => number }) => {
  const lanes = new Map<string, Lane>()

  /**
   * The lane's time per alert as far as known: its moving average, or the running alert's time so far when that is
   * longer (the first alerts of a burst queue before any has finished).
   */
  const perAlertMs = (lane: Lane) => Math.max(lane.turnMs, lane.runningSince === undefined ? 0 : options.now() - lane.runningSince)
  const waitOf = (lane: Lane) => lane.queued * perAlertMs(lane)

  /**
   * Queues an alert on these lanes (`resumed`: accepted before a stop, by a lane that had room: never refused;
   * `maxWaitMs` null: no limit).
   */
  const admit = (lanesOf: ReadonlyArray<{ readonly key: string; readonly accountId: string }>, resumed: boolean, maxWaitMs: number | null): Admission => {
    const ahead = lanesOf.flatMap(({ key }) => {
      const lane = lanes.get(key)
      return lane === undefined ? [] : [lane]
    })
    if (!resumed && maxWaitMs !== null) {
      const busiest = ahead.reduce<Lane | undefined>((m, l) => (m === undefined || waitOf(l) > waitOf(m) ? l : m), undefined)
      if (busiest !== undefined && (busiest.shedding || waitOf(busiest) > maxWaitMs)) {
        for (const l of ahead) l.shedding = true
        return {
          _tag: "Refused",
          reason: `refused unrun: ${busiest.queued} alerts of this hook were still queued on account ${busiest.accountId} ` +
            `(about ${(waitOf(busiest) / 1000).toFixed(1)} s of work at ${perAlertMs(busiest).toFixed(0)} ms each, more than the ` +
            `${maxWaitMs / 1000} s after which the hook calls an alert stale); later alerts are refused until that queue drains`
        }
      }
    }
    const done = Deferred.unsafeMake<void>(FiberId.none)
    const before = ahead.map((l) => l.tail)
    for (const { accountId, key } of lanesOf) {
      const lane = lanes.get(key) ?? { accountId, tail: done, queued: 0, turnMs: 0, runningSince: undefined, shedding: false }
      lane.tail = done
      lane.queued++
      lanes.set(key, lane)
    }
    return { _tag: "Queued", ticket: { keys: lanesOf.map((l) => l.key), before, done, turnAt: undefined } }
  }

  /** The alerts ahead are done: the alert's turn (the lane's time per alert counts from here). Once per ticket. */
  const started = (ticket: LaneTicket) => {
    if (ticket.turnAt !== undefined) return
    const at = options.now()
    ticket.turnAt = at
    for (const k of ticket.keys) {
      const lane = lanes.get(k)
      if (lane !== undefined) lane.runningSince = at
    }
  }

  /** The alert is done (after `started`); its `done` is then completed by the caller. */
  const finished = (ticket: LaneTicket) => {
    const took = options.now() - (ticket.turnAt ?? options.now())
    for (const k of ticket.keys) {
      const lane = lanes.get(k)
      if (lane === undefined) continue
      lane.turnMs = lane.turnMs === 0 ? took : lane.turnMs * 0.8 + took * 0.2
      lane.runningSince = undefined
      if (--lane.queued === 0) lanes.delete(k)
    }
  }

  return { admit, started, finished, size: () => lanes.size } as const
}
