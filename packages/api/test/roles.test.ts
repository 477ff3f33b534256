import { describe, expect, it } from "@effect/vitest"
import { spawn } from "node:child_process"
import { randomBytes } from "node:crypto"
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { root, serviceCommand } from "./support/crashHarness.js"

/**
 * SVC_ROLE: the settings a role cannot run with are refused at start, in one line, before anything is created
 * (no data folder, no database touched: the Postgres address given here does not even exist).
 */
const start = (vars: Record<string, string>) =>
  new Promise<{ code: number | null; output: string; dataDir: string }>((resolve) => {
    const dataDir = join(mkdtempSync(join(tmpdir(), "svc-roles-")), "data")
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: "0", HOST: "127.0.0.1", SVC_DATA_DIR: dataDir, ...vars }
    for (const name of ["DATABASE_URL", "SVC_MASTER_KEY", "SVC_BOOTSTRAP_API_KEY", "SVC_GATEWAY_URL"]) {
      if (!(name in vars)) delete env[name]
    }
    const [file = "", ...args] = serviceCommand
    const proc = spawn(file, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] })
    let output = ""
    proc.stdout.on("data", (d: Buffer) => (output += d.toString()))
    proc.stderr.on("data", (d: Buffer) => (output += d.toString()))
    // A role that is not refused starts and keeps running: stopped here, it answers no exit code (a failure).
    const stop = setTimeout(() => proc.kill("SIGKILL"), 60_000)
    proc.once("exit", (code) => {
      clearTimeout(stop)
      resolve({ code, output, dataDir })
    })
  })

const refused = async (vars: Record<string, string>, message: RegExp) => {
  const r = await start(vars)
  try {
    expect(r.code).toBe(1)
    expect(r.output.trim().split("\n").filter((l) => l.trim() !== "")).toEqual([expect.stringMatching(message)])
    expect(existsSync(r.dataDir) ? readdirSync(r.dataDir) : []).toEqual([])
  } finally {
    rmSync(join(r.dataDir, ".."), { recursive: true, force: true })
  }
}

// Nothing listens here: a refusal that tried the database would say it is unreachable instead.
const postgres = { DATABASE_URL: "postgres://postgres@127.0.0.1:1/nowhere", SVC_MASTER_KEY: randomBytes(32).toString("base64") }

describe("SVC_ROLE refusals", () => {
  it("a runner on the embedded database is refused: it serves one process only", async () => {
    await refused({ SVC_ROLE: "runner" }, /^svc cannot start: SVC_ROLE=runner needs DATABASE_URL \(Postgres\)/)
  }, 120_000)

  it("an API node on the embedded database is refused likewise", async () => {
    await refused({ SVC_ROLE: "api" }, /^svc cannot start: SVC_ROLE=api needs DATABASE_URL \(Postgres\)/)
  }, 120_000)

  it("a runner without the terminal gateway is refused, naming SVC_GATEWAY_URL", async () => {
    await refused({ SVC_ROLE: "runner", ...postgres }, /^svc cannot start: SVC_ROLE=runner needs SVC_GATEWAY_URL/)
  }, 120_000)

  it("an unknown role is refused, naming SVC_ROLE", async () => {
    await refused({ SVC_ROLE: "worker" }, /^svc cannot start: invalid configuration: .*SVC_ROLE/)
  }, 120_000)
})
