import { afterAll, describe, expect, it } from "@effect/vitest"
import { randomBytes } from "node:crypto"
import { startCluster, type Cluster } from "./support/clusterHarness.js"

/**
 * Where each role runs the background work (issue 22): the billing reconciler is one cluster singleton on the
 * runners, never on an API node and never on two runners at once; a single process (SVC_ROLE=all) runs it itself
 * (the billing suites run it there). Each process counts the passes it ran in `/metrics`.
 * Needs Postgres (DATABASE_URL); skipped on the embedded database, which serves one process only.
 */
const postgres = process.env.DATABASE_URL
const metricsToken = randomBytes(16).toString("hex")
let cluster: Cluster | undefined
afterAll(async () => {
  await cluster?.stop()
})

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** The reconciler's passes a process has run so far, every kind together. */
const passes = async (url: string) => {
  const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })
  expect(res.status).toBe(200)
  const text = await res.text()
  let total = 0
  for (const m of text.matchAll(/^svc_billing_reconcile_passes_total\{[^}]*\} (\d+)/gm)) total += Number(m[1])
  return total
}

describe.skipIf(postgres === undefined)("SVC_ROLE: background work across processes", () => {
  it("the billing reconciler runs on exactly one runner, never on an API node", async () => {
    cluster = await startCluster({
      runners: 2,
      apis: 1,
      env: { SVC_METRICS_TOKEN: metricsToken, SVC_BILLING_RECONCILE_INTERVAL: "200 millis", SVC_CARD_PROVIDER: "local" }
    })
    const nodes = [...cluster.runners, ...cluster.apis]
    const api = cluster.apis[0]!
    // The singleton may move once while the runners share out the shards (the first runner held them all, alone);
    // so the counts are compared over windows of ten passes: once the shards have settled, a window shows one
    // runner passing and no other process.
    let start = await Promise.all(nodes.map((n) => passes(n.url)))
    let active: Array<string> = []
    for (let t = 0; t < 600; t++) {
      await sleep(100)
      const now = await Promise.all(nodes.map((n) => passes(n.url)))
      // An API node never runs it, at any time.
      expect(now[nodes.indexOf(api)]).toBe(0)
      const deltas = now.map((c, i) => c - start[i]!)
      if (Math.max(...deltas) < 10) continue
      active = nodes.filter((_, i) => deltas[i]! > 0).map((n) => n.role)
      if (active.length === 1) break
      start = now
    }
    expect(active).toEqual(["runner"])
  }, 300_000)
})
