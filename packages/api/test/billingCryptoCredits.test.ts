import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import fc from "fast-check"
import { startTestServer, type TestServer } from "./support/testServer.js"
import { consoleSession, until as pollUntil, type SessionApi } from "./support/ownerSession.js"

// Crypto months credited exactly once, in order, under the workspace's lock. The race runs on Postgres when
// DATABASE_URL is set (PGlite runs one statement at a time and cannot show it).

const month = 30 * 24 * 60 * 60 * 1000
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

const until = <A>(read: () => Promise<A>, done: (a: A) => boolean) => pollUntil(read, done, 400)

let server: TestServer
let owner: SessionApi

beforeAll(async () => {
  server = await startTestServer({
    env: { SVC_BOOTSTRAP_PLAN: "free", SVC_CARD_PROVIDER: "local", SVC_CRYPTO_PROVIDER: "local", SVC_BILLING_RECONCILE_INTERVAL: "200 millis" }
  })
  owner = await consoleSession(server)
}, 120_000)
afterAll(async () => { await server?.stop() })

/** No subscription, no waits, every workspace on Free: each case starts from here. */
const reset = () =>
  server.sql(Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    // (The table is 0013's; ignored where it is missing, so this file also runs on the code before it.)
    yield* sql`delete from credit_waits`.pipe(Effect.ignore)
    yield* sql`delete from billing_subscriptions`
    yield* sql`update workspaces set plan = 'free'`
  }))

const providerIdOf = (invoiceId: string) =>
  server.sql(Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql<{ providerInvoiceId: string }>`select provider_invoice_id from billing_invoices where id = ${invoiceId}`)).then((r) => r[0]!.providerInvoiceId)

/** A crypto checkout: our invoice id and the provider's. */
const cryptoCheckout = async (plan: string) => {
  const r = await owner("POST", "/v1/billing/checkout", { plan, method: "crypto", coin: "USDT" })
  expect(r.status).toBe(201)
  const invoiceId = r.body.data.invoiceId as string
  return { invoiceId, providerId: await providerIdOf(invoiceId) }
}

const amounts: Record<string, string> = { starter: "49.00000000", scale: "299.00000000" }

describe("crypto credits", () => {
  it("payments confirmed at once each count exactly once: months laid end to end, none lost, none twice", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 2, maxLength: 3 }), fc.boolean(), async (refreshes, notify) => {
        await reset()
        const bought: Array<{ invoiceId: string; providerId: string }> = []
        for (let i = 0; i < refreshes.length; i++) bought.push(await cryptoCheckout("starter"))
        // All paid at the provider; then every path that credits runs at once: refreshes, notices, the reconciler.
        for (const b of bought) await server.crypto((c) => c.receive(b.providerId, amounts.starter!, { notify }))
        const answers = await Promise.all(bought.flatMap((b, i) =>
          Array.from({ length: refreshes[i]! }, () => owner("POST", `/v1/billing/invoices/${b.invoiceId}/refresh`))))
        expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200))
        expect(answers.every((a) => a.body.data.status === "paid")).toBe(true)
        await Promise.all(bought.map((b) => server.crypto((c) => c.redeliver(b.providerId))))
        await sleep(100)
        const sub = (await owner("GET", "/v1/billing/subscription")).body.data
        expect(sub).toMatchObject({ plan: "starter", method: "crypto", status: "active" })
        expect(Date.parse(sub.currentPeriodEnd) - Date.parse(sub.currentPeriodStart)).toBe(refreshes.length * month)
        // Each invoice has its own month, one after the other.
        const periods = (await Promise.all(bought.map((b) => owner("GET", `/v1/billing/invoices/${b.invoiceId}`))))
          .map((r) => [Date.parse(r.body.data.periodStart), Date.parse(r.body.data.periodEnd)] as const)
          .sort((a, b) => a[0] - b[0])
        periods.forEach(([start, end], i) => {
          expect(end - start).toBe(month)
          if (i > 0) expect(start).toBe(periods[i - 1]![1])
        })
        expect(periods[periods.length - 1]![1]).toBe(Date.parse(sub.currentPeriodEnd))
      }),
      { numRuns: 8, endOnFailure: true }
    )
  }, 180_000)

  it("a crypto payment while a card plan is active waits, and starts once when the card plan ends", async () => {
    await reset()
    const waiting = await cryptoCheckout("starter")
    const card = await owner("POST", "/v1/billing/checkout", { plan: "scale", method: "card" })
    expect(card.status).toBe(201)
    const subscriptionId = await server.card((c) => c.pay(card.body.data.url.replace("local-card://checkout/", "")))
    await until(() => owner("GET", "/v1/billing/usage"), (r) => r.body.data.plan === "scale")

    await server.crypto((c) => c.receive(waiting.providerId, amounts.starter!))
    const paid = await until(() => owner("GET", `/v1/billing/invoices/${waiting.invoiceId}`), (r) => r.body.data.status === "paid")
    expect(paid.body.data.note).toContain("card plan")
    expect(paid.body.data.periodStart).toBeNull()
    // Again by every path: still waiting, the card plan untouched.
    await owner("POST", `/v1/billing/invoices/${waiting.invoiceId}/refresh`)
    await server.crypto((c) => c.redeliver(waiting.providerId))
    await sleep(300)
    expect((await owner("GET", "/v1/billing/subscription")).body.data).toMatchObject({ plan: "scale", method: "card", status: "active" })
    expect((await owner("GET", "/v1/billing/usage")).body.data.plan).toBe("scale")

    // The card plan ends: the waiting month starts, once.
    expect((await owner("POST", "/v1/billing/cancel")).body.data.cancelAtPeriodEnd).toBe(true)
    await server.card((c) => c.endPeriod(subscriptionId))
    const started = await until(() => owner("GET", "/v1/billing/subscription"), (r) => r.body.data?.method === "crypto")
    expect(started.body.data).toMatchObject({ plan: "starter", status: "active" })
    expect(Date.parse(started.body.data.currentPeriodEnd) - Date.parse(started.body.data.currentPeriodStart)).toBe(month)
    expect((await owner("GET", "/v1/billing/usage")).body.data.plan).toBe("starter")
    const applied = (await owner("GET", `/v1/billing/invoices/${waiting.invoiceId}`)).body.data
    expect(applied.periodStart).toBe(started.body.data.currentPeriodStart)
    await server.card((c) => c.redeliver({ _tag: "SubscriptionChanged", id: subscriptionId }))
    await server.crypto((c) => c.redeliver(waiting.providerId))
    await sleep(500)
    expect((await owner("GET", "/v1/billing/subscription")).body.data.currentPeriodEnd).toBe(started.body.data.currentPeriodEnd)
  }, 120_000)

  it("a card checkout paid during a crypto month takes over; the rest of the month resumes, once, when the card plan ends", async () => {
    await reset()
    await server.sql(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`update billing_checkouts set status = 'expired'`))
    // Opened while on Free (card checkout is refused once a crypto month runs), paid later.
    const card = await owner("POST", "/v1/billing/checkout", { plan: "scale", method: "card" })
    expect(card.status).toBe(201)
    const crypto = await cryptoCheckout("starter")
    await server.crypto((c) => c.receive(crypto.providerId, amounts.starter!))
    const month = (await until(() => owner("GET", "/v1/billing/subscription"), (r) => r.body.data?.method === "crypto")).body.data
    const end = Date.parse(month.currentPeriodEnd)

    const paidAt = Date.now()
    const subscriptionId = await server.card((c) => c.pay(card.body.data.url.replace("local-card://checkout/", "")))
    await until(() => owner("GET", "/v1/billing/subscription"), (r) => r.body.data?.method === "card")
    const seenAt = Date.now()
    expect((await owner("GET", "/v1/billing/usage")).body.data.plan).toBe("scale")
    await server.card((c) => c.redeliver({ _tag: "SubscriptionChanged", id: subscriptionId }))
    await server.card((c) => c.redeliver({ _tag: "SubscriptionChanged", id: subscriptionId }))
    await sleep(300)

    expect((await owner("POST", "/v1/billing/cancel")).body.data.cancelAtPeriodEnd).toBe(true)
    await server.card((c) => c.endPeriod(subscriptionId))
    const resumed = (await until(() => owner("GET", "/v1/billing/subscription"), (r) => r.body.data?.method === "crypto")).body.data
    expect(resumed).toMatchObject({ plan: "starter", status: "active" })
    // The plan follows the subscription (a statement later), and stays: later notices of the card's end keep it.
    await until(() => owner("GET", "/v1/billing/usage"), (r) => r.body.data?.plan === "starter")
    await server.card((c) => c.redeliver({ _tag: "SubscriptionChanged", id: subscriptionId }))
    await sleep(300)
    expect((await owner("GET", "/v1/billing/usage")).body.data.plan).toBe("starter")
    // What was left of the month when the card plan took over (between the payment and when it was seen), no more.
    const rest = Date.parse(resumed.currentPeriodEnd) - Date.parse(resumed.currentPeriodStart)
    expect(rest).toBeLessThanOrEqual(end - paidAt)
    expect(rest).toBeGreaterThanOrEqual(end - seenAt)
    // Set aside once: nothing more waits.
    await server.card((c) => c.redeliver({ _tag: "SubscriptionChanged", id: subscriptionId }))
    await sleep(500)
    expect((await owner("GET", "/v1/billing/subscription")).body.data.currentPeriodEnd).toBe(resumed.currentPeriodEnd)
    const left = await server.sql(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ n: number }>`select count(*)::int as n from credit_waits where applied_at is null`))
    expect(left[0]!.n).toBe(0)
  }, 120_000)

  it("an older, cheaper invoice paid late never downgrades a newer plan: it waits for that month's end", async () => {
    await reset()
    const older = await cryptoCheckout("starter")
    const newer = await cryptoCheckout("scale")
    await server.crypto((c) => c.receive(newer.providerId, amounts.scale!))
    await until(() => owner("GET", "/v1/billing/usage"), (r) => r.body.data.plan === "scale")
    const scaleMonth = (await owner("GET", "/v1/billing/subscription")).body.data

    await server.crypto((c) => c.receive(older.providerId, amounts.starter!, { late: true }))
    const paid = await until(() => owner("GET", `/v1/billing/invoices/${older.invoiceId}`), (r) => r.body.data.status === "paid")
    expect(paid.body.data.note).toContain("dearer plan")
    await sleep(500)
    expect((await owner("GET", "/v1/billing/subscription")).body.data).toEqual(scaleMonth)
    expect((await owner("GET", "/v1/billing/usage")).body.data.plan).toBe("scale")

    // The Scale month runs out (its end moved to the past, as time would): the Starter month follows it.
    await server.sql(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`update billing_subscriptions set current_period_end = now() - interval '1 second'`))
    const starter = await until(() => owner("GET", "/v1/billing/subscription"), (r) => r.body.data?.plan === "starter")
    expect(starter.body.data).toMatchObject({ method: "crypto", status: "active" })
    expect(Date.parse(starter.body.data.currentPeriodEnd) - Date.parse(starter.body.data.currentPeriodStart)).toBe(month)
    expect((await owner("GET", "/v1/billing/usage")).body.data.plan).toBe("starter")
  }, 120_000)
})
