import { afterAll, describe, expect, it } from "@effect/vitest"
import { randomBytes } from "node:crypto"
import { startEventSink, type EventSink } from "../support/eventSink.js"
import { watchTakeover } from "../support/takeoverTimeline.js"
import { commentOf, connectAccounts, placeOrder, settledOrders, startCluster, type Cluster, type Node } from "../support/clusterHarness.js"

/**
 * Issue 22's scenario as real processes on one Postgres: 3 runners and 2 API nodes, accounts online, orders flowing
 * through both API nodes with every retry through the other; a runner SIGKILLed, then, once its accounts answer
 * again, another SIGTERMed. Every account answers again on the runner left; at the broker no order twice and none
 * without its order; every order final (the unknown ones confirmed); every fill delivered to the webhook endpoint.
 * The timeline is printed (`[scenario]` lines). `SVC_SCENARIO_ACCOUNTS` sets how many accounts: 60 by default, to keep CI within its budget; the issue's 300
 * with `SVC_SCENARIO_ACCOUNTS=300` (about five minutes on two cores).
 * Needs Postgres (DATABASE_URL); skipped on the embedded database, which serves one process only.
 */
const postgres = process.env.DATABASE_URL
const accountCount = Number(process.env.SVC_SCENARIO_ACCOUNTS ?? "60")
let cluster: Cluster | undefined
let sink: EventSink | undefined
afterAll(async () => {
  sink?.close()
  await cluster?.stop()
})

describe.skipIf(postgres === undefined)("three runners, two API nodes, a runner killed and another stopped", () => {
  it("every account answers again elsewhere; no order twice, none lost, every one confirmed, no event lost", async () => {
    const began = Date.now()
    const log = (line: string) => console.log(`[scenario] +${((Date.now() - began) / 1000).toFixed(1)} s ${line}`)
    // To read a run against its timeline: every process's output to a folder, at a log level of choice.
    const level = process.env.SVC_SCENARIO_LOG_LEVEL
    cluster = await startCluster({
      runners: 3,
      apis: 2,
      log,
      logDir: process.env.SVC_SCENARIO_LOG_DIR,
      ...(level === undefined ? {} : { env: { SVC_LOG_LEVEL: level } })
    })
    const c = cluster
    const [a, b] = [c.apis[0]!, c.apis[1]!]
    sink = await startEventSink()
    expect((await c.call(b, "POST", "/v1/webhooks", { url: `http://127.0.0.1:${sink.port}/hook`, events: ["order.filled"] })).status).toBe(201)
    const accounts = await connectAccounts(c, a, accountCount, 500000 + Math.floor(Math.random() * 200_000))
    log(`${accounts.length} accounts online`)
    const run = randomBytes(3).toString("hex")
    let n = 0
    // Each intent starts on one API node and retries through the other; a long pause keeps hundreds of waiting
    // intents from being their own load.
    const intent = (accountId: string, nodes: ReadonlyArray<Node>) => {
      const i = n++
      return placeOrder(c, nodes, accountId, `s-${run}-${i}`, `s-${run}-${i}`, 180_000, 500)
    }
    const nodesFor = (k: number) => (k % 2 === 0 ? [a, b] : [b, a])

    let flowing = true
    const flows = accounts.map(async (acc, k) => {
      while (flowing) {
        await intent(acc.id, nodesFor(k))
        await new Promise((r) => setTimeout(r, 200))
      }
    })
    /** Milliseconds from `since` until each account filled an order placed after it. */
    const answerAgain = (since: number) =>
      Promise.all(accounts.map(async (acc, k) => {
        for (;;) {
          const r = await intent(acc.id, nodesFor(k + 1))
          if (r.status === 200) return Date.now() - since
        }
      }))
    const summary = (times: ReadonlyArray<number>) => {
      const sorted = [...times].sort((x, y) => x - y)
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!
      return `median ${at(0.5)} ms, p90 ${at(0.9)} ms, last ${sorted.at(-1)} ms`
    }

    /**
     * When the cluster stopped counting `node` as a runner, for the timeline: the health check marked it unhealthy,
     * or its heartbeat grew older than the shard lock expiration (three health-check intervals of 3 s).
     */
    let watching = true
    const dropped = async (node: Node, since: number) => {
      const port = `:${node.runnerPort}`
      while (watching) {
        const s = await c.snapshot().catch(() => undefined)
        const address = Object.keys(s?.runners ?? {}).find((a) => a.endsWith(port))
        if (s !== undefined && (address === undefined || !s.runners[address] || (s.heartbeatAgeMs[address] ?? 0) > 9000)) {
          return `${Date.now() - since} ms (${address === undefined ? "unregistered" : !s.runners[address] ? "health check" : "heartbeat expired"})`
        }
        await new Promise((r) => setTimeout(r, 250))
      }
      return "(not seen before the end)"
    }

    await new Promise((r) => setTimeout(r, 2000))
    const killedAt = Date.now()
    c.kill(c.runners[0]!)
    // The wall clock too, to read the accounts' events in the database against it.
    log(`runner 0 SIGKILLed (at ${new Date(killedAt).toISOString()})`)
    void dropped(c.runners[0]!, killedAt).then((after) => log(`runner 0 dropped by the cluster after ${after}`))
    const takeover = watchTakeover(c.databaseUrl, accounts.map((acc) => acc.id), killedAt)
    log(`every account answered again after the kill: ${summary(await answerAgain(killedAt))}`)
    log(`after the kill, ms: ${await takeover.stop()}`)

    const stoppingAt = Date.now()
    // Timed when the process exits: timed after every account answered again, the figure was the later of the two
    // (it read 37 s for a runner that had exited after 9 s: its accounts' last answer on the runner left).
    const stopped = c.terminate(c.runners[1]!).then(() => {
      const after = Date.now() - stoppingAt
      log(`runner 1 exited ${after} ms after SIGTERM`)
    })
    log("runner 1 SIGTERMed")
    void dropped(c.runners[1]!, stoppingAt).then((after) => log(`runner 1 dropped by the cluster after ${after}`))
    const handover = watchTakeover(c.databaseUrl, accounts.map((acc) => acc.id), stoppingAt)
    log(`every account answered again after the stop: ${summary(await answerAgain(stoppingAt))}`)
    log(`after the stop, ms: ${await handover.stop()}`)
    await stopped

    watching = false
    flowing = false
    await Promise.all(flows)
    const { open, orders } = await settledOrders(c, b, accounts.map((acc) => acc.id), 180_000)
    log(`${orders.length} orders, ${open.length} not final`)
    expect(open).toEqual([])
    const executions = await c.brokerExecutions(accounts.map((acc) => acc.login))
    expect([...executions.values()].filter((k) => k > 1)).toEqual([])
    const byComment = new Set(orders.map((o) => commentOf(o.id)))
    expect([...executions.keys()].filter((k) => !byComment.has(k))).toEqual([])
    const perIntent = new Map<string, number>()
    for (const o of orders) if (o.state === "filled") perIntent.set(o.clientOrderId ?? o.id, (perIntent.get(o.clientOrderId ?? o.id) ?? 0) + 1)
    expect([...perIntent.entries()].filter(([, k]) => k > 1)).toEqual([])
    log(`${executions.size} executions at the broker, one per filled intent`)

    const filled = new Set(orders.filter((o) => o.state === "filled").map((o) => o.id))
    const delivered = () => new Set(sink!.received.filter((e) => e.type === "order.filled").map((e) => String(e.data.id)))
    for (let t = 0; t < 1200 && [...filled].some((id) => !delivered().has(id)); t++) await new Promise((r) => setTimeout(r, 100))
    expect([...filled].filter((id) => !delivered().has(id))).toEqual([])
    log(`every fill delivered to the webhook endpoint (${filled.size})`)
  }, 900_000)
})
