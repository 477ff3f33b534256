// bench/load: sustained mixed load for a bounded time; RSS at start, peak and end; answers beyond the documented.
import autocannon, { type Request, type Result } from "autocannon"
import { randomUUID } from "node:crypto"
import { readFileSync } from "node:fs"
import { startBenchService } from "../support/service.js"

const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 60)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32)
const accountCount = Number(process.env.BENCH_ACCOUNTS ?? 20)
const baseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres"
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Resident set size of a process in MiB, from /proc (Linux); undefined elsewhere. */
const rssOf = (pid: number | undefined): number | undefined => {
  if (pid === undefined) return undefined
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]
    return kb === undefined ? undefined : Number(kb) / 1024
  } catch {
    return undefined
  }
}

const run = (options: Parameters<typeof autocannon>[0]) =>
  new Promise<Result>((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)))
  })

const main = async () => {
  const bench = await startBenchService({ baseUrl, prefix: "svc_load", accounts: accountCount, firstLogin: 990000 })
  try {
    const { api, headers, ids, proc: service } = bench
    const pick = <A>(xs: ReadonlyArray<A>): A => xs[Math.floor(Math.random() * xs.length)] as A
    const account = () => pick(ids)

    // Every answer is sorted: documented (2xx, 429 RATE_LIMITED, 422 ORDER_REJECTED from the broker) or not.
    const codes = new Map<string, number>()
    const unexpected: Array<string> = []
    const onResponse = (status: number, body: string) => {
      if (status < 300) return
      let code = "?"
      try {
        code = String((JSON.parse(body) as { error?: { code?: unknown } }).error?.code)
      } catch {
        // Not JSON: counted under "?" and as unexpected below.
      }
      codes.set(`${status} ${code}`, (codes.get(`${status} ${code}`) ?? 0) + 1)
      const documented = (status === 429 && code === "RATE_LIMITED") || (status === 422 && code === "ORDER_REJECTED")
      if (!documented && unexpected.length < 20) unexpected.push(`${status} ${body.slice(0, 200)}`)
      if (!documented && unexpected.length >= 20) codes.set("(unexpected, not kept)", (codes.get("(unexpected, not kept)") ?? 0) + 1)
    }
    // One cycle per connection: three reads, two quotes (a few symbols, so some miss the 250 ms cache and spend
    // budget), one market order with a fresh key, alternating sides so margin lasts.
    const withAccount = (path: (id: string) => string): Request => ({
      method: "GET",
      setupRequest: (req) => ({ ...req, path: path(account()) }),
      onResponse
    })
    const requests: Array<Request> = [
      { method: "GET", path: "/v1/accounts", onResponse },
      withAccount((id) => `/v1/orders?accountId=${id}&limit=20`),
      withAccount((id) => `/v1/accounts/${id}/quotes?symbols=${pick(["EURUSD", "EURUSD,GBPUSD", "XAUUSD", "BTCUSD,US30,USDJPY"])}`),
      withAccount((id) => `/v1/accounts/${id}/positions`),
      withAccount((id) => `/v1/accounts/${id}/quotes?instruments=EURUSD`),
      {
        method: "POST",
        setupRequest: (req) => ({
          ...req,
          path: `/v1/accounts/${account()}/orders/market`,
          headers: { ...headers, "idempotency-key": randomUUID() },
          body: JSON.stringify({ side: Math.random() < 0.5 ? "buy" : "sell", symbol: "EURUSD", volume: "0.01" })
        }),
        onResponse
      }
    ]

    const rss: Array<number> = []
    const rssStart = rssOf(service.pid)
    const sampler = setInterval(() => {
      const v = rssOf(service.pid)
      if (v !== undefined) rss.push(v)
    }, 1000)
    console.log(`load: ${seconds} s, ${connections} connections, ${accountCount} online accounts; service RSS at start ${rssStart?.toFixed(0) ?? "?"} MiB`)
    const result = await run({ url: api, connections, duration: seconds, headers, requests, timeout: 30 })
    clearInterval(sampler)
    const rssEnd = rssOf(service.pid)
    // After the load: still ready, and memory once idle a little.
    const ready = await fetch(`${api}/readyz`)
    await sleep(5000)
    const rssIdle = rssOf(service.pid)

    const statuses = Object.entries(result.statusCodeStats).map(([s, { count }]) => `${s}: ${count}`).join(", ")
    const otherUnexpected = codes.get("(unexpected, not kept)") ?? 0
    const unexpectedTotal = unexpected.length + otherUnexpected
    console.log([
      `  requests ${result.requests.total} in ${result.duration.toFixed(0)} s (${result.requests.average.toFixed(0)}/s), latency p50 ${result.latency.p50} ms p99 ${result.latency.p99} ms max ${result.latency.max} ms`,
      `  statuses: ${statuses}`,
      `  error codes: ${[...codes].filter(([k]) => !k.startsWith("(")).map(([k, n]) => `${k}: ${n}`).join(", ") || "none"}`,
      `  connection errors ${result.errors}, timeouts ${result.timeouts}; answers beyond the documented 429 and 422: ${unexpectedTotal}`,
      `  service RSS: start ${rssStart?.toFixed(0) ?? "?"} MiB, peak ${rss.length > 0 ? Math.max(...rss).toFixed(0) : "?"} MiB, end ${rssEnd?.toFixed(0) ?? "?"} MiB, 5 s idle after ${rssIdle?.toFixed(0) ?? "?"} MiB`,
      `  RSS every 10 s: ${rss.filter((_, i) => i % 10 === 9).map((v) => v.toFixed(0)).join(" → ")} MiB`,
      `  /readyz after the load: ${ready.status}`,
      ...unexpected.map((u) => `  ! ${u}`)
    ].join("\n"))
    process.exitCode = unexpectedTotal === 0 && result.errors === 0 && ready.status === 200 ? 0 : 1
  } finally {
    await bench.stop()
  }
}

await main()
