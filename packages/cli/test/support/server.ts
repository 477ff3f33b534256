import { startTestServer, type TestServer } from "@svc/api/testing/testServer"
import { afterAll, beforeAll } from "vitest"

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
