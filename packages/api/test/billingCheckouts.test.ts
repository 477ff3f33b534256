import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { startTestServer, type TestServer } from "./support/testServer.js"
import { consoleSession, type SessionApi } from "./support/ownerSession.js"

// One open card checkout per workspace: two open at once could both be paid (two subscriptions, two charges). A new
// one replaces one the payer left, ended at the provider first.


let server: TestServer
let owner: SessionApi
beforeAll(async () => {
  server = await startTestServer({ env: { SVC_BOOTSTRAP_PLAN: "free", SVC_CARD_PROVIDER: "local", SVC_CRYPTO_PROVIDER: "none" } })
  owner = await consoleSession(server)
}, 120_000)
afterAll(async () => { await server?.stop() })

const sessionOf = (url: string) => url.replace("local-card://checkout/", "")
const openRows = () =>
  server.sql(Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql<{ n: number }>`select count(*)::int as n from billing_checkouts where method = 'card' and status = 'open' and expires_at > now()`))
    .then((rows) => rows[0]!.n)
/** Whether the payer can still pay a session at the provider: `pay` refuses one that is not open. */
const payable = (url: string) =>
  server.card((card) => Effect.either(Effect.sandbox(card.pay(sessionOf(url), { notify: false })))).then((r) => r._tag === "Right")
const clear = () => server.sql(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`update billing_checkouts set status = 'expired'`))

describe("card checkouts, one at a time", () => {
  it("of two at once never both payable: the second is 409 CHECKOUT_IN_PROGRESS while the first is opened, or replaces it", async () => {
    await clear()
    const [a, b] = await Promise.all([
      owner("POST", "/v1/billing/checkout", { plan: "starter", method: "card" }),
      owner("POST", "/v1/billing/checkout", { plan: "scale", method: "card" })
    ])
    expect([a.status, b.status].every((s) => s === 201 || s === 409)).toBe(true)
    const opened = [a, b].filter((r) => r.status === 201)
    expect(opened.length).toBeGreaterThan(0)
    for (const refused of [a, b].filter((r) => r.status === 409)) {
      expect(refused.body.error.code).toBe("CHECKOUT_IN_PROGRESS")
      // (Its url is null while the provider is still being asked for the page.)
      expect(refused.body.error.details[0].checkoutId).toBe(opened[0]!.body.data.id)
      expect(Date.parse(refused.body.error.details[0].expiresAt)).toBeGreaterThan(Date.now())
    }
    expect(await openRows()).toBe(1)
    // Both opened: the first was ended at the provider before the second was reserved; only one page can be paid.
    const paid = []
    for (const r of opened) paid.push(await payable(r.body.data.url))
    expect(paid.filter(Boolean)).toHaveLength(1)
  })

  it("a checkout the payer left is replaced: its page can no longer be paid, and the new one can", async () => {
    await clear()
    const first = await owner("POST", "/v1/billing/checkout", { plan: "starter", method: "card" })
    expect(first.status).toBe(201)
    const second = await owner("POST", "/v1/billing/checkout", { plan: "scale", method: "card" })
    expect(second.status).toBe(201)
    expect(second.body.data.plan).toBe("scale")
    expect(second.body.data.url).not.toBe(first.body.data.url)
    expect(await openRows()).toBe(1)
    expect(await payable(first.body.data.url)).toBe(false)
    expect(await payable(second.body.data.url)).toBe(true)
  })

  it("a checkout paid just before a new one is asked for: 409 CHECKOUT_IN_PROGRESS, and nothing new opens", async () => {
    await clear()
    const first = await owner("POST", "/v1/billing/checkout", { plan: "starter", method: "card" })
    // Paid at the provider, its notice not yet here.
    await server.card((card) => card.pay(sessionOf(first.body.data.url), { notify: false }))
    const again = await owner("POST", "/v1/billing/checkout", { plan: "scale", method: "card" })
    expect(again.status).toBe(409)
    expect(again.body.error.code).toBe("CHECKOUT_IN_PROGRESS")
    expect(again.body.error.message).toContain("just paid")
    expect(again.body.error.details[0].checkoutId).toBe(first.body.data.id)
    await server.sql(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`delete from billing_subscriptions`))
  })

  it("a reservation still waiting for the provider is 409; one left by a process that died is cleared after two minutes", async () => {
    await clear()
    const reserve = (age: string) =>
      server.sql(Effect.flatMap(SqlClient.SqlClient, (sql) => Effect.gen(function*() {
        const id = crypto.randomUUID()
        yield* sql`
          insert into billing_checkouts (id, workspace_id, plan, method, provider, provider_checkout_id, status, url, expires_at, created_at)
          select ${id}, workspace_id, 'starter', 'card', 'local', ${`pending:${id}`}, 'open', null, now() + interval '30 minutes',
            now() - ${age}::interval
          from billing_checkouts limit 1`
        return id
      })))
    const fresh = await reserve("1 second")
    const refused = await owner("POST", "/v1/billing/checkout", { plan: "starter", method: "card" })
    expect(refused.status).toBe(409)
    expect(refused.body.error.details[0].checkoutId).toBe(fresh)
    await clear()
    await reserve("3 minutes")
    expect((await owner("POST", "/v1/billing/checkout", { plan: "starter", method: "card" })).status).toBe(201)
    expect(await openRows()).toBe(1)
  })

  it("past its expiry a checkout no longer blocks, even before anyone settles it", async () => {
    await clear()
    expect((await owner("POST", "/v1/billing/checkout", { plan: "starter", method: "card" })).status).toBe(201)
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
