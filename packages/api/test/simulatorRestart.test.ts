import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { randomUUID } from "node:crypto"
import { startEventSink, type EventSink } from "./support/eventSink.js"
import { client, startTestServer } from "./support/testServer.js"

let sink: EventSink
const env = { SVC_WEBHOOK_ALLOW_INSECURE_TARGETS: "true" }
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

beforeAll(async () => {
  sink = await startEventSink()
})
afterAll(() => {
  sink.close()
})

const waitReady = async (api: ReturnType<typeof client>, id: string) => {
  let state = ""
  for (let i = 0; i < 300 && state !== "ready"; i++) {
    const reply = await api("GET", `/v1/accounts/${id}/status`)
    if (reply.body?.data === undefined) throw new Error(reply.text)
    state = reply.body.data.state
    if (state !== "ready") await sleep(50)
  }
  expect(state).toBe("ready")
}

describe("the embedded default's simulated broker across a restart", () => {
  it("tickets continue, open positions stay open, pending orders survive, and fills after the restart are seen", async () => {
    const first = await startTestServer({ embeddedSimulator: true, env })
    const c1 = client(first.url, first.keyA)
    const port = sink.port
    const hook = await c1("POST", "/v1/webhooks", { url: `http://127.0.0.1:${port}/sim`, events: ["position.opened", "position.closed"] })
    expect(hook.status, hook.text).toBe(201)
    const account = (await c1("POST", "/v1/accounts", { login: "83001", server: "SimBroker-Demo", password: "pw-restart", mode: "always_on" })).body.data
    await c1("POST", `/v1/accounts/${account.id}/warm`)
    await waitReady(c1, account.id)
    const market = (api: typeof c1, body: Record<string, unknown> = {}) =>
      api("POST", `/v1/accounts/${account.id}/orders/market`, { side: "buy", symbol: "EURUSD", volume: "0.10", ...body }, { "idempotency-key": randomUUID() })

    const open = await market(c1)
    expect(open.status, open.text).toBe(200)
    const positionId = open.body.data.brokerPositionId as string
    const quote = (await c1("GET", `/v1/accounts/${account.id}/quotes?symbols=EURUSD`)).body.data[0]
    const near = (Number(quote.ask) - 0.002).toFixed(5)
    const pending = await c1("POST", `/v1/accounts/${account.id}/orders/pending`, { kind: "buy_limit", symbol: "EURUSD", volume: "0.10", price: near }, { "idempotency-key": randomUUID() })
    expect(pending.status, pending.text).toBe(200)
    expect(pending.body.data.state).toBe("working")
    const before = (await c1("GET", `/v1/accounts/${account.id}/deals`)).body.data as Array<{ brokerDealId: string }>
    // The service has seen the position: had the broker forgotten it, the next sync would announce it closed.
    const seen = await c1("POST", `/v1/accounts/${account.id}/reconcile`)
    expect(seen.body.data.positions.map((p: { brokerPositionId: string }) => p.brokerPositionId)).toContain(positionId)
    await first.stop({ keepData: true })

    const second = await startTestServer({ restartOf: first, embeddedSimulator: true, env })
    try {
      const c2 = client(second.url, second.keyA)
      await waitReady(c2, account.id)
      const snapshot = await c2("POST", `/v1/accounts/${account.id}/reconcile`)
      expect(snapshot.status, snapshot.text).toBe(200)
      expect(snapshot.body.data.positions.map((p: { brokerPositionId: string }) => p.brokerPositionId)).toContain(positionId)
      expect((await c2("GET", `/v1/orders/${pending.body.data.id}`)).body.data.state).toBe("working")

      // Ticket numbers carry on from where the first run left them.
      const next = await market(c2)
      expect(next.status, next.text).toBe(200)
      expect(BigInt(next.body.data.brokerOrderId)).toBeGreaterThan(BigInt(pending.body.data.brokerOrderId))
      expect(BigInt(next.body.data.brokerOrderId)).toBeGreaterThan(BigInt(open.body.data.brokerOrderId))

      // The order placed before the restart fills after it, and its deal is seen.
      await second.sim((sim) => sim.setBid("EURUSD", (Number(near) - 0.01).toFixed(5)))
      await c2("POST", `/v1/accounts/${account.id}/reconcile`)
      expect((await c2("GET", `/v1/orders/${pending.body.data.id}`)).body.data).toMatchObject({ state: "filled", filledVolume: "0.10" })
      const pendingDeals = (await c2("GET", `/v1/orders/${pending.body.data.id}/deals`)).body.data
      expect(pendingDeals).toHaveLength(1)
      const after = (await c2("GET", `/v1/accounts/${account.id}/deals`)).body.data as Array<{ brokerDealId: string }>
      const known = new Set(before.map((d) => d.brokerDealId))
      for (const deal of after.filter((d) => !known.has(d.brokerDealId))) {
        expect(BigInt(deal.brokerDealId)).toBeGreaterThan(BigInt(before.at(-1)!.brokerDealId))
      }

      // A position closed after the restart is announced; the one still open never was.
      const sentinel = next.body.data.brokerPositionId as string
      const close = await c2("POST", `/v1/accounts/${account.id}/positions/${sentinel}/close`, {}, { "idempotency-key": randomUUID() })
      expect(close.status, close.text).toBe(200)
      await c2("POST", `/v1/accounts/${account.id}/reconcile`)
      const closed = (id: string) => sink.received.filter((e) => e.type === "position.closed" && e.data.brokerPositionId === id)
      for (let i = 0; i < 100 && closed(sentinel).length === 0; i++) await sleep(100)
      expect(closed(sentinel)).toHaveLength(1)
      expect(closed(positionId)).toEqual([])
    } finally {
      await second.stop()
    }
  }, 120_000)
})
