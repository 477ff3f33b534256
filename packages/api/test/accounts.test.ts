import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { client, startTestServer, type TestServer } from "./support/testServer.js"

let server: TestServer
beforeAll(async () => { server = await startTestServer() })
afterAll(async () => { await server.stop() })

const connect = (body: Record<string, unknown>) => client(server.url, server.keyA)("POST", "/v1/accounts", body)
const valid = { login: "5001", server: "SimBroker-Demo", password: "hunter2" }

describe("POST /v1/accounts", () => {
  it("creates an account in `created` without logging in (201)", async () => {
    const r = await connect({ ...valid, label: "main", mode: "warm_on_demand" })
    expect(r.status).toBe(201)
    const a = r.body.data
    expect(a).toMatchObject({
      label: "main", login: "5001", server: "SimBroker-Demo", mode: "warm_on_demand", state: "created",
      stateDetail: null, problem: null, currency: null, leverage: null, marginMode: null, tradeAllowed: null,
      brokerName: null, environment: "demo", tradingDisabled: false
    })
    expect(a.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(new Date(a.createdAt).toISOString()).toBe(a.createdAt)
    expect(new Date(a.stateChangedAt).toISOString()).toBe(a.stateChangedAt)
    expect(r.text).not.toContain("hunter2")
    expect(Object.keys(a)).not.toContain("password")
  })

  it("defaults: platform mt5, mode cold, label null", async () => {
    const r = await connect({ login: "5002", server: "Broker-Live01", password: "x" })
    expect(r.status).toBe(201)
    expect(r.body.data).toMatchObject({ mode: "cold", label: null, environment: "live" })
    const unknownEnv = await connect({ login: "5003", server: "SomeBroker-Server7", password: "x" })
    expect(unknownEnv.body.data.environment).toBeNull()
    const contest = await connect({ login: "5004", server: "Broker-Contest", password: "x", platform: "mt5" })
    expect(contest.body.data.environment).toBe("contest")
  })

  it("409 ACCOUNT_EXISTS with the account id while still connected", async () => {
    const first = await connect({ ...valid, login: "5010" })
    const again = await connect({ ...valid, login: "5010", password: "other" })
    expect(again.status).toBe(409)
    expect(again.body.error.code).toBe("ACCOUNT_EXISTS")
    expect(again.body.error.details).toEqual([{ accountId: first.body.data.id }])
  })

  it("the same login on another server is another account", async () => {
    await connect({ ...valid, login: "5011" })
    const r = await connect({ ...valid, login: "5011", server: "SimBroker-Live" })
    expect(r.status).toBe(201)
  })

  it("concurrent connects of one login create exactly one account", async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => connect({ ...valid, login: "5020" })))
    expect(results.filter((r) => r.status === 201)).toHaveLength(1)
    expect(results.filter((r) => r.status === 409)).toHaveLength(7)
  })

  it("validates every limit and names each bad field", async () => {
    const cases: Array<[Record<string, unknown>, Array<string>]> = [
      [{ ...valid, login: "" }, ["login"]],
      [{ ...valid, login: "1".repeat(33) }, ["login"]],
      [{ ...valid, login: "12a" }, ["login"]],
      [{ ...valid, login: " 12" }, ["login"]],
      [{ ...valid, login: 12 }, ["login"]],
      [{ ...valid, server: "" }, ["server"]],
      [{ ...valid, server: "s".repeat(129) }, ["server"]],
      [{ ...valid, password: "" }, ["password"]],
      [{ ...valid, password: "p".repeat(257) }, ["password"]],
      [{ ...valid, label: "l".repeat(121) }, ["label"]],
      [{ ...valid, mode: "sometimes" }, ["mode"]],
      [{ ...valid, platform: "mt4" }, ["platform"]],
      [{ ...valid, extra: true }, ["extra"]],
      [{}, ["login", "server", "password"]],
      [{ login: "", server: "", password: "", mode: "x", label: "l".repeat(121) }, ["login", "server", "password", "mode", "label"]]
    ]
    for (const [body, fields] of cases) {
      const r = await connect(body)
      expect(r.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect(r.body.error.code).toBe("INVALID_REQUEST")
      expect(r.body.error.details.map((d: { field: string }) => d.field).sort()).toEqual([...fields].sort())
    }
  })

  it("accepts the limits themselves", async () => {
    const r = await connect({ login: "9".repeat(32), server: "s".repeat(128), password: "p".repeat(256), label: "l".repeat(120) })
    expect(r.status).toBe(201)
    const one = await connect({ login: "1", server: "s", password: "p", label: "" })
    expect(one.status).toBe(201)
  })
})

describe("reading accounts", () => {
  it("lists newest first and gets one", async () => {
    const a = await connect({ ...valid, login: "6001" })
    const b = await connect({ ...valid, login: "6002" })
    const list = await client(server.url, server.keyA)("GET", "/v1/accounts")
    const ids = list.body.data.map((x: { id: string }) => x.id)
    expect(ids.indexOf(b.body.data.id)).toBeLessThan(ids.indexOf(a.body.data.id))
    const got = await client(server.url, server.keyA)("GET", `/v1/accounts/${a.body.data.id}`)
    expect(got.status).toBe(200)
    expect(got.body.data).toEqual(a.body.data)
  })

  it("another workspace's account is 404 ACCOUNT_NOT_FOUND, exactly like a random id", async () => {
    const mine = await connect({ ...valid, login: "6100" })
    const other = client(server.url, server.keyB)
    const theirs = await other("GET", `/v1/accounts/${mine.body.data.id}`)
    const random = await other("GET", "/v1/accounts/3f1e8c2a-5b7d-4e9f-a1c3-0d2b4f6e8a9c")
    expect(theirs.status).toBe(404)
    expect(theirs.body.error.code).toBe("ACCOUNT_NOT_FOUND")
    expect(random.status).toBe(404)
    expect(theirs.body.error.message.replace(mine.body.data.id, "ID")).toBe(
      random.body.error.message.replace("3f1e8c2a-5b7d-4e9f-a1c3-0d2b4f6e8a9c", "ID"))
    const list = await other("GET", "/v1/accounts")
    expect(list.body.data.map((x: { id: string }) => x.id)).not.toContain(mine.body.data.id)
    const del = await other("DELETE", `/v1/accounts/${mine.body.data.id}`)
    expect(del.status).toBe(404)
    // The same login and server in another workspace is that workspace's own account.
    const same = await other("POST", "/v1/accounts", { ...valid, login: "6100" })
    expect(same.status).toBe(201)
  })
})

describe("DELETE /v1/accounts/{id}", () => {
  it("removes the account and its password; the login can be connected again as a new account", async () => {
    const a = await connect({ ...valid, login: "7001" })
    const del = await client(server.url, server.keyA)("DELETE", `/v1/accounts/${a.body.data.id}`)
    expect(del.status).toBe(200)
    expect(del.body.data).toEqual({
      accountId: a.body.data.id,
      deleted: true,
      removed: { orders: 0, deals: 0, positions: 0, alertHooksUpdated: 0 }
    })
    expect((await client(server.url, server.keyA)("GET", `/v1/accounts/${a.body.data.id}`)).status).toBe(404)
    expect((await client(server.url, server.keyA)("DELETE", `/v1/accounts/${a.body.data.id}`)).status).toBe(404)
    const again = await connect({ ...valid, login: "7001" })
    expect(again.status).toBe(201)
    expect(again.body.data.id).not.toBe(a.body.data.id)
  })

  it("validates force", async () => {
    const a = await connect({ ...valid, login: "7002" })
    const bad = await client(server.url, server.keyA)("DELETE", `/v1/accounts/${a.body.data.id}?force=yes`)
    expect(bad.status).toBe(400)
    expect(bad.body.error.details[0].field).toBe("force")
    const ok = await client(server.url, server.keyA)("DELETE", `/v1/accounts/${a.body.data.id}?force=true`)
    expect(ok.status).toBe(200)
  })
})
