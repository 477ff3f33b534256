import { describe, expect, it } from "vitest"
import { runInProcess } from "./support/cli.js"
import { cliEnv, serverPerFile } from "./support/server.js"

const server = serverPerFile()

const svc = (args: ReadonlyArray<string>, key?: string) => runInProcess(args, { env: cliEnv(server(), key) })

describe("keys and workspace", () => {
  it("workspace show", async () => {
    const r = await svc(["workspace", "show"])
    expect(r.code).toBe(0)
    expect(r.stdout).toMatch(/^plan\s+\S/m)
    expect(r.stdout).toMatch(/^trading disabled\s+false$/m)
    expect(JSON.parse((await svc(["workspace", "show", "--json"])).stdout)).toMatchObject({ tradingDisabled: false })
  })

  it("creates a key (shown once), lists, re-scopes and revokes it", async () => {
    const created = await svc(["keys", "create", "--name", "reporting", "--scope", "accounts:read", "--scope", "trading:read", "--json"])
    expect(created.code, created.stderr).toBe(0)
    const key = JSON.parse(created.stdout) as { id: string; key: string; scopes: Array<string>; hint: string }
    expect(key.key).toMatch(/^svc_live_[A-Za-z0-9]+_[A-Za-z0-9]+$/)
    expect(key.scopes).toEqual(["accounts:read", "trading:read"])
    expect(created.stderr).toContain("shown only this once")

    // The new key works, within its scopes.
    expect((await svc(["accounts", "list"], key.key)).code).toBe(0)
    const denied = await svc(["keys", "list"], key.key)
    expect(denied.code).toBe(1)
    expect(denied.stderr).toContain("error: MISSING_SCOPE: ")
    expect(denied.stdout + denied.stderr).not.toContain(key.key)

    const list = await svc(["keys", "list"])
    expect(list.code).toBe(0)
    expect(list.stdout.split("\n")[0]).toMatch(/^ID\s+NAME\s+ENV\s+STATUS\s+LAST USED\s+SCOPES$/)
    const row = list.stdout.split("\n").find((l) => l.startsWith(key.id))
    // Last use is recorded in the background and a dated column can push the table past 100 characters, where the
    // scopes give up their tail: the row is checked up to there, and the scopes in full through --json.
    expect(row).toMatch(/reporting\s+live\s+active\s+(-|\d{4}-\d{2}-\d{2})\s+accounts:read,trading:/)
    const listed = JSON.parse((await svc(["keys", "list", "--json"])).stdout) as Array<{ id: string; scopes: Array<string> }>
    expect(listed.find((k) => k.id === key.id)?.scopes).toEqual(["accounts:read", "trading:read"])
    // A listing never carries a full key.
    expect(list.stdout).not.toContain(key.key)
    expect(list.stdout).not.toContain(server().keyA)

    const updated = await svc(["keys", "update", key.id, "--scope", "webhooks:read"])
    expect(updated.code, updated.stderr).toBe(0)
    expect(updated.stdout).toMatch(/^scopes\s+webhooks:read$/m)
    expect((await svc(["keys", "update", key.id])).code).toBe(2)
    // admin and keys:manage are not on offer.
    expect((await svc(["keys", "update", key.id, "--scope", "admin"])).code).toBe(2)

    const revoked = await svc(["keys", "revoke", key.id, "--json"])
    expect(revoked.code, revoked.stderr).toBe(0)
    expect(JSON.parse(revoked.stdout).revokedAt).not.toBeNull()
    const refused = await svc(["accounts", "list"], key.key)
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain("error: UNAUTHENTICATED: ")
    const again = await svc(["keys", "update", key.id, "--name", "renamed"])
    expect(again.code).toBe(1)
    expect(again.stderr).toContain("error: KEY_REVOKED: ")
  })

  it("keys list fits 100 columns when not a terminal, cutting names and scopes short rather than ids", async () => {
    const name = "the overnight reconciliation job on the backup reporting host"
    const all = ["accounts:read", "accounts:write", "trading:read", "trading:write", "webhooks:read", "webhooks:write"]
    const created = await svc(["keys", "create", "--name", name, ...all.flatMap((s) => ["--scope", s]), "--expires-at", "2099-01-01T00:00:00Z", "--json"])
    expect(created.code, created.stderr).toBe(0)
    const id = JSON.parse(created.stdout).id as string
    const list = await svc(["keys", "list"])
    expect(list.code, list.stderr).toBe(0)
    const lines = list.stdout.trimEnd().split("\n")
    for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(100)
    const row = lines.find((l) => l.startsWith(`${id}  `))
    expect(row).toMatch(/^\S+ {2}the [^\n]*…\s+live\s+until 2099-01-01\s+-\s+acc\S*…$/)
    // The full record is still there for scripts.
    const json = JSON.parse((await svc(["keys", "list", "--json"])).stdout) as Array<{ id: string; name: string }>
    expect(json.find((k) => k.id === id)?.name).toBe(name)
  })

  it("create needs a name and at least one scope", async () => {
    expect((await svc(["keys", "create", "--scope", "accounts:read"])).code).toBe(2)
    expect((await svc(["keys", "create", "--name", "x"])).code).toBe(2)
  })

  it("prints the full key in the human form too, on stdout only", async () => {
    const r = await svc(["keys", "create", "--name", "ops", "--scope", "accounts:write"])
    expect(r.code).toBe(0)
    const key = /^key\s+(svc_live_\S+)$/m.exec(r.stdout)?.[1]
    expect(key).toBeDefined()
    expect(r.stderr).not.toContain(key)
  })
})
