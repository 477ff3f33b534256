import { randomUUID } from "node:crypto"
import { describe, expect, it } from "vitest"
import { runInProcess } from "./support/cli.js"
import type { CliInput } from "./support/cli.js"
import { cliEnv, serverPerFile } from "./support/server.js"

const server = serverPerFile()

const svc = (args: ReadonlyArray<string>, input: Omit<CliInput, "env"> = {}) =>
  runInProcess(args, { ...input, env: cliEnv(server()) })

/** The simulated broker takes any digits on SimBroker-Demo; a password starting with `refuse` is refused. */
const connect = async (login: string, password: string): Promise<string> => {
  const r = await svc(["accounts", "connect", "--login", login, "--server", "SimBroker-Demo", "--password-stdin", "--json"], {
    stdin: password
  })
  expect(r.code, r.stderr).toBe(0)
  return JSON.parse(r.stdout).id as string
}

// Short polls keep the suite quick; the defaults (1 s, 180 s) are for people.
const fast = ["--interval", "0.1", "--timeout", "30"]

describe("bringing accounts online", () => {
  it("warm follows the status live until ready", async () => {
    const id = await connect("7001", "good-password")
    const r = await svc(["accounts", "warm", id, ...fast])
    expect(r.code, r.stderr).toBe(0)
    expect(r.stdout).toMatch(/^state\s+ready$/m)
    expect(r.stdout).toMatch(/^online\s+true$/m)
    // Not a terminal: each state seen is one line on stderr, the last one `ready`.
    const seen = r.stderr.trim().split("\n")
    expect(seen.at(-1)).toBe(`warming ${id}: ready`)
    expect(seen.length).toBeGreaterThanOrEqual(1)

    const again = await svc(["accounts", "warm", id, "--no-wait", "--json"])
    expect(again.code).toBe(0)
    expect(JSON.parse(again.stdout)).toMatchObject({ accountId: id, alreadyRunning: true })

    const status = JSON.parse((await svc(["accounts", "status", id, "--json"])).stdout)
    expect(status).toMatchObject({ accountId: id, state: "ready", online: true, problem: null })

    const cooled = await svc(["accounts", "cool", id])
    expect(cooled.code).toBe(0)
    expect(cooled.stdout).toContain(`Account ${id} is going offline`)
  })

  it("warm exits 1 and prints the problem's title when the broker refuses the login", async () => {
    const id = await connect("7002", "refuse-this-one")
    const r = await svc(["accounts", "warm", id, ...fast])
    expect(r.code).toBe(1)
    expect(r.stdout).toMatch(/^state\s+invalid_credentials$/m)
    const title = JSON.parse((await svc(["accounts", "status", id, "--json"])).stdout).problem.title as string
    expect(title.length).toBeGreaterThan(0)
    expect(r.stderr).toContain(`problem: ${title}`)
    expect(r.stderr).toContain(`next: send the correct password: svc accounts password ${id}`)
    expect(r.stderr).toContain(`error: account ${id} did not come online: ${title}`)
    expect(r.stderr).not.toContain("refuse-this-one")

    // --json still gives scripts the status on stdout, with the same exit code.
    const json = await svc(["accounts", "warm", id, "--json", ...fast])
    expect(json.code).toBe(1)
  })

  it("an account that needs 2FA switched off is told to confirm the fix with --operator-resolved, which the service takes", async () => {
    await server().sim((sim) => sim.setFaults("SimBroker-Demo", "7010", { loginFailure: { kind: "needs_2fa" } }))
    const id = await connect("7010", "good-password")
    const r = await svc(["accounts", "warm", id, ...fast])
    expect(r.code).toBe(1)
    expect(r.stdout).toMatch(/^state\s+needs_2fa$/m)
    expect(r.stderr).toContain(`next: once it is fixed at the broker, try again: svc accounts warm ${id} --operator-resolved`)
    // A plain warm is refused while it waits for a person; following the hint is accepted once it is fixed.
    expect((await svc(["accounts", "warm", id, ...fast])).code).toBe(1)
    await server().sim((sim) => sim.clearFaults("SimBroker-Demo", "7010"))
    const fixed = await svc(["accounts", "warm", id, "--operator-resolved", ...fast])
    expect(fixed.code, fixed.stderr).toBe(0)
    expect(fixed.stdout).toMatch(/^state\s+ready$/m)
  })

  it("a refused account is put right with a new password, then warms", async () => {
    const id = await connect("7003", "refuse-at-first")
    expect((await svc(["accounts", "warm", id, ...fast])).code).toBe(1)
    const password = await svc(["accounts", "password", id, "--password-stdin"], { stdin: "N3w-Password\n" })
    expect(password.code, password.stderr).toBe(0)
    expect(password.stdout + password.stderr).not.toContain("N3w-Password")
    const warmed = await svc(["accounts", "warm", id, ...fast])
    expect(warmed.code, warmed.stderr).toBe(0)
    expect(warmed.stdout).toMatch(/^state\s+ready$/m)
  })

  it("server moves a refused account to one of its broker's other servers", async () => {
    const id = await connect("7005", "refuse-here")
    expect((await svc(["accounts", "warm", id, ...fast])).code).toBe(1)
    const other = JSON.parse((await svc(["accounts", "status", id, "--json"])).stdout).problem.otherServers[0] as string
    const moved = await svc(["accounts", "server", id, other, "--json"])
    expect(moved.code, moved.stderr).toBe(0)
    expect(JSON.parse(moved.stdout)).toMatchObject({ id, server: other })
    expect(moved.stderr).toContain(`moved to ${other}`)
  })

  it("mode and disconnect", async () => {
    const id = await connect("7006", "good-password")
    const mode = await svc(["accounts", "mode", id, "warm_on_demand", "--json"])
    expect(mode.code, mode.stderr).toBe(0)
    expect(JSON.parse(mode.stdout)).toMatchObject({ accountId: id, mode: "warm_on_demand" })
    expect((await svc(["accounts", "mode", id, "sometimes"])).code).toBe(2)

    const disconnected = await svc(["accounts", "disconnect", id])
    expect(disconnected.code, disconnected.stderr).toBe(0)
    expect(disconnected.stdout).toContain("stored password deleted")
    // Without a stored password it cannot come online: the service says why.
    const warm = await svc(["accounts", "warm", id, ...fast])
    expect(warm.code).toBe(1)
    expect(warm.stderr).toContain("error: NO_SECRET: ")
  })

  it("prepare reads ids from a file, shows progress and reports each account", async () => {
    const id = await connect("7004", "good-password")
    const refused = await connect("7007", "refuse-in-bulk")
    const unknown = randomUUID()
    const r = await svc(["accounts", "prepare", "--file", "-", ...fast], {
      stdin: `# accounts for the morning\n${id}\n${unknown}, ${id}\n${refused}\n`
    })
    // Accounts that cannot come online make the command as a whole fail, after reporting every account.
    expect(r.code).toBe(1)
    expect(r.stderr).toContain(`[1/3] ${unknown} not_found`)
    expect(r.stderr).toContain(`${id} ready`)
    expect(r.stderr).toContain(`${refused} invalid_credentials`)
    expect(r.stderr).toMatch(/\[3\/3\] /)
    expect(r.stderr).toContain("error: 2 of 3 accounts are not online")
    expect(r.stdout).toMatch(new RegExp(`^${id}\\s+warming\\s+ready\\s+-$`, "m"))
    expect(r.stdout).toMatch(new RegExp(`^${refused}\\s+warming\\s+invalid_credentials\\s+\\S`, "m"))
    expect(r.stdout).toMatch(new RegExp(`^${unknown}\\s+not_found\\s+-\\s+-$`, "m"))

    const missing = await svc(["accounts", "prepare", "--file", "does-not-exist.txt"])
    expect(missing.code).toBe(2)
    expect(missing.stderr).toContain("cannot read")
  })
})
