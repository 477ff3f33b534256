import { scopeTableMarkdown } from "@svc/domain/api/scopeTable"
import { describe, expect, it } from "@effect/vitest"
import { readFileSync } from "node:fs"
import { join } from "node:path"

describe("README", () => {
  const readme = readFileSync(join(__dirname, "..", "..", "..", "README.md"), "utf8")

  it("publishes the scope of every endpoint", () => {
    for (const row of scopeTableMarkdown()) expect(readme).toContain(row)
  })

  it("documents every environment variable the service reads", () => {
    const config = readFileSync(join(__dirname, "..", "src", "config.ts"), "utf8")
    const names = [...config.matchAll(/"([A-Z][A-Z0-9_]+)"/g)].map((m) => m[1]!)
    expect(names.length).toBeGreaterThan(5)
    for (const name of names) expect(readme).toContain(`\`${name}\``)
  })
})
