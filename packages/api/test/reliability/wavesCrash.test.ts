/**
 * Waves survive `kill -9` at any phase: the service as a child process, the simulated broker behind an out-of-process
 * gateway (so the broker keeps its books across the kills), waves whose service is SIGKILLed while preparing or
 * waiting, right around the release, and while legs settle (one leg's reply lost at the broker), then restarted.
 * Every wave must end final, its summary must count its legs, and the broker's own history must show each leg
 * executed at most once (a filled leg exactly once, a leg never sent not at all).
 */
import { describe, expect, it } from "@effect/vitest"
import type { AccountId, WaveId } from "@svc/domain"
import { randomBytes, randomUUID } from "node:crypto"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { legOrderId } from "../../src/waves/Waves.js"
import { brokerExecutions, commentOf, killGroup, serviceCommand, startChild, tsx, type Child } from "../support/crashHarness.js"
import { freePort } from "../support/freePort.js"
import { freshDatabase } from "../support/freshDatabase.js"

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const final = new Set(["settled", "cancelled", "abandoned"])

/** When the kill lands, relative to the wave's creation; `executeInMs` null: released as soon as all are online. */
const schedule: ReadonlyArray<{ readonly phase: string; readonly executeInMs: number | null; readonly killAfterMs: number }> = [
  { phase: "preparing", executeInMs: 2_000, killAfterMs: 30 },
  { phase: "waiting", executeInMs: 2_500, killAfterMs: 1_200 },
  { phase: "release", executeInMs: 1_000, killAfterMs: 1_000 },
  { phase: "settling", executeInMs: null, killAfterMs: 700 }
]

describe("waves under kill -9", () => {
  it("every wave ends final after a SIGKILL in any phase, and no leg executes twice at the broker", async () => {
    const children: Array<Child> = []
    const dataDir = mkdtempSync(join(tmpdir(), "svc-waves-crash-"))
    const db = await freshDatabase({ server: process.env.DATABASE_URL, prefix: "svc_wcrash" })
    const key = `svc_live_${randomBytes(8).toString("hex")}_${randomBytes(16).toString("hex")}`
    try {
      const gatewayPort = await freePort()
      const gateway = await startChild([tsx, "packages/terminal-runtime/src/gateway/main.ts"], { SVC_GATEWAY_PORT: String(gatewayPort), SVC_GATEWAY_HOST: "127.0.0.1" }, /listening on (ws:\/\/[^\s"]+)/)
      children.push(gateway)
      const gatewayUrl = gateway.match[1] ?? `ws://127.0.0.1:${gatewayPort}`
      const env: Record<string, string> = {
        PORT: "0", HOST: "127.0.0.1", SVC_DATA_DIR: dataDir, SVC_MASTER_KEY: randomBytes(32).toString("base64"),
        SVC_BOOTSTRAP_API_KEY: key, SVC_GATEWAY_URL: gatewayUrl, ...(db.url === undefined ? {} : { DATABASE_URL: db.url })
      }
      let service = await startChild(serviceCommand, env, /Listening on http:\/\/[^:\s]+:(\d+)/)
      children.push(service)
      let base = `http://127.0.0.1:${service.match[1]}`
      const api = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
        for (;;) {
          try {
            const res = await fetch(`${base}${path}`, {
              method,
              headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
              ...(body === undefined ? {} : { body: JSON.stringify(body) })
            })
            // eslint-disable-next-line @typescript-eslint/no-explicit-any
            return { status: res.status, body: (await res.json()) as any }
          } catch {
            await sleep(100)
          }
        }
      }

      // always_on: each account comes back by itself after a restart.
      const accounts: Array<{ id: AccountId; login: string }> = []
      for (let i = 0; i < 3; i++) {
        const login = String(890000 + i)
        const made = await api("POST", "/v1/accounts", { login, server: "SimBroker-Demo", password: "pw", mode: "always_on" })
        accounts.push({ id: made.body.data.id, login })
        await api("POST", `/v1/accounts/${made.body.data.id}/warm`)
      }
      const waitReady = async () => {
        for (const a of accounts) {
          for (let i = 0; (await api("GET", `/v1/accounts/${a.id}/status`)).body.data.state !== "ready"; i++) {
            if (i > 600) throw new Error(`account ${a.id} did not come online`)
            await sleep(50)
          }
        }
      }
      await waitReady()

      const waves: Array<WaveId> = []
      for (const [n, step] of schedule.entries()) {
        const created = await api("POST", "/v1/execution-waves", {
          accountIds: accounts.map((a) => a.id),
          order: { side: "buy", type: "market", symbol: "EURUSD", volume: "0.01" },
          // One leg's reply is lost at the broker: it settles only through reconciliation.
          legs: [{ accountId: accounts[0]!.id, clientOrderId: `sim:no-reply-w${n}` }],
          ...(step.executeInMs === null ? {} : { executeAt: new Date(Date.now() + step.executeInMs).toISOString() })
        }, { "idempotency-key": randomUUID() })
        expect(created.status).toBe(202)
        waves.push(created.body.data.id)
        await sleep(step.killAfterMs)
        killGroup(service.proc)
        service = await startChild(serviceCommand, env, /Listening on http:\/\/[^:\s]+:(\d+)/)
        children.push(service)
        base = `http://127.0.0.1:${service.match[1]}`
        const until = Date.now() + 90_000
        for (;;) {
          const w = (await api("GET", `/v1/execution-waves/${created.body.data.id}`)).body.data
          if (final.has(w.state)) break
          if (Date.now() > until) throw new Error(`wave killed while ${step.phase} is still ${w.state}: ${JSON.stringify(w.legs)}`)
          await sleep(200)
        }
        await waitReady()
      }

      const executions = await brokerExecutions(accounts, gatewayUrl)

      let filled = 0
      for (const id of waves) {
        const w = (await api("GET", `/v1/execution-waves/${id}`)).body.data
        expect(final.has(w.state)).toBe(true)
        const counted: Record<string, number> = {}
        for (const leg of w.legs) counted[leg.state] = (counted[leg.state] ?? 0) + 1
        for (const [state, key] of [["filled", "filled"], ["failed", "failed"], ["skipped", "skipped"], ["unresolved", "unresolved"]] as const) {
          expect(w.summary[key], `${id} ${state}`).toBe(counted[state] ?? 0)
        }
        for (const leg of w.legs) {
          const n = executions.get(commentOf(legOrderId(id, leg.accountId))) ?? 0
          expect(n, `wave ${id} leg ${leg.accountId} (${leg.state})`).toBeLessThanOrEqual(1)
          if (leg.state === "filled") {
            expect(n).toBe(1)
            filled++
          }
          if (leg.state === "skipped" || leg.state === "failed") expect(n).toBe(0)
        }
      }
      // Not vacuous: legs went through in spite of the kills.
      expect(filled).toBeGreaterThan(0)
    } finally {
      for (const c of children) killGroup(c.proc)
      await db.drop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 600_000)
})
