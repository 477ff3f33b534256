/**
 * Forged cursors (base64url of odd timestamps or ids) are refused with 400 INVALID_REQUEST naming `cursor`, on
 * every cursor-paginated list, before anything reaches SQL; cursors handed out before microsecond cursors (the
 * millisecond ones of GET /v1/orders) keep working.
 */
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { client, startTestServer, type TestServer } from "./support/testServer.js"

let server: TestServer
let api: ReturnType<typeof client>
let deliveries: string

beforeAll(async () => {
  server = await startTestServer({ env: { SVC_WEBHOOK_ALLOW_INSECURE_TARGETS: "true" } })
  api = client(server.url, server.keyA)
  const ep = await api("POST", "/v1/webhooks", { url: "http://127.0.0.1:9/hook" })
  expect(ep.status).toBe(201)
  deliveries = `/v1/webhooks/${ep.body.data.id}/deliveries`
}, 60_000)
afterAll(async () => {
  await server?.stop()
})

const id = "0f8fad5b-d9cb-469f-a165-70867728950e"
const b64 = (text: string) => Buffer.from(text).toString("base64url")
const forged = [
  ...["9999-99-99T99:99:99.999999Z", "0000-01-01T00:00:00.000000Z", "2020-02-30T00:00:00.000000Z",
    "+275760-09-13T00:00:00.000Z", "-000001-01-01T00:00:00.000Z", "2020-01-01T00:00:00.000000Z\u0000"].map((at) => b64(`${at}|${id}`)),
  b64(`2020-01-01T00:00:00.000000Z|${"-".repeat(36)}`),
  b64(`2020-01-01T00:00:00.000000Z|${id}|x`),
  "not base64 at all",
  ""
]

describe("forged cursors", () => {
  for (const list of ["/v1/orders", "deliveries"]) {
    it(`${list}: each is 400 INVALID_REQUEST naming cursor`, async () => {
      const path = list === "deliveries" ? deliveries : list
      for (const cursor of forged) {
        const r = await api("GET", `${path}?cursor=${encodeURIComponent(cursor)}`)
        expect({ cursor, status: r.status, code: r.body?.error?.code, field: r.body?.error?.details?.[0]?.field })
          .toStrictEqual({ cursor, status: 400, code: "INVALID_REQUEST", field: "cursor" })
      }
    })
  }

  it("a millisecond orders cursor handed out before still pages", async () => {
    const r = await api("GET", `/v1/orders?cursor=${b64(`2999-01-01T00:00:00.000Z|${id}`)}`)
    expect(r.status).toBe(200)
    expect(r.body.page).toStrictEqual({ hasMore: false, nextCursor: null })
  })
})
