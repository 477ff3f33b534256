// The operator's view, measured: what the production bundle saves at start against the sources through tsx, and
// what the access log and OTLP spans cost per request against a baseline (both off), as ratios measured in this one
// process tree, alternating the variants so the machine's load falls on each alike. Server CPU per request is read
// from /proc (user + system), which a loaded machine distorts less than wall time. `npx -y pnpm@10.34.9 bench:ops`;
// DATABASE_URL (a Postgres server) gives each run a fresh database there, otherwise each uses an embedded PGlite.
import { generateKey } from "@svc/api/apiKeys/keyFormat"
import { freshDatabase } from "@svc/api/testing/freshDatabase"
import { spawn, type ChildProcess } from "node:child_process"
import { randomBytes } from "node:crypto"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { Agent, createServer, request } from "node:http"
import type { AddressInfo } from "node:net"
import { loadavg, tmpdir } from "node:os"
import { join } from "node:path"

const apiDir = join(import.meta.dirname, "..", "..", "packages", "api")
const rounds = Number(process.env.OPS_ROUNDS ?? 3)
const requests = Number(process.env.OPS_REQUESTS ?? 1500)
const key = generateKey("live").full
const ticks = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ")
  return Number(fields[11]) + Number(fields[12])
}

const start = async (entry: "bundle" | "sources", env: Record<string, string>) => {
  const db = await freshDatabase({ prefix: "svc_bench_ops" })
  const dataDir = mkdtempSync(join(tmpdir(), "svc-bench-ops-"))
  const began = performance.now()
  const proc: ChildProcess = spawn(process.execPath, ["--max-semi-space-size=64", entry === "bundle" ? "dist/main.mjs" : "bin/start.mjs"], {
    cwd: apiDir,
    env: {
      ...process.env, PORT: "0", HOST: "127.0.0.1", SVC_DATA_DIR: dataDir, SVC_MASTER_KEY: randomBytes(32).toString("base64"),
      SVC_BOOTSTRAP_API_KEY: key, ...(db.url === undefined ? { DATABASE_URL: "" } : { DATABASE_URL: db.url }), ...env
    }
  })
  const port = await new Promise<number>((resolve, reject) => {
    let out = ""
    const onData = (d: Buffer) => {
      out += d.toString()
      const m = /Listening on http:\/\/[^:]+:(\d+)/.exec(out)
      if (m) resolve(Number(m[1]))
    }
    proc.stdout!.on("data", onData)
    proc.stderr!.on("data", onData)
    proc.on("exit", (code) => reject(new Error(`exited ${code}: ${out}`)))
  })
  const startSeconds = (performance.now() - began) / 1000
  const stop = async () => {
    proc.removeAllListeners("exit")
    await new Promise((resolve) => (proc.on("exit", resolve), proc.kill("SIGTERM")))
    await db.drop()
    rmSync(dataDir, { recursive: true, force: true })
  }
  return { proc, port, startSeconds, stop }
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 })
const call = (port: number, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const text = body === undefined ? undefined : JSON.stringify(body)
    const req = request({
      host: "127.0.0.1", port, path, method, agent,
      headers: { authorization: `Bearer ${key}`, ...(text === undefined ? {} : { "content-type": "application/json" }), ...headers }
    }, (res) => {
      let out = ""
      res.on("data", (d: Buffer) => (out += d.toString()))
      res.on("end", () => (res.statusCode! < 300 ? resolve({ status: res.statusCode!, body: out }) : reject(new Error(`${path}: ${res.statusCode} ${out}`))))
    })
    req.on("error", reject)
    req.end(text)
  })

/** Server CPU milliseconds per GET /v1/accounts and per market order, each over sequential requests after a warm-up. */
const cpuPerRequest = async (env: Record<string, string>) => {
  const service = await start("bundle", env)
  const cpuOf = async (n: number, f: () => Promise<unknown>) => {
    for (let i = 0; i < Math.min(200, n); i++) await f()
    const before = ticks(service.proc.pid!)
    for (let i = 0; i < n; i++) await f()
    return ((ticks(service.proc.pid!) - before) * 10) / n
  }
  try {
    const id = JSON.parse((await call(service.port, "POST", "/v1/accounts", { login: "990001", server: "SimBroker-Demo", password: "pw", mode: "cold" })).body).data.id
    await call(service.port, "POST", `/v1/accounts/${id}/warm`)
    while (JSON.parse((await call(service.port, "GET", `/v1/accounts/${id}/status`)).body).data.state !== "ready") await new Promise((r) => setTimeout(r, 50))
    const read = await cpuOf(requests, () => call(service.port, "GET", "/v1/accounts"))
    const order = await cpuOf(Math.round(requests / 2), () =>
      call(service.port, "POST", `/v1/accounts/${id}/orders/market`, { side: "buy", symbol: "EURUSD", volume: "0.01" }, { "idempotency-key": crypto.randomUUID() }))
    return { read, order }
  } finally {
    await service.stop()
  }
}

const collector = createServer((req, res) => (req.resume(), req.on("end", () => res.writeHead(200).end("{}"))))
await new Promise<void>((r) => collector.listen(0, "127.0.0.1", r))
const otlp = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`

const variants: Record<string, Record<string, string>> = {
  baseline: {},
  accessLog: { SVC_ACCESS_LOG: "true" },
  otlpSpans: { OTEL_EXPORTER_OTLP_ENDPOINT: otlp }
}
const starts: Record<"bundle" | "sources", Array<number>> = { bundle: [], sources: [] }
const cpu: Record<string, Array<{ read: number; order: number }>> = Object.fromEntries(Object.keys(variants).map((v) => [v, []]))
const loads: Array<number> = []
for (let round = 0; round < rounds; round++) {
  for (const entry of round % 2 === 0 ? ["bundle", "sources"] as const : ["sources", "bundle"] as const) {
    const s = await start(entry, {})
    starts[entry].push(s.startSeconds)
    await s.stop()
  }
  for (const [name, env] of Object.entries(variants)) {
    loads.push(loadavg()[0]!)
    cpu[name]!.push(await cpuPerRequest(env))
  }
}
collector.close()
const median = (xs: ReadonlyArray<number>) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const fmt = (n: number) => n.toFixed(3)
console.log(`rounds ${rounds}, ${requests} requests per variant, load average ${fmt(Math.min(...loads))}–${fmt(Math.max(...loads))}`)
console.log(`start to listening (median s): bundle ${fmt(median(starts.bundle))}, sources (tsx) ${fmt(median(starts.sources))}, ratio ${fmt(median(starts.bundle) / median(starts.sources))}`)
for (const what of ["read", "order"] as const) {
  const base = median(cpu.baseline!.map((c) => c[what]))
  for (const name of Object.keys(variants)) {
    const m = median(cpu[name]!.map((c) => c[what]))
    console.log(`server CPU per ${what === "read" ? "GET /v1/accounts" : "market order"} (median ms) ${name}: ${fmt(m)}, ratio to baseline ${fmt(m / base)}`)
  }
}
process.exit(0)
