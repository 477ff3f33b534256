import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { randomUUID } from "node:crypto"
import pg from "pg"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { client, startTestServer, type TestServer } from "./support/testServer.js"

let server: TestServer
beforeAll(async () => { server = await startTestServer() })
afterAll(async () => { await server.stop() })

let nextLogin = 610000
const api = () => client(server.url, server.keyA)
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** An account connected with `password`; `warm` brings it online first. */
const account = async (password = "pw", warm = true, key = server.keyA) => {
  const c = client(server.url, key)
  const a = (await c("POST", "/v1/accounts", { login: String(nextLogin++), server: "SimBroker-Demo", password, mode: "cold" })).body.data
  if (warm) {
    await c("POST", `/v1/accounts/${a.id}/warm`)
    for (let i = 0; i < 200; i++) {
      const s = (await c("GET", `/v1/accounts/${a.id}/status`)).body.data
      if (s.state === "ready" || s.state === "needs_2fa") break
      await sleep(25)
    }
  }
  return a.id as string
}

const createWave = (body: Record<string, unknown>, key: string = randomUUID()) =>
  api()("POST", "/v1/execution-waves", { order: { side: "buy", type: "market", symbol: "EURUSD", volume: "0.10" }, ...body }, { "idempotency-key": key })

const final = new Set(["settled", "cancelled", "abandoned"])
const untilFinal = async (id: string, ms = 20_000) => {
  const deadline = Date.now() + ms
  for (;;) {
    const w = (await api()("GET", `/v1/execution-waves/${id}`)).body.data
    if (final.has(w.state)) return w
    if (Date.now() > deadline) throw new Error(`wave still ${w.state}: ${JSON.stringify(w.summary)}`)
    await sleep(50)
  }
}
const ordersOf = async (accountId: string) => (await api()("GET", `/v1/orders?accountId=${accountId}`)).body.data as Array<{ id: string; waveId: string | null; state: string }>

describe("POST /v1/execution-waves", () => {
  it("release-ready: trades on the online accounts and skips the one in needs_2fa, each leg an ordinary order", async () => {
    const online = [await account(), await account(), await account()]
    const stuck = await account("needs2fa-1")
    const r = await createWave({ accountIds: [...online, stuck], legs: [{ accountId: online[1], volume: "0.20" }] })
    expect(r.status, r.text).toBe(202)
    expect(r.body.data).toMatchObject({ state: "preparing", barrierPolicy: "release-ready", executeAt: null, dispatchSpreadMs: null })
    expect(r.body.data.legs.map((l: { accountId: string }) => l.accountId)).toEqual([...online, stuck])
    const w = await untilFinal(r.body.data.id)
    expect(w.state).toBe("settled")
    expect(w.summary).toMatchObject({ total: 4, filled: 3, skipped: 1, pending: 0, unresolved: 0 })
    const skipped = w.legs.find((l: { accountId: string }) => l.accountId === stuck)
    expect(skipped).toMatchObject({ state: "skipped", skipReason: "needs_operator", orderId: null })
    expect(skipped.detail).toContain("needs_2fa")
    expect(w.dispatchSpreadMs).toBeGreaterThanOrEqual(0)
    expect(w.dispatchedAt).not.toBeNull()
    expect(w.settledAt).not.toBeNull()
    for (const leg of w.legs.filter((l: { state: string }) => l.state === "filled")) {
      expect(leg.armedAt).not.toBeNull()
      expect(leg.sentAt).not.toBeNull()
      expect(leg.retcode).toBe(10009)
      expect(leg.filledPrice).toMatch(/^\d+\.\d+$/)
      const order = (await api()("GET", `/v1/orders/${leg.orderId}`)).body.data
      expect(order).toMatchObject({ waveId: w.id, accountId: leg.accountId, state: "filled", volume: leg.volume })
    }
    expect(w.legs.find((l: { accountId: string }) => l.accountId === online[1]).volume).toBe("0.20")
    expect(await ordersOf(stuck)).toEqual([])
    if (server.databaseUrl !== undefined) {
      const c = new pg.Client({ connectionString: server.databaseUrl })
      await c.connect()
      const events = await c.query("select payload from events where type = 'wave.settled' and resource_id = $1", [w.id])
      await c.end()
      expect(events.rows).toHaveLength(1)
      expect(events.rows[0].payload).toMatchObject({ id: w.id, state: "settled", summary: { filled: 3, skipped: 1 } })
      expect(events.rows[0].payload.legs).toHaveLength(4)
    }
  })

  it("all-or-nothing: one account in needs_2fa abandons the wave and nothing is sent", async () => {
    const online = [await account(), await account()]
    const stuck = await account("needs2fa-2")
    const r = await createWave({ accountIds: [...online, stuck], barrierPolicy: "all-or-nothing" })
    const w = await untilFinal(r.body.data.id)
    expect(w.state).toBe("abandoned")
    expect(w.stateDetail).toContain("all-or-nothing")
    expect(w.summary).toMatchObject({ total: 3, skipped: 3 })
    expect(w.legs.every((l: { skipReason: string }) => l.skipReason !== null)).toBe(true)
    expect(w.dispatchSpreadMs).toBeNull()
    for (const id of [...online, stuck]) expect(await ordersOf(id)).toEqual([])
  })

  it("wait: holds the wave while an account needs 2FA, and releases once it comes online", async () => {
    const online = await account()
    const stuck = await account("needs2fa-3")
    const r = await createWave({ accountIds: [online, stuck], barrierPolicy: "wait", expiresAt: new Date(Date.now() + 60_000).toISOString() })
    await sleep(800)
    const held = (await api()("GET", `/v1/execution-waves/${r.body.data.id}`)).body.data
    expect(held.state).toBe("waiting")
    expect(await ordersOf(online)).toEqual([])
    // The person fixes it: a password that logs in. The wave brings the account up and releases.
    expect((await api()("POST", `/v1/accounts/${stuck}/password`, { password: "pw" })).status).toBe(200)
    const w = await untilFinal(r.body.data.id)
    expect(w.state).toBe("settled")
    expect(w.summary).toMatchObject({ total: 2, filled: 2 })
  })

  it("wait: gives up at expiresAt without sending", async () => {
    const online = await account()
    const stuck = await account("needs2fa-4")
    const r = await createWave({ accountIds: [online, stuck], barrierPolicy: "wait", expiresAt: new Date(Date.now() + 1_500).toISOString() })
    const w = await untilFinal(r.body.data.id)
    expect(w.state).toBe("abandoned")
    expect(await ordersOf(online)).toEqual([])
  })

  // Behaviour, not speed (bench/waves measures the spread): released at executeAt and not before, the spread the legs'.
  it("releases at executeAt, no leg before it, and reports its legs' own spread", async () => {
    const ids = [await account(), await account(), await account(), await account()]
    const executeAt = new Date(Date.now() + 3_000)
    const r = await createWave({ accountIds: ids, executeAt: executeAt.toISOString() })
    await sleep(300)
    expect((await api()("GET", `/v1/execution-waves/${r.body.data.id}`)).body.data.state).toBe("waiting")
    const w = await untilFinal(r.body.data.id)
    expect(w.state).toBe("settled")
    expect(new Date(w.releaseAt).getTime()).toBe(executeAt.getTime())
    const sent = w.legs.map((leg: { sentAt: string }) => new Date(leg.sentAt).getTime())
    for (const at of sent) expect(at).toBeGreaterThanOrEqual(executeAt.getTime())
    expect(w.dispatchSpreadMs).toBe(Math.max(...sent) - Math.min(...sent))
  })

  it("an account seen down just after the release does not hold back the other legs (a wave once left 9–21 s late)", async () => {
    const [a, b] = [await account(), await account()]
    const executeAt = new Date(Date.now() + 2_000)
    const r = await createWave({ accountIds: [a, b], executeAt: executeAt.toISOString() })
    expect(r.status, r.text).toBe(202)
    const waveId = r.body.data.id as string
    // Between the barrier (both online) and the arming, b's record says it is coming up again, as a health check's
    // reconnect under load does. The legs were armed only once every account was back, up to 15 s later.
    const fn = `lag_${waveId.replace(/-/g, "")}`
    await server.database(Effect.flatMap(SqlClient.SqlClient, (sql) =>
      Effect.zipRight(
        sql.unsafe(`create function ${fn}() returns trigger language plpgsql as $$ begin
          if new.id = '${waveId}' and new.state = 'dispatching' and old.state <> 'dispatching' then
            update accounts set state = 'connecting' where id = '${b}';
          end if; return new; end $$`),
        sql.unsafe(`create trigger ${fn} after update on waves for each row execute function ${fn}()`)
      )))
    try {
      const w = await untilFinal(waveId, 40_000)
      expect(w.state).toBe("settled")
      expect(new Date(w.releaseAt).getTime()).toBe(executeAt.getTime())
      const legA = w.legs.find((l: { accountId: string }) => l.accountId === a)
      expect(legA.state).toBe("filled")
      // Sent at its release, not after the wait for b (15 s): a generous bound for a loaded machine.
      expect(new Date(legA.sentAt).getTime() - executeAt.getTime()).toBeLessThan(5_000)
    } finally {
      await server.database(Effect.flatMap(SqlClient.SqlClient, (sql) =>
        Effect.zipRight(sql.unsafe(`drop trigger ${fn} on waves`), sql.unsafe(`drop function ${fn}()`))))
    }
  }, 60_000)

  it("a wave with no executeAt leaves as soon as every leg is armed, before its release time's fallback", async () => {
    const ids = [await account(), await account(), await account()]
    const r = await createWave({ accountIds: ids })
    const w = await untilFinal(r.body.data.id)
    expect(w.state).toBe("settled")
    expect(w.summary).toMatchObject({ total: 3, filled: 3 })
    // The release time is the fallback (the arming lead, 400 ms and more); every leg left before it.
    for (const leg of w.legs) expect(new Date(leg.sentAt).getTime()).toBeLessThan(new Date(w.releaseAt).getTime())
    // And it is final as soon as its legs are (an alert hook on several accounts waits for that before its next alert).
    expect(new Date(w.settledAt).getTime()).toBeLessThan(new Date(w.releaseAt).getTime())
  })

  it("cancel before release: cancelled with no order sent, answered again the same; after release 409 WAVE_NOT_CANCELLABLE", async () => {
    const ids = [await account(), await account()]
    const r = await createWave({ accountIds: ids, executeAt: new Date(Date.now() + 3_000).toISOString() })
    const started = Date.now()
    const c = await api()("POST", `/v1/execution-waves/${r.body.data.id}/cancel`)
    expect(Date.now() - started).toBeLessThan(1_000)
    expect(c.status, c.text).toBe(200)
    expect(c.body.data).toMatchObject({ state: "cancelled", summary: { total: 2, skipped: 2 } })
    expect(c.body.data.legs.every((l: { skipReason: string }) => l.skipReason === "wave_cancelled")).toBe(true)
    expect((await api()("POST", `/v1/execution-waves/${r.body.data.id}/cancel`)).body.data.state).toBe("cancelled")
    await sleep(3_300)
    for (const id of ids) expect(await ordersOf(id)).toEqual([])

    const sent = await createWave({ accountIds: ids })
    const done = await untilFinal(sent.body.data.id)
    expect(done.state).toBe("settled")
    const late = await api()("POST", `/v1/execution-waves/${sent.body.data.id}/cancel`)
    expect(late.status).toBe(409)
    expect(late.body.error.code).toBe("WAVE_NOT_CANCELLABLE")
    expect(late.body.error.details[0]).toMatchObject({ waveId: sent.body.data.id, state: "settled" })
  })

  it("an account in an unfinished wave cannot be deleted: 409 ACCOUNT_IN_WAVE", async () => {
    const id = await account()
    const r = await createWave({ accountIds: [id], executeAt: new Date(Date.now() + 60_000).toISOString() })
    const d = await api()("DELETE", `/v1/accounts/${id}`)
    expect(d.status).toBe(409)
    expect(d.body.error.code).toBe("ACCOUNT_IN_WAVE")
    expect(d.body.error.details[0]).toMatchObject({ accountId: id, waveIds: [r.body.data.id] })
    await api()("POST", `/v1/execution-waves/${r.body.data.id}/cancel`)
    expect((await api()("DELETE", `/v1/accounts/${id}`)).status).toBe(200)
  })

  it("validates the request: unique accounts, overrides of listed accounts, pending prices, expiresAt after executeAt", async () => {
    const id = await account("pw", false)
    const dup = await createWave({ accountIds: [id, id] })
    expect(dup.status).toBe(400)
    expect(dup.body.error.details).toContainEqual(expect.objectContaining({ field: "accountIds.1" }))
    const stray = await createWave({ accountIds: [id], legs: [{ accountId: randomUUID() }] })
    expect(stray.status).toBe(400)
    const pending = await createWave({ accountIds: [id], order: { side: "buy", type: "buy_limit", symbol: "EURUSD", volume: "0.10" } })
    expect(pending.status).toBe(400)
    expect(pending.body.error.details).toContainEqual(expect.objectContaining({ field: "order.price" }))
    const side = await createWave({ accountIds: [id], order: { side: "sell", type: "buy_limit", symbol: "EURUSD", volume: "0.10", price: "1.0" } })
    expect(side.status).toBe(400)
    const at = new Date(Date.now() + 10_000)
    const order = await createWave({ accountIds: [id], executeAt: at.toISOString(), expiresAt: new Date(at.getTime() - 1).toISOString() })
    expect(order.status).toBe(400)
    const noKey = await api()("POST", "/v1/execution-waves", { accountIds: [id], order: { side: "buy", type: "market", symbol: "EURUSD", volume: "0.10" } })
    expect(noKey.status).toBe(400)
    expect(noKey.body.error.details[0].field).toBe("idempotency-key")
    expect((await createWave({ accountIds: [] })).status).toBe(400)
  })

  it("another workspace's account is 404 ACCOUNT_NOT_FOUND naming it, and its waves are invisible", async () => {
    const mine = await account("pw", false)
    const theirs = await account("pw", false, server.keyB)
    const r = await createWave({ accountIds: [mine, theirs] })
    expect(r.status).toBe(404)
    expect(r.body.error.code).toBe("ACCOUNT_NOT_FOUND")
    expect(r.body.error.details[0]).toEqual({ accountId: theirs })
    const w = await createWave({ accountIds: [mine], executeAt: new Date(Date.now() + 60_000).toISOString() })
    const other = client(server.url, server.keyB)
    expect((await other("GET", `/v1/execution-waves/${w.body.data.id}`)).status).toBe(404)
    expect((await other("POST", `/v1/execution-waves/${w.body.data.id}/cancel`)).status).toBe(404)
    expect((await other("GET", "/v1/execution-waves")).body.data).toEqual([])
    await api()("POST", `/v1/execution-waves/${w.body.data.id}/cancel`)
  })

  it("a retry with the key answers the same wave; the key with another body is 409 IDEMPOTENCY_KEY_REUSED", async () => {
    const id = await account("pw", false)
    const key = randomUUID()
    const body = { accountIds: [id], executeAt: new Date(Date.now() + 60_000).toISOString() }
    const first = await createWave(body, key)
    const again = await createWave(body, key)
    expect(again.status).toBe(202)
    expect(again.body.data.id).toBe(first.body.data.id)
    expect(again.headers.get("idempotent-replayed")).toBe("true")
    const other = await createWave({ ...body, barrierPolicy: "wait" }, key)
    expect(other.status).toBe(409)
    expect(other.body.error.code).toBe("IDEMPOTENCY_KEY_REUSED")
    await api()("POST", `/v1/execution-waves/${first.body.data.id}/cancel`)
  })
})

describe("GET /v1/execution-waves", () => {
  it("lists newest first with cursor pagination and a state filter", async () => {
    const id = await account("pw", false)
    const made: Array<string> = []
    for (let i = 0; i < 3; i++) {
      const w = await createWave({ accountIds: [id], executeAt: new Date(Date.now() + 60_000).toISOString() })
      made.push(w.body.data.id)
    }
    await api()("POST", `/v1/execution-waves/${made[1]}/cancel`)
    const page1 = await api()("GET", "/v1/execution-waves?limit=2")
    expect(page1.status).toBe(200)
    expect(page1.body.data.map((w: { id: string }) => w.id)).toEqual([made[2], made[1]])
    expect(page1.body.page.hasMore).toBe(true)
    const page2 = await api()("GET", `/v1/execution-waves?limit=2&cursor=${page1.body.page.nextCursor}`)
    expect(page2.body.data[0].id).toBe(made[0])
    const cancelled = await api()("GET", "/v1/execution-waves?state=cancelled")
    expect(cancelled.body.data.map((w: { id: string }) => w.id)).toContain(made[1])
    expect(cancelled.body.data.every((w: { state: string }) => w.state === "cancelled")).toBe(true)
    expect((await api()("GET", "/v1/execution-waves?cursor=nope")).status).toBe(400)
    for (const w of [made[0], made[2]]) await api()("POST", `/v1/execution-waves/${w}/cancel`)
  })
})

describe("plans", () => {
  it("402 QUOTA_EXCEEDED past the plan's accounts per wave, 402 FEATURE_NOT_IN_PLAN without waves", async () => {
    const starter = await startTestServer({ env: { SVC_BOOTSTRAP_PLAN: "starter" } })
    const free = await startTestServer({ env: { SVC_BOOTSTRAP_PLAN: "free" } })
    try {
      const body = { accountIds: Array.from({ length: 11 }, () => randomUUID()), order: { side: "buy", type: "market", symbol: "EURUSD", volume: "0.10" } }
      const over = await client(starter.url, starter.keyA)("POST", "/v1/execution-waves", body, { "idempotency-key": randomUUID() })
      expect(over.status).toBe(402)
      expect(over.body.error.code).toBe("QUOTA_EXCEEDED")
      expect(over.body.error.details[0]).toMatchObject({ allowance: "accountsPerWave", limit: 10, requested: 11, plan: "starter" })
      const none = await client(free.url, free.keyA)("POST", "/v1/execution-waves", body, { "idempotency-key": randomUUID() })
      expect(none.status).toBe(402)
      expect(none.body.error.code).toBe("FEATURE_NOT_IN_PLAN")
      expect(none.body.error.details[0]).toMatchObject({ feature: "waves", plans: ["starter", "scale", "enterprise"] })
    } finally {
      await starter.stop()
      await free.stop()
    }
  })
})
