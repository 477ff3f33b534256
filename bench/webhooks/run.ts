/**
 * Webhook delivery benchmark: records events through the outbox, lets the real dispatcher deliver them (claim,
 * read, sign, POST over loopback, record) to a receiver in another process, and measures delivered events per
 * second and the delay from recording to receipt. A plain keep-alive POST loop to the same receiver is the baseline.
 *
 *   npx -y pnpm@10.34.9 bench:webhooks                       embedded PGlite (no NOTIFY: the 100 ms poll wakes it)
 *   DATABASE_URL=postgres://… npx -y pnpm@10.34.9 bench:webhooks   a fresh database there; LISTEN/NOTIFY wakes it
 *   BENCH_EVENTS=5000 BENCH_LATENCY_EVENTS=1000 BENCH_RATE=200 change the sizes.
 *
 * Fairness: a healthy tenant's delay, alone and then beside a stalled tenant (ten endpoints on a receiver that
 * takes requests and never answers, and 300 test events every 3 s), as the attack in issue 14 ran it.
 *   BENCH_FAIR_SECONDS=15 BENCH_FAIR_RATE=20 the healthy tenant's events per second, and for how long.
 */
import { fork, type ChildProcess } from "node:child_process"
import { randomUUID } from "node:crypto"
import { mkdtempSync, rmSync } from "node:fs"
import http from "node:http"
import { cpus, tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { defaultDispatcherOptions } from "@svc/api/webhooks/Dispatcher"
import { startDeliveryHarness } from "./deliveryHarness.js"

const events = Number(process.env.BENCH_EVENTS ?? 5_000)
const latencyEvents = Number(process.env.BENCH_LATENCY_EVENTS ?? 1_000)
const rate = Number(process.env.BENCH_RATE ?? 200)
const fairSeconds = Number(process.env.BENCH_FAIR_SECONDS ?? 15)
const fairRate = Number(process.env.BENCH_FAIR_RATE ?? 20)
const here = dirname(fileURLToPath(import.meta.url))

interface Seen { readonly id: string; readonly recordedAt: number; readonly receivedAt: number; readonly valid: boolean }

const percentile = (sorted: ReadonlyArray<number>, p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN
const fmt = (n: number) => n.toLocaleString("en-US", { maximumFractionDigits: 0 })

interface Report { readonly seen: ReadonlyArray<Seen>; readonly stalled: number; readonly maxOpen: number }

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

const startReceiver = async (args: ReadonlyArray<string> = []) => {
  const child = fork(join(here, "receiver.ts"), [...args], { execArgv: ["--import", "tsx"], stdio: ["ignore", "inherit", "inherit", "ipc"] })
  const port = await new Promise<number>((resolve) => child.once("message", (m: { port: number }) => resolve(m.port)))
  const report = () => new Promise<Report>((resolve) => {
    child.once("message", (m: Report) => resolve(m))
    child.send({ report: true })
  })
  return { child, port, report }
}

const main = async () => {
  const { child: receiver, port, report: fullReport } = await startReceiver()
  const report = async () => (await fullReport()).seen
  const waitForCount = async (n: number, timeoutMs = 180_000) => {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const seen = await report()
      if (seen.length >= n) return seen
      if (Date.now() > deadline) throw new Error(`only ${seen.length} of ${n} delivered in time`)
      await sleep(50)
    }
  }
  /** One event per transaction at `perSecond` for `seconds`, as a live tenant records them. */
  const steadily = async (recordOne: () => Promise<void>, perSecond: number, seconds: number) => {
    const count = Math.round(perSecond * seconds)
    const t0 = Date.now()
    for (let i = 0; i < count; i++) {
      const wait = t0 + (i * 1000) / perSecond - Date.now()
      if (wait > 0) await sleep(wait)
      await recordOne()
    }
    return count
  }

  // Baseline: the same receiver, plain keep-alive POSTs as many at once as the dispatcher sends one endpoint; no
  // database, no signing.
  const connections = defaultDispatcherOptions.perEndpoint
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
  const post = () => new Promise<void>((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method: "POST", path: "/baseline", agent, headers: { "content-type": "application/json" } }, (res) => {
      res.resume()
      res.on("end", () => resolve())
    })
    req.on("error", reject)
    req.end(JSON.stringify({ id: randomUUID(), type: "baseline", createdAt: new Date().toISOString(), data: {} }))
  })
  const baselineStart = performance.now()
  let next = 0
  await Promise.all(Array.from({ length: connections }, async () => { while (next++ < events) await post() }))
  const baselineRate = events / ((performance.now() - baselineStart) / 1000)
  agent.destroy()
  receiver.send({ reset: true })

  let stallReceiver: ChildProcess | undefined
  const dataDir = mkdtempSync(join(tmpdir(), "svc-bench-"))
  const harness = await startDeliveryHarness({ databaseUrl: process.env.DATABASE_URL, dataDir })
  try {
    receiver.send({ secret: await harness.createEndpoint(`http://127.0.0.1:${port}/bench`) })

    // Throughput: events recorded as fast as the outbox takes them (transactions of 100), delivered as they come.
    const started = Date.now()
    for (let done = 0; done < events; done += 100) await harness.record(Math.min(100, events - done))
    const recordedIn = Date.now() - started
    const burst = await waitForCount(events)
    const lastReceipt = Math.max(...burst.map((s) => s.receivedAt))
    const firstReceipt = Math.min(...burst.map((s) => s.receivedAt))
    const throughput = events / ((lastReceipt - started) / 1000)
    const burstDelays = burst.map((s) => s.receivedAt - s.recordedAt).sort((a, b) => a - b)
    receiver.send({ reset: true })

    // Delay: one event per transaction at a steady rate, as a live system records them.
    await steadily(() => harness.record(1), rate, latencyEvents / rate)
    const steady = await waitForCount(latencyEvents)
    const delays = steady.map((s) => s.receivedAt - s.recordedAt).sort((a, b) => a - b)
    const invalid = [...burst, ...steady].filter((s) => !s.valid).length
    const unique = new Set([...burst, ...steady].map((s) => s.id)).size

    console.log(`\nwebhooks bench — ${harness.postgres ? "Postgres (LISTEN/NOTIFY + 250 ms poll)" : "embedded PGlite (100 ms poll)"}; ${cpus().length} CPUs (${cpus()[0]?.model ?? "?"})`)
    console.log(`  throughput  ${fmt(events)} events recorded in ${fmt(recordedIn)} ms, all received ${fmt(lastReceipt - started)} ms after recording began`)
    console.log(`              ${fmt(throughput)} deliveries/s end to end (${fmt(events / ((lastReceipt - firstReceipt) / 1000))}/s first to last receipt)`)
    console.log(`              delay during that burst: p50 ${fmt(percentile(burstDelays, 0.5))} ms, p99 ${fmt(percentile(burstDelays, 0.99))} ms`)
    console.log(`  delay       ${fmt(latencyEvents)} events at ${rate}/s, one per transaction: p50 ${fmt(percentile(delays, 0.5))} ms, p99 ${fmt(percentile(delays, 0.99))} ms, max ${fmt(delays[delays.length - 1] ?? NaN)} ms`)
    console.log(`  baseline    plain keep-alive POSTs to the same receiver: ${fmt(baselineRate)}/s; ours is ${(throughput / baselineRate).toFixed(2)}x that`)
    console.log(`  checks      ${fmt(unique)} distinct events received of ${fmt(events + latencyEvents)}; bad signatures: ${invalid}`)
    console.log(`  targets     >= 1,000 deliveries/s: ${throughput >= 1000 ? "met" : "NOT met"}; p50 delay < 100 ms: ${percentile(delays, 0.5) < 100 ? "met" : "NOT met"}\n`)

    // Fairness: the healthy tenant alone, then the same beside a stalled tenant.
    receiver.send({ reset: true })
    const healthy = await harness.addWorkspace()
    receiver.send({ secret: (await healthy.createEndpoint(`http://127.0.0.1:${port}/healthy`)).secret })
    const healthyDelays = async () => {
      const sent = await steadily(() => healthy.record(1), fairRate, fairSeconds)
      const seen = await waitForCount(sent)
      receiver.send({ reset: true })
      return seen.map((s) => s.receivedAt - s.recordedAt).sort((a, b) => a - b)
    }
    const alone = await healthyDelays()

    const stall = await startReceiver(["stall"])
    stallReceiver = stall.child
    const attacker = await harness.addWorkspace()
    const stalledEndpoints = (await Promise.all(Array.from({ length: 10 }, (_, i) =>
      attacker.createEndpoint(`http://127.0.0.1:${stall.port}/stalled-${i}`)))).map((e) => e.id)
    let attacking = true
    let testEvents = 0
    const attack = (async () => {
      while (attacking) {
        const waveAt = Date.now()
        await attacker.sendTests(stalledEndpoints, 30)
        testEvents += 300
        await sleep(Math.max(0, waveAt + 3_000 - Date.now()))
      }
    })()
    await sleep(3_000)
    const beside = await healthyDelays()
    attacking = false
    await attack
    const held = await stall.report()

    const p = (d: ReadonlyArray<number>, q: number) => percentile(d, q)
    const ratio = (q: number) => (p(beside, q) / Math.max(1, p(alone, q))).toFixed(1)
    console.log(`fairness — healthy tenant: one event per transaction at ${fairRate}/s for ${fairSeconds} s, to one endpoint`)
    console.log(`  alone       p50 ${fmt(p(alone, 0.5))} ms, p99 ${fmt(p(alone, 0.99))} ms, max ${fmt(alone[alone.length - 1] ?? NaN)} ms`)
    console.log(`  stalled     beside a tenant with 10 endpoints that never answer and 300 test events every 3 s (${fmt(testEvents)} sent):`)
    console.log(`              p50 ${fmt(p(beside, 0.5))} ms, p99 ${fmt(p(beside, 0.99))} ms, max ${fmt(beside[beside.length - 1] ?? NaN)} ms`)
    console.log(`  ratio       stalled / alone: p50 ${ratio(0.5)}x, p99 ${ratio(0.99)}x`)
    console.log(`  share       the stalled receiver was sent ${fmt(held.stalled)} requests and held ${fmt(held.maxOpen)} open at most\n`)
  } finally {
    await harness.stop()
    receiver.kill()
    stallReceiver?.kill()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((e: unknown) => {
  console.error(e)
  process.exit(1)
})
