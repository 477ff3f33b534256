/**
 * Database restart (issue 7), without touching the machine's shared PostgreSQL: the service reaches its own fresh
 * database through a TCP proxy, and "restarting the database" is the proxy severing every connection and refusing
 * new ones for a few seconds, which is what a restart looks like from the service's side. Orders keep coming with
 * Idempotency-Keys throughout, retried with the same key as an integration would. Afterwards: /readyz said 503 while
 * the database was away and 200 again after; every answer was in the envelope; the account trades again without
 * anyone warming it; no order executed twice at the broker. Needs DATABASE_URL (the embedded database has no
 * network connection to cut), so it is skipped without one.
 */
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { randomUUID } from "node:crypto"
import { createServer, connect, type Server, type Socket } from "node:net"
import { freshDatabase, type FreshDatabase } from "../support/freshDatabase.js"
import { client, startTestServer, type TestServer } from "../support/testServer.js"
import { connectAccount, warmUntilReady } from "./support/fixtures.js"

const base = process.env.DATABASE_URL
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** A TCP proxy to Postgres that can cut every connection and refuse new ones until it is let up again. */
const startProxy = async (target: URL) => {
  const sockets = new Set<Socket>()
  let down = false
  const server: Server = createServer((inbound) => {
    if (down) return inbound.destroy()
    const outbound = connect(Number(target.port || 5432), target.hostname)
    sockets.add(inbound).add(outbound)
    const drop = () => {
      inbound.destroy()
      outbound.destroy()
      sockets.delete(inbound)
      sockets.delete(outbound)
    }
    inbound.pipe(outbound).pipe(inbound)
    inbound.on("error", drop).on("close", drop)
    outbound.on("error", drop).on("close", drop)
  })
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r))
  const address = server.address()
  const port = typeof address === "object" && address !== null ? address.port : 0
  return {
    port,
    cut: () => {
      down = true
      for (const s of sockets) s.destroy()
      sockets.clear()
    },
    restore: () => { down = false },
    close: () => new Promise<void>((r) => {
      for (const s of sockets) s.destroy()
      server.close(() => r())
    })
  }
}

let server: TestServer
let proxy: Awaited<ReturnType<typeof startProxy>>
let db: FreshDatabase | undefined

beforeAll(async () => {
  if (base === undefined || base === "") return
  db = await freshDatabase({ server: base, prefix: "svc_dbr" })
  proxy = await startProxy(new URL(base))
  const through = new URL(db.url ?? base)
  through.hostname = "127.0.0.1"
  through.port = String(proxy.port)
  server = await startTestServer({ env: { DATABASE_URL: through.toString() } })
}, 120_000)

afterAll(async () => {
  if (base === undefined || base === "") return
  await server?.stop()
  await proxy?.close()
  await db?.drop()
})

describe.skipIf(base === undefined || base === "")("database restart", () => {
  it("the service rides out its database going away: 503 on /readyz meanwhile, trading again after, nothing twice", async () => {
    const api = client(server.url, server.keyA)
    const id = await connectAccount(api, "740001", "pw")
    await warmUntilReady(api, id)

    const statuses = new Map<string, number>()
    const outsideEnvelope: Array<string> = []
    const record = (what: string, r: { status: number; text: string; body: unknown; headers: Headers }) => {
      const body = r.body as { error?: { code?: unknown }; requestId?: unknown } | undefined
      statuses.set(`${what} ${r.status}${body?.error?.code === undefined ? "" : ` ${String(body.error.code)}`}`, (statuses.get(`${what} ${r.status}${body?.error?.code === undefined ? "" : ` ${String(body.error.code)}`}`) ?? 0) + 1)
      if (body?.requestId === undefined || body.requestId !== r.headers.get("svc-request-id")) outsideEnvelope.push(`${what} ${r.status} ${r.text.slice(0, 200)}`)
    }

    // Orders all along, each retried with its key until it gets a final answer.
    let stop = false
    const placed: Array<{ key: string; ref: string; status: number; orderId: string | undefined }> = []
    const trader = (async () => {
      for (let i = 0; !stop; i++) {
        const key = randomUUID()
        const ref = `dbr-${i}`
        for (let attempt = 0; attempt < 600; attempt++) {
          const r = await api("POST", `/v1/accounts/${id}/orders/market`, { side: "buy", symbol: "EURUSD", volume: "0.01", clientOrderId: ref }, { "idempotency-key": key })
          record("order", r)
          if (r.status === 200 || r.status === 422 || r.status === 502) {
            placed.push({ key, ref, status: r.status, orderId: r.body?.data?.id ?? r.body?.error?.details?.[0]?.orderId })
            break
          }
          await sleep(100)
        }
        await sleep(20)
      }
    })()

    await sleep(500)
    proxy.cut()
    const readyDuring: Array<number> = []
    for (let i = 0; i < 6; i++) {
      const r = await client(server.url)("GET", "/readyz")
      record("readyz", r)
      readyDuring.push(r.status)
      const list = await api("GET", "/v1/accounts")
      record("list", list)
      await sleep(500)
    }
    proxy.restore()
    const cutAt = Date.now()
    let readyAfterMs = -1
    for (let i = 0; i < 300; i++) {
      if ((await client(server.url)("GET", "/readyz")).status === 200) {
        readyAfterMs = Date.now() - cutAt
        break
      }
      await sleep(100)
    }
    // The account trades again by itself (no warm): a fresh order within 30 s.
    let tradesAgainMs = -1
    for (let i = 0; i < 300; i++) {
      const r = await api("POST", `/v1/accounts/${id}/orders/market`, { side: "sell", symbol: "EURUSD", volume: "0.01" }, { "idempotency-key": randomUUID() })
      record("order after", r)
      if (r.status === 200) {
        tradesAgainMs = Date.now() - cutAt
        break
      }
      await sleep(100)
    }
    await sleep(1000)
    stop = true
    await trader

    // At most once at the broker, per key (each key has its own reference).
    const executions = await Promise.all(placed.map((p) => server.sim((b) => b.executedCount({ server: "SimBroker-Demo", login: "740001", clientTag: p.ref }))))
    const twice = placed.filter((_, i) => (executions[i] ?? 0) > 1)
    const fiveHundreds = [...statuses].filter(([k]) => / 500( |$)/.test(k)).reduce((s, [, n]) => s + n, 0)
    console.log([
      `database restart: cut for 3 s; /readyz during ${readyDuring.join(",")}, 200 again ${readyAfterMs} ms after, the account traded again ${tradesAgainMs} ms after`,
      `  orders with a final answer ${placed.length}, executed twice ${twice.length}; 500s (answered while the database was away) ${fiveHundreds}`,
      `  answers: ${[...statuses].sort().map(([k, n]) => `${k}: ${n}`).join(", ")}`
    ].join("\n"))
    expect(readyDuring.every((s) => s === 503)).toBe(true)
    expect(readyAfterMs).toBeGreaterThanOrEqual(0)
    expect(tradesAgainMs).toBeGreaterThanOrEqual(0)
    expect(outsideEnvelope).toEqual([])
    expect(twice).toEqual([])
    expect(placed.length).toBeGreaterThan(0)
  }, 120_000)
})
