/**
 * Paging through GET /v1/orders finds every order exactly once, newest first, whatever the page size and however
 * the rows' timestamps fall: many in one millisecond, ties to the microsecond, and rows written while the pages
 * are read. The list's own statement is driven below the HTTP layer, on PGlite, or on Postgres when DATABASE_URL
 * is set (where the inserts really run at once).
 */
import { PgClient } from "@effect/sql-pg"
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import type { AccountId, WorkspaceId } from "@svc/domain"
import { Effect, Fiber, Layer } from "effect"
import fc from "fast-check"
import { randomUUID } from "node:crypto"
import { decodeCursor } from "../src/db/keysetCursor.js"
import { pageOrders } from "../src/trading/OrdersPage.js"
import { startDatabase } from "./support/database.js"

let db: Awaited<ReturnType<typeof startDatabase<never, never>>>
const run = <A>(effect: Effect.Effect<A, unknown, PgClient.PgClient>) => db.runtime.runPromise(effect)

beforeAll(async () => {
  db = await startDatabase(Layer.empty)
}, 60_000)
afterAll(async () => {
  await db?.close()
})

/** A row's creation time: a few milliseconds of one second, to the microsecond, so ties and near-ties abound. */
const stampArb = fc.record({ ms: fc.integer({ min: 0, max: 3 }), us: fc.integer({ min: 0, max: 999 }) })
const stampText = (s: { ms: number; us: number }) =>
  `2026-03-01T12:00:00.${String(s.ms).padStart(3, "0")}${String(s.us).padStart(3, "0")}Z`

const insertOrder = (workspaceId: WorkspaceId, accountId: AccountId, createdAt: string | undefined) =>
  Effect.flatMap(PgClient.PgClient, (sql) => {
    const id = randomUUID()
    return sql`
      insert into orders (id, workspace_id, account_id, symbol, side, type, intent, state, request_tag, created_at)
      values (${id}, ${workspaceId}, ${accountId}, 'EURUSD', 'buy', 'market', 'close', 'sending', ${id},
        ${createdAt === undefined ? sql`now()` : sql`${createdAt}::timestamptz`})
    `.pipe(Effect.as(id))
  })

describe("GET /v1/orders pages", () => {
  it("find every order exactly once, in order, under concurrent writes", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(stampArb, { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 0, max: 10 }),
        async (stamps, limit, concurrentWrites) => {
          const workspaceId = randomUUID() as WorkspaceId
          const accountId = randomUUID() as AccountId
          await run(Effect.gen(function*() {
            const sql = yield* PgClient.PgClient
            yield* sql`insert into workspaces (id, name, plan) values (${workspaceId}, 'w', 'enterprise')`
            yield* sql`
              insert into accounts (id, workspace_id, login, server, mode, state, state_changed_at)
              values (${accountId}, ${workspaceId}, '1', 'S', 'always_on', 'ready', now())`
          }))
          const written = await run(Effect.all(stamps.map((s) => insertOrder(workspaceId, accountId, stampText(s))), { concurrency: 8 }))
          const { seen, late } = await run(Effect.gen(function*() {
            const sql = yield* PgClient.PgClient
            // Orders written while the pages are read: newer than every page's cursor, so never in a later page.
            const writer = yield* Effect.fork(Effect.all(
              Array.from({ length: concurrentWrites }, () => insertOrder(workspaceId, accountId, undefined)),
              { concurrency: 4 }
            ))
            const seen: Array<{ id: string; createdAt: Date }> = []
            let after = undefined as ReturnType<typeof decodeCursor>
            for (let pages = 0; pages < 200; pages++) {
              const page = yield* pageOrders(sql, workspaceId, {}, { limit, after })
              seen.push(...page.rows.map((r) => ({ id: r.id, createdAt: r.createdAt })))
              if (page.nextCursor === null) break
              after = decodeCursor(page.nextCursor)
              expect(after).toBeDefined()
            }
            return { seen, late: yield* Fiber.join(writer) }
          }))
          const ids = seen.map((r) => r.id)
          const lateIds: ReadonlyArray<string> = late
          seen.slice(1).forEach((r, i) => expect(r.createdAt.getTime()).toBeLessThanOrEqual(seen[i]!.createdAt.getTime()))
          expect(new Set(ids).size).toBe(ids.length)
          expect(ids.filter((id) => !lateIds.includes(id)).sort()).toStrictEqual([...written].sort())
        }
      ),
      { numRuns: 40 }
    )
  }, 240_000)
})
