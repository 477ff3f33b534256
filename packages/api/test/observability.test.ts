import { describe, expect, it } from "@effect/vitest"
import { spawn } from "node:child_process"
import { randomBytes, randomUUID } from "node:crypto"
import { mkdtempSync, rmSync } from "node:fs"
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { generateKey } from "../src/apiKeys/keyFormat.js"
import { freePort } from "./support/freePort.js"
import { freshDatabase } from "./support/freshDatabase.js"
import { client, signIn, startTestServer, testOwner } from "./support/testServer.js"

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const metricsToken = `mt_${randomBytes(16).toString("hex")}`
const scrape = (url: string, token?: string) =>
  fetch(`${url}/metrics`, { headers: token === undefined ? {} : { authorization: `Bearer ${token}` } })

/** An account brought online on the simulated broker (cold, then warmed), for orders and the accounts gauge. */
const onlineAccount = async (url: string, key: string, login: string, password: string) => {
  const api = client(url, key)
  const created = await api("POST", "/v1/accounts", { login, server: "SimBroker-Demo", password, mode: "cold" })
  expect(created.status).toBe(201)
  const id = created.body.data.id as string
  await api("POST", `/v1/accounts/${id}/warm`)
  for (let i = 0; i < 600; i++) {
    if ((await api("GET", `/v1/accounts/${id}/status`)).body.data.state === "ready") return id
    await sleep(50)
  }
  throw new Error("the account did not come online")
}

/** The value of one sample (`name{labels} value`) in Prometheus text, or undefined when absent. */
const sample = (text: string, name: string, labels: Record<string, string>): number | undefined => {
  for (const line of text.split("\n")) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue
    const ok = Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`))
    if (ok) return Number(line.slice(line.lastIndexOf(" ") + 1))
  }
  return undefined
}

describe("/metrics", () => {
  it("answers 401 without or with a wrong token, and the figures with it", async () => {
    const server = await startTestServer({ env: { SVC_METRICS_TOKEN: metricsToken } })
    try {
      const none = await scrape(server.url)
      expect(none.status).toBe(401)
      expect(none.headers.get("www-authenticate")).toBe("Bearer")
      expect(((await none.json()) as { error: { code: string } }).error.code).toBe("UNAUTHENTICATED")
      expect((await scrape(server.url, `${metricsToken}x`)).status).toBe(401)
      expect((await scrape(server.url, metricsToken.slice(0, -1))).status).toBe(401)
      expect((await fetch(`${server.url}/metrics`, { headers: { authorization: metricsToken } })).status).toBe(401)

      const id = await onlineAccount(server.url, server.keyA, "910001", "pw-metrics")
      const order = await client(server.url, server.keyA)("POST", `/v1/accounts/${id}/orders/market`, { side: "buy", symbol: "EURUSD", volume: "0.10" }, {
        "idempotency-key": randomUUID()
      })
      expect(order.status).toBe(200)
      await client(server.url, server.keyA)("GET", `/v1/accounts/${id}`)
      // Refused by the body guard before any route runs: still counted, under the route it was sent to.
      const refused = await fetch(`${server.url}/v1/accounts`, { method: "POST", headers: { authorization: `Bearer ${server.keyA}`, "content-type": "text/plain" }, body: "x" })
      expect(refused.status).toBe(400)

      const ok = await scrape(server.url, metricsToken)
      expect(ok.status).toBe(200)
      expect(ok.headers.get("content-type")).toContain("text/plain")
      const text = await ok.text()
      // Requests by documented route (never the account's id), method and status.
      expect(sample(text, "svc_http_requests_total", { route: "/v1/accounts", method: "POST", status: "201" })).toBe(1)
      expect(sample(text, "svc_http_requests_total", { route: "/v1/accounts/:id", method: "GET", status: "200" })).toBe(1)
      expect(sample(text, "svc_http_requests_total", { route: "/v1/accounts", method: "POST", status: "400" })).toBe(1)
      expect(sample(text, "svc_http_requests_total", { route: "/metrics", status: "401" })).toBe(4)
      expect(text).not.toContain(id)
      expect(sample(text, "svc_http_request_duration_seconds_count", { route: "/v1/accounts/:id/orders/market", status: "200" })).toBe(1)
      // The order reached the broker once, filled; its send was timed.
      expect(sample(text, "svc_orders_total", { outcome: "done" })).toBe(1)
      expect(sample(text, "svc_broker_send_duration_seconds_count", { outcome: "done" })).toBe(1)
      // Read from the database at scrape time.
      expect(sample(text, "svc_accounts", { state: "ready" })).toBe(1)
      expect(sample(text, "svc_webhook_deliveries_pending", {})).toBeGreaterThanOrEqual(0)
      expect(sample(text, "svc_metrics_database_up", {})).toBe(1)
      expect(sample(text, "svc_db_pool_connections", {})).toBeGreaterThanOrEqual(1)
      expect(text).toContain("svc_process_resident_memory_bytes")
    } finally {
      await server.stop()
    }
  }, 180_000)

  it("counts and times a wave's legs like any order (they leave as sends prepared when armed)", async () => {
    const server = await startTestServer({ env: { SVC_METRICS_TOKEN: metricsToken } })
    try {
      const ids = [await onlineAccount(server.url, server.keyA, "910101", "pw-w1"), await onlineAccount(server.url, server.keyA, "910102", "pw-w2")]
      const api = client(server.url, server.keyA)
      const created = await api("POST", "/v1/execution-waves", { accountIds: ids, order: { side: "buy", type: "market", symbol: "EURUSD", volume: "0.10" } }, {
        "idempotency-key": randomUUID()
      })
      expect(created.status).toBe(202)
      for (let i = 0; (await api("GET", `/v1/execution-waves/${created.body.data.id}`)).body.data.state !== "settled"; i++) {
        if (i > 400) throw new Error("the wave did not settle")
        await sleep(50)
      }
      const text = await (await scrape(server.url, metricsToken)).text()
      expect(sample(text, "svc_orders_total", { outcome: "done" })).toBe(2)
      expect(sample(text, "svc_broker_send_duration_seconds_count", { outcome: "done" })).toBe(2)
    } finally {
      await server.stop()
    }
  }, 180_000)

  it("on its own listener (SVC_METRICS_PORT): not on the API's port, and the token still asked there", async () => {
    const port = await freePort()
    const server = await startTestServer({ env: { SVC_METRICS_TOKEN: metricsToken, SVC_METRICS_PORT: String(port) } })
    try {
      expect((await scrape(server.url, metricsToken)).status).toBe(404)
      const own = `http://127.0.0.1:${port}`
      expect((await scrape(own)).status).toBe(401)
      const ok = await scrape(own, metricsToken)
      expect(ok.status).toBe(200)
      expect(await ok.text()).toContain("svc_http_requests_total")
      expect((await fetch(`${own}/v1/accounts`)).status).toBe(404)
    } finally {
      await server.stop()
    }
  }, 120_000)
})

interface Collected { readonly path: string; readonly body: string }

/** A stand-in OpenTelemetry collector on loopback: keeps every OTLP/HTTP JSON export it is sent. */
const collector = async (): Promise<{ readonly url: string; readonly received: Array<Collected>; readonly close: () => Promise<void> }> => {
  const received: Array<Collected> = []
  const server: Server = createServer((request, response) => {
    let body = ""
    request.on("data", (chunk: Buffer) => (body += chunk.toString()))
    request.on("end", () => {
      received.push({ path: request.url ?? "", body })
      response.writeHead(200, { "content-type": "application/json" }).end("{}")
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve()))
  }
}

interface OtlpSpan { readonly traceId: string; readonly spanId: string; readonly parentSpanId?: string; readonly name: string; readonly attributes: ReadonlyArray<{ key: string; value: Record<string, unknown> }> }
const spansOf = (received: ReadonlyArray<Collected>): Array<OtlpSpan> =>
  received.filter((r) => r.path === "/v1/traces").flatMap((r) =>
    (JSON.parse(r.body).resourceSpans ?? []).flatMap((rs: { scopeSpans: Array<{ spans: Array<OtlpSpan> }> }) => rs.scopeSpans.flatMap((s) => s.spans)))

describe("traces over OTLP (OTEL_EXPORTER_OTLP_ENDPOINT)", () => {
  it("(and no /metrics without SVC_METRICS_TOKEN) sends each request's span, named by its route, with the service's spans under it and the caller's trace kept", async () => {
    const otlp = await collector()
    const server = await startTestServer({ env: { OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url, OTEL_SERVICE_NAME: "svc-under-test" } })
    const traceId = randomBytes(16).toString("hex")
    let hookSecret = ""
    try {
      // No SVC_METRICS_TOKEN on this server: no /metrics at all, as for any unknown path.
      expect((await scrape(server.url)).status).toBe(404)
      expect((await scrape(server.url, "anything")).status).toBe(404)
      const api = client(server.url, server.keyA)
      const id = await onlineAccount(server.url, server.keyA, "910101", "pw-traces")
      expect((await api("POST", `/v1/accounts/${id}/orders/market`, { side: "buy", symbol: "EURUSD", volume: "0.10" }, {
        traceparent: `00-${traceId}-${randomBytes(8).toString("hex")}-01`,
        "idempotency-key": randomUUID()
      })).status).toBe(200)
      const hook = await api("POST", "/v1/alert-hooks", { name: "tv", accountIds: [id], defaults: { volume: "0.10" } })
      expect(hook.status).toBe(201)
      hookSecret = new URL(hook.body.data.url).pathname.split("/").pop()!
      await fetch(`${server.url}/hooks/tradingview/${hookSecret}`, { method: "POST", headers: { "content-type": "text/plain" }, body: "buy EURUSD" })

      for (let i = 0; i < 300 && !spansOf(otlp.received).some((s) => s.name === "POST /hooks/tradingview/:secret"); i++) await sleep(100)
      const spans = spansOf(otlp.received)
      const order = spans.find((s) => s.name === "POST /v1/accounts/:id/orders/market")
      expect(order).toBeDefined()
      // The caller's trace (W3C traceparent) goes on through the service.
      expect(order!.traceId).toBe(traceId)
      expect(order!.attributes).toContainEqual({ key: "http.route", value: { stringValue: "/v1/accounts/:id/orders/market" } })
      expect(order!.attributes).toContainEqual({ key: "http.response.status_code", value: { intValue: 200 } })
      // The services' Effect.fn spans are in the same trace, under the request.
      expect(spans.filter((s) => s.traceId === traceId && s.spanId !== order!.spanId).length).toBeGreaterThan(0)
      expect(otlp.received.some((r) => r.body.includes("svc-under-test"))).toBe(true)
      // No path as sent: the alert hook's secret, an account's id in a URL, a key, never reach the collector.
      const all = otlp.received.map((r) => r.body).join("\n")
      expect(all).not.toContain(hookSecret)
      expect(all).not.toContain(server.keyA)
      expect(all).not.toContain("pw-traces")
    } finally {
      await server.stop()
      await otlp.close()
    }
  }, 180_000)
})

/** The service as `pnpm dev` runs it (node, tsx's loader, src/main.ts), its output kept. */
const startProcess = (env: Record<string, string>) =>
  new Promise<{ readonly url: string; readonly output: () => string; readonly stop: () => Promise<number | null> }>((resolve, reject) => {
    const inherited = { ...process.env }
    delete inherited.DATABASE_URL
    const proc = spawn(process.execPath, [join(__dirname, "..", "bin", "start.mjs")], {
      env: { ...inherited, PORT: "0", HOST: "127.0.0.1", ...env },
      stdio: ["ignore", "pipe", "pipe"]
    })
    let out = ""
    let resolved = false
    const onData = (d: Buffer) => {
      out += d.toString()
      const m = /Listening on http:\/\/[^:]+:(\d+)/.exec(out)
      if (m && !resolved) {
        resolved = true
        resolve({
          url: `http://127.0.0.1:${m[1]}`,
          output: () => out,
          stop: () => new Promise((done) => {
            proc.removeAllListeners("exit")
            proc.on("exit", (code) => done(code))
            proc.kill("SIGTERM")
          })
        })
      }
    }
    proc.stdout.on("data", onData)
    proc.stderr.on("data", onData)
    proc.on("exit", (code) => reject(new Error(`exited ${code}: ${out}`)))
  })

describe("logs", () => {
  it("are JSON lines with the request id on each request's line, and never hold a secret", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "svc-logs-"))
    const db = await freshDatabase()
    const key = generateKey("live").full
    const brokerPassword = `broker-${randomBytes(12).toString("hex")}`
    const service = await startProcess({
      SVC_DATA_DIR: dataDir,
      ...(db.url === undefined ? {} : { DATABASE_URL: db.url }),
      SVC_MASTER_KEY: randomBytes(32).toString("base64"),
      SVC_BOOTSTRAP_API_KEY: key,
      SVC_BOOTSTRAP_OWNER_EMAIL: testOwner.email,
      SVC_BOOTSTRAP_OWNER_PASSWORD: testOwner.password,
      SVC_LOG_LEVEL: "debug",
      SVC_LOG_FORMAT: "json",
      SVC_ACCESS_LOG: "true",
      SVC_METRICS_TOKEN: metricsToken
    })
    const secrets: Array<string> = [key, brokerPassword, testOwner.password, metricsToken]
    const requestIds: Array<string> = []
    let metricsText = ""
    try {
      const api = client(service.url, key)
      const track = <R extends { headers: Headers }>(r: R) => (requestIds.push(r.headers.get("svc-request-id")!), r)
      const id = await onlineAccount(service.url, key, "920001", brokerPassword)
      expect(track(await api("POST", `/v1/accounts/${id}/orders/market`, { side: "buy", symbol: "EURUSD", volume: "0.10" }, {
        "idempotency-key": randomUUID()
      })).status).toBe(200)
      const made = track(await api("POST", "/v1/api-keys", { name: "reader", scopes: ["accounts:read"] }))
      secrets.push(made.body.data.key)
      const { cookie, reply } = await signIn(service.url, testOwner.email, testOwner.password)
      expect(reply.status).toBe(201)
      track(reply)
      secrets.push(cookie.split("=").slice(1).join("="))
      const hook = track(await api("POST", "/v1/alert-hooks", { name: "tv", accountIds: [id], defaults: { volume: "0.10" } }))
      const hookSecret = new URL(hook.body.data.url).pathname.split("/").pop()!
      secrets.push(hookSecret)
      const alert = await fetch(`${service.url}/hooks/tradingview/${hookSecret}?token=${hookSecret}`, { method: "POST", headers: { "content-type": "text/plain" }, body: "buy" })
      requestIds.push(alert.headers.get("svc-request-id")!)
      track(await api("GET", "/v1/nothing-here"))
      const scraped = await scrape(service.url, metricsToken)
      expect(scraped.status).toBe(200)
      metricsText = await scraped.text()
    } finally {
      expect(await service.stop()).toBe(0)
      await db.drop()
      rmSync(dataDir, { recursive: true, force: true })
    }
    const output = service.output()
    const lines = output.split("\n").filter((l) => l.startsWith("{")).map((l) => JSON.parse(l) as Record<string, unknown>)
    expect(lines.length).toBeGreaterThan(5)
    for (const line of lines) {
      expect(typeof line.time).toBe("string")
      expect(["trace", "debug", "info", "warn", "warning", "error", "fatal"]).toContain(line.level)
      expect(typeof line.msg).toBe("string")
    }
    // One access line per request, with the id the response carried, the route (not the path) and the status.
    for (const requestId of requestIds) {
      const access = lines.filter((l) => l.requestId === requestId && l.msg === "request")
      expect(access.length).toBe(1)
      expect(typeof access[0]!.durationMs).toBe("number")
    }
    expect(lines).toContainEqual(expect.objectContaining({ msg: "request", route: "/hooks/tradingview/:secret", method: "POST" }))
    expect(lines).toContainEqual(expect.objectContaining({ msg: "request", route: "unmatched", status: 404 }))
    expect(lines.at(-1)).toMatchObject({ msg: "shutdown: done" })
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(8)
      expect(output).not.toContain(secret)
      expect(metricsText).not.toContain(secret)
    }
  }, 240_000)
})
