import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { SqlClient } from "@effect/sql"
import { ConfigProvider, Effect, Exit } from "effect"
import { validateConfig } from "../src/config.js"
import { startFakeStripe } from "./support/fakeStripe.js"
import { client, startTestServer, type TestServer } from "./support/testServer.js"
import { consoleSession, until } from "./support/ownerSession.js"

const webhookSecret = "whsec_test_secret"
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))


let fake: Awaited<ReturnType<typeof startFakeStripe>>
let server: TestServer

const owner = () => consoleSession(server)

const storedEvents = () =>
  server.sql(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ id: string }>`select id from stripe_events order by id`)).then((rows) => rows.map((r) => r.id))

beforeAll(async () => {
  fake = await startFakeStripe({ prices: [{ id: "price_starter", amount: 4900 }, { id: "price_scale", amount: 19900 }], webhookSecret })
  server = await startTestServer({
    env: {
      SVC_BOOTSTRAP_PLAN: "free",
      SVC_CRYPTO_PROVIDER: "none",
      SVC_CARD_PROVIDER: "stripe",
      SVC_STRIPE_SECRET_KEY: "sk_test_fake",
      SVC_STRIPE_WEBHOOK_SECRET: webhookSecret,
      SVC_STRIPE_PRICES: JSON.stringify({ starter: "price_starter", scale: "price_scale" }),
      SVC_STRIPE_API_URL: fake.url,
      SVC_PUBLIC_URL: "http://127.0.0.1:9",
      // Long: only webhooks move anything here, never the reconciler.
      SVC_BILLING_RECONCILE_INTERVAL: "1 hour"
    }
  })
})
afterAll(async () => {
  await server?.stop()
  await fake?.stop()
})

describe("billing through Stripe (a local fake of Stripe's API, signed webhook deliveries)", () => {
  it("a checkout the payer left is expired at Stripe before the next one is created, so it can never be paid too", async () => {
    const api = await owner()
    const first = await api("POST", "/v1/billing/checkout", { plan: "starter", method: "card" })
    expect(first.status).toBe(201)
    const firstSession = first.body.data.url.replace("https://checkout.stripe.test/c/pay/", "")
    const second = await api("POST", "/v1/billing/checkout", { plan: "scale", method: "card" })
    expect(second.status).toBe(201)
    const expired = fake.calls.findIndex((c) => c.method === "POST" && c.path === `/v1/checkout/sessions/${firstSession}/expire`)
    const created = fake.calls.map((c) => c.method === "POST" && c.path === "/v1/checkout/sessions").lastIndexOf(true)
    expect(expired).toBeGreaterThan(-1)
    expect(expired).toBeLessThan(created)
    expect(fake.sessions.get(firstSession)!.status).toBe("expired")
    expect(fake.sessions.get(second.body.data.url.replace("https://checkout.stripe.test/c/pay/", ""))!.status).toBe("open")
  })

  it("a tampered or missing signature is 400 and changes nothing; checkout, the payment's event, the plan; a replay has one effect", async () => {
    const api = await owner()
    const checkout = await api("POST", "/v1/billing/checkout", { plan: "starter", method: "card" })
    expect(checkout.status).toBe(201)
    const sessionId = checkout.body.data.url.replace("https://checkout.stripe.test/c/pay/", "")
    const created = fake.calls.filter((c) => c.method === "POST" && c.path === "/v1/checkout/sessions").at(-1)!
    expect(created.params.get("mode")).toBe("subscription")
    expect(created.params.get("line_items[0][price]")).toBe("price_starter")
    expect(created.params.get("client_reference_id")).toBe(checkout.body.data.id)
    // The session cannot be paid after 31 minutes (Stripe's least is 30): one open card checkout at a time.
    expect(Number(created.params.get("expires_at"))).toBeGreaterThan(Date.now() / 1000 + 30 * 60)
    expect(created.params.get("success_url")).toBe("http://127.0.0.1:9/billing?checkout=complete")

    fake.pay(sessionId)
    const completed = fake.event("checkout.session.completed", fake.sessions.get(sessionId)!)

    // Tampered: signed, then one byte changed; missing; signed with another secret. None is taken in.
    const tampered = completed.replace("\"livemode\":false", "\"livemode\":true ")
    for (const [body, signature] of [[tampered, fake.sign(completed)], [completed, ""], [completed, fake.sign(completed).replace(/v1=[0-9a-f]/, "v1=x")]] as const) {
      const r = await fake.deliver(server.url, body, signature)
      expect(r.status).toBe(400)
      expect(r.body.error?.code).toBe("INVALID_REQUEST")
    }
    await sleep(200)
    expect(await storedEvents()).toEqual([])
    expect((await api("GET", "/v1/billing/subscription")).body.data).toBeNull()
    expect((await api("GET", "/v1/billing/usage")).body.data.plan).toBe("free")

    // A slow plan change (a busy database) widens the moment between the subscription's write and the plan's: they
    // commit together, so whoever sees the subscription sees its plan.
    await server.sql(Effect.flatMap(SqlClient.SqlClient, (sql) =>
      Effect.all([
        sql.unsafe(`create function plan_change_slow() returns trigger language plpgsql as $$ begin
          if new.plan is distinct from old.plan then perform pg_sleep(0.3); end if;
          return new;
        end $$`),
        sql.unsafe(`create trigger plan_change_slow before update on workspaces for each row execute function plan_change_slow()`)
      ], { discard: true })))
    const first = await fake.deliver(server.url, completed)
    expect(first.status).toBe(200)
    expect(first.body.data).toMatchObject({ duplicate: false })
    const sub = await until(() => api("GET", "/v1/billing/subscription"), (r) => r.body.data !== null)
    expect(sub.body.data).toMatchObject({ plan: "starter", method: "card", status: "active", cancelAtPeriodEnd: false })
    expect((await api("GET", "/v1/billing/usage")).body.data.plan).toBe("starter")
    await server.sql(Effect.flatMap(SqlClient.SqlClient, (sql) => sql.unsafe(`drop trigger plan_change_slow on workspaces`)))
    const invoices = await api("GET", "/v1/billing/invoices")
    expect(invoices.body.data).toHaveLength(1)
    expect(invoices.body.data[0]).toMatchObject({ plan: "starter", method: "card", status: "paid", currency: "usd", amount: 4900, amountRefunded: 0 })

    // Stripe delivers the same event again, and the invoice's own event twice: one subscription, one invoice.
    const again = await fake.deliver(server.url, completed)
    expect(again.status).toBe(200)
    expect(again.body.data).toEqual({ eventId: first.body.data!.eventId, duplicate: true })
    const paid = fake.event("invoice.paid", fake.invoices[0]!)
    expect((await fake.deliver(server.url, paid)).body.data?.duplicate).toBe(false)
    expect((await fake.deliver(server.url, paid)).body.data?.duplicate).toBe(true)
    await sleep(200)
    expect((await api("GET", "/v1/billing/invoices")).body.data).toHaveLength(1)
    expect(await storedEvents()).toHaveLength(2)
  })

  it("plan change goes through the subscription with proration; the customer portal; cancel at the period's end and resume reach Stripe", async () => {
    const api = await owner()
    const subscriptionId = [...fake.subscriptions.keys()][0]!
    const changed = await api("POST", "/v1/billing/plan", { plan: "scale" })
    expect(changed.status).toBe(200)
    expect(changed.body.data).toMatchObject({ plan: "scale", status: "active" })
    const update = fake.calls.filter((c) => c.method === "POST" && c.path === `/v1/subscriptions/${subscriptionId}`).at(-1)!
    expect(update.params.get("items[0][price]")).toBe("price_scale")
    expect(update.params.get("proration_behavior")).toBe("always_invoice")
    expect((await api("GET", "/v1/billing/usage")).body.data.plan).toBe("scale")
    // The upgrade's prorated difference is invoiced now.
    const invoices = (await api("GET", "/v1/billing/invoices")).body.data
    expect(invoices).toHaveLength(2)
    expect(invoices[0].amount).toBeGreaterThan(0)
    expect(invoices[0].amount).toBeLessThanOrEqual(19900 - 4900)

    const portal = await api("POST", "/v1/billing/portal")
    expect(portal.status).toBe(200)
    expect(portal.body.data.url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_/)
    const portalCall = fake.calls.find((c) => c.path === "/v1/billing_portal/sessions")!
    expect(portalCall.params.get("customer")).toBe(fake.subscriptions.get(subscriptionId)!.customer)
    expect(portalCall.params.get("return_url")).toBe("http://127.0.0.1:9/billing")

    const cancelled = await api("POST", "/v1/billing/cancel")
    expect(cancelled.status).toBe(200)
    expect(cancelled.body.data.cancelAtPeriodEnd).toBe(true)
    expect(fake.subscriptions.get(subscriptionId)!.cancel_at_period_end).toBe(true)
    const resumed = await api("POST", "/v1/billing/resume")
    expect(resumed.body.data).toEqual({ resumed: true })
    expect(fake.subscriptions.get(subscriptionId)!.cancel_at_period_end).toBe(false)
    expect((await api("GET", "/v1/billing/subscription")).body.data).toMatchObject({ plan: "scale", cancelAtPeriodEnd: false })
  })

  it("a card downgrade takes effect at once: Stripe credits the rest of the dearer period, nothing is charged, the period stays", async () => {
    const api = await owner()
    const subscriptionId = [...fake.subscriptions.keys()][0]!
    const customer = fake.subscriptions.get(subscriptionId)!.customer as string
    const before = (await api("GET", "/v1/billing/subscription")).body.data
    expect(before).toMatchObject({ plan: "scale", status: "active" })
    const invoicesBefore = (await api("GET", "/v1/billing/invoices")).body.data.length
    const chargesBefore = fake.charges.length

    const changed = await api("POST", "/v1/billing/plan", { plan: "starter" })
    expect(changed.status).toBe(200)
    expect(changed.body.data).toMatchObject({ plan: "starter", status: "active", cancelAtPeriodEnd: false })
    const update = fake.calls.filter((c) => c.method === "POST" && c.path === `/v1/subscriptions/${subscriptionId}`).at(-1)!
    expect(update.params.get("items[0][price]")).toBe("price_starter")
    expect(update.params.get("proration_behavior")).toBe("always_invoice")
    // At once: the workspace is on Starter now, in the same paid period (no new period, no new anchor).
    expect((await api("GET", "/v1/billing/usage")).body.data.plan).toBe("starter")
    const after = (await api("GET", "/v1/billing/subscription")).body.data
    expect([after.currentPeriodStart, after.currentPeriodEnd]).toEqual([before.currentPeriodStart, before.currentPeriodEnd])
    // Nothing charged: Stripe's proration invoice has nothing due, and the unused part of Scale is the customer's
    // credit, which pays the next invoices.
    expect(fake.charges.length).toBe(chargesBefore)
    expect(fake.balance(customer)).toBeLessThan(0)
    expect(fake.balance(customer)).toBeGreaterThanOrEqual(-(19900 - 4900))
    const invoices = (await api("GET", "/v1/billing/invoices")).body.data as Array<{ plan: string; amount: number; status: string }>
    expect(invoices.slice(0, invoices.length - invoicesBefore)).toEqual([expect.objectContaining({ plan: "starter", amount: 0, status: "paid" })])

    // Back to Scale for the tests after this one.
    expect((await api("POST", "/v1/billing/plan", { plan: "scale" })).body.data).toMatchObject({ plan: "scale" })
  })

  it("events out of order: the newest state wins whichever event comes last", async () => {
    const api = await owner()
    const subscriptionId = [...fake.subscriptions.keys()][0]!
    const subscription = fake.subscriptions.get(subscriptionId)!
    // Stripe emits `updated` (still active) and then `deleted`; they arrive the other way round.
    subscription.cancel_at_period_end = true
    const updated = fake.event("customer.subscription.updated", subscription)
    fake.cancelNow(subscriptionId)
    const deleted = fake.event("customer.subscription.deleted", subscription)
    expect((await fake.deliver(server.url, deleted)).status).toBe(200)
    await until(() => api("GET", "/v1/billing/usage"), (r) => r.body.data.plan === "free")
    expect((await fake.deliver(server.url, updated)).status).toBe(200)
    await sleep(300)
    // The late `updated` snapshot says active; the service read the subscription back and it is over.
    expect((await api("GET", "/v1/billing/subscription")).body.data).toMatchObject({ plan: "scale", status: "canceled" })
    expect((await api("GET", "/v1/billing/usage")).body.data.plan).toBe("free")
  })

  it("a subscription event before its checkout's: nothing until the checkout is known, then the plan once", async () => {
    const api = await owner()
    const checkout = await api("POST", "/v1/billing/checkout", { plan: "starter", method: "card" })
    expect(checkout.status).toBe(201)
    const sessionId = checkout.body.data.url.replace("https://checkout.stripe.test/c/pay/", "")
    const subscriptionId = fake.pay(sessionId)
    const createdEvent = fake.event("customer.subscription.created", fake.subscriptions.get(subscriptionId)!)
    const completed = fake.event("checkout.session.completed", fake.sessions.get(sessionId)!)
    expect((await fake.deliver(server.url, createdEvent)).status).toBe(200)
    await sleep(200)
    expect((await api("GET", "/v1/billing/usage")).body.data.plan).toBe("free")
    expect((await fake.deliver(server.url, completed)).status).toBe(200)
    await until(() => api("GET", "/v1/billing/usage"), (r) => r.body.data.plan === "starter")
    // Redelivered out of order again: still one active subscription, its one invoice counted once.
    expect((await fake.deliver(server.url, createdEvent)).body.data?.duplicate).toBe(true)
    await sleep(200)
    expect((await api("GET", "/v1/billing/subscription")).body.data).toMatchObject({ plan: "starter", status: "active" })
    const invoices = (await api("GET", "/v1/billing/invoices")).body.data as Array<{ plan: string; amount: number }>
    expect(invoices.filter((i) => i.plan === "starter" && i.amount === 4900)).toHaveLength(2)
  })

  it("refunds made in Stripe's dashboard show on the invoice (charge.refunded, refund.created); a replay has one effect", async () => {
    const api = await owner()
    const subscriptionId = [...fake.subscriptions.keys()].at(-1)!
    const stripeInvoice = fake.invoices.find((i) => (i.parent as { subscription_details: { subscription: string } }).subscription_details.subscription === subscriptionId)!
    const ourId = await server.sql(Effect.flatMap(SqlClient.SqlClient, (sql) =>
      sql<{ id: string }>`select id from billing_invoices where provider_invoice_id = ${stripeInvoice.id as string}`)).then((r) => r[0]!.id)
    const invoice = () => api("GET", `/v1/billing/invoices/${ourId}`)
    expect((await invoice()).body.data).toMatchObject({ status: "paid", amount: 4900, amountRefunded: 0 })

    // Part refunded in the dashboard: Stripe sends charge.refunded with the charge (no credit note is made).
    const part = fake.refund(stripeInvoice.id as string, 1000)
    expect((await fake.deliver(server.url, fake.event("charge.refunded", part.charge))).status).toBe(200)
    await until(invoice, (r) => r.body.data.amountRefunded === 1000)
    // The rest, seen through refund.created (a refund object names its payment intent).
    const rest = fake.refund(stripeInvoice.id as string, 3900)
    const created = fake.event("refund.created", rest.refund)
    expect((await fake.deliver(server.url, created)).body.data?.duplicate).toBe(false)
    await until(invoice, (r) => r.body.data.amountRefunded === 4900)
    expect((await fake.deliver(server.url, created)).body.data?.duplicate).toBe(true)
    await sleep(200)
    expect((await invoice()).body.data).toMatchObject({ status: "paid", amount: 4900, amountRefunded: 4900 })
    // A refund changes what was paid, not the plan: the subscription stands as Stripe has it.
    expect((await api("GET", "/v1/billing/subscription")).body.data).toMatchObject({ plan: "starter", status: "active" })
  })

  it("unauthenticated, and 404 where Stripe is not the card provider; the portal needs the owner and a card subscription", async () => {
    const local = await startTestServer({ env: { SVC_BOOTSTRAP_PLAN: "free", SVC_CARD_PROVIDER: "local", SVC_CRYPTO_PROVIDER: "none" } })
    try {
      const payload = fake.event("checkout.session.completed", { id: "cs_x", object: "checkout.session" })
      const r = await fake.deliver(local.url, payload)
      expect(r.status).toBe(404)
      expect(r.body.error?.code).toBe("NOT_FOUND")
      // The portal: the owner's alone, and only with a card subscription to manage.
      expect((await client(local.url, local.keyA)("POST", "/v1/billing/portal")).body.error.code).toBe("BILLING_NEEDS_THE_OWNER")
      const api = await consoleSession(local)
      const none = await api("POST", "/v1/billing/portal")
      expect(none.status).toBe(409)
      expect(none.body.error.code).toBe("NOTHING_TO_CANCEL")
      const checkout = await api("POST", "/v1/billing/checkout", { plan: "starter", method: "card" })
      await local.card((card) => card.pay(checkout.body.data.url.replace("local-card://checkout/", "")))
      await until(() => api("GET", "/v1/billing/usage"), (r) => r.body.data.plan === "starter")
      const portal = await api("POST", "/v1/billing/portal")
      expect(portal.status).toBe(200)
      expect(portal.body.data.url).toMatch(/^local-card:\/\/portal\/sub_/)
    } finally {
      await local.stop()
    }
  })
})

describe("billing through Stripe: the reconciler and the settings", () => {
  it("a payment whose webhook never came is found by the reconciler", async () => {
    const other = await startTestServer({
      env: {
        SVC_BOOTSTRAP_PLAN: "free",
        SVC_CRYPTO_PROVIDER: "none",
        SVC_CARD_PROVIDER: "stripe",
        SVC_STRIPE_SECRET_KEY: "sk_test_fake",
        SVC_STRIPE_WEBHOOK_SECRET: webhookSecret,
        SVC_STRIPE_PRICES: JSON.stringify({ starter: "price_starter", scale: "price_scale" }),
        SVC_STRIPE_API_URL: fake.url,
        SVC_PUBLIC_URL: "http://127.0.0.1:9",
        SVC_BILLING_RECONCILE_INTERVAL: "200 millis"
      }
    })
    try {
      const api = await consoleSession(other)
      const checkout = await api("POST", "/v1/billing/checkout", { plan: "scale", method: "card" })
      expect(checkout.status).toBe(201)
      await sleep(400)
      expect((await api("GET", "/v1/billing/usage")).body.data.plan).toBe("free")
      fake.pay(checkout.body.data.url.replace("https://checkout.stripe.test/c/pay/", ""))
      await until(() => api("GET", "/v1/billing/usage"), (r) => r.body.data.plan === "scale")
      expect((await api("GET", "/v1/billing/invoices")).body.data).toMatchObject([{ plan: "scale", status: "paid", amount: 19900 }])

      // Cancelled at Stripe and then refunded in its dashboard, neither webhook delivered: the reconciler still reads
      // a subscription that ended in the last 90 days, so the refund shows (it re-read active ones only).
      const subscriptionId = [...fake.subscriptions.keys()].at(-1)!
      fake.cancelNow(subscriptionId)
      await until(() => api("GET", "/v1/billing/subscription"), (r) => r.body.data?.status === "canceled")
      const stripeInvoice = fake.invoices.find((i) => (i.parent as { subscription_details: { subscription: string } }).subscription_details.subscription === subscriptionId)!
      fake.refund(stripeInvoice.id as string, 19900)
      await until(() => api("GET", "/v1/billing/invoices"), (r) => r.body.data[0]?.amountRefunded === 19900)
    } finally {
      await other.stop()
    }
  })

  const settings = {
    DATABASE_URL: "postgres://nowhere/x",
    SVC_MASTER_KEY: Buffer.alloc(32, 1).toString("base64"),
    SVC_CARD_PROVIDER: "stripe",
    SVC_STRIPE_SECRET_KEY: "sk_test_fake",
    SVC_STRIPE_WEBHOOK_SECRET: webhookSecret,
    SVC_STRIPE_PRICES: JSON.stringify({ starter: "price_starter", scale: "price_scale" }),
    SVC_PUBLIC_URL: "https://svc.example.com"
  }
  const refusalOf = (env: Record<string, string>) => {
    const exit = Effect.runSyncExit(validateConfig.pipe(Effect.withConfigProvider(ConfigProvider.fromMap(new Map(Object.entries(env))))))
    return Exit.isFailure(exit) ? JSON.stringify(exit.cause) : undefined
  }

  it("starts only with every setting Stripe needs, and a price for each plan for sale", () => {
    expect(refusalOf(settings)).toBeUndefined()
    const { SVC_STRIPE_WEBHOOK_SECRET: _w, SVC_PUBLIC_URL: _p, ...missing } = settings
    expect(refusalOf(missing)).toContain("SVC_CARD_PROVIDER=stripe needs SVC_STRIPE_WEBHOOK_SECRET, SVC_PUBLIC_URL")
    expect(refusalOf({ ...settings, SVC_STRIPE_PRICES: JSON.stringify({ starter: "price_starter" }) })).toContain("no Stripe price for scale")
    expect(refusalOf({ ...settings, SVC_STRIPE_PRICES: JSON.stringify({ starter: "price_a", scale: "price_b", enterprise: "price_c" }) }))
      .toContain("not for sale: enterprise")
    expect(refusalOf({ ...settings, SVC_STRIPE_PRICES: "{\"starter\":\"prod_x\"}" })).toContain("SVC_STRIPE_PRICES is not")
    // Without Stripe none of it is asked for.
    expect(refusalOf({ ...missing, SVC_CARD_PROVIDER: "none" })).toBeUndefined()
  })
})
