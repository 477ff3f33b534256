import { Clock, Duration, Effect, Schedule } from "effect"
import { DeliveriesRepo } from "./DeliveriesRepo.js"
import { retention } from "./schedule.js"

/** Deletes events (with their deliveries and attempt logs) older than the 30-day retention; returns how many. */
export const purgeExpired = Effect.gen(function*() {
  const repo = yield* DeliveriesRepo
  const now = yield* Clock.currentTimeMillis
  const purged = yield* repo.purge(new Date(now - Duration.toMillis(retention)))
  if (purged > 0) yield* Effect.logInfo(`retention: purged ${purged} events older than ${Duration.format(retention)}`)
  return purged
}).pipe(Effect.withSpan("Retention.purgeExpired"))

/** At start, then hourly: safe on several processes at once (each deletes what is still there). */
export const runRetention = purgeExpired.pipe(
  Effect.catchAllCause((cause) => Effect.logError("retention: purge failed; next run in an hour", cause)),
  Effect.repeat(Schedule.spaced(Duration.hours(1))),
  Effect.asVoid
)
