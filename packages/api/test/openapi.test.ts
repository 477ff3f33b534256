import { createConfig, lintFromString } from "@redocly/openapi-core"
import { Validator } from "@seriousme/openapi-schema-validator"
import { scopeTable } from "@svc/domain/api/scopeTable"
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { offlineScalar } from "../src/http/docs.js"
import { client, startTestServer, type TestServer } from "./support/testServer.js"

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any
const methods = ["get", "put", "post", "delete", "patch"]
const operationsOf = (doc: Json): Array<{ name: string; op: Json }> =>
  Object.entries(doc.paths as Record<string, Json>).flatMap(([path, item]) =>
    methods.filter((m) => item[m] !== undefined).map((m) => ({ name: `${m.toUpperCase()} ${path}`, op: item[m] })))
const refName = (schema: Json): string => String(schema.$ref).replace("#/components/schemas/", "")
const errorCodesOf = (response: Json): Array<string> => {
  const schema = response.content?.["application/json"]?.schema
  if (schema === undefined) return []
  return (schema.anyOf ?? [schema]).map(refName)
}

/** Error codes of the spec whose features are not built. */
const unbuiltCodes: ReadonlyArray<string> = []
const unbuiltNames = /copy:(read|write)|billing:read|members:read/i

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

  it("introduces the API, names its server, and gives every tag a readable name and a description", async () => {
    const doc = (await client(server.url)("GET", "/openapi.json")).body
    expect(doc.info.description).toContain("Authentication")
    expect(doc.info.description).toContain("Idempotency-Key")
    expect(doc.servers).toEqual([{ url: "/", description: expect.any(String) }])
    const tagNames = doc.tags.map((t: Json) => t.name)
    expect(tagNames).toEqual(["Health", "Accounts", "Account data", "Trading", "Orders", "Multi-account orders", "API keys", "Workspace", "Webhooks", "Session", "Members", "Alert hooks", "Alert hooks (inbound)", "Copy trading", "Billing", "Billing (inbound)"])
    for (const tag of doc.tags) expect(tag.description, tag.name).toMatch(/^.{20,}$/s)
  })

  it("gives every operation a summary, a description and a declared tag", async () => {
    const doc = (await client(server.url)("GET", "/openapi.json")).body
    const tagNames = new Set(doc.tags.map((t: Json) => t.name))
    const ops = operationsOf(doc)
    expect(ops.length).toBe(scopeTable().length)
    for (const { name, op } of ops) {
      expect(op.summary, name).toMatch(/^[A-Z]/)
      expect(op.description, name).toMatch(/^.{20,}$/s)
      expect(op.description, name).not.toBe(op.summary)
      for (const tag of op.tags) expect(tagNames.has(tag), `${name}: ${tag}`).toBe(true)
    }
  })

  it("passes Redocly's recommended ruleset with no error", async () => {
    const doc = (await client(server.url)("GET", "/openapi.json")).body
    const config = await createConfig({ extends: ["recommended"] })
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: "/openapi.json", config })
    const errors = problems.filter((p) => p.severity === "error")
      .map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? "?"}`)
    expect(errors).toEqual([])
  })

  it("types every error response by its code, and documents no error the service never answers", async () => {
    const doc = (await client(server.url)("GET", "/openapi.json")).body
    const text = JSON.stringify(doc)
    expect(text).not.toContain("HttpApiDecodeError")
    const schemas = doc.components.schemas
    for (const { name, op } of operationsOf(doc)) {
      for (const [status, response] of Object.entries(op.responses as Record<string, Json>)) {
        if (Number(status) < 400 || status === "503" && name === "GET /readyz") continue
        const codes = errorCodesOf(response)
        expect(codes.length, `${name} ${status}`).toBeGreaterThan(0)
        for (const code of codes) {
          expect(schemas[code].properties.error.properties.code, `${name} ${status} ${code}`).toEqual({ type: "string", enum: [code] })
          expect(response.description, `${name} ${status}`).toContain(`\`${code}\``)
        }
      }
    }
    const detailsOf = (code: string) => schemas[refName(schemas[code].properties.error.properties.details.items)]
    expect(detailsOf("ORDER_REJECTED").required).toEqual(["orderId", "state", "retcode", "retcodeText", "retryable"])
    expect(detailsOf("MISSING_SCOPE").properties.scope.enum).toEqual(doc.components.schemas.Scope.enum)
    expect(detailsOf("INVALID_REQUEST").required).toEqual(["field", "message"])
  })

  it("documents the response headers on every response that carries them", async () => {
    const doc = (await client(server.url)("GET", "/openapi.json")).body
    expect(Object.keys(doc.components.headers)).toEqual(["svc-request-id", "idempotent-replayed", "retry-after"])
    let replayable = 0
    let limited = 0
    for (const { name, op } of operationsOf(doc)) {
      const idempotent = op.parameters.some((p: Json) => p.in === "header" && p.name === "idempotency-key")
      if (idempotent) replayable++
      for (const [status, response] of Object.entries(op.responses as Record<string, Json>)) {
        const headers = Object.keys(response.headers ?? {})
        expect(headers, `${name} ${status}`).toContain("svc-request-id")
        expect(headers.includes("idempotent-replayed"), `${name} ${status}`).toBe(idempotent)
        expect(headers.includes("retry-after"), `${name} ${status}`).toBe(status === "429")
        if (status === "429") limited++
      }
    }
    expect(replayable).toBe(7)
    expect(limited).toBeGreaterThan(0)
  })

  it("documents no scope, event, error code or resource of a feature that is not built, and neither does the README", async () => {
    const doc = (await client(server.url)("GET", "/openapi.json")).body
    const text = JSON.stringify(doc)
    expect(text.match(unbuiltNames)).toBeNull()
    // Whole codes only: METHOD_NOT_ALLOWED (built) contains the members feature's NOT_ALLOWED.
    for (const code of unbuiltCodes) expect(text.match(new RegExp(`\\b${code}\\b`)), code).toBeNull()
    // Every documented scope is one an endpoint needs (or `admin`, which holds them all).
    const needed = new Set<string>([...scopeTable().map((r) => r.scope), "admin"])
    for (const scope of doc.components.schemas.Scope.enum) expect(needed.has(scope), scope).toBe(true)
    const readme = readFileSync(join(__dirname, "..", "..", "..", "README.md"), "utf8")
    expect(readme.match(/copy:(read|write)|billing:read|members:read/)).toBeNull()
  })

  it("serves the reference at /docs with the introduction and nothing fetched from elsewhere", async () => {
    const res = await fetch(`${server.url}/docs`)
    expect(res.status).toBe(200)
    expect(res.headers.get("content-type")).toContain("text/html")
    const html = await res.text()
    expect(html).toContain("Self-hosted: every address below is relative to your own install.")
    // The UI's code is inline; no script, stylesheet or font is loaded from another origin.
    expect(html.match(/<(script|link)[^>]+(src|href)=["']?(https?:)?\/\//i)).toBeNull()
    const configuration = JSON.parse(/dataset\.configuration = JSON\.stringify\((.*?)\)\n/.exec(html)?.[1] ?? "{}")
    expect(configuration).toMatchObject(offlineScalar)
  })
})
