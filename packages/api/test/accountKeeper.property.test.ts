import { describe, expect, it } from "@effect/vitest"
import type { AccountId } from "@svc/domain"
import { Effect } from "effect"
import fc from "fast-check"
import { initialKeeperState, keeperPass, type KeeperState, type KeeperTuning } from "../src/accounts/AccountKeeper.js"

/**
 * The account keeper (a cluster singleton) warms only the accounts that may be down: every one while the runners
 * change (and at a periodic sweep), otherwise those never warmed or whose last warm failed. It used to send a warm
 * to every account each interval: about 100 messages a second at 300 accounts with nothing moving.
 */
const ids = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `acc-${from + i}` as AccountId)
const tuning: KeeperTuning = { settlePasses: 3, sweepEvery: 10 }

/** One pass; `failing`: the accounts whose warm fails this time. Returns the accounts warmed. */
const run = async (state: KeeperState, accounts: ReadonlyArray<AccountId>, runners: ReadonlyArray<string>, failing: ReadonlySet<AccountId> = new Set()) => {
  const warmed: Array<AccountId> = []
  const next = await Effect.runPromise(keeperPass(state, {
    accounts,
    runners: new Set(runners),
    warm: (id) => Effect.suspend(() => {
      warmed.push(id)
      return failing.has(id) ? Effect.fail("runner away") : Effect.void
    })
  }, tuning))
  return { next, warmed }
}

describe("AccountKeeper passes", () => {
  it("300 accounts on steady runners: warmed while the keeper starts, then none until the sweep", async () => {
    const accounts = ids(300)
    let state = initialKeeperState
    const perPass: Array<number> = []
    for (let i = 0; i < 13; i++) {
      const r = await run(state, accounts, ["r1", "r2"])
      state = r.next
      perPass.push(r.warmed.length)
    }
    // The first passes (runners just seen) warm all; the sweep comes ten passes after the last full one; the
    // others send nothing.
    expect(perPass).toEqual([300, 300, 300, 0, 0, 0, 0, 0, 0, 0, 0, 0, 300])
  })

  it("a runner dying or joining warms every account again until the shards have had time to move", async () => {
    const accounts = ids(50)
    let state = initialKeeperState
    for (let i = 0; i < 4; i++) state = (await run(state, accounts, ["r1", "r2", "r3"])).next
    const after: Array<number> = []
    for (const runners of [["r1", "r2"], ["r1", "r2"], ["r1", "r2"], ["r1", "r2"], ["r1", "r2", "r4"], ["r1", "r2", "r4"]]) {
      const r = await run(state, accounts, runners)
      state = r.next
      after.push(r.warmed.length)
    }
    expect(after).toEqual([50, 50, 50, 0, 50, 50])
  })

  it("a failed warm and a new account are warmed at the next pass, nothing else", async () => {
    let state = initialKeeperState
    for (let i = 0; i < 4; i++) state = (await run(state, ids(20), ["r1"])).next
    const failed = await run(state, ids(21), ["r1"], new Set(["acc-3" as AccountId, "acc-20" as AccountId]))
    expect([...failed.warmed].sort()).toEqual(["acc-20"])
    const retried = await run(failed.next, ids(21), ["r1"], new Set(["acc-3" as AccountId]))
    expect(retried.warmed).toEqual(["acc-20"])
    const quiet = await run(retried.next, ids(21), ["r1"])
    expect(quiet.warmed).toEqual([])
  })

  it("property: an account not known up is always warmed; after a change of runners every account is, for the settle passes", async () => {
    const step = fc.record({
      runners: fc.subarray(["r1", "r2", "r3"], { minLength: 1 }),
      accounts: fc.integer({ min: 0, max: 12 }),
      failing: fc.subarray(ids(12))
    })
    await fc.assert(fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 30 }), async (steps) => {
      let state = initialKeeperState
      // Passes since the runners last changed (the first pass counts as a change), and the accounts known up.
      let sinceChange = 0
      let last: string | undefined
      const up = new Set<AccountId>()
      for (const s of steps) {
        const accounts = ids(s.accounts)
        const runners = [...s.runners].sort().join(",")
        sinceChange = runners === last ? sinceChange + 1 : 0
        last = runners
        const r = await run(state, accounts, s.runners, new Set(s.failing))
        const warmed = new Set(r.warmed)
        // Each account at most once per pass.
        expect(warmed.size).toBe(r.warmed.length)
        for (const id of accounts) {
          if (!up.has(id) || sinceChange < tuning.settlePasses) expect(warmed.has(id)).toBe(true)
        }
        for (const id of r.warmed) expect(accounts).toContain(id)
        for (const id of [...up]) if (!accounts.includes(id)) up.delete(id)
        for (const id of r.warmed) {
          if (s.failing.includes(id)) up.delete(id)
          else up.add(id)
        }
        state = r.next
      }
    }), { numRuns: 200 })
  })
})
