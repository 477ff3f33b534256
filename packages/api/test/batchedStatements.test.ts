/**
 * The real batched statements (the order claim, the order record and a trade's deals and positions) with a poisoned row beside good ones, below
 * the HTTP layer: the rows Postgres refuses fail alone, every good row is written exactly once, and a poisoned row
 * leaves nothing behind (its batch rolled back whole, so running the good rows again wrote nothing twice).
 * Runs on PGlite, or on Postgres when DATABASE_URL is set.
 */
import { PgClient } from "@effect/sql-pg"
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import type { AccountId, OrderId, WorkspaceId } from "@svc/domain"
import { Order } from "@svc/domain/resources/order"
import type { Deal as TerminalDeal } from "@svc/terminal-runtime/terminal/deal"
import type { Position as TerminalPosition } from "@svc/terminal-runtime/terminal/position"
import type { NewOrder } from "@svc/domain/order/newOrder"
import { TradingStore } from "@svc/terminal-runtime/trading/TradingStore"
import { Effect, Exit, Layer, Queue } from "effect"
import { randomUUID } from "node:crypto"
import { DealSignals } from "../src/copy/DealSignals.js"
import { SqlTradingStore } from "../src/trading/SqlTradingStore.js"
import { Idempotency, type Claim } from "../src/trading/Idempotency.js"
import { startDatabase } from "./support/database.js"

let db: Awaited<ReturnType<typeof start>>
const start = () => startDatabase(Layer.mergeAll(Idempotency.Default, SqlTradingStore.layer).pipe(Layer.provideMerge(DealSignals.Default)))
const workspaceId = randomUUID() as WorkspaceId
const accountId = randomUUID() as AccountId
const run = <A>(effect: Effect.Effect<A, unknown, Idempotency | TradingStore | DealSignals | PgClient.PgClient>) => db.runtime.runPromise(effect)

beforeAll(async () => {
  db = await start()
  await run(Effect.gen(function*() {
    const sql = yield* PgClient.PgClient
    yield* sql`insert into workspaces (id, name, plan) values (${workspaceId}, 'w', 'enterprise')`
    yield* sql`
      insert into accounts (id, workspace_id, login, server, mode, state, state_changed_at)
      values (${accountId}, ${workspaceId}, '1', 'SimBroker-Demo', 'always_on', 'ready', now())`
  }))
}, 60_000)

afterAll(async () => {
  await db?.close()
})

const newOrder = (overrides: Partial<NewOrder> = {}): NewOrder => ({
  id: randomUUID() as OrderId,
  workspaceId,
  accountId,
  clientOrderId: null,
  symbol: "EURUSD",
  side: "buy",
  type: "buy_limit",
  intent: "open",
  brokerPositionId: null,
  brokerOrderId: null,
  volume: "0.10",
  price: "1.05",
  stopLimitPrice: null,
  stopLoss: null,
  takeProfit: null,
  expiration: null,
  deviationPoints: null,
  requestTag: randomUUID(),
  targetOrderId: null,
  ...overrides
})

const claimOf = (order: NewOrder): Claim => ({
  accountId,
  workspaceId,
  key: `k-${order.id}`,
  fingerprint: "f",
  orderId: order.id,
  accepted: { order, createdAt: new Date() }
})

/** Rows Postgres refuses inside an otherwise valid statement (the HTTP layer may refuse them sooner; this must not rely on it). */
const poisonedOrders = (): Array<NewOrder> => [
  newOrder({ clientOrderId: "nul\u0000inside" }),
  newOrder({ expiration: new Date("0000-06-01T00:00:00.000Z") }),
  newOrder({ expiration: new Date(8.64e15) }),
  newOrder({ deviationPoints: 2 ** 40 })
]

/** Good and poisoned items interleaved, all submitted at once so they share batches. */
const interleave = <A>(good: ReadonlyArray<A>, bad: ReadonlyArray<A>): Array<{ readonly item: A; readonly bad: boolean }> => {
  const out: Array<{ item: A; bad: boolean }> = good.map((item) => ({ item, bad: false }))
  bad.forEach((item, i) => out.splice(3 + i * 5, 0, { item, bad: true }))
  return out
}

describe("batched statements with a poisoned row", () => {
  it("claim: every good order is claimed and written once; each poisoned one fails alone and leaves nothing", async () => {
    const good = Array.from({ length: 24 }, () => newOrder())
    const all = interleave(good.map(claimOf), poisonedOrders().map(claimOf))
    const exits = await run(Effect.gen(function*() {
      const idempotency = yield* Idempotency
      return yield* Effect.all(all.map(({ item }) => Effect.exit(idempotency.start(item))), { concurrency: "unbounded" })
    }))
    exits.forEach((exit, i) => {
      if (all[i]!.bad) expect(Exit.isFailure(exit)).toBe(true)
      else expect(exit).toStrictEqual(Exit.succeed({ _tag: "Run", persisted: true, plan: "enterprise" }))
    })
    const { keys, orders } = await run(Effect.gen(function*() {
      const sql = yield* PgClient.PgClient
      const keys = yield* sql<{ key: string }>`select key from idempotency_keys where workspace_id = ${workspaceId}`
      const orders = yield* sql<{ id: string; state: string }>`select id, state from orders where account_id = ${accountId}`
      return { keys: keys.map((k) => k.key).sort(), orders }
    }))
    expect(keys).toStrictEqual(good.map((o) => `k-${o.id}`).sort())
    expect(orders.map((o) => o.id).sort()).toStrictEqual(good.map((o) => o.id).sort())
    expect(orders.every((o) => o.state === "accepted")).toBe(true)
  })

  it("record: every good result is written with its events and answer once; a poisoned one fails alone", async () => {
    const placed = Array.from({ length: 24 }, () => newOrder({ type: "market", price: null }))
    const poisoned = Array.from({ length: 3 }, () => newOrder({ type: "market", price: null }))
    await run(Effect.gen(function*() {
      const idempotency = yield* Idempotency
      for (const o of [...placed, ...poisoned]) expect(yield* idempotency.start(claimOf(o))).toStrictEqual({ _tag: "Run", persisted: true, plan: "enterprise" })
    }))
    const filled = (o: NewOrder, detail: string | null, retcode: number) =>
      Order.make({
        id: o.id, accountId, clientOrderId: null, symbol: o.symbol, side: o.side, type: o.type, intent: o.intent,
        brokerPositionId: "77", volume: o.volume as Order["volume"], stopLoss: null, takeProfit: null, state: "filled",
        stateDetail: detail, needsReconciliation: false, retcode, retcodeText: "done", brokerOrderId: "88",
        brokerDealId: "99", filledVolume: o.volume as Order["volume"], filledPrice: "1.1" as Order["filledPrice"],
        sentAt: new Date(), settledAt: new Date(), reconciledAt: null, createdAt: new Date(), price: null,
        stopLimitPrice: null, expiration: null, deviationPoints: null
      })
    const items = interleave(
      placed.map((o) => ({ o, order: filled(o, null, 10009) })),
      [
        { o: poisoned[0]!, order: filled(poisoned[0]!, "nul\u0000inside", 10009) },
        { o: poisoned[1]!, order: filled(poisoned[1]!, null, 2 ** 40) },
        { o: poisoned[2]!, order: filled(poisoned[2]!, null, -(2 ** 40)) }
      ]
    )
    const exits = await run(Effect.gen(function*() {
      const store = yield* TradingStore
      return yield* Effect.all(items.map(({ item }) =>
        Effect.exit(store.record(
          { order: item.order, previousState: "sending", events: ["order.resolved", "order.filled"] },
          { workspaceId, key: `k-${item.o.id}`, requestId: "req_test", retryable: false }
        ))), { concurrency: "unbounded" })
    }))
    exits.forEach((exit, i) => expect(Exit.isSuccess(exit)).toBe(!items[i]!.bad))
    const rows = await run(Effect.gen(function*() {
      const sql = yield* PgClient.PgClient
      return yield* sql<{ id: string; state: string; events: number; status: number | null }>`
        select o.id, o.state,
          (select count(*)::int from events e where e.resource_id = o.id::text) as events,
          (select k.status from idempotency_keys k where k.workspace_id = o.workspace_id and k.order_id = o.id) as status
        from orders o where o.id in ${sql.in([...placed, ...poisoned].map((o) => o.id))}`
    }))
    const byId = new Map(rows.map((r) => [r.id, r]))
    for (const o of placed) expect(byId.get(o.id)).toStrictEqual({ id: o.id, state: "filled", events: 2, status: 200 })
    for (const o of poisoned) expect(byId.get(o.id)).toStrictEqual({ id: o.id, state: "accepted", events: 0, status: null })
  })

  it("trade sync: each account's deal and touched position are written once, across accounts in shared batches; a poisoned one fails alone", async () => {
    const accounts = Array.from({ length: 12 }, () => randomUUID() as AccountId)
    await run(Effect.gen(function*() {
      const sql = yield* PgClient.PgClient
      for (const [i, id] of accounts.entries()) {
        yield* sql`
          insert into accounts (id, workspace_id, login, server, mode, state, state_changed_at)
          values (${id}, ${workspaceId}, ${String(100 + i)}, 'SimBroker-Demo', 'always_on', 'ready', now())`
      }
    }))
    const ticket = (i: number) => String(7000 + i)
    const deal = (i: number, volume: string): TerminalDeal => ({
      ticket: String(9000 + i), order: ticket(i), positionId: ticket(i), time: Date.now(), brokerTime: "2026-01-01 00:00:00" as never,
      type: 0, entry: 0, reason: 3, symbol: "EURUSD", volume: volume as never, price: "1.1" as never, commission: "-0.5" as never,
      swap: "0" as never, profit: "0" as never, fee: "0" as never, magic: 1, comment: `tag-${i}`
    } as TerminalDeal)
    const position = (i: number): TerminalPosition => ({
      ticket: ticket(i), identifier: ticket(i), symbol: "EURUSD", type: 0, time: Date.now(), brokerTime: "2026-01-01 00:00:00" as never,
      timeUpdate: Date.now(), volume: "0.10" as never, priceOpen: "1.1" as never, priceCurrent: "1.1" as never, sl: null, tp: null,
      swap: "0" as never, profit: "0" as never, magic: 1, comment: "", reason: 3
    } as TerminalPosition)
    const poisoned = new Set([3, 8])
    const sync = (closing: boolean) =>
      run(Effect.gen(function*() {
        const store = yield* TradingStore
        return yield* Effect.all(accounts.map((id, i) => Effect.exit(store.syncTrade(id, {
          deals: closing ? [] : [deal(i, poisoned.has(i) ? "not a number" : "0.10")],
          positions: closing ? [] : [position(i)],
          touched: [ticket(i)],
          observedAt: new Date()
        }))), { concurrency: "unbounded" })
      }))
    const opened = await sync(false)
    opened.forEach((exit, i) => expect(Exit.isSuccess(exit)).toBe(!poisoned.has(i)))
    const stored = () =>
      run(Effect.gen(function*() {
        const sql = yield* PgClient.PgClient
        const deals = yield* sql<{ accountId: string; brokerDealId: string }>`
          select account_id, broker_deal_id from deals where account_id in ${sql.in(accounts)}`
        const positions = yield* sql<{ accountId: string; brokerPositionId: string }>`
          select account_id, broker_position_id from positions where account_id in ${sql.in(accounts)}`
        const events = yield* sql<{ type: string; resourceId: string }>`
          select type, resource_id from events where type like 'position.%' and resource_id like any(${accounts.map((a) => `${a}:%`)})`
        return { deals, positions, events }
      }))
    const good = accounts.flatMap((id, i) => (poisoned.has(i) ? [] : [{ id, i }]))
    const after = await stored()
    expect(after.deals.map((d) => `${d.accountId}/${d.brokerDealId}`).sort()).toStrictEqual(good.map(({ i, id }) => `${id}/${9000 + i}`).sort())
    expect(after.positions.map((p) => `${p.accountId}/${p.brokerPositionId}`).sort()).toStrictEqual(good.map(({ i, id }) => `${id}/${ticket(i)}`).sort())
    expect(after.events.map((e) => `${e.type} ${e.resourceId}`).sort()).toStrictEqual(good.map(({ i, id }) => `position.opened ${id}:${ticket(i)}`).sort())
    // The touched ticket is gone at the terminal: removed and announced closed, once, for its own account only.
    expect((await sync(true)).every(Exit.isSuccess)).toBe(true)
    const closed = await stored()
    expect(closed.positions).toStrictEqual([])
    expect(closed.events.filter((e) => e.type === "position.closed").map((e) => e.resourceId).sort())
      .toStrictEqual(good.map(({ i, id }) => `${id}:${ticket(i)}`).sort())
  })
  // Together they share batches (JSON recordsets); one at a time each is a batch of one: a trade of one deal and one
  // position as scalar parameters, one of two deals as array parameters. Then each position is closed the same way.
  it.each([["together", "unbounded", 1], ["one at a time", 1, 1], ["one at a time, two deals each", 1, 2]] as const)("record with the order's trade, %s: deals (linked to the order), positions and their events in the order's statement; a poisoned trade never stops the record", async (_, concurrency, dealsEach) => {
    const placed = Array.from({ length: 16 }, () => newOrder({ type: "market", price: null }))
    await run(Effect.gen(function*() {
      const idempotency = yield* Idempotency
      for (const o of placed) expect(yield* idempotency.start(claimOf(o))).toStrictEqual({ _tag: "Run", persisted: true, plan: "enterprise" })
    }))
    const poisoned = new Set([2, 9])
    const base = concurrency === 1 ? 100000 * dealsEach : 300000
    const ticket = (i: number) => String(base + i)
    const items = placed.map((o, i) => {
      const order = Order.make({
        id: o.id, accountId, clientOrderId: null, symbol: o.symbol, side: o.side, type: o.type, intent: o.intent,
        brokerPositionId: ticket(i), volume: o.volume as Order["volume"], stopLoss: null, takeProfit: null, state: "filled",
        stateDetail: null, needsReconciliation: false, retcode: 10009, retcodeText: "done", brokerOrderId: ticket(i),
        brokerDealId: String(base + 2000 + i), filledVolume: o.volume as Order["volume"], filledPrice: "1.1" as Order["filledPrice"],
        sentAt: new Date(), settledAt: new Date(), reconciledAt: null, createdAt: new Date(), price: null,
        stopLimitPrice: null, expiration: null, deviationPoints: null
      })
      // The broker's comment is not the order's tag: the deal is linked to the order all the same.
      const deal = {
        ticket: String(base + 2000 + i), order: ticket(i), positionId: ticket(i), time: Date.now(), brokerTime: "2026-01-01 00:00:00",
        type: 0, entry: 0, reason: 3, symbol: "EURUSD", volume: poisoned.has(i) ? "not a number" : "0.10", price: "1.1",
        commission: "-0.5", swap: "0", profit: "0", fee: "0", magic: 1, comment: "changed by the broker"
      } as unknown as TerminalDeal
      const position = {
        ticket: ticket(i), identifier: ticket(i), symbol: "EURUSD", type: 0, time: Date.now(), brokerTime: "2026-01-01 00:00:00",
        timeUpdate: Date.now(), volume: "0.10", priceOpen: "1.1", priceCurrent: "1.1", sl: null, tp: null, swap: "0",
        profit: "0", magic: 1, comment: "", reason: 3
      } as unknown as TerminalPosition
      const deals = dealsEach === 1 ? [deal] : [deal, { ...deal, ticket: String(base + 4000 + i) }]
      return { o, order, deal, trade: { deals, positions: [position], touched: [ticket(i)], observedAt: new Date() } }
    })
    const exits = await run(Effect.gen(function*() {
      const store = yield* TradingStore
      return yield* Effect.all(items.map(({ o, order, trade }) =>
        Effect.exit(store.record(
          { order, previousState: "sending", events: ["order.resolved", "order.filled"], trade },
          { workspaceId, key: `k-${o.id}`, requestId: "req_test", retryable: false }
        ))), { concurrency })
    }))
    exits.forEach((exit) => expect(Exit.isSuccess(exit)).toBe(true))
    const rows = await run(Effect.gen(function*() {
      const sql = yield* PgClient.PgClient
      return yield* sql<{ id: string; state: string; status: number | null; deals: number; positions: number; events: Array<string> }>`
        select o.id, o.state,
          (select k.status from idempotency_keys k where k.workspace_id = o.workspace_id and k.order_id = o.id) as status,
          (select count(*)::int from deals d where d.order_id = o.id) as deals,
          (select count(*)::int from positions p where p.account_id = o.account_id and p.broker_position_id = o.broker_position_id) as positions,
          (select array_agg(e.type order by e.created_at) from events e
            where e.resource_id in (o.id::text, o.account_id::text || ':' || o.broker_position_id)) as events
        from orders o where o.id in ${sql.in(placed.map((o) => o.id))}`
    }))
    const byId = new Map(rows.map((r) => [r.id, r]))
    placed.forEach((o, i) => {
      // A poisoned deal's trade is left to the next sync pass (its position too: the trade is written whole or not).
      expect(byId.get(o.id)).toStrictEqual(poisoned.has(i)
        ? { id: o.id, state: "filled", status: 200, deals: 0, positions: 0, events: ["order.resolved", "order.filled"] }
        : { id: o.id, state: "filled", status: 200, deals: dealsEach, positions: 1, events: ["order.resolved", "order.filled", "position.opened"] })
    })

    // Closing each position (its ticket touched, no longer reported): deleted and announced closed, in the statement
    // of the closing order's record; its deal linked to that order.
    const closing = placed.map(() => newOrder({ type: "market", price: null }))
    await run(Effect.gen(function*() {
      const idempotency = yield* Idempotency
      for (const o of closing) yield* idempotency.start(claimOf(o))
    }))
    const closed = await run(Effect.gen(function*() {
      const store = yield* TradingStore
      return yield* Effect.all(closing.map((o, i) =>
        Effect.exit(store.record(
          {
            order: new Order({ ...items[i]!.order, id: o.id }, true),
            previousState: "sending",
            events: ["order.resolved", "order.filled"],
            trade: {
              deals: [{ ...items[i]!.deal, ticket: String(base + 6000 + i), entry: 1, volume: "0.10" as never }],
              positions: [],
              touched: [ticket(i)],
              observedAt: new Date()
            }
          },
          { workspaceId, key: `k-${o.id}`, requestId: "req_test", retryable: false }
        ))), { concurrency })
    }))
    closed.forEach((exit) => expect(Exit.isSuccess(exit)).toBe(true))
    const afterClose = await run(Effect.gen(function*() {
      const sql = yield* PgClient.PgClient
      return yield* sql<{ id: string; deals: number; positions: number; closedEvents: number }>`
        select o.id,
          (select count(*)::int from deals d where d.order_id = o.id) as deals,
          (select count(*)::int from positions p where p.account_id = o.account_id and p.broker_position_id = o.broker_position_id) as positions,
          (select count(*)::int from events e where e.type = 'position.closed'
            and e.resource_id = o.account_id::text || ':' || o.broker_position_id) as closed_events
        from orders o where o.id in ${sql.in(closing.map((o) => o.id))}`
    }))
    const closedById = new Map(afterClose.map((r) => [r.id, r]))
    // A poisoned open left no position (the next sync pass writes it): its close announces nothing.
    closing.forEach((o, i) =>
      expect(closedById.get(o.id)).toStrictEqual({ id: o.id, deals: 1, positions: 0, closedEvents: poisoned.has(i) ? 0 : 1 }))
  })

  it("a trade recorded with its order wakes the copier only while a subscription copies", async () => {
    const recordFilled = (ticket: number) =>
      Effect.gen(function*() {
        const o = newOrder({ type: "market", price: null })
        yield* (yield* Idempotency).start(claimOf(o))
        const order = Order.make({
          id: o.id, accountId, clientOrderId: null, symbol: o.symbol, side: o.side, type: o.type, intent: o.intent,
          brokerPositionId: String(ticket), volume: o.volume as Order["volume"], stopLoss: null, takeProfit: null, state: "filled",
          stateDetail: null, needsReconciliation: false, retcode: 10009, retcodeText: "done", brokerOrderId: String(ticket),
          brokerDealId: String(ticket + 1), filledVolume: o.volume as Order["volume"], filledPrice: "1.1" as Order["filledPrice"],
          sentAt: new Date(), settledAt: new Date(), reconciledAt: null, createdAt: new Date(), price: null,
          stopLimitPrice: null, expiration: null, deviationPoints: null
        })
        const deal = {
          ticket: String(ticket + 1), order: String(ticket), positionId: String(ticket), time: Date.now(), brokerTime: "2026-01-01 00:00:00",
          type: 0, entry: 0, reason: 3, symbol: "EURUSD", volume: "0.10", price: "1.1", commission: "0", swap: "0", profit: "0",
          fee: "0", magic: 1, comment: o.requestTag
        } as unknown as TerminalDeal
        const wakes = yield* (yield* DealSignals).subscribe
        yield* (yield* TradingStore).record(
          { order, previousState: "sending", events: ["order.filled"], trade: { deals: [deal], positions: [], touched: [], observedAt: new Date() } },
          { workspaceId, key: `k-${o.id}`, requestId: "req_test", retryable: false }
        )
        return [...yield* Queue.takeAll(wakes)]
      }).pipe(Effect.scoped)
    // Nothing copies: the copier would find nothing to do, so it is not woken (its poll still runs every second).
    expect(await run(recordFilled(400000))).toStrictEqual([])
    await run(Effect.gen(function*() {
      const sql = yield* PgClient.PgClient
      const strategy = randomUUID()
      yield* sql`
        insert into copy_strategies (id, workspace_id, account_id, name, status, master_always_on)
        values (${strategy}, ${workspaceId}, ${accountId}, 's', 'active', false)`
      yield* sql`
        insert into copy_subscriptions (id, strategy_id, workspace_id, account_id, status, settings)
        values (${randomUUID()}, ${strategy}, ${workspaceId}, ${randomUUID()}, 'active', '{}'::jsonb)`
    }))
    expect(await run(recordFilled(400010))).toStrictEqual([accountId])
  })
})
