import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import pg from "pg"
import { KeyProvider, KeyProviderError } from "../src/secrets/KeyProvider.js"
import { client, startTestServer, type TestServer } from "./support/testServer.js"

/** Every row of every table, as text: what a database dump would show. */
const dumpDatabase = async (server: TestServer): Promise<string> => {
  const url = server.databaseUrl ?? "skip"
  if (url === "skip") return ""
  const c = new pg.Client({ connectionString: url })
  await c.connect()
  const tables = await c.query<{ table_name: string }>(
    "select table_name from information_schema.tables where table_schema = 'public'"
  )
  let out = ""
  for (const { table_name } of tables.rows) {
    const rows = await c.query(`select * from "${table_name}"`)
    for (const row of rows.rows) {
      out += JSON.stringify(row, (_k, v) => (v && v.type === "Buffer" ? Buffer.from(v.data).toString("latin1") : v)) + "\n"
    }
  }
  await c.end()
  return out
}

describe("broker passwords", () => {
  let server: TestServer
  beforeAll(async () => { server = await startTestServer() })
  afterAll(async () => { await server.stop() })

  it("appear in no response, no log line and no table", async () => {
    const password = "Sup3r-Secret-Broker-Pa55"
    const api = client(server.url, server.keyA)
    const created = await api("POST", "/v1/accounts", { login: "880001", server: "SimBroker-Demo", password })
    expect(created.status).toBe(201)
    const id = created.body.data.id
    const bodies = [
      created.text,
      (await api("GET", "/v1/accounts")).text,
      (await api("GET", `/v1/accounts/${id}`)).text,
      (await api("POST", "/v1/accounts", { login: "880001", server: "SimBroker-Demo", password })).text,
      (await api("POST", "/v1/accounts", { login: "880002", server: "", password })).text
    ]
    for (const body of bodies) expect(body).not.toContain(password)
    expect(server.logs.join("\n")).not.toContain(password)
    const dump = await dumpDatabase(server)
    if (server.databaseUrl !== undefined) {
      expect(dump).toContain(id)
      expect(dump).not.toContain(password)
      expect(dump).not.toContain(Buffer.from(password).toString("base64"))
    }
  })
})

describe("when the credential cannot be stored", () => {
  let server: TestServer
  const failing = Layer.succeed(KeyProvider, KeyProvider.of({
    id: "broken",
    wrap: () => Effect.fail(new KeyProviderError({ reason: "provider down" })),
    unwrap: () => Effect.fail(new KeyProviderError({ reason: "provider down" }))
  }))
  beforeAll(async () => { server = await startTestServer({ keyProvider: failing }) })
  afterAll(async () => { await server.stop() })

  it("answers 503 SECRET_STORE_UNAVAILABLE and creates no account", async () => {
    const api = client(server.url, server.keyA)
    const r = await api("POST", "/v1/accounts", { login: "990001", server: "SimBroker-Demo", password: "pw" })
    expect(r.status).toBe(503)
    expect(r.body.error.code).toBe("SECRET_STORE_UNAVAILABLE")
    expect((await api("GET", "/v1/accounts")).body.data).toEqual([])
  })

  it("readyz reports the credentials check as unavailable with 503", async () => {
    const r = await client(server.url)("GET", "/readyz")
    expect(r.status).toBe(503)
    expect(r.body).toMatchObject({ status: "unavailable", checks: { database: "ok", credentials: "unavailable" } })
    expect(typeof r.body.requestId).toBe("string")
  })
})
