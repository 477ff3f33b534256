// The production build: the service as one ES module, dist/main.mjs, that `node` runs with no TypeScript
// transform at run time (`pnpm start`; `pnpm dev` keeps running the sources through tsx). The workspace packages
// and pure-JavaScript dependencies are bundled in; the packages below stay in node_modules because they load files
// beside themselves at run time (PGlite's WebAssembly and data bundle) or are native addons (argon2).
import { build } from "esbuild"
import { rmSync } from "node:fs"
import { fileURLToPath } from "node:url"

const packageDir = fileURLToPath(new URL("..", import.meta.url))

/** Left to node_modules: a production install (see the Dockerfile) needs only these, and their own dependencies. */
export const external = ["@electric-sql/pglite", "@electric-sql/pglite-socket", "@node-rs/argon2", "pg-native"]

rmSync(new URL("../dist", import.meta.url), { recursive: true, force: true })
await build({
  absWorkingDir: packageDir,
  // gateway: the terminal gateway serving the simulated broker, for compose.yaml's stand-in (runners need a gateway).
  entryPoints: { main: "src/main.ts", gateway: "../terminal-runtime/src/gateway/main.ts" },
  outdir: "dist",
  outExtension: { ".js": ".mjs" },
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  external,
  sourcemap: "linked",
  // Dependencies written as CommonJS call `require`, which an ES module does not have.
  banner: { js: "import { createRequire as __svcRequire } from \"node:module\"; const require = __svcRequire(import.meta.url);" },
  logLevel: "warning"
})
