import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { randomUUID } from "node:crypto"
import { client, startTestServer, type Reply, type TestServer } from "./support/testServer.js"
import { startReceiver, type Receiver } from "./support/webhooks.js"

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

// Small allowances through the operator's override, so the edges are reached in a few calls.
const overrides = {
  free: { accountsConnected: 2, ordersPerMonth: 2 },
  // Multi-account orders do not count as orders: the wave test below is not touched by the order allowance.
  starter: { wavesPerMonth: 1, ordersPerMonth: 1 }
}

let free: TestServer
let starter: TestServer
let receiver: Receiver
beforeAll(async () => {
  ;[free, starter, receiver] = await Promise.all([
    startTestServer({ env: { SVC_BOOTSTRAP_PLAN: "free", SVC_PLANS: JSON.stringify(overrides) } }),
    startTestServer({ env: { SVC_BOOTSTRAP_PLAN: "starter", SVC_PLANS: JSON.stringify(overrides), SVC_WEBHOOK_ALLOW_INSECURE_TARGETS: "true" } }),
    startReceiver()
  ])
})
afterAll(async () => { await Promise.all([free?.stop(), starter?.stop(), receiver?.close()]) })

let nextLogin = 700000
const connect = (server: TestServer, mode = "cold") =>
  client(server.url, server.keyA)("POST", "/v1/accounts", { login: String(nextLogin++), server: "SimBroker-Demo", password: "pw", mode })

const online = async (api: ReturnType<typeof client>, id: string) => {
  await api("POST", `/v1/accounts/${id}/warm`)
  for (let i = 0; i < 200; i++) {
    if ((await api("GET", `/v1/accounts/${id}/status`)).body.data.state === "ready") return
    await sleep(25)
  }
  throw new Error("account did not come online")
}

const market = (api: ReturnType<typeof client>, id: string, key: string = randomUUID()): Promise<Reply> =>
  api("POST", `/v1/accounts/${id}/orders/market`, { side: "buy", symbol: "EURUSD", volume: "0.10" }, { "idempotency-key": key })

const movePlan = (server: TestServer, plan: string) =>
  server.sql(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`update workspaces set plan = ${plan}`))

describe("allowances", () => {
  it("refuses opening past the allowances with 402 QUOTA_EXCEEDED, never closing or modifying; usage shows it", async () => {
    const api = client(free.url, free.keyA)
    const first = await connect(free)
    expect(first.status).toBe(201)
    expect((await connect(free)).status).toBe(201)
    const third = await connect(free)
    expect(third.status).toBe(402)
    expect(third.body.error.code).toBe("QUOTA_EXCEEDED")
    expect(third.body.error.details[0]).toMatchObject({ allowance: "accountsConnected", limit: 2, used: 2, plan: "free" })

    const id = first.body.data.id as string
    await online(api, id)
    const key = randomUUID()
    const one = await market(api, id, key)
    expect(one.status).toBe(200)
    expect((await market(api, id)).status).toBe(200)
    const over = await market(api, id)
    expect(over.status).toBe(402)
    expect(over.body.error.code).toBe("QUOTA_EXCEEDED")
    expect(over.body.error.details[0]).toMatchObject({ allowance: "ordersPerMonth", limit: 2, used: 2 })
    // The refused order left nothing behind: two orders on record.
    expect((await api("GET", `/v1/orders?accountId=${id}`)).body.data).toHaveLength(2)
    // A retry of an order already placed is its first answer, not a refusal.
    const replay = await market(api, id, key)
    expect(replay.status).toBe(200)
    expect(replay.text).toBe(one.text)

    // Modifying and closing at the allowance are never refused.
    const positionId = one.body.data.brokerPositionId as string
    const price = Number(one.body.data.filledPrice)
    const modify = await api("POST", `/v1/accounts/${id}/positions/${positionId}/modify`, { stopLoss: (price - 0.01).toFixed(5) }, { "idempotency-key": randomUUID() })
    expect(modify.status).toBe(200)
    const close = await api("POST", `/v1/accounts/${id}/positions/${positionId}/close`, {}, { "idempotency-key": randomUUID() })
    expect(close.status).toBe(200)
    expect(close.body.data.state).toBe("filled")

    const usage = await api("GET", "/v1/billing/usage")
    expect(usage.status).toBe(200)
    const now = new Date()
    expect(usage.body.data).toEqual({
      plan: "free",
      planName: "Free",
      periodStart: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString(),
      periodEnd: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString(),
      features: { webhooks: false, waves: false, pendingOrders: false, alwaysOn: false, copyTrading: false, alertHooks: false },
      allowances: { accountsConnected: 2, ordersPerMonth: 2, wavesPerMonth: 0, accountsPerWave: 0 },
      used: { accountsConnected: 2, orders: 2, waves: 0, alertHooks: { hooks: 0, enabled: 0, alerts: 0 } }
    })
  })

  it("counts a month of multi-account orders: the one past the allowance is 402 QUOTA_EXCEEDED", async () => {
    const api = client(starter.url, starter.keyA)
    const account = (await connect(starter)).body.data.id as string
    const wave = () =>
      api("POST", "/v1/execution-waves", { accountIds: [account], order: { side: "buy", type: "market", symbol: "EURUSD", volume: "0.10" } }, { "idempotency-key": randomUUID() })
    expect((await wave()).status).toBe(202)
    const over = await wave()
    expect(over.status).toBe(402)
    expect(over.body.error.code).toBe("QUOTA_EXCEEDED")
    expect(over.body.error.details[0]).toMatchObject({ allowance: "wavesPerMonth", limit: 1, used: 1 })
    expect((await api("GET", "/v1/billing/usage")).body.data.used.waves).toBe(1)
  })

  it("at the order allowance a pending order is still modified and cancelled (cancels never count against it)", async () => {
    const api = client(starter.url, starter.keyA)
    const account = (await connect(starter)).body.data.id as string
    await online(api, account)
    const placed = await api("POST", `/v1/accounts/${account}/orders/pending`, { kind: "buy_limit", symbol: "EURUSD", volume: "0.10", price: "0.50000" }, { "idempotency-key": randomUUID() })
    expect(placed.status).toBe(200)
    const pendingId = placed.body.data.id as string
    // The workspace is exactly at its allowance: one more opening order is refused.
    const over = await market(api, account)
    expect(over.status).toBe(402)
    expect(over.body.error.details[0]).toMatchObject({ allowance: "ordersPerMonth", limit: 1, used: 1 })
    const moved = await api("POST", `/v1/orders/${pendingId}/modify`, { price: "0.40000" }, { "idempotency-key": randomUUID() })
    expect(moved.status).toBe(200)
    const cancelled = await api("POST", `/v1/orders/${pendingId}/cancel`, {}, { "idempotency-key": randomUUID() })
    expect(cancelled.status).toBe(200)
    expect((await api("GET", `/v1/orders/${pendingId}`)).body.data.state).toBe("cancelled")
    // Neither the modify nor the cancel was counted as an order opened.
    expect((await api("GET", "/v1/billing/usage")).body.data.used.orders).toBe(1)
  })

  it("enterprise's allowances are unlimited (null)", async () => {
    const server = await startTestServer()
    try {
      const usage = await client(server.url, server.keyA)("GET", "/v1/billing/usage")
      expect(usage.body.data.allowances).toEqual({ accountsConnected: null, ordersPerMonth: null, wavesPerMonth: null, accountsPerWave: 500 })
    } finally {
      await server.stop()
    }
  })

  it("a bad SVC_PLANS is refused at start", async () => {
    await expect(startTestServer({ env: { SVC_PLANS: JSON.stringify({ free: { ordersPerMonth: -1 } }) } })).rejects.toThrow(/SVC_PLANS/)
  })
})

describe("a downgrade re-gates what the plan no longer has", () => {
  it("webhook deliveries wait while the plan lacks webhooks, pending orders and waves are refused; back on a paid plan they go out", async () => {
    const api = client(starter.url, starter.keyB)
    receiver.respond = async () => ({ status: 200 })
    const ep = await api("POST", "/v1/webhooks", { url: `${receiver.url}/downgrade`, events: ["order.filled"] })
    expect(ep.status).toBe(201)
    const account = (await api("POST", "/v1/accounts", { login: String(nextLogin++), server: "SimBroker-Demo", password: "pw", mode: "cold" })).body.data.id as string
    await online(api, account)

    // Workspace B only (A shares the server): as the billing processor would on a downgrade to Free.
    await starter.sql(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`update workspaces set plan = 'free' where id = (select workspace_id from webhook_endpoints where id = ${ep.body.data.id})`))
    const filled = await market(api, account)
    expect(filled.status).toBe(200)
    await sleep(1_500)
    expect(receiver.received.filter((r) => r.url === "/downgrade")).toHaveLength(0)
    const pending = await api("POST", `/v1/accounts/${account}/orders/pending`, { kind: "buy_limit", symbol: "EURUSD", volume: "0.10", price: "0.50000" }, { "idempotency-key": randomUUID() })
    expect(pending.status).toBe(402)
    expect(pending.body.error.code).toBe("FEATURE_NOT_IN_PLAN")
    const wave = await api("POST", "/v1/execution-waves", { accountIds: [account], order: { side: "buy", type: "market", symbol: "EURUSD", volume: "0.10" } }, { "idempotency-key": randomUUID() })
    expect(wave.status).toBe(402)
    expect(wave.body.error.code).toBe("FEATURE_NOT_IN_PLAN")

    await movePlan(starter, "starter")
    await receiver.waitFor(() => receiver.received.filter((r) => r.url === "/downgrade").length === 1)
    expect(JSON.parse(receiver.received.find((r) => r.url === "/downgrade")!.rawBody)).toMatchObject({ type: "order.filled", data: { id: filled.body.data.id } })
  })
})
