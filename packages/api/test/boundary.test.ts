/**
 * The HTTP boundary (issue 14): everything the database would refuse is a 400 naming the field before any SQL,
 * bodies are JSON only, no error repeats what was sent, and a bad request costs a bounded answer.
 */
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { randomUUID } from "node:crypto"
import { closeAgent, send } from "./reliability/support/http.js"
import { connectAccount, warmUntilReady } from "./reliability/support/fixtures.js"
import { client, sessionClient, signIn, startTestServer, type Reply, type TestServer } from "./support/testServer.js"

let server: TestServer
let accountId: string
const api = () => client(server.url, server.keyA)

beforeAll(async () => {
  server = await startTestServer()
  accountId = await connectAccount(api(), "740001", "pw")
  await warmUntilReady(api(), accountId)
}, 60_000)

afterAll(async () => {
  closeAgent()
  await server.stop()
})

const expectInvalid = (r: Reply, field: string) => {
  expect(r.status, r.text).toBe(400)
  expect(r.body.error.code).toBe("INVALID_REQUEST")
  expect(r.body.error.details.map((d: { field: string }) => d.field)).toContain(field)
}

const raw = (method: string, path: string, contentType: string | undefined, body: string | Buffer | undefined, headers: Record<string, string> = {}) =>
  send(new URL(server.url), {
    method,
    target: path,
    // An empty `authorization` in `headers` sends none (a request made with a session cookie instead).
    headers: Object.fromEntries(Object.entries({
      authorization: `Bearer ${server.keyA}`,
      ...(contentType === undefined ? {} : { "content-type": contentType }),
      ...headers
    }).filter(([, v]) => v !== "")),
    body: body === undefined ? undefined : Buffer.from(body)
  })

const stillServes = async () => {
  const r = await api()("POST", `/v1/accounts/${accountId}/calculate`, { kind: "margin", symbol: "EURUSD", side: "buy", volume: "0.01", price: "1.10000" })
  expect(r.status, r.text).toBe(200)
}

describe("timestamps the database cannot hold are refused", () => {
  it("a pending order's expiration in year 10000 or before year 1 is 400 naming expiration", async () => {
    for (const expiration of ["+010000-01-01T00:00:00.000Z", "-000001-01-01T00:00:00.000Z", "10000-01-01T00:00:00Z"]) {
      const r = await api()("POST", `/v1/accounts/${accountId}/orders/pending`, { kind: "buy_limit", symbol: "EURUSD", volume: "0.01", price: "0.50000", expiration }, { "idempotency-key": randomUUID() })
      expectInvalid(r, "expiration")
    }
    await stillServes()
  })

  it("order and deal filters at the ends of JavaScript's range are 400 naming the parameter", async () => {
    expectInvalid(await api()("GET", "/v1/orders?createdAfter=-271821-04-20T00:00:00.000Z"), "createdAfter")
    expectInvalid(await api()("GET", "/v1/orders?createdBefore=%2B275760-09-13T00:00:00.000Z"), "createdBefore")
    expectInvalid(await api()("GET", `/v1/accounts/${accountId}/deals?since=%2B275760-09-13T00:00:00.000Z`), "since")
    expectInvalid(await api()("GET", `/v1/accounts/${accountId}/deals?until=-271821-04-20T00:00:00.000Z`), "until")
  })

  it("the ends of the admitted range and an offset are accepted", async () => {
    const r = await api()("GET", `/v1/orders?createdAfter=0001-01-01T00:00:00Z&createdBefore=${encodeURIComponent("9999-12-31T23:59:59.999+00:00")}`)
    expect(r.status, r.text).toBe(200)
    const d = await api()("GET", `/v1/accounts/${accountId}/deals?since=2000-01-01T00:00:00Z&until=${encodeURIComponent("2999-01-01T01:00:00+01:00")}`)
    expect(d.status, d.text).toBe(200)
  })
})

describe("timestamps name a day that exists", () => {
  const calendarMessage = /real calendar date.*0001 to 9999/

  it("an impossible date or a leap second is 400 naming the field, never read as another day", async () => {
    for (const when of ["2023-02-29T00:00:00Z", "2030-04-31T00:00:00Z", "2100-02-29T12:00:00Z", "2030-01-01T23:59:60Z", "2030-06-31T10:00:00+02:00"]) {
      const q = await api()("GET", `/v1/orders?createdBefore=${encodeURIComponent(when)}`)
      expectInvalid(q, "createdBefore")
      expect(q.body.error.details.find((d: { field: string }) => d.field === "createdBefore").message, when).toMatch(calendarMessage)
      const d = await api()("GET", `/v1/accounts/${accountId}/deals?since=${encodeURIComponent(when)}`)
      expectInvalid(d, "since")
      const p = await api()("POST", `/v1/accounts/${accountId}/orders/pending`, { kind: "buy_limit", symbol: "EURUSD", volume: "0.01", price: "0.50000", expiration: when }, { "idempotency-key": randomUUID() })
      expectInvalid(p, "expiration")
      expect(p.text).not.toContain("Date instance")
    }
    await stillServes()
  })

  it("29 February of a leap year is accepted, with or without an offset", async () => {
    for (const when of ["2024-02-29T00:00:00Z", "2000-02-29T23:30:00-01:00", "2030-12-31T23:59:59.999Z"]) {
      const r = await api()("GET", `/v1/orders?createdAfter=${encodeURIComponent(when)}`)
      expect(r.status, `${when}: ${r.text}`).toBe(200)
    }
  })
})

describe("path parameters that are not valid percent-encoding", () => {
  it("are 400 naming the parameter on every documented operation, never 405 naming the method used", async () => {
    const doc = (await api()("GET", "/openapi.json")).body as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }
    const tried: Array<string> = []
    for (const [template, operations] of Object.entries(doc.paths)) {
      const params = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)
      for (const bad of params) {
        for (const [method, operation] of Object.entries(operations).filter(([m]) => ["get", "post", "patch", "put", "delete"].includes(m))) {
          for (const broken of ["%FF", "%E0%A4%A", "%zz"]) {
            const target = template.replace(/\{(\w+)\}/g, (_, name: string) => (name === bad ? broken : name === "positionId" ? "1" : randomUUID()))
            const r = await raw(method.toUpperCase(), target, undefined, undefined)
            const where = `${method.toUpperCase()} ${target}: ${r.text}`
            expect(r.status, where).toBe(400)
            expect(operation.responses, where).toHaveProperty("400")
            expect(r.json, where).toMatchObject({ error: { code: "INVALID_REQUEST", details: [{ field: bad, message: expect.stringContaining("percent-encod") }] } })
            tried.push(target)
          }
        }
      }
    }
    expect(tried.length).toBeGreaterThan(60)
  })

  it("the reviewer's examples: GET on a path that answers GET is never 405", async () => {
    for (const path of ["/v1/orders/%FF", `/v1/accounts/%E0%A4%A/status`, "/v1/webhooks/%zz/deliveries"]) {
      const r = await api()("GET", path)
      expect(r.status, `${path}: ${r.text}`).toBe(400)
      expect(r.headers.get("allow")).toBeNull()
      expect(r.body.error.details).toEqual([{ field: "id", message: expect.stringContaining("percent-encod") }])
    }
    // A method the path does not answer is still 405, however its parameter is written.
    const put = await api()("PUT", "/v1/orders/%FF")
    expect(put.status).toBe(405)
    expect(put.headers.get("allow")).toBe("GET")
  })
})

describe("request bodies are JSON only", () => {
  it("a multipart market order is refused, not traded", async () => {
    const form = new FormData()
    for (const [k, v] of Object.entries({ side: "buy", symbol: "EURUSD", volume: "0.01" })) form.set(k, v)
    const before = (await api()("GET", `/v1/orders?accountId=${accountId}`)).body.data.length
    const r = await fetch(`${server.url}/v1/accounts/${accountId}/orders/market`, {
      method: "POST", headers: { authorization: `Bearer ${server.keyA}`, "idempotency-key": randomUUID() }, body: form
    })
    const body = await r.json() as { error: { code: string; message: string; details: unknown } }
    expect(r.status).toBe(400)
    expect(body.error.code).toBe("INVALID_REQUEST")
    expect(body.error.message).toContain("application/json")
    expect(body.error.details).toEqual([{ field: "content-type", message: expect.stringContaining("application/json") }])
    expect((await api()("GET", `/v1/orders?accountId=${accountId}`)).body.data.length).toBe(before)
  })

  it("multipart and form bodies carrying a NUL never reach the account", async () => {
    const form = new FormData()
    form.set("clientOrderId", "bad\u0000ref")
    const multipart = await fetch(`${server.url}/v1/accounts/${accountId}/positions/1/close`, {
      method: "POST", headers: { authorization: `Bearer ${server.keyA}`, "idempotency-key": randomUUID() }, body: form
    })
    expect(multipart.status).toBe(400)
    const urlencoded = await raw("POST", `/v1/accounts/${accountId}/orders/market`, "application/x-www-form-urlencoded",
      "side=buy&symbol=EURUSD&volume=0.01&clientOrderId=a%00b", { "idempotency-key": randomUUID() })
    expect(urlencoded.status).toBe(400)
    expect((urlencoded.json as { error: { details: unknown } }).error.details).toEqual([{ field: "content-type", message: expect.any(String) }])
    await stillServes()
  })

  it("every other content type is 400 naming content-type; application/json with or without utf-8 is read", async () => {
    for (const type of ["text/plain", "application/xml", "application/json-patch+json", "application/octet-stream", "application/json; charset=utf-16", "multipart/form-data; boundary=x"]) {
      const r = await raw("POST", "/v1/accounts", type, JSON.stringify({ login: "1", server: "SimBroker-Demo", password: "pw" }))
      expect(r.status, `${type}: ${r.text}`).toBe(400)
      expect(r.json).toMatchObject({ error: { code: "INVALID_REQUEST", details: [{ field: "content-type" }] } })
    }
    for (const [i, type] of ["application/json; charset=utf-8", "APPLICATION/JSON", "application/json;charset=\"UTF-8\""].entries()) {
      const r = await raw("POST", "/v1/accounts", type, JSON.stringify({ login: `74100${i}`, server: "SimBroker-Demo", password: "pw" }))
      expect(r.status, `${type}: ${r.text}`).toBe(201)
    }
  })

  it("malformed multipart and a chunked body over 1 MiB answer in the envelope", async () => {
    const malformed = await raw("POST", "/v1/accounts", "multipart/form-data; boundary=x", "--x\r\nContent-Disposition: form-data\r\n\r\nno end")
    expect(malformed.status).toBe(400)
    expect(malformed.json).toMatchObject({ error: { code: "INVALID_REQUEST" } })
    const big = Buffer.from(JSON.stringify({ login: "1", server: "SimBroker-Demo", password: "pw", label: "x".repeat(1_200_000) }))
    const chunked = await send(new URL(server.url), {
      method: "POST", target: "/v1/accounts", chunked: true, body: big,
      headers: { authorization: `Bearer ${server.keyA}`, "content-type": "application/json" }
    })
    expect(chunked.status).toBe(400)
    expect(chunked.json).toMatchObject({ error: { code: "INVALID_REQUEST", details: [{ field: "(body)" }] } })
  })

  it("a POST without a body or content type still works where the endpoint takes none", async () => {
    const r = await raw("POST", `/v1/accounts/${accountId}/warm`, undefined, undefined)
    expect(r.status, r.text).toBe(202)
  })
})

describe("errors never repeat what was sent", () => {
  const secretish = "Sx9-" + "q".repeat(300)
  const passwords: ReadonlyArray<unknown> = [secretish, 918273645546372, { value: "Sx9-object-secret" }, ["Sx9-array-secret"], true]
  const leaked = (text: string) => ["Sx9-", "918273645546372"].filter((s) => text.includes(s))

  it("a bad password of any kind on connect or change is 400 naming password, without its value", async () => {
    for (const password of passwords) {
      const connect = await api()("POST", "/v1/accounts", { login: "742001", server: "SimBroker-Demo", password })
      expectInvalid(connect, "password")
      expect(leaked(connect.text)).toEqual([])
      const change = await api()("POST", `/v1/accounts/${accountId}/password`, { password })
      expectInvalid(change, "password")
      expect(leaked(change.text)).toEqual([])
    }
  })

  it("a text/plain or form body is not echoed", async () => {
    const plain = await raw("POST", `/v1/accounts/${accountId}/password`, "text/plain", "Sx9-plain-secret")
    expect(plain.status).toBe(400)
    expect(leaked(plain.text)).toEqual([])
    const form = await raw("POST", `/v1/accounts/${accountId}/password`, "application/x-www-form-urlencoded", "password=Sx9-form-secret")
    expect(form.status).toBe(400)
    expect(leaked(form.text)).toEqual([])
  })

  it("no message quotes a submitted value; each says what to send", async () => {
    const r = await api()("POST", `/v1/accounts/${accountId}/orders/pending`, {
      kind: "sell-limit", symbol: "EURUSD", volume: "Sx9-volume", price: 918273645546372, deviationPoints: "Sx9-dev", expiration: "Sx9-when"
    }, { "idempotency-key": randomUUID() })
    expect(r.status).toBe(400)
    expect(leaked(r.text)).toEqual([])
    for (const [method, path] of [["GET", "/v1/Sx9-path"], ["PUT", "/v1/accounts?Sx9-query"]] as const) {
      const unknown = await api()(method, path)
      expect([404, 405]).toContain(unknown.status)
      expect(leaked(unknown.text)).toEqual([])
    }
    const q = await api()("GET", "/v1/orders?limit=Sx9-limit&createdAfter=Sx9-after")
    expect(q.status).toBe(400)
    expect(leaked(q.text)).toEqual([])
    expect(q.body.error.details).toEqual(expect.arrayContaining([
      { field: "limit", message: expect.stringMatching(/^must be /) },
      { field: "createdAfter", message: expect.stringContaining("RFC 3339") }
    ]))
  })
})

describe("a bad request costs a bounded answer", () => {
  it("a body just under 1 MiB of unknown fields is refused with a short answer", async () => {
    const fields = Array.from({ length: 95_000 }, (_, i) => `"u${i}":1`).join(",")
    const r = await raw("POST", "/v1/accounts", "application/json", `{${fields}}`)
    expect(r.status).toBe(400)
    expect(r.text.length).toBeLessThan(4_000)
    expect(r.json).toMatchObject({ error: { code: "INVALID_REQUEST", details: [{ field: "(body)" }] } })
  })

  it("details list the first 50 fields and count the rest", async () => {
    const body = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`u${i}`, 1]))
    const r = await api()("POST", "/v1/accounts", body)
    expect(r.status).toBe(400)
    expect(r.body.error.details).toHaveLength(51)
    // 300 unknown fields and the three required ones missing.
    expect(r.body.error.details[50]).toEqual({ field: "(more)", message: expect.stringContaining("253 more") })
  })

  it("thousands of query parameters are refused with a short answer", async () => {
    const query = Array.from({ length: 5_000 }, (_, i) => `p${i}=1`).join("&")
    const r = await api()("GET", `/v1/orders?${query}`)
    expect(r.status).toBe(400)
    expect(r.text.length).toBeLessThan(4_000)
  })
})

describe("errors that say what to do (issue 15)", () => {
  it("an enum error lists every allowed value", async () => {
    const r = await api()("POST", `/v1/accounts/${accountId}/orders/pending`, { kind: "sell-limit", symbol: "EURUSD", volume: "0.01", price: "0.5" }, { "idempotency-key": randomUUID() })
    expect(r.status).toBe(400)
    const kind = r.body.error.details.find((d: { field: string }) => d.field === "kind")
    for (const value of ["buy_limit", "sell_limit", "buy_stop", "sell_stop", "buy_stop_limit", "sell_stop_limit"]) expect(kind.message).toContain(`"${value}"`)
  })

  it("no message names an internal schema", async () => {
    const r = await raw("POST", `/v1/orders/${randomUUID()}/cancel`, "application/json", "null")
    expect(r.status).toBe(400)
    expect(r.text).not.toContain("CancelOrderRequest")
    expect(r.json).toMatchObject({ error: { details: [{ field: "(body)", message: "must be a JSON object" }] } })
    const p = await api()("POST", `/v1/accounts/${accountId}/password`, { password: 5 })
    expect(p.text).not.toMatch(/Redacted|ChangePassword/)
  })

  it("a body that is JSON but not an object says the body must be a JSON object, on every operation that takes one", async () => {
    const doc = (await api()("GET", "/openapi.json")).body as {
      paths: Record<string, Record<string, { requestBody?: unknown; "x-required-scope"?: string }>>
    }
    // Operations for people are reached with the owner's session, its identity confirmed (step-up), not a key.
    const { cookie } = await signIn(server.url, server.owner.email, server.owner.password)
    const confirmed = await sessionClient(server.url, cookie)("POST", "/v1/session/step-up", { password: server.owner.password })
    expect(confirmed.status, confirmed.text).toBe(200)
    let tried = 0
    for (const [template, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (operation.requestBody === undefined) continue
        // The inbound alert hook reads any text (TradingView sends text/plain), and records what it cannot read.
        if (template.startsWith("/hooks/")) continue
        const target = template.replace(/\{(\w+)\}/g, (_, name: string) => (name === "positionId" ? "1" : name === "id" && template.startsWith("/v1/accounts/") ? accountId : randomUUID()))
        const forPeople = /person/.test(operation["x-required-scope"] ?? "")
        const credentials = forPeople ? { authorization: "", cookie, origin: server.url } : {}
        for (const body of ["[1]", "[]", "\"text\"", "5", "true", "null"]) {
          const r = await raw(method.toUpperCase(), target, "application/json", body, { "idempotency-key": randomUUID(), ...credentials })
          expect(r.json, `${method} ${target} ${body}: ${r.text}`).toMatchObject({
            error: { code: "INVALID_REQUEST", details: [{ field: "(body)", message: "must be a JSON object" }] }
          })
          tried++
        }
      }
    }
    expect(tried).toBeGreaterThan(60)
  })

  it("a missing Idempotency-Key says it is a request header and what to put in it", async () => {
    const r = await api()("POST", `/v1/accounts/${accountId}/orders/market`, { side: "buy", symbol: "EURUSD", volume: "0.01" })
    expect(r.status).toBe(400)
    expect(r.body.error.details).toEqual([{ field: "idempotency-key", message: expect.stringMatching(/request header.*UUID/) }])
  })

  it("symbols may be comma-separated or repeated", async () => {
    const repeated = await api()("GET", `/v1/accounts/${accountId}/quotes?symbols=EURUSD&symbols=GBPUSD`)
    expect(repeated.status, repeated.text).toBe(200)
    expect(repeated.body.data.map((q: { symbol: string }) => q.symbol)).toEqual(["EURUSD", "GBPUSD"])
  })

  it("refusing an http:// webhook names the development switch", async () => {
    const r = await api()("POST", "/v1/webhooks", { url: "http://example.com/hook" })
    expect(r.status).toBe(400)
    expect(r.text).toContain("SVC_WEBHOOK_ALLOW_INSECURE_TARGETS")
  })

  it("a known path with a method it does not answer is 405 with Allow, in the envelope", async () => {
    for (const [method, path, allow] of [["PUT", "/v1/accounts", "GET, POST"], ["DELETE", `/v1/orders/${randomUUID()}/cancel`, "POST"], ["POST", "/healthz", "GET"]] as const) {
      const r = await api()(method, path)
      expect(r.status, `${method} ${path}`).toBe(405)
      expect(r.headers.get("allow")).toBe(allow)
      expect(r.body.error.code).toBe("METHOD_NOT_ALLOWED")
      expect(r.body.error.message).toContain(allow.split(", ")[0])
      expect(r.body.requestId).toBe(r.headers.get("svc-request-id"))
    }
    expect((await api()("GET", "/v1/nothing")).status).toBe(404)
  })

  it("a POST whose fields are all optional needs no body: cancel and close", async () => {
    const pending = await api()("POST", `/v1/accounts/${accountId}/orders/pending`, { kind: "buy_limit", symbol: "EURUSD", volume: "0.01", price: "0.50000" }, { "idempotency-key": randomUUID() })
    expect(pending.status, pending.text).toBe(200)
    const cancel = await raw("POST", `/v1/orders/${pending.body.data.id}/cancel`, undefined, undefined)
    expect(cancel.status, cancel.text).toBe(200)
    const market = await api()("POST", `/v1/accounts/${accountId}/orders/market`, { side: "buy", symbol: "EURUSD", volume: "0.01" }, { "idempotency-key": randomUUID() })
    expect(market.status, market.text).toBe(200)
    const positions = (await api()("POST", `/v1/accounts/${accountId}/reconcile`)).body.data.positions as Array<{ brokerPositionId: string }>
    expect(positions.length).toBeGreaterThan(0)
    const close = await raw("POST", `/v1/accounts/${accountId}/positions/${positions[0]!.brokerPositionId}/close`, undefined, undefined, { "idempotency-key": randomUUID() })
    expect(close.status, close.text).toBe(200)
    // A call with required fields and no body says which are missing.
    const none = await raw("POST", "/v1/accounts", undefined, undefined)
    expect(none.status).toBe(400)
    expect((none.json as { error: { details: Array<{ field: string }> } }).error.details.map((d) => d.field)).toEqual(["login", "server", "password"])
  })
})
