// What the benches share: a node process started the way `pnpm start` runs it, and the service on a fresh database
// with simulated accounts online.
import { freshDatabase } from "@svc/api/testing/freshDatabase"
import { spawn, type ChildProcess } from "node:child_process"
import { randomBytes } from "node:crypto"
import { join } from "node:path"

const root = join(import.meta.dirname, "..", "..")
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** How `pnpm start` runs the service (packages/api/package.json): a larger young generation, fewer scavenges. */
export const serviceNodeFlags: ReadonlyArray<string> = ["--max-semi-space-size=64"]

/**
 * A TypeScript script as one node process (tsx's loader, not its launcher, so the pid is the script's), resolved
 * once its output matches `ready`. BENCH_PROFILE writes a V8 CPU profile of it to /tmp/prof (node refuses
 * --cpu-prof in NODE_OPTIONS).
 */
export const startProcess = (
  script: string,
  env: Record<string, string>,
  ready: RegExp,
  nodeFlags: ReadonlyArray<string> = [],
  /** TypeScript modules loaded ahead of the script (after tsx's loader), e.g. a bench's probe. */
  preload: ReadonlyArray<string> = [],
  /** The checkout the script runs from (another worktree, for a side-by-side comparison); this one by default. */
  cwd: string = root
) =>
  new Promise<{ proc: ChildProcess; match: RegExpExecArray }>((resolve, reject) => {
    const profile = process.env.BENCH_PROFILE ? ["--cpu-prof", "--cpu-prof-dir=/tmp/prof"] : []
    const proc = spawn(process.execPath, [...profile, ...nodeFlags, "--import", "tsx", ...preload.flatMap((m) => ["--import", `./${m}`]), script], { env: { ...process.env, ...env }, cwd })
    let out = ""
    const onData = (d: Buffer) => {
      out = (out + d.toString()).slice(-20_000)
      const m = ready.exec(out)
      if (m) resolve({ proc, match: m })
    }
    proc.stdout.on("data", onData)
    proc.stderr.on("data", onData)
    proc.on("exit", (code) => reject(new Error(`${script} exited ${code}: ${out.slice(-2000)}`)))
  })

export interface BenchService {
  readonly proc: ChildProcess
  readonly api: string
  readonly headers: Record<string, string>
  /** The online accounts' ids. */
  readonly ids: ReadonlyArray<string>
  /** A request with the bench's key: the answer's `data`; a status of 300 or more throws with the answer's text. */
  readonly call: <A>(method: string, path: string, body?: unknown, extra?: Record<string, string>) => Promise<A>
  /** The service's database (a bench's own baselines may use it too). */
  readonly databaseUrl: string
  /** Stops the service and drops its database. */
  readonly stop: () => Promise<void>
}

/** The service on a fresh database at `baseUrl` (created here, dropped by `stop`), with `accounts` accounts ready. */
export const startBenchService = async (options: {
  readonly baseUrl: string
  readonly prefix: string
  readonly accounts: number
  readonly firstLogin: number
  /** More of the service's environment, e.g. SVC_GATEWAY_URL for a broker in its own process. */
  readonly env?: Record<string, string>
  /** Modules loaded into the service's process ahead of it (see startProcess). */
  readonly preload?: ReadonlyArray<string>
  /** The checkout whose service runs (see startProcess). */
  readonly root?: string
}): Promise<BenchService> => {
  const db = await freshDatabase({ server: options.baseUrl, prefix: options.prefix })
  let proc: ChildProcess | undefined
  const stop = async () => {
    // Waits for the exit (killed past 15 s): a service still draining held the simulator's folder, and the next
    // run in the same worktree refused to start.
    if (proc !== undefined && proc.exitCode === null && proc.signalCode === null) {
      const exited = new Promise<void>((resolve) => proc!.once("exit", () => resolve()))
      proc.kill("SIGTERM")
      const killed = setTimeout(() => proc?.kill("SIGKILL"), 15_000)
      await exited
      clearTimeout(killed)
    }
    await db.drop()
  }
  try {
    if (db.url === undefined) throw new Error("the benches run on a Postgres server: give its URL")
    const key = `svc_live_${randomBytes(8).toString("hex")}_${randomBytes(16).toString("hex")}`
    const started = await startProcess("packages/api/src/main.ts", {
      PORT: "0", HOST: "127.0.0.1", DATABASE_URL: db.url, SVC_MASTER_KEY: randomBytes(32).toString("base64"),
      SVC_BOOTSTRAP_API_KEY: key, SVC_DB_POOL_SIZE: "20", ...options.env
    }, /Listening on http:\/\/[^:\s]+:(\d+)/, serviceNodeFlags, options.preload, options.root)
    proc = started.proc
    const api = `http://127.0.0.1:${started.match[1]}`
    const headers = { authorization: `Bearer ${key}`, "content-type": "application/json" }
    const ids: Array<string> = []
    for (let i = 0; i < options.accounts; i++) {
      const r = await fetch(`${api}/v1/accounts`, {
        method: "POST", headers, body: JSON.stringify({ login: String(options.firstLogin + i), server: "SimBroker-Demo", password: "pw" })
      })
      ids.push(((await r.json()) as { data: { id: string } }).data.id)
    }
    // The prepare endpoint takes up to 200 accounts a call.
    for (let i = 0; i < ids.length; i += 200) {
      await fetch(`${api}/v1/accounts/prepare`, { method: "POST", headers, body: JSON.stringify({ accountIds: ids.slice(i, i + 200) }) })
    }
    // A deadline for all of them rather than a count of polls each: on the shared 2-core machine at load 15, 500
    // logins took longer than 1,000 polls of one account.
    const readyBy = Date.now() + Number(process.env.BENCH_READY_TIMEOUT_MS ?? 600_000)
    for (const id of ids) {
      for (;;) {
        const s = (await (await fetch(`${api}/v1/accounts/${id}/status`, { headers })).json()) as { data: { state: string } }
        if (s.data.state === "ready") break
        if (Date.now() > readyBy) throw new Error(`account ${id} never became ready (${s.data.state})`)
        await sleep(20)
      }
    }
    const call = async <A>(method: string, path: string, body?: unknown, extra: Record<string, string> = {}): Promise<A> => {
      const r = await fetch(`${api}${path}`, { method, headers: { ...headers, ...extra }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })
      const text = await r.text()
      if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${text}`)
      return (JSON.parse(text) as { data: A }).data
    }
    return { proc: started.proc, api, headers, ids, call, databaseUrl: db.url, stop }
  } catch (e) {
    await stop()
    throw e
  }
}
