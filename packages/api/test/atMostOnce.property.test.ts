import { afterAll, describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { randomUUID } from "node:crypto"
import { client, startTestServer, type Reply, type TestServer } from "./support/testServer.js"

/**
 * The at-most-once guarantee, as a property over random schedules: orders under a few idempotency keys, retries
 * with the same key, concurrent duplicates, injected faults (request lost, reply lost after execution,
 * disconnect) and process restarts in the middle, and cool, disconnect and password changes of the account between
 * them (each done or refused 409 ACCOUNT_EXECUTING; one done on a ready account leaves no order to confirm).
 * Afterwards, once connectivity returns: the simulated broker
 * executed at most one trade per key, every order is final and agrees with what the broker did, and replays are
 * identical to the first answer.
 */

type Variant = "plain" | "no-reply" | "lost"
type Command =
  | { readonly _tag: "Send"; readonly key: number; readonly variant: Variant }
  | { readonly _tag: "Concurrent"; readonly key: number; readonly variant: Variant; readonly n: number }
  | { readonly _tag: "DropNextReply" }
  | { readonly _tag: "DropNextRequest" }
  | { readonly _tag: "Disconnect" }
  | { readonly _tag: "Restart" }
  | { readonly _tag: "Operate"; readonly operation: "cool" | "disconnect" | "password" }

const commandArb: fc.Arbitrary<Command> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ _tag: fc.constant("Send" as const), key: fc.nat(3), variant: fc.constantFrom<Variant>("plain", "plain", "no-reply", "lost") }) },
  { weight: 2, arbitrary: fc.record({ _tag: fc.constant("Concurrent" as const), key: fc.nat(3), variant: fc.constantFrom<Variant>("plain", "no-reply"), n: fc.integer({ min: 2, max: 4 }) }) },
  { weight: 1, arbitrary: fc.constant({ _tag: "DropNextReply" as const }) },
  { weight: 1, arbitrary: fc.constant({ _tag: "DropNextRequest" as const }) },
  { weight: 1, arbitrary: fc.constant({ _tag: "Disconnect" as const }) },
  { weight: 1, arbitrary: fc.constant({ _tag: "Restart" as const }) },
  { weight: 2, arbitrary: fc.record({ _tag: fc.constant("Operate" as const), operation: fc.constantFrom("cool" as const, "disconnect" as const, "password" as const) }) }
)

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const servers: Array<TestServer> = []
afterAll(async () => {
  for (const s of servers.splice(0)) await s.stop().catch(() => {})
})

const waitReady = async (server: TestServer, accountId: string) => {
  const api = client(server.url, server.keyA)
  for (let i = 0; i < 400; i++) {
    const s = (await api("GET", `/v1/accounts/${accountId}/status`)).body?.data
    if (s?.state === "ready") return
    if (s !== undefined && ["standby", "offline", "error", "created"].includes(s.state)) await api("POST", `/v1/accounts/${accountId}/warm`)
    await sleep(25)
  }
  throw new Error("account never came back")
}

describe("at most one trade per idempotency key", () => {
  it("holds for any schedule of retries, duplicates, faults and restarts", async () => {
    let run = 0
    await fc.assert(
      fc.asyncProperty(fc.array(commandArb, { minLength: 4, maxLength: 14 }), async (commands) => {
        run++
        let server = await startTestServer()
        servers.push(server)
        const login = String(900000 + run)
        const api = () => client(server.url, server.keyA)
        const account = (await api()("POST", "/v1/accounts", { login, server: "SimBroker-Demo", password: "pw", mode: "always_on" })).body.data
        await api()("POST", `/v1/accounts/${account.id}/warm`)
        await waitReady(server, account.id)

        const keys = Array.from({ length: 4 }, () => randomUUID())
        // One body per key, fixed: a retry with the key is the same request.
        const bodies = new Map<number, Record<string, unknown>>()
        const bodyOf = (key: number, variant: Variant) => {
          const existing = bodies.get(key)
          if (existing !== undefined) return existing
          const body = {
            side: "buy",
            symbol: "EURUSD",
            volume: "0.01",
            clientOrderId: variant === "plain" ? `k${key}-${run}` : `sim:${variant}-k${key}-${run}`
          }
          bodies.set(key, body)
          return body
        }
        const first = new Map<number, Reply>()
        const send = async (key: number, variant: Variant) => {
          const r = await api()("POST", `/v1/accounts/${account.id}/orders/market`, bodyOf(key, variant), { "idempotency-key": keys[key]! })
          expect(r.status).not.toBe(500)
          if ([200, 422, 502].includes(r.status) && !first.has(key)) first.set(key, r)
          return r
        }

        for (const command of commands) {
          switch (command._tag) {
            case "Send":
              await send(command.key, command.variant)
              break
            case "Concurrent":
              await Promise.all(Array.from({ length: command.n }, () => send(command.key, command.variant)))
              break
            case "DropNextReply":
              await server.sim((sim) => sim.setFaults("SimBroker-Demo", login, { dropReplies: 1 }))
              break
            case "DropNextRequest":
              await server.sim((sim) => sim.setFaults("SimBroker-Demo", login, { dropRequests: 1 }))
              break
            case "Disconnect":
              await server.sim((sim) => sim.disconnect("SimBroker-Demo", login))
              await sleep(50)
              break
            case "Operate": {
              const before = (await api()("GET", `/v1/accounts/${account.id}/status`)).body.data.state
              const r = await api()("POST", `/v1/accounts/${account.id}/${command.operation}`, command.operation === "password" ? { password: "pw" } : undefined)
              expect([200, 409], r.text).toContain(r.status)
              if (r.status === 409) expect(r.body.error.code).toBe("ACCOUNT_EXECUTING")
              else if (before === "ready") {
                // Done on a running account: nothing was left half-way, so no order waits for a confirmation.
                const open = (await api()("GET", `/v1/orders?accountId=${account.id}&limit=200`)).body.data
                  .filter((o: { needsReconciliation: boolean; state: string }) => o.needsReconciliation || o.state === "sending")
                expect(open, command.operation).toEqual([])
              }
              if (r.status === 200 && command.operation === "disconnect") {
                // Connected again with its password, as a user would: the same account, ready to warm.
                expect((await api()("POST", "/v1/accounts", { login, server: "SimBroker-Demo", password: "pw", mode: "always_on" })).status).toBe(200)
              }
              break
            }
            case "Restart": {
              await server.stop({ keepData: true })
              server = await startTestServer({ restartOf: server })
              servers.push(server)
              break
            }
          }
        }

        // Connectivity returns: faults cleared, the account back up, reconciliation given time.
        await server.sim((sim) => sim.clearFaults("SimBroker-Demo", login))
        await waitReady(server, account.id)
        let orders: Array<{ id: string; clientOrderId: string; state: string; needsReconciliation: boolean }> = []
        for (let i = 0; i < 200; i++) {
          await api()("POST", `/v1/accounts/${account.id}/reconcile`)
          orders = (await api()("GET", `/v1/orders?accountId=${account.id}&limit=200`)).body.data
          if (orders.every((o) => !o.needsReconciliation && o.state !== "sending")) break
          await sleep(100)
        }

        for (const [key, body] of bodies) {
          const tag = body.clientOrderId as string
          const executed = await server.sim((sim) => sim.executedCount({ server: "SimBroker-Demo", login, clientTag: tag }))
          // At most once, whatever happened.
          expect(executed, tag).toBeLessThanOrEqual(1)
          const mine = orders.filter((o) => o.clientOrderId === tag)
          expect(mine.length, tag).toBeLessThanOrEqual(1)
          for (const o of mine) {
            // Final, and true to the broker: filled exactly when it executed there.
            expect(o.needsReconciliation, tag).toBe(false)
            expect(["filled", "failed", "rejected"], `${tag} ${o.state}`).toContain(o.state)
            expect(o.state === "filled", `${tag} ${o.state} executed=${executed}`).toBe(executed === 1)
          }
          // A replay answers the first answer again (an unresolved first answer: the order's truth now).
          const firstReply = first.get(key)
          if (firstReply !== undefined && firstReply.body?.error?.code !== "ORDER_UNRESOLVED") {
            const replay = await api()("POST", `/v1/accounts/${account.id}/orders/market`, body, { "idempotency-key": keys[key]! })
            expect(replay.status, tag).toBe(firstReply.status)
            expect(replay.text, tag).toBe(firstReply.text)
          }
        }
        await server.stop()
        servers.splice(servers.indexOf(server), 1)
      }),
      { numRuns: 12, endOnFailure: true }
    )
  }, 600_000)
})
