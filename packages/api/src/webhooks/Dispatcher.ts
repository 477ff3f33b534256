import { PgClient } from "@effect/sql-pg"
import { eventIdHeader, signatureHeader } from "@svc/domain/webhooks/events"
import { signatureHeaderValue } from "@svc/domain/webhooks/verify"
import { Cause, Chunk, Clock, Duration, Effect, FiberSet, Queue, Ref, Schedule, Stream } from "effect"
import { randomUUID } from "node:crypto"
import { Plans } from "../billing/Plans.js"
import { DeliveriesRepo, type AttemptOutcome, type ClaimedDelivery, type FairShare } from "./DeliveriesRepo.js"
import { EventReaders } from "../events/EventReaders.js"
import { Mailer } from "./Mailer.js"
import { wakeChannel, WebhookWakeup } from "./WebhookWakeup.js"
import { answerTimeout, leaseDuration, nextAttemptAfter, signingSecrets } from "./schedule.js"
import type { KeyProvider } from "../secrets/KeyProvider.js"
import { openSecrets } from "./secrets.js"
import { DeliveryFailed, WebhookTransport } from "./Transport.js"

export interface DispatcherOptions extends FairShare {
  /** Deliveries claimed per statement. */
  readonly claimBatch: number
  /** Deliveries this process is sending or has yet to record, at most. */
  readonly maxInFlight: number
  /** How often to look for due deliveries when nothing woke us. */
  readonly pollInterval: Duration.Duration
}

/**
 * An attempt may hang for the whole answer timeout, so a tenant's share is what keeps its stalled receivers from
 * taking everyone's slots: a quarter of a process's slots per workspace (four such tenants at once before the next
 * has to wait for a slot to free), half of that per endpoint. A hanging attempt costs a socket and a fiber, so the
 * slots are many; an endpoint's share is the most it is sent at once.
 */
export const defaultDispatcherOptions: DispatcherOptions = {
  claimBatch: 128,
  maxInFlight: 512,
  perWorkspace: 128,
  perEndpoint: 64,
  pollInterval: Duration.millis(250)
}

const userAgent = "svc-webhooks/0.1"

/**
 * Sends due deliveries: claim (leased, SKIP LOCKED), read the event's data, sign, POST, record. All timing comes
 * from Effect's Clock, so tests drive the schedule with TestClock through `runDue`; `run` is the loop a process
 * runs for good.
 */
export class Dispatcher extends Effect.Service<Dispatcher>()("@svc/api/WebhookDispatcher", {
  effect: Effect.gen(function*() {
    const repo = yield* DeliveriesRepo
    const readers = yield* EventReaders
    const transport = yield* WebhookTransport
    const mailer = yield* Mailer
    const wakeup = yield* WebhookWakeup
    const context = yield* Effect.context<PgClient.PgClient | KeyProvider>()
    // Webhooks are a plan feature: a workspace downgraded to a plan without them gets nothing sent (its deliveries
    // wait, and go out if it takes a plan with webhooks again before retention removes them).
    const webhookPlans = (yield* Plans).having("webhooks")

    // Opened secrets per endpoint and secret version: unwrapping may be a KMS call, signing happens per delivery.
    const secretCache = new Map<string, { readonly version: number; readonly current: string; readonly previous: string | undefined }>()
    const secretsOf = (row: ClaimedDelivery) =>
      Effect.gen(function*() {
        const cached = secretCache.get(row.endpointId)
        if (cached !== undefined && cached.version === row.secretVersion) return cached
        const opened = yield* openSecrets(row.endpointId, row.wrappedKey, row.secretSealed, row.previousSecretSealed)
        const entry = { version: row.secretVersion, ...opened }
        if (secretCache.size > 10_000) secretCache.clear()
        secretCache.set(row.endpointId, entry)
        return entry
      }).pipe(Effect.provide(context))

    /** The signed request for `row` at `now`: the envelope with data read now, one `v1` per live secret. */
    const prepare = (row: ClaimedDelivery, now: number) =>
      Effect.gen(function*() {
        const secrets = yield* secretsOf(row)
        const data = yield* readers.dataOf({
          workspaceId: row.workspaceId,
          type: row.eventType,
          resourceId: row.resourceId,
          payload: row.payload
        })
        const body = JSON.stringify({ id: row.eventId, type: row.eventType, createdAt: row.eventCreatedAt.toISOString(), data })
        const previous = secrets.previous === undefined || row.previousSecretExpiresAt === null
          ? undefined
          : { secret: secrets.previous, expiresAt: row.previousSecretExpiresAt }
        const signature = signatureHeaderValue(signingSecrets(secrets.current, previous, now), Math.floor(now / 1000), body)
        return {
          url: row.url,
          body,
          headers: {
            "content-type": "application/json",
            "user-agent": userAgent,
            [eventIdHeader]: row.eventId,
            [signatureHeader]: signature
          }
        }
      })

    /** One attempt; never fails: every way it can go is an outcome to record. */
    const attempt = (row: ClaimedDelivery, lease: string): Effect.Effect<AttemptOutcome> =>
      Effect.gen(function*() {
        const startedAt = yield* Clock.currentTimeMillis
        const base = { endpointId: row.endpointId, eventId: row.eventId, lease, attempt: row.attempts, attemptedAt: new Date(startedAt) }
        const failed = (at: number) => {
          const next = nextAttemptAfter(row.seriesAttempts, at)
          return next === undefined ? null : new Date(next)
        }
        const request = yield* Effect.either(Effect.catchAllDefect(prepare(row, startedAt), (defect) =>
          Effect.zipRight(Effect.logError(`webhook event ${row.eventId} could not be prepared`, Cause.die(defect)), Effect.fail("unprepared" as const))))
        if (request._tag === "Left") {
          return {
            ...base, ok: false, statusCode: null, durationMs: 0, responseBody: null, responseTruncated: false,
            error: "the event could not be prepared on our side; it will be retried", nextAttemptAt: failed(startedAt),
            countsForEndpoint: false
          }
        }
        const answer = yield* transport.send(request.right).pipe(
          Effect.timeoutFail({
            duration: answerTimeout,
            onTimeout: () => new DeliveryFailed({ reason: `no answer within ${Duration.toSeconds(answerTimeout)} seconds` })
          }),
          Effect.either
        )
        const endedAt = yield* Clock.currentTimeMillis
        const durationMs = Math.max(0, endedAt - startedAt)
        if (answer._tag === "Left") {
          return {
            ...base, ok: false, statusCode: null, durationMs, responseBody: null, responseTruncated: false,
            error: answer.left.reason, nextAttemptAt: failed(endedAt), countsForEndpoint: true
          }
        }
        const { body, statusCode, truncated } = answer.right
        const ok = statusCode >= 200 && statusCode < 300
        return {
          ...base, ok, statusCode, durationMs, responseBody: body, responseTruncated: truncated,
          error: ok ? null : statusCode >= 300 && statusCode < 400 ? `HTTP ${statusCode}: redirects are not followed` : `HTTP ${statusCode}`,
          nextAttemptAt: ok ? null : failed(endedAt),
          countsForEndpoint: true
        }
      }).pipe(Effect.withSpan("Dispatcher.attempt", { attributes: { eventType: row.eventType } }))

    /** Records outcomes and tells the owners of endpoints this switched off. */
    const record = (outcomes: ReadonlyArray<AttemptOutcome>) =>
      Effect.gen(function*() {
        const now = new Date(yield* Clock.currentTimeMillis)
        const switchedOff = yield* repo.record(outcomes, now)
        for (const endpoint of switchedOff) {
          yield* Effect.logWarning(`webhook endpoint ${endpoint.id} switched off: ${endpoint.disabledReason}`)
          yield* mailer.send({
            workspaceId: endpoint.workspaceId,
            to: "owner",
            subject: `Webhook endpoint switched off: ${endpoint.url}`,
            text: `We stopped sending events to ${endpoint.url} (endpoint ${endpoint.id}): ${endpoint.disabledReason}. ` +
              `Events recorded from now on will not be sent to it. Fix the receiver, then POST /v1/webhooks/${endpoint.id}/enable; ` +
              `what was queued before can be redelivered from its delivery log.`
          })
        }
      })

    const claim = (limit: number, share: FairShare) =>
      Effect.gen(function*() {
        const now = yield* Clock.currentTimeMillis
        const lease = randomUUID()
        const rows = yield* repo.claim(new Date(now), new Date(now + Duration.toMillis(leaseDuration)), lease, limit, share, webhookPlans)
        return { lease, rows }
      })

    /**
     * Claims everything due at the Clock's now, sends it and records it, until nothing is due; returns how many
     * attempts were made. Tests call it after moving TestClock.
     */
    const runDue = (options: { readonly concurrency?: number } = {}) =>
      Effect.gen(function*() {
        let total = 0
        for (;;) {
          const { lease, rows } = yield* claim(defaultDispatcherOptions.claimBatch, defaultDispatcherOptions)
          if (rows.length === 0) return total
          const outcomes = yield* Effect.forEach(rows, (row) => attempt(row, lease), { concurrency: options.concurrency ?? 64 })
          yield* record(outcomes)
          total += rows.length
        }
      })

    /**
     * The process's loop, until its scope closes: a claimer keeps up to `maxInFlight` attempts going, each tenant
     * within its fair share (woken by NOTIFY, nudges, a short poll, and each recorded batch, which may have ended
     * attempts of an endpoint at its share), and a recorder writes finished outcomes in batches. On shutdown, finished
     * outcomes are recorded and unfinished claims released, so another process takes them over at once.
     */
    const run = (options: DispatcherOptions & { readonly listen: boolean }) =>
      Effect.gen(function*() {
        const outcomes = yield* Queue.unbounded<AttemptOutcome>()
        const inFlight = yield* Ref.make(0)
        const slotFreed = yield* Queue.sliding<void>(1)
        const held = new Map<string, { readonly endpointId: string; readonly eventId: string; readonly lease: string }>()
        const keyOf = (o: { readonly endpointId: string; readonly eventId: string }) => `${o.endpointId}/${o.eventId}`

        // Registered first, so it runs last: after the attempt fibers below have been interrupted.
        yield* Effect.addFinalizer(() =>
          Effect.gen(function*() {
            const finished = Chunk.toReadonlyArray(yield* Queue.takeAll(outcomes))
            if (finished.length > 0) yield* record(finished)
            for (const o of finished) held.delete(keyOf(o))
            yield* repo.release([...held.values()])
          }).pipe(Effect.timeout("3 seconds"), Effect.catchAllCause((cause) => Effect.logWarning("webhook dispatcher shutdown", cause)))
        )
        const attempts = yield* FiberSet.make<void>()

        const recorder = Effect.gen(function*() {
          const batch = Chunk.toReadonlyArray(yield* Queue.takeBetween(outcomes, 1, 512))
          yield* record(batch).pipe(
            Effect.retry(Schedule.spaced("500 millis").pipe(Schedule.intersect(Schedule.recurs(5)))),
            // Unrecorded outcomes keep their lease: those deliveries are sent again once it runs out.
            Effect.catchAllCause((cause) => Effect.logError("webhook outcomes could not be recorded", cause))
          )
          for (const o of batch) held.delete(keyOf(o))
          yield* Ref.update(inFlight, (n) => n - batch.length)
          yield* Queue.offer(slotFreed, undefined)
        }).pipe(Effect.forever)

        // A recorded batch may free an endpoint's share while deliveries are still due for it: claim again then too.
        const waitForWork = Effect.raceAll([wakeup.next, Queue.take(slotFreed), Effect.sleep(options.pollInterval)])

        const claimer = Effect.gen(function*() {
          const free = options.maxInFlight - (yield* Ref.get(inFlight))
          if (free <= 0) return yield* Queue.take(slotFreed)
          const limit = Math.min(free, options.claimBatch)
          const { lease, rows } = yield* claim(limit, options)
          if (rows.length === 0) return yield* waitForWork
          yield* Ref.update(inFlight, (n) => n + rows.length)
          for (const row of rows) {
            held.set(keyOf(row), { endpointId: row.endpointId, eventId: row.eventId, lease })
            yield* FiberSet.run(attempts, Effect.flatMap(attempt(row, lease), (o) => Queue.offer(outcomes, o)))
          }
        }).pipe(
          Effect.catchAllCause((cause) =>
            Effect.zipRight(Effect.logError("webhook dispatcher: claiming failed; retrying", cause), Effect.sleep("1 second"))),
          Effect.forever
        )

        if (options.listen) {
          const sql = yield* Effect.provide(PgClient.PgClient, context)
          yield* sql.listen(wakeChannel).pipe(
            Stream.runForEach(() => wakeup.wake),
            Effect.catchAllCause((cause) => Effect.logWarning("webhook dispatcher: LISTEN failed; polling only", cause)),
            Effect.forkScoped
          )
        }
        yield* Effect.forkScoped(recorder)
        yield* Effect.forkScoped(claimer)
      })

    return { attempt, record, runDue, run, wake: wakeup.wake } as const
  }),
  dependencies: [Plans.Default]
}) {}
