import type { Effect } from "effect"
import type { NoReply, NotSent } from "./errors.js"
import type { TradeResult } from "./tradeRequest.js"

/**
 * A request that has left (`PreparedOrderSend.depart`). Nothing is built for it during the departure beyond this:
 * its answer's effect is made by whoever awaits it, once the pass is over, so that the pass, run one request after
 * another on the service's one thread, is the hand-offs and nothing else.
 */
export interface Departure {
  /**
   * When the request was in the broker's hands (epoch ms): in the simulated broker's inbox, or written to the
   * gateway's socket. Read once the pass it departed in is over: requests written together at the pass's end (one
   * write per gateway connection) are stamped as that write is made, not as they were queued for it.
   */
  readonly sentAt: () => number
  /** Its answer, a refusal to send included. */
  readonly answer: () => Effect.Effect<TradeResult, NotSent | NoReply>
}

/** What departures of the pass under way left for its end (writes shared by its requests); null outside a pass. */
let passEnd: Array<() => void> | null = null

/**
 * Runs `departures` one after another as one pass, then what they deferred to its end (`atPassEnd`), in the order it
 * was deferred. Neither a departure nor what it defers may throw (each catches its own failure).
 */
export const runPass = (departures: ReadonlyArray<() => void>): void => {
  const outer = passEnd
  const deferred: Array<() => void> = []
  passEnd = deferred
  try {
    for (const depart of departures) depart()
  } finally {
    passEnd = outer
    for (const flush of deferred) flush()
  }
}

/** `flush` at the end of the pass under way (see `runPass`), or now when no pass is. */
export const atPassEnd = (flush: () => void): void => {
  if (passEnd === null) flush()
  else passEnd.push(flush)
}
