import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { client, startTestServer, type TestServer } from "./support/testServer.js"

// The fast inbound path (issue 18): the hook looked up from a cache, the record written apart from the answer, the
// plan's refusal recorded as such. Each test proves the behaviour that the speed must not cost.
let server: TestServer
let limited: TestServer
beforeAll(async () => {
  ;[server, limited] = await Promise.all([
    startTestServer({ env: { SVC_DB_POOL_SIZE: "3" } }),
    // One opening order a month on the Starter plan: the second alert's order is past the allowance.
    startTestServer({ env: { SVC_BOOTSTRAP_PLAN: "starter", SVC_PLANS: JSON.stringify({ starter: { ordersPerMonth: 1 } }) } })
  ])
})
afterAll(async () => { await Promise.all([server?.stop(), limited?.stop()]) })

let nextLogin = 760000
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

const onlineAccount = async (s: TestServer) => {
  const api = client(s.url, s.keyA)
  const a = (await api("POST", "/v1/accounts", { login: String(nextLogin++), server: "SimBroker-Demo", password: "pw", mode: "cold" })).body.data
  await api("POST", `/v1/accounts/${a.id}/warm`)
  for (let i = 0; i < 400; i++) {
    if ((await api("GET", `/v1/accounts/${a.id}/status`)).body.data.state === "ready") return a.id as string
    await sleep(25)
  }
  throw new Error("account did not come online")
}

const createHook = async (s: TestServer, accountIds: ReadonlyArray<string>, defaults: Record<string, unknown> = {}) => {
  const r = await client(s.url, s.keyA)("POST", "/v1/alert-hooks", {
    name: "tv", accountIds, defaults: { volume: "0.10", onlyChartingPlatformIps: false, ...defaults }
  })
  expect(r.status, r.text).toBe(201)
  return r.body.data as { id: string; url: string }
}

const send = async (url: string, body: unknown) => {
  const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })
  const text = await res.text()
  return { status: res.status, body: text === "" ? null : JSON.parse(text) }
}

interface AlertRecord { id: string; status: string; reason: string | null; orderIds: Array<string> }

const settled = async (s: TestServer, hookId: string, alertId: string, ms = 20_000): Promise<AlertRecord> => {
  const deadline = Date.now() + ms
  for (;;) {
    const all = (await client(s.url, s.keyA)("GET", `/v1/alert-hooks/${hookId}/alerts?limit=100`)).body.data as Array<AlertRecord>
    const a = all.find((x) => x.id === alertId)
    if (a !== undefined && a.status !== "accepted") return a
    if (Date.now() > deadline) throw new Error(`alert ${alertId} did not finish: ${JSON.stringify(a)}`)
    await sleep(25)
  }
}

const orderVolume = async (s: TestServer, orderId: string) => (await client(s.url, s.keyA)("GET", `/v1/orders/${orderId}`)).body.data.volume as string

describe("alert hooks, the fast path", () => {
  it("changes to a hook take effect at its next alert: defaults, disable, enable, rotate, its account deleted", async () => {
    const api = client(server.url, server.keyA)
    const [acc, other] = [await onlineAccount(server), await onlineAccount(server)]
    const hook = await createHook(server, [acc])
    let n = 0
    const buy = (url: string) => send(url, { action: "buy", ticker: "EURUSD", id: `chg-${hook.id}-${n++}` })

    const first = await buy(hook.url)
    expect(first.status).toBe(202)
    const a1 = await settled(server, hook.id, first.body.data.alertId)
    expect(a1.status).toBe("executed")
    expect(await orderVolume(server, a1.orderIds[0]!)).toBe("0.10")

    // A new default volume: the very next alert uses it (the hook was just read, and is remembered).
    expect((await api("PATCH", `/v1/alert-hooks/${hook.id}`, { defaults: { volume: "0.20" } })).status).toBe(200)
    const second = await buy(hook.url)
    const a2 = await settled(server, hook.id, second.body.data.alertId)
    expect(await orderVolume(server, a2.orderIds[0]!)).toBe("0.20")

    // Another account: the next alert trades there.
    expect((await api("PATCH", `/v1/alert-hooks/${hook.id}`, { accountIds: [other] })).status).toBe(200)
    const third = await buy(hook.url)
    const a3 = await settled(server, hook.id, third.body.data.alertId)
    expect((await api("GET", `/v1/orders/${a3.orderIds[0]}`)).body.data.accountId).toBe(other)

    expect((await api("POST", `/v1/alert-hooks/${hook.id}/disable`)).status).toBe(200)
    expect((await buy(hook.url)).status).toBe(409)
    expect((await api("POST", `/v1/alert-hooks/${hook.id}/enable`)).status).toBe(200)
    expect((await buy(hook.url)).status).toBe(202)

    const rotated = (await api("POST", `/v1/alert-hooks/${hook.id}/rotate`)).body.data as { url: string }
    expect((await buy(hook.url)).status).toBe(404)
    expect((await buy(rotated.url)).status).toBe(202)

    // Its only account deleted: the hook is switched off, and says so at the next alert.
    await sleep(300)
    const deleted = await api("DELETE", `/v1/accounts/${other}?force=true`)
    expect(deleted.status, deleted.text).toBe(200)
    expect(deleted.body.data.removed.alertHooksUpdated).toBe(1)
    expect((await buy(rotated.url)).status).toBe(409)

    expect((await api("DELETE", `/v1/alert-hooks/${hook.id}`)).status).toBe(200)
    expect((await buy(rotated.url)).status).toBe(404)
  }, 60_000)

  it("an alert whose order is past the plan's allowance is recorded rejected with that reason, not as an internal error", async () => {
    const acc = await onlineAccount(limited)
    const hook = await createHook(limited, [acc])
    const first = await send(hook.url, { action: "buy", ticker: "EURUSD", id: "quota-1" })
    expect((await settled(limited, hook.id, first.body.data.alertId)).status).toBe("executed")
    const second = await send(hook.url, { action: "buy", ticker: "EURUSD", id: "quota-2" })
    expect(second.status).toBe(202)
    const a = await settled(limited, hook.id, second.body.data.alertId)
    expect(a.status).toBe("rejected")
    expect(a.reason).not.toContain("internal error")
    expect(a.reason).toMatch(/allowance|ordersPerMonth|plan/i)
    expect(a.orderIds).toEqual([])
  }, 60_000)

  it("with every database connection taken, an alert is answered 503 ALERT_DELAYED within 3 s (never a 500, never a 202 it could lose), then recorded and run once; the resend is the same alert", async () => {
    const acc = await onlineAccount(server)
    const hook = await createHook(server, [acc])
    // The hook is read once (and remembered), as any hook that has received an alert.
    const warmUp = await send(hook.url, { action: "buy", ticker: "EURUSD", id: "pool-0" })
    await settled(server, hook.id, warmUp.body.data.alertId)
    // Every connection of the pool (3; the embedded database's pool is one) held for 6 s.
    const pool = server.databaseUrl === undefined ? 1 : 3
    const holding = Promise.all(Array.from({ length: pool }, () => server.sql(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`select pg_sleep(6)`))))
    await sleep(300)
    const started = Date.now()
    const r = await send(hook.url, { action: "buy", ticker: "EURUSD", id: "pool-1" })
    const took = Date.now() - started
    expect(r.status, JSON.stringify(r.body)).toBe(503)
    expect(r.body.error.code).toBe("ALERT_DELAYED")
    expect(took).toBeLessThan(3_000)
    await holding
    // TradingView's resend once the database is back: the record landed meanwhile, so it is the same alert.
    let again = await send(hook.url, { action: "buy", ticker: "EURUSD", id: "pool-1" })
    for (let i = 0; i < 100 && again.status !== 200; i++) {
      await sleep(100)
      again = await send(hook.url, { action: "buy", ticker: "EURUSD", id: "pool-1" })
    }
    expect(again.status, JSON.stringify(again.body)).toBe(200)
    expect(again.body.data).toMatchObject({ duplicate: true })
    const a = await settled(server, hook.id, again.body.data.alertId, 30_000)
    expect(a.status).toBe("executed")
    expect(a.orderIds).toHaveLength(1)
    const all = (await client(server.url, server.keyA)("GET", `/v1/alert-hooks/${hook.id}/alerts?limit=100`)).body.data as Array<AlertRecord>
    expect(all.filter((x) => x.status !== "rejected")).toHaveLength(2)
  }, 60_000)
})
