import { Validator } from "@seriousme/openapi-schema-validator"
import { scopeTable } from "@svc/domain/api/scopeTable"
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { client, startTestServer, type TestServer } from "./support/testServer.js"

let server: TestServer
beforeAll(async () => { server = await startTestServer() })
afterAll(async () => { await server.stop() })

describe("OpenAPI", () => {
  it("/openapi.json is a valid OpenAPI 3.1 document, version 0.1.0", async () => {
    const r = await client(server.url)("GET", "/openapi.json")
    expect(r.status).toBe(200)
    expect(r.body.openapi).toMatch(/^3\.1/)
    expect(r.body.info.version).toBe("0.1.0")
    const result = await new Validator().validate(r.body)
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
  })

  it("documents every implemented endpoint with its scope and its errors", async () => {
    const doc = (await client(server.url)("GET", "/openapi.json")).body
    for (const row of scopeTable()) {
      const path = row.path.replace(/:(\w+)/g, "{$1}")
      const op = doc.paths[path]?.[row.method.toLowerCase()]
      expect(op, `${row.method} ${row.path}`).toBeDefined()
      if (row.scope !== "none") {
        expect(op["x-required-scope"]).toBe(row.scope)
        expect(op.description).toContain(row.scope === "authenticated" ? "Any valid API key" : `\`${row.scope}\``)
        expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(["400", "401", "403", "500"]))
      }
    }
    expect(doc.paths["/v1/accounts"].post.responses["409"]).toBeDefined()
    expect(doc.paths["/v1/accounts"].post.responses["201"]).toBeDefined()
    expect(doc.paths["/v1/accounts"].post.responses["200"]).toBeDefined()
  })

  it("no authenticated endpoint lacks a scope annotation", () => {
    const unannotated = scopeTable().filter((r) => r.scope === "admin" && !r.path.startsWith("/v1/admin"))
    expect(unannotated).toEqual([])
  })

  it("serves an interactive reference at /docs", async () => {
    const res = await fetch(`${server.url}/docs`)
    expect(res.status).toBe(200)
    expect(res.headers.get("content-type")).toContain("text/html")
    expect(await res.text()).toContain("openapi")
  })
})
