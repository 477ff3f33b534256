import { randomUUID } from "node:crypto"
import { createServer } from "node:net"
import type { AddressInfo } from "node:net"
import { beforeAll, describe, expect, it } from "vitest"
import { runBin, runTsx, spawnCli } from "./support/cli.js"
import { cliEnv, serverPerFile } from "./support/server.js"

const server = serverPerFile()
let env: Record<string, string>
beforeAll(() => {
  env = cliEnv(server())
})

/** A loopback port nothing listens on: bound by us, then released. */
const closedPort = async (): Promise<number> => {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

// Real processes: argv parsing, stdin pipes, stdout flushing and the exit status as a shell sees them.
// `node bin/svc.mjs` is exactly what the root `pnpm cli` script and the installed `svc` bin run.
describe("svc as a process", () => {
  it("bin/svc.mjs: help, table, and the password read from stdin never echoed", async () => {
    const help = await runBin(["--help"])
    expect(help.code).toBe(0)
    expect(help.stdout).toContain("USAGE")

    const secret = "Pr0cess-Pa55word"
    const connected = await runBin(["accounts", "connect", "--login", "8001", "--server", "SimBroker-Demo", "--password-stdin"], {
      env,
      stdin: `${secret}\n`
    })
    expect(connected.code, connected.stderr).toBe(0)
    expect(connected.stdout).not.toContain(secret)
    expect(connected.stderr).not.toContain(secret)
    expect(connected.stdout).not.toContain(server().keyA)
    expect(connected.stderr).not.toContain(server().keyA)

    const listed = await runBin(["accounts", "list"], { env })
    expect(listed.code).toBe(0)
    expect(listed.stdout).toMatch(/^ID\s+LOGIN/)
    expect(listed.stdout).toMatch(/8001\s+SimBroker-Demo\s+cold\s+created/)
  })

  it("bin/svc.mjs: a hint is a command that runs as printed from where the operator is (no `svc` on PATH)", async () => {
    const connected = await runBin(["accounts", "connect", "--login", "8003", "--server", "SimBroker-Demo", "--password-stdin"], {
      env,
      stdin: "good-password"
    })
    expect(connected.code, connected.stderr).toBe(0)
    // The process runs in packages/cli, so the bin is bin/svc.mjs from there.
    const hint = /bring it online: (node bin\/svc\.mjs accounts warm \S+)$/m.exec(connected.stderr)?.[1]
    expect(hint, connected.stderr).toBeDefined()
    const [program, ...args] = (hint ?? "").split(" ")
    const warmed = await spawnCli(program === "node" ? process.execPath : program ?? "", [...args, "--interval", "0.1", "--timeout", "30"], { env })
    expect(warmed.code, warmed.stderr).toBe(0)
    expect(warmed.stdout).toMatch(/^state\s+ready$/m)
  })

  it("bin/svc.mjs: exit 1 on an API error, with its code on stderr", async () => {
    const r = await runBin(["accounts", "show", randomUUID()], { env })
    expect(r.code).toBe(1)
    expect(r.stdout).toBe("")
    expect(r.stderr).toMatch(/^error: ACCOUNT_NOT_FOUND: /m)
  })

  it("bin/svc.mjs: exit 2 on a usage error", async () => {
    const unknown = await runBin(["accounts", "bogus"], { env })
    expect(unknown.code).toBe(2)
    const missingKey = await runBin(["accounts", "list"], { env: { SVC_BASE_URL: server().url } })
    expect(missingKey.code).toBe(2)
    expect(missingKey.stderr).toContain("api-key")
  })

  it("bin/svc.mjs: exit 3 when the service cannot be reached", async () => {
    const port = await closedPort()
    const r = await runBin(["accounts", "list", "--base-url", `http://127.0.0.1:${port}`], { env })
    expect(r.code).toBe(3)
    expect(r.stderr).toContain(`error: cannot reach the service at http://127.0.0.1:${port}`)
    expect(r.stderr).not.toContain(server().keyA)
  })

  it("tsx src/main.ts (the package's own `cli` script): --json output and exit codes end to end", async () => {
    const listed = await runTsx(["accounts", "list", "--json"], { env })
    expect(listed.code, listed.stderr).toBe(0)
    expect(JSON.parse(listed.stdout)).toEqual(expect.arrayContaining([expect.objectContaining({ login: "8001" })]))

    const refused = await runTsx(["accounts", "connect", "--login", "8002", "--server", "SimBroker-Demo", "--password-stdin", "--json"], {
      env,
      stdin: "refuse-please"
    })
    expect(refused.code, refused.stderr).toBe(0)
    const id = JSON.parse(refused.stdout).id as string
    const warm = await runTsx(["accounts", "warm", id, "--interval", "0.1", "--timeout", "30"], { env })
    expect(warm.code).toBe(1)
    expect(warm.stderr).toMatch(/^problem: .+/m)

    expect((await runTsx(["accounts", "show", randomUUID()], { env })).code).toBe(1)
    expect((await runTsx(["accounts", "show", "42"], { env })).code).toBe(2)
    const port = await closedPort()
    expect((await runTsx(["workspace", "show", "--base-url", `http://127.0.0.1:${port}`], { env })).code).toBe(3)
  })
})
