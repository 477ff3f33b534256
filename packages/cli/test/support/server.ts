import { startTestServer, type TestServer } from "@svc/api/testing/testServer"
import { afterAll, beforeAll, expect } from "vitest"
import { runInProcess } from "./cli.js"

/**
 * The API server a test file's CLI talks to: one per file, started before its tests (and before the file's own
 * `beforeAll` hooks registered after this call), stopped after them. The returned function reads it once started.
 */
export const serverPerFile = (options?: Parameters<typeof startTestServer>[0]): () => TestServer => {
  let server: TestServer | undefined
  beforeAll(async () => {
    server = await startTestServer(options)
  })
  afterAll(async () => {
    await server?.stop()
  })
  return () => {
    if (server === undefined) throw new Error("the test server starts in beforeAll")
    return server
  }
}

/** What points the CLI at `server`: its URL and workspace A's key, or `key`. */
export const cliEnv = (server: TestServer, key = server.keyA) => ({ SVC_BASE_URL: server.url, SVC_API_KEY: key })

/**
 * The CLI run in this process against `server()` with workspace A's key (`stdin` piped in when given), and `json`:
 * the same with `--json`, expected to exit 0, its output parsed.
 */
export const cliAgainst = (server: () => TestServer) => {
  const svc = (args: ReadonlyArray<string>, stdin?: string) =>
    runInProcess(args, { env: cliEnv(server()), ...(stdin === undefined ? {} : { stdin }) })
  const json = async (args: ReadonlyArray<string>) => {
    const r = await svc([...args, "--json"])
    expect(r.code, `${args.join(" ")}: ${r.stderr}`).toBe(0)
    return JSON.parse(r.stdout)
  }
  return { svc, json }
}
