/**
 * Crash harness (issue 7): the service as a child process on a fresh database, the simulated broker out of process
 * behind the terminal gateway (so a SIGKILL of the service does not take the broker's memory with it), orders
 * driven with Idempotency-Keys while the service is SIGKILLed at random moments and restarted, then stopped with
 * SIGTERM during the burst (issue 14: it must drain, log both ends of its shutdown and exit 0 by itself; orders cut
 * off at the drain deadline must come out like those cut off by a kill). Every request cut off is retried with the
 * same key, as an integration would. At the end the broker's own history, read
 * through the gateway on a separate login, is compared with the service's orders:
 *
 * - duplicates: an intent (one Idempotency-Key) executed more than once at the broker;
 * - unresolved: an order still `needsReconciliation` or in a non-final state once things settle;
 * - lost: an execution the service has no order for, a fill it reports without a broker deal, or a deal behind an
 *   order it reports as not filled;
 * - replay mismatches: the same key and request not answering the same (byte for byte once final; an
 *   ORDER_UNRESOLVED first answer must come back as its order's outcome, same order id).
 *
 * Used by `packages/api/test/reliability/crash.test.ts` (short, in CI) and `bench/crash/run.ts` (long, through the
 * package's `@svc/api/testing/crashHarness` export).
 */
import { GatewayTerminalDriver } from "@svc/terminal-runtime/gateway/GatewayTerminalDriver"
import type { Deal } from "@svc/terminal-runtime/terminal/deal"
import { TerminalDriver } from "@svc/terminal-runtime/terminal/TerminalDriver"
import { Effect, Redacted } from "effect"
import { spawn, type ChildProcess } from "node:child_process"
import { randomBytes } from "node:crypto"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { freePort } from "./freePort.js"
import { freshDatabase } from "./freshDatabase.js"

export interface CrashOptions {
  /** Order intents, each with its own Idempotency-Key. */
  readonly orders: number
  readonly kills: number
  /** Graceful stops: SIGTERM to the service (node itself, as the README starts it), after the SIGKILLs. */
  readonly sigterms?: number
  /** SVC_SHUTDOWN_DRAIN for the service; a short one cuts orders off mid-flight at the deadline. */
  readonly drain?: string
  readonly accounts: number
  /** Requests in flight at once (two per account by default). */
  readonly concurrency?: number
  /** A Postgres server to create the fresh database on; unset: the embedded PGlite database in a temp folder. */
  readonly databaseUrl?: string | undefined
  readonly seed?: number
  readonly log?: (line: string) => void
}

/** One SIGTERM: what was running, how long the service took to exit and with what. */
export interface StopFigures {
  /** Order requests the harness had open when the signal went. */
  readonly ordersInFlight: number
  /** What the service logged: requests in flight, finished within the drain, cut off at its deadline. */
  readonly serviceInFlight: number | undefined
  readonly finished: number | undefined
  readonly cutOff: number | undefined
  readonly drainMs: number | undefined
  /** From the signal to the process's exit, as the harness saw it. */
  readonly exitMs: number
  readonly exitCode: number | null
  readonly exitSignal: string | null
  /** Both shutdown log lines (start and end) were printed. */
  readonly logged: boolean
}

export interface CrashFigures {
  readonly orders: number
  readonly kills: number
  readonly stops: ReadonlyArray<StopFigures>
  /** Error answers not in the envelope with the svc-request-id header (e.g. a bare 503 during shutdown). */
  readonly unenveloped: number
  /** Requests cut off by a kill (no answer), each retried with its key. */
  readonly interrupted: number
  /** First final answers by outcome: `200`, `422 ORDER_REJECTED`, `502 SEND_FAILED`, `502 ORDER_UNRESOLVED`. */
  readonly firstAnswers: Readonly<Record<string, number>>
  readonly serviceOrders: number
  readonly brokerExecutions: number
  readonly duplicates: number
  readonly unresolved: number
  readonly lost: number
  /** Keys that ended up naming more than one order (an idempotency failure even when nothing executed twice). */
  readonly keysWithSeveralOrders: number
  readonly replayMismatches: number
  /** Replays equal to the first answer but for the body's request id (keys whose first request a kill cut off). */
  readonly replaysDifferingInRequestIdOnly: number
  readonly seconds: number
  /** What each non-zero failure figure is made of, for the report. */
  readonly problems: ReadonlyArray<string>
}

export const root = join(import.meta.dirname, "..", "..", "..", "..")
export const tsx = join(root, "node_modules", ".bin", "tsx")
/** The service is started as the README and `pnpm start` do: node itself running the bin, no launcher. */
export const serviceCommand = [process.execPath, "--max-semi-space-size=64", "packages/api/bin/start.mjs"] as const
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** mulberry32: the kill moments and the order mix repeat for a seed. */
const prng = (seed: number) => {
  let s = seed >>> 0
  return () => {
    s = (s + 0x6d2b79f5) >>> 0
    let t = s
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export interface Child {
  readonly proc: ChildProcess
  readonly match: RegExpExecArray
  readonly output: () => string
}

/**
 * Starts `command` in a process group of its own: the gateway runs under tsx, which starts the script in a child
 * node process, so a SIGKILL goes to the group, or the real process would survive its launcher. The service is
 * node itself (as the README starts it), so its SIGTERM goes to that one pid, as a supervisor would send it.
 */
export const startChild = (command: ReadonlyArray<string>, env: Record<string, string>, ready: RegExp, timeoutMs = 60_000) =>
  new Promise<Child>((resolve, reject) => {
    const [file = "", ...args] = command
    const script = command.join(" ")
    const proc = spawn(file, args, { env: { ...process.env, ...env }, cwd: root, detached: true, stdio: ["ignore", "pipe", "pipe"] })
    let out = ""
    let settled = false
    const timer = setTimeout(() => {
      if (!settled) {
        settled = true
        killGroup(proc)
        reject(new Error(`${script} did not start within ${timeoutMs} ms: ${out.slice(-2000)}`))
      }
    }, timeoutMs)
    const onData = (d: Buffer) => {
      // Keep the tail only: a long run logs a lot.
      out = (out + d.toString()).slice(-20_000)
      const m = ready.exec(out)
      if (m && !settled) {
        settled = true
        clearTimeout(timer)
        resolve({ proc, match: m, output: () => out })
      }
    }
    proc.stdout?.on("data", onData)
    proc.stderr?.on("data", onData)
    proc.on("exit", (code, signal) => {
      if (!settled) {
        settled = true
        clearTimeout(timer)
        reject(new Error(`${script} exited (${code ?? signal}) before it was ready: ${out.slice(-2000)}`))
      }
    })
  })

export const killGroup = (proc: ChildProcess) => {
  if (proc.pid === undefined) return
  try {
    process.kill(-proc.pid, "SIGKILL")
  } catch {
    // Already gone.
  }
}

const exited = (proc: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (proc.exitCode !== null || proc.signalCode !== null) resolve()
    else proc.once("exit", () => resolve())
  })

/** The order comment the service sends: `svc:` and the order id's 16 bytes in base64url (requestTag). */
export const commentOf = (orderId: string) => `svc:${Buffer.from(orderId.replace(/-/g, ""), "hex").toString("base64url")}`

interface Intent {
  readonly index: number
  readonly accountId: string
  readonly key: string
  readonly body: { readonly side: string; readonly symbol: string; readonly volume: string; readonly clientOrderId: string }
  first?: { readonly status: number; readonly text: string; readonly code: string; readonly orderId: string | undefined }
  /** A request with this key was cut off by a kill before its answer. */
  interrupted?: boolean
}

interface ServiceOrder {
  readonly id: string
  readonly clientOrderId: string | null
  readonly state: string
  readonly needsReconciliation: boolean
}

const orderIdOf = (json: unknown): string | undefined => {
  if (typeof json !== "object" || json === null) return undefined
  const j = json as { data?: { id?: unknown }; error?: { details?: Array<{ orderId?: unknown }> } }
  const id = j.data?.id ?? j.error?.details?.[0]?.orderId
  return typeof id === "string" ? id : undefined
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

export const runCrash = async (options: CrashOptions): Promise<CrashFigures> => {
  const log = options.log ?? (() => {})
  const random = prng(options.seed ?? 1)
  const began = performance.now()
  const children: Array<ChildProcess> = []
  const onExit = () => children.forEach(killGroup)
  process.once("exit", onExit)

  // A fresh database: on the Postgres given, or embedded PGlite in a temp folder.
  const dataDir = mkdtempSync(join(tmpdir(), "svc-crash-"))
  const { url: dbUrl, drop: dropDb } = await freshDatabase({ server: options.databaseUrl, prefix: "svc_crash" })

  const key = `svc_live_${randomBytes(8).toString("hex")}_${randomBytes(16).toString("hex")}`
  const env: Record<string, string> = {
    PORT: "0",
    HOST: "127.0.0.1",
    SVC_DATA_DIR: dataDir,
    SVC_MASTER_KEY: randomBytes(32).toString("base64"),
    SVC_BOOTSTRAP_API_KEY: key,
    ...(options.drain === undefined ? {} : { SVC_SHUTDOWN_DRAIN: options.drain }),
    ...(dbUrl === undefined ? {} : { DATABASE_URL: dbUrl })
  }

  let gateway: Child | undefined
  let service: Child | undefined
  try {
    const gatewayPort = await freePort()
    gateway = await startChild([tsx, "packages/terminal-runtime/src/gateway/main.ts"], { SVC_GATEWAY_PORT: String(gatewayPort), SVC_GATEWAY_HOST: "127.0.0.1" }, /listening on (ws:\/\/[^\s"]+)/)
    children.push(gateway.proc)
    const gatewayUrl = gateway.match[1] ?? `ws://127.0.0.1:${gatewayPort}`
    env.SVC_GATEWAY_URL = gatewayUrl
    log(`gateway ${gatewayUrl}; database ${dbUrl === undefined ? "embedded PGlite" : "Postgres"}`)

    // The service's address changes on each start (PORT=0): requests read it from here, and wait while it is down.
    let baseUrl: string | undefined
    let whenUp: Promise<void> = Promise.resolve()
    let markUp: () => void = () => {}
    const start = async () => {
      service = await startChild(serviceCommand, env, /Listening on http:\/\/[^:\s]+:(\d+)/)
      children.push(service.proc)
      baseUrl = `http://127.0.0.1:${service.match[1]}`
      markUp()
    }
    await start()

    const unenveloped: Array<string> = []
    const api = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
      for (;;) {
        await whenUp
        const url = baseUrl
        if (url === undefined) continue
        try {
          const res = await fetch(`${url}${path}`, {
            method,
            headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
            ...(body === undefined ? {} : { body: JSON.stringify(body) }),
            signal: AbortSignal.timeout(30_000)
          })
          const text = await res.text()
          const json = parse(text)
          if (res.status >= 400) {
            const envelope = json as { error?: { code?: unknown; message?: unknown }; requestId?: unknown } | undefined
            const header = res.headers.get("svc-request-id")
            if (typeof envelope?.error?.code !== "string" || typeof envelope.error.message !== "string" || header === null || !header.startsWith("req_")) {
              unenveloped.push(`${method} ${path}: ${res.status} ${JSON.stringify(text.slice(0, 200))} (svc-request-id ${header ?? "missing"})`)
            }
          }
          return { status: res.status, text, json }
        } catch (e) {
          // Cut off: the caller decides whether that is a retry with the same key.
          throw Object.assign(new Error(`transport: ${(e as Error).message}`), { transport: true })
        }
      }
    }
    /** Reads and setup calls just wait the service out. */
    const steady = async (method: string, path: string, body?: unknown) => {
      for (;;) {
        try {
          return await api(method, path, body)
        } catch {
          await sleep(100)
        }
      }
    }

    // Accounts, always_on so each comes back by itself after a restart.
    const accounts: Array<{ id: string; login: string }> = []
    for (let i = 0; i < options.accounts; i++) {
      const login = String(880000 + i)
      const r = await steady("POST", "/v1/accounts", { login, server: "SimBroker-Demo", password: "pw", mode: "always_on" })
      const id = orderIdOf(r.json)
      if (r.status !== 201 || id === undefined) throw new Error(`connect: ${r.status} ${r.text}`)
      accounts.push({ id, login })
      await steady("POST", `/v1/accounts/${id}/warm`)
    }
    for (const a of accounts) {
      for (let i = 0; ; i++) {
        const s = await steady("GET", `/v1/accounts/${a.id}/status`)
        if ((s.json as { data?: { state?: string } })?.data?.state === "ready") break
        if (i > 600) throw new Error(`account ${a.id} never became ready: ${s.text}`)
        await sleep(50)
      }
    }

    // The intents: a quarter lose their reply at the broker (the reconciliation path), some are refused or lost
    // before the broker, the rest fill.
    const run = randomBytes(3).toString("hex")
    const intents: Array<Intent> = Array.from({ length: options.orders }, (_, index) => {
      const r = random()
      const prefix = r < 0.25 ? "sim:no-reply" : r < 0.35 ? "sim:reject" : r < 0.4 ? "sim:lost" : "c"
      const account = accounts[index % accounts.length]
      if (account === undefined) throw new Error("no accounts")
      return {
        index,
        accountId: account.id,
        key: `crash-${run}-${index}`,
        body: { side: index % 2 === 0 ? "buy" : "sell", symbol: "EURUSD", volume: "0.01", clientOrderId: `${prefix}-${run}-${index}` }
      }
    })

    let interrupted = 0
    let done = 0
    let ordersInFlight = 0
    const place = async (intent: Intent) => {
      for (let attempt = 0; ; attempt++) {
        if (attempt > 2000) throw new Error(`intent ${intent.index} never got a final answer`)
        let r: Awaited<ReturnType<typeof api>>
        try {
          ordersInFlight++
          r = await api("POST", `/v1/accounts/${intent.accountId}/orders/market`, intent.body, { "idempotency-key": intent.key })
        } catch {
          interrupted++
          intent.interrupted = true
          await sleep(50)
          continue
        } finally {
          ordersInFlight--
        }
        const code = String((r.json as { error?: { code?: unknown } } | undefined)?.error?.code ?? "")
        const final = r.status === 200 || r.status === 422 || (r.status === 502 && (code === "SEND_FAILED" || code === "ORDER_UNRESOLVED"))
        if (final) {
          intent.first = { status: r.status, text: r.text, code, orderId: orderIdOf(r.json) }
          return
        }
        // Refused before anything was sent (the account is still coming back after a restart, the first request
        // with the key still runs): the documented answer is to retry, with the same key.
        if (r.status === 409 || r.status === 503 || (r.status === 502 && code === "SCHEDULER_FAILED")) {
          await sleep(100)
          continue
        }
        throw new Error(`intent ${intent.index}: unexpected ${r.status} ${r.text}`)
      }
    }

    const concurrency = options.concurrency ?? options.accounts * 2
    let next = 0
    const workers = Promise.all(Array.from({ length: concurrency }, async () => {
      while (next < intents.length) {
        const intent = intents[next++]
        if (intent === undefined) break
        await place(intent)
        done++
        // A little air between orders, so the run lasts long enough for kills to land among requests in flight.
        await sleep(Math.floor(random() * 40))
      }
    }))

    // The killer: SIGKILLs first, then SIGTERMs, each once a share of the intents is done, plus a random moment.
    let kills = 0
    const stops: Array<StopFigures> = []
    const signals = [...Array.from({ length: options.kills }, () => "SIGKILL" as const), ...Array.from({ length: options.sigterms ?? 0 }, () => "SIGTERM" as const)]
    const killer = (async () => {
      for (const [k, signal] of signals.entries()) {
        const at = Math.floor((options.orders * (k + 1)) / (signals.length + 1))
        while (done < at) await sleep(5)
        await sleep(Math.floor(random() * 150))
        const victim = service
        if (victim === undefined) continue
        if (signal === "SIGKILL") {
          whenUp = new Promise<void>((r) => { markUp = r })
          baseUrl = undefined
          killGroup(victim.proc)
          await exited(victim.proc)
          kills++
          log(`kill ${kills}: ${done}/${options.orders} intents done, ${interrupted} requests cut off so far`)
        } else {
          // Requests keep going to the draining service (answered or refused there) until it has exited.
          const inFlight = ordersInFlight
          const sent = performance.now()
          victim.proc.kill("SIGTERM")
          await exited(victim.proc)
          const exitMs = performance.now() - sent
          whenUp = new Promise<void>((r) => { markUp = r })
          baseUrl = undefined
          const out = victim.output()
          const began = /shutdown: stopped accepting connections; (\d+) requests in flight/.exec(out)
          const ended = /shutdown: drained in (\d+) ms; (\d+) requests finished, (\d+) cut off/.exec(out)
          const stop: StopFigures = {
            ordersInFlight: inFlight,
            serviceInFlight: began ? Number(began[1]) : undefined,
            drainMs: ended ? Number(ended[1]) : undefined,
            finished: ended ? Number(ended[2]) : undefined,
            cutOff: ended ? Number(ended[3]) : undefined,
            exitMs,
            exitCode: victim.proc.exitCode,
            exitSignal: victim.proc.signalCode,
            logged: began !== null && ended !== null && out.includes("shutdown: done")
          }
          stops.push(stop)
          log(`SIGTERM ${stops.length}: ${done}/${options.orders} intents done, ${inFlight} orders in flight; exit ${stop.exitCode ?? stop.exitSignal} after ${exitMs.toFixed(0)} ms`)
        }
        await sleep(Math.floor(random() * 300))
        await start()
      }
    })()
    await Promise.all([workers, killer])

    // Settle: every order of the run final and confirmed.
    const listOrders = async (accountId: string) => {
      const all: Array<ServiceOrder> = []
      let cursor: string | null = null
      do {
        const r = await steady("GET", `/v1/orders?accountId=${accountId}&limit=200${cursor === null ? "" : `&cursor=${encodeURIComponent(cursor)}`}`)
        const page = r.json as { data: Array<ServiceOrder>; page: { nextCursor: string | null } }
        all.push(...page.data)
        cursor = page.page.nextCursor
      } while (cursor !== null)
      return all
    }
    const finalStates = new Set(["filled", "partially_filled", "rejected", "failed", "cancelled", "expired", "completed", "working"])
    let orders: Array<ServiceOrder> = []
    for (let i = 0; i < 600; i++) {
      orders = (await Promise.all(accounts.map((a) => listOrders(a.id)))).flat()
      if (orders.every((o) => !o.needsReconciliation && finalStates.has(o.state))) break
      await sleep(100)
    }

    // Replays: the same key and request must answer the same.
    const problems: Array<string> = []
    let replayMismatches = 0
    let requestIdOnly = 0
    for (const intent of intents) {
      const replay = await (async () => {
        for (;;) {
          try {
            return await api("POST", `/v1/accounts/${intent.accountId}/orders/market`, intent.body, { "idempotency-key": intent.key })
          } catch {
            await sleep(100)
          }
        }
      })()
      const first = intent.first
      if (first === undefined) continue
      // An ORDER_UNRESOLVED first answer is replayed as its order's outcome once confirmed: filled (200), refused
      // (422) or, when the broker's history shows it never arrived, failed (502 SEND_FAILED); the same order.
      const settled = replay.status === 200 || replay.status === 422 || (replay.status === 502 && replay.text.includes("\"SEND_FAILED\""))
      const withoutRequestId = (t: string) => t.replace(/"requestId":"req_\w+"/, "")
      const ok = first.code === "ORDER_UNRESOLVED"
        ? settled && orderIdOf(replay.json) === first.orderId
        : replay.status === first.status && withoutRequestId(replay.text) === withoutRequestId(first.text)
      // A key whose first request died with the process has no stored answer: each retry renders the order's truth
      // afresh, with its own request id. Same data; counted apart from real mismatches.
      if (ok && first.code !== "ORDER_UNRESOLVED" && replay.text !== first.text) requestIdOnly++
      if (!ok) {
        replayMismatches++
        // Where the two answers part: the report shows that stretch of each.
        let at = 0
        while (at < first.text.length && first.text[at] === replay.text[at]) at++
        const around = (t: string) => t.slice(Math.max(0, at - 60), at + 60)
        problems.push(`replay of intent ${intent.index} (${intent.key}${intent.interrupted ? ", cut off by a kill" : ""}): first ${first.status} …${around(first.text)}… / again ${replay.status} …${around(replay.text)}…`)
      }
    }
    // Again after the replays: a replay that placed a new order would show here.
    orders = (await Promise.all(accounts.map((a) => listOrders(a.id)))).flat()

    const executions = await brokerExecutions(accounts, gatewayUrl)

    const byComment = new Map(orders.map((o) => [commentOf(o.id), o]))
    let lost = 0
    for (const [comment, n] of executions) {
      if (!byComment.has(comment)) {
        lost += n
        problems.push(`execution ${comment} (×${n}) at the broker has no order in the service`)
      }
    }
    const filled = new Set(["filled", "partially_filled"])
    for (const o of orders) {
      const n = executions.get(commentOf(o.id)) ?? 0
      if (filled.has(o.state) && n === 0) {
        lost++
        problems.push(`order ${o.id} is ${o.state} in the service; the broker has no deal for it`)
      }
      if (!filled.has(o.state) && n > 0) {
        lost++
        problems.push(`order ${o.id} is ${o.state} in the service; the broker executed it ${n}×`)
      }
    }
    const unresolvedOrders = orders.filter((o) => o.needsReconciliation || !finalStates.has(o.state))
    for (const o of unresolvedOrders) problems.push(`order ${o.id} still ${o.state}${o.needsReconciliation ? ", needsReconciliation" : ""}`)

    // Per intent: the orders carrying its reference (each intent has its own) and what they executed.
    let duplicates = 0
    let keysWithSeveralOrders = 0
    const byRef = new Map<string, Array<ServiceOrder>>()
    for (const o of orders) if (o.clientOrderId !== null) byRef.set(o.clientOrderId, [...(byRef.get(o.clientOrderId) ?? []), o])
    for (const intent of intents) {
      const keyed = byRef.get(intent.body.clientOrderId) ?? []
      const n = keyed.reduce((s, o) => s + (executions.get(commentOf(o.id)) ?? 0), 0)
      if (n > 1) {
        duplicates++
        problems.push(`intent ${intent.index} (${intent.key}) executed ${n}× at the broker`)
      }
      if (keyed.length > 1) {
        keysWithSeveralOrders++
        problems.push(`key ${intent.key} names ${keyed.length} orders: ${keyed.map((o) => `${o.id} ${o.state}`).join(", ")}`)
      }
    }

    const firstAnswers: Record<string, number> = {}
    for (const i of intents) {
      const k = i.first === undefined ? "none" : `${i.first.status}${i.first.code === "" ? "" : ` ${i.first.code}`}`
      firstAnswers[k] = (firstAnswers[k] ?? 0) + 1
    }
    return {
      orders: intents.length,
      kills,
      stops,
      unenveloped: unenveloped.length,
      interrupted,
      firstAnswers,
      serviceOrders: orders.length,
      brokerExecutions: [...executions.values()].reduce((a, b) => a + b, 0),
      duplicates,
      unresolved: unresolvedOrders.length,
      lost,
      keysWithSeveralOrders,
      replayMismatches,
      replaysDifferingInRequestIdOnly: requestIdOnly,
      seconds: (performance.now() - began) / 1000,
      problems: [...problems, ...unenveloped.slice(0, 10).map((u) => `not in the envelope: ${u}`)]
    }
  } finally {
    for (const c of children) killGroup(c)
    await Promise.all(children.map(exited))
    process.removeListener("exit", onExit)
    await dropDb().catch(() => {})
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/**
 * The broker's truth, read through the gateway on a login of our own: how many opening deals each order comment
 * (`svc:…`, one per service order) has across `accounts`.
 */
export const brokerExecutions = async (accounts: ReadonlyArray<{ readonly login: string }>, gatewayUrl: string) => {
  const deals: Array<Deal> = (await Effect.runPromise(
    Effect.forEach(accounts, (a) => Effect.scoped(Effect.gen(function*() {
      const driver = yield* TerminalDriver
      const session = yield* driver.connect({ login: a.login, password: Redacted.make("pw"), server: "SimBroker-Demo" })
      return yield* session.historyDeals(0, Date.now() + 86_400_000)
    }))).pipe(Effect.provide(GatewayTerminalDriver.layer({ url: gatewayUrl })))
  )).flat()
  const executions = new Map<string, number>()
  for (const d of deals) if (d.comment.startsWith("svc:") && d.entry === 0) executions.set(d.comment, (executions.get(d.comment) ?? 0) + 1)
  return executions
}

export const formatFigures = (f: CrashFigures): string => [
  `crash: ${f.orders} orders, ${f.kills} kills (SIGKILL), ${f.stops.length} SIGTERMs, ${f.interrupted} requests cut off and retried with their key, ${f.seconds.toFixed(1)} s`,
  ...f.stops.map((s, i) =>
    `  SIGTERM ${i + 1}: ${s.ordersInFlight} orders in flight (service: ${s.serviceInFlight ?? "?"} requests), ${s.finished ?? "?"} finished and ${s.cutOff ?? "?"} cut off in a ${s.drainMs ?? "?"} ms drain; exit ${s.exitCode ?? s.exitSignal} ${s.exitMs.toFixed(0)} ms after the signal`),
  `  error answers outside the envelope: ${f.unenveloped}`,
  `  first final answers: ${Object.entries(f.firstAnswers).map(([k, n]) => `${k}: ${n}`).join(", ")}`,
  `  service orders ${f.serviceOrders}, broker executions ${f.brokerExecutions}`,
  `  duplicates ${f.duplicates}, unresolved ${f.unresolved}, lost ${f.lost}, keys naming several orders ${f.keysWithSeveralOrders}, replay mismatches ${f.replayMismatches}`,
  `  replays equal but for the body's requestId (first request cut off by a kill, answer never stored): ${f.replaysDifferingInRequestIdOnly}`,
  ...f.problems.slice(0, 20).map((p) => `  ! ${p}`)
].join("\n")
