import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { client, startTestServer, type Reply, type TestServer } from "./support/testServer.js"

// One open card checkout per workspace: two open at once could both be paid (two subscriptions, two charges).

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const until = async <A>(read: () => Promise<A>, done: (a: A) => boolean): Promise<A> => {
  for (let i = 0; i < 400; i++) {
    const a = await read()
    if (done(a)) return a
    await sleep(25)
  }
  throw new Error("condition not met")
}

let server: TestServer
let owner: (method: string, path: string, body?: unknown) => Promise<Reply>
beforeAll(async () => {
  server = await startTestServer({ env: { SVC_BOOTSTRAP_PLAN: "free", SVC_CARD_PROVIDER: "local", SVC_CRYPTO_PROVIDER: "none" } })
  const res = await fetch(`${server.url}/v1/session`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: server.owner.email, password: server.owner.password })
  })
  const cookie = res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ")
  owner = (method, path, body) => client(server.url)(method, path, body, { cookie })
  expect((await owner("POST", "/v1/session/step-up", { password: server.owner.password })).status).toBe(200)
}, 120_000)
afterAll(async () => { await server?.stop() })

describe("card checkouts, one at a time", () => {
  it("of two at once the second is 409 CHECKOUT_IN_PROGRESS naming the first; once it is settled or expired a new one opens", async () => {
    const [a, b] = await Promise.all([
      owner("POST", "/v1/billing/checkout", { plan: "starter", method: "card" }),
      owner("POST", "/v1/billing/checkout", { plan: "scale", method: "card" })
    ])
    expect([a.status, b.status].sort()).toEqual([201, 409])
    const [opened, refused] = a.status === 201 ? [a, b] : [b, a]
    expect(refused.body.error.code).toBe("CHECKOUT_IN_PROGRESS")
    // (Its url is null while the provider is still being asked for the page.)
    expect(refused.body.error.details[0]).toMatchObject({ checkoutId: opened.body.data.id, plan: opened.body.data.plan })
    expect(Date.parse(refused.body.error.details[0].expiresAt)).toBeGreaterThan(Date.now())
    const third = await owner("POST", "/v1/billing/checkout", { plan: "starter", method: "card" })
    expect(third.body.error.code).toBe("CHECKOUT_IN_PROGRESS")
    expect(third.body.error.details[0]).toMatchObject({ checkoutId: opened.body.data.id, url: opened.body.data.url })

    // The payer leaves it (the provider expires it): a new one opens.
    await server.card((card) => card.fail(opened.body.data.url.replace("local-card://checkout/", "")))
    const next = await until(() => owner("POST", "/v1/billing/checkout", { plan: "scale", method: "card" }), (r) => r.status === 201)
    expect(next.body.data.plan).toBe("scale")

    // Past its expiry (moved to the past, as time would), it no longer blocks, even before anyone settles it.
    await server.sql(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`update billing_checkouts set expires_at = now() - interval '1 second'`))
    expect((await owner("POST", "/v1/billing/checkout", { plan: "starter", method: "card" })).status).toBe(201)
  })

  it("a provider failure reserves nothing: the next checkout opens", async () => {
    await server.sql(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`update billing_checkouts set status = 'expired'`))
    await server.card((card) => card.failNextCall)
    const failed = await owner("POST", "/v1/billing/checkout", { plan: "starter", method: "card" })
    expect(failed.status).toBe(502)
    expect(failed.body.error.code).toBe("PROVIDER_ERROR")
    expect((await owner("POST", "/v1/billing/checkout", { plan: "starter", method: "card" })).status).toBe(201)
  })
})
