import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { TRADE_ACTION } from "@svc/terminal-runtime/terminal/enums"
import fc from "fast-check"
import { client, startTestServer, type TestServer } from "./support/testServer.js"
import { allExecutions, copyingPair, eventually, waitReady } from "./support/copying.js"

/**
 * Copying the master's pending orders as a property (issue 21): random master pending orders placed, changed,
 * cancelled and triggered by the market, with follower disconnects, broker requotes and a process restart in the
 * middle. Afterwards: the follower's broker executed at most one request per copy key; each master pending order was
 * placed on the follower at most once, and its fill reached the follower at most once (its own order filling, or a
 * market copy when it was never placed, never both); and once things settle, the follower has working exactly the
 * copies of the master's orders still working.
 *
 * One server for the whole file (a restart is the server stopped and started on its data, the broker outliving it).
 */

type Command =
  | { readonly _tag: "Place"; readonly lots: number; readonly pipsBelow: number }
  | { readonly _tag: "Modify"; readonly which: number; readonly pipsBelow: number }
  | { readonly _tag: "Cancel"; readonly which: number }
  | { readonly _tag: "Trigger" }
  /** Time for the copier to act before the next command (otherwise most fills would come before any placement). */
  | { readonly _tag: "Wait" }
  | { readonly _tag: "Disconnect" }
  | { readonly _tag: "Reject" }
  | { readonly _tag: "Restart" }

const commandArb: fc.Arbitrary<Command> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ _tag: fc.constant("Place" as const), lots: fc.integer({ min: 1, max: 20 }), pipsBelow: fc.integer({ min: 20, max: 60 }) }) },
  { weight: 2, arbitrary: fc.record({ _tag: fc.constant("Modify" as const), which: fc.nat(5), pipsBelow: fc.integer({ min: 20, max: 60 }) }) },
  { weight: 2, arbitrary: fc.record({ _tag: fc.constant("Cancel" as const), which: fc.nat(5) }) },
  { weight: 2, arbitrary: fc.constant({ _tag: "Trigger" as const }) },
  { weight: 3, arbitrary: fc.constant({ _tag: "Wait" as const }) },
  { weight: 1, arbitrary: fc.constant({ _tag: "Disconnect" as const }) },
  { weight: 1, arbitrary: fc.constant({ _tag: "Reject" as const }) },
  { weight: 1, arbitrary: fc.constant({ _tag: "Restart" as const }) }
)

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const env = { SVC_COPY_DRIFT_INTERVAL_MS: "500" }
let server: TestServer
const api = () => client(server.url, server.keyA)
let logins = 771100
let n = 0

beforeAll(async () => {
  server = await startTestServer({ env })
}, 120_000)
afterAll(async () => { await server?.stop() })

type OrderRow = { id: string; type: string; intent: string; state: string; price: string | null }
const ordersOf = async (accountId: string): Promise<Array<OrderRow>> =>
  (await api()("GET", `/v1/orders?accountId=${accountId}&limit=200`)).body.data
const bidNow = async () => server.sim((b) => b.quote("EURUSD")).then((o) => o._tag === "Some" ? Number(o.value.bid) : 1.08)

describe("copy trading: a master pending order copied at most once per subscription", () => {
  it("holds for random placements, changes, cancels and fills with disconnects, requotes and a restart", async () => {
    const startBid = await bidNow()
    await fc.assert(
      // Every script ends with the market falling through what is still working, so fills of copied orders happen.
      fc.asyncProperty(fc.array(commandArb, { minLength: 3, maxLength: 7 }).map((cs): Array<Command> => [...cs, { _tag: "Wait" }, { _tag: "Trigger" }]), async (commands) => {
        const masterLogin = String(logins++)
        const followerLogin = String(logins++)
        const { master, follower, strategy, sub } = await copyingPair(api(), masterLogin, followerLogin, `pp${masterLogin}`)
        const working: Array<string> = []
        const placed: Array<string> = []
        let restarted = false
        try {
          for (const c of commands) {
            const ask = (await bidNow()) + 0.0002
            switch (c._tag) {
              case "Place": {
                const r = await api()("POST", `/v1/accounts/${master}/orders/pending`, {
                  kind: "buy_limit", symbol: "EURUSD", volume: (c.lots / 100).toFixed(2), price: (ask - c.pipsBelow / 10_000).toFixed(5)
                }, { "idempotency-key": `pp-${n++}` })
                if (r.status === 200) {
                  working.push(r.body.data.id)
                  placed.push(r.body.data.id)
                }
                break
              }
              case "Modify": {
                if (working.length === 0) break
                const id = working[c.which % working.length]!
                await api()("POST", `/v1/orders/${id}/modify`, { price: (ask - c.pipsBelow / 10_000).toFixed(5) }, { "idempotency-key": `pp-${n++}` })
                break
              }
              case "Cancel": {
                if (working.length === 0) break
                const i = c.which % working.length
                const r = await api()("POST", `/v1/orders/${working[i]}/cancel`, {}, { "idempotency-key": `pp-${n++}` })
                if (r.status === 200) working.splice(i, 1)
                break
              }
              case "Trigger": {
                // The market falls through every limit and comes back: the master's and the follower's orders fill.
                const bid = await bidNow()
                await server.sim((b) => b.setBid("EURUSD", (bid - 0.008).toFixed(5)))
                await sleep(50)
                await server.sim((b) => b.setBid("EURUSD", bid.toFixed(5)))
                await api()("POST", `/v1/accounts/${master}/reconcile`)
                working.length = 0
                break
              }
              case "Wait":
                await sleep(1500)
                break
              case "Disconnect":
                await server.sim((b) => b.disconnect("SimBroker-Demo", followerLogin))
                break
              case "Reject":
                await server.sim((b) => b.setFaults("SimBroker-Demo", followerLogin, { requotes: 1 }))
                break
              case "Restart":
                if (restarted) break
                restarted = true
                await server.stop({ keepData: true })
                server = await startTestServer({ restartOf: server, env })
                await Promise.all([waitReady(api(), master), waitReady(api(), follower)])
                break
            }
          }
        } finally {
          await server.sim((b) => b.setBid("EURUSD", startBid.toFixed(5)))
        }
        await server.sim((b) => b.clearFaults("SimBroker-Demo", followerLogin))
        await waitReady(api(), follower)
        await api()("POST", `/v1/accounts/${master}/reconcile`)

        // Settled: every row final, and the follower has working exactly the copies of the master's working orders
        // (each placed within the open-signal lifetime, the default minute, so a copy was due for every one).
        const settled = await eventually("the follower's pending orders match the master's", async () => {
          await api()("POST", `/v1/accounts/${follower}/reconcile`)
          const [rows, masterOrders, followerOrders] = await Promise.all([allExecutions(api(), strategy, sub), ordersOf(master), ordersOf(follower)])
          if (rows.some((r) => r.outcome === "pending")) return undefined
          const masterWorking = new Set(masterOrders.filter((o) => o.type !== "market" && o.intent === "open" && o.state === "working").map((o) => o.id))
          const copyOf = new Map(rows.filter((r) => r.kind === "pending_place" && r.outcome === "copied").map((r) => [r.followerOrderId as string, r.masterOrderId as string]))
          const followerWorking = followerOrders.filter((o) => o.type !== "market" && o.intent === "open" && o.state === "working")
          const copied = new Set(followerWorking.map((o) => copyOf.get(o.id)))
          // Each change mirrored: the copy rests at its master order's price.
          const priceOf = new Map(masterOrders.map((o) => [o.id, o.price]))
          return followerWorking.every((o) => masterWorking.has(copyOf.get(o.id) ?? "") && Number(priceOf.get(copyOf.get(o.id)!)) === Number(o.price)) &&
              [...masterWorking].every((id) => copied.has(id))
            ? rows : undefined
        }).catch(async (e) => {
          console.log(JSON.stringify(commands), JSON.stringify((await allExecutions(api(), strategy, sub)).map((r) => [r.kind, r.outcome, r.reason, r.masterOrderId, r.followerOrderId])))
          throw e
        })

        // Every follower position is a linked copy: a fill that reached it twice (its own order and a market copy)
        // would leave one position no journal row links.
        await eventually("every follower position linked", async () => {
          await api()("POST", `/v1/accounts/${follower}/reconcile`)
          const [rows, positions] = await Promise.all([allExecutions(api(), strategy, sub), api()("GET", `/v1/accounts/${follower}/positions`)])
          const linkedPositions = new Set(rows.filter((r) => r.kind === "open" && r.outcome === "copied").map((r) => r.followerPositionId))
          const held = positions.body.data.positions as Array<{ brokerPositionId: string }>
          return held.every((p) => linkedPositions.has(p.brokerPositionId)) ? true : undefined
        }).catch(async (e) => {
          console.log(JSON.stringify(commands), JSON.stringify((await api()("GET", `/v1/accounts/${follower}/positions`)).body.data.positions.map((p: { brokerPositionId: string; volume: string; comment: string }) => [p.brokerPositionId, p.volume, p.comment])),
            JSON.stringify((await allExecutions(api(), strategy, sub)).map((r) => [r.kind, r.outcome, r.reason, r.masterOrderId, r.followerOrderId, r.followerPositionId, r.masterPositionId, r.dealKey])))
          throw e
        })
        // At most one executed broker request per copy key.
        const executed = (await server.sim((b) => b.executions("SimBroker-Demo", followerLogin))).filter((e) => e.executed)
        const perKey = new Map<string, number>()
        for (const e of executed) perKey.set(e.clientTag ?? "", (perKey.get(e.clientTag ?? "") ?? 0) + 1)
        for (const [tag, count] of perKey) expect(count, `copy key ${tag}`).toBe(1)
        // Each master pending order placed on the follower at most once (one placement row each, by its key).
        const placements = settled.filter((r) => r.kind === "pending_place")
        expect(new Set(placements.map((r) => r.masterOrderId)).size).toBe(placements.length)
        const followerPlaced = executed.filter((e) => e.action === TRADE_ACTION.PENDING).length
        expect(followerPlaced).toBe(placements.filter((r) => r.outcome === "copied").length)
        expect(followerPlaced).toBeLessThanOrEqual(placed.length)
        // A fill reaches the follower at most once: at most one copied open per master position, and a fill linked
        // to the follower's own order is never also sent at market (the market opens are exactly the copied opens
        // not linked to a pending copy).
        const opens = settled.filter((r) => r.kind === "open" && r.outcome === "copied")
        expect(new Set(opens.map((r) => r.masterPositionId)).size).toBe(opens.length)
        const linked = opens.filter((r) => r.masterOrderId !== null)
        expect(new Set(linked.map((r) => r.followerOrderId)).size).toBe(linked.length)
        const closes = settled.filter((r) => r.outcome === "copied" && ["close", "drift_close", "removal_close", "risk_close"].includes(r.kind as string))
        expect(executed.filter((e) => e.action === TRADE_ACTION.DEAL).length).toBe(opens.length - linked.length + closes.length)
      }),
      {
        numRuns: 5,
        endOnFailure: true,
        // Found in CI: the master's order cancelled while the follower's copy filled before its withdrawal got there.
        examples: [[[
          { _tag: "Cancel", which: 3 }, { _tag: "Place", lots: 4, pipsBelow: 60 }, { _tag: "Wait" }, { _tag: "Place", lots: 4, pipsBelow: 25 },
          { _tag: "Cancel", which: 2 }, { _tag: "Trigger" }, { _tag: "Wait" }, { _tag: "Trigger" }
        ]]]
      }
    )
  }, 400_000)
})
