import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { startFakeBtcPay } from "./support/fakeBtcPay.js"
import { startFakeNowPayments } from "./support/fakeNowPayments.js"
import { client, startTestServer, type TestServer } from "./support/testServer.js"
import { consoleSession, until as pollUntil } from "./support/ownerSession.js"

// The crypto reconciler: webhooks that never came (BTCPay's, NOWPayments' IPN) lose no payment. Each server polls
// the provider for its open invoices every 200 ms here; no webhook is ever sent in this file.

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
// The reconciler, not a webhook, moves the invoices here: more reads before giving up.
const until = <A>(read: () => Promise<A>, done: (a: A) => boolean) => pollUntil(read, done, 600)


const providerIdOf = (s: TestServer, invoiceId: string) =>
  s.sql(Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql<{ providerInvoiceId: string }>`select provider_invoice_id from billing_invoices where id = ${invoiceId}`)).then((r) => r[0]!.providerInvoiceId)

const base = { SVC_BOOTSTRAP_PLAN: "free", SVC_CARD_PROVIDER: "none", SVC_BILLING_RECONCILE_INTERVAL: "200 millis" }

describe("the crypto reconciler (no webhook ever sent)", () => {
  let btcpay: Awaited<ReturnType<typeof startFakeBtcPay>>
  let nowpayments: Awaited<ReturnType<typeof startFakeNowPayments>>
  let onBtcPay: TestServer
  let onNowPayments: TestServer
  beforeAll(async () => {
    ;[btcpay, nowpayments] = await Promise.all([startFakeBtcPay({ apiKey: "btcpay-key", storeId: "Store1" }), startFakeNowPayments({ apiKey: "np-key" })])
    // One after the other: two embedded databases starting at once on a busy machine can time out.
    onBtcPay = await startTestServer({
      env: {
        ...base, SVC_CRYPTO_PROVIDER: "btcpay", SVC_BTCPAY_URL: btcpay.url, SVC_BTCPAY_API_KEY: "btcpay-key", SVC_BTCPAY_STORE_ID: "Store1",
        SVC_BTCPAY_WEBHOOK_SECRET: "s"
      }
    })
    onNowPayments = await startTestServer({
      env: { ...base, SVC_CRYPTO_PROVIDER: "nowpayments", SVC_NOWPAYMENTS_URL: nowpayments.url, SVC_NOWPAYMENTS_API_KEY: "np-key", SVC_NOWPAYMENTS_IPN_SECRET: "s" }
    })
  }, 120_000)
  afterAll(async () => {
    await Promise.all([onBtcPay?.stop(), onNowPayments?.stop()])
    await Promise.all([btcpay?.close(), nowpayments?.close()])
  })

  it("BTCPay: a part, then the rest, then an expired invoice paid late, each found by polling; credited once", async () => {
    const owner = await consoleSession(onBtcPay)
    const checkout = await owner("POST", "/v1/billing/checkout", { plan: "starter", method: "crypto", coin: "BTC" })
    expect(checkout.status).toBe(201)
    const invoiceId = checkout.body.data.invoiceId as string
    const providerId = await providerIdOf(onBtcPay, invoiceId)
    btcpay.pay(providerId, "0.00020000")
    const partial = await until(() => owner("GET", `/v1/billing/invoices/${invoiceId}`), (r) => r.body.data.crypto.amountPaid === "0.00020000")
    expect(partial.body.data.status).toBe("open")
    expect((await owner("GET", "/v1/billing/usage")).body.data.plan).toBe("free")
    btcpay.pay(providerId, "0.00029000")
    await until(() => owner("GET", `/v1/billing/invoices/${invoiceId}`), (r) => r.body.data.status === "paid")
    expect((await owner("GET", "/v1/billing/usage")).body.data.plan).toBe("starter")
    const month = (await owner("GET", "/v1/billing/subscription")).body.data

    // An invoice that expired unpaid is still watched: paid late, it extends the month.
    const second = (await owner("POST", "/v1/billing/checkout", { plan: "starter", method: "crypto", coin: "BTC" })).body.data
    const secondProvider = await providerIdOf(onBtcPay, second.invoiceId as string)
    btcpay.expire(secondProvider)
    await until(() => owner("GET", `/v1/billing/invoices/${second.invoiceId}`), (r) => r.body.data.status === "expired")
    btcpay.pay(secondProvider, "0.00049000", true)
    await until(() => owner("GET", `/v1/billing/invoices/${second.invoiceId}`), (r) => r.body.data.status === "paid")
    const extended = (await owner("GET", "/v1/billing/subscription")).body.data
    expect(Date.parse(extended.currentPeriodEnd) - Date.parse(month.currentPeriodEnd)).toBe(30 * 24 * 60 * 60 * 1000)
    // Many passes later: still two months, not more.
    await sleep(1_000)
    expect((await owner("GET", "/v1/billing/subscription")).body.data.currentPeriodEnd).toBe(extended.currentPeriodEnd)
  }, 60_000)

  it("NOWPayments: a payment whose IPN never came is found by polling and credited once", async () => {
    const owner = await consoleSession(onNowPayments)
    const checkout = await owner("POST", "/v1/billing/checkout", { plan: "starter", method: "crypto", coin: "USDTTRC20" })
    expect(checkout.status).toBe(201)
    const invoiceId = checkout.body.data.invoiceId as string
    const providerId = await providerIdOf(onNowPayments, invoiceId)
    nowpayments.pay(providerId, 20)
    const partial = await until(() => owner("GET", `/v1/billing/invoices/${invoiceId}`), (r) => r.body.data.crypto.amountPaid === "20.00000000")
    expect(partial.body.data.status).toBe("open")
    nowpayments.pay(providerId, 29)
    await until(() => owner("GET", `/v1/billing/invoices/${invoiceId}`), (r) => r.body.data.status === "paid")
    expect((await owner("GET", "/v1/billing/usage")).body.data.plan).toBe("starter")
    const month = (await owner("GET", "/v1/billing/subscription")).body.data
    expect(Date.parse(month.currentPeriodEnd) - Date.parse(month.currentPeriodStart)).toBe(30 * 24 * 60 * 60 * 1000)
    await sleep(1_000)
    expect((await owner("GET", "/v1/billing/subscription")).body.data.currentPeriodEnd).toBe(month.currentPeriodEnd)
  }, 60_000)

})

describe("crypto months without a crypto provider", () => {
  it("a month bought before crypto was switched off still ends when it runs out: back to Free", async () => {
    const s = await startTestServer({ env: { ...base, SVC_CRYPTO_PROVIDER: "none" } })
    try {
      const api = client(s.url, s.keyA)
      // As a month bought earlier left it: Starter in crypto, its end just passed (as time would move it).
      await s.sql(Effect.gen(function*() {
        const sql = yield* SqlClient.SqlClient
        yield* sql`update workspaces set plan = 'starter'`
        yield* sql`
          insert into billing_subscriptions (workspace_id, plan, method, provider, provider_subscription_id, status,
            current_period_start, current_period_end, cancel_at_period_end)
          select id, 'starter', 'crypto', 'btcpay', 'crypto-' || id, 'active', now() - interval '30 days', now() - interval '1 second', false
          from workspaces`
      }))
      await until(() => api("GET", "/v1/billing/usage"), (r) => r.body.data.plan === "free")
      expect((await api("GET", "/v1/billing/subscription")).body.data).toMatchObject({ plan: "starter", method: "crypto", status: "canceled" })
    } finally {
      await s.stop()
    }
  }, 60_000)
})

describe("a credit and its plan commit together", () => {
  it("a credit whose plan change fails is rolled back whole and credited by the next pass (never paid on the old plan)", async () => {
    const provider = await startFakeNowPayments({ apiKey: "np-key" })
    // A workspace of its own, still on Free (the other tests' workspaces already pay for Starter).
    const s = await startTestServer({
      env: { ...base, SVC_CRYPTO_PROVIDER: "nowpayments", SVC_NOWPAYMENTS_URL: provider.url, SVC_NOWPAYMENTS_API_KEY: "np-key", SVC_NOWPAYMENTS_IPN_SECRET: "s" }
    })
    try {
    const owner = await consoleSession(s)
    const checkout = await owner("POST", "/v1/billing/checkout", { plan: "starter", method: "crypto", coin: "USDTTRC20" })
    const invoiceId = checkout.body.data.invoiceId as string
    const providerId = await providerIdOf(s, invoiceId)
    // The fault: this workspace's first plan change fails inside its transaction (a sequence is not rolled back, so
    // it fires once). Before the credit and the plan committed together, the invoice stayed paid on the old plan
    // for good: the reconciler looks only at unpaid invoices.
    await s.sql(Effect.flatMap(SqlClient.SqlClient, (sql) =>
      Effect.gen(function*() {
        const workspaceId = (yield* sql<{ workspaceId: string }>`select workspace_id from billing_invoices where id = ${invoiceId}`)[0]!.workspaceId
        yield* sql.unsafe(`create sequence plan_fault_once`)
        yield* sql.unsafe(`create function plan_fault_once() returns trigger language plpgsql as $$ begin
          if new.id = '${workspaceId}' and new.plan is distinct from old.plan then
            if nextval('plan_fault_once') = 1 then raise exception 'injected: the plan change failed'; end if;
          end if;
          return new;
        end $$`)
        yield* sql.unsafe(`create trigger plan_fault_once before update on workspaces for each row execute function plan_fault_once()`)
      })))
    provider.pay(providerId, 49)
    const paid = await until(() => owner("GET", `/v1/billing/invoices/${invoiceId}`), (r) => r.body.data.status === "paid")
    expect(paid.body.data.status).toBe("paid")
    // Paid is never seen on the old plan: the plan committed with the credit.
    expect((await owner("GET", "/v1/billing/usage")).body.data.plan).toBe("starter")
    const fired = await s.sql(Effect.flatMap(SqlClient.SqlClient, (sql) =>
      sql<{ n: string; called: boolean }>`select last_value::text as n, is_called as called from plan_fault_once`))
    // The fault fired (1), then a later pass got through (2).
    expect(fired[0]).toEqual({ n: "2", called: true })
    const month = (await owner("GET", "/v1/billing/subscription")).body.data
    expect(Date.parse(month.currentPeriodEnd) - Date.parse(month.currentPeriodStart)).toBe(30 * 24 * 60 * 60 * 1000)
    } finally {
      await s.stop()
      await provider.close()
    }
  }, 90_000)
})
