// bench/waves: multi-account orders released together, against the same orders sent one after another.
import { freePort } from "@svc/api/testing/freePort"
import { randomUUID } from "node:crypto"
import { cpus, totalmem } from "node:os"
import { startBenchService, startProcess } from "../support/service.js"

const accountCount = Number(process.env.BENCH_ACCOUNTS ?? 500)
const waveCount = Number(process.env.BENCH_WAVES ?? 20)
/** How far ahead of its creation each wave's executeAt is: enough to bring the wave to `waiting` and arm every leg. */
const leadMs = Number(process.env.BENCH_LEAD_MS ?? 4000)
const baseUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres"
/**
 * `embedded` (default): the simulator inside the service, where each trade's execution runs on the service's own
 * thread; `gateway`: the simulated broker in its own process behind the terminal gateway, as real terminals are.
 */
const broker = process.env.BENCH_BROKER === "gateway" ? "gateway" : "embedded"
/** BENCH_IMMEDIATE=1: waves with no executeAt (released once every account is online); figures from creation. */
const immediate = process.env.BENCH_IMMEDIATE === "1"
/** BENCH_BASELINE=0 skips the one-after-another baseline (two passes over every account), for a quicker comparison run. */
const withBaseline = process.env.BENCH_BASELINE !== "0"

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const percentile = (values: ReadonlyArray<number>, p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

interface Leg { readonly accountId: string; readonly state: string; readonly armedAt: string | null; readonly sentAt: string | null }
interface Wave {
  readonly id: string
  readonly state: string
  readonly stateDetail: string | null
  readonly dispatchSpreadMs: number | null
  readonly executeAt: string | null
  readonly releaseAt: string | null
  readonly settledAt: string | null
  readonly legs: ReadonlyArray<Leg>
}

const main = async () => {
  const gateway = broker === "gateway"
    ? await startProcess("packages/terminal-runtime/src/gateway/main.ts", { SVC_GATEWAY_PORT: String(await freePort()), SVC_GATEWAY_HOST: "127.0.0.1" }, /listening on (ws:\/\/[^\s"]+)/)
    : undefined
  const bench = await startBenchService({
    baseUrl, prefix: "svc_bench_waves", accounts: accountCount, firstLogin: 700000,
    ...(gateway === undefined ? {} : { env: { SVC_GATEWAY_URL: gateway.match[1]! } })
  })
  try {
    const { ids, call } = bench

    const order = { side: "buy", symbol: "EURUSD", volume: "0.01" }

    // The baseline: the same orders, one after another through the order path, as a client without waves would.
    const baseline = async () => {
      const sent: Array<number> = []
      for (const id of ids) {
        const o = await call<{ sentAt: string | null; state: string }>("POST", `/v1/accounts/${id}/orders/market`, order, { "idempotency-key": randomUUID() })
        if (o.sentAt !== null) sent.push(Date.parse(o.sentAt))
      }
      return { spreadMs: Math.max(...sent) - Math.min(...sent), sent: sent.length }
    }

    const runWave = async () => {
      const executeAt = new Date(Date.now() + leadMs)
      const createdAt = Date.now()
      const created = await call<Wave>("POST", "/v1/execution-waves", {
        accountIds: ids, order: { ...order, type: "market" }, ...(immediate ? {} : { executeAt: executeAt.toISOString() })
      }, { "idempotency-key": randomUUID() })
      for (;;) {
        await sleep(200)
        const w = await call<Wave>("GET", `/v1/execution-waves/${created.id}`)
        // An immediate wave's figures run from its creation (as the client sent it).
        if (w.state === "settled" || w.state === "cancelled" || w.state === "abandoned") {
          return immediate ? { ...w, executeAt: new Date(createdAt).toISOString() } : w
        }
      }
    }

    // The baseline runs twice: first, when each account trades for the first time, and again after the waves, when
    // every account has traded. The ratio uses the second, so the waves are not credited with the first use.
    const skipped = { spreadMs: NaN, sent: 0 }
    const coldBaseline = withBaseline ? await baseline() : skipped

    const spreads: Array<number> = []
    const toFirst: Array<number> = []
    const toLast: Array<number> = []
    const lastArmed: Array<number> = []
    let legs = 0
    let landed = 0
    const notSettled: Array<string> = []
    for (let i = 0; i < waveCount; i++) {
      const w = await runWave()
      const sent = w.legs.flatMap((l) => (l.sentAt === null ? [] : [Date.parse(l.sentAt)]))
      legs += w.legs.length
      landed += w.legs.filter((l) => l.state === "filled").length
      if (w.state !== "settled" || w.dispatchSpreadMs === null || sent.length === 0) {
        notSettled.push(`${w.id} ${w.state}${w.stateDetail === null ? "" : `: ${w.stateDetail}`}`)
        continue
      }
      spreads.push(w.dispatchSpreadMs)
      toFirst.push(Math.min(...sent) - Date.parse(w.executeAt!))
      toLast.push(Math.max(...sent) - Date.parse(w.executeAt!))
      const armed = w.legs.flatMap((l) => (l.armedAt === null ? [] : [Date.parse(l.armedAt)]))
      if (armed.length > 0 && w.releaseAt !== null) lastArmed.push(Math.max(...armed) - Date.parse(w.releaseAt))
      // A leg stamped before executeAt would be a leg sent early (or stamped wrong): shown whole, never averaged away.
      for (const l of w.legs) {
        if (l.sentAt !== null && Date.parse(l.sentAt) < Date.parse(w.executeAt!)) {
          console.error(`wave ${w.id}: leg of ${l.accountId} stamped before executeAt ${w.executeAt}: ${JSON.stringify(l)}`)
        }
      }
      console.error(`wave ${i + 1}/${waveCount}: spread ${w.dispatchSpreadMs} ms, executeAt → first send ${toFirst.at(-1)} ms, ` +
        `last armed ${lastArmed.at(-1) ?? "-"} ms from the release, ${sent.length} sent`)
    }

    const baselineRun = withBaseline ? await baseline() : skipped

    const f = (values: ReadonlyArray<number>) =>
      values.length === 0 ? "-" : `p50 ${percentile(values, 50)} ms   p99 ${percentile(values, 99)} ms   max ${Math.max(...values)} ms`
    console.log(`\nmachine: ${cpus().length} × ${cpus()[0]?.model ?? "cpu"}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB; node ${process.version}`)
    console.log(`${accountCount} online simulated accounts (broker: ${broker === "gateway" ? "simulator behind the terminal gateway, its own process" : "simulator inside the service"}), Postgres, zero broker latency; client, server, broker and Postgres share the machine`)
    console.log(`timestamps are the legs' and orders' sentAt (millisecond resolution, stamped where the order leaves)\n`)
    console.log(`waves: ${waveCount} × ${accountCount} accounts, market buy, ${immediate ? "no executeAt (\"executeAt\" below: the wave's creation)" : `executeAt ${leadMs} ms after creation`}`)
    console.log(`  dispatchSpreadMs         ${f(spreads)}   (target: p50 < 5 ms, p99 < 20 ms; over ${spreads.length} waves)`)
    console.log(`  executeAt → first send   ${f(toFirst)}`)
    console.log(`  executeAt → last send    ${f(toLast)}`)
    // Legs are armed ahead of the release time; one armed after it cannot leave with the others.
    console.log(`  last leg armed − releaseAt ${f(lastArmed)}   (negative: every leg was armed before the release)`)
    console.log(`  legs filled ${landed} of ${legs}${notSettled.length === 0 ? "" : `; not settled: ${notSettled.join("; ")}`}`)
    if (!withBaseline) {
      console.log("baseline: skipped (BENCH_BASELINE=0), so no ratio")
    } else {
      console.log(`baseline: the same ${accountCount} orders one after another through POST /v1/accounts/{id}/orders/market`)
      console.log(`  first → last send ${baselineRun.spreadMs} ms (${baselineRun.sent} sent), after the waves`)
      console.log(`  first → last send ${coldBaseline.spreadMs} ms (${coldBaseline.sent} sent), before them (each account's first order)`)
      const p50 = spreads.length === 0 ? NaN : percentile(spreads, 50)
      // sentAt has millisecond resolution: a p50 of 0 ms means under 1 ms, so the ratio is at least the baseline over 1 ms.
      console.log(`ratio: baseline first → last send / wave dispatchSpreadMs p50 = ${
        Number.isNaN(p50) ? "-" : p50 > 0 ? `${(baselineRun.spreadMs / p50).toFixed(0)}×` : `≥ ${baselineRun.spreadMs}× (p50 under the 1 ms resolution)`
      }`)
    }
    if (notSettled.length > 0) process.exitCode = 1
  } finally {
    await bench.stop()
    gateway?.proc.kill("SIGTERM")
  }
}

main().then(() => process.exit(process.exitCode ?? 0), (e) => {
  console.error(e)
  process.exit(1)
})
