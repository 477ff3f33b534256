/**
 * Paging through every cursor-paginated list (GET /v1/orders, GET /v1/webhooks/{id}/deliveries) finds every row
 * exactly once, newest first, whatever the page size and however the rows' timestamps fall: many in one
 * millisecond, ties to the microsecond, and rows written while the pages are read. Each list's own statement is
 * driven below the HTTP layer, on PGlite, or on Postgres when DATABASE_URL is set (where the inserts really run
 * at once).
 */
import { PgClient } from "@effect/sql-pg"
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import type { AccountId, WebhookEndpointId, WorkspaceId } from "@svc/domain"
import { Effect, Fiber, Layer } from "effect"
import fc from "fast-check"
import { randomUUID } from "node:crypto"
import { decodeCursor, encodeCursor, type KeysetCursor } from "../src/db/keysetCursor.js"
import { OrdersRepo } from "../src/orders/OrdersRepo.js"
import { WebhooksRepo } from "../src/webhooks/WebhooksRepo.js"
import { startDatabase } from "./support/database.js"

let db: Awaited<ReturnType<typeof startDatabase<WebhooksRepo | OrdersRepo, never>>>
const run = <A>(effect: Effect.Effect<A, unknown, PgClient.PgClient | WebhooksRepo | OrdersRepo>) => db.runtime.runPromise(effect)

beforeAll(async () => {
  db = await startDatabase(Layer.mergeAll(WebhooksRepo.Default, OrdersRepo.Default))
}, 60_000)
afterAll(async () => {
  await db?.close()
})

/** A row's time: a few milliseconds of one second, to the microsecond, so ties and near-ties abound. */
const stampArb = fc.record({ ms: fc.integer({ min: 0, max: 3 }), us: fc.integer({ min: 0, max: 999 }) })
const stampText = (s: { ms: number; us: number }) =>
  `2026-03-01T12:00:00.${String(s.ms).padStart(3, "0")}${String(s.us).padStart(3, "0")}Z`

/** One list: how to write a row at a time (undefined: the database's now) and how to read a page of it. */
interface List {
  readonly setup: (workspaceId: WorkspaceId) => Effect.Effect<(at: string | undefined) => Effect.Effect<string, unknown, PgClient.PgClient>, unknown, PgClient.PgClient>
  readonly page: (workspaceId: WorkspaceId, limit: number, after: KeysetCursor | undefined) =>
    Effect.Effect<{ readonly ids: ReadonlyArray<string>; readonly nextCursor: string | null }, unknown, PgClient.PgClient | WebhooksRepo | OrdersRepo>
}

const at = (sql: PgClient.PgClient, text: string | undefined) => (text === undefined ? sql`now()` : sql`${text}::timestamptz`)

const orders: List = {
  setup: (workspaceId) =>
    Effect.gen(function*() {
      const sql = yield* PgClient.PgClient
      const accountId = randomUUID() as AccountId
      yield* sql`
        insert into accounts (id, workspace_id, login, server, mode, state, state_changed_at)
        values (${accountId}, ${workspaceId}, '1', 'S', 'always_on', 'ready', now())`
      return (createdAt) => {
        const id = randomUUID()
        return sql`
          insert into orders (id, workspace_id, account_id, symbol, side, type, intent, state, request_tag, created_at)
          values (${id}, ${workspaceId}, ${accountId}, 'EURUSD', 'buy', 'market', 'close', 'sending', ${id}, ${at(sql, createdAt)})
        `.pipe(Effect.as(id))
      }
    }),
  page: (workspaceId, limit, after) =>
    Effect.flatMap(OrdersRepo, (repo) =>
      Effect.map(repo.page(workspaceId, {}, { limit, after }), (p) => ({ ids: p.rows.map((r) => r.id), nextCursor: p.nextCursor })))
}

const endpoints = new Map<WorkspaceId, WebhookEndpointId>()
const deliveries: List = {
  setup: (workspaceId) =>
    Effect.gen(function*() {
      const sql = yield* PgClient.PgClient
      const endpointId = randomUUID() as WebhookEndpointId
      endpoints.set(workspaceId, endpointId)
      yield* sql`
        insert into webhook_endpoints (id, workspace_id, url, key_provider, wrapped_key, secret_sealed, secret_hint, created_at, updated_at)
        values (${endpointId}, ${workspaceId}, 'https://example.com/h', 'local', '\\x00', '\\x00', 'h', now(), now())`
      // The event's insert queues its delivery to the workspace's endpoint (the fan-out trigger), stamped with it.
      return (createdAt) => {
        const id = randomUUID()
        return sql`
          insert into events (id, workspace_id, type, resource_id, payload, created_at)
          values (${id}, ${workspaceId}, 'order.filled', 'r', '{}', ${at(sql, createdAt)})
        `.pipe(Effect.as(id))
      }
    }),
  page: (workspaceId, limit, after) =>
    Effect.gen(function*() {
      const repo = yield* WebhooksRepo
      const rows = yield* repo.pageDeliveries(workspaceId, endpoints.get(workspaceId)!, { limit, ...(after === undefined ? {} : { after }) })
      // As Webhooks.listDeliveries pages it.
      const page = rows.slice(0, limit)
      const last = page[page.length - 1]
      return { ids: page.map((r) => r.eventId), nextCursor: rows.length > limit && last !== undefined ? encodeCursor(last.cursorAt, last.eventId) : null }
    })
}

describe.each([["GET /v1/orders", orders], ["GET /v1/webhooks/{id}/deliveries", deliveries]] as const)("%s pages", (_name, list) => {
  it("find every row exactly once under concurrent writes", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(stampArb, { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 0, max: 10 }),
        async (stamps, limit, concurrentWrites) => {
          const workspaceId = randomUUID() as WorkspaceId
          const write = await run(Effect.gen(function*() {
            const sql = yield* PgClient.PgClient
            yield* sql`insert into workspaces (id, name, plan) values (${workspaceId}, 'w', 'enterprise')`
            return yield* list.setup(workspaceId)
          }))
          const written = await run(Effect.all(stamps.map((s) => write(stampText(s))), { concurrency: 8 }))
          const { late, seen } = await run(Effect.gen(function*() {
            // Rows written while the pages are read: newer than every page's cursor, so never in a later page.
            const writer = yield* Effect.fork(Effect.all(Array.from({ length: concurrentWrites }, () => write(undefined)), { concurrency: 4 }))
            const seen: Array<string> = []
            let after: KeysetCursor | undefined
            for (let pages = 0; pages < 200; pages++) {
              const page = yield* list.page(workspaceId, limit, after)
              seen.push(...page.ids)
              if (page.nextCursor === null) break
              after = decodeCursor(page.nextCursor)
              expect(after).toBeDefined()
            }
            const late: ReadonlyArray<string> = yield* Fiber.join(writer)
            return { late, seen }
          }))
          expect(new Set(seen).size).toBe(seen.length)
          expect(seen.filter((id) => !late.includes(id)).sort()).toStrictEqual([...written].sort())
        }
      ),
      { numRuns: 30 }
    )
  }, 240_000)
})
