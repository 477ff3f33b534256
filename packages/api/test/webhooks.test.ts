import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { client, startTestServer, type TestServer } from "./support/testServer.js"

// Three servers: the default (no development switch), one with it (loopback targets for endpoints that must
// exist; nothing listens on port 9 and no event is recorded here), and one whose workspaces are on the Free plan.
let strict: TestServer
let dev: TestServer
let free: TestServer
beforeAll(async () => {
  // One after the other: embedded databases starting at once in one process can time out.
  strict = await startTestServer()
  dev = await startTestServer({ env: { SVC_WEBHOOK_ALLOW_INSECURE_TARGETS: "true" } })
  free = await startTestServer({ env: { SVC_BOOTSTRAP_PLAN: "free" } })
})
afterAll(async () => { await Promise.all([strict?.stop(), dev?.stop(), free?.stop()]) })

const target = (n: number | string) => `http://127.0.0.1:9/hooks/${n}`

describe("POST /v1/webhooks", () => {
  it("creates an endpoint; the secret is returned once and never listed", async () => {
    const api = client(dev.url, dev.keyA)
    const r = await api("POST", "/v1/webhooks", { url: target("created"), events: ["order.filled", "position.closed"], description: "orders" })
    expect(r.status).toBe(201)
    const ep = r.body.data
    expect(ep).toMatchObject({
      url: target("created"), description: "orders", events: ["order.filled", "position.closed"], enabled: true,
      disabledAt: null, disabledReason: null, consecutiveFailures: 0, previousSecretExpiresAt: null
    })
    expect(ep.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(ep.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/)
    expect(ep.secretHint).toBe(ep.secret.slice(-4))
    expect(new Date(ep.createdAt).toISOString()).toBe(ep.createdAt)
    expect(ep.updatedAt).toBe(ep.createdAt)

    const list = await api("GET", "/v1/webhooks")
    expect(list.status).toBe(200)
    expect(list.text).not.toContain(ep.secret)
    const listed = list.body.data.find((e: { id: string }) => e.id === ep.id)
    expect(Object.keys(listed)).not.toContain("secret")
    const one = await api("GET", `/v1/webhooks/${ep.id}`)
    expect(one.body.data).toEqual(listed)
    expect(one.text).not.toContain(ep.secret)
    const { secret: _secret, ...withoutSecret } = ep
    expect(listed).toEqual(withoutSecret)
    await api("DELETE", `/v1/webhooks/${ep.id}`)
  })

  it("events empty or omitted means every event; description defaults to null", async () => {
    const api = client(dev.url, dev.keyA)
    const a = await api("POST", "/v1/webhooks", { url: target("all-a") })
    const b = await api("POST", "/v1/webhooks", { url: target("all-b"), events: [] })
    expect(a.body.data).toMatchObject({ events: [], description: null })
    expect(b.body.data.events).toEqual([])
    for (const r of [a, b]) await api("DELETE", `/v1/webhooks/${r.body.data.id}`)
  })

  it("refuses private, loopback, link-local and internal targets, http:// and ports other than 443", async () => {
    const api = client(strict.url, strict.keyA)
    const cases = [
      "https://10.0.0.5/hook", "https://10.255.1.1:443/hook", "https://127.0.0.1/hook", "https://127.5.6.7/hook",
      "https://169.254.169.254/latest/meta-data", "https://[::1]/hook", "https://[fc00::1]/hook", "https://[fd00::abcd]/hook",
      "https://[fe80::1]/hook", "https://192.168.1.10/hook", "https://172.20.0.1/hook", "https://0.0.0.0/hook",
      "https://[::ffff:10.0.0.1]/hook", "https://0x7f000001/hook", "https://localhost/hook", "https://svc.localhost/hook",
      "https://intranet/hook", "https://nas.local/hook", "https://metadata.google.internal/hook",
      "http://example.com/hook", "https://example.com:8443/hook", "https://example.com:80/hook",
      "https://user:pass@example.com/hook", "not a url"
    ]
    for (const url of cases) {
      const r = await api("POST", "/v1/webhooks", { url })
      expect(r.status, url).toBe(400)
      expect(r.body.error.code).toBe("INVALID_REQUEST")
      expect(r.body.error.details).toEqual([{ field: "url", message: expect.any(String) }])
    }
    expect((await api("GET", "/v1/webhooks")).body.data).toEqual([])
  })

  it("the development switch admits loopback http receivers, still not private ranges", async () => {
    const api = client(dev.url, dev.keyA)
    const ok = await api("POST", "/v1/webhooks", { url: "http://localhost:9/hook" })
    expect(ok.status).toBe(201)
    await api("DELETE", `/v1/webhooks/${ok.body.data.id}`)
    for (const url of ["http://10.0.0.5/hook", "http://169.254.169.254/", "https://[fd00::1]/"]) {
      expect((await api("POST", "/v1/webhooks", { url })).status, url).toBe(400)
    }
  })

  it("validates the body and names every bad field", async () => {
    const api = client(dev.url, dev.keyA)
    const cases: Array<[unknown, Array<string>]> = [
      [{}, ["url"]],
      [{ url: "" }, ["url"]],
      [{ url: target(1), events: ["order.exploded"] }, ["events.0"]],
      [{ url: target(1), events: "order.filled" }, ["events"]],
      [{ url: target(1), description: "d".repeat(501) }, ["description"]],
      [{ url: target(1), secret: "whsec_mine" }, ["secret"]],
      [{ url: 5, events: [1], description: 7 }, ["url", "events.0", "description"]]
    ]
    for (const [body, fields] of cases) {
      const r = await api("POST", "/v1/webhooks", body)
      expect(r.status, JSON.stringify(body)).toBe(400)
      expect(r.body.error.details.map((d: { field: string }) => d.field).sort()).toEqual([...fields].sort())
    }
  })

  it("a workspace has at most 10 endpoints: the 11th is 409 KEY_LIMIT; deleting one makes room", async () => {
    const api = client(dev.url, dev.keyB)
    const ids: Array<string> = []
    for (let i = 0; i < 10; i++) {
      const r = await api("POST", "/v1/webhooks", { url: target(`limit-${i}`) })
      expect(r.status).toBe(201)
      ids.push(r.body.data.id)
    }
    const eleventh = await api("POST", "/v1/webhooks", { url: target("limit-10") })
    expect(eleventh.status).toBe(409)
    expect(eleventh.body.error).toMatchObject({ code: "KEY_LIMIT", details: [{ limit: 10, resource: "webhook_endpoints" }] })
    expect(eleventh.body.error.message).toContain("10 webhook endpoints")
    // The other workspace is not affected.
    const other = await client(dev.url, dev.keyA)("POST", "/v1/webhooks", { url: target("other") })
    expect(other.status).toBe(201)
    await client(dev.url, dev.keyA)("DELETE", `/v1/webhooks/${other.body.data.id}`)

    expect((await api("DELETE", `/v1/webhooks/${ids[0]}`)).status).toBe(200)
    expect((await api("POST", "/v1/webhooks", { url: target("limit-again") })).status).toBe(201)
    const all = await api("GET", "/v1/webhooks")
    expect(all.body.data).toHaveLength(10)
    for (const e of all.body.data) await api("DELETE", `/v1/webhooks/${e.id}`)
  })

  it("concurrent creations never pass the limit", async () => {
    const api = client(dev.url, dev.keyB)
    const results = await Promise.all(Array.from({ length: 14 }, (_, i) => api("POST", "/v1/webhooks", { url: target(`race-${i}`) })))
    expect(results.filter((r) => r.status === 201)).toHaveLength(10)
    expect(results.filter((r) => r.status === 409)).toHaveLength(4)
    for (const e of (await api("GET", "/v1/webhooks")).body.data) await api("DELETE", `/v1/webhooks/${e.id}`)
  })

  it("is a paid-plan feature: 402 FEATURE_NOT_IN_PLAN naming the plans that have webhooks", async () => {
    const r = await client(free.url, free.keyA)("POST", "/v1/webhooks", { url: "https://example.com/hook" })
    expect(r.status, JSON.stringify(r.body)).toBe(402)
    expect(r.body.error.code).toBe("FEATURE_NOT_IN_PLAN")
    expect(r.body.error.message).toMatch(/starter, scale, enterprise/i)
    expect(r.body.error.details[0]).toMatchObject({ feature: "webhooks", plans: ["starter", "scale", "enterprise"] })
    expect((await client(free.url, free.keyA)("GET", "/v1/webhooks")).status).toBe(200)
  })
})

describe("PATCH, DELETE, rotate, enable", () => {
  it("PATCH changes url, events and description; the secret is unchanged; an empty body is refused", async () => {
    const api = client(dev.url, dev.keyA)
    const ep = (await api("POST", "/v1/webhooks", { url: target("patch"), description: "before" })).body.data
    const r = await api("PATCH", `/v1/webhooks/${ep.id}`, { events: ["order.rejected"] })
    expect(r.status).toBe(200)
    expect(r.body.data).toMatchObject({ url: target("patch"), events: ["order.rejected"], description: "before", secretHint: ep.secretHint })
    expect(r.text).not.toContain(ep.secret)
    expect(new Date(r.body.data.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(ep.updatedAt).getTime())
    const r2 = await api("PATCH", `/v1/webhooks/${ep.id}`, { url: target("patched"), description: null, events: [] })
    expect(r2.body.data).toMatchObject({ url: target("patched"), description: null, events: [] })
    const empty = await api("PATCH", `/v1/webhooks/${ep.id}`, {})
    expect(empty.status).toBe(400)
    expect(empty.body.error.code).toBe("INVALID_REQUEST")
    const badUrl = await client(dev.url, dev.keyA)("PATCH", `/v1/webhooks/${ep.id}`, { url: "http://192.168.0.1/x" })
    expect(badUrl.status).toBe(400)
    expect(badUrl.body.error.details[0].field).toBe("url")
    await api("DELETE", `/v1/webhooks/${ep.id}`)
  })

  it("rotate returns a new secret once, with previousSecretExpiresAt 24 hours ahead", async () => {
    const api = client(dev.url, dev.keyA)
    const ep = (await api("POST", "/v1/webhooks", { url: target("rotate") })).body.data
    const before = Date.now()
    const r = await api("POST", `/v1/webhooks/${ep.id}/rotate`)
    expect(r.status).toBe(200)
    expect(r.body.data.secret).toMatch(/^whsec_/)
    expect(r.body.data.secret).not.toBe(ep.secret)
    expect(r.body.data.secretHint).toBe(r.body.data.secret.slice(-4))
    const expires = new Date(r.body.data.previousSecretExpiresAt).getTime()
    expect(expires - before).toBeGreaterThanOrEqual(24 * 3600_000 - 5_000)
    expect(expires - before).toBeLessThanOrEqual(24 * 3600_000 + 5_000)
    const got = await api("GET", `/v1/webhooks/${ep.id}`)
    expect(got.body.data.previousSecretExpiresAt).toBe(r.body.data.previousSecretExpiresAt)
    expect(got.text).not.toContain(r.body.data.secret)
    await api("DELETE", `/v1/webhooks/${ep.id}`)
  })

  it("enable on an endpoint that is on is a no-op; DELETE returns it and then it is gone", async () => {
    const api = client(dev.url, dev.keyA)
    const ep = (await api("POST", "/v1/webhooks", { url: target("enable") })).body.data
    const on = await api("POST", `/v1/webhooks/${ep.id}/enable`)
    expect(on.status).toBe(200)
    expect(on.body.data).toMatchObject({ id: ep.id, enabled: true, updatedAt: ep.updatedAt })
    const del = await api("DELETE", `/v1/webhooks/${ep.id}`)
    expect(del.status).toBe(200)
    expect(del.body.data.id).toBe(ep.id)
    expect((await api("GET", `/v1/webhooks/${ep.id}`)).status).toBe(404)
    expect((await api("DELETE", `/v1/webhooks/${ep.id}`)).status).toBe(404)
  })
})

describe("tenancy and scopes", () => {
  it("another workspace's endpoint is 404 NOT_FOUND on every endpoint, never 403", async () => {
    const mine = client(dev.url, dev.keyA)
    const theirs = client(dev.url, dev.keyB)
    const ep = (await mine("POST", "/v1/webhooks", { url: target("tenant") })).body.data
    const eventId = "7c7d2a1e-2b3c-4d5e-8f90-123456789abc"
    const calls: Array<[string, string, unknown?]> = [
      ["GET", `/v1/webhooks/${ep.id}`], ["PATCH", `/v1/webhooks/${ep.id}`, { description: "x" }],
      ["DELETE", `/v1/webhooks/${ep.id}`], ["POST", `/v1/webhooks/${ep.id}/test`], ["POST", `/v1/webhooks/${ep.id}/rotate`],
      ["POST", `/v1/webhooks/${ep.id}/enable`], ["GET", `/v1/webhooks/${ep.id}/deliveries`],
      ["GET", `/v1/webhooks/${ep.id}/deliveries/${eventId}`], ["POST", `/v1/webhooks/${ep.id}/deliveries/${eventId}/redeliver`]
    ]
    for (const [method, path, body] of calls) {
      const r = await theirs(method, path, body)
      expect(r.status, `${method} ${path}`).toBe(404)
      expect(r.body.error.code).toBe("NOT_FOUND")
      expect(r.text).not.toContain(ep.secret)
    }
    expect((await theirs("GET", "/v1/webhooks")).body.data.map((e: { id: string }) => e.id)).not.toContain(ep.id)
    expect((await mine("GET", `/v1/webhooks/${ep.id}`)).status).toBe(200)
    await mine("DELETE", `/v1/webhooks/${ep.id}`)
  })

  it("webhooks:read lists and reads; webhooks:write is needed to change; write implies read", async () => {
    const admin = client(dev.url, dev.keyA)
    const readerKey = (await admin("POST", "/v1/api-keys", { name: "wh reader", scopes: ["webhooks:read"] })).body.data.key
    const writerKey = (await admin("POST", "/v1/api-keys", { name: "wh writer", scopes: ["webhooks:write"] })).body.data.key
    const otherKey = (await admin("POST", "/v1/api-keys", { name: "accounts", scopes: ["accounts:write"] })).body.data.key
    const reader = client(dev.url, readerKey)
    const writer = client(dev.url, writerKey)
    const created = await writer("POST", "/v1/webhooks", { url: target("scopes") })
    expect(created.status).toBe(201)
    const id = created.body.data.id
    expect((await reader("GET", "/v1/webhooks")).status).toBe(200)
    expect((await reader("GET", `/v1/webhooks/${id}`)).status).toBe(200)
    expect((await reader("GET", `/v1/webhooks/${id}/deliveries`)).status).toBe(200)
    expect((await writer("GET", `/v1/webhooks/${id}/deliveries`)).status).toBe(200)
    for (const [method, path] of [["POST", "/v1/webhooks"], ["DELETE", `/v1/webhooks/${id}`], ["POST", `/v1/webhooks/${id}/rotate`]] as const) {
      const r = await reader(method, path, method === "POST" && path === "/v1/webhooks" ? { url: target("x") } : undefined)
      expect(r.status, `${method} ${path}`).toBe(403)
      expect(r.body.error.code).toBe("MISSING_SCOPE")
      expect(r.body.error.message).toContain("webhooks:write")
    }
    expect((await client(dev.url, otherKey)("GET", "/v1/webhooks")).status).toBe(403)
    expect((await writer("DELETE", `/v1/webhooks/${id}`)).status).toBe(200)
  })

  it("unknown ids are 404; malformed ids are 400", async () => {
    const api = client(dev.url, dev.keyA)
    expect((await api("GET", "/v1/webhooks/00000000-0000-4000-8000-000000000000")).status).toBe(404)
    expect((await api("GET", "/v1/webhooks/nope")).status).toBe(400)
  })
})
