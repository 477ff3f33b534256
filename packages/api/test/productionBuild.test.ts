import { describe, expect, it } from "@effect/vitest"
import { execFile, execFileSync, spawn } from "node:child_process"
import { randomBytes } from "node:crypto"
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { promisify } from "node:util"
import { freePort } from "./support/freePort.js"
import { freshDatabase } from "./support/freshDatabase.js"

const run = promisify(execFile)
const hasPyYaml = (() => {
  try {
    execFileSync("python3", ["-c", "import yaml"], { stdio: "ignore" })
    return true
  } catch {
    return false
  }
})()
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
    // The simulated broker's gateway (compose.yaml's stand-in) reads its own two.
    const gateway = readFileSync(join(root, "packages", "terminal-runtime", "src", "gateway", "main.ts"), "utf8")
    for (const m of gateway.matchAll(/"(SVC_GATEWAY_[A-Z_]+)"/g)) names.add(m[1]!)
    const compose = readFileSync(join(root, "compose.yaml"), "utf8")
    for (const [, name] of compose.matchAll(/^\s+([A-Z][A-Z0-9_]+):/gm)) {
      if (!name!.startsWith("POSTGRES_")) expect(names).toContain(name)
    }
  })

  /**
   * `docker compose config` cannot run here (no compose plugin): the file is parsed as YAML (anchors and merge keys
   * resolved, by Python's PyYAML, skipped where it is missing) and checked for what compose would refuse or what
   * would not run: every dependency a service, every named volume declared, every interpolation well formed; and
   * for the deployment the README describes: an API node in front, two runners each reached at its own name, one
   * gateway they share, the first runner healthy before the others start.
   */
  it.skipIf(!hasPyYaml)("compose.yaml: Postgres, the gateway, two runners and an API node, as compose reads it", () => {
    const text = readFileSync(join(root, "compose.yaml"), "utf8")
    // A `${…}` is `${NAME}`, `${NAME:-default}`, `${NAME-default}`, `${NAME:?message}` or `${NAME?message}`.
    for (const [ref] of text.matchAll(/\$\{[^}]*\}/g)) expect(ref).toMatch(/^\$\{[A-Z_][A-Z0-9_]*(?:(?::?-|:?\?)[^}]*)?\}$/)
    const parsed = execFileSync("python3", ["-c", "import json,sys,yaml; print(json.dumps(yaml.safe_load(open(sys.argv[1]))))", join(root, "compose.yaml")])
    const file = JSON.parse(parsed.toString()) as ComposeFile
    for (const key of Object.keys(file)) expect(["name", "services", "volumes", "networks", "configs", "secrets"].includes(key) || key.startsWith("x-")).toBe(true)
    const services = file.services
    const names = Object.keys(services)
    for (const [name, service] of Object.entries(services)) {
      expect(service.image !== undefined || service.build !== undefined, name).toBe(true)
      for (const [dependency, how] of Object.entries(service.depends_on ?? {})) {
        expect(names, `${name} depends on ${dependency}`).toContain(dependency)
        expect(["service_started", "service_healthy", "service_completed_successfully"]).toContain(how.condition)
        // Waiting for health needs a health check: the image's (the service) or the service's own.
        if (how.condition === "service_healthy") {
          const target = services[dependency]!
          expect(target.healthcheck?.disable !== true && (target.healthcheck?.test !== undefined || target.image === "svc:latest"), dependency).toBe(true)
        }
      }
      for (const value of Object.values(service.environment ?? {})) expect(typeof value).toBe("string")
      for (const volume of service.volumes ?? []) {
        const source = volume.split(":")[0]!
        if (!source.startsWith(".") && !source.startsWith("/")) expect(Object.keys(file.volumes ?? {})).toContain(source)
      }
    }

    const ofRole = (role: string) => names.filter((n) => services[n]!.environment?.SVC_ROLE === role)
    const [api, ...moreApis] = ofRole("api")
    expect(moreApis).toEqual([])
    expect(services[api!]!.ports).toEqual(["127.0.0.1:8080:8080"])
    const runners = ofRole("runner")
    expect(runners).toHaveLength(2)
    // Each runner is reached by the others at the address it announces: its own service name, on its runner port.
    for (const r of runners) {
      const env = services[r]!.environment!
      expect(env.SVC_RUNNER_HOST).toBe(r)
      expect(services[r]!.expose).toContain(env.SVC_RUNNER_PORT)
      expect(env.DATABASE_URL).toBe(services[api!]!.environment!.DATABASE_URL)
      expect(env.SVC_MASTER_KEY).toBe(services[api!]!.environment!.SVC_MASTER_KEY)
      // The shared gateway, as a service of this file listening where the runners look for it.
      const url = new URL(env.SVC_GATEWAY_URL!)
      const gateway = services[url.hostname]
      expect(gateway?.environment?.SVC_GATEWAY_PORT).toBe(url.port)
      expect(gateway?.environment?.SVC_GATEWAY_HOST).toBe("0.0.0.0")
      // The bundle the build makes (scripts/build.mjs's `gateway` entry), from the service's image.
      expect(gateway?.command).toEqual(["node", "dist/gateway.mjs"])
      expect(readFileSync(join(apiDir, "scripts", "build.mjs"), "utf8")).toMatch(/gateway: "\.\.\/terminal-runtime\/src\/gateway\/main\.ts"/)
    }
    // One process migrates the database first: the others wait for it to be healthy.
    const first = runners.find((r) => services[r]!.depends_on?.[runners.find((o) => o !== r)!] === undefined)!
    for (const n of [...runners.filter((r) => r !== first), api!]) expect(services[n]!.depends_on?.[first]?.condition).toBe("service_healthy")
  })
})

interface ComposeService {
  readonly image?: string
  readonly build?: unknown
  readonly command?: ReadonlyArray<string>
  readonly environment?: Record<string, string>
  readonly ports?: ReadonlyArray<string>
  readonly expose?: ReadonlyArray<string>
  readonly volumes?: ReadonlyArray<string>
  readonly healthcheck?: { readonly test?: unknown; readonly disable?: boolean }
  readonly depends_on?: Record<string, { readonly condition: string }>
}
interface ComposeFile {
  readonly services: Record<string, ComposeService>
  readonly volumes?: Record<string, unknown>
}
