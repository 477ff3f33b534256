// bench/scale: several processes (issue 22). Orders/s through one API node and through two, with two runners, and
// the timeline of a runner's SIGKILL with 30 and 300 accounts online. Figures print at the end.
import { connectAccounts, placeOrder, startCluster, type Cluster, type Node } from "@svc/api/testing/clusterHarness"
import { loadavg } from "node:os"

const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres"
const seconds = Number(process.env.BENCH_SCALE_SECONDS ?? 20)
const concurrency = Number(process.env.BENCH_SCALE_CONCURRENCY ?? 32)
const throughputAccounts = Number(process.env.BENCH_SCALE_ACCOUNTS ?? 16)
const recoverySizes = (process.env.BENCH_SCALE_RECOVERY ?? "30,300").split(",").map(Number).filter((n) => n > 0)
const log = (line: string) => console.log(`[scale] ${line}`)
const load = () => loadavg()[0]!.toFixed(2)
let login = 900000 + Math.floor(Math.random() * 50_000)

/** Market orders (keyed, so every one is an at-most-once order) for `seconds`, `concurrency` at once, through `nodes` in turn. */
const throughput = async (cluster: Cluster, nodes: ReadonlyArray<Node>, accountIds: ReadonlyArray<string>, tag: string) => {
  let sent = 0
  let ok = 0
  const until = Date.now() + seconds * 1000
  const began = performance.now()
  await Promise.all(Array.from({ length: concurrency }, async (_, w) => {
    while (Date.now() < until) {
      const i = sent++
      const node = nodes[i % nodes.length]!
      const r = await placeOrder(cluster, [node], accountIds[(w + i) % accountIds.length]!, `${tag}-${i}`, `${tag}-${i}`)
      if (r.status === 200) ok++
    }
  }))
  return { orders: sent, filled: ok, perSecond: sent / ((performance.now() - began) / 1000), load: load() }
}

const figures: Array<string> = []
let baseline = Number.NaN
const figure = (line: string) => {
  figures.push(line)
  log(line)
}

if (seconds > 0) {
  log(`baseline: one process (SVC_ROLE=all) on Postgres, ${throughputAccounts} accounts, ${concurrency} in flight, ${seconds} s`)
  const single = await startCluster({ runners: 0, apis: 0, single: true, databaseUrl, log })
  try {
    const accounts = await connectAccounts(single, single.apis[0]!, throughputAccounts, login)
    login += throughputAccounts
    const ids = accounts.map((a) => a.id)
    await throughput(single, single.apis, ids, "warm")
    const base = await throughput(single, single.apis, ids, "base")
    baseline = base.perSecond
    figure(`orders/s through one process (SVC_ROLE=all, the baseline): ${base.perSecond.toFixed(1)} (load ${base.load})`)
  } finally {
    await single.stop()
  }
}

if (seconds > 0) {
  log(`throughput: 2 runners, 2 API nodes, ${throughputAccounts} accounts, ${concurrency} in flight, ${seconds} s each`)
  const cluster = await startCluster({ runners: 2, apis: 2, databaseUrl, log })
  try {
    const accounts = await connectAccounts(cluster, cluster.apis[0]!, throughputAccounts, login)
    login += throughputAccounts
    const ids = accounts.map((a) => a.id)
    // Warm-up: every account's first order, the JIT and the pools.
    await throughput(cluster, cluster.apis, ids, "warm")
    const one = await throughput(cluster, [cluster.apis[0]!], ids, "one")
    const two = await throughput(cluster, cluster.apis, ids, "two")
    const oneAgain = await throughput(cluster, [cluster.apis[0]!], ids, "one-again")
    ;[
      `orders/s through one API node: ${one.perSecond.toFixed(1)} (load ${one.load}); again after: ${oneAgain.perSecond.toFixed(1)} (load ${oneAgain.load})`,
      `orders/s through two API nodes: ${two.perSecond.toFixed(1)} (load ${two.load})`,
      `ratio two/one: ${(two.perSecond / ((one.perSecond + oneAgain.perSecond) / 2)).toFixed(2)}; ` +
        `one API node / one process: ${(one.perSecond / baseline).toFixed(2)}, two API nodes / one process: ${(two.perSecond / baseline).toFixed(2)}`
    ].forEach(figure)
  } finally {
    await cluster.stop()
  }
}

for (const size of recoverySizes) {
  log(`recovery: 2 runners, 1 API node, ${size} always_on accounts; SIGKILL runner 0`)
  const cluster = await startCluster({ runners: 2, apis: 1, databaseUrl, log })
  try {
    const connectStart = performance.now()
    const accounts = await connectAccounts(cluster, cluster.apis[0]!, size, login)
    login += size
    log(`${size} accounts ready in ${((performance.now() - connectStart) / 1000).toFixed(1)} s`)
    const api = cluster.apis[0]!
    for (const [i, a] of accounts.entries()) await placeOrder(cluster, [api], a.id, `pre-${a.id}`, `pre-${i}`)
    const before = load()
    const killed = cluster.runners[0]!
    const killedAt = Date.now()
    cluster.kill(killed)
    // Where the time goes, read from the database every 500 ms: when the health check marks the dead runner
    // unhealthy (never, when its singleton died with it: the runner then drops out once its heartbeat expires), when
    // the first of its accounts restarts on the other runner (its stale `ready` becomes `reconnecting`), and when
    // every account is `ready` again (logged in on its new runner).
    const phases: { unhealthy?: number; firstRestart?: number; allLoggedIn?: number } = {}
    let watching = true
    const watcher = (async () => {
      while (watching) {
        const at = Date.now() - killedAt
        const s = await cluster.snapshot().catch(() => undefined)
        if (s !== undefined) {
          if (phases.unhealthy === undefined && s.runners[`127.0.0.1:${killed.runnerPort}`] === false) phases.unhealthy = at
          const ready = s.states["ready"] ?? 0
          if (phases.firstRestart === undefined && ready < size) phases.firstRestart = at
          if (phases.firstRestart !== undefined && phases.allLoggedIn === undefined && ready === size) phases.allLoggedIn = at
        }
        await new Promise((r) => setTimeout(r, 500))
      }
    })()
    // Each account's first filled order after the kill: when it answered again, wherever it now lives.
    const back = await Promise.all(accounts.map(async (a, i) => {
      for (let attempt = 0; ; attempt++) {
        // Tried every second: 300 intents retried every 200 ms were the machine's main load (timing to 1 s).
        const r = await placeOrder(cluster, [api], a.id, `post-${a.id}-${attempt}`, `post-${i}-${attempt}`, 300_000, 1000)
        if (r.status === 200) return Date.now() - killedAt
      }
    }))
    watching = false
    await watcher
    back.sort((x, y) => x - y)
    const at = (q: number) => (back[Math.min(back.length - 1, Math.floor(q * back.length))]! / 1000).toFixed(1)
    figure(
      `recovery with ${size} accounts: every account answering again ${at(1)} s after the SIGKILL ` +
        `(median ${at(0.5)} s, p90 ${at(0.9)} s; first ${at(0)} s; target 15 s; load ${before} before, ${load()} after)`
    )
    const secs = (ms: number | undefined) => (ms === undefined ? "not seen" : `${(ms / 1000).toFixed(1)} s`)
    figure(
      `  where the time went (${size}): dead runner marked unhealthy by the health check ${secs(phases.unhealthy)}; ` +
        `first account restarted on the other runner ${secs(phases.firstRestart)}; all logged in again ${secs(phases.allLoggedIn)}`
    )
  } finally {
    await cluster.stop()
  }
}

console.log("\nbench/scale figures (2-core machine shared with other work: one API node and two compete for the same cores)")
for (const f of figures) console.log(`  ${f}`)
process.exit(0)
