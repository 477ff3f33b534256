// bench/copy: a master's fill copied to 50 followers by the copier, against a client copying through the public API.
import { randomUUID } from "node:crypto"
import { cpus, loadavg, totalmem } from "node:os"
import pg from "pg"
import { startBenchService } from "../support/service.js"

const followerCount = Number(process.env.BENCH_FOLLOWERS ?? 50)
const tradeCount = Number(process.env.BENCH_TRADES ?? 20)
const baseUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres"

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const percentile = (values: ReadonlyArray<number>, p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}
const f = (values: ReadonlyArray<number>) =>
  values.length === 0 ? "-" : `p50 ${percentile(values, 50)} ms   p99 ${percentile(values, 99)} ms   max ${Math.max(...values)} ms   (n ${values.length})`

interface Order { readonly id: string; readonly state: string; readonly sentAt: string | null; readonly settledAt: string | null; readonly brokerPositionId: string | null }
interface Execution { readonly kind: string; readonly followerOrderId: string | null; readonly outcome: string; readonly signalLatencyMs: number | null; readonly copyLatencyMs: number | null; readonly masterDealId: string | null }

const main = async () => {
  const bench = await startBenchService({ baseUrl, prefix: "svc_bench_copy", accounts: followerCount + 2, firstLogin: 810000 })
  try {
    const { ids, call } = bench
    // The baseline's client copies from a master of its own: the strategy's master trading for the baseline left open
    // positions of the last minute, which the copier rightly copies when the strategy starts (one open per follower
    // for each of them), and the first measured trade waited behind those copies.
    const [master, baselineMaster, ...followers] = ids as [string, string, ...Array<string>]
    const buy = (accountId: string) =>
      call<Order>("POST", `/v1/accounts/${accountId}/orders/market`, { side: "buy", symbol: "EURUSD", volume: "0.01" }, { "idempotency-key": randomUUID() })

    // The baseline: a client copying through the public API, as one without the copier would: the master's order
    // answered, then the same market order on every follower at once. Measured from the master's fill (its
    // settledAt) to each follower order's sentAt, the same two stamps as the copier's.
    const baseline: Array<number> = []
    for (let i = 0; i < tradeCount; i++) {
      const m = await buy(baselineMaster)
      const copies = await Promise.all(followers.map(buy))
      for (const c of copies) if (c.sentAt !== null && m.settledAt !== null) baseline.push(Date.parse(c.sentAt) - Date.parse(m.settledAt))
    }

    const strategy = await call<{ id: string }>("POST", "/v1/copy/strategies", { accountId: master, name: "bench" })
    const subs: Array<string> = []
    for (const follower of followers) {
      subs.push((await call<{ id: string }>("POST", `/v1/copy/strategies/${strategy.id}/subscriptions`, { accountId: follower, alignContractSize: false })).id)
    }
    await call("PATCH", `/v1/copy/strategies/${strategy.id}`, { status: "active" })
    await sleep(1500)
    // The service's database work while the copier copies (this client's reads of the journal included): Postgres's
    // own counters for the bench's database, less noisy than latency on a shared machine.
    const db = new pg.Client({ connectionString: bench.databaseUrl })
    await db.connect()
    const dbWork = async () => {
      await db.query("select pg_stat_clear_snapshot()")
      const r = await db.query<{ xact_commit: string; tup_returned: string; tup_fetched: string }>(
        "select xact_commit::text, tup_returned::text, tup_fetched::text from pg_stat_database where datname = current_database()")
      return { commits: Number(r.rows[0]!.xact_commit), returned: Number(r.rows[0]!.tup_returned), fetched: Number(r.rows[0]!.tup_fetched) }
    }
    const workBefore = await dbWork()

    const fillToSend: Array<number> = []
    const signal: Array<number> = []
    const copy: Array<number> = []
    let copied = 0
    let other = 0
    // Each subscription's last master deal seen: the next trade's row is the one after it.
    const lastDeal = new Map<string, string | null>()
    for (let i = 0; i < tradeCount; i++) {
      const m = await buy(master)
      // Every follower's row for this trade, final: polled lightly (one subscription at a time) so the measuring
      // client does not load the server the copier runs on; then every row read once.
      const final = async (sub: string) => {
        for (let t = 0; t < 600; t++) {
          const latest = (await call<Array<Execution>>("GET", `/v1/copy/strategies/${strategy.id}/subscriptions/${sub}/executions?limit=4`))
            .find((r) => r.kind === "open")
          if (latest !== undefined && latest.outcome !== "pending" && latest.masterDealId !== lastDeal.get(sub)) return latest
          await sleep(100)
        }
        throw new Error("copies did not finish")
      }
      const rows: Array<Execution> = []
      for (const sub of subs) {
        const row = await final(sub)
        lastDeal.set(sub, row.masterDealId)
        rows.push(row)
      }
      for (const r of rows) {
        if (r.outcome !== "copied" || r.followerOrderId === null) {
          other++
          continue
        }
        copied++
        if (r.signalLatencyMs !== null) signal.push(r.signalLatencyMs)
        if (r.copyLatencyMs !== null) copy.push(r.copyLatencyMs)
        const o = await call<Order>("GET", `/v1/orders/${r.followerOrderId}`)
        if (o.sentAt !== null && m.settledAt !== null) fillToSend.push(Date.parse(o.sentAt) - Date.parse(m.settledAt))
      }
      // Closed again, so each trade starts from the same book (the close is copied too, not measured).
      if (m.brokerPositionId !== null) {
        await call("POST", `/v1/accounts/${master}/positions/${m.brokerPositionId}/close`, {}, { "idempotency-key": randomUUID() })
        // The copier is given the time to copy the close before the next trade, as the baseline's client has nothing
        // left to do: the next trade is measured from an idle copier.
        for (const sub of subs) {
          for (let t = 0; t < 600; t++) {
            const latest = (await call<Array<Execution>>("GET", `/v1/copy/strategies/${strategy.id}/subscriptions/${sub}/executions?limit=1`))[0]
            if (latest !== undefined && latest.kind === "close" && latest.outcome !== "pending") break
            await sleep(100)
          }
        }
      }
      await sleep(300)
    }

    // Counters reach pg_stat_database when a backend reports them (at most every second or so when busy).
    await sleep(2000)
    const workAfter = await dbWork()
    await db.end()
    console.log(`\nmachine: ${cpus().length} × ${cpus()[0]?.model ?? "cpu"}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB; node ${process.version}; load average ${loadavg().map((l) => l.toFixed(2)).join(" ")}`)
    console.log(`1 master, ${followerCount} followers (multiplier 1), simulator inside the service, Postgres, zero broker latency; client, server and Postgres share the machine`)
    console.log(`timestamps: the master order's settledAt and each follower order's sentAt (millisecond resolution, server-stamped)\n`)
    console.log(`copier: ${tradeCount} master trades × ${followerCount} followers: ${copied} copied, ${other} not`)
    console.log(`  master fill → follower send   ${f(fillToSend)}   (target p50 < 50 ms)`)
    console.log(`  signal latency (deal → copier) ${f(signal)}`)
    console.log(`  copy latency (copier → fill)   ${f(copy)}`)
    console.log(`baseline: a client copying through the API (master answered, then ${followerCount} market orders at once)`)
    console.log(`  master fill → follower send   ${f(baseline)}`)
    console.log(`database work per master trade while copying (open and close; this client's reads included): ` +
      `${Math.round((workAfter.commits - workBefore.commits) / tradeCount)} transactions, ` +
      `${Math.round((workAfter.returned - workBefore.returned) / tradeCount)} rows returned, ` +
      `${Math.round((workAfter.fetched - workBefore.fetched) / tradeCount)} rows fetched`)
    const p50 = fillToSend.length === 0 ? NaN : percentile(fillToSend, 50)
    const b50 = baseline.length === 0 ? NaN : percentile(baseline, 50)
    console.log(`ratio: baseline p50 / copier p50 = ${Number.isNaN(p50) || p50 <= 0 ? "-" : (b50 / p50).toFixed(2)}×`)
  } finally {
    await bench.stop()
  }
}

main().then(() => process.exit(process.exitCode ?? 0), (e) => {
  console.error(e)
  process.exit(1)
})
