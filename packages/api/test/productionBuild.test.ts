import { describe, expect, it } from "@effect/vitest"
import { execFile, spawn } from "node:child_process"
import { randomBytes } from "node:crypto"
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { promisify } from "node:util"
import { freePort } from "./support/freePort.js"
import { freshDatabase } from "./support/freshDatabase.js"

const run = promisify(execFile)
const apiDir = join(__dirname, "..")
const root = join(apiDir, "..", "..")
const bundle = join(apiDir, "dist", "main.mjs")
const healthcheck = (port: number) =>
  run(process.execPath, [join(apiDir, "bin", "healthcheck.mjs")], { env: { ...process.env, PORT: String(port), HOST: "0.0.0.0" } }).then(
    () => 0,
    (e: { code?: number }) => e.code ?? -1
  )

describe("the production build", () => {
  it("`build` bundles the service; node runs the bundle alone, /healthz answers, the healthcheck agrees, SIGTERM exits 0", async () => {
    await run(process.execPath, [join(apiDir, "scripts", "build.mjs")], { cwd: apiDir })
    expect(existsSync(bundle)).toBe(true)
    // Compiled JavaScript only: no TypeScript loader at run time.
    expect(readFileSync(bundle, "utf8")).not.toContain("tsx/esm/api")

    const port = await freePort()
    const dataDir = mkdtempSync(join(tmpdir(), "svc-build-"))
    const db = await freshDatabase()
    const inherited = { ...process.env }
    delete inherited.DATABASE_URL
    // As the Dockerfile's CMD runs it: node and the bundle, from the package's folder.
    const proc = spawn(process.execPath, ["--max-semi-space-size=64", "dist/main.mjs"], {
      cwd: apiDir,
      env: {
        ...inherited,
        PORT: String(port),
        HOST: "0.0.0.0",
        SVC_DATA_DIR: dataDir,
        SVC_MASTER_KEY: randomBytes(32).toString("base64"),
        ...(db.url === undefined ? {} : { DATABASE_URL: db.url })
      },
      stdio: ["ignore", "pipe", "pipe"]
    })
    let output = ""
    proc.stdout.on("data", (d: Buffer) => (output += d.toString()))
    proc.stderr.on("data", (d: Buffer) => (output += d.toString()))
    const exited = new Promise<number | null>((resolve) => proc.on("exit", (code) => resolve(code)))
    try {
      let health: Response | undefined
      for (let i = 0; i < 600 && health === undefined && proc.exitCode === null; i++) {
        health = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined)
        if (health === undefined) await new Promise((r) => setTimeout(r, 100))
      }
      expect(health?.status, output).toBe(200)
      expect(await healthcheck(port)).toBe(0)
      proc.kill("SIGTERM")
      expect(await exited, output).toBe(0)
      expect(output).toContain("\"msg\":\"shutdown: done\"")
      // Nothing listens any more: the healthcheck says so.
      expect(await healthcheck(port)).toBe(1)
    } finally {
      proc.kill("SIGKILL")
      await db.drop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 180_000)

  it("the Dockerfile and compose.yaml call what the build makes, and .env.example lists every variable", () => {
    const dockerfile = readFileSync(join(root, "Dockerfile"), "utf8")
    // What the image's commands name exists in the package the build deploys (packages/api → /app).
    const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(dockerfile)![1]!) as Array<string>
    expect(cmd[0]).toBe("node")
    expect(cmd.at(-1)).toBe("dist/main.mjs")
    const check = JSON.parse(/^HEALTHCHECK .*CMD (\[.*\])$/m.exec(dockerfile)![1]!) as Array<string>
    expect(existsSync(join(apiDir, check[1]!))).toBe(true)
    expect(dockerfile).toMatch(/^USER node$/m)
    for (const script of ["build"]) expect(dockerfile).toContain(`$PNPM ${script}`)
    expect(JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts.build).toBeDefined()

    const config = readFileSync(join(apiDir, "src", "config.ts"), "utf8")
    const names = new Set([...config.matchAll(/"([A-Z][A-Z0-9_]+)"/g)].map((m) => m[1]!))
    const example = readFileSync(join(root, ".env.example"), "utf8")
    for (const name of names) expect(example).toMatch(new RegExp(`^#? ?${name}=`, "m"))
    const compose = readFileSync(join(root, "compose.yaml"), "utf8")
    for (const [, name] of compose.matchAll(/^\s+([A-Z][A-Z0-9_]+):/gm)) {
      if (!name!.startsWith("POSTGRES_")) expect(names).toContain(name)
    }
  })
})
