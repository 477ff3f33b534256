import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { readFileSync } from "node:fs"
import { randomUUID } from "node:crypto"
import createClient from "openapi-fetch"
import { openApiTypesFile, renderOpenApiTypes } from "../scripts/openapi-types.js"
import type { components, paths } from "./generated/openapi.js"
import { startTestServer, type TestServer } from "./support/testServer.js"

/**
 * A client generated from `/openapi.json` by the usual tools (openapi-typescript, openapi-fetch), used as an
 * integrator would: no casts, so the document's types are what this file typechecks against (`pnpm typecheck`).
 */
let server: TestServer
beforeAll(async () => { server = await startTestServer() })
afterAll(async () => { await server.stop() })

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe("a client generated from /openapi.json", () => {
  it("is generated from the document the server serves (regenerate with `pnpm openapi:types`)", async () => {
    const served: unknown = await (await fetch(`${server.url}/openapi.json`)).json()
    expect(await renderOpenApiTypes(served)).toBe(readFileSync(openApiTypesFile, "utf8"))
  })

  it("places an order, reads it back, sees a replay marked, and narrows a refusal by its code", async () => {
    const api = createClient<paths>({ baseUrl: server.url, headers: { authorization: `Bearer ${server.keyA}` } })

    const connected = await api.POST("/v1/accounts", {
      body: { login: "770001", server: "SimBroker-Demo", password: "pw", mode: "cold" }
    })
    const account = connected.data?.data
    if (account === undefined) throw new Error(`connect failed: ${JSON.stringify(connected.error)}`)
    expect(connected.response.status).toBe(201)

    await api.POST("/v1/accounts/{id}/warm", { params: { path: { id: account.id } } })
    for (let i = 0; i < 200; i++) {
      const status = await api.GET("/v1/accounts/{id}/status", { params: { path: { id: account.id } } })
      if (status.data?.data.state === "ready") break
      await sleep(25)
    }

    const key = randomUUID()
    const place = () =>
      api.POST("/v1/accounts/{id}/orders/market", {
        params: { path: { id: account.id }, header: { "idempotency-key": key } },
        body: { side: "buy", symbol: "EURUSD", volume: "0.10", clientOrderId: "typed-1" }
      })
    const placed = await place()
    const order = placed.data?.data
    if (order === undefined) throw new Error(`order failed: ${JSON.stringify(placed.error)}`)
    expect(order).toMatchObject({ state: "filled", clientOrderId: "typed-1", volume: "0.10" })
    expect(placed.response.headers.get("svc-request-id")).toBe(placed.data?.requestId)
    expect(placed.response.headers.get("idempotent-replayed")).toBeNull()

    const replayed = await place()
    expect(replayed.data?.data.id).toBe(order.id)
    expect(replayed.response.headers.get("idempotent-replayed")).toBe("true")

    const read = await api.GET("/v1/orders/{id}", { params: { path: { id: order.id } } })
    expect(read.data?.data).toMatchObject({ id: order.id, accountId: account.id, state: "filled" })

    const refused = await api.POST("/v1/accounts/{id}/orders/market", {
      params: { path: { id: account.id }, header: { "idempotency-key": randomUUID() } },
      body: { side: "buy", symbol: "EURUSD", volume: "0.10", clientOrderId: "sim:reject-1" }
    })
    const failure = refused.error?.error
    expect(failure?.code).toBe("ORDER_REJECTED")
    if (failure?.code !== "ORDER_REJECTED") return
    // Narrowed by `code` alone: `details` is ORDER_REJECTED's own shape.
    const detail = failure.details?.[0]
    const retcode: number | null | undefined = detail?.retcode
    const retryable: boolean | undefined = detail?.retryable
    expect({ retcode, retryable, orderId: detail?.orderId }).toEqual({ retcode: 10006, retryable: false, orderId: expect.any(String) })
  })

  it("narrows a missing scope to the scope wanted", async () => {
    const admin = createClient<paths>({ baseUrl: server.url, headers: { authorization: `Bearer ${server.keyA}` } })
    const created = await admin.POST("/v1/api-keys", { body: { name: "reader", scopes: ["accounts:read"] } })
    const key = created.data?.data.key
    if (key === undefined) throw new Error(`key not created: ${JSON.stringify(created.error)}`)
    const reader = createClient<paths>({ baseUrl: server.url, headers: { authorization: `Bearer ${key}` } })
    const denied = await reader.GET("/v1/orders", { params: { query: {} } })
    const failure = denied.error?.error
    expect(failure?.code).toBe("MISSING_SCOPE")
    if (failure?.code !== "MISSING_SCOPE") return
    const scope: components["schemas"]["Scope"] | undefined = failure.details?.[0]?.scope
    expect(scope).toBe("trading:read")
  })
})
