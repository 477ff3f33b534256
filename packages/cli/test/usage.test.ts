import { describe, expect, it } from "vitest"
import { runInProcess } from "./support/cli.js"

// What the CLI says before any request is sent: no server needed.
describe("usage", () => {
  it("a missing API key names both places to give it, and nothing is sent", async () => {
    // Nothing listens on this port: had a request been sent, the exit would be 3.
    const r = await runInProcess(["accounts", "list"], { env: { SVC_BASE_URL: "http://127.0.0.1:9" } })
    expect(r.code).toBe(2)
    expect(r.stderr).toContain("SVC_API_KEY")
    expect(r.stderr).toContain("--api-key")
    expect(r.stdout).toBe("")
  })
})
