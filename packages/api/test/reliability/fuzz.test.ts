/**
 * Fuzzing from the contract (issue 7): requests generated from the running server's `/openapi.json` (valid,
 * boundary and malformed) sent to the real server on loopback. Every answer must be in the spec's envelope, with
 * a status and error code the document lists for that operation, the body valid against the documented schema,
 * the request id in header and body, no 500 ever, and the server still ready at the end.
 *
 * FUZZ_SEED and FUZZ_COUNT change the run; a failure prints its index, which `generate(index)` rebuilds alone.
 */
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { closeAgent, send, sendTruncated, type RawReply } from "./support/http.js"
import { buildHoldings, connectAccount, expectStatus, idsOf, startSink, warmUntilReady, type Holdings } from "./support/fixtures.js"
import {
  documentedCodes, fetchOpenApi, fillPath, operationsOf, responseSchema, validate, type OpenApiDocument, type Operation
} from "./support/openapi.js"
import { Prng } from "./support/prng.js"
import { makeGenerator, queryParamsOf, unknownPatterns, type Generated, type Generator } from "./support/requests.js"
import { client, startTestServer, type TestServer } from "../support/testServer.js"

const seed = Number(process.env.FUZZ_SEED ?? 7)
const count = Number(process.env.FUZZ_COUNT ?? 10_000)
const concurrency = 16

let server: TestServer
let sink: Awaited<ReturnType<typeof startSink>>
let doc: OpenApiDocument
let operations: ReadonlyArray<Operation>
let holdings: Holdings
let generator: Generator

beforeAll(async () => {
  server = await startTestServer({ env: { SVC_WEBHOOK_ALLOW_INSECURE_TARGETS: "true" } })
  sink = await startSink()
  doc = await fetchOpenApi(server.url)
  operations = operationsOf(doc)
  const api = client(server.url, server.keyA)
  holdings = await buildHoldings(api, { login: "710001", sinkUrl: sink.url })
  const expendable = [holdings.coldAccountId]
  for (let i = 0; i < 4; i++) expendable.push(await connectAccount(api, `71010${i}`, "pw"))
  const narrow = expectStatus(await api("POST", "/v1/api-keys", { name: "fuzz narrow", scopes: ["accounts:read"] }), 201, "narrow key").body.data.key as string
  const revoked = expectStatus(await api("POST", "/v1/api-keys", { name: "fuzz revoked", scopes: ["trading:read"] }), 201, "revoked key").body.data
  expectStatus(await api("POST", `/v1/api-keys/${revoked.id}/revoke`), 200, "revoke")
  generator = makeGenerator(doc, operations, {
    ids: idsOf(holdings, { accounts: expendable }),
    expendableAccounts: expendable,
    keys: { admin: server.keyA, otherWorkspace: server.keyB, narrow, revoked: revoked.key },
    sinkUrl: sink.url
  }, seed, count)
}, 180_000)

afterAll(async () => {
  closeAgent()
  await sink?.close()
  await server?.stop()
})

const requestIdPattern = /^req_[0-9A-Za-z]{20}$/
/** Years JavaScript's Date holds and a timestamptz column does not. */
const farYears = ["+010000-01-01T00:00:00.000Z", "-000001-01-01T00:00:00.000Z", "-271821-04-20T00:00:00.000Z", "+275760-09-13T00:00:00.000Z"]
const isDateTime = (name: string) => ["expiration", "expiresAt", "createdAfter", "createdBefore", "since", "until"].includes(name)
const body0 = (o: Operation, valid: Record<string, unknown>) => (o.body === undefined ? undefined : JSON.stringify(valid))
const isRecord = (u: unknown): u is Record<string, unknown> => typeof u === "object" && u !== null && !Array.isArray(u)
const healthPaths = new Set(["/healthz", "/readyz"])

/** Everything wrong with one answer; empty when it keeps the contract. */
const problemsOf = (g: Generated, reply: RawReply): Array<string> => {
  const problems: Array<string> = []
  const body = reply.json
  const o = g.operation
  if (reply.status === 500) problems.push("500 INTERNAL_ERROR")
  else if (reply.status > 500 && reply.status !== 502 && reply.status !== 503) problems.push(`status ${reply.status}`)
  if (!(reply.headers["content-type"] ?? "").startsWith("application/json")) problems.push(`content-type ${reply.headers["content-type"] ?? "(none)"}`)
  if (!isRecord(body)) return [...problems, `body is not a JSON object: ${JSON.stringify(reply.text.slice(0, 200))}`]
  const header = reply.headers["svc-request-id"]
  if (typeof header !== "string" || !requestIdPattern.test(header)) problems.push(`svc-request-id header ${JSON.stringify(header)}`)
  if (body.requestId !== header) {
    // An idempotent replay is the first answer byte for byte (spec), request id included; the header is this
    // request's. Anything else must agree.
    const replay = "idempotency-key" in g.request.headers && typeof body.requestId === "string" && requestIdPattern.test(body.requestId)
    if (!replay) problems.push(`body requestId ${JSON.stringify(body.requestId)} differs from header ${JSON.stringify(header)}`)
  }

  // The envelope, independent of the document.
  const healthBody = o !== undefined && healthPaths.has(o.path) && (reply.status === 200 || reply.status === 503)
  if (healthBody) {
    if (typeof body.status !== "string") problems.push("health body without status")
  } else if (reply.status >= 400) {
    const extra = Object.keys(body).filter((k) => k !== "error" && k !== "requestId")
    if (extra.length > 0) problems.push(`error body has ${extra.join(",")}`)
    const error = body.error
    if (!isRecord(error) || typeof error.code !== "string" || typeof error.message !== "string") {
      problems.push("error envelope without code and message")
    } else {
      if (!/^[A-Z][A-Z0-9_]+$/.test(error.code)) problems.push(`code ${error.code}`)
      if (error.details !== undefined && !Array.isArray(error.details)) problems.push("details is not an array")
      const stray = Object.keys(error).filter((k) => !["code", "message", "details"].includes(k))
      if (stray.length > 0) problems.push(`error has ${stray.join(",")}`)
    }
  } else {
    if (!("data" in body)) problems.push("success body without data")
    const extra = Object.keys(body).filter((k) => !["data", "requestId", "page"].includes(k))
    if (extra.length > 0) problems.push(`success body has ${extra.join(",")}`)
  }

  // The document: status, code and body for this operation.
  if (o === undefined && g.kind === "method") {
    // A documented path with a method it does not answer: 405 naming the methods it does, in `Allow`.
    const code = isRecord(body.error) ? String(body.error.code) : ""
    if (reply.status !== 405 || code !== "METHOD_NOT_ALLOWED") problems.push(`wrong method: expected 405 METHOD_NOT_ALLOWED, got ${reply.status} ${code}`)
    if (g.allowed !== undefined && reply.headers.allow !== g.allowed) problems.push(`allow ${String(reply.headers.allow)}, expected ${g.allowed}`)
    return problems
  }
  if (o === undefined) {
    if (reply.status !== 404) problems.push(`no route expected, got ${reply.status}`)
    else if (isRecord(body.error) && body.error.code !== "NOT_FOUND") problems.push(`no route: code ${String(body.error.code)}`)
    return problems
  }
  if (!o.statuses.has(reply.status)) {
    problems.push(`status ${reply.status} not documented for ${o.label} (documented: ${[...o.statuses].join(",")})`)
    return problems
  }
  if (reply.status >= 400 && isRecord(body.error)) {
    const codes = documentedCodes(o.op, reply.status)
    if (codes.size > 0 && !codes.has(String(body.error.code))) {
      problems.push(`code ${String(body.error.code)} not documented for ${reply.status} (documented: ${[...codes].join(",")})`)
    }
  }
  const schema = responseSchema(o.op, reply.status)
  if (schema !== undefined) {
    const invalid = validate(doc, schema, body)
    if (invalid.length > 0) problems.push(`body does not match the documented ${reply.status} schema: ${invalid.slice(0, 3).join("; ")}`)
  }
  // Authentication comes first: a request without a working key learns nothing else, whatever else is wrong with it.
  const code = isRecord(body.error) ? String(body.error.code) : undefined
  if (o.authenticated && g.credential === "invalid" && (reply.status !== 401 || code !== "UNAUTHENTICATED")) {
    problems.push(`answered ${reply.status} ${code ?? ""} to ${g.detail} (expected 401 UNAUTHENTICATED)`)
  }
  // Then the scope: an accounts:read key reaches only what accounts:read (or any key) may see.
  const scope = o.op["x-required-scope"]
  // Endpoints for signed-in persons refuse every key the same way, whatever its scopes.
  const forPeople = scope === "person" || scope === "confirmed person"
  if (g.credential === "narrow" && forPeople && (reply.status !== 403 || code !== "MEMBERS_NEED_A_PERSON")) {
    problems.push(`answered ${reply.status} ${code ?? ""} to a key on a ${scope} endpoint (expected 403 MEMBERS_NEED_A_PERSON)`)
  }
  if (g.credential === "narrow" && !forPeople && scope !== undefined && scope !== "accounts:read" && scope !== "authenticated" &&
    (reply.status !== 403 || code !== "MISSING_SCOPE")) {
    problems.push(`answered ${reply.status} ${code ?? ""} to an accounts:read key on a ${scope} endpoint (expected 403 MISSING_SCOPE)`)
  }
  return problems
}

/**
 * Whether the account's terminal still answers: a margin calculation needs the live session and no free margin,
 * so it is "200" whatever the orders before it did, unless the session was lost.
 */
const stillServes = async (accountId: string): Promise<string> => {
  const r = await client(server.url, server.keyA)("POST", `/v1/accounts/${accountId}/calculate`, { kind: "margin", symbol: "EURUSD", side: "buy", volume: "0.01", price: "1.10000" })
  return r.status === 200 ? "200" : `${r.status} ${String(r.body?.error?.code)}`
}

/**
 * Brings the warmed account back for what follows a case that broke it. Warm alone does not (the account still
 * shows ready, so warm answers `alreadyRunning` and leaves it without a terminal): cool it, then warm it.
 */
const rewarm = async () => {
  const api = client(server.url, server.keyA)
  await api("POST", `/v1/accounts/${holdings.accountId}/cool`)
  await warmUntilReady(api, holdings.accountId)
}

interface Tally {
  sent: number
  byStatus: Map<number, number>
  byKind: Map<string, Map<number, number>>
  byOperation: Map<string, number>
  byCode: Map<string, number>
  transportErrors: Array<string>
  violations: Array<string>
  /** Violations by kind of problem, operation and mutation: the report, one line each. */
  groups: Map<string, number>
  /** Valid or boundary requests the server refused, by operation and field: where a generator and the server disagree. */
  validAnswered400: Map<string, number>
}

const bump = <K>(m: Map<K, number>, k: K) => m.set(k, (m.get(k) ?? 0) + 1)

const describeRequest = (g: Generated) =>
  `#${g.index} ${g.kind} ${g.detail} — ${g.request.method} ${g.request.target.slice(0, 160)}${g.request.body === undefined ? "" : ` body ${JSON.stringify(g.request.body.subarray(0, 160).toString("utf8"))}${g.request.body.length > 160 ? `… (${g.request.body.length} bytes)` : ""}`}`

describe("fuzzing from the contract", () => {
  it("every pattern in the document has a generator", () => {
    expect(unknownPatterns(doc)).toEqual([])
  })

  // The random run meets some inputs only now and then; these reach every field of every operation once, so a
  // finding names each place it occurs.
  it("every body field, query parameter and path parameter: NUL, lone surrogates and deep nesting", async () => {
    const base = new URL(server.url)
    const cases: Array<Generated> = []
    const rng = new Prng(seed)
    const headersFor = (o: Operation, i: number): Record<string, string> => ({
      authorization: `Bearer ${server.keyA}`,
      ...(o.headerParams.some((h) => h.name === "idempotency-key") ? { "idempotency-key": `sweep-${seed}-${i}` } : {})
    })
    const add = (o: Operation, variant: string, where: string, target: string, body: string | undefined, contentType = "application/json") => {
      const detail = `${variant}\u0001${where}`
      const headers = headersFor(o, cases.length)
      if (body !== undefined) headers["content-type"] = contentType
      cases.push({
        index: -1, kind: "body", detail, operation: o, credential: "admin",
        request: { method: o.method, target, headers, body: body === undefined ? undefined : Buffer.from(body) }
      })
    }
    for (const o of operations.filter((x) => x.authenticated)) {
      const ids = generator.knownIds(o, rng)
      const path = fillPath(o.path, ids)
      // A fresh valid body per case (a new login each time, so no case is refused as a duplicate of the one
      // before) with the one URL that is accepted, so the odd value is what the server has to deal with.
      const validBody = (): Record<string, unknown> => {
        const v = generator.validBody(o, rng)
        const obj = isRecord(v) ? { ...v } : {}
        if ("url" in obj) obj.url = sink.url
        return obj
      }
      const valid = validBody()
      const fields = o.body === undefined ? [] : Object.keys((doc.components.schemas[(o.body.$ref ?? "").split("/").pop() ?? ""] ?? o.body).properties ?? {})
      for (const field of fields) {
        for (const [variant, odd] of [["NUL in a string", "a\u0000b"], ["lone surrogate", "\ud800"], ["lone low surrogate", "x\udfff"]] as const) {
          add(o, variant, field, path, JSON.stringify({ ...validBody(), [field]: odd }))
        }
        add(o, "arrays nested 20000 deep", field, path, `{${JSON.stringify(field)}:${"[".repeat(20_000)}${"]".repeat(20_000)}}`)
        // The same valid body in the encodings the platform would also decode into a payload, with a NUL.
        const withNul = Object.entries({ ...validBody(), [field]: "a\u0000b" }).map(([k, v]): [string, string] => [k, typeof v === "string" ? v : JSON.stringify(v)])
        add(o, "form-encoded with a NUL", field, path, new URLSearchParams(withNul).toString(), "application/x-www-form-urlencoded")
        add(o, "multipart with a NUL", field, path,
          `${withNul.map(([k, v]) => `--x\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`).join("")}--x--\r\n`, "multipart/form-data; boundary=x")
        if (isDateTime(field)) {
          for (const far of farYears) add(o, "a year Postgres cannot hold", field, path, JSON.stringify({ ...validBody(), [field]: far }))
        }
      }
      for (const [name] of queryParamsOf(doc, o).filter(([n]) => isDateTime(n))) {
        for (const far of farYears) add(o, "a year Postgres cannot hold", `?${name}`, `${path}?${name}=${encodeURIComponent(far)}`, body0(o, valid))
      }
      const body = body0(o, valid)
      for (const [name] of queryParamsOf(doc, o)) add(o, "NUL in a query parameter", `?${name}`, `${path}?${name}=a%00b`, body)
      for (const p of o.pathParams) add(o, "NUL in a path parameter", `{${p.name}}`, fillPath(o.path, { ...ids, [p.name]: "%00" }, false), body)
      for (const p of o.pathParams) add(o, "broken percent-escape in a path parameter", `{${p.name}}`, fillPath(o.path, { ...ids, [p.name]: "%E0%A4%A" }, false), body)
    }
    // Problems by variant and problem, listing where: one line per bug, not one per field.
    const found = new Map<string, Set<string>>()
    const tried = new Map<string, number>()
    for (const g of cases) {
      const reply = await send(base, g.request)
      const [variant = "", where = ""] = g.detail.split("\u0001")
      // A case aimed at the warmed account must not cost it its terminal: check after each, name the culprit, and
      // warm it again so the cases after it are judged on their own.
      if (g.request.target.includes(holdings.accountId)) {
        const serving = await stillServes(holdings.accountId)
        if (serving !== "200") {
          const key = `${variant}: the warmed account's terminal answers ${serving} afterwards`
          found.set(key, (found.get(key) ?? new Set()).add(`${g.operation?.label ?? ""} ${where} (answered ${reply.status} ${reply.text.slice(0, 80)})`))
          await rewarm()
        }
      }
      tried.set(variant, (tried.get(variant) ?? 0) + 1)
      for (const p of problemsOf(g, reply)) {
        const key = `${variant}: ${p.split("\n")[0]}`
        found.set(key, (found.get(key) ?? new Set()).add(`${g.operation?.label ?? ""} ${where}`))
      }
    }
    const report = [...found].map(([k, places]) => `${k} — ${places.size} of ${tried.get(k.split(":")[0] ?? "") ?? 0} places: ${[...places].join("; ")}`)
    console.log(`targeted sweep: ${cases.length} requests (${[...tried].map(([v, n]) => `${v} ${n}`).join(", ")}), ${report.length} problems${report.length > 0 ? `\n  ${report.join("\n  ")}` : ""}`)
    expect(report).toEqual([])
  }, 120_000)

  it(`${count} generated requests: envelope, documented status and code, no 500, still ready`, async () => {
    // Judged on its own: whatever the sweep before did to the warmed account is undone first.
    if (await stillServes(holdings.accountId) !== "200") await rewarm()
    const logsBefore = server.logs.length
    const base = new URL(server.url)
    const tally: Tally = {
      sent: 0, byStatus: new Map(), byKind: new Map(), byOperation: new Map(), byCode: new Map(), transportErrors: [], violations: [], groups: new Map(), validAnswered400: new Map()
    }
    const began = performance.now()
    let next = 0
    await Promise.all(Array.from({ length: concurrency }, async () => {
      while (next < generator.count) {
        const g = generator.generate(next++)
        let reply: RawReply
        try {
          reply = await send(base, g.request)
        } catch (e) {
          // Over the bound, the server answers early and closes; the client may see the reset before the answer.
          if (g.kind === "huge" && g.detail.includes("over")) {
            bump(tally.byStatus, 0)
            continue
          }
          tally.transportErrors.push(`${describeRequest(g)}: ${(e as Error).message}`)
          continue
        }
        tally.sent++
        bump(tally.byStatus, reply.status)
        const kindMap = tally.byKind.get(g.kind) ?? new Map<number, number>()
        bump(kindMap, reply.status)
        tally.byKind.set(g.kind, kindMap)
        bump(tally.byOperation, g.operation?.label ?? "(no route)")
        if (isRecord(reply.json) && isRecord(reply.json.error)) bump(tally.byCode, `${reply.status} ${String(reply.json.error.code)}`)
        for (const p of problemsOf(g, reply)) {
          tally.violations.push(`${p}\n    ${describeRequest(g)}\n    → ${reply.status} ${reply.text.slice(0, 300)}`)
          bump(tally.groups, `${p.replace(/req_\w+|[0-9a-f]{8}-[\w-]{27}|"[^"]*"/g, "…").slice(0, 120)} | ${g.operation?.label ?? "(no route)"} | ${g.detail.split(" ")[0]}`)
        }
        if ((g.kind === "valid" || g.kind === "boundary") && reply.status === 400) {
          const fields = isRecord(reply.json) && isRecord(reply.json.error) && Array.isArray(reply.json.error.details)
            ? reply.json.error.details.map((d: unknown) => (isRecord(d) ? String(d.field) : "?")).join(",")
            : "?"
          bump(tally.validAnswered400, `${g.operation?.label ?? ""} [${fields}]`)
        }
      }
    }))
    const seconds = (performance.now() - began) / 1000

    // Cut off on the wire: the declared length never arrives.
    const truncated: Array<string> = []
    for (let i = 0; i < 12; i++) {
      const body = Buffer.from(JSON.stringify({ login: "1", server: "SimBroker-Demo", password: "pw" }))
      const head = `POST /v1/accounts HTTP/1.1\r\nhost: 127.0.0.1\r\nauthorization: Bearer ${server.keyA}\r\ncontent-type: application/json\r\ncontent-length: ${body.length + 10 + i}\r\n\r\n`
      const answer = await sendTruncated(base, head, body.subarray(0, i * 3))
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]
      truncated.push(status ?? "closed")
      if (status !== undefined && status !== "400") tally.violations.push(`truncated body on the wire answered ${status}: ${answer.slice(0, 300)}`)
    }

    const ready = await client(server.url)("GET", "/readyz")
    const health = await client(server.url)("GET", "/healthz")
    const serving = await stillServes(holdings.accountId)
    const unexpected = server.logs.slice(logsBefore).filter((l) => l.includes("unexpected failure"))

    const statuses = [...tally.byStatus].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s === 0 ? "reset" : s}: ${n}`).join(", ")
    console.log([
      `fuzz: seed ${seed}, ${generator.count} requests (${tally.sent} answered) in ${seconds.toFixed(1)} s, concurrency ${concurrency}, ${operations.length} operations`,
      `  by status: ${statuses}`,
      ...[...tally.byKind].sort().map(([k, m]) => `  ${k.padEnd(13)} ${[...m].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s === 0 ? "reset" : s}:${n}`).join(" ")}`),
      `  error codes: ${[...tally.byCode].sort().map(([c, n]) => `${c}:${n}`).join(", ")}`,
      `  truncated on the wire: ${truncated.join(" ")}`,
      `  valid or boundary requests answered 400: ${[...tally.validAnswered400.values()].reduce((a, b) => a + b, 0)} (refusals the schema cannot express: unknown ids in a body, a past expiry, a refused URL)`,
      ...[...tally.validAnswered400].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, n]) => `    ${n} × ${k}`),
      `  violations: ${tally.violations.length}, transport errors: ${tally.transportErrors.length}, 500s: ${tally.byStatus.get(500) ?? 0}, "unexpected failure" log lines: ${unexpected.length}`,
      `  /readyz ${ready.status}, /healthz ${health.status}, the warmed account's terminal: ${serving}`
    ].join("\n"))
    if (tally.violations.length > 0) {
      console.log(`violations by kind:\n${[...tally.groups].sort((a, b) => b[1] - a[1]).map(([k, n]) => `  ${n} × ${k}`).join("\n")}`)
      console.log(`first violations:\n${tally.violations.slice(0, 12).join("\n")}`)
    }
    if (unexpected.length > 0) console.log(`server log of the first failures:\n${unexpected.slice(0, 5).map((l) => l.slice(0, 1500)).join("\n")}`)

    expect(tally.byOperation.size, "every operation was exercised").toBeGreaterThanOrEqual(operations.length)
    expect(tally.transportErrors.slice(0, 10)).toEqual([])
    expect(tally.violations.slice(0, 10)).toEqual([])
    expect(tally.byStatus.get(500) ?? 0).toBe(0)
    expect(unexpected.slice(0, 3)).toEqual([])
    expect(ready.status).toBe(200)
    expect(health.status).toBe(200)
    expect(serving).toBe("200")
  }, 240_000)

})
