/**
 * Keys narrowed to accounts (issue 19). A key of workspace A holding every grantable scope but narrowed to one
 * account ("mine") asks every operation of `/openapi.json` that takes an account in its path for A's other account
 * ("theirs") and for a random id: both must be the same 404 ACCOUNT_NOT_FOUND, while "mine" is found. Lists leave
 * the other account's things out, multi-account orders and prepare refuse it, and a key's volume limit holds.
 */
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { randomUUID } from "node:crypto"
import { connectAccount, expectStatus, warmUntilReady } from "./reliability/support/fixtures.js"
import { closeAgent, send, type RawReply } from "./reliability/support/http.js"
import { fetchOpenApi, fillPath, operationsOf, type OpenApiDocument, type Operation } from "./reliability/support/openapi.js"
import { Prng } from "./reliability/support/prng.js"
import { makeGenerator, type Generator } from "./reliability/support/requests.js"
import { client, startTestServer, type TestServer } from "./support/testServer.js"

let server: TestServer
let doc: OpenApiDocument
let generator: Generator
let mine: string
let theirs: string
let narrow: string
let narrowKeyId: string
let myOrder: string
let theirOrder: string

const full = () => client(server.url, server.keyA)
const market = (volume = "0.01") => ({ side: "buy", symbol: "EURUSD", volume })

beforeAll(async () => {
  server = await startTestServer()
  mine = await connectAccount(full(), "770001", "pw")
  theirs = await connectAccount(full(), "770002", "pw")
  await warmUntilReady(full(), mine)
  await warmUntilReady(full(), theirs)
  myOrder = expectStatus(await full()("POST", `/v1/accounts/${mine}/orders/market`, market(), { "idempotency-key": randomUUID() }), 200, "order").body.data.id
  theirOrder = expectStatus(await full()("POST", `/v1/accounts/${theirs}/orders/market`, market(), { "idempotency-key": randomUUID() }), 200, "order").body.data.id
  const created = expectStatus(await full()("POST", "/v1/api-keys", {
    name: "one account", scopes: ["accounts:write", "trading:write", "webhooks:write"], accountIds: [mine]
  }), 201, "narrow key").body.data
  narrow = created.key
  narrowKeyId = created.id
  expect(created.accountIds).toEqual([mine])
  doc = await fetchOpenApi(server.url)
  generator = makeGenerator(doc, operationsOf(doc), {
    ids: { accounts: [mine] }, expendableAccounts: [], sinkUrl: "http://127.0.0.1:9/",
    keys: { admin: narrow, otherWorkspace: server.keyB, narrow, revoked: narrow }
  }, 3, 0)
}, 120_000)

afterAll(async () => {
  closeAgent()
  await server?.stop()
})

const isRecord = (u: unknown): u is Record<string, unknown> => typeof u === "object" && u !== null && !Array.isArray(u)

let key = 0
const call = (o: Operation, accountId: string, body: unknown): Promise<RawReply> =>
  send(new URL(server.url), {
    method: o.method,
    target: fillPath(o.path, { id: accountId, positionId: "1", orderId: randomUUID() }),
    headers: {
      authorization: `Bearer ${narrow}`,
      ...(o.headerParams.some((h) => h.name === "idempotency-key") ? { "idempotency-key": `narrow-${key++}` } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" })
    },
    body: body === undefined ? undefined : Buffer.from(JSON.stringify(body))
  })

const normalized = (reply: RawReply, id: string) =>
  `${reply.status} ${reply.text.replace(/"requestId":"req_\w+"/, "").split(id).join("<id>")}`

describe("a key narrowed to one account", () => {
  it("answers every operation on another account of its workspace exactly like an account that does not exist", async () => {
    const rng = new Prng(5)
    const accountOps = operationsOf(doc).filter((o) => o.path.startsWith("/v1/accounts/{id}"))
    expect(accountOps.length).toBeGreaterThan(15)
    const problems: Array<string> = []
    for (const o of accountOps) {
      // A body refused before the lookup (400) would prove nothing: take the first that gets past validation.
      let body: unknown = undefined
      for (let n = 0; n < 40; n++) {
        body = o.body === undefined ? undefined : generator.validBody(o, rng)
        if (isRecord(body) && "url" in body) body = { ...body, url: "https://example.com/hook" }
        if ((await call(o, randomUUID(), body)).status !== 400) break
      }
      const random = randomUUID()
      const onTheirs = await call(o, theirs, body)
      const onRandom = await call(o, random, body)
      if (onTheirs.status !== 404 || !onTheirs.text.includes("ACCOUNT_NOT_FOUND")) problems.push(`${o.label} on theirs → ${onTheirs.status} ${onTheirs.text.slice(0, 200)}`)
      if (normalized(onTheirs, theirs) !== normalized(onRandom, random)) problems.push(`${o.label}: theirs and a random id differ`)
    }
    // Its own account is found (reads only: the writes above on theirs changed nothing, and mine must stay usable).
    for (const o of accountOps.filter((x) => x.method === "GET")) {
      const r = await call(o, mine, undefined)
      if (r.text.includes("ACCOUNT_NOT_FOUND")) problems.push(`${o.label} on mine → ${r.status}`)
    }
    expect(problems).toEqual([])
    // Nothing reached the other account: it is still online and its one order is the only one.
    expect((await full()("GET", `/v1/accounts/${theirs}/status`)).body.data.state).toBe("ready")
  }, 120_000)

  it("cannot connect accounts (it could not see them, nor learn of the others)", async () => {
    const r = await client(server.url, narrow)("POST", "/v1/accounts", { login: "770002", server: "SimBroker-Demo", password: "pw" })
    expect(r.status).toBe(403)
    expect(r.body.error.code).toBe("KEY_LIMIT_EXCEEDED")
    expect(r.text).not.toContain(theirs)
  })

  it("lists show only its account's things", async () => {
    const api = client(server.url, narrow)
    expect((await api("GET", "/v1/accounts")).body.data.map((a: { id: string }) => a.id)).toEqual([mine])
    const orders = (await api("GET", "/v1/orders")).body.data.map((o: { id: string }) => o.id)
    expect(orders).toContain(myOrder)
    expect(orders).not.toContain(theirOrder)
    expect((await api("GET", `/v1/orders?accountId=${theirs}`)).body.data).toEqual([])
    expect((await api("GET", `/v1/orders/${theirOrder}`)).status).toBe(404)
    expect((await api("GET", `/v1/orders/${theirOrder}/deals`)).status).toBe(404)
    expect((await api("GET", `/v1/orders/${myOrder}`)).status).toBe(200)
    // The full key still sees both.
    expect((await full()("GET", "/v1/accounts")).body.data).toHaveLength(2)
  })

  it("multi-account orders and prepare refuse the other account as if it did not exist", async () => {
    const api = client(server.url, narrow)
    const wave = await api("POST", "/v1/execution-waves", { accountIds: [mine, theirs], order: { type: "market", ...market() } }, { "idempotency-key": randomUUID() })
    expect(wave.status, wave.text).toBe(404)
    expect(wave.body.error).toMatchObject({ code: "ACCOUNT_NOT_FOUND", details: [{ accountId: theirs }] })
    const prepared = await api("POST", "/v1/accounts/prepare", { accountIds: [mine, theirs] })
    expect(prepared.status, prepared.text).toBe(202)
    expect(prepared.body.data.find((r: { accountId: string }) => r.accountId === theirs)).toMatchObject({ result: "not_found" })
    expect(prepared.body.data.find((r: { accountId: string }) => r.accountId === mine).result).not.toBe("not_found")
  })

  it("sees a multi-account order only when it reaches every account of it", async () => {
    const both = expectStatus(await full()("POST", "/v1/execution-waves", { accountIds: [mine, theirs], order: { type: "market", ...market() } }, { "idempotency-key": randomUUID() }), 202, "wave").body.data.id as string
    const own = expectStatus(await full()("POST", "/v1/execution-waves", { accountIds: [mine], order: { type: "market", ...market() } }, { "idempotency-key": randomUUID() }), 202, "wave").body.data.id as string
    const api = client(server.url, narrow)
    const listed = (await api("GET", "/v1/execution-waves")).body.data.map((w: { id: string }) => w.id)
    expect(listed).toContain(own)
    expect(listed).not.toContain(both)
    expect((await api("GET", `/v1/execution-waves/${own}`)).status).toBe(200)
    const hidden = await api("GET", `/v1/execution-waves/${both}`)
    const none = await api("GET", `/v1/execution-waves/${randomUUID()}`)
    expect(hidden.status).toBe(404)
    expect(hidden.body.error.code).toBe(none.body.error.code)
    expect((await api("POST", `/v1/execution-waves/${both}/cancel`)).status).toBe(404)
    expect((await full()("GET", `/v1/execution-waves/${both}`)).status).toBe(200)
  })

  it("a key may be narrowed only to accounts of its workspace, and widened again with null", async () => {
    const otherWorkspace = await connectAccount(client(server.url, server.keyB), "770101", "pw")
    const refused = await full()("POST", "/v1/api-keys", { name: "x", scopes: ["accounts:read"], accountIds: [otherWorkspace] })
    expect(refused.status).toBe(404)
    expect(refused.body.error.code).toBe("ACCOUNT_NOT_FOUND")
    const created = expectStatus(await full()("POST", "/v1/api-keys", { name: "x", scopes: ["accounts:read"], accountIds: [theirs] }), 201, "key").body.data
    const widened = await full()("PATCH", `/v1/api-keys/${created.id}`, { accountIds: null })
    expect(widened.body.data.accountIds).toBeNull()
    expect((await client(server.url, created.key)("GET", "/v1/accounts")).body.data).toHaveLength(2)
    const narrowed = await full()("PATCH", `/v1/api-keys/${created.id}`, { accountIds: [mine] })
    expect(narrowed.body.data.accountIds).toEqual([mine])
    expect((await client(server.url, created.key)("GET", `/v1/accounts/${theirs}`)).status).toBe(404)
  })

  it("a volume limit refuses larger opening orders and legs with 403 KEY_LIMIT_EXCEEDED naming the account", async () => {
    const limited = await full()("PATCH", `/v1/api-keys/${narrowKeyId}`, { limits: { maxVolume: "0.05" } })
    expect(limited.body.data.limits).toEqual({ maxVolume: "0.05" })
    const api = client(server.url, narrow)
    const over = await api("POST", `/v1/accounts/${mine}/orders/market`, market("0.06"), { "idempotency-key": randomUUID() })
    expect(over.status).toBe(403)
    expect(over.body.error).toMatchObject({ code: "KEY_LIMIT_EXCEEDED", details: [{ accountId: mine, maxVolume: "0.05", volume: "0.06" }] })
    const pending = await api("POST", `/v1/accounts/${mine}/orders/pending`, { kind: "buy_limit", symbol: "EURUSD", volume: "0.5", price: "1.00000" }, { "idempotency-key": randomUUID() })
    expect(pending.body.error.code).toBe("KEY_LIMIT_EXCEEDED")
    const wave = await api("POST", "/v1/execution-waves", { accountIds: [mine], order: { type: "market", ...market("0.06") } }, { "idempotency-key": randomUUID() })
    expect(wave.body.error.code).toBe("KEY_LIMIT_EXCEEDED")
    const within = await api("POST", `/v1/accounts/${mine}/orders/market`, market("0.05"), { "idempotency-key": randomUUID() })
    expect(within.status, within.text).toBe(200)
    // Closing is never limited.
    const position = within.body.data.brokerPositionId as string
    const closed = await api("POST", `/v1/accounts/${mine}/positions/${position}/close`, {}, { "idempotency-key": randomUUID() })
    expect(closed.status, closed.text).toBe(200)
  })
})
