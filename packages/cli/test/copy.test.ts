import { beforeAll, describe, expect, it } from "vitest"
import { cliAgainst, serverPerFile } from "./support/server.js"

const server = serverPerFile()
const accounts: Array<string> = []
const { svc } = cliAgainst(server)

beforeAll(async () => {
  for (const login of ["9201", "9202"]) {
    const connected = await svc(["accounts", "connect", "--login", login, "--server", "SimBroker-Demo", "--password-stdin", "--json"], "pw")
    accounts.push(JSON.parse(connected.stdout).id as string)
  }
})

describe("copy", () => {
  it("strategies and subscriptions: create, add, update, list, pause, resume, remove, archive; refusals print their code", async () => {
    const [master, follower] = accounts as [string, string]
    expect((await svc(["copy", "strategies", "list"])).stdout.trim()).toBe("No copy strategies.")
    const created = await svc(["copy", "strategies", "create", "--account", master, "--name", "trend", "--json"])
    expect(created.code, created.stderr).toBe(0)
    const strategy = JSON.parse(created.stdout)
    expect(strategy).toMatchObject({ accountId: master, name: "trend", status: "paused", followers: 0 })
    expect(created.stderr).toContain("svc copy strategies resume")

    const added = await svc([
      "copy", "subscriptions", "add", strategy.id, "--account", follower, "--mode", "fixed_volume", "--value", "0.05",
      "--max-volume", "1", "--symbol-suffix", ".pro", "--side", "buy"
    ])
    expect(added.code, added.stderr).toBe(0)
    expect(added.stdout).toMatch(/^sizing\s+fixed_volume 0\.05$/m)
    expect(added.stdout).toMatch(/^symbol suffix\s+\.pro$/m)
    expect(added.stdout).toMatch(/^status\s+active$/m)
    const subscription = /^id\s+(\S+)$/m.exec(added.stdout)?.[1] ?? ""

    expect((await svc(["copy", "subscriptions", "add", strategy.id, "--account", follower, "--mode", "multiplier"])).code).toBe(2)
    const refused = await svc(["copy", "strategies", "archive", strategy.id])
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain("STRATEGY_HAS_FOLLOWERS")

    const updated = await svc(["copy", "subscriptions", "update", strategy.id, subscription, "--status", "close_only", "--min-volume", "0.02", "--json"])
    expect(updated.code, updated.stderr).toBe(0)
    expect(JSON.parse(updated.stdout)).toMatchObject({ status: "close_only", minVolume: "0.02", maxVolume: "1", symbolSuffix: ".pro" })
    const list = await svc(["copy", "subscriptions", "list", strategy.id])
    expect(list.stdout).toMatch(new RegExp(`^${subscription}\\s+${follower}\\s+close_only\\s+-\\s+fixed_volume 0\\.05$`, "m"))

    expect((await svc(["copy", "strategies", "resume", strategy.id, "--json"])).stdout).toContain("\"status\": \"active\"")
    const paused = await svc(["copy", "strategies", "pause", strategy.id])
    expect(paused.stdout).toMatch(/^status\s+paused$/m)
    expect((await svc(["copy", "strategies", "rename", strategy.id, "--name", "swing"])).stdout).toMatch(/^name\s+swing$/m)
    expect((await svc(["copy", "status", "--json"])).stdout).toContain("\"paused\": false")

    const log = await svc(["copy", "executions", strategy.id, subscription])
    expect(log.code, log.stderr).toBe(0)
    expect(log.stdout.trim()).toBe("No executions yet.")
    const drift = await svc(["copy", "drift", strategy.id, subscription, "--json"])
    expect(drift.code, drift.stderr).toBe(0)
    expect(JSON.parse(drift.stdout)).toMatchObject({ subscriptionId: subscription, linked: [], orphans: [], missing: [], actions: [] })

    const removed = await svc(["copy", "subscriptions", "remove", strategy.id, subscription, "--close-copies"])
    expect(removed.stdout).toMatch(/^stopped reason\s+removed$/m)
    expect(removed.stderr).toContain("copies are being closed")
    const archived = await svc(["copy", "strategies", "archive", strategy.id])
    expect(archived.code, archived.stderr).toBe(0)
    expect(archived.stdout).toMatch(/^status\s+archived$/m)
  })
})
