import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { client, startTestServer, type TestServer } from "./support/testServer.js"

let server: TestServer
beforeAll(async () => { server = await startTestServer() })
afterAll(async () => { await server.stop() })

describe("API keys", () => {
  it("creates a key returned once, then lists it without the key", async () => {
    const admin = client(server.url, server.keyA)
    const r = await admin("POST", "/v1/api-keys", { name: "positions reader", scopes: ["trading:read"] })
    expect(r.status).toBe(201)
    const k = r.body.data
    expect(k.key).toMatch(/^svc_live_[0-9A-Za-z]{16}_[0-9A-Za-z]{32}$/)
    expect(k).toMatchObject({
      name: "positions reader", environment: "live", scopes: ["trading:read"],
      lastUsedAt: null, expiresAt: null, revokedAt: null
    })
    expect(k.key.split("_")[2]).toBe(k.publicId)
    expect(k.hint.endsWith(k.key.slice(-4))).toBe(true)
    expect(k.hint).not.toContain(k.key.split("_")[3])

    const list = await admin("GET", "/v1/api-keys")
    const listed = list.body.data.find((x: { id: string }) => x.id === k.id)
    expect(listed).toBeDefined()
    expect(list.text).not.toContain(k.key)
    expect(Object.keys(listed)).not.toContain("key")
    const one = await admin("GET", `/v1/api-keys/${k.id}`)
    expect(one.body.data).toEqual(listed)
  })

  it("test keys can be made and carry the test label", async () => {
    const r = await client(server.url, server.keyA)("POST", "/v1/api-keys", { name: "t", scopes: ["accounts:read"], environment: "test" })
    expect(r.body.data.key).toMatch(/^svc_test_/)
    expect((await client(server.url, r.body.data.key)("GET", "/v1/accounts")).status).toBe(200)
  })

  it("admin and keys:manage cannot be granted; unknown scopes and empty lists are refused", async () => {
    const admin = client(server.url, server.keyA)
    for (const scopes of [["admin"], ["keys:manage"], ["accounts:read", "admin"], ["accounts:fly"], [], "accounts:read"]) {
      const r = await admin("POST", "/v1/api-keys", { name: "x", scopes })
      expect(r.status, JSON.stringify(scopes)).toBe(400)
      expect(r.body.error.code).toBe("INVALID_REQUEST")
      expect(r.body.error.details[0].field).toMatch(/^scopes/)
    }
    const noName = await admin("POST", "/v1/api-keys", { scopes: ["accounts:read"] })
    expect(noName.body.error.details).toEqual([{ field: "name", message: expect.any(String) }])
    const past = await admin("POST", "/v1/api-keys", { name: "x", scopes: ["accounts:read"], expiresAt: "2020-01-01T00:00:00Z" })
    expect(past.status).toBe(400)
    expect(past.body.error.details[0].field).toBe("expiresAt")
  })

  it("a key without keys:manage cannot manage keys", async () => {
    const admin = client(server.url, server.keyA)
    const k = await admin("POST", "/v1/api-keys", { name: "w", scopes: ["accounts:write", "trading:write", "webhooks:write"] })
    const r = await client(server.url, k.body.data.key)("POST", "/v1/api-keys", { name: "x", scopes: ["accounts:read"] })
    expect(r.status).toBe(403)
    expect(r.body.error.details).toEqual([{ scope: "keys:manage" }])
  })

  it("PATCH renames and re-scopes; needs at least one property", async () => {
    const admin = client(server.url, server.keyA)
    const k = (await admin("POST", "/v1/api-keys", { name: "before", scopes: ["accounts:read"] })).body.data
    const renamed = await admin("PATCH", `/v1/api-keys/${k.id}`, { name: "after" })
    expect(renamed.body.data).toMatchObject({ name: "after", scopes: ["accounts:read"] })
    const rescoped = await admin("PATCH", `/v1/api-keys/${k.id}`, { scopes: ["trading:read", "accounts:read"] })
    expect(rescoped.body.data).toMatchObject({ name: "after", scopes: ["trading:read", "accounts:read"], publicId: k.publicId })
    const empty = await admin("PATCH", `/v1/api-keys/${k.id}`, {})
    expect(empty.status).toBe(400)
    expect((await admin("PATCH", `/v1/api-keys/${k.id}`, { scopes: ["admin"] })).status).toBe(400)
  })

  it("revoking is immediate and repeatable; a revoked key cannot be renamed (409 KEY_REVOKED)", async () => {
    const admin = client(server.url, server.keyA)
    const k = (await admin("POST", "/v1/api-keys", { name: "gone", scopes: ["accounts:read"] })).body.data
    const revoked = await admin("POST", `/v1/api-keys/${k.id}/revoke`)
    expect(revoked.status).toBe(200)
    expect(revoked.body.data.revokedAt).not.toBeNull()
    const again = await admin("POST", `/v1/api-keys/${k.id}/revoke`)
    expect(again.body.data.revokedAt).toBe(revoked.body.data.revokedAt)
    const patch = await admin("PATCH", `/v1/api-keys/${k.id}`, { name: "zombie" })
    expect(patch.status).toBe(409)
    expect(patch.body.error.code).toBe("KEY_REVOKED")
  })

  it("another workspace's key is 404 NOT_FOUND and never listed", async () => {
    const k = (await client(server.url, server.keyA)("POST", "/v1/api-keys", { name: "mine", scopes: ["accounts:read"] })).body.data
    const other = client(server.url, server.keyB)
    for (const [method, path, body] of [
      ["GET", `/v1/api-keys/${k.id}`, undefined],
      ["PATCH", `/v1/api-keys/${k.id}`, { name: "stolen" }],
      ["POST", `/v1/api-keys/${k.id}/revoke`, undefined]
    ] as const) {
      const r = await other(method, path, body)
      expect(r.status).toBe(404)
      expect(r.body.error.code).toBe("NOT_FOUND")
    }
    const list = await other("GET", "/v1/api-keys")
    expect(list.body.data.map((x: { id: string }) => x.id)).not.toContain(k.id)
    expect((await client(server.url, k.key)("GET", "/v1/accounts")).status).toBe(200)
  })

  it("50 active keys at most: the 51st is 409 KEY_LIMIT, and revoking one frees a place", async () => {
    const admin = client(server.url, server.keyB)
    const existing = (await admin("GET", "/v1/api-keys")).body.data.filter((k: { revokedAt: string | null }) => k.revokedAt === null).length
    const made: Array<string> = []
    for (let i = existing; i < 50; i++) {
      const r = await admin("POST", "/v1/api-keys", { name: `k${i}`, scopes: ["accounts:read"] })
      expect(r.status).toBe(201)
      made.push(r.body.data.id)
    }
    const over = await admin("POST", "/v1/api-keys", { name: "one too many", scopes: ["accounts:read"] })
    expect(over.status).toBe(409)
    expect(over.body.error.code).toBe("KEY_LIMIT")
    await admin("POST", `/v1/api-keys/${made[0]}/revoke`)
    expect((await admin("POST", "/v1/api-keys", { name: "fits again", scopes: ["accounts:read"] })).status).toBe(201)
  })
})
