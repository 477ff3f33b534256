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
    // Until one process has passed several times: every process that runs it would have by then.
    let counts: Array<number> = []
    for (let t = 0; t < 600; t++) {
      counts = await Promise.all(nodes.map((n) => passes(n.url)))
      if (Math.max(...counts) >= 10) break
      await sleep(100)
    }
    expect(Math.max(...counts)).toBeGreaterThanOrEqual(10)
    const running = nodes.filter((_, i) => counts[i]! > 0)
    expect(running.map((n) => n.role)).toEqual(["runner"])
  }, 300_000)
})
