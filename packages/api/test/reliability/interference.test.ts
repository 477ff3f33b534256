/**
 * Cross-tenant interference (issue 14): workspace A trades while workspace B sends everything hostile it can
 * (rows Postgres refuses in every field that reaches a batched statement, bursts, key replays and reuses, forged
 * cursors, A's ids, a burst of key creations past its limit). Every one of A's answers must be exactly what the
 * same request answers with A alone: the same status and the same order (state, side, volume, symbol, client
 * reference), never a 500, and afterwards A's replays and A's order list are untouched.
 */
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { randomUUID } from "node:crypto"
import { connectAccount, marketOrder, warmUntilReady, type Api } from "./support/fixtures.js"
import { client, startTestServer, type Reply, type TestServer } from "../support/testServer.js"

let server: TestServer
let a: Api
let b: Api
let accountA: string
let accountB: string

beforeAll(async () => {
  server = await startTestServer()
  a = client(server.url, server.keyA)
  b = client(server.url, server.keyB)
  accountA = await connectAccount(a, "730001", "pw", "always_on")
  accountB = await connectAccount(b, "730501", "pw", "always_on")
  await warmUntilReady(a, accountA)
  await warmUntilReady(b, accountB)
}, 120_000)
afterAll(async () => {
  await server?.stop()
})

/** What must not change between A alone and A beside B. */
const outcome = (r: Reply) => ({
  status: r.status,
  code: r.body?.error?.code ?? null,
  state: r.body?.data?.state ?? null,
  side: r.body?.data?.side ?? null,
  volume: r.body?.data?.volume ?? null,
  symbol: r.body?.data?.symbol ?? null,
  clientOrderId: r.body?.data?.clientOrderId ?? null
})

/** A's workload: waves of concurrent market orders, each with its own key; the answers in request order. */
const tradeAsA = async (tag: string, waves: number) => {
  const sent: Array<{ key: string; reply: Reply }> = []
  for (let w = 0; w < waves; w++) {
    const wave = await Promise.all(Array.from({ length: 6 }, async (_, i) => {
      const key = `${tag}-${w}-${i}`
      const reply = await marketOrder(a, accountA, key, { side: i % 2 === 0 ? "buy" : "sell", clientOrderId: `a-${i}` })
      return { key, reply }
    }))
    sent.push(...wave)
  }
  return sent
}

const future = new Date(Date.now() + 86_400_000).toISOString()
const hugeInteger = 2 ** 40

/** One hostile request of B's, chosen by `n`. */
const hostile = (n: number): Promise<Reply> => {
  const pending = (body: Record<string, unknown>) =>
    b("POST", `/v1/accounts/${accountB}/orders/pending`, { kind: "buy_limit", symbol: "EURUSD", volume: "0.01", price: "0.5", ...body }, { "idempotency-key": randomUUID() })
  const market = (body: Record<string, unknown>, key: string = randomUUID()) =>
    b("POST", `/v1/accounts/${accountB}/orders/market`, { side: "buy", symbol: "EURUSD", volume: "0.01", ...body }, { "idempotency-key": key })
  const forgedCursor = Buffer.from(`9999-99-99T99:99:99.999999Z|${randomUUID()}`).toString("base64url")
  const cases: Array<() => Promise<Reply>> = [
    () => pending({ expiration: "+275760-09-13T00:00:00.000Z" }),
    () => pending({ expiration: "0000-01-01T00:00:00.000Z" }),
    () => pending({ expiration: "-000001-01-01T00:00:00.000Z" }),
    () => pending({ expiration: future, clientOrderId: "nul\u0000here" }),
    () => market({ clientOrderId: "nul\u0000here" }),
    () => market({ deviationPoints: hugeInteger }),
    () => market({ volume: `${"9".repeat(200)}.5` }),
    () => market({ stopLoss: `0.${"0".repeat(300)}1` }),
    () => market({ symbol: "EUR\u0000USD" }),
    () => market({}, "x".repeat(255)),
    // A replayed key, and the same key reused for another body, in a burst.
    () => Promise.all([market({}, "b-replay"), market({}, "b-replay"), market({ side: "sell" }, "b-replay")]).then((rs) => rs[0]!),
    () => b("GET", `/v1/orders?cursor=${forgedCursor}`),
    () => b("GET", `/v1/orders/${randomUUID()}`),
    () => b("POST", `/v1/accounts/${accountA}/orders/market`, { side: "buy", symbol: "EURUSD", volume: "0.01" }, { "idempotency-key": randomUUID() }),
    () => b("POST", "/v1/api-keys", { name: "burst\u0000", scopes: ["accounts:read"] }),
    () => b("POST", "/v1/api-keys", { name: `burst-${n}`, scopes: ["accounts:read"], expiresAt: "+275760-09-13T00:00:00.000Z" })
  ]
  return cases[n % cases.length]!()
}

describe("workspace B cannot change workspace A's answers", () => {
  it("A's orders answer the same beside B's hostile traffic as alone", async () => {
    const alone = await tradeAsA("alone", 3)
    const expected = alone.map(({ reply }) => outcome(reply))
    expect(expected.every((o) => o.status === 200 && o.state === "filled")).toBe(true)

    let stop = false
    const bAnswers: Array<number> = []
    const attacker = async (lane: number) => {
      for (let n = lane; !stop; n += 4) bAnswers.push((await hostile(n)).status)
    }
    const lanes = [0, 1, 2, 3].map(attacker)
    // B is already sending when A starts, and keeps sending until A is done.
    while (bAnswers.length < 8) await new Promise((r) => setTimeout(r, 5))
    const beside = await tradeAsA("beside", 6)
    stop = true
    await Promise.all(lanes)

    const wanted = Array.from({ length: 2 }, () => expected).flat()
    expect(beside.map(({ reply }) => outcome(reply))).toStrictEqual(wanted)
    expect(bAnswers.length).toBeGreaterThan(beside.length)

    // Replays still give A's first answers byte for byte.
    for (const { key, reply } of beside) {
      const again = await marketOrder(a, accountA, key, { side: reply.body.data.side, clientOrderId: reply.body.data.clientOrderId })
      expect({ status: again.status, text: again.text }).toStrictEqual({ status: reply.status, text: reply.text })
    }
    // A's list holds exactly A's orders.
    const listed: Array<string> = []
    for (let cursor: string | null = null, pages = 0; pages < 100; pages++) {
      const page: Reply = await a("GET", `/v1/orders?limit=7${cursor === null ? "" : `&cursor=${cursor}`}`)
      expect(page.status).toBe(200)
      listed.push(...page.body.data.map((o: { id: string }) => o.id))
      cursor = page.body.page.nextCursor
      if (cursor === null) break
    }
    expect(listed.sort()).toStrictEqual([...alone, ...beside].map(({ reply }) => reply.body.data.id as string).sort())
  }, 240_000)
})
