import { randomUUID } from "node:crypto"
import { describe, expect, it } from "vitest"
import { runInProcess } from "./support/cli.js"
import type { CliInput } from "./support/cli.js"
import { cliEnv, serverPerFile } from "./support/server.js"

const server = serverPerFile()

const svc = (args: ReadonlyArray<string>, input: Omit<CliInput, "env"> = {}) =>
  runInProcess(args, { ...input, env: cliEnv(server()) })

const password = "Tr4ding-Pa55word-never-shown"

describe("accounts", () => {
  let accountId = ""

  it("lists no accounts on a fresh workspace", async () => {
    const r = await svc(["accounts", "list"])
    expect(r).toMatchObject({ code: 0, stderr: "" })
    expect(r.stdout.trim()).toBe("No accounts.")
    expect(JSON.parse((await svc(["accounts", "list", "--json"])).stdout)).toEqual([])
  })

  it("connects with the password from stdin and never echoes it", async () => {
    const r = await svc(
      ["accounts", "connect", "--login", "5001", "--server", "SimBroker-Demo", "--label", "desk one", "--password-stdin"],
      { stdin: `${password}\n` }
    )
    expect(r.code).toBe(0)
    expect(r.stdout).not.toContain(password)
    expect(r.stderr).not.toContain(password)
    expect(r.stdout).toMatch(/^login\s+5001$/m)
    expect(r.stdout).toMatch(/^server\s+SimBroker-Demo$/m)
    expect(r.stdout).toMatch(/^state\s+created$/m)
    expect(r.stderr).toContain("Connected account")
    accountId = /^id\s+(\S+)$/m.exec(r.stdout)?.[1] ?? ""
    expect(accountId).toMatch(/^[0-9a-f-]{36}$/)
  })

  it("connect --json prints the account as the API returns it", async () => {
    const r = await svc(
      ["accounts", "connect", "--login", "5002", "--server", "SimBroker-Demo", "--mode", "warm_on_demand", "--password-stdin", "--json"],
      { stdin: password }
    )
    expect(r.code).toBe(0)
    expect(r.stdout + r.stderr).not.toContain(password)
    const account = JSON.parse(r.stdout)
    expect(account).toMatchObject({ login: "5002", server: "SimBroker-Demo", mode: "warm_on_demand", state: "created", label: null })
    expect(account).not.toHaveProperty("password")
  })

  it("lists accounts as a table and as JSON", async () => {
    const table = await svc(["accounts", "list"])
    expect(table.code).toBe(0)
    const [header, ...rows] = table.stdout.trim().split("\n")
    expect(header).toMatch(/^ID\s+LOGIN\s+SERVER\s+MODE\s+STATE\s+PROBLEM\s+LABEL$/)
    expect(rows).toHaveLength(2)
    expect(rows.find((row) => row.startsWith(accountId))).toMatch(/5001\s+SimBroker-Demo\s+cold\s+created\s+-\s+desk one$/)

    const json = await svc(["accounts", "list", "--json"])
    const accounts = JSON.parse(json.stdout) as ReadonlyArray<{ login: string }>
    // Newest first, as the API answers.
    expect(accounts.map((a) => a.login)).toEqual(["5002", "5001"])
  })

  it("shows one account as details and as JSON", async () => {
    const details = await svc(["accounts", "show", accountId])
    expect(details.code).toBe(0)
    expect(details.stdout).toMatch(new RegExp(`^id\\s+${accountId}$`, "m"))
    expect(details.stdout).toMatch(/^label\s+desk one$/m)
    expect(details.stdout).toMatch(/^trading disabled\s+false$/m)

    const json = JSON.parse((await svc(["accounts", "show", accountId, "--json"])).stdout)
    expect(json).toMatchObject({ id: accountId, login: "5001", label: "desk one", problem: null })
    expect(json.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/)
  })

  it("reports an API error with its code on stderr and exit 1", async () => {
    const missing = randomUUID()
    const r = await svc(["accounts", "show", missing])
    expect(r.code).toBe(1)
    expect(r.stdout).toBe("")
    expect(r.stderr).toContain(`error: ACCOUNT_NOT_FOUND: `)
    expect(r.stderr).toContain(missing)
  })

  it("names the code the server sent when several share a status (409 ACCOUNT_EXISTS)", async () => {
    const r = await svc(["accounts", "connect", "--login", "5001", "--server", "SimBroker-Demo", "--password-stdin"], {
      stdin: password
    })
    expect(r.code).toBe(1)
    expect(r.stderr).toContain("error: ACCOUNT_EXISTS: ")
    expect(r.stderr).toContain(`accountId=${accountId}`)
    expect(r.stderr).not.toContain(password)
  })

  it("refuses bad input before sending anything (exit 2)", async () => {
    expect((await svc(["accounts", "show", "not-a-uuid"])).code).toBe(2)
    expect((await svc(["accounts", "connect", "--login", "12ab", "--server", "S", "--password-stdin"], { stdin: "x" })).code).toBe(2)
    expect((await svc(["accounts", "frobnicate"])).code).toBe(2)
    expect((await svc(["accounts", "list", "--no-such-flag"])).code).toBe(2)
    // No terminal to prompt on and no --password-stdin: a usage error, not a hang.
    const noPassword = await svc(["accounts", "connect", "--login", "5003", "--server", "SimBroker-Demo"])
    expect(noPassword.code).toBe(2)
    expect(noPassword.stderr).toContain("--password-stdin")
    const emptyPassword = await svc(["accounts", "connect", "--login", "5003", "--server", "SimBroker-Demo", "--password-stdin"], { stdin: "\n" })
    expect(emptyPassword.code).toBe(2)
  })

  it("needs an API key: a missing one is a usage error, a wrong one is UNAUTHENTICATED", async () => {
    const none = await runInProcess(["accounts", "list"], { env: { SVC_BASE_URL: server().url } })
    expect(none.code).toBe(2)
    const wrongKey = "svc_live_AAAAAAAAAAAA_BBBBBBBBBBBBBBBBBBBBBBBB"
    const wrong = await runInProcess(["accounts", "list", "--api-key", wrongKey, "--base-url", server().url])
    expect(wrong.code).toBe(1)
    expect(wrong.stderr).toContain("error: UNAUTHENTICATED: ")
    expect(wrong.stdout + wrong.stderr).not.toContain(wrongKey)
  })

  it("takes flags over the environment", async () => {
    const r = await runInProcess(["accounts", "list", "--json", "--api-key", server().keyB], {
      env: { SVC_BASE_URL: server().url, SVC_API_KEY: server().keyA }
    })
    expect(r.code).toBe(0)
    // keyB is another workspace: it sees none of A's accounts.
    expect(JSON.parse(r.stdout)).toEqual([])
    expect(r.stdout + r.stderr).not.toContain(server().keyB)
  })

  it("deletes only when confirmed, as a sentence or as JSON", async () => {
    const unconfirmed = await svc(["accounts", "delete", accountId])
    expect(unconfirmed.code).toBe(2)
    expect(unconfirmed.stderr).toContain("--yes")
    expect((await svc(["accounts", "show", accountId])).code).toBe(0)

    // Answering no at the prompt is a choice, not a failure: exit 0, a plain sentence, nothing deleted.
    const declined = await svc(["accounts", "delete", accountId], { keys: ["n"] })
    expect(declined.code, declined.stderr).toBe(0)
    expect(declined.stderr).toBe("Not confirmed: nothing was changed.\n")
    expect(declined.stdout).toBe("")
    expect((await svc(["accounts", "show", accountId])).code).toBe(0)

    const deleted = await svc(["accounts", "delete", accountId, "--yes"])
    expect(deleted.code).toBe(0)
    expect(deleted.stdout).toContain(`Deleted account ${accountId}: removed 0 orders, 0 deals, 0 positions`)
    expect((await svc(["accounts", "show", accountId])).stderr).toContain("ACCOUNT_NOT_FOUND")

    const other = JSON.parse((await svc(["accounts", "list", "--json"])).stdout)[0].id as string
    const json = await svc(["accounts", "delete", other, "-y", "--json"])
    expect(json.code).toBe(0)
    expect(JSON.parse(json.stdout)).toEqual({
      accountId: other,
      deleted: true,
      removed: { orders: 0, deals: 0, positions: 0, alertHooksUpdated: 0 }
    })
    expect((await svc(["accounts", "list"])).stdout.trim()).toBe("No accounts.")
  })

  it("prints help for every command without needing a key", async () => {
    for (const args of [["--help"], ["accounts", "--help"], ["accounts", "connect", "--help"], ["accounts", "warm", "--help"]]) {
      const r = await runInProcess(args)
      expect(r.code, args.join(" ")).toBe(0)
      expect(r.stdout).toContain("USAGE")
    }
    expect((await runInProcess(["accounts", "connect", "--help"])).stdout).toContain("--password-stdin")
  })
})
