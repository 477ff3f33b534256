import { afterAll, describe, expect, it } from "@effect/vitest"
import { randomBytes } from "node:crypto"
import { commentOf, connectAccounts, settledOrders, startCluster, type Cluster, type Reply } from "../support/clusterHarness.js"

/**
 * An entity call that never answers (issue 22's hang): a runner SIGSTOPped, as real processes on loopback. Its
 * sockets stay open and its Postgres sessions keep its shards' advisory locks, so @effect/cluster 0.60 neither gets a
 * reply from it nor lets another runner take its shards: an API node's call to one of its accounts waits with no
 * end. With the deadline on that call (`SVC_ACCOUNT_CALL_TIMEOUT`), the request answers the order's truth (502
 * ORDER_UNRESOLVED: written `accepted`, unconfirmed) and frees its key, so a retry through the other API node gets
 * that truth too instead of 409 IDEMPOTENCY_IN_FLIGHT; once the runner is gone (SIGKILL: its locks go with its
 * sessions) the orders are confirmed against the broker on the runner left, and a retry gets the final answer.
 * Needs Postgres (DATABASE_URL).
 */
const postgres = process.env.DATABASE_URL
let cluster: Cluster | undefined
afterAll(async () => {
  await cluster?.stop()
})

describe.skipIf(postgres === undefined)("a runner that stops answering without dying", () => {
  it("an order's call to it ends at its deadline with the order's truth; retries through either API node never see 409", async () => {
    const began = Date.now()
    const log = (line: string) => console.log(`[stuck] +${((Date.now() - began) / 1000).toFixed(1)} s ${line}`)
    cluster = await startCluster({ runners: 2, apis: 2, log, env: { SVC_ACCOUNT_CALL_TIMEOUT: "5 seconds" } })
    const c = cluster
    const [a, b] = [c.apis[0]!, c.apis[1]!]
    const accounts = await connectAccounts(c, a, 8, 700000 + Math.floor(Math.random() * 200_000))
    const stopped = c.runners[1]!
    process.kill(-stopped.child.proc.pid!, "SIGSTOP")
    log("runner 1 stopped (SIGSTOP)")

    const run = randomBytes(3).toString("hex")
    const order = (accountId: string, key: string, node = a) =>
      c.call(node, "POST", `/v1/accounts/${accountId}/orders/market`, {
        side: "buy", symbol: "EURUSD", volume: "0.01", clientOrderId: key
      }, { "idempotency-key": key })
    // Every account at once; the ones on the stopped runner would wait (past the harness's 60 s fetch timeout).
    const first = await Promise.all(accounts.map(async (acc, i) => {
      const key = `stuck-${run}-${i}`
      const at = Date.now()
      const r = await order(acc.id, key).catch((e: Error) => ({ status: 0, text: `no answer: ${e.message}` }) as Reply)
      log(`account ${i}: ${r.status} after ${Date.now() - at} ms ${r.status === 200 ? "" : r.text.slice(0, 160)}`)
      return { acc, key, r }
    }))
    expect(first.filter((f) => f.r.status === 0).map((f) => f.r.text)).toEqual([])
    const stuck = first.filter((f) => f.r.status !== 200)
    // With 8 accounts on two runners, some are on the stopped one (else this test proves nothing).
    expect(stuck.length).toBeGreaterThan(0)
    for (const f of stuck) {
      expect(f.r.status).toBe(502)
      expect(f.r.body.error.code).toBe("ORDER_UNRESOLVED")
    }

    // A retry through the other API node: the order's truth, not IDEMPOTENCY_IN_FLIGHT.
    for (const f of stuck) {
      const retry = await order(f.acc.id, f.key, b)
      expect(retry.status, retry.text).toBe(502)
      expect(retry.body.error.code).toBe("ORDER_UNRESOLVED")
      expect(retry.body.error.details[0].orderId).toBe(f.r.body.error.details[0].orderId)
    }

    // The runner dies: its shards move, and the runner left confirms the orders against the broker.
    c.kill(stopped)
    log("runner 1 killed")
    const ids = [...new Set(stuck.map((f) => f.acc.id))]
    const settled = await settledOrders(c, b, ids, 120_000)
    log(`settled: ${settled.orders.length} orders, ${settled.open.length} open`)
    expect(settled.open).toEqual([])
    // Each key now answers the order's final truth, through either node, and nothing reached the broker twice.
    for (const f of stuck) {
      const retry = await order(f.acc.id, f.key, a)
      expect(retry.status, retry.text).not.toBe(409)
      expect(retry.text).not.toContain("ORDER_UNRESOLVED")
    }
    const executions = await c.brokerExecutions(accounts.map((acc) => acc.login))
    for (const f of first) {
      const id: string | undefined = f.r.body?.data?.id ?? f.r.body?.error?.details?.[0]?.orderId
      expect(id).toBeDefined()
      expect(executions.get(commentOf(id!)) ?? 0).toBeLessThanOrEqual(1)
    }
  }, 300_000)
})
