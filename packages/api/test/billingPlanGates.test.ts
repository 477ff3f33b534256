import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { randomUUID } from "node:crypto"
import { client, startTestServer, type TestServer } from "./support/testServer.js"
import { consoleSession } from "./support/ownerSession.js"

// Plan gates checked where the thing is written, under the workspace's row lock. The concurrent case is meaningful
// on Postgres (DATABASE_URL); PGlite runs one statement at a time.

let free: TestServer
let starter: TestServer
beforeAll(async () => {
  // One after the other: embedded databases starting at once on a busy machine can time out.
  free = await startTestServer({ env: { SVC_BOOTSTRAP_PLAN: "free" } })
  starter = await startTestServer({
    // The test client is trusted as a proxy, so X-Forwarded-For names an alert's sender (TradingView's address).
    env: { SVC_BOOTSTRAP_PLAN: "starter", SVC_PLANS: JSON.stringify({ starter: { wavesPerMonth: 2, ordersPerMonth: 2 } }), SVC_TRUSTED_PROXIES: "127.0.0.1" }
  })
}, 120_000)
afterAll(async () => { await Promise.all([free?.stop(), starter?.stop()]) })

let nextLogin = 910000
const connect = (server: TestServer, mode: string) =>
  client(server.url, server.keyA)("POST", "/v1/accounts", { login: String(nextLogin++), server: "SimBroker-Demo", password: "pw", mode })

describe("always_on is a plan feature wherever an account gets it", () => {
  it("connecting an account always_on on a plan without it is 402 FEATURE_NOT_IN_PLAN naming the plans that have it; nothing is stored", async () => {
    const api = client(free.url, free.keyA)
    const before = (await api("GET", "/v1/accounts")).body.data.length as number
    const r = await connect(free, "always_on")
    expect(r.status).toBe(402)
    expect(r.body.error.code).toBe("FEATURE_NOT_IN_PLAN")
    expect(r.body.error.details[0]).toMatchObject({ feature: "alwaysOn", plans: ["scale", "enterprise"] })
    expect((await api("GET", "/v1/accounts")).body.data).toHaveLength(before)
    expect((await connect(free, "cold")).status).toBe(201)
  })
})

describe("always_on and a downgrade at once", () => {
  it("whichever comes first, a plan without always-on accounts never ends with one always_on", async () => {
    const s = await startTestServer({ env: { SVC_BOOTSTRAP_PLAN: "free", SVC_CARD_PROVIDER: "local", SVC_CRYPTO_PROVIDER: "none" } })
    try {
      const owner = await consoleSession(s)
      const planIs = async (plan: string) => {
        for (let i = 0; i < 400; i++) {
          if ((await owner("GET", "/v1/billing/usage")).body.data.plan === plan) return
          await new Promise((r) => setTimeout(r, 25))
        }
        throw new Error(`plan never became ${plan}`)
      }
      await fc.assert(fc.asyncProperty(fc.integer({ min: 0, max: 3 }), async (delayMs) => {
        const checkout = await owner("POST", "/v1/billing/checkout", { plan: "scale", method: "card" })
        expect(checkout.status).toBe(201)
        const subscriptionId = await s.card((c) => c.pay(checkout.body.data.url.replace("local-card://checkout/", "")))
        await planIs("scale")
        const account = (await owner("POST", "/v1/accounts", { login: String(nextLogin++), server: "SimBroker-Demo", password: "pw", mode: "cold" })).body.data.id as string
        expect((await owner("POST", "/v1/billing/cancel")).status).toBe(200)
        // The period ends (the downgrade to Free) while the account is switched to always_on.
        const [mode] = await Promise.all([
          new Promise((r) => setTimeout(r, delayMs)).then(() => owner("POST", `/v1/accounts/${account}/mode`, { mode: "always_on" })),
          s.card((c) => c.endPeriod(subscriptionId))
        ])
        await planIs("free")
        expect([200, 402]).toContain(mode.status)
        expect((await owner("GET", `/v1/accounts/${account}`)).body.data.mode).not.toBe("always_on")
        await owner("DELETE", `/v1/accounts/${account}`)
      }), { numRuns: 6, endOnFailure: true })
    } finally {
      await s.stop()
    }
  }, 180_000)
})

describe("the monthly allowance of multi-account orders, under the lock", () => {
  it("waves sent at once never pass the allowance; a retry of an accepted one is its answer, not a refusal", async () => {
    const api = client(starter.url, starter.keyA)
    const account = (await connect(starter, "cold")).body.data.id as string
    const keys = Array.from({ length: 5 }, () => randomUUID())
    const answers = await Promise.all(keys.map((key) =>
      api("POST", "/v1/execution-waves", { accountIds: [account], order: { side: "buy", type: "market", symbol: "EURUSD", volume: "0.10" } }, { "idempotency-key": key })))
    expect(answers.filter((a) => a.status === 202)).toHaveLength(2)
    expect(answers.filter((a) => a.status === 402).map((a) => a.body.error.code)).toEqual(["QUOTA_EXCEEDED", "QUOTA_EXCEEDED", "QUOTA_EXCEEDED"])
    expect((await api("GET", "/v1/billing/usage")).body.data.used.waves).toBe(2)
    const accepted = answers.findIndex((a) => a.status === 202)
    const again = await api("POST", "/v1/execution-waves", { accountIds: [account], order: { side: "buy", type: "market", symbol: "EURUSD", volume: "0.10" } }, { "idempotency-key": keys[accepted]! })
    expect(again.status).toBe(202)
    expect(again.body.data.id).toBe(answers[accepted]!.body.data.id)
  }, 60_000)
})

describe("usage shows alert hooks", () => {
  it("the feature, the hooks the workspace has (and how many are on) and the alerts received this period", async () => {
    const api = client(starter.url, starter.keyB)
    const before = (await api("GET", "/v1/billing/usage")).body.data
    expect(before.features.alertHooks).toBe(true)
    expect(before.used.alertHooks).toEqual({ hooks: 0, enabled: 0, alerts: 0 })
    const account = (await client(starter.url, starter.keyB)("POST", "/v1/accounts", { login: String(nextLogin++), server: "SimBroker-Demo", password: "pw", mode: "cold" })).body.data.id as string
    const hook = await api("POST", "/v1/alert-hooks", { name: "tv", accountIds: [account], defaults: { volume: "0.10" } })
    expect(hook.status).toBe(201)
    const off = await api("POST", "/v1/alert-hooks", { name: "off", accountIds: [account] })
    expect(off.status).toBe(201)
    expect((await api("POST", `/v1/alert-hooks/${off.body.data.id}/disable`)).status).toBe(200)
    const sent = await fetch(hook.body.data.url, { method: "POST", headers: { "content-type": "text/plain" }, body: "hello" })
    expect(sent.status).toBeLessThan(500)
    const after = (await api("GET", "/v1/billing/usage")).body.data
    expect(after.used.alertHooks).toEqual({ hooks: 2, enabled: 1, alerts: 1 })
    expect((await client(free.url, free.keyA)("GET", "/v1/billing/usage")).body.data.features.alertHooks).toBe(false)
  })
})

describe("alert hooks follow the plan", () => {
  // JSON alerts, each with its own comment so none is taken for a duplicate of the one before.
  const sendAlert = async (url: string, action: string) => {
    const body = JSON.stringify({ action, ticker: "EURUSD", quantity: "0.10", comment: randomUUID() })
    const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": "52.89.214.238" }, body })
    expect(res.status).toBe(202)
    return ((await res.json()) as { data: { alertId: string } }).data.alertId
  }
  const settled = async (api: ReturnType<typeof client>, hookId: string, alertId: string) => {
    for (let i = 0; i < 400; i++) {
      const a = ((await api("GET", `/v1/alert-hooks/${hookId}/alerts`)).body.data as Array<{ id: string; status: string; reason: string | null; orderIds: Array<string> }>)
        .find((x) => x.id === alertId)
      if (a !== undefined && a.status !== "accepted") return a
      await new Promise((r) => setTimeout(r, 25))
    }
    throw new Error("alert did not finish")
  }

  it("after a downgrade an alert opens nothing (closing still goes through); past the order allowance its order is refused with QUOTA_EXCEEDED's reason", async () => {
    const api = client(starter.url, starter.keyB)
    const account = (await api("POST", "/v1/accounts", { login: String(nextLogin++), server: "SimBroker-Demo", password: "pw", mode: "cold" })).body.data.id as string
    await api("POST", `/v1/accounts/${account}/warm`)
    for (let i = 0; i < 400 && (await api("GET", `/v1/accounts/${account}/status`)).body.data.state !== "ready"; i++) await new Promise((r) => setTimeout(r, 25))
    const hook = (await api("POST", "/v1/alert-hooks", { name: "gate", accountIds: [account], defaults: { volume: "0.10", allowClose: true } })).body.data
    const first = await settled(api, hook.id, await sendAlert(hook.url, "buy"))
    expect(first.status).toBe("executed")

    const setPlan = (plan: string) =>
      starter.sql(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`update workspaces set plan = ${plan} where id = (select workspace_id from alert_hooks where id = ${hook.id})`))
    await setPlan("free")
    const refused = await settled(api, hook.id, await sendAlert(hook.url, "buy"))
    expect(refused.status).toBe("rejected")
    expect(refused.reason).toContain("Alert hooks are not in the Free plan")
    expect(refused.orderIds).toEqual([])
    const close = await settled(api, hook.id, await sendAlert(hook.url, "closelong"))
    expect(close.status).toBe("executed")

    await setPlan("starter")
    expect((await settled(api, hook.id, await sendAlert(hook.url, "buy"))).status).toBe("executed")
    const over = await settled(api, hook.id, await sendAlert(hook.url, "buy"))
    // The plan refused the order before anything was sent: the alert is rejected, with the allowance's reason.
    expect(over.status).toBe("rejected")
    expect(over.reason).toContain("The Starter plan allows 2 orders a month")
    expect(over.orderIds).toEqual([])
  }, 60_000)
})
