import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import type { AccountId } from "@svc/domain"
import { Effect, Option, Redacted } from "effect"
import { randomUUID } from "node:crypto"
import { SecretStore } from "../src/secrets/SecretStore.js"
import { client, startTestServer, type Reply, type TestServer } from "./support/testServer.js"

/**
 * Cool, disconnect and credential changes against orders of the same account: while an order is queued, in flight or
 * being confirmed against the broker's records they answer 409 ACCOUNT_EXECUTING, so no order is left unknown for
 * good and none fails because the session went away under it.
 */

let server: TestServer
beforeAll(async () => { server = await startTestServer() })
afterAll(async () => { await server.stop() })

let nextLogin = 610000
const api = () => client(server.url, server.keyA)
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

const waitState = async (id: string, state: string) => {
  for (let i = 0; i < 400; i++) {
    const s = (await api()("GET", `/v1/accounts/${id}/status`)).body.data
    if (s.state === state) return
    await sleep(25)
  }
  throw new Error(`account never reached ${state}`)
}

const onlineAccount = async () => {
  const login = String(nextLogin++)
  const a = (await api()("POST", "/v1/accounts", { login, server: "SimBroker-Demo", password: "pw", mode: "cold" })).body.data
  await api()("POST", `/v1/accounts/${a.id}/warm`)
  await waitState(a.id, "ready")
  return { id: a.id as string, login }
}

const market = (accountId: string, clientOrderId: string): Promise<Reply> =>
  api()("POST", `/v1/accounts/${accountId}/orders/market`, { side: "buy", symbol: "EURUSD", volume: "0.01", clientOrderId }, {
    "idempotency-key": randomUUID()
  })

const waitResolved = async (orderId: string) => {
  for (let i = 0; i < 600; i++) {
    const o = (await api()("GET", `/v1/orders/${orderId}`)).body.data
    if (!o.needsReconciliation) return o as { state: string }
    await sleep(50)
  }
  throw new Error(`order ${orderId} stayed unresolved`)
}

/**
 * An order whose reply is lost (it executed at the broker). Every terminal call is slowed until `answered` is called,
 * so the first look in the broker's records is still under way when the test acts on the account.
 */
const unresolvedOrder = async (id: string, login: string, tag: string) => {
  await server.sim((sim) => sim.setFaults("SimBroker-Demo", login, { latencyMs: 3000 }))
  const sent = await market(id, `sim:no-reply-${tag}`)
  expect(sent.status).toBe(502)
  expect(sent.body.error.code).toBe("ORDER_UNRESOLVED")
  return {
    orderId: sent.body.error.details[0].orderId as string,
    answered: () => server.sim((sim) => sim.clearFaults("SimBroker-Demo", login))
  }
}

const operations: ReadonlyArray<[string, (id: string) => Promise<Reply>]> = [
  ["cool", (id) => api()("POST", `/v1/accounts/${id}/cool`)],
  ["disconnect", (id) => api()("POST", `/v1/accounts/${id}/disconnect`)],
  ["password", (id) => api()("POST", `/v1/accounts/${id}/password`, { password: "pw" })]
]

describe("an order awaiting confirmation holds the account up", () => {
  for (const [name, operate] of operations) {
    it(`${name} right after an unresolved order answers 409 ACCOUNT_EXECUTING until the order is confirmed`, async () => {
      const { id, login } = await onlineAccount()
      const { answered, orderId } = await unresolvedOrder(id, login, name)

      const refused = await operate(id)
      expect(refused.status).toBe(409)
      expect(refused.body.error.code).toBe("ACCOUNT_EXECUTING")
      expect(refused.body.error.details[0]).toMatchObject({ accountId: id, orderIds: [orderId] })
      // Nothing changed: the account is still up, and confirms the order, which executed at the broker.
      expect((await api()("GET", `/v1/accounts/${id}/status`)).body.data.state).toBe("ready")
      await answered()
      expect((await waitResolved(orderId)).state).toBe("filled")

      const done = await operate(id)
      expect(done.status).toBe(200)
    })
  }

  it("a refused password change keeps the password the account had", async () => {
    const { id, login } = await onlineAccount()
    const { answered, orderId } = await unresolvedOrder(id, login, "keep")
    const refused = await api()("POST", `/v1/accounts/${id}/password`, { password: "refuse-this" })
    expect(refused.status).toBe(409)
    await answered()
    await waitResolved(orderId)
    expect((await api()("POST", `/v1/accounts/${id}/cool`)).status).toBe(200)
    // Logs in with the old password: the refused one (which the simulator turns down) was not kept.
    await api()("POST", `/v1/accounts/${id}/warm`)
    await waitState(id, "ready")
  })
})

/** The password the service holds for the account, as the next login would read it. */
const storedPassword = (id: string) =>
  server.secrets(Effect.flatMap(SecretStore, (s) => s.get(id as AccountId))).then((p) => Option.getOrUndefined(Option.map(p, Redacted.value)))

describe("overlapping password changes racing an order", () => {
  const change = (id: string, password: string) => api()("POST", `/v1/accounts/${id}/password`, { password })

  it("changes refused while the order is being confirmed all leave the password the account had", async () => {
    const { id, login } = await onlineAccount()
    const { answered, orderId } = await unresolvedOrder(id, login, "overlap-refused")
    // Rounds of changes on their way together, sent a few milliseconds apart so that each one arrives while the one
    // before it is being decided: no refusal may leave a password another change stored, or wrote back.
    for (let round = 0; round < 6; round++) {
      const replies = await Promise.all(Array.from({ length: 8 }, (_, i) =>
        sleep(i * (round + 1)).then(() => change(id, `refused-${round}-${i}`))))
      for (const r of replies) expect(r.status, r.text).toBe(409)
      expect(await storedPassword(id)).toBe("pw")
    }
    expect((await api()("GET", `/v1/accounts/${id}/status`)).body.data.state).toBe("ready")
    await answered()
    await waitResolved(orderId)
    expect(await storedPassword(id)).toBe("pw")
  }, 60_000)

  it("changes sent while the order is confirmed: the password stored is an accepted one, never a refused one", async () => {
    const { id, login } = await onlineAccount()
    const { answered, orderId } = await unresolvedOrder(id, login, "overlap-mixed")
    const sent: Array<Promise<{ readonly password: string; readonly reply: Reply }>> = []
    // A change every few milliseconds, and the order confirmed in the middle of them: the earlier ones are refused,
    // the later ones accepted, and some of each are on their way at the moment it switches.
    for (let i = 0; i < 24; i++) {
      const password = `changed-${i}`
      sent.push(change(id, password).then((reply) => ({ password, reply })))
      if (i === 8) void answered()
      await sleep(i % 4 === 0 ? 15 : 3)
    }
    const results = await Promise.all(sent)
    await waitResolved(orderId)
    for (const { reply } of results) expect([200, 409], reply.text).toContain(reply.status)
    const accepted = results.filter((r) => r.reply.status === 200).map((r) => r.password)
    const stored = await storedPassword(id)
    if (accepted.length === 0) expect(stored).toBe("pw")
    else {
      expect(accepted).toContain(stored)
      // The account was moved by the accepted change: its session (opened with "pw") is gone, ready to warm.
      expect((await api()("GET", `/v1/accounts/${id}/status`)).body.data.state).toBe("offline")
    }
  }, 60_000)
})

describe("cool racing a burst of orders", () => {
  it("every cool is refused or done, and no order fails for the session going away under it", async () => {
    const { id, login } = await onlineAccount()
    const replies: Array<Reply> = []
    const cools: Array<Reply> = []
    let opened = 0
    for (let round = 0; round < 3; round++) {
      const open = await market(id, `open-${round}`)
      expect(open.status).toBe(200)
      opened++
      // Every terminal call takes a while, so orders spend time between taking the session and handing it the
      // request (a close first looks its position up at the terminal): the cools land in the middle of their way.
      await server.sim((sim) => sim.setFaults("SimBroker-Demo", login, { latencyMs: 150 }))
      const close = api()("POST", `/v1/accounts/${id}/positions/${open.body.data.brokerPositionId}/close`, {}, {
        "idempotency-key": randomUUID()
      })
      const orders = [close, ...Array.from({ length: 4 }, (_, i) => market(id, `burst-${round}-${i}`))]
        .map((r) => r.then((reply) => void replies.push(reply)))
      const coolers = [30, 100, 250, 600].map((ms) =>
        sleep(ms).then(() => api()("POST", `/v1/accounts/${id}/cool`)).then((r) => void cools.push(r)))
      await Promise.all([...orders, ...coolers])
      await server.sim((sim) => sim.clearFaults("SimBroker-Demo", login))
      await api()("POST", `/v1/accounts/${id}/warm`)
      await waitState(id, "ready")
    }
    for (const c of cools) {
      expect([200, 409], c.text).toContain(c.status)
      if (c.status === 409) expect(c.body.error.code).toBe("ACCOUNT_EXECUTING")
    }
    for (const r of replies) {
      // Filled before the cool, or refused cleanly after it (nothing sent): never sent into a closed session.
      if (r.status === 200) expect(r.body.data.state, r.text).toBe("filled")
      else {
        expect(r.status, r.text).toBe(409)
        expect(r.body.error.code, r.text).toBe("ACCOUNT_NOT_READY")
      }
    }
    // Every order the service answered filled is one the broker executed, and no refused one reached it.
    const filled = replies.filter((r) => r.status === 200).length
    const executed = await server.sim((sim) => sim.executedCount({ server: "SimBroker-Demo", login }))
    expect(executed).toBe(opened + filled)
  }, 120_000)
})
