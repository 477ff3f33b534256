// `pnpm bench`: the benchmarks there are, and the command that runs each.
import { readdirSync, existsSync, readFileSync } from "node:fs"
import { join } from "node:path"

const root = new URL(".", import.meta.url).pathname
const scripts = JSON.parse(readFileSync(join(root, "..", "package.json"), "utf8")).scripts
// bench is a workspace package: its node_modules is no benchmark.
const benches = readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory() && d.name !== "node_modules")
console.log("Benchmarks (run each with the command shown; figures print at the end):\n")
for (const b of benches) {
  const readme = join(root, b.name, "README.md")
  const about = existsSync(readme) ? readFileSync(readme, "utf8").split("\n").find((l) => l.trim() && !l.startsWith("#")) : ""
  const script = scripts[`bench:${b.name}`] ? `npx -y pnpm@10.34.9 bench:${b.name}` : "(no script)"
  console.log(`  ${b.name.padEnd(12)} ${script}\n  ${"".padEnd(12)} ${about ?? ""}\n`)
}
if (benches.length === 0) console.log("  (none yet)")
