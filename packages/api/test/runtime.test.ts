import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import pg from "pg"
import { client, startTestServer, type Reply, type TestServer } from "./support/testServer.js"

let server: TestServer
beforeAll(async () => { server = await startTestServer({ env: { SVC_IDLE_WINDOW: "2 seconds" } }) })
afterAll(async () => { await server.stop() })

let nextLogin = 70000
const api = () => client(server.url, server.keyA)
const connect = async (fields: Record<string, unknown> = {}) => {
  const r = await api()("POST", "/v1/accounts", { login: String(nextLogin++), server: "SimBroker-Demo", password: "pw-good", ...fields })
  expect(r.status).toBe(201)
  return r.body.data as { id: string; login: string }
}
const status = async (id: string) => (await api()("GET", `/v1/accounts/${id}/status`)).body.data
const waitFor = async (id: string, done: (s: { state: string }) => boolean, timeoutMs = 15_000) => {
  const start = Date.now()
  for (;;) {
    const s = await status(id)
    if (done(s)) return s
    if (Date.now() - start > timeoutMs) throw new Error(`still ${s.state}: ${JSON.stringify(s)}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}
const settled = (s: { state: string }) => !["connecting", "synchronizing", "reconnecting", "cooling", "provisioning", "starting"].includes(s.state)

const warm = (id: string): Promise<Reply> => api()("POST", `/v1/accounts/${id}/warm`)

describe("warm, status, cool", () => {
  it("warm answers 202 with pollUrl; status reaches ready with the terminal's facts", async () => {
    const a = await connect()
    const r = await warm(a.id)
    expect(r.status).toBe(202)
    expect(r.body.data).toEqual({ accountId: a.id, state: "provisioning", alreadyRunning: false, pollUrl: `/v1/accounts/${a.id}/status` })
    const s = await waitFor(a.id, settled)
    expect(s).toMatchObject({ accountId: a.id, state: "ready", online: true, problem: null, tradeAllowed: true })
    const account = (await api()("GET", `/v1/accounts/${a.id}`)).body.data
    expect(account).toMatchObject({ currency: "USD", leverage: 100, environment: "demo", tradeAllowed: true })
    expect(account.marginMode).toContain("hedging")
    expect(typeof account.brokerName).toBe("string")
  })

  it("warm is idempotent: a second call on a running account says alreadyRunning", async () => {
    const a = await connect()
    await warm(a.id)
    await waitFor(a.id, settled)
    const again = await warm(a.id)
    expect(again.status).toBe(202)
    expect(again.body.data).toMatchObject({ alreadyRunning: true, state: "ready" })
  })

  it("cool takes a running account to standby; cooling an offline one stops nothing", async () => {
    const a = await connect()
    const idle = await api()("POST", `/v1/accounts/${a.id}/cool`)
    expect(idle.body.data).toEqual({ accountId: a.id, stopped: false, state: "created" })
    await warm(a.id)
    await waitFor(a.id, settled)
    const cooled = await api()("POST", `/v1/accounts/${a.id}/cool`)
    expect(cooled.status).toBe(200)
    expect(cooled.body.data).toEqual({ accountId: a.id, stopped: true, state: "standby" })
    expect((await status(a.id)).state).toBe("standby")
    await warm(a.id)
    expect((await waitFor(a.id, settled)).state).toBe("ready")
  })

  it("a warm_on_demand account cools itself after the idle window", async () => {
    const a = await connect({ mode: "warm_on_demand" })
    await warm(a.id)
    await waitFor(a.id, settled)
    const s = await waitFor(a.id, (x) => x.state === "standby", 10_000)
    expect(s.stateDetail).toContain("without orders")
  })
})

describe("login problems are reported through state and problem, never the warm status", () => {
  const cases: Array<[string, string, string]> = [
    ["refuse-this", "invalid_credentials", "LOGIN_REFUSED"],
    ["needs2fa", "needs_2fa", "NEEDS_2FA"],
    ["needscert", "needs_certificate", "NEEDS_CERTIFICATE"],
    ["nottrading", "trading_disabled", "TRADING_DISABLED"],
    ["noconnect", "error", "CONNECTION_FAILED"]
  ]
  for (const [password, state, code] of cases) {
    it(`password ${password} → ${state}`, async () => {
      const a = await connect({ password })
      const r = await warm(a.id)
      expect(r.status).toBe(202)
      const s = await waitFor(a.id, settled)
      expect(s.state).toBe(state)
      expect(s.problem).toMatchObject({ code })
      expect(typeof s.problem.title).toBe("string")
      expect(typeof s.problem.explanation).toBe("string")
      expect(Array.isArray(s.problem.actions)).toBe(true)
      if (state !== "error") {
        const again = await warm(a.id)
        expect(again.status).toBe(409)
        expect(again.body.error.code).toBe("NEEDS_OPERATOR")
      }
    })
  }

  it("the first login registers the password; a later wrong one is refused", async () => {
    const a = await connect()
    await warm(a.id)
    await waitFor(a.id, settled)
    await api()("POST", `/v1/accounts/${a.id}/disconnect`)
    const again = await api()("POST", "/v1/accounts", { login: a.login, server: "SimBroker-Demo", password: "another" })
    expect(again.status).toBe(200)
    await warm(a.id)
    const s = await waitFor(a.id, settled)
    expect(s.state).toBe("invalid_credentials")
    expect(s.problem.detail).toEqual(expect.any(String))
    // New credentials clear it: the account returns to offline and logs in.
    const fixed = await api()("POST", `/v1/accounts/${a.id}/password`, { password: "pw-good" })
    expect(fixed.status).toBe(200)
    expect(fixed.body.data).toMatchObject({ state: "offline", problem: null })
    expect(fixed.text).not.toContain("pw-good")
    await warm(a.id)
    expect((await waitFor(a.id, settled)).state).toBe("ready")
  })

  it("a new password ends a session opened with the old one: the account rests offline, ready to warm", async () => {
    const a = await connect()
    await warm(a.id)
    await waitFor(a.id, settled)
    const changed = await api()("POST", `/v1/accounts/${a.id}/password`, { password: "pw-good" })
    expect(changed.status).toBe(200)
    expect(changed.body.data).toMatchObject({ state: "offline", problem: null })
    await warm(a.id)
    expect((await waitFor(a.id, settled)).state).toBe("ready")
  })

  it("an unknown server fails to connect, names the sim's servers, and switching server fixes it", async () => {
    const a = await connect({ server: "SimBrokr-Demo" })
    await warm(a.id)
    const s = await waitFor(a.id, settled)
    expect(s.state).toBe("error")
    expect(s.problem.code).toBe("CONNECTION_FAILED")
    expect(s.problem.otherServers[0]).toBe("SimBroker-Demo")
    expect(s.problem.otherServers).toEqual(expect.arrayContaining(["SimBroker-Demo", "SimBroker-Live", "SimBroker-Contest"]))
    expect(s.problem.actions).toContainEqual({ kind: "switch_server", server: "SimBroker-Demo" })

    const bad = await api()("POST", `/v1/accounts/${a.id}/server`, { server: "Elsewhere-Live" })
    expect(bad.status).toBe(400)
    expect(bad.body.error.details[0].field).toBe("server")
    const moved = await api()("POST", `/v1/accounts/${a.id}/server`, { server: "SimBroker-Demo" })
    expect(moved.status).toBe(200)
    expect(moved.body.data).toMatchObject({ server: "SimBroker-Demo", state: "offline", problem: null, environment: "demo" })
    await warm(a.id)
    expect((await waitFor(a.id, settled)).state).toBe("ready")
  })
})

describe("disconnect, mode, prepare", () => {
  it("disconnect deletes the password: offline, warm says NO_SECRET, connecting again answers 200 with the same id", async () => {
    const a = await connect()
    await warm(a.id)
    await waitFor(a.id, settled)
    const d = await api()("POST", `/v1/accounts/${a.id}/disconnect`)
    expect(d.status).toBe(200)
    expect(d.body.data).toEqual({ accountId: a.id, state: "offline", passwordDeleted: true })
    const w = await warm(a.id)
    expect(w.status).toBe(409)
    expect(w.body.error.code).toBe("NO_SECRET")
    const again = await api()("POST", "/v1/accounts", { login: a.login, server: "SimBroker-Demo", password: "pw-good" })
    expect(again.status).toBe(200)
    expect(again.body.data.id).toBe(a.id)
    await warm(a.id)
    expect((await waitFor(a.id, settled)).state).toBe("ready")
  })

  it("mode change answers the resting state and takes effect next time", async () => {
    const a = await connect()
    const r = await api()("POST", `/v1/accounts/${a.id}/mode`, { mode: "always_on" })
    expect(r.body.data).toEqual({ accountId: a.id, mode: "always_on", restingState: "ready" })
    const w = await api()("POST", `/v1/accounts/${a.id}/mode`, { mode: "warm_on_demand" })
    expect(w.body.data.restingState).toBe("standby")
    const bad = await api()("POST", `/v1/accounts/${a.id}/mode`, { mode: "sometimes" })
    expect(bad.status).toBe(400)
    expect((await api()("GET", `/v1/accounts/${a.id}`)).body.data.mode).toBe("warm_on_demand")
  })

  it("prepare brings many up with one result each; needs_operator is not retried", async () => {
    const good = await connect()
    const running = await connect()
    await warm(running.id)
    await waitFor(running.id, settled)
    const refused = await connect({ password: "refuse" })
    await warm(refused.id)
    await waitFor(refused.id, settled)
    const foreign = (await client(server.url, server.keyB)("POST", "/v1/accounts", { login: "1", server: "SimBroker-Demo", password: "x" })).body.data
    const r = await api()("POST", "/v1/accounts/prepare", {
      accountIds: [good.id, running.id, refused.id, foreign.id, "not-an-id"]
    })
    expect(r.status).toBe(202)
    expect(r.body.data.map((x: { result: string }) => x.result)).toEqual([
      "warming", "already_running", "needs_operator", "not_found", "not_found"
    ])
    expect((await waitFor(good.id, settled)).state).toBe("ready")
    const tooMany = await api()("POST", "/v1/accounts/prepare", { accountIds: Array.from({ length: 201 }, () => good.id) })
    expect(tooMany.status).toBe(400)
  })

  it("every runtime endpoint is tenant-isolated", async () => {
    const a = await connect()
    const other = client(server.url, server.keyB)
    for (const [method, path, body] of [
      ["POST", `/v1/accounts/${a.id}/warm`, undefined],
      ["GET", `/v1/accounts/${a.id}/status`, undefined],
      ["POST", `/v1/accounts/${a.id}/cool`, undefined],
      ["POST", `/v1/accounts/${a.id}/mode`, { mode: "cold" }],
      ["POST", `/v1/accounts/${a.id}/disconnect`, undefined],
      ["POST", `/v1/accounts/${a.id}/password`, { password: "x" }],
      ["POST", `/v1/accounts/${a.id}/server`, { server: "SimBroker-Live" }]
    ] as const) {
      const r = await other(method, path, body)
      expect(r.status, path).toBe(404)
      expect(r.body.error.code).toBe("ACCOUNT_NOT_FOUND")
    }
  })

  it("transitions the spec names are recorded as account.state_changed events", async () => {
    if (server.databaseUrl === undefined) return
    const a = await connect()
    await warm(a.id)
    await waitFor(a.id, settled)
    await api()("POST", `/v1/accounts/${a.id}/cool`)
    const c = new pg.Client({ connectionString: server.databaseUrl })
    await c.connect()
    const rows = await c.query("select type, payload from events where resource_id = $1 order by created_at", [a.id])
    await c.end()
    expect(rows.rows.map((r) => [r.type, r.payload.previousState, r.payload.state])).toEqual([
      ["account.state_changed", "synchronizing", "ready"],
      ["account.state_changed", "cooling", "standby"]
    ])
  })
})

describe("restart", () => {
  it("always_on accounts come back by themselves; others rest in standby with a truthful detail", async () => {
    const first = await startTestServer()
    const c1 = client(first.url, first.keyA)
    const always = (await c1("POST", "/v1/accounts", { login: "81001", server: "SimBroker-Demo", password: "pw", mode: "always_on" })).body.data
    const onDemand = (await c1("POST", "/v1/accounts", { login: "81002", server: "SimBroker-Demo", password: "pw", mode: "warm_on_demand" })).body.data
    await c1("POST", `/v1/accounts/${always.id}/warm`)
    await c1("POST", `/v1/accounts/${onDemand.id}/warm`)
    for (const id of [always.id, onDemand.id]) {
      for (let i = 0; i < 200 && (await c1("GET", `/v1/accounts/${id}/status`)).body.data.state !== "ready"; i++) {
        await new Promise((r) => setTimeout(r, 50))
      }
    }
    await first.stop({ keepData: true })

    const second = await startTestServer({ restartOf: first })
    try {
      const c2 = client(second.url, second.keyA)
      let alwaysState = ""
      for (let i = 0; i < 200 && alwaysState !== "ready"; i++) {
        const reply = await c2("GET", `/v1/accounts/${always.id}/status`)
        if (reply.body?.data === undefined) throw new Error(reply.text)
        alwaysState = reply.body.data.state
        await new Promise((r) => setTimeout(r, 50))
      }
      expect(alwaysState).toBe("ready")
      const rest = (await c2("GET", `/v1/accounts/${onDemand.id}/status`)).body.data
      expect(rest.state).toBe("standby")
      expect(rest.stateDetail).toContain("restarted")
    } finally {
      await second.stop()
    }
  }, 60_000)
})
