import { beforeAll, describe, expect, it } from "vitest"
import { eventually } from "./support/eventually.js"
import { cliAgainst, serverPerFile } from "./support/server.js"

const server = serverPerFile()
let account = ""
beforeAll(async () => {
  const connected = await svc(["accounts", "connect", "--login", "9301", "--server", "SimBroker-Demo", "--password-stdin", "--json"], "pw")
  account = JSON.parse(connected.stdout).id as string
  expect((await svc(["accounts", "warm", account, "--interval", "0.1", "--timeout", "30"])).code).toBe(0)
})
const { svc } = cliAgainst(server)

describe("alert-hooks", () => {
  it("create prints the URL once; list, get, update, disable, enable, rotate, alerts and delete", async () => {
    expect((await svc(["alert-hooks", "list"])).stdout.trim()).toBe("No alert hooks.")
    const created = await svc([
      "alert-hooks", "create", "--name", "tv desk", "--account", account, "--volume", "0.10", "--symbol-map", "GOLD=XAUUSD",
      "--symbol-suffix", ".m", "--only-tradingview-ips", "false"
    ])
    expect(created.code, created.stderr).toBe(0)
    const id = /^id\s+(\S+)$/m.exec(created.stdout)?.[1] ?? ""
    const url = /^full url\s+(\S+)$/m.exec(created.stdout)?.[1] ?? ""
    expect(url).toMatch(/\/hooks\/tradingview\/[A-Za-z0-9_-]{32}$/)
    expect(created.stdout).toMatch(/^symbol map\s+GOLD=XAUUSD$/m)
    expect(created.stderr).toContain("shown only this once")

    const list = await svc(["alert-hooks", "list"])
    expect(list.stdout).toMatch(new RegExp(`^${id}\\s+tv desk\\s+true\\s+1\\s+`, "m"))
    expect(list.stdout).not.toContain(url)

    const updated = await svc(["alert-hooks", "update", id, "--allow-close", "false", "--json"])
    expect(updated.code, updated.stderr).toBe(0)
    expect(JSON.parse(updated.stdout).defaults).toMatchObject({ allowClose: false, volume: "0.10", symbolSuffix: ".m" })
    expect((await svc(["alert-hooks", "update", id])).code).toBe(2)

    const sent = await fetch(url, { method: "POST", headers: { "content-type": "text/plain" }, body: "buy EURUSD" })
    expect(sent.status).toBe(202)
    const alerts = await eventually(async () => {
      const r = await svc(["alert-hooks", "alerts", id, "--json"])
      const rows = JSON.parse(r.stdout) as ReadonlyArray<{ status: string; orderIds: ReadonlyArray<string> }>
      return rows[0]?.status === "executed" ? rows : undefined
    }, 20_000)
    expect(alerts[0]!.orderIds).toHaveLength(1)
    const table = await svc(["alert-hooks", "alerts", id])
    expect(table.stdout).toMatch(/^ALERT\s+RECEIVED\s+FROM\s+ACTION\s+SYMBOL\s+STATUS/m)
    expect(table.stdout).toMatch(/\sbuy\s+EURUSD\s+executed\s/)

    expect((await svc(["alert-hooks", "disable", id])).stdout).toMatch(/^enabled\s+false$/m)
    expect((await fetch(url, { method: "POST", body: "buy EURUSD" })).status).toBe(409)
    expect((await svc(["alert-hooks", "enable", id])).stdout).toMatch(/^enabled\s+true$/m)

    const rotated = await svc(["alert-hooks", "rotate", id])
    const newUrl = /^full url\s+(\S+)$/m.exec(rotated.stdout)?.[1] ?? ""
    expect(newUrl).not.toBe(url)
    expect((await fetch(url, { method: "POST", body: "closeall" })).status).toBe(404)

    expect((await svc(["alert-hooks", "get", id])).stdout).toMatch(/^allow close\s+false$/m)
    const deleted = await svc(["alert-hooks", "delete", id, "--yes"])
    expect(deleted.code, deleted.stderr).toBe(0)
    expect((await svc(["alert-hooks", "get", id])).stderr).toContain("NOT_FOUND")
  })
})
