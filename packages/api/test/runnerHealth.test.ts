import { RunnerAddress } from "@effect/cluster"
import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { isAliveBy, pingAttempts } from "../src/actors/runnerHealth.js"

/**
 * The cluster's health check (issue 22): a runner whose pings are refused is declared dead after three tries, not
 * the cluster's default six, and one answer among them keeps it alive.
 */
const address = RunnerAddress.make("127.0.0.1", 1)

const pinging = (answers: ReadonlyArray<boolean>) => {
  let calls = 0
  const ping = () => Effect.suspend(() => (answers[calls++] ?? false) ? Effect.void : Effect.fail("refused"))
  return { isAlive: isAliveBy(ping), calls: () => calls }
}

describe("runner health", () => {
  it.live("a runner refusing every ping is dead after three", () =>
    Effect.gen(function*() {
      const p = pinging([])
      expect(yield* p.isAlive(address)).toBe(false)
      expect(p.calls()).toBe(3)
      expect(pingAttempts).toBe(3)
    }))

  it.live("a runner answering its last ping is alive", () =>
    Effect.gen(function*() {
      const p = pinging([false, false, true])
      expect(yield* p.isAlive(address)).toBe(true)
      expect(p.calls()).toBe(3)
    }))

  it.live("a runner answering at once is pinged once", () =>
    Effect.gen(function*() {
      const p = pinging([true])
      expect(yield* p.isAlive(address)).toBe(true)
      expect(p.calls()).toBe(1)
    }))
})
