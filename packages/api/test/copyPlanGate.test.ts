/**
 * A downgrade to a plan without copy trading re-gates it (issue 20): the workspace's active copy subscriptions go
 * close_only (reason `plan`) with one event each, however often the plan is assigned again; the copier opens
 * nothing new for a workspace whose plan lacks copy trading, and closes still follow the master.
 */
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { connectAccount, expectStatus, marketOrder, warmUntilReady } from "./reliability/support/fixtures.js"
import { client, sessionClient, signIn, startTestServer, testOwner, type TestServer } from "./support/testServer.js"

let server: TestServer
const api = () => client(server.url, server.keyA)
let n = 0
const key = () => `gate-${Date.now()}-${n++}`
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

beforeAll(async () => {
  server = await startTestServer({
    env: { SVC_BOOTSTRAP_PLAN: "free", SVC_CARD_PROVIDER: "local", SVC_CRYPTO_PROVIDER: "none", SVC_COPY_DRIFT_INTERVAL_MS: "1000" }
  })
}, 120_000)
afterAll(async () => { await server?.stop() })

const eventually = async <A>(what: string, f: () => Promise<A | undefined>, ms = 30_000): Promise<A> => {
  const until = Date.now() + ms
  for (;;) {
    const a = await f()
    if (a !== undefined) return a
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`)
    await sleep(100)
  }
}

/** Workspace A's owner, signed in and confirmed (step-up), as billing changes need. */
const owner = async () => {
  const { cookie } = await signIn(server.url, testOwner.email, testOwner.password)
  const session = sessionClient(server.url, cookie)
  expectStatus(await session("POST", "/v1/session/step-up", { password: testOwner.password }), 200, "step-up")
  return session
}

const positions = async (accountId: string): Promise<Array<{ brokerPositionId: string; volume: string }>> =>
  ((r) => r.positions ?? r)(expectStatus(await api()("GET", `/v1/accounts/${accountId}/positions`), 200, "positions").body.data)

const executions = async (strategyId: string, subscriptionId: string) =>
  expectStatus(await api()("GET", `/v1/copy/strategies/${strategyId}/subscriptions/${subscriptionId}/executions`), 200, "executions")
    .body.data as Array<{ kind: string; outcome: string; reason: string | null }>

const closeOnlyEvents = (subscriptionId: string) =>
  server.sql(Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql<{ payload: Record<string, unknown> }>`
      select payload from events where type = 'copy.subscription_close_only' and resource_id = ${subscriptionId}`))

describe("a downgrade re-gates copy trading", () => {
  it("active subscriptions go close_only (plan) with one event each; opens stop, closes still mirror", async () => {
    const billing = await owner()
    // Scale by card (the local provider): the plan with copy trading.
    const checkout = expectStatus(await billing("POST", "/v1/billing/checkout", { plan: "scale", method: "card" }), 201, "checkout")
    const subscription = await server.card((card) => card.pay(String(checkout.body.data.url).replace("local-card://checkout/", "")))
    await eventually("the scale plan", async () =>
      (await billing("GET", "/v1/billing/usage")).body.data.plan === "scale" ? true : undefined)

    let login = 995100
    const master = await connectAccount(api(), String(login++), "pw", "always_on")
    const follower = await connectAccount(api(), String(login++), "pw", "always_on")
    const other = await connectAccount(api(), String(login++), "pw", "always_on")
    const strategy = expectStatus(await api()("POST", "/v1/copy/strategies", { accountId: master, name: "gated" }), 201, "strategy").body.data.id as string
    const sub = expectStatus(await api()("POST", `/v1/copy/strategies/${strategy}/subscriptions`, { accountId: follower }), 201, "subscription").body.data.id as string
    // A paused subscription is not copying: the downgrade leaves it paused, with no event.
    const paused = expectStatus(await api()("POST", `/v1/copy/strategies/${strategy}/subscriptions`, { accountId: other, status: "paused" }), 201, "paused").body.data.id as string
    expectStatus(await api()("PATCH", `/v1/copy/strategies/${strategy}`, { status: "active" }), 200, "resume")
    await warmUntilReady(api(), master)
    await warmUntilReady(api(), follower)

    const first = expectStatus(await marketOrder(api(), master, key(), { volume: "0.10" }), 200, "master open").body.data.brokerPositionId as string
    await eventually("the copy", async () => (await positions(follower)).length === 1 ? true : undefined)

    // Down to Starter (no copy trading) by the plan-change endpoint: the plan changes at once.
    const changed = expectStatus(await billing("POST", "/v1/billing/plan", { plan: "starter" }), 200, "plan change")
    expect(changed.body.data.plan).toBe("starter")
    expect((await billing("GET", "/v1/billing/usage")).body.data.plan).toBe("starter")
    const gated = expectStatus(await api()("GET", `/v1/copy/strategies/${strategy}/subscriptions/${sub}`), 200, "subscription").body.data
    expect(gated).toMatchObject({ status: "close_only", closeOnlyReason: "plan" })
    expect(expectStatus(await api()("GET", `/v1/copy/strategies/${strategy}/subscriptions/${paused}`), 200, "paused").body.data)
      .toMatchObject({ status: "paused", closeOnlyReason: null })
    // The same plan assigned again (a redelivered notice) tells nobody twice.
    await server.card((card) => card.redeliver({ _tag: "SubscriptionChanged", id: subscription }))
    await sleep(500)
    const events = await closeOnlyEvents(sub)
    expect(events.map((e) => e.payload)).toEqual([
      { subscriptionId: sub, strategyId: strategy, accountId: follower, status: "close_only", reason: "plan", plan: "starter" }
    ])
    expect(await closeOnlyEvents(paused)).toEqual([])
    // Resuming needs a plan with copy trading.
    const resume = await api()("PATCH", `/v1/copy/strategies/${strategy}/subscriptions/${sub}`, { status: "active" })
    expect(resume.status).toBe(402)
    expect(resume.body.error.code).toBe("FEATURE_NOT_IN_PLAN")

    // A new master open is not copied; the master's close of the copied position is.
    await warmUntilReady(api(), master)
    expectStatus(await marketOrder(api(), master, key(), { volume: "0.20" }), 200, "master open after the downgrade")
    await eventually("the open skipped", async () =>
      (await executions(strategy, sub)).some((r) => r.kind === "open" && r.reason === "close_only") ? true : undefined)
    expectStatus(await api()("POST", `/v1/accounts/${master}/positions/${first}/close`, {}, { "idempotency-key": key() }), 200, "master close")
    await eventually("the follower flat", async () => (await positions(follower)).length === 0 ? true : undefined)

    // Whatever a subscription's status says, the copier opens nothing for a workspace whose plan lacks copy trading.
    await server.sql(Effect.flatMap(SqlClient.SqlClient, (sql) =>
      sql`update copy_subscriptions set status = 'active', close_only_reason = null where id = ${sub}`))
    await warmUntilReady(api(), master)
    expectStatus(await marketOrder(api(), master, key(), { volume: "0.30" }), 200, "master open on an active subscription")
    await eventually("the open refused by the plan", async () =>
      (await executions(strategy, sub)).some((r) => r.kind === "open" && r.reason === "feature_not_in_plan") ? true : undefined)
    await sleep(2_500)
    expect(await positions(follower)).toEqual([])
    expect((await executions(strategy, sub)).filter((r) => r.outcome === "copied").map((r) => r.kind).sort()).toEqual(["close", "open"])
  }, 180_000)
})
