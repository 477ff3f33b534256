import { afterAll, describe, expect, it } from "@effect/vitest"
import { spawn, type ChildProcess } from "node:child_process"
import { mkdtempSync, rmSync, statSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { client } from "./support/testServer.js"

const main = join(__dirname, "..", "src", "main.ts")
const tsx = join(__dirname, "..", "node_modules", ".bin", "tsx")
const dataDir = mkdtempSync(join(tmpdir(), "svc-embedded-"))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

/** Runs the real entry point as `pnpm start` does, with the given environment, and waits for it to listen. */
const start = (env: Record<string, string>) =>
  new Promise<{ proc: ChildProcess; url: string; output: () => string }>((resolve, reject) => {
    const cleanEnv = { ...process.env }
    delete cleanEnv.DATABASE_URL
    delete cleanEnv.SVC_MASTER_KEY
    delete cleanEnv.SVC_BOOTSTRAP_API_KEY
    const proc = spawn(tsx, [main], { env: { ...cleanEnv, PORT: "0", HOST: "127.0.0.1", ...env } })
    let out = ""
    const onData = (d: Buffer) => {
      out += d.toString()
      const m = /Listening on http:\/\/[^:]+:(\d+)/.exec(out)
      if (m) resolve({ proc, url: `http://127.0.0.1:${m[1]}`, output: () => out })
    }
    proc.stdout.on("data", onData)
    proc.stderr.on("data", onData)
    proc.on("exit", (code) => reject(new Error(`exited ${code}: ${out}`)))
  })

const stop = (proc: ChildProcess) =>
  new Promise<void>((resolve) => {
    proc.removeAllListeners("exit")
    proc.on("exit", () => resolve())
    proc.kill("SIGTERM")
  })

const runToExit = (env: Record<string, string>) =>
  new Promise<{ code: number | null; output: string }>((resolve) => {
    const cleanEnv = { ...process.env }
    delete cleanEnv.DATABASE_URL
    delete cleanEnv.SVC_MASTER_KEY
    const proc = spawn(tsx, [main], { env: { ...cleanEnv, PORT: "0", HOST: "127.0.0.1", ...env } })
    let out = ""
    proc.stdout.on("data", (d: Buffer) => (out += d.toString()))
    proc.stderr.on("data", (d: Buffer) => (out += d.toString()))
    proc.on("exit", (code) => resolve({ code, output: out }))
  })

describe("the embedded default (no DATABASE_URL)", () => {
  it("starts on PGlite, prints one admin key once, creates a 0600 master key file, and keeps data across restarts", async () => {
    const first = await start({ SVC_DATA_DIR: dataDir })
    try {
      const key = /(svc_live_[0-9A-Za-z]+_[0-9A-Za-z]+)/.exec(first.output())?.[1]
      expect(key).toBeDefined()
      expect((await client(first.url)("GET", "/readyz")).status).toBe(200)
      const api = client(first.url, key!)
      const created = await api("POST", "/v1/accounts", { login: "4242", server: "SimBroker-Demo", password: "pw-embedded" })
      expect(created.status).toBe(201)
      expect(statSync(join(dataDir, "master.key")).mode & 0o777).toBe(0o600)
      // The simulated broker keeps its books beside the database (SVC_DATA_DIR/sim), readable by the owner only.
      expect(statSync(join(dataDir, "sim", "snapshot.json")).mode & 0o077).toBe(0)
      expect(first.output()).not.toContain("pw-embedded")
    } finally {
      await stop(first.proc)
    }

    const second = await start({ SVC_DATA_DIR: dataDir })
    try {
      expect(second.output()).not.toMatch(/svc_live_[0-9A-Za-z]+_[0-9A-Za-z]+/)
      const key = /(svc_live_[0-9A-Za-z]+_[0-9A-Za-z]+)/.exec(first.output())![1]!
      const list = await client(second.url, key)("GET", "/v1/accounts")
      expect(list.body.data.map((a: { login: string }) => a.login)).toEqual(["4242"])
    } finally {
      await stop(second.proc)
    }
  }, 120_000)
})

describe("refusing to start", () => {
  it("with DATABASE_URL and no SVC_MASTER_KEY, says why and exits non-zero", async () => {
    const r = await runToExit({
      DATABASE_URL: "postgres://postgres@127.0.0.1:1/none",
      SVC_MASTER_KEY: "",
      SVC_DATA_DIR: join(dataDir, "refuse")
    })
    expect(r.code).not.toBe(0)
    expect(r.output).toContain("SVC_MASTER_KEY is required when DATABASE_URL is set")
  }, 60_000)

  it("with a master key that is not 32 bytes", async () => {
    const r = await runToExit({ SVC_MASTER_KEY: "c2hvcnQ=", SVC_DATA_DIR: join(dataDir, "short") })
    expect(r.code).not.toBe(0)
    expect(r.output).toContain("must be base64 of exactly 32 bytes")
  }, 60_000)

  it("with a malformed bootstrap key", async () => {
    const r = await runToExit({ SVC_BOOTSTRAP_API_KEY: "svc_live_short_x", SVC_DATA_DIR: join(dataDir, "badkey") })
    expect(r.code).not.toBe(0)
    expect(r.output).toContain("SVC_BOOTSTRAP_API_KEY entry 1")
  }, 60_000)
})
