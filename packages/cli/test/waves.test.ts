import { randomUUID } from "node:crypto"
import { beforeAll, describe, expect, it } from "vitest"
import { runBin } from "./support/cli.js"
import { cliAgainst, cliEnv, serverPerFile } from "./support/server.js"

const server = serverPerFile()
/** Two accounts that log in, and one stuck in needs_2fa (the simulated broker's documented test password). */
let one = ""
let two = ""
let stuck = ""

const { svc, json } = cliAgainst(server)

beforeAll(async () => {
  const connected = async (login: string, password: string) => {
    const r = await svc(["accounts", "connect", "--login", login, "--server", "SimBroker-Demo", "--password-stdin", "--json"], password)
    expect(r.code, r.stderr).toBe(0)
    return JSON.parse(r.stdout).id as string
  }
  one = await connected("7101", "pw-one")
  two = await connected("7102", "pw-two")
  stuck = await connected("7103", "needs2fa-please")
})

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString()

describe("waves", () => {
  let settled = ""

  it("create --watch brings cold accounts online, applies per-leg overrides and follows the legs until settled", async () => {
    const key = randomUUID()
    const args = [
      "waves", "create", "--account", one, "--account", two, "--side", "buy", "--symbol", "EURUSD", "--volume", "0.10",
      "--leg", `${two}:symbol=GBPUSD,volume=0.20,client-order-id=desk-two`, "--idempotency-key", key, "--watch",
      "--interval", "0.1", "--timeout", "60"
    ]
    const r = await svc([...args, "--json"])
    expect(r.code, r.stderr).toBe(0)
    expect(r.stderr).toContain(`idempotency key: ${key}`)
    const wave = JSON.parse(r.stdout)
    settled = wave.id
    expect(wave).toMatchObject({ state: "settled", barrierPolicy: "release-ready", summary: { total: 2, filled: 2 } })
    expect(wave.dispatchSpreadMs).toEqual(expect.any(Number))
    const legs = new Map(wave.legs.map((l: { accountId: string }) => [l.accountId, l]))
    expect(legs.get(one)).toMatchObject({ state: "filled", symbol: "EURUSD", volume: "0.10" })
    expect(legs.get(two)).toMatchObject({ state: "filled", symbol: "GBPUSD", volume: "0.20" })
    // The live view: a status line per change, and each leg's result as it came.
    expect(r.stderr).toMatch(new RegExp(`^wave ${wave.id} settled: 2 filled of 2; dispatch spread \\d+ ms$`, "m"))
    expect(r.stderr).toMatch(new RegExp(`^  ${two} filled @ \\S+ retcode 10009 order \\S+$`, "m"))
    expect(r.stderr).toContain("All 2 legs landed")

    // Each leg is an ordinary order with the wave on it, carrying the leg's own reference.
    const order = await json(["orders", "show", (legs.get(two) as { orderId: string }).orderId])
    expect(order).toMatchObject({ accountId: two, symbol: "GBPUSD", volume: "0.20", clientOrderId: "desk-two", waveId: wave.id })

    // The same key answers the first wave; nothing is sent again, and --watch reports the ended wave at once.
    const retried = await svc([...args, "--json"])
    expect(retried.code, retried.stderr).toBe(0)
    expect(JSON.parse(retried.stdout)).toMatchObject({ id: wave.id, state: "settled", summary: { total: 2, filled: 2 } })
    expect(retried.stderr).toContain(`replay: this is the result of the first request with idempotency key ${key}`)
    expect(retried.stderr).not.toContain("following it")
    expect(retried.stderr).toContain("All 2 legs landed")
    const reused = await svc(["waves", "create", "--account", one, "--side", "sell", "--symbol", "EURUSD", "--volume", "0.10", "--idempotency-key", key])
    expect(reused.code).toBe(1)
    expect(reused.stderr).toContain("error: IDEMPOTENCY_KEY_REUSED: ")
  })

  it("get prints the wave's fields and one row per leg", async () => {
    const r = await svc(["waves", "get", settled])
    expect(r.code, r.stderr).toBe(0)
    expect(r.stdout).toMatch(/^state\s+settled$/m)
    expect(r.stdout).toMatch(/^legs\s+2 filled of 2$/m)
    expect(r.stdout).toMatch(/^ACCOUNT\s+STATE\s+SYMBOL\s+VOLUME\s+PRICE\s+RETCODE\s+SENT MS\s+ORDER\s+WHY$/m)
    expect(r.stdout).toMatch(new RegExp(`^${two}\\s+filled\\s+GBPUSD\\s+0\\.20\\s+\\S+\\s+10009\\s+\\+\\d+\\s+\\S+`, "m"))
    const missing = await svc(["waves", "get", randomUUID()])
    expect(missing.code).toBe(1)
    expect(missing.stderr).toContain("error: NOT_FOUND: ")
    expect((await svc(["waves", "get", "not-a-uuid"])).code).toBe(2)
  })

  it("cancel before the release sends nothing; after it, 409 WAVE_NOT_CANCELLABLE", async () => {
    const waiting = await json(["waves", "create", "--account", one, "--side", "sell", "--symbol", "EURUSD", "--volume", "0.10", "--execute-at", inAnHour()])
    expect(["preparing", "waiting"]).toContain(waiting.state)
    const cancelled = await json(["waves", "cancel", waiting.id])
    expect(cancelled).toMatchObject({ state: "cancelled", summary: { total: 1, skipped: 1 }, dispatchSpreadMs: null })
    expect(cancelled.legs[0]).toMatchObject({ state: "skipped", skipReason: "wave_cancelled", orderId: null, sentAt: null })
    // A cancelled wave answers again as it is.
    expect((await json(["waves", "cancel", waiting.id])).state).toBe("cancelled")

    const refused = await svc(["waves", "cancel", settled])
    expect(refused.code).toBe(1)
    expect(refused.stdout).toBe("")
    expect(refused.stderr).toMatch(/^error: WAVE_NOT_CANCELLABLE: /m)
    expect(refused.stderr).toMatch(/^ {2}waveId=\S+ state=settled$/m)
  })

  it("watch follows a wave due shortly until it settles; a leg that needs a person is skipped and the exit is 1", async () => {
    const executeAt = new Date(Date.now() + 1_500).toISOString()
    const wave = await json(["waves", "create", "--account", one, "--account", stuck, "--side", "buy", "--symbol", "EURUSD", "--volume", "0.10", "--execute-at", executeAt])
    expect(wave.state).not.toBe("settled")
    const r = await svc(["waves", "watch", wave.id, "--interval", "0.1", "--timeout", "60"])
    expect(r.code, r.stderr).toBe(1)
    expect(r.stdout).toMatch(/^state\s+settled$/m)
    // The final table gives the skipped leg's reason in full.
    expect(r.stdout).toMatch(new RegExp(`^${stuck}\\s+skipped\\s.*\\sneeds_operator: The account is in \`needs_2fa\``, "m"))
    expect(r.stderr).toMatch(new RegExp(`^wave ${wave.id} (preparing|waiting)`, "m"))
    expect(r.stderr).toMatch(new RegExp(`^  ${stuck} skipped needs_operator`, "m"))
    expect(r.stderr).toMatch(new RegExp(`^  ${one} filled @ `, "m"))
    expect(r.stderr).toContain(`error: wave ${wave.id} settled; 1 of 2 legs did not land (1 skipped)`)
    // The live view ended with the wave: the last status line is the settled one.
    const statusLines = r.stderr.split("\n").filter((l) => l.startsWith(`wave ${wave.id} `))
    expect(statusLines.at(-1)).toMatch(/ settled: 1 filled, 1 skipped of 2; dispatch spread \d+ ms$/)
  })

  it("watch stops at --timeout without touching the wave, and an ended wave exits at once", async () => {
    const waiting = await json(["waves", "create", "--account", two, "--side", "buy", "--symbol", "EURUSD", "--volume", "0.10", "--execute-at", inAnHour()])
    const r = await svc(["waves", "watch", waiting.id, "--interval", "0.1", "--timeout", "1"])
    expect(r.code).toBe(1)
    expect(r.stderr).toContain(`error: wave ${waiting.id} had not ended at the timeout`)
    expect(r.stderr).toContain(`svc waves watch ${waiting.id}`)
    expect(["preparing", "waiting"]).toContain((await json(["waves", "get", waiting.id])).state)
    expect((await json(["waves", "cancel", waiting.id])).state).toBe("cancelled")
    const ended = await svc(["waves", "watch", waiting.id])
    expect(ended.code).toBe(1)
    expect(ended.stderr).toContain(`error: wave ${waiting.id} ended cancelled with no order sent`)
  })

  it("list: newest first, filtered by state, one page at a time or --all", async () => {
    const all = await json(["waves", "list", "--all", "--limit", "1"])
    expect(all.length).toBeGreaterThanOrEqual(4)
    const created = all.map((w: { createdAt: string }) => Date.parse(w.createdAt))
    expect(created).toEqual([...created].sort((a, b) => b - a))
    const page = await svc(["waves", "list", "--limit", "2"])
    expect(page.code, page.stderr).toBe(0)
    expect(page.stdout.trim().split("\n")).toHaveLength(3)
    expect(page.stdout).toMatch(/^ID\s+STATE\s+SIDE\s+TYPE\s+SYMBOL\s+VOLUME\s+LEGS\s+LANDED\s+SPREAD MS\s+CREATED$/m)
    const cursor = /More: add --cursor (\S+)/.exec(page.stderr)?.[1]
    expect(cursor).toBeDefined()
    const next = await json(["waves", "list", "--limit", "2", "--cursor", cursor ?? ""])
    expect(next.map((w: { id: string }) => w.id)).toEqual(all.slice(2, 4).map((w: { id: string }) => w.id))
    const cancelled = await json(["waves", "list", "--state", "cancelled"])
    expect(cancelled.length).toBeGreaterThanOrEqual(2)
    expect(cancelled.every((w: { state: string }) => w.state === "cancelled")).toBe(true)
    expect((await svc(["waves", "list", "--state", "bogus"])).code).toBe(2)
  })

  it("usage errors are caught before anything is sent", async () => {
    const base = ["waves", "create", "--side", "buy", "--symbol", "EURUSD", "--volume", "0.10"]
    const none = await svc(base)
    expect(none.code).toBe(2)
    expect(none.stderr).toContain("no accounts: name them with --account")
    const badLeg = await svc([...base, "--account", one, "--leg", `${one}:colour=red`])
    expect(badLeg.code).toBe(2)
    expect(badLeg.stderr).toContain("is not symbol=…, volume=… or client-order-id=…")
    const stranger = await svc([...base, "--account", one, "--leg", `${two}:volume=0.2`])
    expect(stranger.code).toBe(2)
    expect(stranger.stderr).toContain("is not one of accountIds")
    const fromFile = await svc([...base, "--file", "-", "--barrier", "all-or-nothing", "--execute-at", inAnHour(), "--json"], `${one}\n# desk two\n${two}, ${one}\n`)
    expect(fromFile.code, fromFile.stderr).toBe(0)
    const wave = JSON.parse(fromFile.stdout)
    expect(wave.legs.map((l: { accountId: string }) => l.accountId)).toEqual([one, two])
    expect(wave.barrierPolicy).toBe("all-or-nothing")
    expect((await json(["waves", "cancel", wave.id])).state).toBe("cancelled")
  })

  it("the bundle (bin/svc.mjs) carries the waves commands", async () => {
    const r = await runBin(["waves", "list", "--state", "settled"], { env: cliEnv(server()) })
    expect(r.code, r.stderr).toBe(0)
    expect(r.stdout).toContain(settled)
  })
})
