import { execFileSync } from "node:child_process"
import { fileURLToPath } from "node:url"

/**
 * Vitest global setup: rebuilds dist/svc.mjs from the sources under test, so the process tests run the bundle an
 * installed `svc` runs (bin/svc.mjs would otherwise fall back to the sources through tsx while it is stale).
 */
export default function setup() {
  execFileSync(process.execPath, [fileURLToPath(new URL("../../scripts/build.mjs", import.meta.url))], { stdio: "inherit" })
}
