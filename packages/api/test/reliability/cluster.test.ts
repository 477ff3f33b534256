import { afterAll, describe, expect, it } from "@effect/vitest"
import { randomBytes } from "node:crypto"
import { startEventSink, type EventSink } from "../support/eventSink.js"
import { commentOf, connectAccounts, placeOrder, settledOrders, startCluster, type Cluster } from "../support/clusterHarness.js"

/**
 * Two API nodes and two runners as real processes on one Postgres (issue 22). Orders go through both API nodes;
 * each key is sent through both at once (a client retrying on the other node before the first answered), and an
 * API node is SIGKILLed mid-flow, its requests retried with their keys through the other. At the broker: one
 * execution per key, none without its order, every order final.
 * Needs Postgres (DATABASE_URL); skipped on the embedded database, which serves one process only.
 */
const postgres = process.env.DATABASE_URL
let cluster: Cluster | undefined
let sink: EventSink | undefined
afterAll(async () => {
  sink?.close()
  await cluster?.stop()
})

describe.skipIf(postgres === undefined)("two API nodes and two runners", () => {
  it("every guarantee of one process holds: at most once per key, nothing lost, every order confirmed", async () => {
    const log = (line: string) => console.log(`[cluster] ${line}`)
    cluster = await startCluster({ runners: 2, apis: 2, log })
    const c = cluster
    const [a, b] = [c.apis[0]!, c.apis[1]!]
    // Webhook delivery runs once across the cluster (a singleton on a runner), woken by the database whichever
    // process wrote the event.
    sink = await startEventSink()
    const endpoint = await c.call(b, "POST", "/v1/webhooks", { url: `http://127.0.0.1:${sink.port}/hook`, events: ["order.filled"] })
    expect(endpoint.status).toBe(201)
    const accounts = await connectAccounts(c, a, 4, 760000 + Math.floor(Math.random() * 50_000))
    const run = randomBytes(3).toString("hex")
    const keys: Array<string> = []

    // Each intent through both nodes at once, under one key: one execution, and both answers name one order.
    const twice = async (accountId: string, i: number) => {
      const key = `both-${run}-${i}`
      keys.push(key)
      const [x, y] = await Promise.all([
        placeOrder(c, [a, b], accountId, key, `c-${run}-${i}`),
        placeOrder(c, [b, a], accountId, key, `c-${run}-${i}`)
      ])
      expect(x.body?.data?.id ?? x.body?.error?.details?.[0]?.orderId).toBe(y.body?.data?.id ?? y.body?.error?.details?.[0]?.orderId)
    }
    let i = 0
    for (let round = 0; round < 5; round++) await Promise.all(accounts.map((acc) => twice(acc.id, i++)))
    log(`${i} intents through both API nodes`)

    // An API node dies with orders in flight; their retries go through the other (the first is among the nodes
    // tried, and refuses the connection from then on).
    const flows = accounts.map(async (acc) => {
      for (let k = 0; k < 6; k++) {
        const n = i++
        await placeOrder(c, [a, b], acc.id, `kill-${run}-${n}`, `c-${run}-${n}`)
      }
    })
    await new Promise((r) => setTimeout(r, 300))
    c.kill(a)
    log("API node 0 SIGKILLed")
    await Promise.all(flows)

    const { open, orders } = await settledOrders(c, b, accounts.map((acc) => acc.id))
    expect(open).toEqual([])
    const executions = await c.brokerExecutions(accounts.map((acc) => acc.login))
    expect([...executions.values()].filter((k) => k > 1)).toEqual([])
    const byComment = new Set(orders.map((o) => commentOf(o.id)))
    expect([...executions.keys()].filter((k) => !byComment.has(k))).toEqual([])
    // One order per intent (clientOrderId is the intent's): a second would be a key that placed two.
    const perIntent = new Map<string, number>()
    for (const o of orders) perIntent.set(o.clientOrderId ?? o.id, (perIntent.get(o.clientOrderId ?? o.id) ?? 0) + 1)
    expect([...perIntent.entries()].filter(([, k]) => k > 1)).toEqual([])
    expect(perIntent.size).toBe(i)
    log(`${orders.length} orders, ${executions.size} executions at the broker`)

    // Every fill reached the webhook endpoint, though the API node that took the order died.
    const filled = new Set(orders.filter((o) => o.state === "filled").map((o) => o.id))
    const delivered = () => new Set(sink!.received.filter((e) => e.type === "order.filled").map((e) => String(e.data.id)))
    for (let t = 0; t < 600 && [...filled].some((id) => !delivered().has(id)); t++) await new Promise((r) => setTimeout(r, 100))
    expect([...filled].filter((id) => !delivered().has(id))).toEqual([])
  }, 240_000)
})
