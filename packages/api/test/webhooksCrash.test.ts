import { afterAll, describe, expect, it } from "@effect/vitest"
import { spawn, type ChildProcess } from "node:child_process"
import { randomBytes } from "node:crypto"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { generateKey } from "../src/apiKeys/keyFormat.js"
import { client, startTestServer, type TestServer } from "./support/testServer.js"
import { freePort } from "./support/freePort.js"
import { freshDatabase } from "./support/freshDatabase.js"
import { startReceiver, type Receiver } from "./support/webhooks.js"

/**
 * At least once, nothing lost: a process killed (SIGKILL, no shutdown at all) while a delivery is in flight leaves
 * the delivery leased; the next process on the same database sends it once the lease runs out. The database is a
 * fresh one on DATABASE_URL's server when set, else the embedded PGlite in a data folder the next process reopens.
 */
const apiDir = join(dirname(fileURLToPath(import.meta.url)), "..")

const startProcess = async (env: Record<string, string>): Promise<{ child: ChildProcess; url: string; output: () => string }> => {
  const port = await freePort()
  let output = ""
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: apiDir,
    // The parent's DATABASE_URL is the server to make databases on, not this process's database.
    env: { ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== "DATABASE_URL")), ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"]
  })
  child.stdout?.on("data", (c: Buffer) => { output += c.toString() })
  child.stderr?.on("data", (c: Buffer) => { output += c.toString() })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server process exited: ${output}`)
    try {
      if ((await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) })).ok) break
    } catch {
      // not listening yet, or listening before the app is ready (a request then waits): ask again
    }
    if (Date.now() > deadline) throw new Error(`server process did not start: ${output}`)
    await new Promise((r) => setTimeout(r, 200))
  }
  return { child, url, output: () => output }
}

const cleanups: Array<() => Promise<void>> = []
afterAll(async () => { for (const c of cleanups.reverse()) await c() })

describe("a process killed in the middle of a delivery", () => {
  it("SIGKILL mid-delivery: the next process redelivers it after the lease (at least once)", async () => {
    const db = await freshDatabase()
    cleanups.push(db.drop)
    const receiver: Receiver = await startReceiver()
    cleanups.push(receiver.close)
    const dataDir = mkdtempSync(join(tmpdir(), "svc-crash-"))
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }))
    const keyA = generateKey("live").full
    const keyB = generateKey("test").full
    const masterKey = randomBytes(32).toString("base64")
    const env: Record<string, string> = {
      ...(db.url === undefined ? {} : { DATABASE_URL: db.url }),
      SVC_DATA_DIR: dataDir, SVC_MASTER_KEY: masterKey, SVC_BOOTSTRAP_API_KEY: `${keyA},${keyB}`,
      SVC_WEBHOOK_ALLOW_INSECURE_TARGETS: "true"
    }

    // Process A takes the delivery; the receiver holds the request open, and A is killed meanwhile.
    let release: () => void = () => {}
    receiver.respond = () => new Promise((resolve) => { release = () => resolve({ status: 200 }) })
    const a = await startProcess(env)
    cleanups.push(async () => { a.child.kill("SIGKILL") })
    const apiA = client(a.url, keyA)
    const ep = (await apiA("POST", "/v1/webhooks", { url: `${receiver.url}/crash` })).body.data
    const eventId = (await apiA("POST", `/v1/webhooks/${ep.id}/test`)).body.data.eventId
    await receiver.waitFor((all) => all.length === 1)
    a.child.kill("SIGKILL")
    await new Promise((r) => a.child.once("exit", r))
    release()
    receiver.respond = async () => ({ status: 200, body: "got it" })

    // Process B on the same database: the lease of the dead process runs out (15 s), then B sends it.
    const killedAt = Date.now()
    const b: TestServer = await startTestServer({
      restartOf: { masterKey, keyA, keyB, databaseUrl: db.url, dropDatabase: async () => {}, dataDir },
      env: { SVC_WEBHOOK_ALLOW_INSECURE_TARGETS: "true" }
    })
    cleanups.push(() => b.stop({ keepData: true }))
    await receiver.waitFor((all) => all.length === 2, 40_000)
    const [first, second] = receiver.received
    expect(JSON.parse(first!.rawBody).id).toBe(eventId)
    expect(JSON.parse(second!.rawBody).id).toBe(eventId)
    expect(second!.receivedAt - killedAt).toBeLessThan(30_000)

    const apiB = client(b.url, keyA)
    const deadline = Date.now() + 10_000
    let log = (await apiB("GET", `/v1/webhooks/${ep.id}/deliveries/${eventId}`)).body.data
    while (log.status !== "succeeded" && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100))
      log = (await apiB("GET", `/v1/webhooks/${ep.id}/deliveries/${eventId}`)).body.data
    }
    expect(log.status).toBe("succeeded")
    // Attempt 1 died with process A and left no log line; attempt 2 is B's.
    expect(log.attempts).toEqual([expect.objectContaining({ attempt: 2, statusCode: 200, responseBody: "got it" })])
  }, 120_000)

  it("a server stopped mid-delivery gives its claim back; the restarted one sends it at once", async () => {
    const receiver = await startReceiver()
    cleanups.push(receiver.close)
    receiver.respond = () => new Promise(() => {})
    const first = await startTestServer({ env: { SVC_WEBHOOK_ALLOW_INSECURE_TARGETS: "true" } })
    const api = client(first.url, first.keyA)
    const ep = (await api("POST", "/v1/webhooks", { url: `${receiver.url}/stop` })).body.data
    const eventId = (await api("POST", `/v1/webhooks/${ep.id}/test`)).body.data.eventId
    await receiver.waitFor((all) => all.length === 1)
    await first.stop({ keepData: true })
    receiver.respond = async () => ({ status: 200 })
    const stoppedAt = Date.now()
    const second = await startTestServer({ restartOf: first, env: { SVC_WEBHOOK_ALLOW_INSECURE_TARGETS: "true" } })
    cleanups.push(() => second.stop())
    await receiver.waitFor((all) => all.length === 2, 20_000)
    expect(JSON.parse(receiver.received[1]!.rawBody).id).toBe(eventId)
    // Released at shutdown: no wait for the 15 s lease.
    expect(Date.now() - stoppedAt).toBeLessThan(12_000)
  }, 120_000)
})
