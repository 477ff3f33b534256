import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import pg from "pg"
import { client, startTestServer, type TestServer } from "./support/testServer.js"

// The test client connects from 127.0.0.1, trusted here as a proxy: X-Forwarded-For then names the sender.
let server: TestServer
beforeAll(async () => { server = await startTestServer({ env: { SVC_TRUSTED_PROXIES: "127.0.0.1" } }) })
afterAll(async () => { await server?.stop() })

const tradingView = "52.89.214.238"
let nextLogin = 700000
const api = () => client(server.url, server.keyA)
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

const onlineAccount = async () => {
  const a = (await api()("POST", "/v1/accounts", { login: String(nextLogin++), server: "SimBroker-Demo", password: "pw", mode: "cold" })).body.data
  await api()("POST", `/v1/accounts/${a.id}/warm`)
  for (let i = 0; i < 200; i++) {
    const s = await api()("GET", `/v1/accounts/${a.id}/status`)
    if (s.body.data.state === "ready") break
    await sleep(25)
  }
  return a.id as string
}

const createHook = async (accountIds: ReadonlyArray<string>, defaults: Record<string, unknown> = {}) => {
  const r = await api()("POST", "/v1/alert-hooks", { name: "tv", accountIds, defaults: { volume: "0.10", ...defaults } })
  expect(r.status).toBe(201)
  return r.body.data as { id: string; url: string; urlHint: string; enabled: boolean }
}

const send = async (url: string, body: string, from: string = tradingView, contentType = "text/plain") => {
  const res = await fetch(url, { method: "POST", headers: { "content-type": contentType, "x-forwarded-for": from }, body })
  const text = await res.text()
  return { status: res.status, body: JSON.parse(text) }
}

interface AlertRecord { id: string; status: string; reason: string | null; orderIds: Array<string>; waveId: string | null; format: string | null; intent: Record<string, unknown> | null; sourceAddress: string | null; body: string; duplicates: number }

const alertsOf = async (hookId: string): Promise<Array<AlertRecord>> => (await api()("GET", `/v1/alert-hooks/${hookId}/alerts`)).body.data

const settled = async (hookId: string, alertId: string) => {
  for (let i = 0; i < 400; i++) {
    const a = (await alertsOf(hookId)).find((x) => x.id === alertId)
    if (a !== undefined && a.status !== "accepted") return a
    await sleep(25)
  }
  throw new Error("alert did not finish")
}

const order = async (id: string) => (await api()("GET", `/v1/orders/${id}`)).body.data
const positions = async (accountId: string) => (await api()("GET", `/v1/accounts/${accountId}/positions`)).body.data.positions as Array<{ symbol: string; side: string; brokerPositionId: string }>

describe("alert hook resource", () => {
  it("creates with defaults filled, the URL once; list and get show only the hint", async () => {
    const acc = await onlineAccount()
    const r = await api()("POST", "/v1/alert-hooks", { name: "x", accountIds: [acc] })
    expect(r.status).toBe(201)
    const hook = r.body.data
    expect(hook.defaults).toEqual({
      volume: null, deviationPoints: null, symbolMap: {}, symbolSuffix: "", stripExchangePrefix: true, allowClose: true,
      onlyChartingPlatformIps: true, maxAlertAgeSeconds: null
    })
    expect(hook.url).toMatch(/\/hooks\/tradingview\/[A-Za-z0-9_-]{32}$/)
    expect(hook.urlHint.endsWith(hook.url.slice(-4))).toBe(true)
    expect(hook.urlHint).not.toContain(hook.url.split("/").pop())
    expect(hook.lastUsedAt).toBeNull()
    const one = await api()("GET", `/v1/alert-hooks/${hook.id}`)
    expect(Object.keys(one.body.data)).not.toContain("url")
    const list = await api()("GET", "/v1/alert-hooks")
    expect(list.text).not.toContain(hook.url)
  })

  it("refuses another workspace's account as 404 and hides its hooks", async () => {
    const acc = await onlineAccount()
    const other = client(server.url, server.keyB)
    const r = await other("POST", "/v1/alert-hooks", { name: "x", accountIds: [acc] })
    expect(r.status).toBe(404)
    expect(r.body.error.code).toBe("ACCOUNT_NOT_FOUND")
    const hook = await createHook([acc])
    expect((await other("GET", `/v1/alert-hooks/${hook.id}`)).status).toBe(404)
  })

  it("PATCH replaces sent defaults, keeps the rest, replaces the whole symbolMap; the URL stays", async () => {
    const acc = await onlineAccount()
    const hook = await createHook([acc], { symbolMap: { GOLD: "XAUUSD", SILVER: "XAGUSD" }, symbolSuffix: ".m" })
    const r = await api()("PATCH", `/v1/alert-hooks/${hook.id}`, { name: "renamed", defaults: { symbolMap: { OIL: "USOIL" }, allowClose: false } })
    expect(r.status).toBe(200)
    expect(r.body.data).toMatchObject({ name: "renamed", urlHint: hook.urlHint })
    expect(r.body.data.defaults).toMatchObject({ volume: "0.10", symbolMap: { OIL: "USOIL" }, symbolSuffix: ".m", allowClose: false })
    expect((await api()("PATCH", `/v1/alert-hooks/${hook.id}`, {})).status).toBe(400)
  })

  it("needs the alert-hooks scopes", async () => {
    const key = await api()("POST", "/v1/api-keys", { name: "reader", scopes: ["alert-hooks:read"] })
    const reader = client(server.url, key.body.data.key)
    expect((await reader("GET", "/v1/alert-hooks")).status).toBe(200)
    const r = await reader("POST", "/v1/alert-hooks", { name: "x", accountIds: [] })
    expect(r.status).toBe(403)
    expect(r.body.error).toMatchObject({ code: "MISSING_SCOPE", details: [{ scope: "alert-hooks:write" }] })
  })
})

describe("inbound alerts, per format and action", () => {
  it("a JSON buy places an ordinary order carrying the alert; 202 before it runs", async () => {
    const acc = await onlineAccount()
    const hook = await createHook([acc])
    const r = await send(hook.url, JSON.stringify({ action: "buy", ticker: "OANDA:EURUSD", quantity: "0.20", comment: "x", extra: 1 }), tradingView, "application/json")
    expect(r.status).toBe(202)
    expect(r.body.data).toEqual({ alertId: expect.any(String), status: "accepted", duplicate: false })
    const a = await settled(hook.id, r.body.data.alertId)
    expect(a).toMatchObject({ status: "executed", reason: null, format: "json", sourceAddress: tradingView })
    expect(a.intent).toMatchObject({ action: "buy", symbol: "OANDA:EURUSD", volume: "0.20" })
    const o = await order(a.orderIds[0]!)
    expect(o).toMatchObject({ accountId: acc, symbol: "EURUSD", side: "buy", volume: "0.20", state: "filled", clientOrderId: a.id.replace(/-/g, "") })
    const h = (await api()("GET", `/v1/alert-hooks/${hook.id}`)).body.data
    expect(new Date(h.lastUsedAt).getUTCSeconds()).toBe(0)
  })

  it("plain text: buy with sl/tp, then closelong closes that symbol's long", async () => {
    const acc = await onlineAccount()
    const hook = await createHook([acc])
    const buy = await send(hook.url, "buy EURUSD 0.1 sl=0.5000 tp=2.5000")
    const a = await settled(hook.id, buy.body.data.alertId)
    expect(a.status).toBe("executed")
    expect(await order(a.orderIds[0]!)).toMatchObject({ stopLoss: "0.5000", takeProfit: "2.5000" })
    expect((await positions(acc)).filter((p) => p.symbol === "EURUSD" && p.side === "buy")).toHaveLength(1)
    const close = await send(hook.url, "closelong EURUSD")
    const c = await settled(hook.id, close.body.data.alertId)
    expect(c).toMatchObject({ status: "executed", format: "text" })
    expect(await order(c.orderIds[0]!)).toMatchObject({ intent: "close", state: "filled" })
    expect((await positions(acc)).filter((p) => p.symbol === "EURUSD")).toHaveLength(0)
  })

  it("comma form: sell, closeshort, and closeall with nothing open is recorded as rejected", async () => {
    const acc = await onlineAccount()
    const hook = await createHook([acc])
    const sell = await settled(hook.id, (await send(hook.url, "6700960415957,sell,GBPUSD,vol_lots=0.3")).body.data.alertId)
    expect(sell).toMatchObject({ status: "executed", format: "comma" })
    expect(await order(sell.orderIds[0]!)).toMatchObject({ side: "sell", symbol: "GBPUSD", volume: "0.3" })
    const cs = await settled(hook.id, (await send(hook.url, "1,closeshort,GBPUSD")).body.data.alertId)
    expect(cs.status).toBe("executed")
    const none = await settled(hook.id, (await send(hook.url, "1,closeall")).body.data.alertId)
    expect(none).toMatchObject({ status: "rejected", reason: `no open position on account ${acc}` })
  })

  it("close and flat act on the symbol's positions, close_all on every one; cancel withdraws pending orders", async () => {
    const acc = await onlineAccount()
    const hook = await createHook([acc])
    for (const body of ["buy EURUSD 0.1", "sell EURUSD 0.1", "buy GBPUSD 0.1", "buy USDJPY 0.1"]) {
      expect((await settled(hook.id, (await send(hook.url, body)).body.data.alertId)).status).toBe("executed")
    }
    const close = await settled(hook.id, (await send(hook.url, `{"action":"close","symbol":"EURUSD"}`)).body.data.alertId)
    expect(close.orderIds).toHaveLength(2)
    expect((await positions(acc)).map((p) => p.symbol).sort()).toEqual(["GBPUSD", "USDJPY"])
    const flat = await settled(hook.id, (await send(hook.url, `{"action":"flat","symbol":"GBPUSD"}`)).body.data.alertId)
    expect(flat.status).toBe("executed")
    const all = await settled(hook.id, (await send(hook.url, `{"action":"close_all"}`)).body.data.alertId)
    expect(all.status).toBe("executed")
    expect(await positions(acc)).toHaveLength(0)
    const limit = await settled(hook.id, (await send(hook.url, "buy EURUSD 0.1 type=limit price=0.5000")).body.data.alertId)
    expect(await order(limit.orderIds[0]!)).toMatchObject({ type: "buy_limit", state: "working" })
    const cancel = await settled(hook.id, (await send(hook.url, "cancel EURUSD")).body.data.alertId)
    expect(cancel.status).toBe("executed")
    expect((await order(limit.orderIds[0]!)).state).toBe("cancelled")
  })

  it("sl_points and tp_points become prices from the entry", async () => {
    const acc = await onlineAccount()
    const hook = await createHook([acc])
    const a = await settled(hook.id, (await send(hook.url, `{"action":"buy","symbol":"EURUSD","sl_points":500,"tp_points":1000}`)).body.data.alertId)
    expect(a.status).toBe("executed")
    const o = await order(a.orderIds[0]!)
    expect(Number(o.stopLoss)).toBeLessThan(Number(o.filledPrice))
    expect(Number(o.takeProfit)).toBeGreaterThan(Number(o.filledPrice))
  })
})

describe("symbols", () => {
  it("maps, appends the suffix, and rejects a miss naming the candidates tried", async () => {
    const acc = await onlineAccount()
    const hook = await createHook([acc], { symbolMap: { GOLD: "XAUUSD" }, symbolSuffix: ".m" })
    const gold = await settled(hook.id, (await send(hook.url, "buy TVC:GOLD 0.01")).body.data.alertId)
    expect(await order(gold.orderIds[0]!)).toMatchObject({ symbol: "XAUUSD" })
    const bare = await settled(hook.id, (await send(hook.url, "buy FX:EURUSD 0.01")).body.data.alertId)
    expect(await order(bare.orderIds[0]!)).toMatchObject({ symbol: "EURUSD" })
    const miss = await settled(hook.id, (await send(hook.url, "buy BINANCE:DOGEUSDT 1")).body.data.alertId)
    expect(miss).toMatchObject({ status: "rejected", orderIds: [] })
    expect(miss.reason).toBe(`symbol BINANCE:DOGEUSDT: none of "DOGEUSDT.m", "DOGEUSDT" is a symbol of account ${acc}`)
  })
})

describe("refusals, each recorded", () => {
  it("unknown secret 404; unparseable 400; disabled 409; wrong source 403; stale 409; allowClose off", async () => {
    const acc = await onlineAccount()
    const hook = await createHook([acc], { maxAlertAgeSeconds: 60 })
    expect((await send(`${server.url}/hooks/tradingview/nope`, "buy EURUSD")).status).toBe(404)

    const bad = await send(hook.url, "hello there")
    expect(bad.status).toBe(400)
    expect(bad.body.error.code).toBe("INVALID_REQUEST")
    const junk = await send(hook.url, "{\"action\":", tradingView, "application/json")
    expect(junk.status).toBe(400)

    const nul = await send(hook.url, "buy EURUSD\u0000 0.1")
    expect(nul.status).toBe(400)
    expect((await send(hook.url, `{"action":"buy","symbol":"EUR\\u0000USD"}`, tradingView, "application/json")).status).toBe(400)

    const spoofed = await send(hook.url, "buy EURUSD", `${tradingView}, 203.0.113.5`)
    expect(spoofed.status).toBe(403)
    expect(spoofed.body.error.code).toBe("ALERT_SOURCE_NOT_ALLOWED")

    const stale = await send(hook.url, JSON.stringify({ action: "buy", symbol: "EURUSD", time: new Date(Date.now() - 120_000).toISOString() }))
    expect(stale.status).toBe(409)
    expect(stale.body.error.code).toBe("ALERT_STALE")

    expect((await api()("POST", `/v1/alert-hooks/${hook.id}/disable`)).body.data.enabled).toBe(false)
    expect((await api()("POST", `/v1/alert-hooks/${hook.id}/disable`)).body.data.enabled).toBe(false)
    const off = await send(hook.url, "buy EURUSD")
    expect(off.status).toBe(409)
    expect(off.body.error.code).toBe("ALERT_HOOK_DISABLED")
    expect((await api()("POST", `/v1/alert-hooks/${hook.id}/enable`)).body.data.enabled).toBe(true)
    expect((await send(hook.url, "buy EURUSD")).status).toBe(202)

    const log = await alertsOf(hook.id)
    const reasons = log.map((a) => [a.status, a.reason])
    expect(reasons).toContainEqual(["rejected", "the hook is disabled"])
    expect(reasons).toContainEqual(["rejected", "source address 203.0.113.5 is not one of TradingView's webhook addresses"])
    expect(reasons).toContainEqual(["rejected", expect.stringMatching(/^the first word "hello" is not an action/)])
    expect(reasons).toContainEqual(["rejected", "the message is not valid JSON"])
    expect(log.filter((a) => a.reason === "the message contains a NUL character").map((a) => a.body)).toContain("buy EURUSD\uFFFD 0.1")
    expect(reasons).toContainEqual(["rejected", expect.stringMatching(/is more than 60 s old$/)])
    expect(log.find((a) => a.reason === "the hook is disabled")?.body).toBe("buy EURUSD")

    const noClose = await createHook([acc], { allowClose: false })
    const c = await settled(noClose.id, (await send(noClose.url, "closeall")).body.data.alertId)
    expect(c).toMatchObject({ status: "rejected", reason: "`close_all` alerts are switched off on this hook (allowClose is false)" })
  })

  it("behind a trusted proxy the forwarded TradingView address is believed; the log keeps the first 1 KiB", async () => {
    const acc = await onlineAccount()
    const hook = await createHook([acc])
    const long = `buy EURUSD 0.1 comment=${"x".repeat(3000)}`
    const r = await send(hook.url, long, `198.51.100.1, ${tradingView}`)
    expect(r.status).toBe(202)
    const a = await settled(hook.id, r.body.data.alertId)
    expect(a.sourceAddress).toBe(tradingView)
    expect(a.body).toBe(long.slice(0, 1024))
  })
})

describe("duplicates", () => {
  it("the same alert sent 4 times, concurrently, places exactly one order", async () => {
    const acc = await onlineAccount()
    const hook = await createHook([acc])
    const body = JSON.stringify({ action: "buy", symbol: "EURUSD", id: "strategy-42" })
    const replies = await Promise.all([1, 2, 3, 4].map(() => send(hook.url, body, tradingView, "application/json")))
    expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 200, 202])
    const ids = new Set(replies.map((r) => r.body.data.alertId))
    expect(ids.size).toBe(1)
    expect(replies.filter((r) => r.body.data.duplicate)).toHaveLength(3)
    const first = await settled(hook.id, [...ids][0]!)
    expect(first.orderIds).toHaveLength(1)
    // Sent again later (TradingView's retries come 5 s apart): still the same alert, never a second order.
    const again = await send(hook.url, body, tradingView, "application/json")
    expect(again).toMatchObject({ status: 200, body: { data: { alertId: first.id, duplicate: true, status: "executed" } } })
    const log = await alertsOf(hook.id)
    expect(log).toHaveLength(1)
    expect(log[0]!.duplicates).toBe(4)
    const orders = (await api()("GET", `/v1/orders?accountId=${acc}`)).body.data
    expect(orders).toHaveLength(1)
  })

  it("without an id, the same body within 60 s is a duplicate; a different body is not", async () => {
    const acc = await onlineAccount()
    const hook = await createHook([acc])
    const a = await send(hook.url, "buy EURUSD 0.1")
    const b = await send(hook.url, "buy EURUSD 0.1")
    const c = await send(hook.url, "buy EURUSD 0.2")
    expect([a.status, b.status, c.status]).toEqual([202, 200, 202])
    expect(b.body.data.alertId).toBe(a.body.data.alertId)
    // The duplicate took a place in the hook's lane on arrival and gave it up: the alert behind it still runs.
    expect((await settled(hook.id, c.body.data.alertId)).status).toBe("executed")
  })
})

describe("rotation", () => {
  it("a new URL once; the old one is dead at once", async () => {
    const acc = await onlineAccount()
    const hook = await createHook([acc])
    const r = await api()("POST", `/v1/alert-hooks/${hook.id}/rotate`)
    expect(r.status).toBe(200)
    expect(r.body.data.url).not.toBe(hook.url)
    expect(r.body.data.urlHint).not.toBe(hook.urlHint)
    expect((await send(hook.url, "closeall")).status).toBe(404)
    expect((await send(r.body.data.url, "closeall")).status).toBe(202)
    const del = await api()("DELETE", `/v1/alert-hooks/${hook.id}`)
    expect(del.status).toBe(200)
    expect((await send(r.body.data.url, "closeall")).status).toBe(404)
    expect((await api()("GET", `/v1/alert-hooks/${hook.id}`)).status).toBe(404)
  })
})

describe("ordering", () => {
  it("a reverse arriving 10 ms after its close opens only once the close has settled", async () => {
    const acc = await onlineAccount()
    const hook = await createHook([acc])
    await settled(hook.id, (await send(hook.url, "buy EURUSD 0.1")).body.data.alertId)
    // Sent 10 ms after the close (or once the close is answered, so the service saw the close first): the close is
    // still executing when the reverse arrives.
    const closing = send(hook.url, "closelong EURUSD")
    const tenMs = sleep(10)
    const c = await closing
    await tenMs
    const r = await send(hook.url, "sell EURUSD 0.1")
    const closed = await settled(hook.id, c.body.data.alertId)
    const reversed = await settled(hook.id, r.body.data.alertId)
    const closeOrder = await order(closed.orderIds[0]!)
    const sellOrder = await order(reversed.orderIds[0]!)
    expect(closeOrder.state).toBe("filled")
    expect(new Date(sellOrder.createdAt).getTime()).toBeGreaterThanOrEqual(new Date(closeOrder.settledAt).getTime())
    const open = await positions(acc)
    expect(open.map((p) => [p.symbol, p.side])).toEqual([["EURUSD", "sell"]])
  })

  it("alerts run in the order they arrived, even when the earlier one's record lands after the later one's", async () => {
    const acc = await onlineAccount()
    const hook = await createHook([acc])
    // Another session holds an uncommitted row with the buy's dedupe key: the buy's record waits on the unique
    // index, as a record on a slow connection of the pool would, while the close that follows it is recorded at once.
    const db = new pg.Client({ connectionString: server.databaseUrl })
    await db.connect()
    try {
      await db.query("begin")
      await db.query(
        `insert into alerts (id, hook_id, workspace_id, body, status, dedupe_key, dedupe_until)
         select gen_random_uuid(), id, workspace_id, '', 'rejected', 'id:held-buy', now() - interval '1 second' from alert_hooks where id = $1`,
        [hook.id]
      )
      const buying = send(hook.url, JSON.stringify({ action: "buy", symbol: "EURUSD", id: "held-buy" }))
      // The buy has arrived once its record waits for that row's transaction (the statement's text in
      // pg_stat_activity may still be the connection's previous one: pipelined).
      for (let i = 0; ; i++) {
        const waiting = await db.query(
          "select 1 from pg_stat_activity where datname = current_database() and wait_event = 'transactionid' and pid <> pg_backend_pid()"
        )
        if (waiting.rowCount! > 0) break
        if (i > 400) throw new Error("the buy's record never waited")
        await sleep(10)
      }
      const closing = await send(hook.url, JSON.stringify({ action: "close_long", symbol: "EURUSD", id: "after-held-buy" }))
      expect(closing.status).toBe(202)
      await db.query("rollback")
      const bought = await buying
      expect(bought.status).toBe(202)
      const buy = await settled(hook.id, bought.body.data.alertId)
      const close = await settled(hook.id, closing.body.data.alertId)
      expect(buy.status).toBe("executed")
      // The close ran after the buy it followed, and closed the long the buy opened.
      expect([close.status, close.reason]).toEqual(["executed", null])
      const closeOrder = await order(close.orderIds[0]!)
      expect(new Date(closeOrder.createdAt).getTime()).toBeGreaterThanOrEqual(new Date((await order(buy.orderIds[0]!)).settledAt).getTime())
      expect(await positions(acc)).toEqual([])
    } finally {
      await db.end()
    }
  })
})

describe("several accounts", () => {
  it("a hook on several accounts places a multi-account order; deleting an account removes it from the hook", async () => {
    const [a, b] = [await onlineAccount(), await onlineAccount()]
    const hook = await createHook([a, b])
    const r = await send(hook.url, "buy EURUSD 0.1")
    const alert = await settled(hook.id, r.body.data.alertId)
    expect(alert.status).toBe("executed")
    expect(alert.waveId).not.toBeNull()
    const wave = (await api()("GET", `/v1/execution-waves/${alert.waveId}`)).body.data
    expect(wave.state).toBe("settled")
    expect(alert.orderIds).toHaveLength(2)
    for (const id of alert.orderIds) expect(await order(id)).toMatchObject({ state: "filled", waveId: alert.waveId })

    const solo = await createHook([b])
    const del = await api()("DELETE", `/v1/accounts/${b}?force=true`)
    expect(del.status).toBe(200)
    expect(del.body.data.removed.alertHooksUpdated).toBe(2)
    expect((await api()("GET", `/v1/alert-hooks/${hook.id}`)).body.data).toMatchObject({ accountIds: [a], enabled: true })
    expect((await api()("GET", `/v1/alert-hooks/${solo.id}`)).body.data).toMatchObject({ accountIds: [], enabled: false })
    expect((await api()("POST", `/v1/alert-hooks/${solo.id}/enable`)).status).toBe(400)
  })
})

describe("the answer budget", () => {
  // A lock on the alert log stands for a stalled database: only a Postgres server lets another client take it.
  it.skipIf(process.env.DATABASE_URL === undefined)("answers 503 ALERT_DELAYED within 3 s, still records and runs the alert, and the resend is the same alert", async () => {
    const acc = await onlineAccount()
    const hook = await createHook([acc])
    const db = new pg.Client({ connectionString: server.databaseUrl })
    await db.connect()
    try {
      await db.query("begin")
      await db.query("lock table alerts in access exclusive mode")
      const body = JSON.stringify({ action: "buy", symbol: "EURUSD", id: "stalled-1" })
      const began = Date.now()
      const first = await send(hook.url, body, tradingView, "application/json")
      expect(Date.now() - began).toBeLessThan(3_000)
      expect(first.status).toBe(503)
      expect(first.body.error.code).toBe("ALERT_DELAYED")
      await db.query("commit")
      const again = await send(hook.url, body, tradingView, "application/json")
      expect(again.status).toBe(200)
      expect(again.body.data.duplicate).toBe(true)
      const alert = await settled(hook.id, again.body.data.alertId)
      expect(alert.status).toBe("executed")
      expect(alert.orderIds).toHaveLength(1)
    } finally {
      await db.end()
    }
  })
})
