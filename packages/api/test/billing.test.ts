import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { SqlClient } from "@effect/sql"
import { Effect, Redacted } from "effect"
import { randomUUID } from "node:crypto"
import { hashPassword } from "../src/session/passwords.js"
import { client, startTestServer, type TestServer } from "./support/testServer.js"
import { consoleSession, until } from "./support/ownerSession.js"

const email = "owner@example.com"
const password = "correct horse battery staple"
const ownerEnv = { SVC_BOOTSTRAP_OWNER_EMAIL: email, SVC_BOOTSTRAP_OWNER_PASSWORD: password }

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** A console session: signs a person in (the owner by default); `confirm` also re-enters the password (step-up). */
const signIn = (server: TestServer, confirm: boolean, who: string = email) => consoleSession(server, { email: who, password }, confirm)


const checkoutIdOf = (url: string) => url.replace("local-card://checkout/", "")

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ env: { ...ownerEnv, SVC_BOOTSTRAP_PLAN: "free", SVC_CARD_PROVIDER: "local", SVC_CRYPTO_PROVIDER: "none" } })
})
afterAll(async () => { await server?.stop() })

describe("billing: who may change it", () => {
  it("an API key gets 403 BILLING_NEEDS_THE_OWNER; the owner without step-up 403 STEP_UP_REQUIRED", async () => {
    const byKey = await client(server.url, server.keyA)("POST", "/v1/billing/checkout", { plan: "starter", method: "card" })
    expect(byKey.status).toBe(403)
    expect(byKey.body.error.code).toBe("BILLING_NEEDS_THE_OWNER")
    for (const path of ["/v1/billing/cancel", "/v1/billing/resume"]) {
      expect((await client(server.url, server.keyA)("POST", path)).body.error.code).toBe("BILLING_NEEDS_THE_OWNER")
    }
    // An admin of the owner's workspace, signed in and confirmed, is still not the owner.
    const admin = "admin@example.com"
    await server.sql(Effect.gen(function*() {
      const sql = yield* SqlClient.SqlClient
      const id = randomUUID()
      const hash = yield* hashPassword(Redacted.make(password))
      yield* sql`insert into persons (id, email, password_hash) values (${id}, ${admin}, ${hash})`
      yield* sql`
        insert into workspace_members (workspace_id, person_id, role)
        select workspace_id, ${id}, 'admin' from workspace_members where role = 'owner'`
    }))
    const byAdmin = await (await signIn(server, true, admin))("POST", "/v1/billing/checkout", { plan: "starter", method: "card" })
    expect(byAdmin.status).toBe(403)
    expect(byAdmin.body.error.code).toBe("BILLING_NEEDS_THE_OWNER")
    const unconfirmed = await signIn(server, false)
    const r = await unconfirmed("POST", "/v1/billing/checkout", { plan: "starter", method: "card" })
    expect(r.status).toBe(403)
    expect(r.body.error.code).toBe("STEP_UP_REQUIRED")
  })
})

describe("billing: checkout, the processor, cancel and resume (local card provider)", () => {
  it("refuses what cannot be bought and what is not configured, and a provider failure charges nothing", async () => {
    const owner = await signIn(server, true)
    for (const plan of ["free", "enterprise", "gold"]) {
      const r = await owner("POST", "/v1/billing/checkout", { plan, method: "card" })
      expect(r.status, plan).toBe(400)
      expect(r.body.error.code).toBe("PLAN_NOT_PURCHASABLE")
    }
    const crypto = await owner("POST", "/v1/billing/checkout", { plan: "starter", method: "crypto", coin: "BTC" })
    expect(crypto.status).toBe(503)
    expect(crypto.body.error.code).toBe("CRYPTO_UNAVAILABLE")
    await server.card((card) => card.failNextCall)
    const failed = await owner("POST", "/v1/billing/checkout", { plan: "starter", method: "card" })
    expect(failed.status).toBe(502)
    expect(failed.body.error.code).toBe("PROVIDER_ERROR")
    expect((await owner("GET", "/v1/billing/subscription")).body.data).toBeNull()
  })

  it("a checkout the payer abandons starts nothing", async () => {
    const owner = await signIn(server, true)
    const checkout = await owner("POST", "/v1/billing/checkout", { plan: "scale", method: "card" })
    expect(checkout.status).toBe(201)
    await server.card((card) => card.fail(checkoutIdOf(checkout.body.data.url)))
    await sleep(200)
    expect((await owner("GET", "/v1/billing/subscription")).body.data).toBeNull()
    expect((await owner("GET", "/v1/billing/usage")).body.data.plan).toBe("free")
    expect((await owner("GET", "/v1/billing/invoices")).body.data).toEqual([])
  })

  it("a plan starts only once the provider confirms; a notice delivered again credits once; cancel, resume, the period's end", async () => {
    const owner = await signIn(server, true)
    const checkout = await owner("POST", "/v1/billing/checkout", { plan: "starter", method: "card" })
    expect(checkout.status).toBe(201)
    expect(checkout.body.data).toMatchObject({ plan: "starter", method: "card", url: expect.stringMatching(/^local-card:\/\/checkout\//) })
    // Nothing is believed before the provider says so: still Free.
    expect((await owner("GET", "/v1/billing/subscription")).body.data).toBeNull()
    expect((await owner("GET", "/v1/billing/usage")).body.data.plan).toBe("free")

    const providerCheckout = checkoutIdOf(checkout.body.data.url)
    const subscriptionId = await server.card((card) => card.pay(providerCheckout))
    const sub = await until(() => owner("GET", "/v1/billing/subscription"), (r) => r.body.data !== null)
    expect(sub.body.data).toMatchObject({ plan: "starter", method: "card", status: "active", cancelAtPeriodEnd: false })
    expect((await owner("GET", "/v1/billing/usage")).body.data.plan).toBe("starter")
    const invoices = await owner("GET", "/v1/billing/invoices")
    expect(invoices.body.data).toHaveLength(1)
    expect(invoices.body.data[0]).toMatchObject({ plan: "starter", method: "card", status: "paid", currency: "usd", amount: 4900, amountRefunded: 0, crypto: null })
    expect(invoices.body.page).toEqual({ hasMore: false, nextCursor: null })
    const one = await owner("GET", `/v1/billing/invoices/${invoices.body.data[0].id}`)
    expect(one.body.data).toEqual(invoices.body.data[0])

    // The same notice again (providers redeliver): one subscription, one invoice.
    await server.card((card) => card.redeliver({ _tag: "CheckoutChanged", id: providerCheckout }))
    await server.card((card) => card.redeliver({ _tag: "SubscriptionChanged", id: subscriptionId }))
    await sleep(200)
    expect((await owner("GET", "/v1/billing/invoices")).body.data).toHaveLength(1)

    const again = await owner("POST", "/v1/billing/checkout", { plan: "starter", method: "card" })
    expect(again.status).toBe(409)
    expect(again.body.error.code).toBe("ALREADY_ON_PLAN")
    for (const body of [{ plan: "scale", method: "card" }, { plan: "scale", method: "crypto", coin: "BTC" }]) {
      const r = await owner("POST", "/v1/billing/checkout", body)
      expect(r.status).toBe(409)
      expect(r.body.error.code).toBe("CARD_SUBSCRIPTION_ACTIVE")
    }

    const cancelled = await owner("POST", "/v1/billing/cancel")
    expect(cancelled.status).toBe(200)
    expect(cancelled.body.data).toMatchObject({ plan: "starter", status: "active", cancelAtPeriodEnd: true })
    expect((await owner("POST", "/v1/billing/resume")).body.data).toEqual({ resumed: true })
    expect((await owner("POST", "/v1/billing/resume")).body.data).toEqual({ resumed: false })
    expect((await owner("GET", "/v1/billing/subscription")).body.data.cancelAtPeriodEnd).toBe(false)

    // Renewal: a second paid invoice, still Starter.
    await server.card((card) => card.endPeriod(subscriptionId))
    await until(() => owner("GET", "/v1/billing/invoices"), (r) => r.body.data.length === 2)

    // Cancelled, then the period ends: back to Free, and nothing left to cancel.
    expect((await owner("POST", "/v1/billing/cancel")).body.data.cancelAtPeriodEnd).toBe(true)
    await server.card((card) => card.endPeriod(subscriptionId))
    await until(() => owner("GET", "/v1/billing/usage"), (r) => r.body.data.plan === "free")
    expect((await owner("GET", "/v1/billing/subscription")).body.data).toMatchObject({ status: "canceled" })
    const nothing = await owner("POST", "/v1/billing/cancel")
    expect(nothing.status).toBe(409)
    expect(nothing.body.error.code).toBe("NOTHING_TO_CANCEL")
    expect((await owner("POST", "/v1/billing/resume")).body.data).toEqual({ resumed: false })
  })

  it("a card plan changes at once through our endpoint; an upgrade is invoiced for the rest of the period", async () => {
    const owner = await signIn(server, true)
    const checkout = await owner("POST", "/v1/billing/checkout", { plan: "starter", method: "card" })
    expect(checkout.status).toBe(201)
    await server.card((card) => card.pay(checkoutIdOf(checkout.body.data.url)))
    await until(() => owner("GET", "/v1/billing/subscription"), (r) => r.body.data?.status === "active" && r.body.data.plan === "starter")
    const before = (await owner("GET", "/v1/billing/invoices")).body.data.length as number

    const same = await owner("POST", "/v1/billing/plan", { plan: "starter" })
    expect(same.status).toBe(409)
    expect(same.body.error.code).toBe("ALREADY_ON_PLAN")
    expect((await owner("POST", "/v1/billing/plan", { plan: "enterprise" })).body.error.code).toBe("PLAN_NOT_PURCHASABLE")
    const byKey = await client(server.url, server.keyA)("POST", "/v1/billing/plan", { plan: "scale" })
    expect(byKey.body.error.code).toBe("BILLING_NEEDS_THE_OWNER")

    const up = await owner("POST", "/v1/billing/plan", { plan: "scale" })
    expect(up.status).toBe(200)
    expect(up.body.data).toMatchObject({ plan: "scale", method: "card", status: "active" })
    expect((await owner("GET", "/v1/billing/usage")).body.data.plan).toBe("scale")
    const invoices = (await owner("GET", "/v1/billing/invoices")).body.data
    expect(invoices).toHaveLength(before + 1)
    expect(invoices[0]).toMatchObject({ plan: "scale", status: "paid", currency: "usd" })
    expect(invoices[0].amount).toBeGreaterThan(0)
    expect(invoices[0].amount).toBeLessThanOrEqual(29_900 - 4_900)

    const down = await owner("POST", "/v1/billing/plan", { plan: "starter" })
    expect(down.body.data.plan).toBe("starter")
    expect((await owner("GET", "/v1/billing/usage")).body.data.plan).toBe("starter")
    expect((await owner("GET", "/v1/billing/invoices")).body.data).toHaveLength(before + 1)
  })

  it("an invoice of another workspace is 404, and a forged cursor 400", async () => {
    const owner = await signIn(server, true)
    const mine = (await owner("GET", "/v1/billing/invoices")).body.data as Array<{ id: string }>
    expect(mine.length).toBeGreaterThan(0)
    // The owner belongs to one of the two workspaces; try the ids from the other key's side.
    const other = [server.keyA, server.keyB].map((k) => client(server.url, k))
    const answers = await Promise.all(other.map((api) => api("GET", `/v1/billing/invoices/${mine[0]!.id}`)))
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404])
    expect((await owner("GET", "/v1/billing/invoices?cursor=nope")).status).toBe(400)
  })
})

describe("billing: server settings", () => {
  it("409 CONTRACT_PLAN on a contract plan; 503 CARD_UNAVAILABLE when no card provider is configured", async () => {
    const [contract, noCard] = await Promise.all([
      startTestServer({ env: { ...ownerEnv, SVC_CARD_PROVIDER: "local" } }),
      startTestServer({ env: { ...ownerEnv, SVC_BOOTSTRAP_PLAN: "free", SVC_CARD_PROVIDER: "none" } })
    ])
    try {
      const r = await (await signIn(contract, true))("POST", "/v1/billing/checkout", { plan: "starter", method: "card" })
      expect(r.status).toBe(409)
      expect(r.body.error.code).toBe("CONTRACT_PLAN")
      const u = await (await signIn(noCard, true))("POST", "/v1/billing/checkout", { plan: "starter", method: "card" })
      expect(u.status).toBe(503)
      expect(u.body.error.code).toBe("CARD_UNAVAILABLE")
      const none = await (await signIn(noCard, true))("POST", "/v1/billing/plan", { plan: "scale" })
      expect(none.status).toBe(409)
      expect(none.body.error.code).toBe("NOTHING_TO_CANCEL")
    } finally {
      await Promise.all([contract.stop(), noCard.stop()])
    }
  })
})

describe("billing: the reconciler and a downgrade", () => {
  it("catches payments and period ends whose notices never came; the end re-gates always_on accounts", async () => {
    const s = await startTestServer({
      env: { ...ownerEnv, SVC_BOOTSTRAP_PLAN: "free", SVC_CARD_PROVIDER: "local", SVC_BILLING_RECONCILE_INTERVAL: "200 millis" }
    })
    try {
      const owner = await signIn(s, true)
      const checkout = await owner("POST", "/v1/billing/checkout", { plan: "scale", method: "card" })
      const subscriptionId = await s.card((card) => card.pay(checkoutIdOf(checkout.body.data.url), { notify: false }))
      await until(() => owner("GET", "/v1/billing/usage"), (r) => r.body.data.plan === "scale")

      const account = await owner("POST", "/v1/accounts", { login: "880001", server: "SimBroker-Demo", password: "pw", mode: "always_on" })
      expect(account.status).toBe(201)
      const id = account.body.data.id as string

      expect((await owner("POST", "/v1/billing/cancel")).body.data.cancelAtPeriodEnd).toBe(true)
      await s.card((card) => card.endPeriod(subscriptionId, { notify: false }))
      await until(() => owner("GET", "/v1/billing/usage"), (r) => r.body.data.plan === "free")
      expect((await owner("GET", `/v1/accounts/${id}`)).body.data.mode).toBe("warm_on_demand")
      const back = await owner("POST", `/v1/accounts/${id}/mode`, { mode: "always_on" })
      expect(back.status).toBe(402)
      expect(back.body.error.code).toBe("FEATURE_NOT_IN_PLAN")
    } finally {
      await s.stop()
    }
  })
})

describe("billing: crypto (local crypto provider)", () => {
  it("coins, refusals, partial and late payments, a redelivered notice, an extension, an upgrade and no downgrade mid-month", async () => {
    const s = await startTestServer({
      env: {
        ...ownerEnv, SVC_BOOTSTRAP_PLAN: "free", SVC_CARD_PROVIDER: "local", SVC_CRYPTO_PROVIDER: "local",
        SVC_BILLING_RECONCILE_INTERVAL: "200 millis"
      }
    })
    try {
      const coins = await client(s.url)("GET", "/billing/crypto/coins")
      expect(coins.status).toBe(200)
      expect(coins.body.data).toContainEqual({ coin: "BTC", network: "bitcoin", minimumAmount: 1000, currency: "usd" })

      const owner = await signIn(s, true)
      const doge = await owner("POST", "/v1/billing/checkout", { plan: "starter", method: "crypto", coin: "DOGE" })
      expect(doge.status).toBe(400)
      expect(doge.body.error.code).toBe("COIN_NOT_ACCEPTED")
      expect((await owner("POST", "/v1/billing/checkout", { plan: "starter", method: "crypto" })).body.error.code).toBe("COIN_NOT_ACCEPTED")
      const xmr = await owner("POST", "/v1/billing/checkout", { plan: "starter", method: "crypto", coin: "XMR" })
      expect(xmr.status).toBe(409)
      expect(xmr.body.error.code).toBe("BELOW_COIN_MINIMUM")

      const first = await owner("POST", "/v1/billing/checkout", { plan: "starter", method: "crypto", coin: "BTC" })
      expect(first.status).toBe(201)
      const invoiceId = first.body.data.invoiceId as string
      const open = (await owner("GET", `/v1/billing/invoices/${invoiceId}`)).body.data
      expect(open).toMatchObject({ plan: "starter", method: "crypto", status: "open", amount: 4900, currency: "usd" })
      expect(open.crypto).toMatchObject({ coin: "BTC", network: "bitcoin", amountDue: "0.00049000", amountPaid: "0.00000000", rate: "0.00001000" })
      const providerId = await s.sql(Effect.flatMap(SqlClient.SqlClient, (sql) =>
        sql<{ providerInvoiceId: string }>`select provider_invoice_id from billing_invoices where id = ${invoiceId}`)).then((r) => r[0]!.providerInvoiceId)

      // Part of it: still open, shown, nothing granted.
      await s.crypto((c) => c.receive(providerId, "0.00020000"))
      const partial = await until(() => owner("GET", `/v1/billing/invoices/${invoiceId}`), (r) => r.body.data.crypto.amountPaid === "0.00020000")
      expect(partial.body.data.status).toBe("open")
      expect(partial.body.data.note).toContain("partly paid")
      expect((await owner("GET", "/v1/billing/usage")).body.data.plan).toBe("free")

      // The rest, late and a little more: paid, one month of Starter, the over-payment and lateness noted.
      await s.crypto((c) => c.receive(providerId, "0.00030000", { late: true }))
      const paid = await until(() => owner("GET", `/v1/billing/invoices/${invoiceId}`), (r) => r.body.data.status === "paid")
      expect(paid.body.data.crypto.transactionIds).toHaveLength(2)
      expect(paid.body.data.note).toContain("overpaid by 0.00001000 BTC")
      expect(paid.body.data.note).toContain("after the rate stopped holding")
      expect((await owner("GET", "/v1/billing/usage")).body.data.plan).toBe("starter")
      const month = (await owner("GET", "/v1/billing/subscription")).body.data
      expect(month).toMatchObject({ plan: "starter", method: "crypto", status: "active" })

      // Redelivered notice: no second month.
      await s.crypto((c) => c.redeliver(providerId))
      await sleep(300)
      expect((await owner("GET", "/v1/billing/subscription")).body.data.currentPeriodEnd).toBe(month.currentPeriodEnd)

      // Card while the crypto month runs.
      const card = await owner("POST", "/v1/billing/checkout", { plan: "starter", method: "card" })
      expect(card.status).toBe(409)
      expect(card.body.error.code).toBe("CRYPTO_PERIOD_RUNNING")

      // Another month of the same plan extends it; its notice is lost, the refresh endpoint asks the provider.
      const second = (await owner("POST", "/v1/billing/checkout", { plan: "starter", method: "crypto", coin: "USDT" })).body.data
      const secondProvider = await s.sql(Effect.flatMap(SqlClient.SqlClient, (sql) =>
        sql<{ providerInvoiceId: string }>`select provider_invoice_id from billing_invoices where id = ${second.invoiceId}`)).then((r) => r[0]!.providerInvoiceId)
      await s.crypto((c) => c.receive(secondProvider, "49.00000000", { notify: false }))
      const refreshed = await owner("POST", `/v1/billing/invoices/${second.invoiceId}/refresh`)
      expect(refreshed.status).toBe(200)
      expect(refreshed.body.data.status).toBe("paid")
      const extended = (await owner("GET", "/v1/billing/subscription")).body.data
      expect(Date.parse(extended.currentPeriodEnd) - Date.parse(month.currentPeriodEnd)).toBe(30 * 24 * 60 * 60 * 1000)

      // An upgrade paid with its notice lost: the reconciler finds it; then a cheaper plan must wait for the month's end.
      const upgrade = (await owner("POST", "/v1/billing/checkout", { plan: "scale", method: "crypto", coin: "USDT" })).body.data
      const upgradeProvider = await s.sql(Effect.flatMap(SqlClient.SqlClient, (sql) =>
        sql<{ providerInvoiceId: string }>`select provider_invoice_id from billing_invoices where id = ${upgrade.invoiceId}`)).then((r) => r[0]!.providerInvoiceId)
      await s.crypto((c) => c.receive(upgradeProvider, "299.00000000", { notify: false }))
      await until(() => owner("GET", "/v1/billing/usage"), (r) => r.body.data.plan === "scale")
      const down = await owner("POST", "/v1/billing/checkout", { plan: "starter", method: "crypto", coin: "USDT" })
      expect(down.status).toBe(409)
      expect(down.body.error.code).toBe("DOWNGRADE_AT_PERIOD_END")
      expect((await owner("GET", "/v1/billing/invoices")).body.data.map((i: { status: string }) => i.status)).toEqual(["paid", "paid", "paid"])
    } finally {
      await s.stop()
    }
  })
})
