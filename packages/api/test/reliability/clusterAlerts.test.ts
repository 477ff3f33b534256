import { SqlClient } from "@effect/sql"
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { randomUUID } from "node:crypto"
import { freePort } from "../support/freePort.js"
import { client, startTestServer, type TestServer } from "../support/testServer.js"

/**
 * Accepted alerts across processes. Another process's alert is set up in the database as that process leaves it:
 * accepted, owned by its node id, its heartbeat in svc_nodes fresh (alive) or stale (dead). This server (a runner)
 * must leave a live process's alert alone, since running it twice could close the position its next alert opened,
 * and take a dead one's without waiting for a restart.
 */
let server: TestServer
afterAll(async () => { await server?.stop() })

const api = () => client(server.url, server.keyA)
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

const onlineAccount = async () => {
  const a = (await api()("POST", "/v1/accounts", { login: "620001", server: "SimBroker-Demo", password: "pw", mode: "cold" })).body.data
  await api()("POST", `/v1/accounts/${a.id}/warm`)
  for (let i = 0; i < 400; i++) {
    if ((await api()("GET", `/v1/accounts/${a.id}/status`)).body?.data?.state === "ready") return a.id as string
    await sleep(25)
  }
  throw new Error("account did not come online")
}

interface AlertRecord { id: string; status: string; orderIds: Array<string> }
const alertsOf = async (hookId: string) =>
  (await api()("GET", `/v1/alert-hooks/${hookId}/alerts?limit=100`)).body.data as Array<AlertRecord>

const settled = async (hookId: string, alertId: string, ms = 30_000): Promise<AlertRecord> => {
  const deadline = Date.now() + ms
  for (;;) {
    const a = (await alertsOf(hookId)).find((x) => x.id === alertId)
    if (a !== undefined && a.status !== "accepted") return a
    if (Date.now() > deadline) throw new Error(`alert ${alertId} did not finish: ${JSON.stringify(a)}`)
    await sleep(50)
  }
}

describe.skipIf(process.env.DATABASE_URL === undefined)("accepted alerts across processes", () => {
  beforeAll(async () => {
    server = await startTestServer({
      env: {
        SVC_ROLE: "runner",
        SVC_RUNNER_PORT: String(await freePort()),
        SVC_GATEWAY_URL: "ws://127.0.0.1:1/unused",
        SVC_RUNNER_HEALTH_CHECK_INTERVAL: "1 second"
      }
    })
  }, 120_000)

  it("a live process's accepted alert is left to it; once its heartbeat is stale the alert is taken and run once", async () => {
    const accountId = await onlineAccount()
    const created = await api()("POST", "/v1/alert-hooks", {
      name: "tv", accountIds: [accountId], defaults: { volume: "0.10", onlyChartingPlatformIps: false }
    })
    expect(created.status, created.text).toBe(201)
    const hook = created.body.data as { id: string; url: string }
    const first = await fetch(hook.url, {
      method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ action: "buy", ticker: "EURUSD", id: "first" })
    })
    const firstId = ((await first.json()) as { data: { alertId: string } }).data.alertId
    expect((await settled(hook.id, firstId)).status).toBe("executed")

    // Another process accepted the same intent as a new alert and is running it.
    const node = randomUUID()
    const theirs = randomUUID()
    const at = (sql: SqlClient.SqlClient, heartbeat: "alive" | "dead") =>
      heartbeat === "alive" ? sql`now() + interval '1 hour'` : sql`now() - interval '1 hour'`
    await server.sql(Effect.gen(function*() {
      const sql = yield* SqlClient.SqlClient
      yield* sql`insert into svc_nodes (id, role, heartbeat_at) values (${node}, 'api', ${at(sql, "alive")})`
      yield* sql`
        insert into alerts (id, hook_id, workspace_id, source_address, body, format, intent, status, reason, owner)
        select ${theirs}, hook_id, workspace_id, source_address, body, format, intent, 'accepted', null, ${node}
        from alerts where id = ${firstId}`
    }))
    // Several of this server's resume passes (one a second): the live process's alert is not run here.
    await sleep(4_000)
    const meanwhile = (await alertsOf(hook.id)).find((x) => x.id === theirs)
    expect(meanwhile).toMatchObject({ status: "accepted", orderIds: [] })

    // That process dies: its alert is taken over without any restart, and run once.
    await server.sql(Effect.gen(function*() {
      const sql = yield* SqlClient.SqlClient
      yield* sql`update svc_nodes set heartbeat_at = ${at(sql, "dead")} where id = ${node}`
    }))
    const taken = await settled(hook.id, theirs)
    expect(taken.status).toBe("executed")
    expect(taken.orderIds).toHaveLength(1)
  }, 90_000)
})
