// bench/http: what the HttpApi stack costs per request, every endpoint's share of it, against node:http answering
// the same bytes in the same run. Routes: the health route (no auth, no database), an authenticated GET of one small
// resource (the workspace: auth from its cache, one single-row read), the same GET without a key (the error
// channel's 401), and a route the key is refused by its requirement (auth and the 403, no handler). BENCH_ROUTES
// (comma-separated words) keeps the routes whose names hold one of them. With BENCH_HTTP_BASE_ROOT (another checkout, e.g. a worktree of main) its service runs too and
// every round alternates the three servers, so a change is compared with its base under the same load.
import type { ChildProcess } from "node:child_process"
import { readFileSync } from "node:fs"
import { cpus, loadavg } from "node:os"
import { Agent, request } from "node:http"
import { type BenchService, serviceNodeFlags, startBenchService, startProcess } from "../support/service.js"

const rounds = Number(process.env.BENCH_ROUNDS ?? 5)
const serialTotal = Number(process.env.BENCH_SERIAL_REQUESTS ?? 1500)
const loadTotal = Number(process.env.BENCH_REQUESTS ?? 6000)
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 32)
const baseRoot = process.env.BENCH_HTTP_BASE_ROOT
const dbUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres"

interface Route { readonly name: string; readonly method: string; readonly path: string; readonly auth: boolean }
const routes: ReadonlyArray<Route> = [
  { name: "GET /healthz", method: "GET", path: "/healthz", auth: false },
  { name: "GET /v1/workspace", method: "GET", path: "/v1/workspace", auth: true },
  { name: "GET /v1/workspace 401", method: "GET", path: "/v1/workspace", auth: false },
  // Authenticated by the key, then refused by the route's requirement (a person): auth and the error channel, no handler.
  { name: "GET /v1/session 403", method: "GET", path: "/v1/session", auth: true }
].filter((r) => process.env.BENCH_ROUTES === undefined || process.env.BENCH_ROUTES.split(",").some((w) => r.name.includes(w)))

const agent = new Agent({ keepAlive: true, maxSockets: 256 })
const send = (port: number, method: string, path: string, headers: Record<string, string>): Promise<number> =>
  new Promise<number>((resolve, reject) => {
    const req = request({ agent, host: "127.0.0.1", port, path, method, headers }, (res) => {
      res.on("data", () => {})
      res.on("end", () => resolve(res.statusCode ?? 0))
      res.on("error", reject)
    })
    req.on("error", reject)
    req.end()
  })

/** User + system CPU milliseconds of a process, from /proc (0 where there is none). */
const cpuOf = (pid: number) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ")
    return (Number(fields[11]) + Number(fields[12])) * 10
  } catch {
    return 0
  }
}

const percentile = (sorted: ReadonlyArray<number>, p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!

interface Run { readonly p50: number; readonly p99: number; readonly perSecond: number; readonly cpuMs: number; readonly wrong: number }

const load = async (target: Target, route: Route, workers: number, total: number): Promise<Run> => {
  const headers = route.auth ? { authorization: target.authorization } : {}
  const expected = target.expected.get(route.name)
  const latencies: Array<number> = []
  let next = 0
  let wrong = 0
  const cpu0 = cpuOf(target.pid)
  const began = performance.now()
  await Promise.all(Array.from({ length: workers }, async () => {
    while (next < total) {
      next++
      const t0 = performance.now()
      const status = await send(target.port, route.method, route.path, headers)
      latencies.push(performance.now() - t0)
      if (status !== expected) wrong++
    }
  }))
  const seconds = (performance.now() - began) / 1000
  latencies.sort((a, b) => a - b)
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), perSecond: total / seconds, cpuMs: (cpuOf(target.pid) - cpu0) / total, wrong }
}

interface Target {
  readonly name: string
  readonly port: number
  readonly pid: number
  readonly authorization: string
  readonly expected: Map<string, number>
  /** The routes it answers; all by default. */
  readonly only?: ReadonlySet<string>
}

const targetOf = (name: string, service: BenchService): Target => ({
  name,
  port: Number(new URL(service.api).port),
  pid: service.proc.pid!,
  authorization: service.headers.authorization!,
  expected: new Map()
})

/** What the service answers each route with: status, headers and body, for the bare server to repeat byte for byte. */
const capture = async (target: Target) => {
  const answers: Record<string, { status: number; headers: Record<string, string>; body: string }> = {}
  for (const route of routes) {
    const r = await fetch(`http://127.0.0.1:${target.port}${route.path}`, { method: route.method, headers: route.auth ? { authorization: target.authorization } : {} })
    const headers: Record<string, string> = {}
    r.headers.forEach((value, key) => {
      if (!["date", "connection", "keep-alive", "transfer-encoding"].includes(key)) headers[key] = value
    })
    answers[`${route.method} ${route.path} ${route.auth ? "key" : "anonymous"}`] ??= { status: r.status, headers, body: await r.text() }
    target.expected.set(route.name, r.status)
  }
  return answers
}

const median = (xs: ReadonlyArray<number>) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 === 1 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2
}

const main = async () => {
  const procs: Array<ChildProcess> = []
  const services: Array<BenchService> = []
  try {
    const service = await startBenchService({ baseUrl: dbUrl, prefix: "svc_bench_http", accounts: 0, firstLogin: 700000 })
    services.push(service)
    const targets: Array<Target> = [targetOf("service", service)]
    if (baseRoot !== undefined) {
      const base = await startBenchService({ baseUrl: dbUrl, prefix: "svc_bench_http_base", accounts: 0, firstLogin: 700000, root: baseRoot })
      services.push(base)
      targets.unshift(targetOf("base", base))
    }
    const answers = await capture(targets[targets.length - 1]!)
    for (const t of targets.slice(0, -1)) await capture(t)
    const bare = await startProcess("bench/http/bare.ts", { BENCH_HTTP_ANSWERS: JSON.stringify(answers) }, /LISTENING (\d+)/, serviceNodeFlags)
    procs.push(bare.proc)
    const bareTarget: Target = { name: "bare", port: Number(bare.match[1]), pid: bare.proc.pid!, authorization: targets[0]!.authorization, expected: targets[targets.length - 1]!.expected }
    targets.unshift(bareTarget)
    // The framework's own floor on the health route (see minimal.ts): where between bare node and the service it lies.
    for (const kind of routes.some((r) => r.name === "GET /healthz") ? ["server", "api"] as const : []) {
      const minimal = await startProcess("bench/http/minimal.ts", { BENCH_MINIMAL: kind }, /LISTENING (\d+)/, serviceNodeFlags)
      procs.push(minimal.proc)
      targets.splice(1, 0, { ...bareTarget, name: `effect-${kind}`, port: Number(minimal.match[1]), pid: minimal.proc.pid!, only: new Set(["GET /healthz"]) })
    }

    // Warm every path up (JIT, caches, pool connections) before anything is measured.
    const serves = (t: Target, r: Route) => t.only === undefined || t.only.has(r.name)
    for (const t of targets) for (const r of routes) if (serves(t, r)) await load(t, r, 4, 1000)

    let loadSum = 0
    const results = new Map<string, Array<Run>>()
    const key = (t: string, r: string, c: number) => `${t}|${r}|${c}`
    for (let round = 0; round < rounds; round++) {
      loadSum += loadavg()[0]! / rounds
      // Each round starts with another server, so none is always measured first or last.
      const order = targets.map((_, i) => targets[(i + round) % targets.length]!)
      for (const route of routes) {
        for (const [workers, total] of [[1, serialTotal], [concurrency, loadTotal]] as const) {
          for (const t of order) {
            if (!serves(t, route)) continue
            const run = await load(t, route, workers, total)
            const k = key(t.name, route.name, workers)
            results.set(k, [...(results.get(k) ?? []), run])
          }
        }
      }
      console.error(`round ${round + 1}/${rounds} done (load ${loadavg()[0]!.toFixed(1)})`)
    }

    const f = (n: number, d = 2) => n.toFixed(d)
    const stat = (runs: ReadonlyArray<Run>, pick: (r: Run) => number, d = 2) => {
      const xs = runs.map(pick)
      return `${f(median(xs), d)} [${f(Math.min(...xs), d)}–${f(Math.max(...xs), d)}]`
    }
    console.log(`\nmachine: ${cpus().length} × ${cpus()[0]?.model ?? "cpu"}; node ${process.version}; ${rounds} alternating rounds, mean load average ${f(loadSum, 1)}`)
    console.log(`each cell: median [min–max] over the rounds; cpu = the server process's CPU per request\n`)
    for (const route of routes) {
      for (const workers of [1, concurrency]) {
        const total = workers === 1 ? serialTotal : loadTotal
        console.log(`${route.name}  concurrency ${workers}  (${total} requests a run)`)
        for (const t of targets.filter((t) => serves(t, route))) {
          const runs = results.get(key(t.name, route.name, workers))!
          const wrong = runs.reduce((n, r) => n + r.wrong, 0)
          console.log(`  ${t.name.padEnd(8)} p50 ${stat(runs, (r) => r.p50).padEnd(20)} ms  p99 ${stat(runs, (r) => r.p99).padEnd(22)} ms  ` +
            `${stat(runs, (r) => r.perSecond, 0).padEnd(20)} req/s  cpu ${stat(runs, (r) => r.cpuMs, 3)} ms${wrong > 0 ? `  UNEXPECTED STATUS ${wrong}` : ""}`)
        }
        const m = (t: string, pick: (r: Run) => number) => median(results.get(key(t, route.name, workers))!.map(pick))
        for (const t of targets.filter((t) => t.name !== "bare" && serves(t, route))) {
          console.log(`  ratio ${t.name}/bare: p50 ${f(m(t.name, (r) => r.p50) / m("bare", (r) => r.p50))}×  ` +
            `req/s ${f(m(t.name, (r) => r.perSecond) / m("bare", (r) => r.perSecond))}×  cpu ${f(m(t.name, (r) => r.cpuMs) / m("bare", (r) => r.cpuMs))}×`)
        }
        if (baseRoot !== undefined) {
          console.log(`  service vs base: p50 ${f(m("service", (r) => r.p50) / m("base", (r) => r.p50))}×  req/s ${f(m("service", (r) => r.perSecond) / m("base", (r) => r.perSecond))}×  ` +
            `cpu ${f(m("service", (r) => r.cpuMs) / m("base", (r) => r.cpuMs))}×`)
        }
        console.log("")
      }
    }
  } finally {
    for (const p of procs) p.kill("SIGTERM")
    for (const s of services) await s.stop()
  }
}

main().then(() => process.exit(0), (e) => {
  console.error(e)
  process.exit(1)
})
