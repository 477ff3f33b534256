/**
 * The short crash run CI does (issue 7): the service as a child process, the simulated broker behind an
 * out-of-process terminal gateway, orders with Idempotency-Keys (a quarter losing their reply at the broker), two
 * SIGKILLs at random moments with restarts. Nothing may execute twice, stay unresolved or be lost, and every key
 * must answer the same afterwards. The long run is `npx -y pnpm@10.34.9 bench:crash` (bench/crash).
 */
import { describe, expect, it } from "@effect/vitest"
import { formatFigures, runCrash, type CrashFigures } from "../support/crashHarness.js"

const expectNothingLost = (figures: CrashFigures) => {
  // The broker executed what the service says, and nothing else: the check is not vacuous.
  expect(figures.brokerExecutions).toBeGreaterThan(0)
  expect(figures.problems).toEqual([])
  expect(figures.duplicates).toBe(0)
  expect(figures.unresolved).toBe(0)
  expect(figures.lost).toBe(0)
  expect(figures.keysWithSeveralOrders).toBe(0)
  expect(figures.replayMismatches).toBe(0)
  expect(figures.unenveloped).toBe(0)
}

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
    expectNothingLost(figures)
  }, 150_000)

  // Issue 14: SIGTERM during a burst of orders. The service drains (what runs finishes, what arrives gets an
  // enveloped 503), logs both ends of its shutdown and exits 0 on its own; every order is final or on record
  // and confirmed after the restart, none executed twice.
  it("SIGTERM during a burst: drains, exits 0 by itself, nothing lost or doubled", async () => {
    const figures = await runCrash({
      orders: 40,
      kills: 0,
      sigterms: 2,
      accounts: 2,
      concurrency: 8,
      databaseUrl: process.env.DATABASE_URL,
      seed: Number(process.env.CRASH_SEED ?? 11)
    })
    console.log(formatFigures(figures))
    expect(figures.stops).toHaveLength(2)
    for (const stop of figures.stops) {
      expect(stop).toMatchObject({ exitCode: 0, exitSignal: null, logged: true, cutOff: 0 })
    }
    expectNothingLost(figures)
  }, 150_000)

  it("SIGTERM with a drain too short for the orders in flight: those cut off stay on record and are confirmed after restart", async () => {
    const figures = await runCrash({
      orders: 40,
      kills: 0,
      sigterms: 2,
      drain: "1 millis",
      accounts: 2,
      concurrency: 8,
      databaseUrl: process.env.DATABASE_URL,
      seed: Number(process.env.CRASH_SEED ?? 13)
    })
    console.log(formatFigures(figures))
    expect(figures.stops).toHaveLength(2)
    for (const stop of figures.stops) expect(stop).toMatchObject({ exitCode: 0, exitSignal: null, logged: true })
    // Not vacuous: orders were cut off mid-flight.
    expect(figures.stops.reduce((n, stop) => n + (stop.cutOff ?? 0), 0)).toBeGreaterThan(0)
    expectNothingLost(figures)
  }, 150_000)
})
