import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { spawn } from "node:child_process"
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { freePort } from "./support/freePort.js"
import { client, startTestServer, type TestServer } from "./support/testServer.js"

/**
 * The README's "Your first ten minutes", run as written against a fresh server: the sh blocks between its
 * `<!-- walkthrough` and `<!-- /walkthrough -->` comments, in order, in one bash process, so a command that stops
 * working fails here. What the reader supplies by hand is supplied the same way: `SVC` and `SVC_API_KEY` from the
 * environment (the section's setup line stays outside the markers), a `NAME=prefix_…` placeholder from the shell
 * variable of that name an earlier block set, and a block headed "# in a second terminal" runs in the background
 * until the end. The receiver's port 4000 becomes a free one, so parallel runs on one machine do not collide.
 */

const root = join(__dirname, "..", "..", "..")
const readme = readFileSync(join(root, "README.md"), "utf8")

interface Block {
  readonly code: string
  /** Left running by the reader in a second terminal. */
  readonly background: boolean
}

const walkthroughBlocks = (markdown: string): ReadonlyArray<Block> => {
  const start = markdown.indexOf("<!-- walkthrough")
  const end = markdown.indexOf("<!-- /walkthrough -->")
  if (start < 0 || end < start) throw new Error("README.md: the walkthrough markers are missing")
  return [...markdown.slice(start, end).matchAll(/^```sh\n([\s\S]*?)^```$/gm)].map((m) => ({
    code: m[1]!,
    background: /^# in a second terminal/.test(m[1]!)
  }))
}

const receiverPort = 4000

const adapt = (code: string, port: number): string =>
  code
    .replaceAll(`127.0.0.1:${receiverPort}`, `127.0.0.1:${port}`)
    .replace(/\b([A-Z][A-Z0-9_]*)=[A-Za-z0-9_]*…/g, '$1="$$$1"')

/** One bash script: each block's output goes to `<dir>/<index>.out`; a background block is waited for until it listens. */
const script = (blocks: ReadonlyArray<Block>, port: number): string =>
  ["set -euo pipefail", ...blocks.map((block, i) => {
    const out = `"$WALK/${i}.out"`
    if (!block.background) return `{\n${adapt(block.code, port)}\n} > ${out} 2>&1`
    return [
      `{\n${adapt(block.code, port)}\n} > ${out} 2>&1 &`,
      `BACKGROUND=$!`,
      `for _ in $(seq 100); do grep -q 'listening on' ${out} && break; kill -0 "$BACKGROUND"; sleep 0.1; done`,
      `grep -q 'listening on' ${out}`
    ].join("\n")
  })].join("\n")

let server: TestServer
let dir: string
let bashPid: number | undefined
beforeAll(async () => {
  server = await startTestServer({ env: { SVC_WEBHOOK_ALLOW_INSECURE_TARGETS: "true" } })
  dir = mkdtempSync(join(tmpdir(), "svc-walkthrough-"))
})
afterAll(async () => {
  // The receiver outlives the script in bash's process group; end the group (it may already be gone).
  if (bashPid !== undefined) {
    try {
      process.kill(-bashPid, "SIGTERM")
    } catch {
      // already ended
    }
  }
  await server?.stop()
  rmSync(dir, { recursive: true, force: true })
})

const runBash = (source: string, env: Record<string, string>): Promise<{ code: number | null; stderr: string }> =>
  new Promise((resolve, reject) => {
    const { SVC_BASE_URL: _ignored, ...inherited } = process.env
    const child = spawn("bash", ["-c", source], { cwd: root, env: { ...inherited, ...env }, detached: true, stdio: ["ignore", "ignore", "pipe"] })
    bashPid = child.pid
    let stderr = ""
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")))
    // About 6 s with the CLI's bundle; about 20 s when the CLI's sources are newer than it (the bin runs them through
    // tsx), so the limit leaves room for a loaded machine.
    const limit = setTimeout(() => child.kill("SIGKILL"), 100_000)
    child.once("error", reject)
    child.once("exit", (code) => {
      clearTimeout(limit)
      resolve({ code, stderr })
    })
  })

describe("README: Your first ten minutes", () => {
  it("the reader's setup line names the two variables the walkthrough uses", () => {
    expect(readme).toContain("export SVC=http://127.0.0.1:8080 SVC_API_KEY=svc_live_…")
    expect(readme).toContain("SVC_WEBHOOK_ALLOW_INSECURE_TARGETS=true")
  })

  it("every command runs as written against a fresh server and shows what the text says", async () => {
    const blocks = walkthroughBlocks(readme)
    // connect, warm, order, replay, positions, webhook, receiver, test event, CLI: a new block needs its check below.
    expect(blocks.map((b) => b.background)).toEqual([false, false, false, false, false, false, true, false, false])
    const port = await freePort()
    const run = await runBash(script(blocks, port), {
      SVC: server.url,
      SVC_API_KEY: server.keyA,
      WEBHOOK_PORT: String(port),
      WALK: dir
    })
    const output = (i: number): string => {
      const file = join(dir, `${i}.out`)
      return existsSync(file) ? readFileSync(file, "utf8") : ""
    }
    if (run.code !== 0) {
      const reached = blocks.filter((_, i) => existsSync(join(dir, `${i}.out`))).length - 1
      throw new Error(
        `walkthrough step ${reached + 1} of ${blocks.length} failed (bash exit ${run.code}):\n${blocks[reached]?.code}\n` +
          `--- its output ---\n${output(reached)}\n--- bash stderr ---\n${run.stderr}`
      )
    }

    const [connect, warm, order, replay, positions, webhook, receiver, test, cli] = blocks.map((_, i) => output(i)) as [
      string, string, string, string, string, string, string, string, string
    ]
    const accountId = /"id": "([0-9a-f-]{36})"/.exec(connect)?.[1]
    expect(connect).toContain(`"login": "7001"`)
    expect(accountId).toBeDefined()
    expect(warm).toContain(`"pollUrl":"/v1/accounts/${accountId}/status"`)
    expect(warm.trim().split("\n").at(-1)).toBe("ready")
    expect(order).toContain(`"state": "filled"`)
    expect(order).toContain(`"filledVolume": "0.10"`)
    expect(replay).toMatch(/^idempotent-replayed: true/im)
    expect(replay).toContain("same body")
    expect(positions).toMatch(/"symbol": "EURUSD",\s+"side": "buy",\s+"volume": "0.10"/)
    expect(webhook).toMatch(/^whsec_\S+$/m)
    expect(test).toContain(`"status": "succeeded"`)
    expect(test).toContain(`"statusCode": 200`)
    expect(test).toContain(`"responseBody": "verified webhook.test\\n"`)
    expect(test).toContain("refused: signature does not match")
    expect(cli).toContain(": ready")
    expect(cli).toContain("replay: this is the result of the first request with idempotency key cli-order-")
    expect(cli).toMatch(/EURUSD\s+sell\s+0\.20/)
    expect(cli).toMatch(/^status\s+succeeded$/m)

    // The receiver saw both test events signed correctly and refused the forged one.
    expect(receiver).toContain(`listening on http://127.0.0.1:${port}/`)
    expect(receiver.match(/^verified webhook\.test /gm)).toHaveLength(2)
    expect(receiver).toContain("refused: signature does not match")

    // A replay sent nothing: one order on each account.
    const api = client(server.url, server.keyA)
    const orders = (await api("GET", "/v1/orders")).body.data as ReadonlyArray<{ id: string; accountId: string; state: string }>
    expect(orders).toHaveLength(2)
    expect(orders.filter((o) => o.accountId === accountId)).toHaveLength(1)
    expect(order).toContain(`"id": "${orders.find((o) => o.accountId === accountId)?.id}"`)
    expect(orders.every((o) => o.state === "filled")).toBe(true)
  }, 120_000)
})
