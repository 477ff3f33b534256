#!/usr/bin/env node
// Runs dist/svc.mjs, the bundle `pnpm install` builds (scripts/build.mjs): plain JavaScript in one file starts in
// a fraction of the time tsx needs to transform the TypeScript sources. Without a bundle, or when a source it was
// built from has changed since, the sources run through tsx's loader instead: slower, never stale. Either way the
// CLI runs in this same process, so argv, stdin, the terminal and the exit code are the process's own.
import { readFileSync, statSync } from "node:fs"

const packageDir = new URL("../", import.meta.url)
const bundle = new URL("dist/svc.mjs", packageDir)

const bundleIsCurrent = () => {
  try {
    const built = statSync(bundle).mtimeMs
    const sources = JSON.parse(readFileSync(new URL("dist/sources.json", packageDir), "utf8"))
    return sources.every((path) => statSync(new URL(path, packageDir)).mtimeMs <= built)
  } catch {
    return false
  }
}

if (bundleIsCurrent()) {
  await import(bundle.href)
} else {
  const { register } = await import("tsx/esm/api")
  register()
  await import(new URL("src/main.ts", packageDir).href)
}
