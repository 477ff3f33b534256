import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { execFile, execFileSync } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { promisify } from "node:util"
import { startTestServer, type TestServer } from "./support/testServer.js"

/** A headless Chromium on this machine, if any: the page is rendered as a reader's browser would. */
const chromium = ["chromium", "chromium-browser", "google-chrome"].find((name) => {
  try {
    execFileSync("which", [name], { stdio: "ignore" })
    return true
  } catch {
    return false
  }
})

interface NetLog {
  readonly constants: { readonly logEventTypes: Record<string, number> }
  readonly events: ReadonlyArray<{ readonly type: number; readonly params?: { readonly url?: string; readonly initiator?: string } }>
}

/** Every request the page itself made (the browser's own background calls have no initiating origin). */
const pageRequests = (log: NetLog, page: string): Array<string> => {
  const startJob = log.constants.logEventTypes.URL_REQUEST_START_JOB
  return log.events
    .filter((e) => e.type === startJob && e.params?.url !== undefined)
    .filter((e) => e.params?.url === page || (e.params?.initiator !== undefined && e.params.initiator !== "not an origin"))
    .map((e) => e.params?.url ?? "")
}

describe.skipIf(chromium === undefined)("/docs in a browser with only loopback reachable", () => {
  let server: TestServer
  let dir: string
  beforeAll(async () => {
    server = await startTestServer()
    dir = mkdtempSync(join(tmpdir(), "svc-docs-"))
  })
  afterAll(async () => {
    await server.stop()
    rmSync(dir, { recursive: true, force: true })
  })

  it("renders the introduction and the operations, and asks nothing of any other host", async () => {
    const page = `${server.url}/docs`
    const netLog = join(dir, "net.json")
    // Asynchronously: the server under test answers from this same process.
    const { stdout: dom } = await promisify(execFile)(chromium!, [
      "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", `--user-data-dir=${join(dir, "profile")}`,
      // Anything but loopback is unreachable: no proxy answers and no name resolves.
      "--proxy-server=http://127.0.0.1:9", "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
      `--log-net-log=${netLog}`, "--virtual-time-budget=20000", "--dump-dom", page
    ], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024, timeout: 120_000 })
    const body = dom.slice(dom.indexOf("<body"))
    // Rendered by the UI (the inline document alone has no headings).
    expect(body).toMatch(/<h1[^>]*>\s*Trading Account Connectivity API\s*<\/h1>/)
    expect(body).toContain("Place a market order")
    expect(body).toContain("Self-hosted")
    const requests = pageRequests(JSON.parse(readFileSync(netLog, "utf8")) as NetLog, page)
    expect(requests).toContain(page)
    expect(requests.filter((url) => !url.startsWith(`${server.url}/`))).toEqual([])
  })
})
