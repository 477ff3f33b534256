import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { randomUUID } from "node:crypto"
import { startEventSink, type EventSink } from "./support/eventSink.js"
import { client, startTestServer, type TestServer } from "./support/testServer.js"

let server: TestServer
let sink: EventSink

beforeAll(async () => {
  sink = await startEventSink()
  server = await startTestServer({ env: { SVC_WEBHOOK_ALLOW_INSECURE_TARGETS: "true" } })
})
afterAll(async () => {
  await server.stop()
  sink.close()
})

describe("trading events reach webhooks with the resource as the API returns it", () => {
  it("order.filled carries the order with previousState; account.state_changed the account", async () => {
    const api = client(server.url, server.keyA)
    const port = sink.port
    const hook = await api("POST", "/v1/webhooks", { url: `http://127.0.0.1:${port}/hook`, events: ["order.filled", "account.state_changed"] })
    expect(hook.status, hook.text).toBe(201)
    const account = (await api("POST", "/v1/accounts", { login: "777001", server: "SimBroker-Demo", password: "pw", mode: "warm_on_demand" })).body.data
    const order = await api("POST", `/v1/accounts/${account.id}/orders/market`, { side: "buy", symbol: "EURUSD", volume: "0.10" }, { "idempotency-key": randomUUID() })
    expect(order.status).toBe(200)
    for (let i = 0; i < 100 && !sink.received.some((e) => e.type === "order.filled"); i++) await new Promise((r) => setTimeout(r, 100))
    const filled = sink.received.find((e) => e.type === "order.filled")
    expect(filled?.data).toMatchObject({ id: order.body.data.id, state: "filled", previousState: "sending", filledVolume: "0.10" })
    const ready = sink.received.find((e) => e.type === "account.state_changed" && e.data.state === "ready")
    expect(ready?.data).toMatchObject({ id: account.id, previousState: "synchronizing" })
  }, 30_000)

  it("position.opened once when a position appears, position.closed when it is gone, each with the position", async () => {
    const api = client(server.url, server.keyA)
    const port = sink.port
    const hook = await api("POST", "/v1/webhooks", { url: `http://127.0.0.1:${port}/positions`, events: ["position.opened", "position.closed"] })
    expect(hook.status, hook.text).toBe(201)
    const account = (await api("POST", "/v1/accounts", { login: "777002", server: "SimBroker-Demo", password: "pw", mode: "warm_on_demand" })).body.data
    const order = await api("POST", `/v1/accounts/${account.id}/orders/market`, { side: "sell", symbol: "EURUSD", volume: "0.20" }, { "idempotency-key": randomUUID() })
    expect(order.status).toBe(200)
    const positionId = order.body.data.brokerPositionId as string
    // Two passes see the same position: it opened once.
    expect((await api("POST", `/v1/accounts/${account.id}/reconcile`)).status).toBe(200)
    const snapshot = await api("POST", `/v1/accounts/${account.id}/reconcile`)
    const live = snapshot.body.data.positions.find((p: { brokerPositionId: string }) => p.brokerPositionId === positionId)
    const mine = (type: string) => sink.received.filter((e) => e.type === type && e.data.brokerPositionId === positionId)
    for (let i = 0; i < 100 && mine("position.opened").length === 0; i++) await new Promise((r) => setTimeout(r, 100))
    expect(mine("position.opened")).toHaveLength(1)
    expect(mine("position.opened")[0]!.data).toMatchObject({
      accountId: account.id, brokerPositionId: positionId, symbol: "EURUSD", side: "sell", volume: live.volume,
      openPrice: live.openPrice, openedAt: live.openedAt, stopLoss: null, takeProfit: null
    })
    // The events carry every field of the position as the API renders it, no more.
    const fields = Object.keys(live).sort()
    expect(Object.keys(mine("position.opened")[0]!.data).sort()).toEqual(fields)
    expect(mine("position.opened")[0]!.data.openedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)

    // The close stores the positions it left before answering: the snapshot that no longer has the position is the
    // one read right after the close, and a later pass finds nothing more to announce.
    const asked = new Date().toISOString()
    const close = await api("POST", `/v1/accounts/${account.id}/positions/${positionId}/close`, {}, { "idempotency-key": randomUUID() })
    expect(close.status).toBe(200)
    const answered = new Date().toISOString()
    expect((await api("POST", `/v1/accounts/${account.id}/reconcile`)).status).toBe(200)
    for (let i = 0; i < 100 && mine("position.closed").length === 0; i++) await new Promise((r) => setTimeout(r, 100))
    expect(mine("position.closed")).toHaveLength(1)
    expect(mine("position.closed")[0]!.data).toMatchObject({
      accountId: account.id, brokerPositionId: positionId, side: "sell", openPrice: live.openPrice
    })
    const observedAt = mine("position.closed")[0]!.data.observedAt as string
    expect(observedAt >= asked && observedAt <= answered, `${asked} ≤ ${observedAt} ≤ ${answered}`).toBe(true)
    expect(Object.keys(mine("position.closed")[0]!.data).sort()).toEqual(fields)
    expect(mine("position.closed")[0]!.data.openedAt).toBe(live.openedAt)
    expect(mine("position.opened")).toHaveLength(1)
  }, 30_000)
})
