import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { client, startTestServer, type TestServer } from "./support/testServer.js"

let server: TestServer
beforeAll(async () => { server = await startTestServer() })
afterAll(async () => { await server.stop() })

const expectEnvelope = (r: { status: number; headers: Headers; body: { requestId?: unknown } }) => {
  const header = r.headers.get("svc-request-id")
  expect(header).toMatch(/^req_[0-9A-Za-z]{20}$/)
  expect(r.body.requestId).toBe(header)
}

describe("HTTP conventions", () => {
  it("healthz is always 200 with a request id in body and header", async () => {
    const r = await client(server.url)("GET", "/healthz")
    expect(r.status).toBe(200)
    expect(r.body.status).toBe("ok")
    expectEnvelope(r)
  })

  it("readyz checks the database and a credential round trip", async () => {
    const r = await client(server.url)("GET", "/readyz")
    expect(r.status).toBe(200)
    expect(r.body.checks).toEqual({ database: "ok", credentials: "ok" })
    expectEnvelope(r)
  })

  it("an unknown route is 404 NOT_FOUND in the envelope", async () => {
    for (const [method, path] of [["GET", "/nope"], ["POST", "/v1/nothing"], ["PUT", "/v1/nothing/else"], ["GET", "/v2/accounts"]] as const) {
      const r = await client(server.url, server.keyA)(method, path)
      expect(r.status).toBe(404)
      expect(r.body.error.code).toBe("NOT_FOUND")
      expectEnvelope(r)
    }
  })

  it("a success body is {data} with the request id", async () => {
    const r = await client(server.url, server.keyA)("GET", "/v1/accounts")
    expect(r.status).toBe(200)
    expect(Array.isArray(r.body.data)).toBe(true)
    expectEnvelope(r)
  })

  it("malformed JSON is 400 INVALID_REQUEST", async () => {
    const r = await client(server.url, server.keyA)("POST", "/v1/accounts", "{\"login\":")
    expect(r.status).toBe(400)
    expect(r.body.error.code).toBe("INVALID_REQUEST")
    expect(r.body.error.details).toEqual([{ field: "(body)", message: expect.any(String) }])
    expectEnvelope(r)
  })

  it("a body that is not an object is 400 INVALID_REQUEST", async () => {
    for (const body of ["[]", "42", "\"x\"", "null"]) {
      const r = await client(server.url, server.keyA)("POST", "/v1/accounts", body)
      expect(r.status).toBe(400)
      expect(r.body.error.code).toBe("INVALID_REQUEST")
    }
  })

  it("a body over 1 MiB is refused with 400", async () => {
    const r = await client(server.url, server.keyA)("POST", "/v1/accounts", { login: "1", server: "x", password: "p", label: "x".repeat(1_100_000) })
    expect(r.status).toBe(400)
    expect(r.body.error.code).toBe("INVALID_REQUEST")
  })

  it("a bad path id is 400 naming the field", async () => {
    const r = await client(server.url, server.keyA)("GET", "/v1/accounts/not-a-uuid")
    expect(r.status).toBe(400)
    expect(r.body.error.details).toEqual([{ field: "id", message: expect.any(String) }])
  })

  it("the server stays healthy after bad input", async () => {
    const r = await client(server.url)("GET", "/readyz")
    expect(r.status).toBe(200)
  })
})
