import { afterAll, describe, expect, it } from "@effect/vitest"
import pg from "pg"
import { connectAccounts, startCluster, type Cluster } from "../support/clusterHarness.js"

/**
 * A runner stopped by SIGTERM hands its shards over before its own background work winds down (issue 22): it leaves
 * the cluster (its `cluster_runners` row, what every process reads to assign shards) when its actors start
 * stopping, right after the HTTP drain, not after its singletons have stopped (those took 5-14 s at 300 accounts,
 * all that time with its accounts unreachable). Read from the runner's own log lines and the database.
 * Needs Postgres (DATABASE_URL); skipped on the embedded database, which serves one process only.
 */
const postgres = process.env.DATABASE_URL
let cluster: Cluster | undefined
afterAll(async () => {
  await cluster?.stop()
})

describe.skipIf(postgres === undefined)("a runner stopped with SIGTERM", () => {
  it("leaves the cluster before it stops its singletons", async () => {
    cluster = await startCluster({ runners: 1, apis: 0 })
    const c = cluster
    const runner = c.runners[0]!
    await connectAccounts(c, runner, 3, 880000 + Math.floor(Math.random() * 50_000))
    const client = new pg.Client({ connectionString: c.databaseUrl })
    await client.connect()
    try {
      const registered = async () =>
        (await client.query("select count(*)::int as n from cluster_runners where address like $1", [`%:${runner.runnerPort}`])).rows[0].n as number
      expect(await registered()).toBe(1)
      const exited = c.terminate(runner)
      // The moment the runner says its singletons stop: by then it must already be out of the runners' table.
      let seen = false
      let atSingletons: number | undefined
      const watching = (async () => {
        while (!seen) {
          if (runner.child.output().includes("shutdown: stopping this runner's singletons")) {
            seen = true
            atSingletons = await registered()
            return
          }
          await new Promise((r) => setTimeout(r, 10))
        }
      })()
      await exited
      seen = true
      await watching
      const out = runner.child.output()
      expect(out).toContain("shutdown: leaving the cluster")
      expect(out.indexOf("shutdown: leaving the cluster")).toBeLessThan(out.indexOf("shutdown: stopping this runner's singletons"))
      expect(atSingletons).toBe(0)
    } finally {
      await client.end()
    }
  }, 240_000)
})
