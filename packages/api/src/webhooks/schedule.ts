import { Duration } from "effect"

/**
 * The delivery rules of the spec (Events, Limits) as data and pure functions, so they can be tested on their own
 * and with TestClock.
 */

/** Waits after the 1st, 2nd, … 7th failed attempt of a series; the 8th failure gives up (about 45 hours in all). */
export const retryDelays: ReadonlyArray<Duration.Duration> = [
  Duration.minutes(1),
  Duration.minutes(5),
  Duration.minutes(30),
  Duration.hours(2),
  Duration.hours(6),
  Duration.hours(12),
  Duration.hours(24)
]

/** Failed attempts in a row, across all events of an endpoint, that switch it off. */
export const switchOffAfter = 20

/** The receiver must answer 2xx within this; connection, TLS, request and the first bytes of the answer included. */
export const answerTimeout = Duration.seconds(10)

/**
 * How long a claimed delivery is held by the process sending it. Longer than the answer timeout plus recording, so a
 * live sender never loses its claim; a killed one is redelivered by another process once it runs out.
 */
export const leaseDuration = Duration.seconds(15)

/** After a rotation, deliveries carry both signatures for this long. */
export const secretOverlap = Duration.hours(24)

/** Events and delivery logs are kept this long (spec: Events, rule 7). */
export const retention = Duration.days(30)

/**
 * When to try again after the `seriesAttempt`-th attempt of a series (1-based) failed at `failedAt` (epoch ms);
 * undefined once the eighth has failed. A redelivery starts a new series.
 */
export const nextAttemptAfter = (seriesAttempt: number, failedAt: number): number | undefined => {
  const delay = retryDelays[Math.max(seriesAttempt, 1) - 1]
  return delay === undefined ? undefined : failedAt + Duration.toMillis(delay)
}

/** The secrets that sign a delivery at `now`: the current one, and the previous while the overlap lasts. */
export const signingSecrets = (
  current: string,
  previous: { readonly secret: string; readonly expiresAt: Date } | undefined,
  now: number
): ReadonlyArray<string> =>
  previous !== undefined && previous.expiresAt.getTime() > now ? [current, previous.secret] : [current]
