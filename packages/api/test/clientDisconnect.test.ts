import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { randomUUID } from "node:crypto"
import { Agent, request as httpRequest } from "node:http"
import { client, startTestServer, type TestServer } from "./support/testServer.js"

/**
 * Clients that go away while an order request runs (a timeout, a dropped connection): whatever moment they leave
 * at, the request runs to its end, so its key answers a retry with the first answer (or runs it, when the request
 * never got as far as taking it), no order is left `accepted` with nobody sending it, and the account's operations
 * are not refused because of it.
 */

let server: TestServer
beforeAll(async () => { server = await startTestServer() })
afterAll(async () => { await server.stop() })

let nextLogin = 640000
const api = () => client(server.url, server.keyA)
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
// A fresh connection per request, so a destroyed socket is never reused.
const agent = new Agent({ keepAlive: false, maxSockets: 512 })
afterAll(() => agent.destroy())

/** Sends the request and drops the connection after `afterMs`, answer or not. */
const sendAndLeave = (path: string, body: unknown, key: string, afterMs: number) =>
  new Promise<void>((resolve) => {
    const url = new URL(server.url)
    const payload = JSON.stringify(body)
    const req = httpRequest({
      host: url.hostname,
      port: url.port,
      method: "POST",
      path,
      agent,
      headers: {
        authorization: `Bearer ${server.keyA}`,
        "content-type": "application/json",
        "content-length": String(Buffer.byteLength(payload)),
        "idempotency-key": key
      }
    }, (res) => {
      res.resume()
      res.on("end", () => resolve())
      res.on("error", () => resolve())
    })
    req.on("error", () => resolve())
    req.on("close", () => resolve())
    setTimeout(() => req.destroy(), afterMs)
    req.end(payload)
  })

/**
 * How long the slowest of these requests takes when all are sent at once, answered: the clients then leave at
 * moments spread over that span, so some leave during every step of a request whatever the machine's load.
 */
const spanOf = async (requests: ReadonlyArray<() => Promise<unknown>>) => {
  const began = Date.now()
  let slowest = 0
  await Promise.all(requests.map((r) => r().then(() => { slowest = Math.max(slowest, Date.now() - began) })))
  return Math.max(slowest, 10)
}
const leaveAfter = (i: number, n: number, span: number) => 1 + Math.floor((i / n) * span)

const readyAccount = async () => {
  const login = String(nextLogin++)
  const a = (await api()("POST", "/v1/accounts", { login, server: "SimBroker-Demo", password: "pw", mode: "cold" })).body.data
  await api()("POST", `/v1/accounts/${a.id}/warm`)
  for (let i = 0; i < 400; i++) {
    if ((await api()("GET", `/v1/accounts/${a.id}/status`)).body.data.state === "ready") return a.id as string
    await sleep(25)
  }
  throw new Error("account never became ready")
}

describe("a client that goes away mid-request", () => {
  it("leaves no key of a cancel of a final order in flight", async () => {
    const id = await readyAccount()
    const placed = await api()("POST", `/v1/accounts/${id}/orders/pending`, { kind: "buy_limit", symbol: "EURUSD", volume: "0.10", price: "0.5" }, { "idempotency-key": randomUUID() })
    expect(placed.status, placed.text).toBe(200)
    const orderId = placed.body.data.id as string
    expect((await api()("POST", `/v1/orders/${orderId}/cancel`, {})).status).toBe(200)

    const cancel = (key: string) => api()("POST", `/v1/orders/${orderId}/cancel`, {}, { "idempotency-key": key })
    const span = await spanOf(Array.from({ length: 300 }, () => () => cancel(randomUUID())))
    const keys = Array.from({ length: 300 }, () => randomUUID())
    await Promise.all(keys.map((key, i) => sendAndLeave(`/v1/orders/${orderId}/cancel`, {}, key, leaveAfter(i, keys.length, span))))
    // Every request has ended by the time its retry is answered (each retry takes its key afresh or replays).
    await sleep(500)
    const retries = await Promise.all(keys.map(cancel))
    const stuck = retries.filter((r) => r.status !== 200)
    expect(stuck.map((r) => r.text)).toEqual([])
    for (const r of retries) expect(r.body.data).toMatchObject({ id: orderId, state: "cancelled" })
  })

  it("sends and settles every order it claimed; a retry replays its answer", async () => {
    const body = (i: number) => ({ side: "buy", symbol: "EURUSD", volume: "0.01", clientOrderId: `leave-${i}` })
    // Measured on another account, so this one holds only the orders under test.
    const measured = await readyAccount()
    const span = await spanOf(Array.from({ length: 200 }, (_, i) => () =>
      api()("POST", `/v1/accounts/${measured}/orders/market`, body(i), { "idempotency-key": randomUUID() })))
    const id = await readyAccount()
    const keys = Array.from({ length: 200 }, () => randomUUID())
    await Promise.all(keys.map((key, i) => sendAndLeave(`/v1/accounts/${id}/orders/market`, body(i), key, leaveAfter(i, keys.length, span))))

    // No order waits for a request that is gone: each one claimed was sent and settled by its own request.
    let stranded: Array<{ state: string }> = []
    for (let i = 0; i < 200; i++) {
      const orders = (await api()("GET", `/v1/orders?accountId=${id}&limit=200`)).body.data as Array<{ state: string }>
      stranded = orders.filter((o) => ["accepted", "validating", "sending", "unknown"].includes(o.state))
      if (stranded.length === 0) break
      await sleep(25)
    }
    expect(stranded).toEqual([])
    // Well before any sync pass could have settled them, the account can be cooled.
    const cooled = await api()("POST", `/v1/accounts/${id}/cool`)
    expect(cooled.status, cooled.text).toBe(200)
    await api()("POST", `/v1/accounts/${id}/warm`)
    for (let i = 0; i < 400; i++) {
      if ((await api()("GET", `/v1/accounts/${id}/status`)).body.data.state === "ready") break
      await sleep(25)
    }

    const retries = await Promise.all(keys.map((key, i) => api()("POST", `/v1/accounts/${id}/orders/market`, body(i), { "idempotency-key": key })))
    expect(retries.filter((r) => r.status !== 200).map((r) => r.text)).toEqual([])
    // One trade per key: the retries replayed or ran the ones that never got as far as the claim, never both.
    const deals = (await api()("GET", `/v1/orders?accountId=${id}&limit=200`)).body.data as Array<{ state: string; clientOrderId: string }>
    expect(deals.filter((o) => o.state === "filled").length).toBe(200)
  })
})
