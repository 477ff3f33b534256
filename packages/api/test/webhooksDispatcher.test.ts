import { SqlClient } from "@effect/sql"
import { PgClient } from "@effect/sql-pg"
import { expect, layer } from "@effect/vitest"
import type { EventId, WebhookEndpointId, WorkspaceId } from "@svc/domain"
import { verifySignature } from "@svc/domain/webhooks/verify"
import { Duration, Effect, Fiber, Option, TestClock } from "effect"
import { randomUUID } from "node:crypto"
import Stripe from "stripe"
import { Outbox } from "../src/events/Outbox.js"
import { DeliveriesRepo } from "../src/webhooks/DeliveriesRepo.js"
import { defaultDispatcherOptions, Dispatcher } from "../src/webhooks/Dispatcher.js"
import { EventReaders } from "../src/events/EventReaders.js"
import { purgeExpired } from "../src/webhooks/Retention.js"
import { retryDelays } from "../src/webhooks/schedule.js"
import { Webhooks } from "../src/webhooks/Webhooks.js"
import { WorkspacesRepo } from "../src/workspace/WorkspacesRepo.js"
import { freePort } from "./support/freePort.js"
import { answer, mails, makeScript, makeWebhooksTestLayer, startReceiver, unreachable } from "./support/webhooks.js"

const stripe = new Stripe("sk_test_unused")
const script = makeScript()

const newWorkspace = Effect.gen(function*() {
  const id = randomUUID() as WorkspaceId
  yield* (yield* WorkspacesRepo).insert({ id, name: "t", plan: "enterprise", planAssigned: true, tradingDisabled: false })
  return id
})

const recordEvent = (workspaceId: WorkspaceId, type: string, payload: Record<string, unknown> = {}, resourceId: string = randomUUID()) =>
  Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const outbox = yield* Outbox
    return yield* sql.withTransaction(outbox.append({ workspaceId, type, resourceId, payload })).pipe(Effect.orDie)
  })

/** The Clock just past now, so events the database stamped with its own now() are due. */
const clockToNow = Effect.suspend(() => TestClock.setTime(Date.now() + 1_000))

const sentTo = (path: string) => script.sent.filter((r) => r.url.endsWith(path))

const runDue = Effect.flatMap(Dispatcher, (d) => d.runDue())

const deliveriesOf = (workspaceId: WorkspaceId, id: WebhookEndpointId) =>
  Effect.flatMap(Webhooks, (w) => w.listDeliveries(workspaceId, id, { limit: 200 }))

const endpoint = (workspaceId: WorkspaceId, path: string, events?: ReadonlyArray<"order.filled" | "order.rejected" | "position.opened">) =>
  Effect.flatMap(Webhooks, (w) => w.create(workspaceId, { url: `http://127.0.0.1:9${path}`, ...(events ? { events } : {}) }))

layer(makeWebhooksTestLayer(script), { timeout: "120 seconds" })("webhook dispatcher (TestClock)", (it) => {
  it.effect("retries after 1 min, 5 min, 30 min, 2 h, 6 h, 12 h and 24 h, then gives up after the eighth attempt", () =>
    Effect.gen(function*() {
      const ws = yield* newWorkspace
      const ep = yield* endpoint(ws, "/schedule")
      script.respond = () => answer(500, "nope")
      yield* recordEvent(ws, "order.filled", { state: "filled" })
      yield* clockToNow
      yield* runDue
      expect(sentTo("/schedule")).toHaveLength(1)
      for (const [i, delay] of retryDelays.entries()) {
        yield* TestClock.adjust(Duration.subtract(delay, Duration.seconds(1)))
        yield* runDue
        expect(sentTo("/schedule"), `not before retry ${i + 1}`).toHaveLength(i + 1)
        yield* TestClock.adjust(Duration.seconds(1))
        yield* runDue
        expect(sentTo("/schedule"), `retry ${i + 1}`).toHaveLength(i + 2)
      }
      yield* TestClock.adjust(Duration.days(3))
      yield* runDue
      expect(sentTo("/schedule")).toHaveLength(8)

      const { data } = yield* deliveriesOf(ws, ep.id)
      const d = data[0]!
      expect(d.status).toBe("failed")
      expect(d.nextAttemptAt).toBeNull()
      expect(d.attempts.map((a) => a.attempt)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
      const gaps = d.attempts.slice(1).map((a, i) => a.attemptedAt.getTime() - d.attempts[i]!.attemptedAt.getTime())
      expect(gaps).toEqual(retryDelays.map(Duration.toMillis))
      for (const [i, a] of d.attempts.entries()) {
        expect(a.statusCode).toBe(500)
        expect(a.responseBody).toBe("nope")
        expect(a.error).toBe("HTTP 500")
        expect(a.nextAttemptAt?.getTime() ?? null).toBe(d.attempts[i + 1]?.attemptedAt.getTime() ?? null)
      }
      // Eight failed attempts of one event: not yet the twenty in a row that switch an endpoint off.
      const after = yield* Effect.flatMap(Webhooks, (w) => w.get(ws, ep.id))
      expect(after).toMatchObject({ enabled: true, consecutiveFailures: 8 })
      yield* Effect.flatMap(Webhooks, (w) => w.remove(ws, ep.id))
    }))

  it.effect("switches an endpoint off after 20 failures in a row, mails the owner once, queues nothing while off", () =>
    Effect.gen(function*() {
      const webhooks = yield* Webhooks
      const ws = yield* newWorkspace
      const ep = yield* endpoint(ws, "/off")
      const mailsBefore = mails.length
      script.respond = () => answer(503)
      for (let i = 0; i < 19; i++) yield* recordEvent(ws, "order.filled")
      yield* clockToNow
      yield* runDue
      expect(yield* webhooks.get(ws, ep.id)).toMatchObject({ enabled: true, consecutiveFailures: 19, disabledAt: null })

      yield* recordEvent(ws, "order.filled")
      yield* runDue
      const off = yield* webhooks.get(ws, ep.id)
      const now = yield* TestClock.currentTimeMillis
      expect(off).toMatchObject({ enabled: false, consecutiveFailures: 20 })
      expect(off.disabledAt?.getTime()).toBe(now)
      expect(off.disabledReason).toContain("20 deliveries in a row failed")
      expect(off.disabledReason).toContain("HTTP 503")
      expect(mails.slice(mailsBefore)).toEqual([expect.objectContaining({ workspaceId: ws, to: "owner" })])
      expect(mails[mailsBefore]!.subject).toContain(ep.url)

      // What was queued is abandoned (redeliverable); what is recorded while off is never queued.
      const queued = (yield* deliveriesOf(ws, ep.id)).data
      expect(queued).toHaveLength(20)
      expect(new Set(queued.map((d) => d.status))).toEqual(new Set(["abandoned"]))
      const whileOff = yield* recordEvent(ws, "order.filled")
      yield* TestClock.adjust(Duration.hours(1))
      yield* runDue
      expect(sentTo("/off")).toHaveLength(20)
      expect((yield* deliveriesOf(ws, ep.id)).data).toHaveLength(20)
      const redeliverWhileOff = yield* Effect.either(webhooks.redeliver(ws, ep.id, whileOff))
      expect(redeliverWhileOff._tag === "Left" && redeliverWhileOff.left._tag).toBe("NOT_FOUND")

      const on = yield* webhooks.enable(ws, ep.id)
      expect(on).toMatchObject({ enabled: true, disabledAt: null, disabledReason: null, consecutiveFailures: 0 })
      script.respond = () => answer(204)
      const fresh = yield* recordEvent(ws, "order.filled")
      yield* runDue
      expect(sentTo("/off")).toHaveLength(21)
      expect(JSON.parse(sentTo("/off")[20]!.body).id).toBe(fresh)

      const abandoned = queued[0]!
      const queuedAgain = yield* webhooks.redeliver(ws, ep.id, abandoned.eventId)
      expect(queuedAgain.status).toBe("pending")
      yield* runDue
      const redelivered = yield* webhooks.getDelivery(ws, ep.id, abandoned.eventId)
      expect(redelivered.status).toBe("succeeded")
      expect(redelivered.attempts.map((a) => a.statusCode)).toEqual([503, 204])
      expect(mails.length).toBe(mailsBefore + 1)
      yield* webhooks.remove(ws, ep.id)
    }))

  it.effect("a success restarts the count of failures", () =>
    Effect.gen(function*() {
      const webhooks = yield* Webhooks
      const ws = yield* newWorkspace
      const ep = yield* endpoint(ws, "/flaky")
      script.respond = () => answer(500)
      yield* clockToNow
      for (let i = 0; i < 19; i++) yield* recordEvent(ws, "order.filled")
      yield* clockToNow
      yield* runDue
      script.respond = () => answer(200)
      yield* recordEvent(ws, "order.filled")
      yield* runDue
      expect(yield* webhooks.get(ws, ep.id)).toMatchObject({ enabled: true, consecutiveFailures: 0 })
      script.respond = () => answer(500)
      for (let i = 0; i < 5; i++) yield* recordEvent(ws, "order.filled")
      yield* runDue
      expect(yield* webhooks.get(ws, ep.id)).toMatchObject({ enabled: true, consecutiveFailures: 5 })
      yield* webhooks.remove(ws, ep.id)
    }))

  it.effect("a 3xx is a failure and is not followed", () =>
    Effect.gen(function*() {
      const ws = yield* newWorkspace
      const ep = yield* endpoint(ws, "/redirect")
      script.respond = () => answer(302)
      yield* recordEvent(ws, "order.filled")
      yield* clockToNow
      yield* runDue
      const [d] = (yield* deliveriesOf(ws, ep.id)).data
      expect(d).toMatchObject({ status: "pending" })
      expect(d!.attempts[0]).toMatchObject({ statusCode: 302, error: "HTTP 302: redirects are not followed" })
      expect(d!.nextAttemptAt!.getTime() - d!.attempts[0]!.attemptedAt.getTime()).toBe(60_000)
      yield* Effect.flatMap(Webhooks, (w) => w.remove(ws, ep.id))
    }))

  it.effect("after a rotation every delivery carries both signatures for 24 hours, then only the new one", () =>
    Effect.gen(function*() {
      const webhooks = yield* Webhooks
      const ws = yield* newWorkspace
      script.respond = () => answer(200)
      yield* clockToNow
      const created = yield* endpoint(ws, "/rotate")
      const rotated = yield* webhooks.rotate(ws, created.id)
      const rotatedAt = yield* TestClock.currentTimeMillis
      expect(rotated.secret).not.toBe(created.secret)
      expect(rotated.secretHint).toBe(rotated.secret.slice(-4))
      expect(rotated.previousSecretExpiresAt?.getTime()).toBe(rotatedAt + 24 * 3600_000)

      yield* recordEvent(ws, "order.filled")
      yield* TestClock.adjust(Duration.hours(23))
      yield* runDue
      const during = sentTo("/rotate")[0]!
      const header = during.headers["svc-signature"]!
      expect(header.match(/v1=/g)).toHaveLength(2)
      const t = Number(/t=(\d+)/.exec(header)![1])
      expect(t * 1000).toBeLessThanOrEqual(yield* TestClock.currentTimeMillis)
      for (const secret of [rotated.secret, created.secret]) {
        expect(verifySignature({ payload: during.body, header, secret, now: t })).toEqual({ valid: true, timestamp: t })
        expect(stripe.webhooks.constructEvent(during.body, header, secret, 300, undefined, t * 1000).id).toBe(JSON.parse(during.body).id)
      }

      yield* TestClock.adjust(Duration.sum(Duration.hours(1), Duration.seconds(1)))
      expect((yield* webhooks.get(ws, created.id)).previousSecretExpiresAt).toBeNull()
      yield* recordEvent(ws, "order.filled")
      yield* runDue
      const afterOverlap = sentTo("/rotate")[1]!
      const header2 = afterOverlap.headers["svc-signature"]!
      const t2 = Number(/t=(\d+)/.exec(header2)![1])
      expect(header2.match(/v1=/g)).toHaveLength(1)
      expect(verifySignature({ payload: afterOverlap.body, header: header2, secret: rotated.secret, now: t2 }).valid).toBe(true)
      expect(verifySignature({ payload: afterOverlap.body, header: header2, secret: created.secret, now: t2 }))
        .toEqual({ valid: false, reason: "no_matching_signature" })
      yield* webhooks.remove(ws, created.id)
    }))

  it.effect("a receiver that is down and comes back gets every event (real HTTP on loopback)", () =>
    Effect.gen(function*() {
      const webhooks = yield* Webhooks
      const ws = yield* newWorkspace
      script.respond = script.real
      const port = yield* Effect.promise(freePort)
      const ep = yield* webhooks.create(ws, { url: `http://127.0.0.1:${port}/down` })
      const ids: Array<EventId> = []
      for (let i = 0; i < 5; i++) ids.push(yield* recordEvent(ws, "order.filled", { n: i }))
      yield* clockToNow
      yield* runDue
      const failed = (yield* deliveriesOf(ws, ep.id)).data
      expect(failed.map((d) => d.status)).toEqual(["pending", "pending", "pending", "pending", "pending"])
      expect(failed[0]!.attempts[0]!.error).toContain("ECONNREFUSED")

      const receiver = yield* Effect.acquireRelease(Effect.promise(() => startReceiver(port)), (r) => Effect.promise(r.close))
      yield* TestClock.adjust(Duration.seconds(59))
      yield* runDue
      expect(receiver.received).toHaveLength(0)
      yield* TestClock.adjust(Duration.seconds(1))
      yield* runDue
      expect(receiver.received.map((r) => JSON.parse(r.rawBody).id).sort()).toEqual([...ids].sort())
      for (const r of receiver.received) {
        const header = String(r.headers["svc-signature"])
        expect(r.headers["svc-event-id"]).toBe(JSON.parse(r.rawBody).id)
        expect(r.headers["content-type"]).toBe("application/json")
        expect(stripe.webhooks.constructEvent(r.rawBody, header, ep.secret).type).toBe("order.filled")
        expect(verifySignature({ payload: r.rawBody, header, secret: ep.secret }).valid).toBe(true)
      }
      const delivered = (yield* deliveriesOf(ws, ep.id)).data
      expect(delivered.every((d) => d.status === "succeeded" && d.attempts.length === 2)).toBe(true)
      yield* webhooks.remove(ws, ep.id)
    }).pipe(Effect.scoped))

  it.effect("no answer within 10 seconds is a failure", () =>
    Effect.gen(function*() {
      const webhooks = yield* Webhooks
      const ws = yield* newWorkspace
      script.respond = script.real
      const receiver = yield* Effect.acquireRelease(Effect.promise(() => startReceiver()), (r) => Effect.promise(r.close))
      receiver.respond = () => new Promise(() => {})
      const ep = yield* webhooks.create(ws, { url: `${receiver.url}/slow` })
      yield* recordEvent(ws, "order.filled")
      yield* clockToNow
      const fiber = yield* Effect.fork(runDue)
      yield* Effect.promise(() => receiver.waitFor((all) => all.length === 1))
      yield* TestClock.adjust(Duration.seconds(10))
      yield* Fiber.join(fiber)
      const [d] = (yield* deliveriesOf(ws, ep.id)).data
      expect(d!.attempts[0]).toMatchObject({ statusCode: null, error: "no answer within 10 seconds", durationMs: 10_000 })
      expect(d!.status).toBe("pending")
      yield* webhooks.remove(ws, ep.id)
    }).pipe(Effect.scoped))

  it.effect("a claim whose process died is sent again once its lease runs out", () =>
    Effect.gen(function*() {
      const webhooks = yield* Webhooks
      const repo = yield* DeliveriesRepo
      const ws = yield* newWorkspace
      script.respond = () => answer(200)
      const ep = yield* endpoint(ws, "/lease")
      const event = yield* recordEvent(ws, "order.filled")
      yield* clockToNow
      const now = yield* TestClock.currentTimeMillis
      // "Process A" claims the delivery and dies before it records anything.
      const claimed = yield* repo.claim(new Date(now), new Date(now + 15_000), randomUUID(), 10, defaultDispatcherOptions)
      expect(claimed.map((c) => c.eventId)).toContain(event)
      yield* runDue
      yield* TestClock.adjust(Duration.seconds(14))
      yield* runDue
      expect(sentTo("/lease")).toHaveLength(0)
      yield* TestClock.adjust(Duration.seconds(1))
      yield* runDue
      expect(sentTo("/lease")).toHaveLength(1)
      const d = yield* webhooks.getDelivery(ws, ep.id, event)
      expect(d.status).toBe("succeeded")
      // Attempt 1 was used by the dead process and left no log line; nothing was lost.
      expect(d.attempts.map((a) => a.attempt)).toEqual([2])
      yield* webhooks.remove(ws, ep.id)
    }))

  it.effect("a claim deals round-robin across workspaces and counts every process's leases against an endpoint's share", () =>
    Effect.gen(function*() {
      const repo = yield* DeliveriesRepo
      const busy = yield* newWorkspace
      const quiet = yield* newWorkspace
      const busyEp = yield* endpoint(busy, "/share-busy")
      const quietEp = yield* endpoint(quiet, "/share-quiet")
      const busyEvents = defaultDispatcherOptions.perEndpoint + 10
      for (let i = 0; i < busyEvents; i++) yield* recordEvent(busy, "order.filled")
      const quietEvent = yield* recordEvent(quiet, "order.filled")
      yield* clockToNow
      const now = yield* TestClock.currentTimeMillis
      const claimAt = (at: number, limit: number) =>
        repo.claim(new Date(at), new Date(at + 15_000), randomUUID(), limit, defaultDispatcherOptions)

      // Many older deliveries of one workspace do not keep the other's newer one out of a batch of two.
      const first = yield* claimAt(now, 2)
      expect(first.map((c) => c.endpointId).sort()).toEqual([busyEp.id, quietEp.id].sort())
      expect(first.find((c) => c.endpointId === quietEp.id)?.eventId).toBe(quietEvent)
      // The endpoint's share, whoever holds the leases: one more claim fills it, another gets nothing of it.
      const second = yield* claimAt(now, 100)
      expect(second).toHaveLength(defaultDispatcherOptions.perEndpoint - 1)
      expect(yield* claimAt(now, 100)).toHaveLength(0)
      // Once those leases run out (their process died), the share is free again.
      const later = yield* claimAt(now + 15_000, 100)
      expect(later.filter((c) => c.endpointId === busyEp.id)).toHaveLength(defaultDispatcherOptions.perEndpoint)
      yield* Effect.flatMap(Webhooks, (w) => Effect.all([w.remove(busy, busyEp.id), w.remove(quiet, quietEp.id)]))
    }))

  it.effect("dispatchers running at once never send a delivery twice", () =>
    Effect.gen(function*() {
      const ws = yield* newWorkspace
      script.respond = () => Effect.as(Effect.yieldNow(), { statusCode: 200, body: "", truncated: false })
      const ep = yield* endpoint(ws, "/parallel")
      const ids = new Set<string>()
      for (let i = 0; i < 150; i++) ids.add(yield* recordEvent(ws, "order.filled"))
      yield* clockToNow
      yield* Effect.all([runDue, runDue, runDue], { concurrency: 3 })
      const bodies = sentTo("/parallel").map((r) => JSON.parse(r.body).id as string)
      expect(bodies).toHaveLength(150)
      expect(new Set(bodies)).toEqual(ids)
      yield* Effect.flatMap(Webhooks, (w) => w.remove(ws, ep.id))
    }))

  it.effect("fan-out: subscribed, enabled endpoints of the workspace only; a test goes to its endpoint only", () =>
    Effect.gen(function*() {
      const webhooks = yield* Webhooks
      const ws = yield* newWorkspace
      const other = yield* newWorkspace
      script.respond = () => answer(200)
      const filled = yield* endpoint(ws, "/only-filled", ["order.filled"])
      const all = yield* endpoint(ws, "/all")
      const foreign = yield* endpoint(other, "/foreign")
      yield* recordEvent(ws, "order.rejected")
      yield* recordEvent(ws, "order.filled")
      const queued = yield* webhooks.test(ws, filled.id)
      expect(queued).toMatchObject({ status: "pending", eventType: "webhook.test", attempts: [] })
      yield* clockToNow
      yield* runDue
      const types = (path: string) => sentTo(path).map((r) => JSON.parse(r.body).type as string).sort()
      expect(types("/only-filled")).toEqual(["order.filled", "webhook.test"])
      expect(types("/all")).toEqual(["order.filled", "order.rejected"])
      expect(types("/foreign")).toEqual([])
      const test = JSON.parse(sentTo("/only-filled").find((r) => r.body.includes("webhook.test"))!.body)
      expect(test.data).toEqual({ endpointId: filled.id, message: expect.any(String) })
      for (const id of [filled.id, all.id]) yield* webhooks.remove(ws, id)
      yield* webhooks.remove(other, foreign.id)
    }))

  it.effect("data is read when sent through a registered reader, over the stored payload; else the payload", () =>
    Effect.gen(function*() {
      const readers = yield* EventReaders
      yield* readers.register("position.opened", (e) =>
        Effect.succeed(e.resourceId === "gone" ? Option.none() : Option.some({ ticket: e.resourceId, state: "now" })))
      const ws = yield* newWorkspace
      script.respond = () => answer(200)
      const ep = yield* endpoint(ws, "/reader", ["position.opened"])
      yield* recordEvent(ws, "position.opened", { state: "then", previousState: "none" }, "p1")
      yield* recordEvent(ws, "position.opened", { state: "stored" }, "gone")
      yield* clockToNow
      yield* runDue
      const data = sentTo("/reader").map((r) => JSON.parse(r.body).data).sort((a, b) => String(a.state).localeCompare(String(b.state)))
      expect(data).toEqual([{ state: "now", previousState: "none", ticket: "p1" }, { state: "stored" }])
      yield* Effect.flatMap(Webhooks, (w) => w.remove(ws, ep.id))
    }))

  it.effect("events and their delivery logs are purged after 30 days", () =>
    Effect.gen(function*() {
      const sql = yield* PgClient.PgClient
      const ws = yield* newWorkspace
      script.respond = () => answer(200)
      const ep = yield* endpoint(ws, "/retention")
      const old = randomUUID()
      yield* sql`
        insert into events (id, workspace_id, type, resource_id, payload, created_at)
        values (${old}, ${ws}, 'order.filled', 'r', '{}'::jsonb, now() - interval '31 days')
      `
      const recent = yield* recordEvent(ws, "order.filled")
      yield* clockToNow
      yield* runDue
      expect((yield* deliveriesOf(ws, ep.id)).data.map((d) => d.status)).toEqual(["succeeded", "succeeded"])
      expect(yield* purgeExpired).toBeGreaterThanOrEqual(1)
      const left = (yield* deliveriesOf(ws, ep.id)).data
      expect(left.map((d) => d.eventId)).toEqual([recent])
      const attempts = yield* sql<{ n: number }>`select count(*)::int as n from webhook_attempts where event_id = ${old}`
      expect(attempts[0]!.n).toBe(0)
      yield* Effect.flatMap(Webhooks, (w) => w.remove(ws, ep.id))
    }))

  it.effect("an unreachable target is a failure with its reason", () =>
    Effect.gen(function*() {
      const ws = yield* newWorkspace
      script.respond = () => unreachable("target refused: host resolves to the internal address 10.0.0.1")
      const ep = yield* endpoint(ws, "/refused")
      yield* recordEvent(ws, "order.filled")
      yield* clockToNow
      yield* runDue
      const [d] = (yield* deliveriesOf(ws, ep.id)).data
      expect(d!.attempts[0]).toMatchObject({ statusCode: null, error: expect.stringContaining("target refused") })
      yield* Effect.flatMap(Webhooks, (w) => w.remove(ws, ep.id))
    }))
})
