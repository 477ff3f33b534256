import { afterAll, describe, expect, it } from "@effect/vitest"
import type { AccountId, OrderId, WaveId } from "@svc/domain"
import { requestTag } from "@svc/domain/order/requestTag"
import fc from "fast-check"
import { randomUUID } from "node:crypto"
import { legOrderId } from "../src/waves/Waves.js"
import { client, startTestServer, type TestServer } from "./support/testServer.js"

/**
 * Waves as a property over random schedules: accounts online, cold or stuck in needs_2fa; legs whose broker answer is
 * lost after execution (`sim:no-reply`) or refused (`sim:reject`); every barrier policy; executeAt absent, past or
 * ahead; a cancel racing the release; a process restart in the middle. Afterwards: every wave is final, its summary
 * counts its legs, the broker executed each leg at most once (and a filled leg exactly once), and nothing of a
 * cancelled wave reached the broker.
 */

type Kind = "online" | "cold" | "needs2fa"
type Fault = "none" | "no-reply" | "reject"
interface Scenario {
  readonly accounts: ReadonlyArray<{ readonly kind: Kind; readonly fault: Fault }>
  readonly policy: "release-ready" | "all-or-nothing" | "wait"
  readonly executeAt: "none" | "past" | "ahead"
  readonly cancelAfterMs: number | null
  readonly restartAfterMs: number | null
}

const scenarioArb: fc.Arbitrary<Scenario> = fc.record({
  accounts: fc.array(fc.record({
    kind: fc.constantFrom<Kind>("online", "online", "cold", "needs2fa"),
    fault: fc.constantFrom<Fault>("none", "none", "no-reply", "reject")
  }), { minLength: 1, maxLength: 4 }),
  policy: fc.constantFrom("release-ready" as const, "all-or-nothing" as const, "wait" as const),
  executeAt: fc.constantFrom("none" as const, "past" as const, "ahead" as const),
  cancelAfterMs: fc.option(fc.integer({ min: 0, max: 1_200 }), { nil: null, freq: 2 }),
  restartAfterMs: fc.option(fc.integer({ min: 0, max: 900 }), { nil: null, freq: 4 })
})

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const final = new Set(["settled", "cancelled", "abandoned"])
let server: TestServer | undefined
afterAll(async () => { await server?.stop() })

let nextLogin = 720000

describe("waves under faults, cancels and restarts", () => {
  it("every wave ends final, its summary counts its legs, and no leg reaches the broker twice", async () => {
    server = await startTestServer()
    let run = 0
    await fc.assert(fc.asyncProperty(scenarioArb, async (scenario) => {
      run++
      const api = () => client(server!.url, server!.keyA)
      const accounts: Array<{ id: AccountId; login: string }> = []
      for (const a of scenario.accounts) {
        const login = String(nextLogin++)
        const password = a.kind === "needs2fa" ? "needs2fa-p" : "pw"
        const made = (await api()("POST", "/v1/accounts", { login, server: "SimBroker-Demo", password, mode: "cold" })).body.data
        if (a.kind === "online") {
          await api()("POST", `/v1/accounts/${made.id}/warm`)
          for (let i = 0; i < 200 && (await api()("GET", `/v1/accounts/${made.id}/status`)).body.data.state !== "ready"; i++) await sleep(20)
        }
        accounts.push({ id: made.id, login })
      }
      const now = Date.now()
      const executeAt = scenario.executeAt === "none" ? undefined
        : new Date(scenario.executeAt === "past" ? now - 5_000 : now + 700).toISOString()
      const created = await api()("POST", "/v1/execution-waves", {
        accountIds: accounts.map((a) => a.id),
        order: { side: "buy", type: "market", symbol: "EURUSD", volume: "0.01" },
        legs: scenario.accounts.map((a, i) => ({
          accountId: accounts[i]!.id,
          ...(a.fault === "none" ? {} : { clientOrderId: `sim:${a.fault}-${run}-${i}` })
        })),
        barrierPolicy: scenario.policy,
        ...(executeAt === undefined ? {} : { executeAt }),
        // `wait` with an account that never comes gives up here.
        expiresAt: new Date(now + 4_000).toISOString()
      }, { "idempotency-key": randomUUID() })
      expect(created.status, created.text).toBe(202)
      const waveId = created.body.data.id as WaveId

      const cancel = scenario.cancelAfterMs === null ? Promise.resolve(undefined) : (async () => {
        await sleep(scenario.cancelAfterMs!)
        // A restart may be under way: the cancel then goes to the server that is up afterwards.
        for (let i = 0; i < 100; i++) {
          const r = await api()("POST", `/v1/execution-waves/${waveId}/cancel`).catch(() => undefined)
          if (r !== undefined && r.status !== 503) return r
          await sleep(50)
        }
        return undefined
      })()
      if (scenario.restartAfterMs !== null) {
        await sleep(scenario.restartAfterMs)
        const stopped = server!
        await stopped.stop({ keepData: true })
        server = await startTestServer({ restartOf: stopped })
      }
      const cancelled = await cancel

      let wave = created.body.data
      const deadline = Date.now() + 30_000
      while (!final.has(wave.state)) {
        if (Date.now() > deadline) throw new Error(`wave ${waveId} still ${wave.state}: ${JSON.stringify(wave.legs)}`)
        await sleep(50)
        wave = (await api()("GET", `/v1/execution-waves/${waveId}`)).body.data
      }

      // The cancel's answer agrees with how the wave ended.
      if (cancelled !== undefined) {
        if (cancelled.status === 200) expect(wave.state).toBe("cancelled")
        else {
          expect(cancelled.status).toBe(409)
          expect(cancelled.body.error.code).toBe("WAVE_NOT_CANCELLABLE")
          expect(wave.state).not.toBe("cancelled")
        }
      }
      // The summary is the legs counted.
      const counted: Record<string, number> = {}
      for (const leg of wave.legs) counted[leg.state] = (counted[leg.state] ?? 0) + 1
      expect(wave.summary.total).toBe(wave.legs.length)
      expect(wave.summary.filled).toBe(counted.filled ?? 0)
      expect(wave.summary.rejected).toBe(counted.rejected ?? 0)
      expect(wave.summary.skipped).toBe(counted.skipped ?? 0)
      expect(wave.summary.unresolved).toBe(counted.unresolved ?? 0)
      expect(wave.summary.failed).toBe(counted.failed ?? 0)

      for (const [i, leg] of (wave.legs as Array<{ accountId: AccountId; state: string; orderId: string | null }>).entries()) {
        const { login } = accounts[i]!
        const tag = requestTag(legOrderId(waveId, leg.accountId) as OrderId)
        const executed = await server!.sim((sim) => sim.executedCount({ server: "SimBroker-Demo", login, comment: tag }))
        expect(executed, `leg ${i} ${leg.state}`).toBeLessThanOrEqual(1)
        if (wave.state !== "settled" || leg.state === "skipped") expect(executed, `leg ${i} of a ${wave.state} wave`).toBe(0)
        if (leg.state === "filled") expect(executed).toBe(1)
        if (leg.state === "rejected") expect(scenario.accounts[i]!.fault).toBe("reject")
        const orders = (await api()("GET", `/v1/orders?accountId=${leg.accountId}`)).body.data as Array<{ waveId: string | null }>
        expect(orders.filter((o) => o.waveId === waveId).length).toBe(leg.orderId === null ? 0 : 1)
      }
      // Under all-or-nothing a released wave had every account online: nothing skipped.
      if (scenario.policy !== "release-ready" && wave.state === "settled") expect(wave.summary.skipped).toBe(0)
    }), { numRuns: 14, endOnFailure: true })
  }, 600_000)
})
