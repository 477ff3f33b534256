// bench/orders: the service's order path against its floor (a bare server with the same two durable writes) and a
// bare broker call, same load, side by side.
import type { ChildProcess } from "node:child_process"
import { randomUUID } from "node:crypto"
import { cpus, totalmem } from "node:os"
import { readdirSync, readFileSync } from "node:fs"
import { Agent, request } from "node:http"
import { startBenchService, startProcess } from "../support/service.js"

const total = Number(process.env.BENCH_ORDERS ?? 5000)
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 32)
/** The latency phase: one order at a time, so the p50 is the path's own cost, not queueing behind the others. */
const serialTotal = Number(process.env.BENCH_SERIAL_ORDERS ?? 1000)
const accountCount = Number(process.env.BENCH_ACCOUNTS ?? 100)
const baseUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres"

const percentile = (sorted: Array<number>, p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!

/** Fixed concurrency: `concurrency` workers each send the next order as soon as their last one answered. */
const load = async (send: (i: number) => Promise<number>, concurrency: number, total: number, server: number) => {
  const before = snapshot(server)
  const latencies: Array<number> = []
  /** When each order left, on the machine's monotonic clock (the probe's, see probe.ts). */
  const sentAt: Array<bigint> = []
  let next = 0
  let failures = 0
  const began = performance.now()
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < total) {
      const i = next++
      sentAt.push(process.hrtime.bigint())
      const t0 = performance.now()
      const status = await send(i)
      latencies.push(performance.now() - t0)
      if (status !== 200) failures++
    }
  }))
  const seconds = (performance.now() - began) / 1000
  const used = spent(before, snapshot(server))
  latencies.sort((a, b) => a - b)
  const per = (k: keyof Processes) => used[k] / total
  return {
    p50: percentile(latencies, 50), p99: percentile(latencies, 99), perSecond: total / seconds, failures, sentAt,
    cpu: { server: per("server"), postgres: per("postgres"), client: per("client") }
  }
}

/**
 * The instants the simulated broker had each order (noted by probe.ts in the server's process), asked for with
 * SIGUSR2; the probe forgets them as it answers.
 */
const brokerArrivals = (proc: ChildProcess) =>
  new Promise<Array<bigint>>((resolve) => {
    let out = ""
    const onData = (d: Buffer) => {
      out += d.toString()
      const m = /BROKER_ARRIVALS ([\d,]*)\n/.exec(out)
      if (m) {
        proc.stdout!.off("data", onData)
        resolve(m[1] === "" ? [] : m[1]!.split(",").map(BigInt))
      }
    }
    proc.stdout!.on("data", onData)
    proc.kill("SIGUSR2")
  })

/**
 * Arrival → the broker has the order, in ms, for orders sent one at a time: each arrival at the broker belongs to the
 * last order sent before it.
 */
const timesToBroker = (sentAt: ReadonlyArray<bigint>, arrivals: ReadonlyArray<bigint>) => {
  const times: Array<number> = []
  let s = 0
  for (const a of arrivals) {
    while (s + 1 < sentAt.length && sentAt[s + 1]! <= a) s++
    if (sentAt[s] !== undefined && sentAt[s]! <= a) times.push(Number(a - sentAt[s]!) / 1e6)
  }
  times.sort((a, b) => a - b)
  return { p50: percentile(times, 50) ?? NaN, p99: percentile(times, 99) ?? NaN, n: times.length }
}

/** The serial phase of one server, with its times to broker. */
const serial = async (send: (i: number) => Promise<number>, proc: ChildProcess) => {
  await brokerArrivals(proc)
  const run = await load(send, 1, serialTotal, proc.pid!)
  return { ...run, toBroker: timesToBroker(run.sentAt, await brokerArrivals(proc)) }
}

/** CPU milliseconds per process group: the server under test, all Postgres backends, and this load generator. */
interface CpuSnapshot { readonly server: number; readonly postgres: ReadonlyMap<string, number>; readonly client: number }
interface Processes { readonly server: number; readonly postgres: number; readonly client: number }

/** User + system time from /proc (zeros where there is no /proc). */
const ticks = (pid: string) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ")
    return (Number(fields[11]) + Number(fields[12])) * 10
  } catch {
    return 0
  }
}

const snapshot = (server: number): CpuSnapshot => {
  const postgres = new Map<string, number>()
  try {
    for (const pid of readdirSync("/proc")) {
      if (!/^\d+$/.test(pid)) continue
      try {
        if (readFileSync(`/proc/${pid}/comm`, "utf8").startsWith("postgres")) postgres.set(pid, ticks(pid))
      } catch {
        // gone meanwhile
      }
    }
  } catch {
    // no /proc
  }
  const self = process.cpuUsage()
  return { server: ticks(String(server)), postgres, client: (self.user + self.system) / 1000 }
}

/** Backends that ended in between are left out; ones that started count from zero. */
const spent = (before: CpuSnapshot, after: CpuSnapshot): Processes => {
  let postgres = 0
  for (const [pid, t] of after.postgres) postgres += t - (before.postgres.get(pid) ?? 0)
  return { server: after.server - before.server, postgres, client: after.client - before.client }
}

/**
 * The load generator's client: node:http over a keep-alive agent. fetch (undici) spent ~0.45 ms of CPU per order on
 * a 2-core machine where that CPU is taken from the servers under test; this spends ~0.12 ms.
 */
const agent = new Agent({ keepAlive: true, maxSockets: 256 })
const post = (url: URL, headers: Record<string, string>, body: string, retried = false): Promise<number> =>
  new Promise<number>((resolve, reject) => {
    const req = request({
      agent, host: url.hostname, port: url.port, path: url.pathname, method: "POST",
      headers: { ...headers, "content-length": String(Buffer.byteLength(body)) }
    }, (res) => {
      res.on("data", () => {})
      res.on("end", () => resolve(res.statusCode ?? 0))
      res.on("error", reject)
    })
    req.on("error", (e: NodeJS.ErrnoException) => {
      // A kept-alive connection the server closed as it was reused (a server idle past its keep-alive timeout while
      // the others are measured): the request never reached it, so it is sent once more (same idempotency key).
      if (req.reusedSocket && e.code === "ECONNRESET" && !retried) post(url, headers, body, true).then(resolve, reject)
      else reject(e)
    })
    req.end(body)
  })

const warmup = async (send: (i: number) => Promise<number>) => {
  for (let i = 0; i < 200; i++) await send(i)
}

const main = async () => {
  const probe = ["bench/orders/probe.ts"]
  const bench = await startBenchService({ baseUrl, prefix: "svc_bench", accounts: accountCount, firstLogin: 600000, preload: probe })
  const procs: Array<ChildProcess> = []
  try {
    const { api, headers, ids } = bench
    const order = JSON.stringify({ side: "buy", symbol: "EURUSD", volume: "0.01" })
    const urls = ids.map((id) => new URL(`${api}/v1/accounts/${id}/orders/market`))
    const viaService = (i: number) => post(urls[i % urls.length]!, { ...headers, "idempotency-key": randomUUID() }, order)

    const baselines = { BENCH_ACCOUNTS: String(accountCount) }
    const bare = await startProcess("bench/orders/baseline.ts", baselines, /LISTENING (\d+)/, [], probe)
    procs.push(bare.proc)
    const bareUrl = new URL(`http://127.0.0.1:${bare.match[1]}/`)
    const viaBare = (_i: number) => post(bareUrl, { "content-type": "application/json" }, order)
    const floor = await startProcess("bench/orders/baseline.ts", { ...baselines, BENCH_FLOOR_DATABASE_URL: bench.databaseUrl }, /LISTENING (\d+)/, [], probe)
    procs.push(floor.proc)
    const floorUrl = new URL(`http://127.0.0.1:${floor.match[1]}/`)
    const viaFloor = (_i: number) => post(floorUrl, { "content-type": "application/json", "idempotency-key": randomUUID() }, order)

    await warmup(viaService)
    await warmup(viaFloor)
    await warmup(viaBare)
    const serialService = await serial(viaService, bench.proc)
    const serialFloor = await serial(viaFloor, floor.proc)
    const serialBare = await serial(viaBare, bare.proc)
    const service = await load(viaService, concurrency, total, bench.proc.pid!)
    const floorLoad = await load(viaFloor, concurrency, total, floor.proc.pid!)
    const baseline = await load(viaBare, concurrency, total, bare.proc.pid!)
    const f = (n: number) => n.toFixed(2)
    type Run = Awaited<ReturnType<typeof load>>
    const row = (name: string, r: Run) =>
      `${name.padEnd(8)} p50 ${f(r.p50).padStart(7)} ms   p99 ${f(r.p99).padStart(7)} ms   ${r.perSecond.toFixed(0).padStart(5)} orders/s   ` +
      `cpu/order: server ${f(r.cpu.server)} ms, postgres ${f(r.cpu.postgres)} ms, load generator ${f(r.cpu.client)} ms   failures ${r.failures}`
    const toBroker = (name: string, r: Awaited<ReturnType<typeof serial>>) =>
      `${name.padEnd(8)} time to broker p50 ${f(r.toBroker.p50).padStart(6)} ms   p99 ${f(r.toBroker.p99).padStart(6)} ms   (${r.toBroker.n} orders)`
    console.log(`\nmachine: ${cpus().length} × ${cpus()[0]?.model ?? "cpu"}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB; node ${process.version}`)
    console.log(`${accountCount} online accounts, Postgres, zero broker latency; load generator, servers and Postgres share the machine`)
    console.log(`floor: node:http + the simulated broker + the two durable single-row commits through raw pg; bare: without them\n`)
    console.log(`latency: ${serialTotal} market orders one at a time`)
    console.log(row("service", serialService))
    console.log(row("floor", serialFloor))
    console.log(row("bare", serialBare))
    const serviceOverhead = serialService.p50 - serialBare.p50
    const floorOverhead = serialFloor.p50 - serialBare.p50
    console.log(`overhead over bare: service p50 +${f(serviceOverhead)} ms (p99 +${f(serialService.p99 - serialBare.p99)} ms), floor p50 +${f(floorOverhead)} ms (p99 +${f(serialFloor.p99 - serialBare.p99)} ms)`)
    console.log(toBroker("service", serialService))
    console.log(toBroker("floor", serialFloor))
    console.log(toBroker("bare", serialBare))
    console.log(`floor ratio ${(serviceOverhead / floorOverhead).toFixed(2)}   (service's serial p50 overhead / the floor's; target ≤ 1.5)\n`)
    console.log(`throughput: ${total} market orders, concurrency ${concurrency}`)
    console.log(row("service", service))
    console.log(row("floor", floorLoad))
    console.log(row("bare", baseline))
    console.log(`throughput ratio to floor ${(service.perSecond / floorLoad.perSecond).toFixed(2)}, to bare ${(service.perSecond / baseline.perSecond).toFixed(2)}   (target: ≥ 1,500 orders/s)`)
  } finally {
    for (const p of procs) p.kill("SIGTERM")
    await bench.stop()
  }
}

main().then(() => process.exit(0), (e) => {
  console.error(e)
  process.exit(1)
})
