import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { randomUUID } from "node:crypto"
import { client, startTestServer, type TestServer } from "./support/testServer.js"

// At most one order per alert (issue 18: TradingView resends after any 5xx, up to 3 times, and a bridge that loses
// its reply resends too): random bursts of alerts, each sent 1–4 times, some sends racing each other, some answers
// thrown away before they arrive (the sender gave up), and a process restart in the middle of a burst. Kept small
// (a dozen runs, one restart) so the file stays well under a minute on a loaded machine.
let server: TestServer
let account: string
let hook: { id: string; url: string }
beforeAll(async () => {
  server = await startTestServer()
  const api = client(server.url, server.keyA)
  account = (await api("POST", "/v1/accounts", { login: "790001", server: "SimBroker-Demo", password: "pw", mode: "warm_on_demand" })).body.data.id
  const r = await api("POST", "/v1/alert-hooks", { name: "tv", accountIds: [account], defaults: { volume: "0.01", onlyChartingPlatformIps: false } })
  hook = r.body.data
}, 60_000)
afterAll(async () => { await server?.stop() })

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

interface Send { readonly status: number; readonly alertId: string | null }

/** One send; `drop` abandons it as soon as it is out (its answer is never read), as a sender that timed out. */
const sendAlert = async (url: string, ref: string, drop: boolean): Promise<Send | undefined> => {
  const abort = new AbortController()
  const pending = fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ action: "buy", ticker: "EURUSD", id: ref }),
    signal: abort.signal
  })
  if (drop) {
    await sleep(1)
    abort.abort()
    await pending.catch(() => undefined)
    return undefined
  }
  const r = await pending
  const body = (await r.json()) as { data?: { alertId: string } }
  return { status: r.status, alertId: body.data?.alertId ?? null }
}

/** The account's orders by `clientOrderId` (an alert's id without dashes), every page. */
const ordersByAlert = async (s: TestServer) => {
  const api = client(s.url, s.keyA)
  const count = new Map<string, number>()
  let cursor: string | null = null
  do {
    const page: { body: { data: Array<{ clientOrderId: string | null }>; page: { nextCursor: string | null } } } =
      await api("GET", `/v1/orders?accountId=${account}&limit=200${cursor === null ? "" : `&cursor=${encodeURIComponent(cursor)}`}`)
    for (const o of page.body.data) if (o.clientOrderId !== null) count.set(o.clientOrderId, (count.get(o.clientOrderId) ?? 0) + 1)
    cursor = page.body.page.nextCursor
  } while (cursor !== null)
  return count
}

/** The hook's log: the alerts recorded for each `id` (the sender's reference), once every one has finished. */
const logByRef = async (s: TestServer) => {
  const api = client(s.url, s.keyA)
  for (let i = 0; ; i++) {
    const rows: Array<{ id: string; status: string; intent: { alertRef: string | null } | null }> = []
    let cursor: string | null = null
    do {
      const page: { body: { data: typeof rows; page: { nextCursor: string | null } } } =
        await api("GET", `/v1/alert-hooks/${hook.id}/alerts?limit=200${cursor === null ? "" : `&cursor=${encodeURIComponent(cursor)}`}`)
      rows.push(...page.body.data)
      cursor = page.body.page.nextCursor
    } while (cursor !== null)
    if (rows.every((r) => r.status !== "accepted") || i > 600) {
      const byRef = new Map<string, Array<{ id: string; status: string }>>()
      for (const r of rows) {
        const ref = r.intent?.alertRef
        if (ref != null) byRef.set(ref, [...(byRef.get(ref) ?? []), r])
      }
      return byRef
    }
    await sleep(50)
  }
}

/** What must hold whatever happened: one record and at most one order per alert, every answer naming that record. */
const check = async (s: TestServer, refs: ReadonlyArray<string>, answers: ReadonlyArray<Send>) => {
  const log = await logByRef(s)
  const orders = await ordersByAlert(s)
  for (const ref of refs) {
    const recorded = log.get(ref) ?? []
    expect(recorded.length, ref).toBeLessThanOrEqual(1)
    const id = recorded[0]?.id
    if (id !== undefined) {
      expect(orders.get(id.replace(/-/g, "")) ?? 0, ref).toBeLessThanOrEqual(1)
      if (recorded[0]!.status === "executed") expect(orders.get(id.replace(/-/g, "")), ref).toBe(1)
    }
  }
  for (const a of answers) {
    expect([200, 202]).toContain(a.status)
  }
}

const alertsArb = fc.array(fc.record({
  sends: fc.integer({ min: 1, max: 4 }),
  concurrent: fc.boolean(),
  dropFirst: fc.boolean()
}), { minLength: 1, maxLength: 3 })

describe("alert hooks: at most one order per alert", () => {
  it("under resends, racing sends and abandoned answers", async () => {
    await fc.assert(fc.asyncProperty(alertsArb, async (alerts) => {
      const refs = alerts.map(() => randomUUID())
      const answers: Array<Send> = []
      await Promise.all(alerts.map(async (a, i) => {
        const one = (k: number) => sendAlert(hook.url, refs[i]!, a.dropFirst && k === 0)
        const got = a.concurrent
          ? await Promise.all(Array.from({ length: a.sends }, (_, k) => one(k)))
          : await Array.from({ length: a.sends }, (_, k) => k).reduce(
            async (acc, k) => [...(await acc), await one(k)], Promise.resolve([] as Array<Send | undefined>))
        const read = got.filter((g): g is Send => g !== undefined)
        answers.push(...read)
        // Every answer read for one alert names the same record.
        expect(new Set(read.map((g) => g.alertId)).size).toBeLessThanOrEqual(1)
      }))
      await check(server, refs, answers)
    }), { numRuns: 12 })
  }, 120_000)

  it("across a process restart in the middle of a burst, resent after it", async () => {
    const refs = Array.from({ length: 6 }, () => randomUUID())
    // A burst, and the process stopped while it is being answered and run.
    const burst = Promise.all(refs.map((ref) => sendAlert(hook.url, ref, false).catch(() => undefined)))
    await sleep(30)
    const stopping = server.stop({ keepData: true })
    await burst
    await stopping
    server = await startTestServer({ restartOf: server })
    const url = hook.url.replace(/^http:\/\/[^/]+/, server.url)
    // TradingView resends what it got no 2xx for; here, everything, twice.
    const answers: Array<Send> = []
    for (let round = 0; round < 2; round++) {
      for (const ref of refs) {
        const a = await sendAlert(url, ref, false)
        if (a !== undefined) answers.push(a)
      }
    }
    await check(server, refs, answers)
    const log = await logByRef(server)
    // Each alert recorded once and executed once.
    for (const ref of refs) expect(log.get(ref)?.map((r) => r.status)).toEqual(["executed"])
  }, 120_000)
})
