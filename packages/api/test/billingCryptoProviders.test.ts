import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { SqlClient } from "@effect/sql"
import { ConfigProvider, Effect } from "effect"
import { createHmac } from "node:crypto"
import { AppConfig, cryptoSettingsRefusal } from "../src/config.js"
import { startFakeBtcPay } from "./support/fakeBtcPay.js"
import { startFakeNowPayments } from "./support/fakeNowPayments.js"
import { client, startTestServer, type TestServer } from "./support/testServer.js"
import { consoleSession, until } from "./support/ownerSession.js"

const email = "owner@example.com"
const password = "correct horse battery staple"
const ownerEnv = { SVC_BOOTSTRAP_OWNER_EMAIL: email, SVC_BOOTSTRAP_OWNER_PASSWORD: password, SVC_BOOTSTRAP_PLAN: "free" }
// Long enough that only webhooks (and the pass at start) move an invoice in these tests.
const quietReconciler = { SVC_BILLING_RECONCILE_INTERVAL: "1 hour", SVC_CARD_PROVIDER: "none" }

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

const signIn = (server: TestServer) => consoleSession(server, { email, password })


const providerIdOf = (s: TestServer, invoiceId: string) =>
  s.sql(Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql<{ providerInvoiceId: string }>`select provider_invoice_id from billing_invoices where id = ${invoiceId}`)).then((r) => r[0]!.providerInvoiceId)

describe("billing: BTCPay Server (Greenfield, fake on loopback)", () => {
  const webhookSecret = "whsec-btcpay-test"
  let fake: Awaited<ReturnType<typeof startFakeBtcPay>>
  let s: TestServer
  beforeAll(async () => {
    fake = await startFakeBtcPay({ apiKey: "btcpay-key", storeId: "Store1" })
    s = await startTestServer({
      env: {
        ...ownerEnv, ...quietReconciler, SVC_CRYPTO_PROVIDER: "btcpay", SVC_BTCPAY_URL: fake.url, SVC_BTCPAY_API_KEY: "btcpay-key",
        SVC_BTCPAY_STORE_ID: "Store1", SVC_BTCPAY_WEBHOOK_SECRET: webhookSecret
      }
    })
  })
  afterAll(async () => {
    await s?.stop()
    await fake?.close()
  })

  const hook = (invoiceId: string, signWith = webhookSecret, tamper = false) => {
    const raw = JSON.stringify({ deliveryId: "d1", webhookId: "w1", isRedelivery: false, type: "InvoiceReceivedPayment", timestamp: 1, storeId: "Store1", invoiceId })
    const sig = createHmac("sha256", signWith).update(raw).digest("hex")
    const sent = tamper ? raw.replace("InvoiceReceivedPayment", "InvoiceSettled") : raw
    return fetch(`${s.url}/hooks/btcpay`, { method: "POST", headers: { "content-type": "application/json", "btcpay-sig": `sha256=${sig}` }, body: sent })
  }

  it("partial then complete payment, a redelivery credits once, a tampered signature changes nothing, a late payment counts", async () => {
    const coins = await client(s.url)("GET", "/billing/crypto/coins")
    expect(coins.body.data).toEqual([{ coin: "BTC", network: "bitcoin", minimumAmount: 0, currency: "usd" }])
    const owner = await signIn(s)
    const first = await owner("POST", "/v1/billing/checkout", { plan: "starter", method: "crypto", coin: "BTC" })
    expect(first.status).toBe(201)
    const invoiceId = first.body.data.invoiceId as string
    const providerId = await providerIdOf(s, invoiceId)
    const open = (await owner("GET", `/v1/billing/invoices/${invoiceId}`)).body.data
    expect(open.crypto).toMatchObject({ coin: "BTC", network: "bitcoin", amountDue: "0.00049000", amountPaid: "0.00000000", rate: "0.00001000" })
    expect(open.crypto.address).toMatch(/^bc1qfake/)

    // A tampered body (its signature no longer holds): refused, and the payment it would announce is not read.
    fake.pay(providerId, "0.00020000")
    const tampered = await hook(providerId, webhookSecret, true)
    expect(tampered.status).toBe(401)
    expect((await hook(providerId, "another-secret")).status).toBe(401)
    await sleep(200)
    expect((await owner("GET", `/v1/billing/invoices/${invoiceId}`)).body.data.crypto.amountPaid).toBe("0.00000000")

    // Part of it, announced properly: shown, nothing granted.
    expect((await hook(providerId)).status).toBe(200)
    const partial = await until(() => owner("GET", `/v1/billing/invoices/${invoiceId}`), (r) => r.body.data.crypto.amountPaid === "0.00020000")
    expect(partial.body.data.status).toBe("open")
    expect(partial.body.data.note).toContain("partly paid")
    expect((await owner("GET", "/v1/billing/usage")).body.data.plan).toBe("free")

    // The rest: paid, one month of Starter.
    fake.pay(providerId, "0.00029000")
    expect((await hook(providerId)).status).toBe(200)
    const paid = await until(() => owner("GET", `/v1/billing/invoices/${invoiceId}`), (r) => r.body.data.status === "paid")
    expect(paid.body.data.crypto.transactionIds).toHaveLength(2)
    expect((await owner("GET", "/v1/billing/usage")).body.data.plan).toBe("starter")
    const month = (await owner("GET", "/v1/billing/subscription")).body.data
    expect(month).toMatchObject({ plan: "starter", method: "crypto", status: "active" })

    // BTCPay redelivers: no second month.
    expect((await hook(providerId)).status).toBe(200)
    expect((await hook(providerId)).status).toBe(200)
    await sleep(300)
    expect((await owner("GET", "/v1/billing/subscription")).body.data.currentPeriodEnd).toBe(month.currentPeriodEnd)

    // A second month: the invoice expires unpaid, then the payment arrives late; it still counts, and is noted.
    const second = (await owner("POST", "/v1/billing/checkout", { plan: "starter", method: "crypto", coin: "BTC" })).body.data
    const secondProvider = await providerIdOf(s, second.invoiceId as string)
    fake.expire(secondProvider)
    expect((await hook(secondProvider)).status).toBe(200)
    await until(() => owner("GET", `/v1/billing/invoices/${second.invoiceId}`), (r) => r.body.data.status === "expired")
    fake.pay(secondProvider, "0.00049000", true)
    expect((await hook(secondProvider)).status).toBe(200)
    const late = await until(() => owner("GET", `/v1/billing/invoices/${second.invoiceId}`), (r) => r.body.data.status === "paid")
    expect(late.body.data.note).toContain("after the rate stopped holding")
    const extended = (await owner("GET", "/v1/billing/subscription")).body.data
    expect(Date.parse(extended.currentPeriodEnd) - Date.parse(month.currentPeriodEnd)).toBe(30 * 24 * 60 * 60 * 1000)
  })

  it("another provider's webhook route answers 503 CRYPTO_UNAVAILABLE", async () => {
    const res = await client(s.url)("POST", "/hooks/nowpayments", { payment_id: 1 })
    expect(res.status).toBe(503)
    expect(res.body.error.code).toBe("CRYPTO_UNAVAILABLE")
  })
})

/** NOWPayments' signed text, written here independently of the adapter: keys sorted at every depth. */
const canonical = (v: unknown): unknown =>
  Array.isArray(v) ? v.map(canonical) : v !== null && typeof v === "object"
    ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, canonical((v as Record<string, unknown>)[k])]))
    : v

describe("billing: NOWPayments (fake on loopback)", () => {
  const ipnSecret = "ipn-secret-test"
  let fake: Awaited<ReturnType<typeof startFakeNowPayments>>
  let s: TestServer
  beforeAll(async () => {
    fake = await startFakeNowPayments({ apiKey: "np-key" })
    s = await startTestServer({
      env: {
        ...ownerEnv, ...quietReconciler, SVC_CRYPTO_PROVIDER: "nowpayments", SVC_NOWPAYMENTS_URL: fake.url,
        SVC_NOWPAYMENTS_API_KEY: "np-key", SVC_NOWPAYMENTS_IPN_SECRET: ipnSecret
      }
    })
  })
  afterAll(async () => {
    await s?.stop()
    await fake?.close()
  })

  /** The IPN as NOWPayments might serialise it: keys in no particular order, a nested object included. */
  const ipn = (payment: Record<string, unknown>, options: { readonly tamper?: boolean } = {}) => {
    const shuffled = Object.fromEntries(Object.entries({ ...payment, fee: { depositFee: 0, serviceFee: 0.1, currency: "usdttrc20" } }).reverse())
    const sig = createHmac("sha512", ipnSecret).update(JSON.stringify(canonical(shuffled))).digest("hex")
    const body = options.tamper === true ? { ...shuffled, actually_paid: 1000 } : shuffled
    return fetch(`${s.url}/hooks/nowpayments`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-nowpayments-sig": sig },
      body: JSON.stringify(body, null, 1)
    })
  }

  it("currencies and min-amount map onto COIN_NOT_ACCEPTED and BELOW_COIN_MINIMUM", async () => {
    const coins = await client(s.url)("GET", "/billing/crypto/coins")
    expect(coins.status).toBe(200)
    // Offered by default but not listed by NOWPayments (ltc, xmr): left out.
    expect(coins.body.data).toEqual([
      { coin: "BTC", network: "bitcoin", minimumAmount: 2013, currency: "usd" },
      { coin: "ETH", network: "ethereum", minimumAmount: 10050, currency: "usd" },
      { coin: "USDTTRC20", network: "tron", minimumAmount: 1000, currency: "usd" }
    ])
    const owner = await signIn(s)
    const xmr = await owner("POST", "/v1/billing/checkout", { plan: "starter", method: "crypto", coin: "XMR" })
    expect(xmr.status).toBe(400)
    expect(xmr.body.error.code).toBe("COIN_NOT_ACCEPTED")
    const eth = await owner("POST", "/v1/billing/checkout", { plan: "starter", method: "crypto", coin: "ETH" })
    expect(eth.status).toBe(409)
    expect(eth.body.error.code).toBe("BELOW_COIN_MINIMUM")
    expect(eth.body.error.details[0]).toMatchObject({ coin: "ETH", minimumAmount: 10050, price: 4900 })
  })

  it("an IPN with shuffled keys verifies; a tampered one is refused; the payment is re-read and credited once", async () => {
    const owner = await signIn(s)
    const checkout = await owner("POST", "/v1/billing/checkout", { plan: "starter", method: "crypto", coin: "USDTTRC20" })
    expect(checkout.status).toBe(201)
    const invoiceId = checkout.body.data.invoiceId as string
    const providerId = await providerIdOf(s, invoiceId)
    const open = (await owner("GET", `/v1/billing/invoices/${invoiceId}`)).body.data
    expect(open.crypto).toMatchObject({ coin: "USDTTRC20", network: "tron", amountDue: "49.00000000", rate: "1.00000000" })

    const partly = fake.pay(providerId, 20)
    const tampered = await ipn(partly, { tamper: true })
    expect(tampered.status).toBe(401)
    await sleep(200)
    expect((await owner("GET", `/v1/billing/invoices/${invoiceId}`)).body.data.crypto.amountPaid).toBe("0.00000000")
    expect((await ipn(partly)).status).toBe(200)
    const partial = await until(() => owner("GET", `/v1/billing/invoices/${invoiceId}`), (r) => r.body.data.crypto.amountPaid === "20.00000000")
    expect(partial.body.data.status).toBe("open")

    const finished = fake.pay(providerId, 29)
    expect((await ipn(finished)).status).toBe(200)
    await until(() => owner("GET", `/v1/billing/invoices/${invoiceId}`), (r) => r.body.data.status === "paid")
    expect((await owner("GET", "/v1/billing/usage")).body.data.plan).toBe("starter")
    const month = (await owner("GET", "/v1/billing/subscription")).body.data
    expect((await ipn(finished)).status).toBe(200)
    await sleep(300)
    expect((await owner("GET", "/v1/billing/subscription")).body.data.currentPeriodEnd).toBe(month.currentPeriodEnd)
  })
})

describe("billing: NOWPayments amounts are exact", () => {
  let fake: Awaited<ReturnType<typeof startFakeNowPayments>>
  let s: TestServer
  beforeAll(async () => {
    fake = await startFakeNowPayments({ apiKey: "np-key" })
    s = await startTestServer({
      env: {
        ...ownerEnv, ...quietReconciler, SVC_CRYPTO_PROVIDER: "nowpayments", SVC_NOWPAYMENTS_URL: fake.url,
        SVC_NOWPAYMENTS_API_KEY: "np-key", SVC_NOWPAYMENTS_IPN_SECRET: "s"
      }
    })
  })
  afterAll(async () => {
    await s?.stop()
    await fake?.close()
  })

  it("amounts beyond a float's precision are read digit for digit: one unit short is short, not paid", async () => {
    const owner = await signIn(s)
    const checkout = await owner("POST", "/v1/billing/checkout", { plan: "starter", method: "crypto", coin: "USDTTRC20" })
    expect(checkout.status).toBe(201)
    const invoiceId = checkout.body.data.invoiceId as string
    const providerId = await providerIdOf(s, invoiceId)
    // As doubles both are 100000000: a float reading would call this paid in full.
    fake.payExactly(providerId, "partially_paid", { pay_amount: "99999999.99999999", actually_paid: "99999999.99999998", price_amount: "49.00" })
    const short = await owner("POST", `/v1/billing/invoices/${invoiceId}/refresh`)
    expect(short.status).toBe(200)
    expect(short.body.data.status).toBe("open")
    expect(short.body.data.crypto).toMatchObject({ amountDue: "99999999.99999999", amountPaid: "99999999.99999998" })
    expect(short.body.data.note).toContain("partly paid")
    expect((await owner("GET", "/v1/billing/usage")).body.data.plan).toBe("free")
    // Exponent notation too: 1e-8 is one unit; now it covers the amount due, exactly.
    fake.payExactly(providerId, "finished", { pay_amount: "99999999.99999999", actually_paid: "9999999999999999e-8", price_amount: "49.00" })
    const paid = await owner("POST", `/v1/billing/invoices/${invoiceId}/refresh`)
    expect(paid.body.data.status).toBe("paid")
    expect(paid.body.data.crypto.amountPaid).toBe("99999999.99999999")
    expect(paid.body.data.note).toBeNull()
  })
})

describe("billing: crypto provider settings", () => {
  const refusalWith = (env: Record<string, string>) =>
    Effect.runSync(Effect.withConfigProvider(AppConfig, ConfigProvider.fromMap(new Map(Object.entries(env)))).pipe(Effect.map(cryptoSettingsRefusal)))

  it("a real provider without its settings refuses to start, naming what is missing", () => {
    expect(refusalWith({ SVC_CRYPTO_PROVIDER: "btcpay", SVC_BTCPAY_URL: "https://btcpay.example.com", SVC_BTCPAY_STORE_ID: "s" }))
      .toBe("SVC_CRYPTO_PROVIDER=btcpay needs SVC_BTCPAY_API_KEY, SVC_BTCPAY_WEBHOOK_SECRET")
    expect(refusalWith({ SVC_CRYPTO_PROVIDER: "nowpayments", SVC_NOWPAYMENTS_API_KEY: "k" })).toBe("SVC_CRYPTO_PROVIDER=nowpayments needs SVC_NOWPAYMENTS_IPN_SECRET")
    expect(refusalWith({ SVC_CRYPTO_PROVIDER: "nowpayments", SVC_NOWPAYMENTS_API_KEY: "k", SVC_NOWPAYMENTS_IPN_SECRET: "s" })).toBeUndefined()
  })
})
