/**
 * Copy trading (issue 21): strategies and subscriptions with the spec's fields, statuses and transitions; each resume
 * refusal with its code, in the spec's order; archive refused while a subscription copies the strategy.
 */
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { randomUUID } from "node:crypto"
import { connectAccount, expectStatus } from "./reliability/support/fixtures.js"
import { signedIn } from "./support/people.js"
import { client, startTestServer, type TestServer } from "./support/testServer.js"

let server: TestServer
let master: string
let f1: string
let f2: string
const api = () => client(server.url, server.keyA)

beforeAll(async () => {
  server = await startTestServer()
  master = await connectAccount(api(), "880001", "pw", "always_on")
  f1 = await connectAccount(api(), "880002", "pw")
  f2 = await connectAccount(api(), "880003", "pw")
}, 120_000)
afterAll(async () => { await server?.stop() })

const strategy = async (accountId = master, name = "trend") =>
  expectStatus(await api()("POST", "/v1/copy/strategies", { accountId, name }), 201, "strategy").body.data
const subscribe = async (strategyId: string, body: Record<string, unknown>) =>
  expectStatus(await api()("POST", `/v1/copy/strategies/${strategyId}/subscriptions`, body), 201, "subscription").body.data
const archiveAll = async () => {
  for (const s of (await api()("GET", "/v1/copy/strategies")).body.data) {
    for (const c of (await api()("GET", `/v1/copy/strategies/${s.id}/subscriptions`)).body.data) {
      await api()("DELETE", `/v1/copy/strategies/${s.id}/subscriptions/${c.id}`)
    }
    expectStatus(await api()("DELETE", `/v1/copy/strategies/${s.id}`), 200, "archive")
  }
}

describe("copy strategies", () => {
  it("are created paused with the spec's fields, listed, read, renamed; a master has one strategy at a time", async () => {
    const s = await strategy()
    expect(s).toMatchObject({ accountId: master, name: "trend", status: "paused", masterAlwaysOn: true, followers: 0 })
    expect(Object.keys(s).sort()).toEqual(["accountId", "createdAt", "followers", "id", "masterAlwaysOn", "name", "status", "updatedAt"])
    expect((await api()("GET", "/v1/copy/strategies")).body.data.map((x: { id: string }) => x.id)).toEqual([s.id])
    const renamed = await api()("PATCH", `/v1/copy/strategies/${s.id}`, { name: "swing" })
    expect(renamed.status, renamed.text).toBe(200)
    expect(renamed.body.data.name).toBe("swing")
    const twice = await api()("POST", "/v1/copy/strategies", { accountId: master, name: "again" })
    expect(twice.status).toBe(409)
    expect(twice.body.error).toMatchObject({ code: "ALREADY_COPIED", details: [{ accountId: master }] })
    expect((await api()("PATCH", `/v1/copy/strategies/${s.id}`, {})).status).toBe(400)
    const unknown = randomUUID()
    const missing = await api()("POST", "/v1/copy/strategies", { accountId: unknown, name: "x" })
    expect(missing.status).toBe(404)
    expect(missing.body.error.code).toBe("ACCOUNT_NOT_FOUND")
    // Another workspace sees none of it.
    const other = client(server.url, server.keyB)
    expect((await other("GET", `/v1/copy/strategies/${s.id}`)).status).toBe(404)
    expect((await other("GET", "/v1/copy/strategies")).body.data).toEqual([])
    expect((await other("POST", "/v1/copy/strategies", { accountId: master, name: "theirs" })).status).toBe(404)
    // A cold master was never always on.
    const cold = await strategy(f2, "cold one")
    expect(cold.masterAlwaysOn).toBe(false)
    await archiveAll()
  })

  it("masterAlwaysOn turns false when the master leaves always_on and stays so until a resume; a narrowed key sees only its masters' strategies", async () => {
    const s = await strategy()
    expectStatus(await api()("POST", `/v1/accounts/${master}/mode`, { mode: "warm_on_demand" }), 200, "mode")
    expect((await api()("GET", `/v1/copy/strategies/${s.id}`)).body.data.masterAlwaysOn).toBe(false)
    expectStatus(await api()("POST", `/v1/accounts/${master}/mode`, { mode: "always_on" }), 200, "mode back")
    // Since: back in always_on, it stays false until the strategy is resumed.
    expect((await api()("GET", `/v1/copy/strategies/${s.id}`)).body.data.masterAlwaysOn).toBe(false)
    expect(expectStatus(await api()("PATCH", `/v1/copy/strategies/${s.id}`, { status: "active" }), 200, "resume").body.data.masterAlwaysOn).toBe(true)
    const narrow = expectStatus(await api()("POST", "/v1/api-keys", { name: "f1 only", scopes: ["trading:write"], accountIds: [f1] }), 201, "key").body.data.key
    const narrowed = client(server.url, narrow)
    expect((await narrowed("GET", "/v1/copy/strategies")).body.data).toEqual([])
    expect((await narrowed("GET", `/v1/copy/strategies/${s.id}`)).status).toBe(404)
    expect((await narrowed("POST", "/v1/copy/strategies", { accountId: master, name: "x" })).body.error.code).toBe("ACCOUNT_NOT_FOUND")
    await archiveAll()
  })

  it("archive is refused while a subscription copies the strategy, allowed once none does; archived stays as it is", async () => {
    const s = await strategy()
    const c = await subscribe(s.id, { accountId: f1, status: "close_only" })
    expect((await api()("GET", `/v1/copy/strategies/${s.id}`)).body.data.followers).toBe(1)
    const refused = await api()("DELETE", `/v1/copy/strategies/${s.id}`)
    expect(refused.status).toBe(409)
    expect(refused.body.error).toMatchObject({ code: "STRATEGY_HAS_FOLLOWERS", details: [{ subscriptionId: c.id, accountId: f1, status: "close_only" }] })
    expectStatus(await api()("PATCH", `/v1/copy/strategies/${s.id}/subscriptions/${c.id}`, { status: "paused" }), 200, "pause")
    const archived = expectStatus(await api()("DELETE", `/v1/copy/strategies/${s.id}`), 200, "archive").body.data
    expect(archived).toMatchObject({ status: "archived", followers: 0 })
    expect(expectStatus(await api()("DELETE", `/v1/copy/strategies/${s.id}`), 200, "again").body.data.status).toBe("archived")
    const changed = await api()("PATCH", `/v1/copy/strategies/${s.id}`, { name: "later" })
    expect(changed.status).toBe(409)
    expect(changed.body.error.code).toBe("STRATEGY_ARCHIVED")
    // Its subscriptions stay but cannot resume.
    const resume = await api()("PATCH", `/v1/copy/strategies/${s.id}/subscriptions/${c.id}`, { status: "active" })
    expect(resume.status).toBe(409)
    expect(resume.body.error.code).toBe("STRATEGY_ARCHIVED")
    expect((await api()("GET", "/v1/copy/strategies")).body.data).toEqual([])
    // The master can be a strategy again.
    const again = await strategy()
    expect(again.id).not.toBe(s.id)
    await archiveAll()
  })
})

describe("copy subscriptions", () => {
  it("take defaults and settings, refuse bad ones, move through their statuses and are removed for good", async () => {
    const s = await strategy()
    const c = await subscribe(s.id, {
      accountId: f1,
      sizing: { mode: "risk_percent", value: "1.5" },
      minVolume: "0.01", maxVolume: "2",
      symbolMap: { XAUUSD: { symbol: "GOLD", multiplier: "0.1" } },
      symbolSuffix: ".pro",
      reverse: true,
      sides: ["buy"],
      riskLimits: [{ period: "day", kind: "relative", value: "5", action: "stop_opening" }]
    })
    expect(c).toMatchObject({
      strategyId: s.id, accountId: f1, status: "active", stoppedReason: null,
      sizing: { mode: "risk_percent", value: "1.5" }, minVolume: "0.01", maxVolume: "2", alignContractSize: true,
      symbolMap: { XAUUSD: { symbol: "GOLD", multiplier: "0.1" } }, symbolSuffix: ".pro", copyStopLoss: true,
      copyTakeProfit: true, reverse: true, sides: ["buy"], skipPendingOrders: false,
      riskLimits: [{ period: "day", kind: "relative", value: "5", action: "stop_opening" }]
    })
    const base = `/v1/copy/strategies/${s.id}/subscriptions`
    const bad = [
      { accountId: f2, minVolume: "2", maxVolume: "1" },
      { accountId: f2, sides: ["buy", "buy"] },
      { accountId: master },
      { accountId: f2, sizing: { mode: "martingale", value: "2" } },
      { accountId: f2, sizing: { mode: "multiplier", value: "0.5" }, extra: true }
    ]
    for (const body of bad) expect((await api()("POST", base, body)).status, JSON.stringify(body)).toBe(400)
    const twice = await api()("POST", base, { accountId: f1 })
    expect(twice.status).toBe(409)
    expect(twice.body.error.code).toBe("ALREADY_COPIED")
    expect((await api()("POST", base, { accountId: randomUUID() })).body.error.code).toBe("ACCOUNT_NOT_FOUND")

    // A PATCH replaces the fields it sends; a bound alone is checked against the other.
    const patched = expectStatus(await api()("PATCH", `${base}/${c.id}`, { symbolMap: {}, copyStopLoss: false, status: "close_only" }), 200, "patch").body.data
    expect(patched).toMatchObject({ status: "close_only", symbolMap: {}, copyStopLoss: false, symbolSuffix: ".pro", reverse: true })
    expect((await api()("PATCH", `${base}/${c.id}`, { minVolume: "3" })).status).toBe(400)
    expect((await api()("GET", `/v1/copy/strategies/${s.id}`)).body.data.followers).toBe(1)
    expect(expectStatus(await api()("PATCH", `${base}/${c.id}`, { status: "paused" }), 200, "pause").body.data.status).toBe("paused")
    expect((await api()("GET", `/v1/copy/strategies/${s.id}`)).body.data.followers).toBe(0)
    expect(expectStatus(await api()("PATCH", `${base}/${c.id}`, { status: "active" }), 200, "resume").body.data.status).toBe("active")

    const removed = expectStatus(await api()("DELETE", `${base}/${c.id}`), 200, "remove").body.data
    expect(removed).toMatchObject({ status: "stopped", stoppedReason: "removed" })
    expect(expectStatus(await api()("DELETE", `${base}/${c.id}`), 200, "remove again").body.data.stoppedReason).toBe("removed")
    const after = await api()("PATCH", `${base}/${c.id}`, { status: "active" })
    expect(after.status).toBe(409)
    expect(after.body.error.code).toBe("SUBSCRIPTION_REMOVED")
    expect((await api()("GET", base)).body.data).toEqual([])
    // The follower can subscribe again.
    const again = await subscribe(s.id, { accountId: f1, status: "paused" })
    expect(again.id).not.toBe(c.id)
    expect(again.sizing).toEqual({ mode: "multiplier", value: "1" })
    await archiveAll()
  })
})

describe("another workspace", () => {
  it("finds every copy operation on this workspace's strategy and subscription exactly like nothing", async () => {
    const s = await strategy()
    const c = await subscribe(s.id, { accountId: f1, status: "paused" })
    const other = client(server.url, server.keyB)
    const sub = `/v1/copy/strategies/${s.id}/subscriptions`
    const calls: ReadonlyArray<readonly [string, string, unknown?]> = [
      ["GET", `/v1/copy/strategies/${s.id}`],
      ["PATCH", `/v1/copy/strategies/${s.id}`, { status: "paused" }],
      ["DELETE", `/v1/copy/strategies/${s.id}`],
      ["GET", sub],
      ["POST", sub, { accountId: f2, status: "paused" }],
      ["GET", `${sub}/${c.id}`],
      ["PATCH", `${sub}/${c.id}`, { status: "paused" }],
      ["DELETE", `${sub}/${c.id}`]
    ]
    for (const [method, path, body] of calls) {
      const unknown = randomUUID()
      const theirs = await other(method, path, body)
      const none = await other(method, path.replace(s.id, unknown), body)
      expect(theirs.status, `${method} ${path}`).toBe(404)
      // The same answer but for the id it names.
      expect(JSON.stringify(theirs.body.error).replaceAll(s.id, "ID")).toBe(JSON.stringify(none.body.error).replaceAll(unknown, "ID"))
    }
    expect((await api()("GET", `${sub}/${c.id}`)).body.data.status).toBe("paused")
    await archiveAll()
  })
})

describe("resume refusals, in the spec's order", () => {
  it("a session must have confirmed its person (STEP_UP_REQUIRED), then it resumes; pausing needs nothing", async () => {
    const s = await strategy()
    await subscribe(s.id, { accountId: f1 })
    const owner = await signedIn(server, server.owner.email, server.owner.password)
    const unconfirmed = await owner.api("PATCH", `/v1/copy/strategies/${s.id}`, { status: "active" })
    expect(unconfirmed.status).toBe(403)
    expect(unconfirmed.body.error.code).toBe("STEP_UP_REQUIRED")
    expect((await owner.api("GET", `/v1/copy/strategies/${s.id}`)).body.data.status).toBe("paused")
    expectStatus(await owner.api("POST", "/v1/session/step-up", { password: server.owner.password }), 200, "step-up")
    expect(expectStatus(await owner.api("PATCH", `/v1/copy/strategies/${s.id}`, { status: "active" }), 200, "resume").body.data.status).toBe("active")
    expect(expectStatus(await api()("PATCH", `/v1/copy/strategies/${s.id}`, { status: "paused" }), 200, "pause").body.data.status).toBe("paused")
    await archiveAll()
  })

  it("the plan must have copy trading (402 FEATURE_NOT_IN_PLAN)", async () => {
    const s = await strategy()
    await subscribe(s.id, { accountId: f1, status: "paused" })
    const workspaceId = (await api()("GET", "/v1/workspace")).body.data.id as string
    const setPlan = (plan: string) => server.database(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`update workspaces set plan = ${plan} where id = ${workspaceId}`))
    await setPlan("starter")
    try {
      const refused = await api()("PATCH", `/v1/copy/strategies/${s.id}`, { status: "active" })
      expect(refused.status).toBe(402)
      expect(refused.body.error.code).toBe("FEATURE_NOT_IN_PLAN")
      expect(refused.body.error.details[0].plans).toEqual(["scale", "enterprise"])
      expect((await api()("POST", "/v1/copy/strategies", { accountId: f2, name: "x" })).status).toBe(402)
      // Pausing and reading stay allowed.
      expect((await api()("PATCH", `/v1/copy/strategies/${s.id}`, { status: "paused" })).status).toBe(200)
    } finally {
      await setPlan("enterprise")
    }
    await archiveAll()
  })

  it("the caller must reach every active follower (403 KEY_LIMIT_EXCEEDED naming the account)", async () => {
    const s = await strategy()
    await subscribe(s.id, { accountId: f1, status: "paused" })
    const c2 = await subscribe(s.id, { accountId: f2, status: "paused" })
    const narrow = expectStatus(await api()("POST", "/v1/api-keys", {
      name: "master and f1", scopes: ["trading:write"], accountIds: [master, f1]
    }), 201, "narrow key").body.data.key
    const narrowed = client(server.url, narrow)
    // Paused followers do not copy: resuming the strategy opens on none of them.
    expectStatus(await narrowed("PATCH", `/v1/copy/strategies/${s.id}`, { status: "active" }), 200, "resume")
    expectStatus(await narrowed("PATCH", `/v1/copy/strategies/${s.id}`, { status: "paused" }), 200, "pause")
    expectStatus(await api()("PATCH", `/v1/copy/strategies/${s.id}/subscriptions/${c2.id}`, { status: "active" }), 200, "f2 active")
    const refused = await narrowed("PATCH", `/v1/copy/strategies/${s.id}`, { status: "active" })
    expect(refused.status).toBe(403)
    expect(refused.body.error).toMatchObject({ code: "KEY_LIMIT_EXCEEDED", details: [{ accountId: f2 }] })
    // The narrowed key does not see f2's subscription at all.
    expect((await narrowed("GET", `/v1/copy/strategies/${s.id}/subscriptions`)).body.data.map((x: { accountId: string }) => x.accountId)).toEqual([f1])
    expect((await narrowed("GET", `/v1/copy/strategies/${s.id}/subscriptions/${c2.id}`)).status).toBe(404)
    // Nor does archiving name it: the refusal counts every follower but lists only those the key may see.
    const archive = await narrowed("DELETE", `/v1/copy/strategies/${s.id}`)
    expect(archive.body.error.code).toBe("STRATEGY_HAS_FOLLOWERS")
    expect(JSON.stringify(archive.body)).not.toContain(f2)
    await archiveAll()
  })

  it("copy trading must not be paused on the server (503 COPY_TRADING_PAUSED); GET /v1/copy/status says since when and why", async () => {
    expect((await api()("GET", "/v1/copy/status")).body.data).toEqual({ paused: false, since: null, reason: null })
    const paused = await startTestServer({ env: { SVC_COPY_TRADING_PAUSED: "broker maintenance" } })
    try {
      const p = client(paused.url, paused.keyA)
      const status = (await p("GET", "/v1/copy/status")).body.data
      expect(status).toMatchObject({ paused: true, reason: "broker maintenance" })
      expect(Date.parse(status.since)).toBeLessThanOrEqual(Date.now())
      const m = await connectAccount(p, "880101", "pw")
      const f = await connectAccount(p, "880102", "pw")
      const s = expectStatus(await p("POST", "/v1/copy/strategies", { accountId: m, name: "x" }), 201, "strategy").body.data
      const active = await p("POST", `/v1/copy/strategies/${s.id}/subscriptions`, { accountId: f })
      expect(active.status).toBe(503)
      expect(active.body.error.code).toBe("COPY_TRADING_PAUSED")
      expectStatus(await p("POST", `/v1/copy/strategies/${s.id}/subscriptions`, { accountId: f, status: "paused" }), 201, "paused subscription")
      const refused = await p("PATCH", `/v1/copy/strategies/${s.id}`, { status: "active" })
      expect(refused.status).toBe(503)
      expect(refused.body.error).toMatchObject({ code: "COPY_TRADING_PAUSED", details: [{ reason: "broker maintenance" }] })
    } finally {
      await paused.stop()
    }
  })
})
