import { PGlite } from "@electric-sql/pglite"
import { afterAll, describe, expect, it } from "@effect/vitest"
import { randomUUID } from "node:crypto"
import { join } from "node:path"
import pg from "pg"
import { client, startTestServer, type TestServer } from "./support/testServer.js"

const onDatabase = async (server: TestServer, statement: string) => {
  if (server.databaseUrl !== undefined) {
    const c = new pg.Client({ connectionString: server.databaseUrl })
    await c.connect()
    await c.query(statement)
    await c.end()
    return
  }
  const db = await PGlite.create(join(server.dataDir, "pg"))
  await db.query(statement)
  await db.close()
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe("alerts a stop left accepted", () => {
  let server: TestServer
  afterAll(async () => { await server?.stop() })

  it("run after the restart, through the order path", async () => {
    const first = await startTestServer()
    const api = client(first.url, first.keyA)
    const account = (await api("POST", "/v1/accounts", { login: "730001", server: "SimBroker-Demo", password: "pw", mode: "warm_on_demand" })).body.data.id as string
    const hook = (await api("POST", "/v1/alert-hooks", { name: "tv", accountIds: [account], defaults: { onlyChartingPlatformIps: false } })).body.data
    await first.stop({ keepData: true })
    // What a process killed between the answer and the run leaves: the alert recorded `accepted`, nothing sent.
    const alertId = randomUUID()
    const intent = {
      action: "buy", symbol: "EURUSD", volume: "0.20", type: "market", price: null, stopLoss: null, takeProfit: null,
      stopLossPoints: null, takeProfitPoints: null, alertRef: null, time: null, comment: null
    }
    await onDatabase(first, `
      insert into alerts (id, hook_id, workspace_id, body, format, intent, status)
      select '${alertId}', id, workspace_id, 'buy EURUSD 0.20', 'text', '${JSON.stringify(intent)}'::jsonb, 'accepted'
      from alert_hooks where id = '${hook.id}'
    `)
    server = await startTestServer({ restartOf: first })
    const again = client(server.url, server.keyA)
    let alert: { status: string; orderIds: Array<string>; reason: string | null } | undefined
    for (let i = 0; i < 400; i++) {
      alert = (await again("GET", `/v1/alert-hooks/${hook.id}/alerts`)).body.data.find((a: { id: string }) => a.id === alertId)
      if (alert !== undefined && alert.status !== "accepted") break
      await sleep(50)
    }
    expect(alert).toMatchObject({ status: "executed", reason: null })
    const order = (await again("GET", `/v1/orders/${alert!.orderIds[0]}`)).body.data
    expect(order).toMatchObject({ accountId: account, symbol: "EURUSD", volume: "0.20", state: "filled", clientOrderId: alertId.replace(/-/g, "") })
  })
})
