import { PgClient } from "@effect/sql-pg"
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { type AccountId, OrderId, type WorkspaceId } from "@svc/domain"
import type { NewOrder } from "@svc/domain/order/newOrder"
import { Effect } from "effect"
import { randomUUID } from "node:crypto"
import { OrdersRepo } from "../src/orders/OrdersRepo.js"
import { startDatabase } from "./support/database.js"

/**
 * A refusal before the send against the send itself, with several processes (issue 22): after a runner dies, the
 * cluster can deliver an order's message again to the runner that took the account over while the API node frees
 * the order's key for the refusal it got. Whichever comes first in the database wins: a freed key never answers for
 * an order that was sent, and an order whose key was freed is never sent. Before the fix the key was freed even
 * after the send was claimed, and the client's retry with that key sent a second order.
 */
type Db = Awaited<ReturnType<typeof startDatabase<OrdersRepo, never>>>
const dbs: Array<Db> = []
afterAll(async () => {
  for (const db of dbs) await db.close()
})

const setup = (db: Db) =>
  db.runtime.runPromise(Effect.gen(function*() {
    const sql = yield* PgClient.PgClient
    const workspaceId = randomUUID() as WorkspaceId
    const accountId = randomUUID() as AccountId
    yield* sql`insert into workspaces (id, name, plan) values (${workspaceId}, 'w', 'enterprise')`
    yield* sql`
      insert into accounts (id, workspace_id, login, server, mode, state, state_changed_at)
      values (${accountId}, ${workspaceId}, '1', 'S', 'always_on', 'ready', now())`
    return { workspaceId, accountId }
  }))

const newOrder = (workspaceId: WorkspaceId, accountId: AccountId, intent: "open" | "close"): NewOrder => {
  const id = OrderId.make(randomUUID())
  return {
    id, workspaceId, accountId, clientOrderId: null, symbol: "EURUSD", side: "buy", type: "market", intent,
    brokerPositionId: intent === "close" ? "7" : null, brokerOrderId: null, volume: "0.10", price: null,
    stopLimitPrice: null, stopLoss: null, takeProfit: null, expiration: null, deviationPoints: null,
    requestTag: `svc:${id.slice(0, 8)}`, targetOrderId: null
  }
}

/** A key taken for `order`'s request and not answered yet; with `accepted`, the order written `accepted` with it. */
const takeKey = (db: Db, order: NewOrder, accepted: boolean) =>
  db.runtime.runPromise(Effect.gen(function*() {
    const sql = yield* PgClient.PgClient
    const key = `k-${randomUUID()}`
    yield* sql`
      insert into idempotency_keys (workspace_id, key, fingerprint, order_id)
      values (${order.workspaceId}, ${key}, 'f', ${order.id})`
    if (accepted) {
      yield* sql`
        insert into orders (id, workspace_id, account_id, symbol, side, type, intent, volume, state, request_tag)
        values (${order.id}, ${order.workspaceId}, ${order.accountId}, 'EURUSD', 'buy', 'market', 'open', '0.10', 'accepted', ${order.requestTag})`
    }
    return key
  }))

const facts = (db: Db, order: NewOrder, key: string) =>
  db.runtime.runPromise(Effect.gen(function*() {
    const sql = yield* PgClient.PgClient
    const keys = yield* sql<{ n: number }>`select count(*)::int as n from idempotency_keys where workspace_id = ${order.workspaceId} and key = ${key}`
    const rows = yield* sql<{ state: string }>`select state from orders where id = ${order.id}`
    return { keyKept: keys[0]!.n === 1, state: rows[0]?.state }
  }))

const repo = <A>(db: Db, f: (orders: OrdersRepo) => Effect.Effect<A>) => db.runtime.runPromise(Effect.flatMap(OrdersRepo, f))

/** The send's claim as the runner makes it: `accepted` → `sending`, or the row written as it is sent. */
const claimSend = (db: Db, order: NewOrder, accepted: boolean) =>
  repo(db, (orders) => accepted ? orders.claimAccepted(order.id) : orders.insertSendingOnce(order)).then((row) => row !== undefined)

describe.each(["runner", "all"] as const)("a refusal's release against the send's claim (SVC_ROLE=%s)", (role) => {
  let db: Db
  beforeAll(async () => {
    db = await startDatabase(OrdersRepo.Default, { SVC_ROLE: role })
    dbs.push(db)
  }, 60_000)

  it("an accepted order sent first: the release frees nothing and the key answers for the order", async () => {
    const { workspaceId, accountId } = await setup(db)
    const order = newOrder(workspaceId, accountId, "open")
    const key = await takeKey(db, order, true)
    expect(await claimSend(db, order, true)).toBe(true)
    expect(await repo(db, (orders) => orders.release(workspaceId, key, order.id))).toBe(false)
    expect(await facts(db, order, key)).toEqual({ keyKept: true, state: "sending" })
  })

  it("an accepted order released first: the key is free and the order is never claimed for a send", async () => {
    const { workspaceId, accountId } = await setup(db)
    const order = newOrder(workspaceId, accountId, "open")
    const key = await takeKey(db, order, true)
    expect(await repo(db, (orders) => orders.release(workspaceId, key, order.id))).toBe(true)
    expect(await claimSend(db, order, true)).toBe(false)
    expect(await facts(db, order, key)).toEqual({ keyKept: false, state: undefined })
  })

  it("a close sent first (no row before its send): the release frees nothing", async () => {
    const { workspaceId, accountId } = await setup(db)
    const order = newOrder(workspaceId, accountId, "close")
    const key = await takeKey(db, order, false)
    expect(await claimSend(db, order, false)).toBe(true)
    expect(await repo(db, (orders) => orders.release(workspaceId, key, order.id))).toBe(false)
    expect(await facts(db, order, key)).toEqual({ keyKept: true, state: "sending" })
  })

  // Only several processes deliver a message again after its refusal; one process keeps no claims.
  it.runIf(role === "runner")("a close released first: a message delivered again never sends it", async () => {
    const { workspaceId, accountId } = await setup(db)
    const order = newOrder(workspaceId, accountId, "close")
    const key = await takeKey(db, order, false)
    expect(await repo(db, (orders) => orders.release(workspaceId, key, order.id))).toBe(true)
    expect(await claimSend(db, order, false)).toBe(false)
    expect(await facts(db, order, key)).toEqual({ keyKept: false, state: undefined })
  })

  it.runIf(role === "runner")("release and send at once, many times: exactly one wins, never both", async () => {
    for (let i = 0; i < 40; i++) {
      const { workspaceId, accountId } = await setup(db)
      const accepted = i % 2 === 0
      const order = newOrder(workspaceId, accountId, accepted ? "open" : "close")
      const key = await takeKey(db, order, accepted)
      const [released, sent] = await Promise.all([
        repo(db, (orders) => orders.release(workspaceId, key, order.id)),
        claimSend(db, order, accepted)
      ])
      expect(released !== sent, `${i}: released ${released}, sent ${sent}`).toBe(true)
      expect(await facts(db, order, key)).toEqual(sent ? { keyKept: true, state: "sending" } : { keyKept: false, state: undefined })
    }
  })
})
