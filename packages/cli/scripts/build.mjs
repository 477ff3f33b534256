// Bundles the CLI into one ES module, dist/svc.mjs, that `node` runs directly: no TypeScript transform and no module
// resolution across hundreds of files at start-up. Run by the package's `prepare` script, so a fresh
// `pnpm install` produces it, and by the CLI tests' global setup, so tests never run a stale bundle.
import { build } from "esbuild"
import { writeFileSync } from "node:fs"
import { fileURLToPath } from "node:url"

const packageDir = fileURLToPath(new URL("..", import.meta.url))

const result = await build({
  absWorkingDir: packageDir,
  entryPoints: ["src/main.ts"],
  outfile: "dist/svc.mjs",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  // Dependencies written as CommonJS call `require`, which an ES module does not have.
  banner: { js: "import { createRequire as __svcRequire } from \"node:module\"; const require = __svcRequire(import.meta.url);" },
  metafile: true,
  logLevel: "warning"
})

// The workspace sources the bundle was made from: bin/svc.mjs runs the sources instead when one is newer, so an
// edit is never hidden behind an old bundle. Dependencies change only through install, which rebuilds.
const sources = Object.keys(result.metafile.inputs).filter((path) => !path.includes("node_modules/"))
writeFileSync(new URL("../dist/sources.json", import.meta.url), `${JSON.stringify(sources)}\n`)
