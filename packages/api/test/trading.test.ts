import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { randomUUID } from "node:crypto"
import pg from "pg"
import { client, startTestServer, type Reply, type TestServer } from "./support/testServer.js"

let server: TestServer
beforeAll(async () => { server = await startTestServer() })
afterAll(async () => { await server.stop() })

let nextLogin = 300000
const api = () => client(server.url, server.keyA)
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

const onlineAccount = async (mode = "cold") => {
  const a = (await api()("POST", "/v1/accounts", { login: String(nextLogin++), server: "SimBroker-Demo", password: "pw", mode })).body.data
  if (mode !== "warm_on_demand") {
    await api()("POST", `/v1/accounts/${a.id}/warm`)
    for (let i = 0; i < 200; i++) {
      const s = await api()("GET", `/v1/accounts/${a.id}/status`)
      if (s.body?.data === undefined) throw new Error(s.text)
      if (s.body.data.state === "ready") break
      await sleep(25)
    }
  }
  return a.id as string
}

const market = (accountId: string, body: Record<string, unknown>, key: string = randomUUID()): Promise<Reply> =>
  api()("POST", `/v1/accounts/${accountId}/orders/market`, { side: "buy", symbol: "EURUSD", volume: "0.10", ...body }, { "idempotency-key": key })

const waitOrder = async (orderId: string, done: (o: { state: string; needsReconciliation: boolean }) => boolean) => {
  for (let i = 0; i < 300; i++) {
    const o = (await api()("GET", `/v1/orders/${orderId}`)).body.data
    if (done(o)) return o
    await sleep(50)
  }
  throw new Error("order did not settle")
}

describe("market orders", () => {
  it("fills and returns the authoritative record", async () => {
    const id = await onlineAccount()
    const r = await market(id, { clientOrderId: "my-ref-1", deviationPoints: 20 })
    expect(r.status).toBe(200)
    expect(r.body.data).toMatchObject({
      accountId: id, clientOrderId: "my-ref-1", symbol: "EURUSD", side: "buy", type: "market", intent: "open",
      volume: "0.10", state: "filled", needsReconciliation: false, retcode: 10009, filledVolume: "0.10", deviationPoints: 20
    })
    expect(r.body.data.filledPrice).toMatch(/^\d+\.\d+$/)
    expect(r.body.data.brokerOrderId).toMatch(/^\d+$/)
    expect(r.body.data.sentAt).not.toBeNull()
    expect(r.body.data.settledAt).not.toBeNull()
    expect(r.headers.get("svc-request-id")).toBe(r.body.requestId)
  })

  it("requires an Idempotency-Key", async () => {
    const id = await onlineAccount()
    const r = await api()("POST", `/v1/accounts/${id}/orders/market`, { side: "buy", symbol: "EURUSD", volume: "0.10" })
    expect(r.status).toBe(400)
    expect(r.body.error.details[0].field).toBe("idempotency-key")
  })

  it("a retry with the same key returns the first answer byte for byte and trades once", async () => {
    const id = await onlineAccount()
    const key = randomUUID()
    const first = await market(id, {}, key)
    const again = await market(id, {}, key)
    expect(again.status).toBe(first.status)
    expect(again.text).toBe(first.text)
    // The replay is the first response, its request id header included, and says it is a replay.
    expect(again.headers.get("svc-request-id")).toBe(first.headers.get("svc-request-id"))
    expect(again.headers.get("idempotent-replayed")).toBe("true")
    expect(first.headers.get("idempotent-replayed")).toBeNull()
    const list = await api()("GET", `/v1/orders?accountId=${id}`)
    expect(list.body.data).toHaveLength(1)
  })

  it("the same key for a different request is 409 IDEMPOTENCY_KEY_REUSED", async () => {
    const id = await onlineAccount()
    const key = randomUUID()
    await market(id, {}, key)
    const r = await market(id, { volume: "0.20" }, key)
    expect(r.status).toBe(409)
    expect(r.body.error.code).toBe("IDEMPOTENCY_KEY_REUSED")
  })

  it("concurrent duplicates: one trade, the others wait their turn or are told it is in flight", async () => {
    const id = await onlineAccount()
    const key = randomUUID()
    const replies = await Promise.all(Array.from({ length: 6 }, () => market(id, {}, key)))
    const ok = replies.filter((r) => r.status === 200)
    expect(ok.length).toBeGreaterThanOrEqual(1)
    for (const r of replies) expect([200, 409]).toContain(r.status)
    for (const r of replies.filter((x) => x.status === 409)) expect(r.body.error.code).toBe("IDEMPOTENCY_IN_FLIGHT")
    expect(new Set(ok.map((r) => r.body.data.id)).size).toBe(1)
    const list = await api()("GET", `/v1/orders?accountId=${id}`)
    expect(list.body.data).toHaveLength(1)
  })

  it("broker refusals are 422 ORDER_REJECTED with the retcode, and retryable only when it may help", async () => {
    const id = await onlineAccount()
    const requote = await market(id, { clientOrderId: "sim:requote-1" })
    expect(requote.status).toBe(422)
    expect(requote.body.error.code).toBe("ORDER_REJECTED")
    expect(requote.body.error.details[0]).toMatchObject({ retcode: 10004, retryable: true })
    const reject = await market(id, { clientOrderId: "sim:reject-1" })
    expect(reject.body.error.details[0]).toMatchObject({ retcode: 10006, retryable: false })
    const volume = await market(id, { volume: "0.001" })
    expect(volume.body.error.details[0].retcode).toBe(10014)
    const closed = await market(id, { symbol: "SIM.CLOSED" })
    expect(closed.body.error.details[0].retcode).toBe(10018)
    const money = await market(id, { symbol: "XAUUSD", volume: "50" })
    expect(money.body.error.details[0].retcode).toBe(10019)
    const order = (await api()("GET", `/v1/orders/${reject.body.error.details[0].orderId}`)).body.data
    expect(order).toMatchObject({ state: "rejected", retcode: 10006 })
  })

  it("a request lost before the broker is 502 SEND_FAILED and the order is failed", async () => {
    const id = await onlineAccount()
    const r = await market(id, { clientOrderId: "sim:lost-1" })
    expect(r.status).toBe(502)
    expect(r.body.error.code).toBe("SEND_FAILED")
    const order = (await api()("GET", `/v1/orders/${r.body.error.details[0].orderId}`)).body.data
    expect(order.state).toBe("failed")
  })

  it("a lost reply is 502 ORDER_UNRESOLVED; reconciliation finds the fill; a retry answers the truth, never resends", async () => {
    const id = await onlineAccount()
    const key = randomUUID()
    const r = await market(id, { clientOrderId: "sim:no-reply-1" }, key)
    expect(r.status).toBe(502)
    expect(r.body.error.code).toBe("ORDER_UNRESOLVED")
    const orderId = r.body.error.details[0].orderId
    const o = await waitOrder(orderId, (x) => !x.needsReconciliation)
    expect(o).toMatchObject({ state: "filled", needsReconciliation: false, filledVolume: "0.10" })
    expect(o.reconciledAt).not.toBeNull()
    const replay = await market(id, { clientOrderId: "sim:no-reply-1" }, key)
    expect(replay.status).toBe(200)
    expect(replay.body.data.id).toBe(orderId)
    expect((await api()("GET", `/v1/orders?accountId=${id}`)).body.data).toHaveLength(1)
    if (server.databaseUrl !== undefined) {
      const c = new pg.Client({ connectionString: server.databaseUrl })
      await c.connect()
      const events = await c.query("select type from events where resource_id = $1 order by created_at, id", [orderId])
      await c.end()
      expect(events.rows.map((e) => e.type)).toEqual(["order.unresolved", "order.resolved", "order.filled"])
    }
  })

  it("offline cold accounts answer 409 ACCOUNT_NOT_READY; warm_on_demand accounts come online for the order", async () => {
    const cold = (await api()("POST", "/v1/accounts", { login: String(nextLogin++), server: "SimBroker-Demo", password: "pw" })).body.data
    const r = await market(cold.id, {})
    expect(r.status).toBe(409)
    expect(r.body.error.code).toBe("ACCOUNT_NOT_READY")
    const lazy = await onlineAccount("warm_on_demand")
    const o = await market(lazy, {})
    expect(o.status).toBe(200)
    expect(o.body.data.state).toBe("filled")
    expect((await api()("GET", `/v1/accounts/${lazy}/status`)).body.data.state).toBe("ready")
  })

  it("a refusal before sending leaves no order behind and frees the key for the same request later", async () => {
    const a = (await api()("POST", "/v1/accounts", { login: String(nextLogin++), server: "SimBroker-Demo", password: "pw" })).body.data
    const key = randomUUID()
    const refused = await market(a.id, { clientOrderId: "refused-then-sent" }, key)
    expect(refused.status).toBe(409)
    expect(refused.body.error.code).toBe("ACCOUNT_NOT_READY")
    const listed = await api()("GET", `/v1/orders?accountId=${a.id}`)
    expect(listed.body.data).toEqual([])
    expect((await api()("POST", `/v1/accounts/${a.id}/warm`)).status).toBe(202)
    for (let i = 0; i < 200; i++) {
      if ((await api()("GET", `/v1/accounts/${a.id}/status`)).body.data.state === "ready") break
      await sleep(25)
    }
    const sent = await market(a.id, { clientOrderId: "refused-then-sent" }, key)
    expect(sent.status).toBe(200)
    expect(sent.body.data.state).toBe("filled")
    const after = await api()("GET", `/v1/orders?accountId=${a.id}`)
    expect(after.body.data.map((o: { id: string }) => o.id)).toEqual([sent.body.data.id])
  })

  it("an account needing a human answers 409 NEEDS_OPERATOR", async () => {
    const a = (await api()("POST", "/v1/accounts", { login: String(nextLogin++), server: "SimBroker-Demo", password: "refuse", mode: "warm_on_demand" })).body.data
    const r = await market(a.id, {})
    expect(r.status).toBe(409)
    expect(r.body.error.code).toBe("NEEDS_OPERATOR")
  })

  it("another workspace's account is 404 and its orders are never listed", async () => {
    const id = await onlineAccount()
    const o = await market(id, {})
    const other = client(server.url, server.keyB)
    const r = await other("POST", `/v1/accounts/${id}/orders/market`, { side: "buy", symbol: "EURUSD", volume: "0.10" }, { "idempotency-key": randomUUID() })
    expect(r.status).toBe(404)
    expect(r.body.error.code).toBe("ACCOUNT_NOT_FOUND")
    expect((await other("GET", `/v1/orders/${o.body.data.id}`)).status).toBe(404)
    expect((await other("GET", "/v1/orders")).body.data.map((x: { id: string }) => x.id)).not.toContain(o.body.data.id)
  })
})

describe("positions, closes and modifies", () => {
  it("close in part and in full, modify stops; positions and deals follow", async () => {
    const id = await onlineAccount()
    const open = await market(id, { volume: "0.30" })
    const positionId = open.body.data.brokerPositionId
    expect(positionId).toMatch(/^\d+$/)
    const snap = await api()("POST", `/v1/accounts/${id}/reconcile`)
    expect(snap.status).toBe(200)
    expect(snap.body.data.positions.map((p: { brokerPositionId: string }) => p.brokerPositionId)).toContain(positionId)
    const row = snap.body.data.positions.find((p: { brokerPositionId: string }) => p.brokerPositionId === positionId)
    expect(row).toMatchObject({ symbol: "EURUSD", side: "buy", volume: "0.3" === row.volume ? "0.3" : "0.30" })
    expect(row.observedAt).toBe(snap.body.data.observedAt)

    const price = Number(open.body.data.filledPrice)
    const modify = await api()("POST", `/v1/accounts/${id}/positions/${positionId}/modify`, { stopLoss: (price - 0.01).toFixed(5) })
    expect(modify.status).toBe(200)
    expect(modify.body.data).toMatchObject({ intent: "modify", state: "completed" })

    const part = await api()("POST", `/v1/accounts/${id}/positions/${positionId}/close`, { volume: "0.10" }, { "idempotency-key": randomUUID() })
    expect(part.status).toBe(200)
    expect(part.body.data).toMatchObject({ intent: "close", state: "filled", filledVolume: "0.10", side: "sell" })
    const rest = await api()("POST", `/v1/accounts/${id}/positions/${positionId}/close`, {}, { "idempotency-key": randomUUID() })
    expect(rest.body.data).toMatchObject({ intent: "close", state: "filled" })
    const after = await api()("POST", `/v1/accounts/${id}/reconcile`)
    expect(after.body.data.positions.map((p: { brokerPositionId: string }) => p.brokerPositionId)).not.toContain(positionId)

    const gone = await api()("POST", `/v1/accounts/${id}/positions/${positionId}/close`, {}, { "idempotency-key": randomUUID() })
    expect(gone.status).toBe(404)

    const deals = (await api()("GET", `/v1/accounts/${id}/deals`)).body.data
    expect(deals.some((d: { dealType: string }) => d.dealType === "balance")).toBe(true)
    const mine = deals.filter((d: { orderId: string | null }) => d.orderId === open.body.data.id)
    expect(mine).toHaveLength(1)
    expect(mine[0]).toMatchObject({ entry: "in", symbol: "EURUSD" })
    const times = deals.map((d: { dealtAt: string }) => d.dealtAt)
    expect([...times].sort()).toEqual(times)
    const orderDeals = (await api()("GET", `/v1/orders/${rest.body.data.id}/deals`)).body.data
    expect(orderDeals[0]).toMatchObject({ entry: "out" })
  })
})

describe("right after a fill", () => {
  it("positions and the order's deals show it at once; a close removes the position at once", async () => {
    const id = await onlineAccount()
    const open = await market(id, { volume: "0.20" })
    expect(open.status, open.text).toBe(200)
    const positionId = open.body.data.brokerPositionId
    // No reconcile and no sync pass in between: the answer's own trade is already stored.
    const positions = (await api()("GET", `/v1/accounts/${id}/positions`)).body.data.positions
    expect(positions.map((p: { brokerPositionId: string }) => p.brokerPositionId)).toContain(positionId)
    const deals = (await api()("GET", `/v1/orders/${open.body.data.id}/deals`)).body.data
    expect(deals).toHaveLength(1)
    expect(deals[0]).toMatchObject({ volume: "0.20", price: open.body.data.filledPrice })

    const close = await api()("POST", `/v1/accounts/${id}/positions/${positionId}/close`, {}, { "idempotency-key": randomUUID() })
    expect(close.status, close.text).toBe(200)
    const after = (await api()("GET", `/v1/accounts/${id}/positions`)).body.data.positions
    expect(after.map((p: { brokerPositionId: string }) => p.brokerPositionId)).not.toContain(positionId)
    expect((await api()("GET", `/v1/orders/${close.body.data.id}/deals`)).body.data).toHaveLength(1)
  })
})

describe("pending orders", () => {
  it("places, modifies and cancels; a triggered order cannot be cancelled", async () => {
    const id = await onlineAccount()
    const quote = (await api()("GET", `/v1/accounts/${id}/quotes?symbols=EURUSD`)).body.data[0]
    const far = (Number(quote.ask) - 0.05).toFixed(5)
    const placed = await api()("POST", `/v1/accounts/${id}/orders/pending`, { kind: "buy_limit", symbol: "EURUSD", volume: "0.10", price: far }, { "idempotency-key": randomUUID() })
    expect(placed.status, placed.text).toBe(200)
    expect(placed.body.data).toMatchObject({ type: "buy_limit", state: "working", price: far, retcode: 10008 })
    const farther = (Number(quote.ask) - 0.06).toFixed(5)
    const modified = await api()("POST", `/v1/orders/${placed.body.data.id}/modify`, { price: farther })
    expect(modified.status, modified.text).toBe(200)
    expect(modified.body.data).toMatchObject({ intent: "modify", state: "completed" })
    expect((await api()("GET", `/v1/orders/${placed.body.data.id}`)).body.data.price).toBe(farther)
    const cancelled = await api()("POST", `/v1/orders/${placed.body.data.id}/cancel`, {})
    expect(cancelled.status, cancelled.text).toBe(200)
    expect(cancelled.body.data).toMatchObject({ intent: "cancel", state: "completed" })
    expect((await api()("GET", `/v1/orders/${placed.body.data.id}`)).body.data.state).toBe("cancelled")
    // Cancelled already: answered from the record with the order as it stands, and nothing goes to the broker (no
    // cancel request is recorded), with or without a key, as often as asked.
    const count = async () => (await api()("GET", `/v1/orders?accountId=${id}&limit=200`)).body.data.length as number
    const before = await count()
    for (const headers of [{}, { "idempotency-key": randomUUID() }]) {
      const again = await api()("POST", `/v1/orders/${placed.body.data.id}/cancel`, {}, headers)
      expect(again.status, again.text).toBe(200)
      expect(again.body.data).toMatchObject({ id: placed.body.data.id, intent: "open", type: "buy_limit", state: "cancelled" })
    }
    expect(await count()).toBe(before)

    const near = (Number(quote.ask) - 0.002).toFixed(5)
    const trigger = await api()("POST", `/v1/accounts/${id}/orders/pending`, { kind: "buy_limit", symbol: "EURUSD", volume: "0.10", price: near }, { "idempotency-key": randomUUID() })
    expect(trigger.status, trigger.text).toBe(200)
    // The market falls through the limit: the order triggers at the broker.
    await server.sim((sim) => sim.setBid("EURUSD", (Number(near) - 0.01).toFixed(5)))
    await api()("POST", `/v1/accounts/${id}/reconcile`)
    const filled = (await api()("GET", `/v1/orders/${trigger.body.data.id}`)).body.data
    expect(filled).toMatchObject({ state: "filled", filledVolume: "0.10" })
    const orders = await count()
    const late = await api()("POST", `/v1/orders/${trigger.body.data.id}/cancel`, {})
    expect(late.status).toBe(422)
    expect(late.body.error.code).toBe("ORDER_REJECTED")
    expect(late.body.error.details[0]).toMatchObject({ orderId: trigger.body.data.id, state: "filled", retcode: 10035, retryable: false })
    // Known from the record: the broker was not asked.
    expect(await count()).toBe(orders)
  })

  it("stop-limit kinds need stopLimitPrice", async () => {
    const id = await onlineAccount()
    const r = await api()("POST", `/v1/accounts/${id}/orders/pending`, { kind: "buy_stop_limit", symbol: "EURUSD", volume: "0.10", price: "1.5" }, { "idempotency-key": randomUUID() })
    expect(r.status).toBe(400)
    expect(r.body.error.details[0].field).toBe("stopLimitPrice")
  })
})

describe("reads", () => {
  it("quotes: symbols and instruments, unknown symbols, closed markets, limits", async () => {
    const id = await onlineAccount()
    const r = await api()("GET", `/v1/accounts/${id}/quotes?symbols=EURUSD,NOPE,SIM.CLOSED&instruments=gbpusd`)
    expect(r.status).toBe(200)
    const [eur, nope, closed, gbp] = r.body.data
    expect(eur).toMatchObject({ symbol: "EURUSD", status: "ok", digits: 5, stale: false, marketOpen: true, instrument: null })
    expect(eur.brokerTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}$/)
    expect(nope).toMatchObject({ symbol: "NOPE", status: "unknown_symbol" })
    expect(closed).toMatchObject({ symbol: "SIM.CLOSED", marketOpen: false, stale: false })
    expect(gbp).toMatchObject({ symbol: "GBPUSD", instrument: "gbpusd", status: "ok" })
    const many = Array.from({ length: 21 }, (_, i) => `S${i}`).join(",")
    expect((await api()("GET", `/v1/accounts/${id}/quotes?symbols=${many}`)).status).toBe(400)
    const offline = (await api()("POST", "/v1/accounts", { login: String(nextLogin++), server: "SimBroker-Demo", password: "pw" })).body.data
    const nr = await api()("GET", `/v1/accounts/${offline.id}/quotes?symbols=EURUSD`)
    expect(nr.status).toBe(409)
    expect(nr.body.error.code).toBe("ACCOUNT_NOT_READY")
  })

  it("the live quote budget: cache hits are free; beyond the burst, 429 with retry-after", async () => {
    const id = await onlineAccount()
    // Identical calls inside the cache window cost one live call between them.
    const burst = await Promise.all(Array.from({ length: 40 }, () => api()("GET", `/v1/accounts/${id}/quotes?symbols=EURUSD`)))
    expect(burst.every((r) => r.status === 200)).toBe(true)
    // Rotating symbols keeps missing the cache, faster than the budget refills.
    const symbols = ["EURUSD", "GBPUSD", "USDJPY", "XAUUSD", "US30", "BTCUSD"]
    let limited: Reply | undefined
    for (let i = 0; i < 400 && limited === undefined; i++) {
      const r = await api()("GET", `/v1/accounts/${id}/quotes?symbols=${symbols[i % symbols.length]}`)
      if (r.status === 429) limited = r
      else expect(r.status).toBe(200)
      if (i % symbols.length === symbols.length - 1) await sleep(260)
    }
    expect(limited).toBeDefined()
    expect(limited!.body.error.code).toBe("RATE_LIMITED")
    expect(Number(limited!.headers.get("retry-after"))).toBeGreaterThanOrEqual(1)
  }, 60_000)

  it("calculate margin and profit; NO_RUNTIME offline", async () => {
    const id = await onlineAccount()
    const margin = await api()("POST", `/v1/accounts/${id}/calculate`, { kind: "margin", symbol: "EURUSD", side: "buy", volume: "1", price: "1.10000" })
    expect(margin.status).toBe(200)
    expect(margin.body.data.kind).toBe("margin")
    expect(Number(margin.body.data.value)).toBeGreaterThan(0)
    const profit = await api()("POST", `/v1/accounts/${id}/calculate`, { kind: "profit", symbol: "EURUSD", side: "buy", volume: "1", openPrice: "1.10000", closePrice: "1.10100" })
    expect(profit.body.data).toEqual({ kind: "profit", value: expect.stringMatching(/^100(\.0+)?$/) })
    const unknown = await api()("POST", `/v1/accounts/${id}/calculate`, { kind: "margin", symbol: "NOPE", side: "buy", volume: "1", price: "1" })
    expect(unknown.body.data.value).toBeNull()
    const offline = (await api()("POST", "/v1/accounts", { login: String(nextLogin++), server: "SimBroker-Demo", password: "pw" })).body.data
    const r = await api()("POST", `/v1/accounts/${offline.id}/calculate`, { kind: "margin", symbol: "EURUSD", side: "buy", volume: "1", price: "1.1" })
    expect(r.status).toBe(409)
    expect(r.body.error.code).toBe("NO_RUNTIME")
  })

  it("orders list: newest first, cursor pages, filters", async () => {
    const id = await onlineAccount()
    const made: Array<string> = []
    for (let i = 0; i < 5; i++) made.push((await market(id, { clientOrderId: `page-${i}` })).body.data.id)
    const first = await api()("GET", `/v1/orders?accountId=${id}&limit=2`)
    expect(first.body.data.map((o: { id: string }) => o.id)).toEqual([made[4], made[3]])
    expect(first.body.page.hasMore).toBe(true)
    const second = await api()("GET", `/v1/orders?accountId=${id}&limit=2&cursor=${first.body.page.nextCursor}`)
    expect(second.body.data.map((o: { id: string }) => o.id)).toEqual([made[2], made[1]])
    const third = await api()("GET", `/v1/orders?accountId=${id}&limit=2&cursor=${second.body.page.nextCursor}`)
    expect(third.body.data.map((o: { id: string }) => o.id)).toEqual([made[0]])
    expect(third.body.page).toEqual({ hasMore: false, nextCursor: null })
    const byRef = await api()("GET", `/v1/orders?clientOrderId=page-3`)
    expect(byRef.body.data.map((o: { id: string }) => o.id)).toEqual([made[3]])
    const filled = await api()("GET", `/v1/orders?accountId=${id}&state=filled&createdAfter=2000-01-01T00:00:00Z&createdBefore=2999-01-01T00:00:00Z`)
    expect(filled.body.data).toHaveLength(5)
    for (const bad of ["limit=0", "limit=201", "state=done", "cursor=garbage", `clientOrderId=${"x".repeat(33)}`, "createdAfter=yesterday"]) {
      expect((await api()("GET", `/v1/orders?${bad}`)).status, bad).toBe(400)
    }
  })
})

describe("deleting an account that traded", () => {
  it("refuses with open positions unless forced, and reports what it removed", async () => {
    const id = await onlineAccount()
    await market(id, {})
    await api()("POST", `/v1/accounts/${id}/reconcile`)
    const refused = await api()("DELETE", `/v1/accounts/${id}`)
    expect(refused.status).toBe(409)
    expect(refused.body.error.code).toBe("ACCOUNT_HAS_POSITIONS")
    expect((await api()("GET", `/v1/accounts/${id}/status`)).body.data.state).toBe("ready")
    const forced = await api()("DELETE", `/v1/accounts/${id}?force=true`)
    expect(forced.status).toBe(200)
    expect(forced.body.data.removed.orders).toBe(1)
    expect(forced.body.data.removed.positions).toBe(1)
    expect(forced.body.data.removed.deals).toBeGreaterThanOrEqual(2)
    expect((await api()("GET", `/v1/orders?accountId=${id}`)).body.data).toEqual([])
  })
})

describe("kill switches", () => {
  it("an account or a whole workspace with trading disabled answers 409 TRADING_DISABLED", async () => {
    if (server.databaseUrl === undefined) return
    const id = await onlineAccount()
    const c = new pg.Client({ connectionString: server.databaseUrl })
    await c.connect()
    try {
      await c.query("update accounts set trading_disabled = true where id = $1", [id])
      const byAccount = await market(id, {})
      expect(byAccount.status).toBe(409)
      expect(byAccount.body.error.code).toBe("TRADING_DISABLED")
      await c.query("update accounts set trading_disabled = false where id = $1", [id])
      await c.query("update workspaces set trading_disabled = true where id = (select workspace_id from accounts where id = $1)", [id])
      const byWorkspace = await market(id, {})
      expect(byWorkspace.body.error.code).toBe("TRADING_DISABLED")
      expect(byWorkspace.body.error.message).toContain("workspace")
      // Nothing was recorded or sent while the switch was on.
      expect((await api()("GET", `/v1/orders?accountId=${id}`)).body.data).toEqual([])
    } finally {
      await c.query("update workspaces set trading_disabled = false")
      await c.end()
    }
  })
})
