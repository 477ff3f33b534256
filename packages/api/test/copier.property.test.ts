import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { client, startTestServer, type TestServer } from "./support/testServer.js"

/**
 * Copy trading's at-most-once promise as a property (issue 21): random master trades (opens, partial and full
 * closes), follower disconnects, broker rejections of the follower's orders and a process restart in the middle.
 * Afterwards: the follower's broker executed at most one request per copy key (so at most one follower deal per
 * master deal and subscription), every executed copy has exactly one journal row, and once the drift check has run
 * every linked follower position is open exactly while its master's is, with the master's volume (multiplier 1,
 * same volume step: proportional closes are exact), and every master position the drift check opens a copy of (one
 * whose open was not copied for a reason that may have passed, younger than the open-signal lifetime) has one.
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

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
let server: TestServer
const api = () => client(server.url, server.keyA)
let logins = 770100
let n = 0

// The open-signal lifetime the drift check opens missing copies within (the app's default, said here for the model).
const openSignalLifetimeMs = 60_000
const env = { SVC_COPY_DRIFT_INTERVAL_MS: "500", SVC_COPY_OPEN_SIGNAL_LIFETIME_MS: String(openSignalLifetimeMs) }

beforeAll(async () => {
  server = await startTestServer({ env })
}, 120_000)
afterAll(async () => { await server?.stop() })

const waitReady = async (accountId: string) => {
  for (let i = 0; i < 800; i++) {
    const s = (await api()("GET", `/v1/accounts/${accountId}/status`)).body?.data
    if (s?.state === "ready") return
    if (s !== undefined && ["standby", "offline", "error", "created"].includes(s.state)) await api()("POST", `/v1/accounts/${accountId}/warm`)
    await sleep(25)
  }
  throw new Error("account never came ready")
}

const eventually = async <A>(what: string, f: () => Promise<A | undefined>, ms = 40_000): Promise<A> => {
  const until = Date.now() + ms
  for (;;) {
    const a = await f()
    if (a !== undefined) return a
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`)
    await sleep(150)
  }
}

/**
 * `eventually`, and then still so a while later: the drift check acts on its interval (500 ms here), so a follower
 * that matches its master only until the next check (which would then close part of it) is not taken as settled.
 * Holds for four drift intervals; a check slower than that is not caught, never failed.
 */
const settledFor = async <A>(what: string, f: () => Promise<A | undefined>, holdMs = 2_000): Promise<A> => {
  const until = Date.now() + 40_000
  for (;;) {
    const first = await eventually(what, f, Math.max(0, until - Date.now()))
    const since = Date.now()
    let last: A | undefined = first
    while (last !== undefined && Date.now() - since < holdMs) {
      await sleep(150)
      last = await f()
    }
    if (last !== undefined) return last
    if (Date.now() > until) throw new Error(`timed out waiting for ${what} to hold`)
  }
}

type Pos = { brokerPositionId: string; side: string; volume: string; openedAt: string }
const positionsOf = async (accountId: string): Promise<Array<Pos>> => (await api()("GET", `/v1/accounts/${accountId}/positions`)).body.data.positions
const allExecutions = async (strategyId: string, subscriptionId: string) => {
  const rows: Array<Record<string, unknown>> = []
  let cursor: string | null = null
  do {
    const page: { body: { data: Array<Record<string, unknown>>; page: { nextCursor: string | null } } } =
      await api()("GET", `/v1/copy/strategies/${strategyId}/subscriptions/${subscriptionId}/executions?limit=200${cursor === null ? "" : `&cursor=${cursor}`}`)
    rows.push(...page.body.data)
    cursor = page.body.page.nextCursor
  } while (cursor !== null)
  return rows
}

describe("copy trading: at most one follower deal per (master deal, subscription)", () => {
  it("holds for random trades, partial closes, disconnects, rejections and a restart; linked positions match after drift", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(commandArb, { minLength: 3, maxLength: 8 }), async (commands) => {
        const masterLogin = String(logins++)
        const followerLogin = String(logins++)
        const connect = async (login: string) =>
          (await api()("POST", "/v1/accounts", { login, server: "SimBroker-Demo", password: "pw", mode: "always_on" })).body.data.id as string
        const master = await connect(masterLogin)
        const follower = await connect(followerLogin)
        await Promise.all([waitReady(master), waitReady(follower)])
        const strategy = (await api()("POST", "/v1/copy/strategies", { accountId: master, name: `p${masterLogin}` })).body.data.id as string
        const sub = (await api()("POST", `/v1/copy/strategies/${strategy}/subscriptions`, { accountId: follower })).body.data.id as string
        expect((await api()("PATCH", `/v1/copy/strategies/${strategy}`, { status: "active" })).status).toBe(200)
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
              server = await startTestServer({ restartOf: server, env })
              await Promise.all([waitReady(master), waitReady(follower)])
              break
          }
        }
        await server.sim((b) => b.clearFaults("SimBroker-Demo", followerLogin))
        await waitReady(follower)
        expect((await api()("PATCH", `/v1/copy/strategies/${strategy}/subscriptions/${sub}`, { status: "active" })).status).toBe(200)

        // Every master deal journaled and final, then the drift check has put orphans right.
        const masterDeals = async () => ((await api()("GET", `/v1/accounts/${master}/deals`)).body.data as Array<{ entry: string | null }>)
          .filter((d) => d.entry !== null).length
        await eventually("every master deal journaled", async () => {
          const rows = await allExecutions(strategy, sub)
          // One row per master deal (the drift check's own opens name no master deal).
          const fromDeals = rows.filter((r) => (r.kind === "open" || r.kind === "close") && r.masterDealId !== null)
          return fromDeals.length === (await masterDeals()) && rows.every((r) => r.outcome !== "pending") ? true : undefined
        })
        // Every copied open is a link: its follower position is open exactly while its master's is, at its volume.
        // And the resume above asked for a drift check, which opens the copies missing for master positions whose
        // open was not copied for a reason that may have passed (close_only then, never sent): until it has (and
        // nothing is pending), the follower is not settled. Found in CI: a master open while close_only, then the
        // resume; the checks ran before the drift check's open was journaled, and the broker's execution of it was
        // counted against a journal that still said pending.
        const settled = await settledFor("linked positions match", async () => {
          const [m, f, rows] = await Promise.all([positionsOf(master), positionsOf(follower), allExecutions(strategy, sub)])
          if (rows.some((r) => r.outcome === "pending")) return undefined
          const masterVolume = new Map(m.map((p) => [p.brokerPositionId, Number(p.volume)]))
          const followerVolume = new Map(f.map((p) => [p.brokerPositionId, Number(p.volume)]))
          const links = rows.filter((r) => r.kind === "open" && r.outcome === "copied")
          const wrong = links.filter((l) => {
            const mv = masterVolume.get(l.masterPositionId as string)
            const fv = followerVolume.get(l.followerPositionId as string)
            return mv === undefined ? fv !== undefined : fv !== mv
          })
          // Master positions with no copy that the drift check still opens: the latest open row for it (rows are
          // newest first) is not a broker refusal (never tried again), and the position is younger than the
          // open-signal lifetime.
          const linkedMasters = new Set(links.map((l) => l.masterPositionId))
          const toOpen = m.filter((p) => {
            if (linkedMasters.has(p.brokerPositionId)) return false
            const last = rows.find((r) => r.kind === "open" && r.masterPositionId === p.brokerPositionId)
            return last?.reason !== "rejected" && Date.now() - Date.parse(p.openedAt) < openSignalLifetimeMs
          })
          return wrong.length === 0 && toOpen.length === 0 ? links : undefined
        }).catch(async (e) => {
          console.log(JSON.stringify(commands), JSON.stringify(await positionsOf(master)), JSON.stringify(await positionsOf(follower)),
            JSON.stringify((await allExecutions(strategy, sub)).map((r) => [r.kind, r.outcome, r.reason, r.masterPositionId, r.followerPositionId, r.volume])))
          throw e
        })
        // At most one copy per master position, whether the deal pass or the drift check opened it.
        expect(new Set(settled.map((l) => l.masterPositionId)).size).toBe(settled.length)

        // At most one executed broker request per copy key, and each executed copy is one journal row.
        const executed = (await server.sim((b) => b.executions("SimBroker-Demo", followerLogin))).filter((e) => e.executed)
        const perKey = new Map<string, number>()
        for (const e of executed) perKey.set(e.clientTag ?? "", (perKey.get(e.clientTag ?? "") ?? 0) + 1)
        for (const [tag, count] of perKey) expect(count, `copy key ${tag}`).toBe(1)
        const copied = (await allExecutions(strategy, sub)).filter((r) => r.outcome === "copied")
        expect(executed.length).toBe(copied.length)
      }),
      {
        numRuns: 4,
        endOnFailure: true,
        // Found in CI: the master opened while the subscription copied closes only; the drift check on the resume
        // opened the copy after the test had looked. The second: the master opened while close_only and closed half;
        // the drift check's copy (sized on the half left) had that close replayed on it again and lost 0.03 of 0.05.
        examples: [[[
          { _tag: "Disconnect" }, { _tag: "Reject" }, { _tag: "CloseOnly" }, { _tag: "Disconnect" }, { _tag: "CloseOnly" },
          { _tag: "CloseOnly" }, { _tag: "Open", lots: 1 }
        ]], [[
          { _tag: "CloseOnly" }, { _tag: "Open", lots: 10 }, { _tag: "PartialClose", which: 0, fraction: 0.5 }
        ]]]
      }
    )
  }, 300_000)
})

/**
 * The same promise with scale-ins and reversals (issue 21): a NETTING master whose buys add to its one position and
 * whose sells reduce it or turn it around, partial and full closes of it, follower disconnects, rejections and a restart. Afterwards: at most one executed broker request per
 * copy key, one per (master deal, follower position); and per master position, when every one of its opens and
 * scale-ins was copied, the follower positions copying it add up to exactly its volume (flat when it is closed);
 * when one was refused, they never hold more than it.
 */
type ScaleCommand =
  | { readonly _tag: "Buy"; readonly lots: number }
  /** A sell: reduces, closes or (selling more than a long holds) reverses the master's position. */
  | { readonly _tag: "Sell"; readonly lots: number }
  | { readonly _tag: "PartialClose"; readonly fraction: number }
  | { readonly _tag: "Close" }
  | { readonly _tag: "Disconnect" }
  | { readonly _tag: "Reject" }
  | { readonly _tag: "Restart" }

const scaleCommandArb: fc.Arbitrary<ScaleCommand> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ _tag: fc.constant("Buy" as const), lots: fc.integer({ min: 1, max: 30 }) }) },
  { weight: 3, arbitrary: fc.record({ _tag: fc.constant("Sell" as const), lots: fc.integer({ min: 1, max: 40 }) }) },
  { weight: 2, arbitrary: fc.record({ _tag: fc.constant("PartialClose" as const), fraction: fc.constantFrom(0.25, 0.5) }) },
  { weight: 1, arbitrary: fc.constant({ _tag: "Close" as const }) },
  { weight: 1, arbitrary: fc.constant({ _tag: "Disconnect" as const }) },
  { weight: 1, arbitrary: fc.constant({ _tag: "Reject" as const }) },
  { weight: 1, arbitrary: fc.constant({ _tag: "Restart" as const }) }
)

describe("copy trading: scale-ins and reversals of a netting master, at most once per (master deal, follower position)", () => {
  it("holds for random scale-ins, sells, reversals, partial closes, disconnects, rejections and a restart; the copies add up to the master after drift", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(scaleCommandArb, { minLength: 4, maxLength: 10 }), async (commands) => {
        const masterLogin = String(logins++)
        const followerLogin = String(logins++)
        await server.sim((b) => b.createAccount({ server: "SimBroker-Demo", login: masterLogin, password: "pw", marginMode: 0 as never }))
        const connect = async (login: string) =>
          (await api()("POST", "/v1/accounts", { login, server: "SimBroker-Demo", password: "pw", mode: "always_on" })).body.data.id as string
        const master = await connect(masterLogin)
        const follower = await connect(followerLogin)
        await Promise.all([waitReady(master), waitReady(follower)])
        const strategy = (await api()("POST", "/v1/copy/strategies", { accountId: master, name: `n${masterLogin}` })).body.data.id as string
        const sub = (await api()("POST", `/v1/copy/strategies/${strategy}/subscriptions`, { accountId: follower })).body.data.id as string
        expect((await api()("PATCH", `/v1/copy/strategies/${strategy}`, { status: "active" })).status).toBe(200)
        let restarted = false
        for (const c of commands) {
          switch (c._tag) {
            case "Buy":
            case "Sell":
              await api()("POST", `/v1/accounts/${master}/orders/market`, { side: c._tag === "Buy" ? "buy" : "sell", symbol: "EURUSD", volume: (c.lots / 100).toFixed(2) }, { "idempotency-key": `n-${n++}` })
              break
            case "PartialClose":
            case "Close": {
              const p = (await positionsOf(master))[0]
              if (p === undefined) break
              const lots = Math.round(Number(p.volume) * 100)
              const part = c._tag === "PartialClose" ? Math.floor(lots * c.fraction) : lots
              if (part <= 0) break
              await api()("POST", `/v1/accounts/${master}/positions/${p.brokerPositionId}/close`, part >= lots ? {} : { volume: (part / 100).toFixed(2) }, { "idempotency-key": `n-${n++}` })
              break
            }
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
              await Promise.all([waitReady(master), waitReady(follower)])
              break
          }
        }
        await server.sim((b) => b.clearFaults("SimBroker-Demo", followerLogin))
        await waitReady(follower)

        const masterDeals = async () => ((await api()("GET", `/v1/accounts/${master}/deals`)).body.data as Array<{ entry: string | null }>)
          .filter((d) => d.entry !== null).length
        await eventually("every master deal journaled", async () => {
          const rows = await allExecutions(strategy, sub)
          // A close shared by several copies is one row per follower position: the deals journaled are counted once.
          const fromDeals = new Set(rows.filter((r) => (r.kind === "open" || r.kind === "close") && r.masterDealId !== null).map((r) => r.masterDealId))
          return fromDeals.size === (await masterDeals()) && rows.every((r) => r.outcome !== "pending") ? true : undefined
        })
        await settledFor("the copies add up to the master", async () => {
          const [m, f, rows] = await Promise.all([positionsOf(master), positionsOf(follower), allExecutions(strategy, sub)])
          // Signed (a sell counts negative): a reversal's copies must be on the master's new side.
          const signed = (p: Pos) => (p.side === "sell" ? -1 : 1) * Math.round(Number(p.volume) * 100)
          const masterVolume = new Map(m.map((p) => [p.brokerPositionId, signed(p)]))
          const followerVolume = new Map(f.map((p) => [p.brokerPositionId, signed(p)]))
          const opens = rows.filter((r) => r.kind === "open" && r.masterDealId !== null)
          const wrong = [...new Set(opens.map((r) => r.masterPositionId as string))].filter((mp) => {
            const mine = opens.filter((r) => r.masterPositionId === mp)
            const copies = new Set(mine.filter((r) => r.outcome === "copied").map((r) => r.followerPositionId as string))
            const held = [...copies].reduce((sum, fp) => sum + (followerVolume.get(fp) ?? 0), 0)
            const wanted = masterVolume.get(mp) ?? 0
            // All copied: exactly the master's volume. One refused (never tried again): never more than the master.
            return mine.every((r) => r.outcome === "copied") ? held !== wanted : Math.abs(held) > Math.abs(wanted) || held * wanted < 0
          })
          return wrong.length === 0 ? true : undefined
        }).catch(async (e) => {
          console.log(JSON.stringify(commands), JSON.stringify(await positionsOf(master)), JSON.stringify(await positionsOf(follower)),
            JSON.stringify((await allExecutions(strategy, sub)).map((r) => [r.kind, r.outcome, r.reason, r.masterPositionId, r.followerPositionId, r.volume])))
          throw e
        })

        // At most one executed broker request per copy key, and each executed copy is one journal row.
        const executed = (await server.sim((b) => b.executions("SimBroker-Demo", followerLogin))).filter((e) => e.executed)
        const perKey = new Map<string, number>()
        for (const e of executed) perKey.set(e.clientTag ?? "", (perKey.get(e.clientTag ?? "") ?? 0) + 1)
        for (const [tag, count] of perKey) expect(count, `copy key ${tag}`).toBe(1)
        const rows = await allExecutions(strategy, sub)
        expect(executed.length).toBe(rows.filter((r) => r.outcome === "copied").length)
        // A scale-in was copied exactly when its direction's open was, and a reversal copied: the old engine skipped
        // every one (scale_in_not_copied, netting_reversal_not_copied). "Its direction's open" is the opens journaled
        // BEFORE the scale-in (rows are newest first) back to the latest reversal of that master position (an inout
        // deal keeps the position's id and starts a new direction): a later open says nothing of whether there was a
        // copy to add to (found in CI: the open refused, a scale-in skipped, then a reversal's open copied), and an
        // older direction's copy was closed by the reversal (a scale-in after a refused reversal has nothing to add to).
        const entryOf = new Map(((await api()("GET", `/v1/accounts/${master}/deals`)).body.data as Array<{ brokerDealId: string; entry: string | null }>)
          .map((d) => [d.brokerDealId, d.entry]))
        const directionCopied = (i: number) => {
          const r = rows[i]!
          // The drift check's opens (no master deal) count too: a scale-in adds to them.
          const earlier = rows.slice(i + 1).filter((o) => o.kind === "open" && o.masterPositionId === r.masterPositionId)
          const reversal = earlier.findIndex((o) => entryOf.get(o.masterDealId as string) === "inout")
          return (reversal === -1 ? earlier : earlier.slice(0, reversal + 1)).some((o) => o.outcome === "copied")
        }
        expect(rows.filter((r, i) => r.reason === "netting_reversal_not_copied" ||
          (r.reason === "scale_in_not_copied" && directionCopied(i)))).toEqual([])
      }),
      {
        numRuns: 8,
        endOnFailure: true,
        // Found in CI: the open refused (the fault set before the copy was sent), so the scale-in skipped; the two
        // reversals after it copied their opens onto the same master position.
        examples: [[[
          { _tag: "Buy", lots: 12 }, { _tag: "Reject" }, { _tag: "Buy", lots: 12 }, { _tag: "Sell", lots: 15 },
          { _tag: "Sell", lots: 19 }, { _tag: "Buy", lots: 30 }
        ]]]
      }
    )
  }, 300_000)
})
