// bench/alerts: TradingView-style alerts at a fixed rate to a hook on one account and to a hook on 10 accounts.
import { cpus, totalmem } from "node:os"
import { startBenchService } from "../support/service.js"

const rate = Number(process.env.BENCH_RATE ?? 100)
const seconds = Number(process.env.BENCH_SECONDS ?? 30)
/** How long to wait after the last alert for the orders still queued behind it (the 10-account hook runs one wave at a time). */
const drainSeconds = Number(process.env.BENCH_DRAIN_SECONDS ?? 60)
const baseUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres"

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const percentile = (values: ReadonlyArray<number>, p: number) => {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}
const ms = (n: number) => (Number.isNaN(n) ? "n/a" : `${n.toFixed(1)} ms`)

interface Order { readonly clientOrderId: string | null; readonly createdAt: string; readonly sentAt: string | null; readonly settledAt: string | null }
/** `1` or `10`: only the hook on that many accounts (a profile of one path, BENCH_PROFILE). */
const only = process.env.BENCH_ONLY

/** The simulated broker's symbols that trade around the clock at 0.01 lots. */
const pairSymbols = ["EURUSD", "GBPUSD", "USDJPY", "XAUUSD"] as const

/** Open loop: one alert every 1000/rate ms whatever the answers do, as TradingView sends them. */
const fire = async (url: string, tag: string) => {
  const sentAt = new Map<string, number>()
  const answers: Array<number> = []
  const statuses = new Map<number | string, number>()
  const pending: Array<Promise<void>> = []
  const total = rate * seconds
  const began = performance.now()
  for (let i = 0; i < total; i++) {
    const due = began + (i * 1000) / rate
    const wait = due - performance.now()
    if (wait > 1) await sleep(wait)
    // A buy, then the close of that long: the accounts' books stay small, as a strategy's do. Each pair on the next
    // of four symbols: alerts sent 10 ms apart on concurrent connections reach a saturated service in another
    // order now and then (in an instrumented run at load 21, 28 adjacent inversions in 500 alerts, and each of the
    // 32 refused closes was the one its arrival order predicts), and a close that overtook the buy of the next pair
    // closed that buy's long too, so the next close was refused though the service kept the order it saw. On its
    // pair's symbol a close depends on its own buy, unless alerts four pairs apart swap (still seen at load 24, when
    // requests took seconds to get in).
    const symbol = pairSymbols[Math.floor(i / 2) % pairSymbols.length]!
    const body = JSON.stringify({ action: i % 2 === 0 ? "buy" : "close_long", ticker: `OANDA:${symbol}`, quantity: "0.01", id: `${tag}-${i}` })
    const wall = Date.now()
    const t0 = performance.now()
    pending.push(fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body }).then(async (r) => {
      answers.push(performance.now() - t0)
      statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1)
      const json = (await r.json()) as { data?: { alertId: string } }
      if (json.data !== undefined) sentAt.set(json.data.alertId.replace(/-/g, ""), wall)
    }, (e: unknown) => {
      // No answer at all (the connection timed out on a saturated machine): counted with its code, not fatal.
      const cause = e instanceof Error && e.cause instanceof Error && "code" in e.cause ? String(e.cause.code) : String(e)
      statuses.set(cause, (statuses.get(cause) ?? 0) + 1)
    }))
  }
  await Promise.all(pending)
  return { sentAt, answers, statuses, achieved: total / ((performance.now() - began) / 1000) }
}

const ordersOf = async (api: string, headers: Record<string, string>, accountId: string) => {
  const all: Array<Order> = []
  let cursor: string | null = null
  do {
    const q: string = `/v1/orders?accountId=${accountId}&limit=200${cursor === null ? "" : `&cursor=${encodeURIComponent(cursor)}`}`
    const page = (await (await fetch(`${api}${q}`, { headers })).json()) as { data: Array<Order>; page: { nextCursor: string | null } }
    all.push(...page.data)
    cursor = page.page.nextCursor
  } while (cursor !== null)
  return all
}

/** The hook's alert log tallied by status, with the commonest reasons. */
const outcomes = async (api: string, headers: Record<string, string>, hookId: string) => {
  const tally = new Map<string, number>()
  const perAlert: Array<number> = []
  let cursor: string | null = null
  do {
    const q: string = `/v1/alert-hooks/${hookId}/alerts?limit=200${cursor === null ? "" : `&cursor=${encodeURIComponent(cursor)}`}`
    const page = (await (await fetch(`${api}${q}`, { headers })).json()) as { data: Array<{ status: string; reason: string | null }>; page: { nextCursor: string | null } }
    for (const a of page.data) {
      // Figures in a reason (a shed alert's queue length and time per alert) are collected, not tallied apart.
      const each = a.reason?.match(/ at (\d+) ms each/)
      if (each) perAlert.push(Number(each[1]))
      const k = a.reason === null ? a.status : `${a.status}: ${a.reason.replace(/[0-9a-f-]{36}/g, "<id>").replace(/\d+(\.\d+)?/g, "#").slice(0, 80)}`
      tally.set(k, (tally.get(k) ?? 0) + 1)
    }
    cursor = page.page.nextCursor
  } while (cursor !== null)
  const shed = perAlert.length === 0 ? "" : `\n${"".padEnd(12)} shed ${perAlert.length}: the lane's time per alert when it refused them p50 ${ms(percentile(perAlert, 50))}, max ${ms(percentile(perAlert, 100))}`
  return [...tally].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([k, n]) => `${n} ${k}`).join("; ") + shed
}

/** Every alert the hook logged, by id without dashes: when the service received it. */
const receivedOf = async (api: string, headers: Record<string, string>, hookId: string) => {
  const at = new Map<string, number>()
  let cursor: string | null = null
  do {
    const q: string = `/v1/alert-hooks/${hookId}/alerts?limit=200${cursor === null ? "" : `&cursor=${encodeURIComponent(cursor)}`}`
    const page = (await (await fetch(`${api}${q}`, { headers })).json()) as { data: Array<{ id: string; receivedAt: string }>; page: { nextCursor: string | null } }
    for (const a of page.data) at.set(a.id.replace(/-/g, ""), new Date(a.receivedAt).getTime())
    cursor = page.page.nextCursor
  } while (cursor !== null)
  return at
}

/**
 * Alert (as sent) → first broker send of its orders, for the alerts whose orders went out, and where the time goes
 * (the service's own stamps, millisecond resolution): sent → received (the inbound request), received → the order
 * created (queued behind the alerts before it, symbol, checks), created → sent (the actor), sent → settled (the
 * broker and the read-back: what the next alert on the account waits for).
 */
const toBroker = async (api: string, headers: Record<string, string>, hookId: string, accounts: ReadonlyArray<string>, sentAt: ReadonlyMap<string, number>) => {
  const first = new Map<string, Order>()
  for (const a of accounts) {
    for (const o of await ordersOf(api, headers, a)) {
      if (o.clientOrderId === null || o.sentAt === null) continue
      const seen = first.get(o.clientOrderId)
      if (seen === undefined || new Date(o.sentAt).getTime() < new Date(seen.sentAt!).getTime()) first.set(o.clientOrderId, o)
    }
  }
  const received = await receivedOf(api, headers, hookId)
  const delays: Array<number> = []
  const stages = { inbound: [] as Array<number>, queued: [] as Array<number>, actor: [] as Array<number>, settle: [] as Array<number> }
  for (const [alert, t] of sentAt) {
    const o = first.get(alert)
    if (o === undefined) continue
    const sent = new Date(o.sentAt!).getTime()
    delays.push(sent - t)
    const r = received.get(alert)
    const created = new Date(o.createdAt).getTime()
    if (r !== undefined) {
      stages.inbound.push(r - t)
      stages.queued.push(created - r)
    }
    stages.actor.push(sent - created)
    if (o.settledAt !== null) stages.settle.push(new Date(o.settledAt).getTime() - sent)
  }
  return { delays, stages }
}

const stageLine = (stages: Record<string, ReadonlyArray<number>>) =>
  Object.entries(stages).map(([k, v]) => `${k} p50 ${ms(percentile(v, 50))} p99 ${ms(percentile(v, 99))}`).join(" · ")

const main = async () => {
  const bench = await startBenchService({ baseUrl, prefix: "svc_bench_alerts", accounts: 11, firstLogin: 880000 })
  try {
    const { api, headers, ids } = bench
    const hook = async (accountIds: ReadonlyArray<string>) => {
      const r = await fetch(`${api}/v1/alert-hooks`, {
        method: "POST", headers, body: JSON.stringify({ name: "bench", accountIds, defaults: { onlyChartingPlatformIps: false } })
      })
      if (r.status !== 201) throw new Error(`hook refused: ${r.status} ${await r.text()}`)
      return ((await r.json()) as { data: { url: string; id: string } }).data
    }
    const results: Array<string> = []
    const runs = ([["1 account", ids.slice(0, 1)], ["10 accounts", ids.slice(1, 11)]] as const)
      .filter(([label]) => only === undefined || label.startsWith(`${only} `))
    for (const [label, accounts] of runs) {
      const { id: hookId, url } = await hook(accounts)
      console.log(`${label}: ${rate} alerts/s for ${seconds} s…`)
      const run = await fire(url, label.replace(/\s/g, ""))
      // Orders still queued behind earlier alerts go out after the last answer: wait for them (bounded).
      let found = await toBroker(api, headers, hookId, accounts, run.sentAt)
      for (let waited = 0; waited < drainSeconds && found.delays.length < run.sentAt.size; waited += 5) {
        await sleep(5_000)
        found = await toBroker(api, headers, hookId, accounts, run.sentAt)
      }
      const { delays, stages } = found
      results.push(
        `${label.padEnd(12)} sent ${run.sentAt.size} at ${run.achieved.toFixed(0)}/s, answers ${JSON.stringify(Object.fromEntries(run.statuses))}\n` +
          `${"".padEnd(12)} answer p50 ${ms(percentile(run.answers, 50))}  p99 ${ms(percentile(run.answers, 99))}   (target p99 < 50 ms)\n` +
          `${"".padEnd(12)} alert → broker send p50 ${ms(percentile(delays, 50))}  p99 ${ms(percentile(delays, 99))}   ` +
          `(target p50 < 5 ms; ${delays.length} of ${run.sentAt.size} alerts had sent within ${drainSeconds} s of the last)\n` +
          `${"".padEnd(12)} stages: ${stageLine(stages)}\n` +
          `${"".padEnd(12)} outcomes: ${await outcomes(api, headers, hookId)}`
      )
    }
    console.log(`\nmachine: ${cpus().length} × ${cpus()[0]?.model ?? "cpu"}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB; node ${process.version}`)
    console.log("online simulated accounts, Postgres, zero broker latency; alert → send measured from the client's send time\n")
    console.log(results.join("\n"))
  } finally {
    await bench.stop()
  }
}

main().then(() => process.exit(0), (e) => {
  console.error(e)
  process.exit(1)
})
