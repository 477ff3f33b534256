import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { client, startTestServer, type TestServer } from "./support/testServer.js"
import { allExecutions, copyingPair, eventually, waitReady } from "./support/copying.js"

/**
 * Copy trading's at-most-once promise as a property (issue 21): random master trades (opens, partial and full
 * closes), follower disconnects, broker rejections of the follower's orders and a process restart in the middle.
 * Afterwards: the follower's broker executed at most one request per copy key (so at most one follower deal per
 * master deal and subscription), every executed copy has exactly one journal row, and once the drift check has run
 * every linked follower position is open exactly while its master's is, with the master's volume (multiplier 1,
 * same volume step: proportional closes are exact).
 *
 * One server for the whole file (a restart is the server stopped and started on its data, the broker outliving it);
 * few runs of short schedules, so the file stays well under a minute on a loaded machine.
 */

type Command =
  | { readonly _tag: "Open"; readonly lots: number }
  | { readonly _tag: "PartialClose"; readonly which: number; readonly fraction: number }
  | { readonly _tag: "Close"; readonly which: number }
  | { readonly _tag: "Disconnect" }
  | { readonly _tag: "Reject" }
  | { readonly _tag: "Restart" }
  /** The subscription copies closes only for a while, then opens again: the drift check opens what it missed. */
  | { readonly _tag: "CloseOnly" }
  | { readonly _tag: "Resume" }

const commandArb: fc.Arbitrary<Command> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ _tag: fc.constant("Open" as const), lots: fc.integer({ min: 1, max: 30 }) }) },
  { weight: 2, arbitrary: fc.record({ _tag: fc.constant("PartialClose" as const), which: fc.nat(5), fraction: fc.constantFrom(0.25, 0.5) }) },
  { weight: 2, arbitrary: fc.record({ _tag: fc.constant("Close" as const), which: fc.nat(5) }) },
  { weight: 1, arbitrary: fc.constant({ _tag: "Disconnect" as const }) },
  { weight: 1, arbitrary: fc.constant({ _tag: "Reject" as const }) },
  { weight: 1, arbitrary: fc.constant({ _tag: "Restart" as const }) },
  { weight: 1, arbitrary: fc.constant({ _tag: "CloseOnly" as const }) },
  { weight: 1, arbitrary: fc.constant({ _tag: "Resume" as const }) }
)

let server: TestServer
const api = () => client(server.url, server.keyA)
let logins = 770100
let n = 0

beforeAll(async () => {
  server = await startTestServer({ env: { SVC_COPY_DRIFT_INTERVAL_MS: "500" } })
}, 120_000)
afterAll(async () => { await server?.stop() })

type Pos = { brokerPositionId: string; volume: string }
const positionsOf = async (accountId: string): Promise<Array<Pos>> => (await api()("GET", `/v1/accounts/${accountId}/positions`)).body.data.positions

describe("copy trading: at most one follower deal per (master deal, subscription)", () => {
  it("holds for random trades, partial closes, disconnects, rejections and a restart; linked positions match after drift", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(commandArb, { minLength: 3, maxLength: 8 }), async (commands) => {
        const masterLogin = String(logins++)
        const followerLogin = String(logins++)
        const { master, follower, strategy, sub } = await copyingPair(api(), masterLogin, followerLogin, `p${masterLogin}`)
        const open: Array<{ id: string; lots: number }> = []
        let restarted = false
        for (const c of commands) {
          switch (c._tag) {
            case "Open": {
              const r = await api()("POST", `/v1/accounts/${master}/orders/market`, { side: "buy", symbol: "EURUSD", volume: (c.lots / 100).toFixed(2) }, { "idempotency-key": `p-${n++}` })
              if (r.status === 200) open.push({ id: r.body.data.brokerPositionId, lots: c.lots })
              break
            }
            case "PartialClose":
            case "Close": {
              if (open.length === 0) break
              const i = c.which % open.length
              const p = open[i]!
              const part = c._tag === "PartialClose" ? Math.floor(p.lots * c.fraction) : p.lots
              if (part <= 0) break
              const body = part >= p.lots ? {} : { volume: (part / 100).toFixed(2) }
              const r = await api()("POST", `/v1/accounts/${master}/positions/${p.id}/close`, body, { "idempotency-key": `p-${n++}` })
              if (r.status === 200) {
                p.lots -= part
                if (p.lots <= 0) open.splice(i, 1)
              }
              break
            }
            case "Disconnect":
              await server.sim((b) => b.disconnect("SimBroker-Demo", followerLogin))
              break
            case "Reject":
              await server.sim((b) => b.setFaults("SimBroker-Demo", followerLogin, { requotes: 1 }))
              break
            case "CloseOnly":
            case "Resume":
              expect((await api()("PATCH", `/v1/copy/strategies/${strategy}/subscriptions/${sub}`, { status: c._tag === "Resume" ? "active" : "close_only" })).status).toBe(200)
              break
            case "Restart":
              if (restarted) break
              restarted = true
              await server.stop({ keepData: true })
              server = await startTestServer({ restartOf: server, env: { SVC_COPY_DRIFT_INTERVAL_MS: "500" } })
              await Promise.all([waitReady(api(), master), waitReady(api(), follower)])
              break
          }
        }
        await server.sim((b) => b.clearFaults("SimBroker-Demo", followerLogin))
        await waitReady(api(), follower)
        expect((await api()("PATCH", `/v1/copy/strategies/${strategy}/subscriptions/${sub}`, { status: "active" })).status).toBe(200)

        // Every master deal journaled and final, then the drift check has put orphans right.
        const masterDeals = async () => ((await api()("GET", `/v1/accounts/${master}/deals`)).body.data as Array<{ entry: string | null }>)
          .filter((d) => d.entry !== null).length
        await eventually("every master deal journaled", async () => {
          const rows = await allExecutions(api(), strategy, sub)
          // One row per master deal (the drift check's own opens name no master deal).
          const fromDeals = rows.filter((r) => (r.kind === "open" || r.kind === "close") && r.masterDealId !== null)
          return fromDeals.length === (await masterDeals()) && rows.every((r) => r.outcome !== "pending") ? true : undefined
        })
        // Every copied open is a link: its follower position is open exactly while its master's is, at its volume.
        const settled = await eventually("linked positions match", async () => {
          const [m, f, rows] = await Promise.all([positionsOf(master), positionsOf(follower), allExecutions(api(), strategy, sub)])
          const masterVolume = new Map(m.map((p) => [p.brokerPositionId, Number(p.volume)]))
          const followerVolume = new Map(f.map((p) => [p.brokerPositionId, Number(p.volume)]))
          const links = rows.filter((r) => r.kind === "open" && r.outcome === "copied")
          const wrong = links.filter((l) => {
            const mv = masterVolume.get(l.masterPositionId as string)
            const fv = followerVolume.get(l.followerPositionId as string)
            return mv === undefined ? fv !== undefined : fv !== mv
          })
          return wrong.length === 0 ? links : undefined
        }).catch(async (e) => {
          console.log(JSON.stringify(commands), JSON.stringify(await positionsOf(master)), JSON.stringify(await positionsOf(follower)),
            JSON.stringify((await allExecutions(api(), strategy, sub)).map((r) => [r.kind, r.outcome, r.reason, r.masterPositionId, r.followerPositionId, r.volume])))
          throw e
        })
        // At most one copy per master position, whether the deal pass or the drift check opened it.
        expect(new Set(settled.map((l) => l.masterPositionId)).size).toBe(settled.length)

        // At most one executed broker request per copy key, and each executed copy is one journal row.
        const executed = (await server.sim((b) => b.executions("SimBroker-Demo", followerLogin))).filter((e) => e.executed)
        const perKey = new Map<string, number>()
        for (const e of executed) perKey.set(e.clientTag ?? "", (perKey.get(e.clientTag ?? "") ?? 0) + 1)
        for (const [tag, count] of perKey) expect(count, `copy key ${tag}`).toBe(1)
        const copied = (await allExecutions(api(), strategy, sub)).filter((r) => r.outcome === "copied")
        expect(executed.length).toBe(copied.length)
      }),
      { numRuns: 4, endOnFailure: true }
    )
  }, 300_000)
})
