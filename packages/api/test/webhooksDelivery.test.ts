import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { verifySignature } from "@svc/domain/webhooks/verify"
import Stripe from "stripe"
import { client, startTestServer, type Reply, type TestServer } from "./support/testServer.js"
import { startReceiver, type Receiver } from "./support/webhooks.js"

const stripe = new Stripe("sk_test_unused")

let server: TestServer
let receiver: Receiver
let api: ReturnType<typeof client>
beforeAll(async () => {
  ;[server, receiver] = await Promise.all([
    startTestServer({ env: { SVC_WEBHOOK_ALLOW_INSECURE_TARGETS: "true" } }),
    startReceiver()
  ])
  api = client(server.url, server.keyA)
})
afterAll(async () => { await Promise.all([server?.stop(), receiver?.close()]) })

const create = async (path: string, body: Record<string, unknown> = {}) => {
  const r = await api("POST", "/v1/webhooks", { url: `${receiver.url}${path}`, ...body })
  expect(r.status).toBe(201)
  return r.body.data as { id: string; secret: string; url: string }
}
const receivedAt = (path: string) => receiver.received.filter((r) => r.url === path)
const until = async (check: () => Promise<boolean>, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time")
    await new Promise((r) => setTimeout(r, 50))
  }
}
const delivery = (id: string, eventId: string): Promise<Reply> => api("GET", `/v1/webhooks/${id}/deliveries/${eventId}`)

describe("delivery", () => {
  it("a test event arrives within seconds, signed: Stripe's verifier and ours both accept it", async () => {
    receiver.respond = async () => ({ status: 200, body: "thanks" })
    const ep = await create("/signed")
    const started = Date.now()
    const queued = await api("POST", `/v1/webhooks/${ep.id}/test`)
    expect(queued.status).toBe(202)
    expect(queued.body.data).toMatchObject({ endpointId: ep.id, eventType: "webhook.test", status: "pending", attempts: [] })
    const eventId = queued.body.data.eventId
    await receiver.waitFor(() => receivedAt("/signed").length === 1)
    expect(Date.now() - started).toBeLessThan(3_000)

    const [got] = receivedAt("/signed")
    expect(got!.method).toBe("POST")
    expect(got!.headers["content-type"]).toBe("application/json")
    expect(got!.headers["svc-event-id"]).toBe(eventId)
    const header = String(got!.headers["svc-signature"])
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/)
    const event = stripe.webhooks.constructEvent(got!.rawBody, header, ep.secret)
    expect(event.id).toBe(eventId)
    expect(verifySignature({ payload: got!.rawBody, header, secret: ep.secret })).toMatchObject({ valid: true })
    expect(verifySignature({ payload: got!.rawBody, header, secret: "whsec_wrong" }).valid).toBe(false)
    const body = JSON.parse(got!.rawBody)
    expect(Object.keys(body).sort()).toEqual(["createdAt", "data", "id", "type"])
    expect(body).toMatchObject({ id: eventId, type: "webhook.test", data: { endpointId: ep.id, message: expect.any(String) } })
    expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt)

    await until(async () => (await delivery(ep.id, eventId)).body.data.status === "succeeded")
    const log = (await delivery(ep.id, eventId)).body.data
    expect(log).toMatchObject({ status: "succeeded", nextAttemptAt: null, eventType: "webhook.test" })
    expect(log.attempts).toEqual([{
      attempt: 1, attemptedAt: expect.any(String), statusCode: 200, durationMs: expect.any(Number),
      responseBody: "thanks", responseBodyTruncated: false, error: null, nextAttemptAt: null
    }])
  })

  it("during the 24 hours after a rotation, deliveries carry both signatures", async () => {
    receiver.respond = async () => ({ status: 200 })
    const ep = await create("/rotated")
    const rotated = (await api("POST", `/v1/webhooks/${ep.id}/rotate`)).body.data
    await api("POST", `/v1/webhooks/${ep.id}/test`)
    await receiver.waitFor(() => receivedAt("/rotated").length === 1)
    const [got] = receivedAt("/rotated")
    const header = String(got!.headers["svc-signature"])
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/)
    for (const secret of [rotated.secret, ep.secret]) {
      expect(stripe.webhooks.constructEvent(got!.rawBody, header, secret).type).toBe("webhook.test")
      expect(verifySignature({ payload: got!.rawBody, header, secret }).valid).toBe(true)
    }
  })

  it("a 3xx is not followed and counts as a failure; a long answer is truncated in the log", async () => {
    receiver.respond = async (req) => req.url === "/moved"
      ? { status: 301, headers: { location: `${receiver.url}/elsewhere` }, body: "moved" }
      : { status: 500, body: "x".repeat(5_000) }
    const moved = await create("/moved")
    const broken = await create("/broken")
    const a = (await api("POST", `/v1/webhooks/${moved.id}/test`)).body.data.eventId
    const b = (await api("POST", `/v1/webhooks/${broken.id}/test`)).body.data.eventId
    await until(async () => (await delivery(moved.id, a)).body.data.attempts.length === 1)
    await until(async () => (await delivery(broken.id, b)).body.data.attempts.length === 1)
    expect(receivedAt("/elsewhere")).toHaveLength(0)
    const m = (await delivery(moved.id, a)).body.data
    expect(m.status).toBe("pending")
    expect(m.attempts[0]).toMatchObject({ statusCode: 301, error: "HTTP 301: redirects are not followed" })
    // The wait runs from the end of the failed attempt.
    expect(new Date(m.nextAttemptAt).getTime() - new Date(m.attempts[0].attemptedAt).getTime()).toBe(60_000 + m.attempts[0].durationMs)
    const x = (await delivery(broken.id, b)).body.data.attempts[0]
    expect(x).toMatchObject({ statusCode: 500, responseBodyTruncated: true })
    expect(x.responseBody).toHaveLength(1024)
    expect((await api("GET", `/v1/webhooks/${broken.id}`)).body.data.consecutiveFailures).toBe(1)
    for (const id of [moved.id, broken.id]) await api("DELETE", `/v1/webhooks/${id}`)
  })

  it("20 failed deliveries in a row switch the endpoint off and the owner is told; enable resumes it", async () => {
    receiver.respond = async (req) => req.url === "/failing" ? { status: 500, body: "down" } : { status: 200 }
    const ep = await create("/failing")
    for (let i = 0; i < 19; i++) expect((await api("POST", `/v1/webhooks/${ep.id}/test`)).status).toBe(202)
    await until(async () => (await api("GET", `/v1/webhooks/${ep.id}`)).body.data.consecutiveFailures === 19)
    expect((await api("GET", `/v1/webhooks/${ep.id}`)).body.data.enabled).toBe(true)
    await api("POST", `/v1/webhooks/${ep.id}/test`)
    await until(async () => (await api("GET", `/v1/webhooks/${ep.id}`)).body.data.enabled === false)
    const off = (await api("GET", `/v1/webhooks/${ep.id}`)).body.data
    expect(off.consecutiveFailures).toBe(20)
    expect(off.disabledAt).not.toBeNull()
    expect(off.disabledReason).toBe("20 deliveries in a row failed; the last: HTTP 500")
    expect(server.logs.filter((l) => l.includes("mail to the owner") && l.includes(ep.url))).toHaveLength(1)

    const on = await api("POST", `/v1/webhooks/${ep.id}/enable`)
    expect(on.body.data).toMatchObject({ enabled: true, disabledAt: null, disabledReason: null, consecutiveFailures: 0 })
    await api("DELETE", `/v1/webhooks/${ep.id}`)
  })

  it("the delivery log pages newest first with a cursor; redeliver sends a logged event again", async () => {
    receiver.respond = async () => ({ status: 202 })
    const ep = await create("/log")
    const ids: Array<string> = []
    for (let i = 0; i < 5; i++) ids.push((await api("POST", `/v1/webhooks/${ep.id}/test`)).body.data.eventId)
    await receiver.waitFor(() => receivedAt("/log").length === 5)
    await until(async () => (await api("GET", `/v1/webhooks/${ep.id}/deliveries?status=succeeded`)).body.data.length === 5)

    const seen: Array<string> = []
    let cursor: string | null = null
    let pages = 0
    do {
      const q: string = cursor === null ? "?limit=2" : `?limit=2&cursor=${encodeURIComponent(cursor)}`
      const r: Reply = await api("GET", `/v1/webhooks/${ep.id}/deliveries${q}`)
      expect(r.status).toBe(200)
      expect(r.body.data.length).toBeLessThanOrEqual(2)
      seen.push(...r.body.data.map((d: { eventId: string }) => d.eventId))
      cursor = r.body.page.nextCursor
      expect(r.body.page.hasMore).toBe(cursor !== null)
      pages++
    } while (cursor !== null)
    expect(pages).toBe(3)
    expect(seen).toEqual([...ids].reverse())

    const bad = await api("GET", `/v1/webhooks/${ep.id}/deliveries?cursor=garbage`)
    expect(bad.status).toBe(400)
    expect(bad.body.error.details[0].field).toBe("cursor")
    expect((await api("GET", `/v1/webhooks/${ep.id}/deliveries?limit=0`)).status).toBe(400)
    expect((await api("GET", `/v1/webhooks/${ep.id}/deliveries?limit=201`)).status).toBe(400)

    const again = await api("POST", `/v1/webhooks/${ep.id}/deliveries/${ids[0]}/redeliver`)
    expect(again.status).toBe(202)
    await receiver.waitFor(() => receivedAt("/log").length === 6)
    expect(JSON.parse(receivedAt("/log")[5]!.rawBody).id).toBe(ids[0])
    await until(async () => (await delivery(ep.id, ids[0]!)).body.data.attempts.length === 2)
    expect((await delivery(ep.id, ids[0]!)).body.data).toMatchObject({ status: "succeeded" })

    const unknown = await api("POST", `/v1/webhooks/${ep.id}/deliveries/00000000-0000-4000-8000-000000000001/redeliver`)
    expect(unknown.status).toBe(404)
    await api("DELETE", `/v1/webhooks/${ep.id}`)
  })
})
