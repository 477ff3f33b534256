/**
 * Start and stop of the real process, started the way the README's quick start does (issue 14 item 11): requests
 * sent while it starts are answered or refused, never left hanging; SIGTERM to the documented start command ends
 * every process it started.
 */
import { afterAll, describe, expect, it } from "@effect/vitest"
import { spawn, type ChildProcess } from "node:child_process"
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs"
import { request } from "node:http"
import { createServer, type Server } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { freePort } from "./support/freePort.js"

const root = join(__dirname, "..", "..", "..")
const readme = readFileSync(join(root, "README.md"), "utf8")
const dirs: Array<string> = []
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })))

/** The quick start's command; the part after `install &&` is what starts the service (install already ran here). */
const quickStart = (): { readonly command: string; readonly start: ReadonlyArray<string> } => {
  const section = readme.slice(readme.indexOf("## Quick start"), readme.indexOf("\n## ", readme.indexOf("## Quick start") + 1))
  const command = /```sh\n([^\n]+)\n```/.exec(section)?.[1] ?? ""
  const start = command.split("&&")[1]?.trim().split(/\s+/) ?? []
  return { command, start }
}

const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "svc-lifecycle-"))
  dirs.push(dir)
  return dir
}

const serviceEnv = (port: number): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: "127.0.0.1", SVC_DATA_DIR: tempDir() }
  delete env.DATABASE_URL
  delete env.SVC_MASTER_KEY
  delete env.SVC_BOOTSTRAP_API_KEY
  return env
}

const launch = (argv: ReadonlyArray<string>, env: NodeJS.ProcessEnv, cwd = root) => {
  const [file = "", ...args] = argv
  // Its own process group, so the test can clean up whatever survives; the signal under test goes to one pid.
  const proc = spawn(file, args, { cwd, env, detached: true, stdio: ["ignore", "pipe", "pipe"] })
  let out = ""
  proc.stdout.on("data", (d: Buffer) => (out += d.toString()))
  proc.stderr.on("data", (d: Buffer) => (out += d.toString()))
  return { proc, output: () => out }
}

const exited = (proc: ChildProcess) =>
  new Promise<{ code: number | null; signal: string | null }>((resolve) => {
    if (proc.exitCode !== null || proc.signalCode !== null) resolve({ code: proc.exitCode, signal: proc.signalCode })
    else proc.once("exit", (code, signal) => resolve({ code, signal }))
  })

const killGroup = (proc: ChildProcess) => {
  try {
    if (proc.pid !== undefined) process.kill(-proc.pid, "SIGKILL")
  } catch {
    // Gone already.
  }
}

/** Every live process whose ancestry reaches `pid` (from /proc), the pid itself included. */
const tree = (pid: number): Array<number> => {
  const parents = new Map<number, number>()
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8")
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
      if (fields[0] !== "Z") parents.set(Number(entry), Number(fields[1]))
    } catch {
      // Gone meanwhile.
    }
  }
  const found = new Set([pid].filter((p) => parents.has(p)))
  for (let grew = true; grew;) {
    grew = false
    for (const [child, parent] of parents) {
      if (found.has(parent) && !found.has(child)) {
        found.add(child)
        grew = true
      }
    }
  }
  return [...found]
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8")
    return stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z"
  } catch {
    return false
  }
}

/** One probe: its answer, a refused connection, or — the defect — no answer within `patience`. */
const probe = (port: number, patience: number) =>
  new Promise<string>((resolve) => {
    const req = request({ host: "127.0.0.1", port, path: "/healthz", agent: false }, (res) => {
      res.resume()
      res.on("end", () => resolve(String(res.statusCode)))
    })
    req.setTimeout(patience, () => {
      req.destroy()
      resolve("no answer")
    })
    req.on("error", (e: NodeJS.ErrnoException) => resolve(e.code ?? "error"))
    req.end()
  })

const waitFor = async (check: () => boolean, what: string, ms = 120_000) => {
  const until = Date.now() + ms
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

describe("the service process", () => {
  it("the quick start is one command: install, then node running the service itself", () => {
    const { command, start } = quickStart()
    expect(command).toMatch(/^npx -y pnpm@\d+\.\d+\.\d+ install && node /)
    expect(start[0]).toBe("node")
  })

  it("answers every request sent while it starts: none is accepted and left without an answer", async () => {
    const { start } = quickStart()
    const port = await freePort()
    const service = launch(["node", ...start.slice(1)].map((a) => (a === "node" ? process.execPath : a)), serviceEnv(port))
    try {
      // Probes from the moment the process exists until shortly after it listens; each waits long enough that a
      // listener with no handler behind it shows as "no answer".
      const probes: Array<Promise<string>> = []
      let listening = false
      const sender = (async () => {
        let after = 0
        while (after < 10) {
          if (service.proc.exitCode !== null) break
          probes.push(probe(port, 20_000))
          if (listening) after++
          await new Promise((r) => setTimeout(r, 50))
        }
      })()
      await waitFor(() => /Listening on/.test(service.output()), "the service to listen")
      listening = true
      await sender
      const outcomes = await Promise.all(probes)
      const counts = outcomes.reduce<Record<string, number>>((m, o) => ({ ...m, [o]: (m[o] ?? 0) + 1 }), {})
      console.log(`start-up probes: ${JSON.stringify(counts)}`)
      expect(counts["no answer"] ?? 0).toBe(0)
      expect(counts["200"] ?? 0).toBeGreaterThan(0)
      expect(Object.keys(counts).every((k) => k === "200" || k === "ECONNREFUSED")).toBe(true)
    } finally {
      killGroup(service.proc)
    }
  }, 180_000)

  it("SIGTERM to the README's start command stops the service and every process it started, exit 0", async () => {
    const { start } = quickStart()
    const port = await freePort()
    const service = launch(start, serviceEnv(port))
    try {
      await waitFor(() => /Listening on/.test(service.output()), "the service to listen")
      expect(await probe(port, 20_000)).toBe("200")
      const pid = service.proc.pid ?? 0
      const processes = tree(pid)
      expect(processes.length).toBeGreaterThan(0)
      process.kill(pid, "SIGTERM")
      const exit = await exited(service.proc)
      await waitFor(() => processes.every((p) => !alive(p)), `every process of the start command to exit (${processes.join(", ")})`, 60_000)
      expect(exit).toEqual({ code: 0, signal: null })
      expect(await probe(port, 20_000)).toBe("ECONNREFUSED")
      expect(service.output()).toMatch(/shutdown: stopped accepting/)
      expect(service.output()).toMatch(/shutdown: done/)
    } finally {
      killGroup(service.proc)
    }
  }, 180_000)
})

/** Runs the documented start command to its exit (for the refusals, which must come before any side effect). */
const runToExit = async (env: NodeJS.ProcessEnv) => {
  const service = launch(quickStart().start, env)
  try {
    const exit = await exited(service.proc)
    return { ...exit, output: service.output() }
  } finally {
    killGroup(service.proc)
  }
}

const holdPort = (port: number) =>
  new Promise<Server>((resolve, reject) => {
    const s = createServer()
    s.once("error", reject)
    s.listen(port, "127.0.0.1", () => resolve(s))
  })

// Issue 15: configuration is checked before anything is created or printed, and a refusal is one clear line.
describe("starting up", () => {
  const untouched = (output: string, dataDir: string) => {
    expect(output).not.toMatch(/svc_live_/)
    expect(output).not.toMatch(/embedded database in/)
    expect(existsSync(dataDir) ? readdirSync(dataDir) : []).toEqual([])
  }
  const oneLine = (output: string) => output.trim().split("\n").filter((l) => l.trim() !== "")

  it("a bad setting read late (SVC_IDLE_WINDOW) is refused before a workspace, a key or a data folder exists", async () => {
    const env = serviceEnv(await freePort())
    const r = await runToExit({ ...env, SVC_IDLE_WINDOW: "banana" })
    expect(r.code).toBe(1)
    expect(oneLine(r.output)).toEqual([expect.stringMatching(/^svc cannot start: .*SVC_IDLE_WINDOW.*banana/)])
    untouched(r.output, env.SVC_DATA_DIR ?? "")
  }, 120_000)

  it("a port in use is one line naming the address, with nothing created first", async () => {
    const port = await freePort()
    const held = await holdPort(port)
    try {
      const env = serviceEnv(port)
      const r = await runToExit(env)
      expect(r.code).toBe(1)
      expect(oneLine(r.output)).toEqual([`svc cannot start: cannot listen on 127.0.0.1:${port}: the port is in use; stop what listens there or set PORT to another port`])
      untouched(r.output, env.SVC_DATA_DIR ?? "")
    } finally {
      held.close()
    }
  }, 120_000)

  it("listens on loopback unless HOST says otherwise, and keeps its data in ./.data of the directory it is started from", async () => {
    // The quick start run word for word from a directory of its own (the repository's packages linked in).
    const cwd = tempDir()
    symlinkSync(join(root, "packages"), join(cwd, "packages"))
    const port = await freePort()
    const env = serviceEnv(port)
    delete env.HOST
    delete env.SVC_DATA_DIR
    const service = launch(quickStart().start, env, cwd)
    try {
      await waitFor(() => /Listening on/.test(service.output()), "the service to listen")
      expect(service.output()).toContain(`Listening on http://127.0.0.1:${port}`)
      expect(service.output()).toContain(`embedded database in ${join(cwd, ".data")}`)
      expect(readdirSync(join(cwd, ".data")).sort()).toEqual(expect.arrayContaining(["master.key", "pg"]))
      expect(await probe(port, 20_000)).toBe("200")
    } finally {
      killGroup(service.proc)
      await exited(service.proc)
    }
  }, 180_000)
})
