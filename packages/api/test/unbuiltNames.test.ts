import { PGlite } from "@electric-sql/pglite"
import { afterAll, describe, expect, it } from "@effect/vitest"
import { join } from "node:path"
import pg from "pg"
import { client, startTestServer, type TestServer } from "./support/testServer.js"

/** Runs statements on the stopped server's database, whichever kind it is. */
const onDatabase = async (server: TestServer, statements: ReadonlyArray<string>) => {
  if (server.databaseUrl !== undefined) {
    const c = new pg.Client({ connectionString: server.databaseUrl })
    await c.connect()
    for (const s of statements) await c.query(s)
    await c.end()
    return
  }
  const db = await PGlite.create(join(server.dataDir, "pg"))
  for (const s of statements) await db.query(s)
  await db.close()
}

const env = { SVC_WEBHOOK_ALLOW_INSECURE_TARGETS: "true" }

describe("names of unbuilt features stored by earlier builds", () => {
  let server: TestServer
  afterAll(async () => { await server.stop() })

  it("are dropped from keys and webhook endpoints at start, and an endpoint left with no event is switched off", async () => {
    const first = await startTestServer({ env })
    const api = client(first.url, first.keyA)
    const key = (await api("POST", "/v1/api-keys", { name: "reader", scopes: ["accounts:read"] })).body.data
    const only = (await api("POST", "/v1/webhooks", { url: "http://127.0.0.1:9/only", events: ["order.filled"] })).body.data
    const mixed = (await api("POST", "/v1/webhooks", { url: "http://127.0.0.1:9/mixed", events: ["order.filled"] })).body.data
    await first.stop({ keepData: true })
    // What a build that still accepted these names could have stored; then the migration runs again at start.
    await onDatabase(first, [
      `update api_keys set scopes = '{accounts:read,copy:read,alert-hooks:write,members:read}' where id = '${key.id}'`,
      `update webhook_endpoints set events = '{wave.settled}' where id = '${only.id}'`,
      `update webhook_endpoints set events = '{order.filled,wave.settled}' where id = '${mixed.id}'`,
      // From 0005 on: the migrator runs only what comes after the last one recorded (later ones run again unchanged).
      "delete from effect_sql_migrations where migration_id >= 5"
    ])
    server = await startTestServer({ env, restartOf: first })
    const again = client(server.url, server.keyA)

    const readKey = await again("GET", `/v1/api-keys/${key.id}`)
    expect(readKey.status).toBe(200)
    expect(readKey.body.data.scopes).toEqual(["accounts:read"])

    const readOnly = await again("GET", `/v1/webhooks/${only.id}`)
    expect(readOnly.status).toBe(200)
    expect(readOnly.body.data).toMatchObject({ events: [], enabled: false })
    expect(readOnly.body.data.disabledReason).toContain("wave.settled")

    const readMixed = await again("GET", `/v1/webhooks/${mixed.id}`)
    expect(readMixed.status).toBe(200)
    expect(readMixed.body.data).toMatchObject({ events: ["order.filled"], enabled: true })
  })
})
