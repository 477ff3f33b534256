/**
 * People (issue 19): signing in, the session cookie and its sliding expiry, the origin check, the sign-in rate
 * limit, invitations (hand-back, expiry, single use under concurrent accepts, revoke), step-up, and the first owner.
 */
import { SqlClient } from "@effect/sql"
import { afterAll, beforeAll, describe, expect, it, vi } from "@effect/vitest"
import { Effect } from "effect"
import { createHash, randomUUID } from "node:crypto"
import { addPerson, asConfirmed, invitePerson, signedIn, tokenOf, type Person } from "./support/people.js"
import { client, signIn, startTestServer, type TestServer } from "./support/testServer.js"

let server: TestServer
let owner: Person

beforeAll(async () => {
  server = await startTestServer()
  owner = await signedIn(server, server.owner.email, server.owner.password)
}, 60_000)

afterAll(async () => {
  await server?.stop()
})

const sql = <A>(f: (sql: SqlClient.SqlClient) => Effect.Effect<A, unknown>) =>
  server.database(Effect.flatMap(SqlClient.SqlClient, f))

const accept = (token: string, password?: string, headers: Record<string, string> = {}) =>
  client(server.url)("POST", "/v1/members/invitations/accept", { token, ...(password === undefined ? {} : { password }) }, headers)

describe("sign-in and the session cookie", () => {
  it("sets an httpOnly, SameSite=Lax cookie of a 32-byte random token, valid 30 days, stored only as its SHA-256", async () => {
    const { cookie, reply } = await signIn(server.url, server.owner.email, server.owner.password)
    expect(reply.status, reply.text).toBe(201)
    expect(reply.body.data).toMatchObject({ email: server.owner.email, role: "owner", confirmedUntil: null })
    const set = reply.headers.get("set-cookie") ?? ""
    // Served over plain HTTP here: no __Host- prefix and no Secure (a browser would drop a Secure cookie on http).
    expect(set).toMatch(/^svc_session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax$/)
    const token = cookie.split("=")[1] ?? ""
    expect(Buffer.from(token, "base64url").length).toBe(32)
    expect(reply.text).not.toContain(token)
    const stored = await sql((q) => q<{ row: string }>`select t::text as row from person_sessions t`)
    expect(stored.length).toBeGreaterThan(0)
    for (const r of stored) expect(r.row).not.toContain(token)
    const digest = createHash("sha256").update(token).digest("hex")
    expect(stored.some((r) => r.row.includes(digest))).toBe(true)
    const expires = new Date(reply.body.data.expiresAt).getTime()
    expect(Math.abs(expires - Date.now() - 30 * 24 * 3600 * 1000)).toBeLessThan(60_000)
  })

  it("a wrong password and an unknown email are the same 401", async () => {
    const wrong = await client(server.url)("POST", "/v1/session", { email: server.owner.email, password: "not the password" })
    const unknown = await client(server.url)("POST", "/v1/session", { email: `${randomUUID()}@example.com`, password: "not the password" })
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(wrong.body.error).toEqual(unknown.body.error)
    expect(wrong.headers.get("set-cookie")).toBeNull()
  })

  it("the expiry slides: a session used a day before it ends lasts 30 days again, and the cookie is sent anew", async () => {
    const person = await signedIn(server, server.owner.email, server.owner.password)
    const token = person.cookie.split("=")[1] ?? ""
    const digest = createHash("sha256").update(token).digest()
    await sql((q) => q`update person_sessions set expires_at = now() + interval '1 hour' where token_hash = ${digest}`)
    const used = await person.api("GET", "/v1/session")
    expect(used.status, used.text).toBe(200)
    expect(new Date(used.body.data.expiresAt).getTime() - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000)
    expect(used.headers.get("set-cookie")).toContain(token)
    // Used again at once: nothing to move, no cookie sent.
    expect((await person.api("GET", "/v1/session")).headers.get("set-cookie")).toBeNull()
    // Past its expiry the session is over: the same 401 as any bad credential.
    await sql((q) => q`update person_sessions set expires_at = now() - interval '1 second' where token_hash = ${digest}`)
    const expired = await person.api("GET", "/v1/session")
    expect(expired.status).toBe(401)
    expect(expired.body.error.code).toBe("UNAUTHENTICATED")
  })

  it("signing out ends the session at once and clears the cookie", async () => {
    const person = await signedIn(server, server.owner.email, server.owner.password)
    const out = await person.api("DELETE", "/v1/session")
    expect(out.status, out.text).toBe(200)
    expect(out.headers.get("set-cookie")).toMatch(/^svc_session=; Path=\/; Max-Age=0/)
    expect((await person.api("GET", "/v1/session")).status).toBe(401)
  })

  it("a session acts with its person's role on every /v1 endpoint", async () => {
    expect((await owner.api("GET", "/v1/accounts")).status).toBe(200)
    expect((await owner.api("GET", "/v1/api-keys")).status).toBe(200)
    const member = await invitePerson(server, owner, "member")
    expect((await member.api("GET", "/v1/accounts")).status).toBe(200)
    const refused = await member.api("POST", "/v1/webhooks", { url: "https://example.com/hook" })
    expect(refused.status).toBe(403)
    expect(refused.body.error).toMatchObject({ code: "MISSING_SCOPE", details: [{ scope: "webhooks:write" }] })
  })
})

describe("the origin check", () => {
  const post = (headers: Record<string, string>, cookie = owner.cookie) =>
    client(server.url)("POST", "/v1/session/step-up", { password: server.owner.password }, { cookie, ...headers })

  it("a state-changing request with a session from this site passes", async () => {
    expect((await post({ origin: server.url })).status).toBe(200)
    expect((await post({ "sec-fetch-site": "same-origin" })).status).toBe(200)
  })

  it("from another site it is 403 UNTRUSTED_ORIGIN, by Origin or, without one, by Sec-Fetch-Site", async () => {
    for (const headers of [
      { origin: "https://evil.example" },
      { origin: server.url.replace("127.0.0.1", "localhost") },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" }
    ]) {
      const r = await post(headers)
      expect(r.status, JSON.stringify(headers)).toBe(403)
      expect(r.body.error.code).toBe("UNTRUSTED_ORIGIN")
    }
  })

  it("reads are not affected, and neither is a key with a foreign Origin", async () => {
    expect((await client(server.url)("GET", "/v1/session", undefined, { cookie: owner.cookie, origin: "https://evil.example" })).status).toBe(200)
    const keyed = await client(server.url, server.keyA)("POST", "/v1/api-keys", { name: "foreign origin", scopes: ["accounts:read"] }, { origin: "https://evil.example" })
    expect(keyed.status, keyed.text).toBe(201)
  })
})

describe("the sign-in rate limit", () => {
  it("after 10 failures for an email, even the right password is 429 with retry-after", async () => {
    const person = await addPerson(server, server.keyA, "member")
    for (let i = 0; i < 10; i++) {
      expect((await client(server.url)("POST", "/v1/session", { email: person.email, password: `wrong-${i}` })).status).toBe(401)
    }
    const limited = await client(server.url)("POST", "/v1/session", { email: person.email, password: person.password })
    expect(limited.status).toBe(429)
    expect(limited.body.error.code).toBe("RATE_LIMITED")
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0)
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(15 * 60)
    // Another address is not held back by it.
    expect((await client(server.url)("POST", "/v1/session", { email: server.owner.email, password: server.owner.password })).status).toBe(201)
  })

  it("failures count per client address too, across emails; an X-Forwarded-For from an untrusted peer is ignored", async () => {
    await sql((q) => q`delete from sign_in_attempts`)
    for (let i = 0; i < 30; i++) {
      // No trusted proxy here: a header naming another address each time does not escape the count.
      const forged = { "x-forwarded-for": `198.51.100.${i}` }
      expect((await client(server.url)("POST", "/v1/session", { email: `${randomUUID()}@example.com`, password: "wrong" }, forged)).status).toBe(401)
    }
    const limited = await client(server.url)("POST", "/v1/session", { email: server.owner.email, password: server.owner.password })
    expect(limited.status).toBe(429)
    await sql((q) => q`delete from sign_in_attempts`)
  })

  it("concurrent wrong passwords cannot all pass the check before any is counted: exactly 10 are checked", async () => {
    await sql((q) => q`delete from sign_in_attempts`)
    const person = await addPerson(server, server.keyA, "member")
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) =>
      client(server.url)("POST", "/v1/session", { email: person.email, password: `wrong-${i}` })))
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(10).fill(401), ...Array(15).fill(429)])
    expect((await client(server.url)("POST", "/v1/session", { email: person.email, password: person.password })).status).toBe(429)
    await sql((q) => q`delete from sign_in_attempts`)
  })

  // An attempt in progress holds its slot until its password is known right: concurrent sign-ins past the limit's
  // spare slots would be refused, as they must be while any of them could be a wrong guess.
  it("a right password is not counted: more sign-ins than the limit all succeed, and leave no attempt behind", async () => {
    await sql((q) => q`delete from sign_in_attempts`)
    const person = await addPerson(server, server.keyA, "member")
    for (let i = 0; i < 12; i++) {
      expect((await client(server.url)("POST", "/v1/session", { email: person.email, password: person.password })).status).toBe(201)
    }
    const together = await Promise.all(Array.from({ length: 8 }, () =>
      client(server.url)("POST", "/v1/session", { email: person.email, password: person.password })))
    expect(together.map((a) => a.status)).toEqual(Array(8).fill(201))
    expect(await sql((q) => q<{ n: number }>`select count(*)::int as n from sign_in_attempts`)).toEqual([{ n: 0 }])
  })
})

describe("the sign-in limit behind a trusted proxy", () => {
  it("counts by the client address the proxy forwards (as alert hooks read it), not by the proxy's", async () => {
    const proxied = await startTestServer({ env: { SVC_TRUSTED_PROXIES: "127.0.0.1" } })
    try {
      const signInFrom = (forwardedFor: string, email: string, password: string) =>
        client(proxied.url)("POST", "/v1/session", { email, password }, { "x-forwarded-for": forwardedFor })
      for (let i = 0; i < 30; i++) {
        expect((await signInFrom("198.51.100.7", `${randomUUID()}@example.com`, "wrong")).status).toBe(401)
      }
      const limited = await signInFrom("198.51.100.7", proxied.owner.email, proxied.owner.password)
      expect(limited.status).toBe(429)
      expect(limited.body.error.code).toBe("RATE_LIMITED")
      // The same client behind a chain it partly wrote itself: the first untrusted hop from the right is the client.
      expect((await signInFrom("203.0.113.5, 198.51.100.7", proxied.owner.email, proxied.owner.password)).status).toBe(429)
      // Another client behind the same proxy is not held back.
      expect((await signInFrom("198.51.100.8", proxied.owner.email, proxied.owner.password)).status).toBe(201)
      const subjects = await proxied.database(Effect.flatMap(SqlClient.SqlClient, (q) =>
        q<{ subject: string }>`select distinct subject from sign_in_attempts where subject like 'address:%'`))
      expect(subjects).toEqual([{ subject: "address:198.51.100.7" }])
    } finally {
      await proxied.stop()
    }
  })
})

describe("invitations", () => {
  // Inviting mints a way into the workspace: the owner's session confirms its password first.
  beforeAll(async () => {
    expect((await owner.api("POST", "/v1/session/step-up", { password: server.owner.password })).status).toBe(200)
  })

  it("an invite answers a single-use url; a second invite of the address hands the same invitation back", async () => {
    const email = `${randomUUID()}@example.com`
    const first = await owner.api("POST", "/v1/members/invitations", { email, role: "member" })
    expect(first.status, first.text).toBe(201)
    expect(first.body.data).toMatchObject({ email, role: "member", handedBack: false, invitedBy: owner.personId })
    expect(first.body.data.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/invitations#[A-Za-z0-9_-]{43}$/)
    const again = await owner.api("POST", "/v1/members/invitations", { email: email.toUpperCase(), role: "member" })
    expect(again.body.data).toMatchObject({ id: first.body.data.id, handedBack: true })
    // The hand-back carries a new link; the earlier one no longer works.
    expect((await accept(tokenOf(first.body.data.url), "a long enough password")).body.error.code).toBe("INVITATION_INVALID")
    const listed = (await owner.api("GET", "/v1/members/invitations")).body.data
    expect(listed.filter((i: { email: string }) => i.email === email)).toEqual([expect.objectContaining({ id: first.body.data.id, url: null })])
    expect((await accept(tokenOf(again.body.data.url), "a long enough password")).status).toBe(201)
    expect((await owner.api("GET", "/v1/members")).body.data.map((m: { email: string }) => m.email)).toContain(email)
    // Used: one answer, the same as a forged link.
    const used = await accept(tokenOf(again.body.data.url), "a long enough password")
    const forged = await accept("A".repeat(43), "a long enough password")
    expect(used.status).toBe(404)
    expect(used.body.error).toEqual(forged.body.error)
    expect(forged.body.error.code).toBe("INVITATION_INVALID")
  })

  it("of concurrent accepts of one link exactly one joins", async () => {
    const invited = await owner.api("POST", "/v1/members/invitations", { email: `${randomUUID()}@example.com`, role: "member" })
    const token = tokenOf(invited.body.data.url)
    const answers = await Promise.all(Array.from({ length: 8 }, () => accept(token, "a long enough password")))
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1)
    for (const a of answers.filter((x) => x.status !== 201)) expect(a.body.error.code).toBe("INVITATION_INVALID")
  })

  it("a link past its 7 days is INVITATION_INVALID, and the address can be invited again", async () => {
    const email = `${randomUUID()}@example.com`
    const invited = await owner.api("POST", "/v1/members/invitations", { email, role: "member" })
    expect(new Date(invited.body.data.expiresAt).getTime() - Date.now()).toBeGreaterThan(7 * 24 * 3600 * 1000 - 60_000)
    await sql((q) => q`update invitations set expires_at = now() - interval '1 second' where id = ${invited.body.data.id}`)
    expect((await accept(tokenOf(invited.body.data.url), "a long enough password")).body.error.code).toBe("INVITATION_INVALID")
    expect((await owner.api("GET", "/v1/members/invitations")).body.data.map((i: { id: string }) => i.id)).not.toContain(invited.body.data.id)
    const fresh = await owner.api("POST", "/v1/members/invitations", { email, role: "member" })
    expect(fresh.body.data).toMatchObject({ handedBack: false })
    expect(fresh.body.data.id).not.toBe(invited.body.data.id)
  })

  it("a revoked link is INVITATION_INVALID; revoking a used one is ALREADY_ACCEPTED", async () => {
    const invited = await owner.api("POST", "/v1/members/invitations", { email: `${randomUUID()}@example.com`, role: "member" })
    expect((await owner.api("POST", `/v1/members/invitations/${invited.body.data.id}/revoke`)).status).toBe(200)
    expect((await accept(tokenOf(invited.body.data.url), "a long enough password")).body.error.code).toBe("INVITATION_INVALID")
    const used = await owner.api("POST", "/v1/members/invitations", { email: `${randomUUID()}@example.com`, role: "member" })
    await accept(tokenOf(used.body.data.url), "a long enough password")
    const revoke = await owner.api("POST", `/v1/members/invitations/${used.body.data.id}/revoke`)
    expect(revoke.status).toBe(409)
    expect(revoke.body.error.code).toBe("ALREADY_ACCEPTED")
  })

  it("ALREADY_MEMBER for a member's address; EMAIL_IN_USE for a person of another workspace, who joins by signing in", async () => {
    const member = await invitePerson(server, owner, "member")
    const again = await owner.api("POST", "/v1/members/invitations", { email: member.email, role: "member" })
    expect(again.status).toBe(409)
    expect(again.body.error.code).toBe("ALREADY_MEMBER")

    const elsewhere = await addPerson(server, server.keyB, "owner")
    const invited = await owner.api("POST", "/v1/members/invitations", { email: elsewhere.email, role: "admin" })
    const token = tokenOf(invited.body.data.url)
    const anonymous = await accept(token, "a long enough password")
    expect(anonymous.status).toBe(409)
    expect(anonymous.body.error.code).toBe("EMAIL_IN_USE")
    // Someone else signed in cannot use the link: it names another address.
    expect((await accept(token, undefined, { cookie: owner.cookie, origin: server.url })).body.error.code).toBe("INVITATION_INVALID")
    const joined = await accept(token, undefined, { cookie: elsewhere.cookie, origin: server.url })
    expect(joined.status, joined.text).toBe(201)
    expect(joined.body.data).toMatchObject({ personId: elsewhere.personId, role: "admin", workspaceId: (await client(server.url, server.keyA)("GET", "/v1/workspace")).body.data.id })
  })

  it("at most 50 invitations a day per workspace", async () => {
    const boss = await addPerson(server, server.keyB, "owner")
    // Inviting needs a confirmed identity.
    expect((await boss.api("POST", "/v1/session/step-up", { password: boss.password })).status).toBe(200)
    const workspaceB = (await client(server.url, server.keyB)("GET", "/v1/workspace")).body.data.id as string
    await sql((q) => q`delete from invitations where workspace_id = ${workspaceB}`)
    for (let i = 0; i < 50; i++) {
      const r = await boss.api("POST", "/v1/members/invitations", { email: `bulk-${i}-${randomUUID()}@example.com`, role: "member" })
      expect(r.status, r.text).toBe(201)
    }
    const over = await boss.api("POST", "/v1/members/invitations", { email: `${randomUUID()}@example.com`, role: "member" })
    expect(over.status).toBe(429)
    expect(over.body.error.code).toBe("RATE_LIMITED")
    expect(over.headers.get("retry-after")).toBe("3600")
  })
})

describe("members", () => {
  it("removing a member ends every session they have in the workspace at once", async () => {
    const member = await invitePerson(server, owner, "member")
    const second = await signedIn(server, member.email, member.password)
    expect((await member.api("GET", "/v1/session")).status).toBe(200)
    expect((await second.api("GET", "/v1/session")).status).toBe(200)
    const removed = await asConfirmed(owner, "DELETE", `/v1/members/${member.personId}`)
    expect(removed.status, removed.text).toBe(200)
    for (const session of [member, second]) {
      const r = await session.api("GET", "/v1/members")
      expect(r.status).toBe(401)
      expect(r.body.error.code).toBe("UNAUTHENTICATED")
    }
    expect(await sql((q) => q<{ n: number }>`select count(*)::int as n from person_sessions where person_id = ${member.personId}`)).toEqual([{ n: 0 }])
    // Nor can they sign back in: they belong to no workspace now, the same 401 as a wrong password.
    expect((await client(server.url)("POST", "/v1/session", { email: member.email, password: member.password })).status).toBe(401)
    // Other sessions are untouched.
    expect((await owner.api("GET", "/v1/session")).status).toBe(200)
  })

  it("passwords are stored only as argon2id hashes (19 MiB, two passes, one lane), whichever way they were set", async () => {
    const invited = await invitePerson(server, owner, "member")
    const rows = await sql((q) => q<{ email: string; passwordHash: string }>`
      select email, password_hash from persons where lower(email) in (${server.owner.email.toLowerCase()}, ${invited.email.toLowerCase()})`)
    expect(rows).toHaveLength(2)
    for (const row of rows) {
      expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/)
      expect(row.passwordHash).not.toContain(row.email === invited.email ? invited.password : server.owner.password)
    }
  })

  it("re-inviting an address with a different role hands back the open invitation unchanged; revoke, then invite anew", async () => {
    const email = `${randomUUID()}@example.com`
    const first = await asConfirmed(owner, "POST", "/v1/members/invitations", { email, role: "member" })
    expect(first.status, first.text).toBe(201)
    const again = await owner.api("POST", "/v1/members/invitations", { email, role: "admin" })
    expect(again.status, again.text).toBe(201)
    expect(again.body.data).toMatchObject({ id: first.body.data.id, role: "member", handedBack: true })
    // An admin may not hand back an admin's invitation, which only the owner hands out.
    const adminEmail = `${randomUUID()}@example.com`
    expect((await owner.api("POST", "/v1/members/invitations", { email: adminEmail, role: "admin" })).status).toBe(201)
    const admin = await invitePerson(server, owner, "admin")
    const refused = await asConfirmed(admin, "POST", "/v1/members/invitations", { email: adminEmail, role: "member" })
    expect(refused.status).toBe(403)
    expect(refused.body.error.code).toBe("NOT_ALLOWED")
    // To change the role: revoke, then invite again; the new link joins with the new role.
    expect((await owner.api("POST", `/v1/members/invitations/${first.body.data.id}/revoke`)).status).toBe(200)
    const anew = await owner.api("POST", "/v1/members/invitations", { email, role: "admin" })
    expect(anew.body.data).toMatchObject({ role: "admin", handedBack: false })
    expect(anew.body.data.id).not.toBe(first.body.data.id)
    expect((await accept(tokenOf(again.body.data.url), "a long enough password")).body.error.code).toBe("INVITATION_INVALID")
    const joined = await accept(tokenOf(anew.body.data.url), "a long enough password")
    expect(joined.status, joined.text).toBe(201)
    expect(joined.body.data).toMatchObject({ email, role: "admin" })
  })
})

describe("step-up", () => {
  it("changing a role needs a confirmed identity: 403 STEP_UP_REQUIRED until the password is entered again", async () => {
    const fresh = await signedIn(server, server.owner.email, server.owner.password)
    const member = await invitePerson(server, owner, "member")
    const refused = await fresh.api("PATCH", `/v1/members/${member.personId}`, { role: "admin" })
    expect(refused.status).toBe(403)
    expect(refused.body.error.code).toBe("STEP_UP_REQUIRED")
    const wrong = await fresh.api("POST", "/v1/session/step-up", { password: "not the password" })
    expect(wrong.status).toBe(401)
    expect((await fresh.api("GET", "/v1/session")).status).toBe(200)
    const confirmed = await fresh.api("POST", "/v1/session/step-up", { password: server.owner.password })
    expect(confirmed.status, confirmed.text).toBe(200)
    const until = new Date(confirmed.body.data.confirmedUntil).getTime() - Date.now()
    expect(until).toBeGreaterThan(14 * 60_000)
    expect(until).toBeLessThanOrEqual(15 * 60_000)
    const changed = await fresh.api("PATCH", `/v1/members/${member.personId}`, { role: "admin" })
    expect(changed.status, changed.text).toBe(200)
    expect(changed.body.data.role).toBe("admin")
    // A window that has closed closes the door again.
    const token = fresh.cookie.split("=")[1] ?? ""
    const digest = createHash("sha256").update(token).digest()
    await sql((q) => q`update person_sessions set step_up_until = now() - interval '1 second' where token_hash = ${digest}`)
    expect((await fresh.api("PATCH", `/v1/members/${member.personId}`, { role: "member" })).body.error.code).toBe("STEP_UP_REQUIRED")
  })
})

describe("the first owner", () => {
  /** Starts a server (or restarts one) and collects what it prints as it starts: where a setup link would be. */
  const startPrinting = async (env: Record<string, string>, restartOf?: TestServer) => {
    const printedLines: Array<string> = []
    const spy = vi.spyOn(console, "log").mockImplementation((...args: Array<unknown>) => void printedLines.push(args.join(" ")))
    const started = await startTestServer({ env, ...(restartOf === undefined ? {} : { restartOf }) }).finally(() => spy.mockRestore())
    const printed = printedLines.join("\n")
    return { started, printed, link: /http:\/\/[^\s]+\/setup#([A-Za-z0-9_-]{43})/.exec(printed)?.[1] }
  }
  const setUp = (at: TestServer, token: string, password: string) => client(at.url)("POST", "/v1/session/setup", { token, password })

  it("without a password variable, a one-time setup link is printed once; it sets the password and works once", async () => {
    const email = `first-${randomUUID()}@example.com`
    const env = { SVC_BOOTSTRAP_OWNER_EMAIL: email, SVC_BOOTSTRAP_OWNER_PASSWORD: "" }
    const first = await startPrinting(env)
    let fresh = first.started
    try {
      expect(first.link, first.printed.slice(0, 500)).toBeDefined()
      const token = first.link!
      // A restart does not print the link again, nor a new one: the first is still the only one, and it still works.
      await fresh.stop({ keepData: true })
      const again = await startPrinting(env, fresh)
      fresh = again.started
      expect(again.printed).not.toContain("/setup#")
      expect((await client(fresh.url)("POST", "/v1/session", { email, password: "chosen password 1" })).status).toBe(401)
      const done = await setUp(fresh, token, "chosen password 1")
      expect(done.status, done.text).toBe(201)
      expect(done.body.data).toMatchObject({ email, role: "owner" })
      expect((await setUp(fresh, token, "chosen password 2")).body.error.code).toBe("INVITATION_INVALID")
      expect((await client(fresh.url)("POST", "/v1/session", { email, password: "chosen password 1" })).status).toBe(201)
    } finally {
      await fresh.stop()
    }
  })

  it("a lost link: a start with SVC_BOOTSTRAP_OWNER_NEW_SETUP_LINK prints a new one and the old one stops working", async () => {
    const email = `lost-${randomUUID()}@example.com`
    const env = { SVC_BOOTSTRAP_OWNER_EMAIL: email, SVC_BOOTSTRAP_OWNER_PASSWORD: "" }
    const first = await startPrinting(env)
    let fresh = first.started
    try {
      const lost = first.link!
      await fresh.stop({ keepData: true })
      const renewed = await startPrinting({ ...env, SVC_BOOTSTRAP_OWNER_NEW_SETUP_LINK: "true" }, fresh)
      fresh = renewed.started
      expect(renewed.link, renewed.printed.slice(0, 500)).toBeDefined()
      expect(renewed.link).not.toBe(lost)
      expect(renewed.printed.match(/\/setup#/g)).toHaveLength(1)
      expect((await setUp(fresh, lost, "chosen password 1")).body.error.code).toBe("INVITATION_INVALID")
      expect((await setUp(fresh, renewed.link!, "chosen password 1")).status).toBe(201)
      // Once the owner has a password the variable does nothing: no link, the password stays, and the log says why.
      await fresh.stop({ keepData: true })
      const after = await startPrinting({ ...env, SVC_BOOTSTRAP_OWNER_NEW_SETUP_LINK: "true" }, fresh)
      fresh = after.started
      expect(after.printed).not.toContain("/setup#")
      expect(fresh.logs.some((l) => l.includes("SVC_BOOTSTRAP_OWNER_NEW_SETUP_LINK: no setup link made"))).toBe(true)
      expect((await client(fresh.url)("POST", "/v1/session", { email, password: "chosen password 1" })).status).toBe(201)
      expect((await setUp(fresh, renewed.link!, "chosen password 2")).body.error.code).toBe("INVITATION_INVALID")
    } finally {
      await fresh.stop()
    }
  })

  it("a link that expired unused is replaced at the next start", async () => {
    const email = `late-${randomUUID()}@example.com`
    const env = { SVC_BOOTSTRAP_OWNER_EMAIL: email, SVC_BOOTSTRAP_OWNER_PASSWORD: "" }
    const first = await startPrinting(env)
    let fresh = first.started
    try {
      await fresh.database(Effect.flatMap(SqlClient.SqlClient, (q) => q`update persons set setup_expires_at = now() - interval '1 second'`))
      expect((await setUp(fresh, first.link!, "chosen password 1")).body.error.code).toBe("INVITATION_INVALID")
      await fresh.stop({ keepData: true })
      const renewed = await startPrinting(env, fresh)
      fresh = renewed.started
      expect(renewed.link).toBeDefined()
      expect(renewed.link).not.toBe(first.link)
      expect((await setUp(fresh, renewed.link!, "chosen password 1")).status).toBe(201)
    } finally {
      await fresh.stop()
    }
  })
})
