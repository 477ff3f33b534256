import { mkdtempSync, statSync, existsSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { runInProcess } from "./support/cli.js"
import { cliEnv, serverPerFile } from "./support/server.js"

const server = serverPerFile()

describe("login, logout, members and invitations", () => {
  it("keeps the session in a 0600 file, manages members and invitations with it, and forgets it on logout", async () => {
    const sessionFile = join(mkdtempSync(join(tmpdir(), "svc-cli-session-")), "nested", "session.json")
    // No API key: the commands use the session.
    const env = { SVC_BASE_URL: server().url, SVC_SESSION_FILE: sessionFile }
    const svc = (args: ReadonlyArray<string>, stdin?: string) => runInProcess(args, { env, ...(stdin === undefined ? {} : { stdin }) })

    const before = await svc(["members", "list"])
    expect(before.code).toBe(2)
    expect(before.stderr).toContain("svc login")

    const wrong = await svc(["login", "--email", server().owner.email, "--password-stdin"], "not the password\n")
    expect(wrong.code).toBe(1)
    expect(wrong.stderr).toContain("UNAUTHENTICATED")
    expect(existsSync(sessionFile)).toBe(false)

    const login = await svc(["login", "--email", server().owner.email, "--password-stdin"], `${server().owner.password}\n`)
    expect(login.code, login.stderr).toBe(0)
    expect(login.stdout).toMatch(/^role\s+owner$/m)
    expect(statSync(sessionFile).mode & 0o777).toBe(0o600)
    expect(statSync(join(sessionFile, "..")).mode & 0o777).toBe(0o700)
    expect(readFileSync(sessionFile, "utf8")).toMatch(/"cookie":"svc_session=[A-Za-z0-9_-]{43}"/)
    // The token itself is never printed.
    const token = JSON.parse(readFileSync(sessionFile, "utf8")).cookie.split("=")[1] as string
    expect(login.stdout + login.stderr).not.toContain(token)

    const members = await svc(["members", "list"])
    expect(members.code, members.stderr).toBe(0)
    expect(members.stdout).toContain(server().owner.email)

    // Inviting and creating a key mint lasting access: a session must confirm its password first, and is told how.
    for (const args of [["invitations", "create", "--email", "cli-member@example.com", "--role", "member"], ["keys", "create", "--name", "from a session", "--scope", "accounts:read"]]) {
      const unconfirmed = await svc(args)
      expect(unconfirmed.code, args.join(" ")).toBe(1)
      expect(unconfirmed.stderr).toContain("STEP_UP_REQUIRED")
      expect(unconfirmed.stderr).toContain("svc confirm")
    }
    expect((await svc(["confirm", "--password-stdin"], `${server().owner.password}\n`)).code).toBe(0)
    const key = await svc(["keys", "create", "--name", "from a session", "--scope", "accounts:read", "--json"])
    expect(key.code, key.stderr).toBe(0)
    expect(JSON.parse(key.stdout).key).toMatch(/^svc_live_/)

    const invited = await svc(["invitations", "create", "--email", "cli-member@example.com", "--role", "member", "--json"])
    expect(invited.code, invited.stderr).toBe(0)
    const invitation = JSON.parse(invited.stdout) as { id: string; url: string; handedBack: boolean }
    expect(invitation.handedBack).toBe(false)
    expect((await svc(["invitations", "list"])).stdout).toContain("cli-member@example.com")
    expect((await svc(["invitations", "revoke", invitation.id])).code).toBe(0)
    expect((await svc(["invitations", "list"])).stdout).not.toContain("cli-member@example.com")

    // Changing a role needs a confirmed identity first.
    const second = JSON.parse((await svc(["invitations", "create", "--email", "cli-admin@example.com", "--role", "member", "--json"])).stdout) as { url: string }
    const otherFile = join(mkdtempSync(join(tmpdir(), "svc-cli-session-")), "session.json")
    const accepted = await runInProcess(["invitations", "accept", second.url, "--password-stdin", "--json"], {
      env: { SVC_BASE_URL: server().url, SVC_SESSION_FILE: otherFile }, stdin: "a long enough password\n"
    })
    expect(accepted.code, accepted.stderr).toBe(0)
    const newcomer = JSON.parse(accepted.stdout) as { personId: string; role: string }
    expect(newcomer.role).toBe("member")
    // A new sign-in starts unconfirmed.
    expect((await svc(["login", "--email", server().owner.email, "--password-stdin"], `${server().owner.password}\n`)).code).toBe(0)
    const unconfirmed = await svc(["members", "role", newcomer.personId, "--role", "admin"])
    expect(unconfirmed.code).toBe(1)
    expect(unconfirmed.stderr).toContain("STEP_UP_REQUIRED")
    expect((await svc(["confirm", "--password-stdin"], `${server().owner.password}\n`)).code).toBe(0)
    const promoted = await svc(["members", "role", newcomer.personId, "--role", "admin"])
    expect(promoted.code, promoted.stderr).toBe(0)
    expect(promoted.stdout).toMatch(/^role\s+admin$/m)

    const logout = await svc(["logout"])
    expect(logout.code).toBe(0)
    expect(existsSync(sessionFile)).toBe(false)
    expect((await svc(["members", "list"])).code).toBe(2)
  })

  it("members remove: refused until confirmed, then removes the member and ends their session; the owner stays", async () => {
    const sessionFile = join(mkdtempSync(join(tmpdir(), "svc-cli-session-")), "session.json")
    const env = { SVC_BASE_URL: server().url, SVC_SESSION_FILE: sessionFile }
    const svc = (args: ReadonlyArray<string>, stdin?: string) => runInProcess(args, { env, ...(stdin === undefined ? {} : { stdin }) })
    expect((await svc(["login", "--email", server().owner.email, "--password-stdin"], `${server().owner.password}\n`)).code).toBe(0)
    expect((await svc(["confirm", "--password-stdin"], `${server().owner.password}\n`)).code).toBe(0)
    const email = `cli-leaver-${Date.now()}@example.com`
    const invited = JSON.parse((await svc(["invitations", "create", "--email", email, "--role", "member", "--json"])).stdout) as { url: string }
    const memberFile = join(mkdtempSync(join(tmpdir(), "svc-cli-session-")), "session.json")
    const asMember = (args: ReadonlyArray<string>) => runInProcess(args, { env: { SVC_BASE_URL: server().url, SVC_SESSION_FILE: memberFile } })
    const accepted = await runInProcess(["invitations", "accept", invited.url, "--password-stdin", "--json"], {
      env: { SVC_BASE_URL: server().url, SVC_SESSION_FILE: memberFile }, stdin: "a long enough password\n"
    })
    expect(accepted.code, accepted.stderr).toBe(0)
    const member = JSON.parse(accepted.stdout) as { personId: string }
    expect((await asMember(["members", "list"])).code).toBe(0)

    // A new sign-in starts unconfirmed: removing someone needs `svc confirm` first.
    expect((await svc(["login", "--email", server().owner.email, "--password-stdin"], `${server().owner.password}\n`)).code).toBe(0)
    const unconfirmed = await svc(["members", "remove", member.personId])
    expect(unconfirmed.code).toBe(1)
    expect(unconfirmed.stderr).toContain("STEP_UP_REQUIRED")
    expect(unconfirmed.stderr).toContain("svc confirm")
    expect((await svc(["confirm", "--password-stdin"], `${server().owner.password}\n`)).code).toBe(0)

    const owners = (JSON.parse((await svc(["members", "list", "--json"])).stdout) as Array<{ personId: string; role: string }>)
      .filter((m) => m.role === "owner")
    expect(owners).toHaveLength(1)
    const ownerRefused = await svc(["members", "remove", owners[0]!.personId])
    expect(ownerRefused.code).toBe(1)
    expect(ownerRefused.stderr).toContain("NOT_ALLOWED")

    const removed = await svc(["members", "remove", member.personId, "--json"])
    expect(removed.code, removed.stderr).toBe(0)
    expect(JSON.parse(removed.stdout)).toMatchObject({ personId: member.personId, email, role: "member" })
    expect((await svc(["members", "list"])).stdout).not.toContain(email)
    // The removed member's saved session no longer works.
    const ended = await asMember(["members", "list"])
    expect(ended.code).not.toBe(0)
    expect(ended.stderr).toContain("UNAUTHENTICATED")
    // Removing again: no such member.
    const again = await svc(["members", "remove", member.personId])
    expect(again.code).toBe(1)
    expect(again.stderr).toContain("NOT_FOUND")
  })

  it("keys create --account narrows a key to accounts and --max-volume limits it", async () => {
    const svc = (args: ReadonlyArray<string>, key?: string, stdin?: string) =>
      runInProcess(args, { env: cliEnv(server(), key), ...(stdin === undefined ? {} : { stdin }) })
    const connected = await svc(["accounts", "connect", "--login", "780001", "--server", "SimBroker-Demo", "--password-stdin", "--json"], undefined, "pw\n")
    expect(connected.code, connected.stderr).toBe(0)
    const id = (JSON.parse(connected.stdout) as { id: string }).id
    const created = await svc(["keys", "create", "--name", "one account", "--scope", "accounts:read", "--account", id, "--max-volume", "0.50", "--json"])
    expect(created.code, created.stderr).toBe(0)
    const key = JSON.parse(created.stdout) as { key: string; accountIds: Array<string>; limits: { maxVolume: string } }
    expect(key.accountIds).toEqual([id])
    expect(key.limits).toEqual({ maxVolume: "0.50" })
    const shown = await svc(["accounts", "list", "--json"], key.key)
    expect(JSON.parse(shown.stdout).map((a: { id: string }) => a.id)).toEqual([id])
  })
})
