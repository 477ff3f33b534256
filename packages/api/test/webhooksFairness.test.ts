import { SqlClient } from "@effect/sql"
import { expect, layer } from "@effect/vitest"
import type { WebhookEndpointId, WorkspaceId } from "@svc/domain"
import { Deferred, Duration, Effect } from "effect"
import { randomUUID } from "node:crypto"
import { Outbox } from "../src/events/Outbox.js"
import { defaultDispatcherOptions, Dispatcher } from "../src/webhooks/Dispatcher.js"
import { Webhooks } from "../src/webhooks/Webhooks.js"
import { WorkspacesRepo } from "../src/workspace/WorkspacesRepo.js"
import { answer, makeScript, makeWebhooksTestLayer } from "./support/webhooks.js"

/**
 * A tenant whose receivers accept the request and never answer (each attempt hangs for the 10-second answer limit)
 * must hold only its share of the dispatcher: another tenant's event, or its own other endpoint's, goes out while
 * every stalled attempt is still hanging. The dispatcher runs its real loop with the real clock; the stalled
 * attempts are only ever ended by that 10-second limit, so "delivered before any stalled attempt ended" is the
 * behaviour asserted, not a duration.
 */
const script = makeScript()

const newWorkspace = Effect.gen(function*() {
  const id = randomUUID() as WorkspaceId
  yield* (yield* WorkspacesRepo).insert({ id, name: "t", plan: "enterprise", planAssigned: true, tradingDisabled: false })
  return id
})

const record = (workspaceId: WorkspaceId, type: string, count: number) =>
  Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const outbox = yield* Outbox
    yield* sql.withTransaction(Effect.forEach(Array.from({ length: count }), () =>
      outbox.append({ workspaceId, type, resourceId: randomUUID(), payload: {} }), { discard: true })).pipe(Effect.orDie)
  })

/**
 * Scripts the transport: URLs containing `/stalled` hang; the first other delivery resolves `answered` with how many
 * stalled attempts had ended by then. Returns what it saw.
 */
const stallScript = Effect.gen(function*() {
  const answered = yield* Deferred.make<number>()
  const firstStalledEnded = yield* Deferred.make<void>()
  const seen = { stalledStarted: new Map<string, number>(), stalledEnded: 0 }
  script.respond = (req) => {
    if (!req.url.includes("/stalled")) {
      return Effect.zipRight(Deferred.succeed(answered, seen.stalledEnded), answer(200))
    }
    seen.stalledStarted.set(req.url, (seen.stalledStarted.get(req.url) ?? 0) + 1)
    return Effect.never.pipe(Effect.onExit(() =>
      Effect.sync(() => { seen.stalledEnded += 1 }).pipe(Effect.zipRight(Deferred.succeed(firstStalledEnded, undefined)))))
  }
  const stalledOut = () => [...seen.stalledStarted.values()].reduce((a, b) => a + b, 0)
  const untilStalledOut = (n: number) =>
    Effect.gen(function*() {
      while (stalledOut() < n) yield* Effect.sleep(Duration.millis(10))
    })
  /** "answered" when the other delivery went out first, "stalled" when a stalled attempt had to end first. */
  const firstToHappen = Effect.race(
    Effect.as(Deferred.await(answered), "answered" as const),
    Effect.as(Deferred.await(firstStalledEnded), "stalled" as const)
  )
  return { seen, stalledOut, untilStalledOut, firstToHappen, answered } as const
})

const createEndpoint = (workspaceId: WorkspaceId, path: string, events: ReadonlyArray<"order.filled" | "order.rejected">) =>
  Effect.map(Effect.flatMap(Webhooks, (w) => w.create(workspaceId, { url: `http://127.0.0.1:9${path}`, events })), (e) => e.id)

const removeAll = (workspaceId: WorkspaceId, ids: ReadonlyArray<WebhookEndpointId>) =>
  Effect.flatMap(Webhooks, (w) => Effect.forEach(ids, (id) => w.remove(workspaceId, id), { discard: true }))

/** The process's loop with its defaults, polling often so the test does not wait on the poll. */
const startDispatcher = Effect.flatMap(Dispatcher, (d) =>
  d.run({ ...defaultDispatcherOptions, listen: false, pollInterval: Duration.millis(50) }))

layer(makeWebhooksTestLayer(script), { timeout: "120 seconds", excludeTestServices: true })("webhook delivery is fair", (it) => {
  it.effect("ten stalled endpoints and a burst of events: another workspace's event goes out while they all still hang", () =>
    Effect.gen(function*() {
      const stalled = yield* newWorkspace
      const healthy = yield* newWorkspace
      const stalledEndpoints = yield* Effect.forEach(Array.from({ length: 10 }, (_, i) => i), (i) =>
        createEndpoint(stalled, `/stalled-${i}`, ["order.filled"]))
      const healthyEndpoint = yield* createEndpoint(healthy, "/healthy", ["order.filled"])
      const s = yield* stallScript
      // 60 events to 10 endpoints: 600 deliveries, more than a whole process's attempts in flight.
      yield* record(stalled, "order.filled", 60)
      yield* startDispatcher
      yield* s.untilStalledOut(defaultDispatcherOptions.perWorkspace)

      yield* record(healthy, "order.filled", 1)
      expect(yield* s.firstToHappen).toBe("answered")
      expect(yield* Deferred.await(s.answered)).toBe(0)
      // The stalled tenant holds its share and no more: per workspace, and per endpoint.
      expect(s.stalledOut()).toBe(defaultDispatcherOptions.perWorkspace)
      for (const n of s.seen.stalledStarted.values()) expect(n).toBeLessThanOrEqual(defaultDispatcherOptions.perEndpoint)
      expect(s.seen.stalledStarted.size).toBe(10)
      yield* removeAll(stalled, stalledEndpoints)
      yield* removeAll(healthy, [healthyEndpoint])
    }).pipe(Effect.scoped))

  it.effect("a workspace's stalled endpoints do not stop its other endpoint", () =>
    Effect.gen(function*() {
      const ws = yield* newWorkspace
      const stalledEndpoints = yield* Effect.forEach(Array.from({ length: 9 }, (_, i) => i), (i) =>
        createEndpoint(ws, `/stalled-${i}`, ["order.filled"]))
      const other = yield* createEndpoint(ws, "/other", ["order.rejected"])
      const s = yield* stallScript
      yield* record(ws, "order.filled", 60)
      yield* startDispatcher
      yield* s.untilStalledOut(defaultDispatcherOptions.perWorkspace)

      yield* record(ws, "order.rejected", 1)
      expect(yield* s.firstToHappen).toBe("answered")
      expect(yield* Deferred.await(s.answered)).toBe(0)
      expect(s.stalledOut()).toBe(defaultDispatcherOptions.perWorkspace)
      yield* removeAll(ws, [...stalledEndpoints, other])
    }).pipe(Effect.scoped))
})
