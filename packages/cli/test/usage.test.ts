import { describe, expect, it } from "vitest"
import { runInProcess } from "./support/cli.js"

// What the CLI says before any request is sent: no server needed.
describe("usage", () => {
  it("a missing API key names both places to give it, and nothing is sent", async () => {
    // Nothing listens on this port: had a request been sent, the exit would be 3.
    const r = await runInProcess(["accounts", "list"], { env: { SVC_BASE_URL: "http://127.0.0.1:9" } })
    expect(r.code).toBe(2)
    expect(r.stderr).toContain("SVC_API_KEY")
    expect(r.stderr).toContain("--api-key")
    expect(r.stdout).toBe("")
  })
})

/** The command names a help page lists under COMMANDS. */
const commandsListed = (help: string): ReadonlyArray<string> =>
  (help.split("\nCOMMANDS\n")[1] ?? "").split("\n\n")[0]?.split("\n").flatMap((l) => /^ {2}(\S+)/.exec(l)?.[1] ?? []) ?? []

describe("help", () => {
  it("every page fits 100 columns and carries no ANSI codes when stdout is not a terminal", async () => {
    const root = await runInProcess(["--help"])
    const pages: Array<ReadonlyArray<string>> = [[]]
    for (const group of commandsListed(root.stdout)) {
      pages.push([group])
      const groupHelp = await runInProcess([group, "--help"])
      for (const command of commandsListed(groupHelp.stdout)) pages.push([group, command])
    }
    for (const page of pages) {
      const r = await runInProcess([...page, "--help"])
      const name = ["svc", ...page].join(" ")
      expect(r.code, name).toBe(0)
      expect(r.stdout, name).not.toContain("\u001b")
      for (const line of r.stdout.split("\n")) expect(line.length, `${name}: ${line}`).toBeLessThanOrEqual(100)
      expect(r.stdout.startsWith(`${name}: `), name).toBe(true)
    }
    // Every group and command of the CLI was seen: 9 groups and their commands.
    expect(pages.length).toBeGreaterThan(40)
  })

  it("a group named without a command lists its commands; an unknown one is a usage error", async () => {
    const keys = await runInProcess(["keys"])
    expect(keys.code).toBe(0)
    expect(commandsListed(keys.stdout)).toEqual(["create", "list", "revoke", "show", "update"])
    const unknown = await runInProcess(["keys", "bogus"])
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toContain('error: svc keys has no command "bogus"')
  })

  it("optional flags are shown in [brackets], required ones bare, without the parser's type sentences", async () => {
    const r = await runInProcess(["orders", "market", "--help"])
    const options = r.stdout.split("\nOPTIONS\n")[1] ?? ""
    expect(options).toMatch(/^ {2}--side buy \| sell$/m)
    expect(options).toMatch(/^ {2}--volume text$/m)
    expect(options).toMatch(/^ {2}\[--stop-loss text\]$/m)
    expect(options).toMatch(/^ {2}\[--idempotency-key text\]$/m)
    expect(r.stdout).not.toContain("This setting is optional")
    expect(r.stdout).not.toContain("A user-defined piece of text")
    // The usage line names the whole command, as it is typed.
    expect(r.stdout).toMatch(/^ {2}svc orders market \[--base-url text\]/m)
  })

})
