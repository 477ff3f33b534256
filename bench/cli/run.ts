// bench/cli: how long `svc --help` and `svc health` take from a cold process, through the fast path (`node
// packages/cli/bin/svc.mjs`, which runs the bundle built at install), beside bare `node -e 0` timed in the same
// run (the floor any node program pays) and the sources through tsx (how the bin ran before the bundle). Runs are
// interleaved so load on the machine falls on every command alike. Figures print at the end.
import { execFileSync, spawn } from "node:child_process"
import { join } from "node:path"
import { startTestServer } from "@svc/api/testing/testServer"

const root = join(import.meta.dirname, "..", "..")
const runs = Number(process.env.BENCH_CLI_RUNS ?? 15)
const bin = join(root, "packages/cli/bin/svc.mjs")
const tsx = join(root, "packages/cli/node_modules/.bin/tsx")
const sources = join(root, "packages/cli/src/main.ts")

// The bundle the bin runs, from the sources as they are now (the bin would fall back to tsx while it is stale).
execFileSync(process.execPath, [join(root, "packages/cli/scripts/build.mjs")], { stdio: "inherit" })

const server = await startTestServer()
const env = { PATH: process.env.PATH ?? "", SVC_BASE_URL: server.url }

/** Wall time of one process from spawn to exit, in milliseconds; fails the bench on a non-zero exit. */
const time = (command: string, args: ReadonlyArray<string>) =>
  new Promise<number>((resolve, reject) => {
    const start = process.hrtime.bigint()
    const child = spawn(command, [...args], { env, cwd: root, stdio: ["ignore", "ignore", "pipe"] })
    let stderr = ""
    child.stderr.on("data", (d: Buffer) => { stderr += d.toString() })
    child.on("error", reject)
    child.on("close", (code) => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6
      if (code === 0) resolve(ms)
      else reject(new Error(`${command} ${args.join(" ")} exited ${code}: ${stderr}`))
    })
  })

const cases: ReadonlyArray<{ readonly name: string; readonly command: string; readonly args: ReadonlyArray<string>; readonly runs: number }> = [
  { name: "node -e 0 (baseline)", command: process.execPath, args: ["-e", "0"], runs },
  { name: "svc --help", command: process.execPath, args: [bin, "--help"], runs },
  { name: "svc health", command: process.execPath, args: [bin, "health"], runs },
  // The sources through tsx: a few runs are enough to show what the bundle saves.
  { name: "tsx src/main.ts --help", command: tsx, args: [sources, "--help"], runs: Math.min(runs, 5) },
  { name: "tsx src/main.ts health", command: tsx, args: [sources, "health"], runs: Math.min(runs, 5) }
]

const samples = new Map<string, Array<number>>(cases.map((c) => [c.name, []]))
try {
  for (let round = 0; round < runs; round++) {
    for (const c of cases) {
      if (round < c.runs) samples.get(c.name)?.push(await time(c.command, c.args))
    }
  }
} finally {
  await server.stop()
}

const quantile = (sorted: ReadonlyArray<number>, q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN
const median = (xs: ReadonlyArray<number>) => quantile([...xs].sort((a, b) => a - b), 0.5)
const baseline = median(samples.get(cases[0]?.name ?? "") ?? [])

console.log(`\nbench/cli: wall time per cold process, ms (${runs} runs each, interleaved; node ${process.version})\n`)
console.log(`${"command".padEnd(26)}${"runs".padStart(5)}${"min".padStart(8)}${"median".padStart(8)}${"p90".padStart(8)}  median / baseline`)
for (const c of cases) {
  const xs = [...(samples.get(c.name) ?? [])].sort((a, b) => a - b)
  const m = quantile(xs, 0.5)
  console.log(
    `${c.name.padEnd(26)}${String(xs.length).padStart(5)}${(xs[0] ?? NaN).toFixed(0).padStart(8)}${m.toFixed(0).padStart(8)}${quantile(xs, 0.9).toFixed(0).padStart(8)}  ${(m / baseline).toFixed(1)}x`
  )
}
// The in-process service leaves timers behind (its broker's clock); the figures are out, so stop here.
process.exit(0)
