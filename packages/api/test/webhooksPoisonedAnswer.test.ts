/**
 * One receiver's answer cannot fail the recording of other workspaces' deliveries: outcomes are recorded in one
 * batched statement, and a body with NUL (which Postgres text cannot hold) or with a surrogate half left by the
 * 1,024-character cut used to fail the whole batch, so every delivery in it stayed unrecorded and was sent again.
 */
import { SqlClient } from "@effect/sql"
import { expect, layer } from "@effect/vitest"
import type { WorkspaceId } from "@svc/domain"
import { Effect, TestClock } from "effect"
import { randomUUID } from "node:crypto"
import { Outbox } from "../src/events/Outbox.js"
import { Dispatcher } from "../src/webhooks/Dispatcher.js"
import { Webhooks } from "../src/webhooks/Webhooks.js"
import { WorkspacesRepo } from "../src/workspace/WorkspacesRepo.js"
import { answer, makeScript, makeWebhooksTestLayer } from "./support/webhooks.js"

const script = makeScript()

const newWorkspace = Effect.gen(function*() {
  const id = randomUUID() as WorkspaceId
  yield* (yield* WorkspacesRepo).insert({ id, name: "t", plan: "enterprise", planAssigned: true, tradingDisabled: false })
  return id
})

layer(makeWebhooksTestLayer(script), { timeout: "120 seconds" })("a receiver's answer in a batch of outcomes", (it) => {
  it.effect("NUL or a cut surrogate in one answer: every outcome of the batch is recorded, that one as U+FFFD", () =>
    Effect.gen(function*() {
      const webhooks = yield* Webhooks
      const outbox = yield* Outbox
      const sql = yield* SqlClient.SqlClient
      const good = yield* newWorkspace
      const hostile = yield* newWorkspace
      const goodEp = yield* webhooks.create(good, { url: "http://127.0.0.1:9/good" })
      const nulEp = yield* webhooks.create(hostile, { url: "http://127.0.0.1:9/nul" })
      const cutEp = yield* webhooks.create(hostile, { url: "http://127.0.0.1:9/cut" })
      script.respond = (req) =>
        req.url.endsWith("/nul") ? answer(200, "ok\u0000ok") : req.url.endsWith("/cut") ? answer(200, `${"x".repeat(1023)}\uD83D`) : answer(200, "ok")
      for (const ws of [good, hostile, good]) {
        yield* sql.withTransaction(outbox.append({ workspaceId: ws, type: "order.filled", resourceId: randomUUID(), payload: {} })).pipe(Effect.orDie)
      }
      yield* TestClock.setTime(Date.now() + 1_000)
      // One claim takes all of them, so their outcomes are recorded together.
      expect(yield* (yield* Dispatcher).runDue()).toBe(4)

      const log = (workspaceId: WorkspaceId, id: typeof goodEp.id) => Effect.map(webhooks.listDeliveries(workspaceId, id, { limit: 50 }), (p) => p.data)
      const goods = yield* log(good, goodEp.id)
      expect(goods.map((d) => [d.status, d.attempts.length])).toStrictEqual([["succeeded", 1], ["succeeded", 1]])
      const [nul] = yield* log(hostile, nulEp.id)
      expect([nul!.status, nul!.attempts[0]!.responseBody]).toStrictEqual(["succeeded", "ok\uFFFDok"])
      const [cut] = yield* log(hostile, cutEp.id)
      expect([cut!.status, cut!.attempts[0]!.responseBody]).toStrictEqual(["succeeded", `${"x".repeat(1023)}\uFFFD`])
    }))
})
