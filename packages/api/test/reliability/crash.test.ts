/**
 * The short crash run CI does (issue 7): the service as a child process, the simulated broker behind an
 * out-of-process terminal gateway, orders with Idempotency-Keys (a quarter losing their reply at the broker), two
 * SIGKILLs at random moments with restarts. Nothing may execute twice, stay unresolved or be lost, and every key
 * must answer the same afterwards. The long run is `npx -y pnpm@10.34.9 bench:crash` (bench/crash).
 */
import { describe, expect, it } from "@effect/vitest"
import { formatFigures, runCrash } from "../../../../bench/crash/harness.js"

describe("crash safety", () => {
  it("SIGKILL at random moments: no duplicate, no unresolved, no lost order; keys answer the same", async () => {
    const figures = await runCrash({
      orders: 40,
      kills: 2,
      accounts: 2,
      databaseUrl: process.env.DATABASE_URL,
      seed: Number(process.env.CRASH_SEED ?? 7)
    })
    console.log(formatFigures(figures))
    expect(figures.kills).toBe(2)
    // The broker executed what the service says, and nothing else: the check is not vacuous.
    expect(figures.brokerExecutions).toBeGreaterThan(0)
    expect(figures.problems).toEqual([])
    expect(figures.duplicates).toBe(0)
    expect(figures.unresolved).toBe(0)
    expect(figures.lost).toBe(0)
    expect(figures.keysWithSeveralOrders).toBe(0)
    expect(figures.replayMismatches).toBe(0)
  }, 150_000)
})
