/**
 * The service as several processes on one fresh Postgres database (issue 22): runners (SVC_ROLE=runner) hosting the
 * account actors, API nodes (SVC_ROLE=api) in front, and the simulated broker out of process behind the terminal
 * gateway that every runner shares. Used by the runner-death and cluster suites and by `bench/scale`.
 */
import { GatewayTerminalDriver } from "@svc/terminal-runtime/gateway/GatewayTerminalDriver"
import { TerminalDriver } from "@svc/terminal-runtime/terminal/TerminalDriver"
import { Effect, Redacted } from "effect"
import { randomBytes } from "node:crypto"
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { commentOf, killGroup, serviceCommand, startChild, tsx, type Child } from "./crashHarness.js"
import { freePort } from "./freePort.js"
import { freshDatabase } from "./freshDatabase.js"
import { replyOf } from "./reply.js"
import pg from "pg"

export interface Reply {
  readonly status: number
  readonly text: string
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly body: any
  readonly headers: Headers
}

export interface Node {
  readonly role: "runner" | "api" | "all"
  readonly child: Child
  readonly url: string
  readonly runnerPort: number | undefined
}

export interface Cluster {
  readonly runners: Array<Node>
  readonly apis: Array<Node>
  readonly key: string
  /** The fresh database every process shares (for timelines read from it). */
  readonly databaseUrl: string
  /** One request to one node; a transport failure (the node gone) throws. */
  readonly call: (node: Node, method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<Reply>
  readonly startRunner: () => Promise<Node>
  /** SIGKILL: the process and its group, at once. */
  readonly kill: (node: Node) => void
  /** SIGTERM, as an orchestrator stops a process: it drains and exits; resolves once it has. */
  readonly terminate: (node: Node) => Promise<void>
  /**
   * What the database shows now: accounts by state, and the cluster's runners (`host:port`, whether the health check
   * still counts it healthy). For timelines (bench/scale), not for assertions.
   */
  readonly snapshot: () => Promise<{
    readonly states: Record<string, number>
    readonly runners: Record<string, boolean>
    /** Per runner, how long ago it last wrote its cluster heartbeat (it is dropped once that passes the lock expiration). */
    readonly heartbeatAgeMs: Record<string, number>
  }>
  /** Executions at the broker per order comment (`svc:…`), read through the gateway on logins of our own. */
  readonly brokerExecutions: (logins: ReadonlyArray<string>) => Promise<Map<string, number>>
  readonly stop: () => Promise<void>
}

const listening = /Listening on http:\/\/[^:\s]+:(\d+)/

export const startCluster = async (options: {
  readonly runners: number
  readonly apis: number
  /** Instead: one process of every role at once (SVC_ROLE=all, today's service), in `apis`: the baseline. */
  readonly single?: boolean
  /** The Postgres server to make the fresh database on (DATABASE_URL's by default). */
  readonly databaseUrl?: string | undefined
  readonly healthCheckInterval?: string
  /** More settings for every process. */
  readonly env?: Record<string, string>
  readonly log?: (line: string) => void
  /** A folder to write each process's whole output to (`runner-<port>.log`, `api-<port>.log`), to read a run against. */
  readonly logDir?: string | undefined
}): Promise<Cluster> => {
  const log = options.log ?? (() => {})
  const children: Array<Child> = []
  const db = await freshDatabase({ server: options.databaseUrl ?? process.env.DATABASE_URL, prefix: "svc_cluster" })
  if (db.url === undefined) throw new Error("the cluster needs Postgres: set DATABASE_URL")
  const dataDir = mkdtempSync(join(tmpdir(), "svc-cluster-"))
  const key = `svc_live_${randomBytes(8).toString("hex")}_${randomBytes(16).toString("hex")}`
  const gatewayPort = await freePort()
  const gateway = await startChild([tsx, "packages/terminal-runtime/src/gateway/main.ts"], {
    SVC_GATEWAY_PORT: String(gatewayPort),
    SVC_GATEWAY_HOST: "127.0.0.1"
  }, /listening on (ws:\/\/[^\s"]+)/)
  children.push(gateway)
  const gatewayUrl = gateway.match[1] ?? `ws://127.0.0.1:${gatewayPort}`
  const env: Record<string, string> = {
    PORT: "0",
    HOST: "127.0.0.1",
    DATABASE_URL: db.url,
    SVC_DATA_DIR: dataDir,
    SVC_MASTER_KEY: randomBytes(32).toString("base64"),
    SVC_BOOTSTRAP_API_KEY: key,
    SVC_GATEWAY_URL: gatewayUrl,
    SVC_RUNNER_HEALTH_CHECK_INTERVAL: options.healthCheckInterval ?? "3 seconds",
    SVC_DB_POOL_SIZE: "6",
    // The tests' webhook receivers listen on loopback over http.
    SVC_WEBHOOK_ALLOW_INSECURE_TARGETS: "true",
    ...options.env
  }

  const start = async (role: "runner" | "api" | "all"): Promise<Node> => {
    const runnerPort = role === "runner" ? await freePort() : undefined
    const child = await startChild(serviceCommand, {
      ...env,
      SVC_ROLE: role,
      ...(runnerPort === undefined ? {} : { SVC_RUNNER_PORT: String(runnerPort) })
    }, listening, 120_000)
    children.push(child)
    if (options.logDir !== undefined) {
      mkdirSync(options.logDir, { recursive: true })
      // From here on (the start-up lines before are in the child's own tail).
      const file = createWriteStream(join(options.logDir, `${role}-${child.match[1]}.log`))
      // Two sources into one file: neither ends it (the first to end would cut the other's last lines).
      child.proc.stdout?.pipe(file, { end: false })
      child.proc.stderr?.pipe(file, { end: false })
      child.proc.once("close", () => file.end())
    }
    const node = { role, child, url: `http://127.0.0.1:${child.match[1]}`, runnerPort }
    // A process that ends says so, with the end of its output: one that dies by itself is a finding.
    child.proc.once("exit", (code, signal) => log(`${role} ${node.url} exited (${code ?? signal}); its last output:\n${child.output().slice(-3000)}`))
    log(`${role} up at ${node.url}${runnerPort === undefined ? "" : ` (runner port ${runnerPort})`}`)
    return node
  }

  // The first process migrates the database and makes the first workspace; the rest start on it together.
  const runners: Array<Node> = []
  const apis: Array<Node> = []
  if (options.single === true) {
    apis.push(await start("all"))
  } else {
    runners.push(await start("runner"))
    runners.push(...await Promise.all(Array.from({ length: options.runners - 1 }, () => start("runner"))))
    apis.push(...await Promise.all(Array.from({ length: options.apis }, () => start("api"))))
  }

  const call = async (node: Node, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${node.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(60_000)
    })
    return replyOf(res)
  }

  const brokerExecutions = async (logins: ReadonlyArray<string>) => {
    const deals = (await Effect.runPromise(
      Effect.forEach(logins, (login) => Effect.scoped(Effect.gen(function*() {
        const driver = yield* TerminalDriver
        const session = yield* driver.connect({ login, password: Redacted.make("pw"), server: "SimBroker-Demo" })
        return yield* session.historyDeals(0, Date.now() + 86_400_000)
      }))).pipe(Effect.provide(GatewayTerminalDriver.layer({ url: gatewayUrl })))
    )).flat()
    const executions = new Map<string, number>()
    for (const d of deals) if (d.comment.startsWith("svc:") && d.entry === 0) executions.set(d.comment, (executions.get(d.comment) ?? 0) + 1)
    return executions
  }

  const snapshot = async () => {
    const client = new pg.Client({ connectionString: db.url })
    await client.connect()
    try {
      const states: Record<string, number> = {}
      for (const r of (await client.query("select state, count(*)::int as n from accounts group by state")).rows) states[r.state] = r.n
      const runners: Record<string, boolean> = {}
      const heartbeatAgeMs: Record<string, number> = {}
      // The cluster creates its table with its first runner: none yet, none listed.
      const rows = await client.query(
        "select address, healthy, (extract(epoch from (now() - last_heartbeat)) * 1000)::int as age from cluster_runners"
      ).catch(() => ({ rows: [] }))
      for (const r of rows.rows) {
        runners[String(r.address)] = Boolean(r.healthy)
        heartbeatAgeMs[String(r.address)] = Number(r.age)
      }
      return { states, runners, heartbeatAgeMs }
    } finally {
      await client.end()
    }
  }

  return {
    runners,
    apis,
    key,
    databaseUrl: db.url,
    call,
    snapshot,
    startRunner: async () => {
      const node = await start("runner")
      runners.push(node)
      return node
    },
    kill: (node) => killGroup(node.child.proc),
    terminate: (node) =>
      new Promise<void>((resolve) => {
        const proc = node.child.proc
        if (proc.exitCode !== null || proc.signalCode !== null || proc.pid === undefined) return resolve()
        proc.once("exit", () => resolve())
        try {
          process.kill(-proc.pid, "SIGTERM")
        } catch {
          resolve()
        }
      }),
    brokerExecutions,
    stop: async () => {
      for (const c of children) killGroup(c.proc)
      await db.drop().catch(() => {})
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
}

export { commentOf }

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Accounts connected `always_on` through `node`, each warmed and waited for until ready. */
export const connectAccounts = async (cluster: Cluster, node: Node, count: number, firstLogin: number) => {
  const accounts: Array<{ readonly id: string; readonly login: string }> = []
  for (let i = 0; i < count; i++) {
    const login = String(firstLogin + i)
    const r = await cluster.call(node, "POST", "/v1/accounts", { login, server: "SimBroker-Demo", password: "pw", mode: "always_on" })
    if (r.status !== 201) throw new Error(`connect: ${r.status} ${r.text}`)
    accounts.push({ id: r.body.data.id, login })
  }
  await Promise.all(accounts.map((a) => cluster.call(node, "POST", `/v1/accounts/${a.id}/warm`)))
  for (const a of accounts) {
    for (let i = 0; ; i++) {
      const s = await cluster.call(node, "GET", `/v1/accounts/${a.id}/status`)
      if (s.body?.data?.state === "ready") break
      if (i > 1200) throw new Error(`account ${a.id} never became ready: ${s.text}`)
      await sleep(50)
    }
  }
  return accounts
}

/**
 * Final answers of a keyed market order; every other is retried with the same key: a 409 (the key in flight, the
 * account not ready yet on its new runner) and a 5xx other than the order's own outcome (the runtime moving).
 */
const final = (r: Reply) =>
  (r.status < 500 && r.status !== 409) || (r.status === 502 && /"(SEND_FAILED|ORDER_UNRESOLVED)"/.test(r.text))

/**
 * One intent: a keyed market order sent through `nodes` in turn until it has a final answer; a node gone, a 409
 * IDEMPOTENCY_IN_FLIGHT or a 5xx of the runtime is retried with the same key through the next node.
 */
export const placeOrder = async (
  cluster: Cluster,
  nodes: ReadonlyArray<Node>,
  accountId: string,
  key: string,
  clientOrderId: string,
  deadlineMs = 120_000,
  /** Between two tries of the key: a bench with hundreds of intents waiting keeps it long, not to be its own load. */
  pauseMs = 200
): Promise<Reply> => {
  const began = Date.now()
  let last = "no answer"
  for (let attempt = 0; ; attempt++) {
    const node = nodes[attempt % nodes.length]!
    try {
      const r = await cluster.call(node, "POST", `/v1/accounts/${accountId}/orders/market`, {
        side: "buy", symbol: "EURUSD", volume: "0.01", clientOrderId
      }, { "idempotency-key": key })
      if (final(r)) return r
      last = `${r.status} ${r.text.slice(0, 300)}`
    } catch (e) {
      // The node went away mid-request: the same key through another.
      last = `transport: ${(e as Error).message}`
    }
    if (Date.now() - began > deadlineMs) throw new Error(`order ${key} got no final answer in ${deadlineMs} ms; last: ${last}`)
    await sleep(pauseMs)
  }
}

/** Every order of the accounts once they are final (reconciliation done), waited for up to `deadlineMs`. */
export const settledOrders = async (cluster: Cluster, node: Node, accountIds: ReadonlyArray<string>, deadlineMs = 120_000) => {
  const began = Date.now()
  const finalStates = new Set(["filled", "partially_filled", "rejected", "failed", "cancelled", "expired", "completed", "working"])
  for (;;) {
    const all: Array<{ id: string; state: string; needsReconciliation: boolean; clientOrderId: string | null }> = []
    for (const id of accountIds) {
      let cursor: string | undefined
      do {
        const r = await cluster.call(node, "GET", `/v1/orders?accountId=${id}&limit=200${cursor === undefined ? "" : `&cursor=${cursor}`}`)
        all.push(...(r.body?.data ?? []))
        cursor = r.body?.page?.nextCursor ?? undefined
      } while (cursor !== undefined && cursor !== null)
    }
    const open = all.filter((o) => o.needsReconciliation || !finalStates.has(o.state))
    if (open.length === 0 || Date.now() - began > deadlineMs) return { orders: all, open }
    await sleep(500)
  }
}
