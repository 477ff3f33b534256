import { randomUUID } from "node:crypto"
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { client, type Reply } from "../../support/testServer.js"

export type Api = ReturnType<typeof client>

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Fails with the whole answer, so a broken setup says what the server said. */
export const expectStatus = (r: Reply, wanted: number, what: string): Reply => {
  if (r.status !== wanted) throw new Error(`${what}: expected ${wanted}, got ${r.status} ${r.text.slice(0, 500)}`)
  return r
}

/** A webhook receiver on loopback that takes everything (deliveries need somewhere to go) and keeps the bodies. */
export const startSink = async (): Promise<{
  readonly url: string
  readonly received: () => ReadonlyArray<string>
  readonly close: () => Promise<void>
}> => {
  const bodies: Array<string> = []
  const server = createServer((req, res) => {
    const chunks: Array<Buffer> = []
    req.on("data", (c: Buffer) => chunks.push(c))
    req.on("end", () => {
      bodies.push(Buffer.concat(chunks).toString("utf8"))
      res.writeHead(200).end("ok")
    })
  })
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received: () => bodies,
    close: () => new Promise<void>((r) => {
      server.closeAllConnections()
      server.close(() => r())
    })
  }
}

export const connectAccount = async (api: Api, login: string, password: string, mode = "cold"): Promise<string> =>
  expectStatus(await api("POST", "/v1/accounts", { login, server: "SimBroker-Demo", password, mode }), 201, "connect").body.data.id

/** Warm and poll `/status` until `ready` (the documented way), failing on any other resting state. */
export const warmUntilReady = async (api: Api, accountId: string): Promise<void> => {
  expectStatus(await api("POST", `/v1/accounts/${accountId}/warm`), 202, "warm")
  for (let i = 0; i < 400; i++) {
    const s = expectStatus(await api("GET", `/v1/accounts/${accountId}/status`), 200, "status")
    const state: string = s.body.data.state
    if (state === "ready") return
    if (["invalid_credentials", "needs_2fa", "needs_certificate", "trading_disabled", "error", "offline"].includes(state)) {
      throw new Error(`account ${accountId} came up ${state}: ${s.text}`)
    }
    await sleep(25)
  }
  throw new Error(`account ${accountId} never became ready`)
}

export const marketOrder = (api: Api, accountId: string, key: string, body: Record<string, unknown> = {}): Promise<Reply> =>
  api("POST", `/v1/accounts/${accountId}/orders/market`, { side: "buy", symbol: "EURUSD", volume: "0.01", ...body }, { "idempotency-key": key })

/** Every resource kind a workspace can own, one of each, with the ids a sweep needs. */
export interface Holdings {
  readonly accountId: string
  /** Connected, never warmed: the other branch of every account handler. */
  readonly coldAccountId: string
  readonly password: string
  readonly orderId: string
  readonly pendingOrderId: string
  readonly positionId: string
  readonly idempotencyKey: string
  readonly apiKeyId: string
  readonly apiKey: string
  readonly webhookId: string
  readonly eventId: string
  /** A wave released an hour from now: it waits, so every wave operation has a live target. */
  readonly waveId: string
  /** An alert hook on the cold account. */
  readonly alertHookId: string
  /** A paused copy strategy on the warm account, followed (paused) by the cold one. */
  readonly strategyId: string
  readonly subscriptionId: string
}

/**
 * Every id of `h` by the kind of resource the OpenAPI sweeps fill path parameters with (accounts, orders, …), with
 * `more` ids of a kind after its own (ids named twice once): the one list both the isolation and the fuzz sweeps use.
 */
export const idsOf = (h: Holdings, more: Readonly<Record<string, ReadonlyArray<string>>> = {}): Record<string, ReadonlyArray<string>> => {
  const own: Record<string, ReadonlyArray<string>> = {
    accounts: [h.accountId, h.coldAccountId],
    orders: [h.orderId, h.pendingOrderId],
    positions: [h.positionId],
    "api-keys": [h.apiKeyId],
    webhooks: [h.webhookId],
    deliveries: [h.eventId],
    "execution-waves": [h.waveId],
    "alert-hooks": [h.alertHookId],
    strategies: [h.strategyId],
    subscriptions: [h.subscriptionId]
  }
  const kinds = new Set([...Object.keys(own), ...Object.keys(more)])
  return Object.fromEntries([...kinds].map((kind) => [kind, [...new Set([...(own[kind] ?? []), ...(more[kind] ?? [])])]]))
}

/**
 * Builds a workspace's holdings through the public API: a warmed account traded once (a filled market order with
 * an Idempotency-Key, a working pending order), a cold account, an API key, a webhook endpoint (at `sinkUrl`,
 * which needs SVC_WEBHOOK_ALLOW_INSECURE_TARGETS), one delivery (a `webhook.test` event), a waiting wave, an alert hook
 * and a copy strategy with one subscription.
 */
export const buildHoldings = async (api: Api, options: { readonly login: string; readonly sinkUrl: string; readonly password?: string }): Promise<Holdings> => {
  const password = options.password ?? "pw"
  const accountId = await connectAccount(api, options.login, password)
  const coldAccountId = await connectAccount(api, `${options.login}9`, password)
  await warmUntilReady(api, accountId)
  const idempotencyKey = randomUUID()
  const order = expectStatus(await marketOrder(api, accountId, idempotencyKey), 200, "market order").body.data
  // A buy limit far under the market rests at the broker: a real target for order modify and cancel.
  const pending = expectStatus(await api("POST", `/v1/accounts/${accountId}/orders/pending`,
    { kind: "buy_limit", symbol: "EURUSD", volume: "0.01", price: "0.50000" }, { "idempotency-key": randomUUID() }), 200, "pending order").body.data
  const wave = expectStatus(await api("POST", "/v1/execution-waves", {
    accountIds: [accountId],
    order: { side: "buy", symbol: "EURUSD", volume: "0.01", type: "market" },
    executeAt: new Date(Date.now() + 3_600_000).toISOString()
  }, { "idempotency-key": randomUUID() }), 202, "wave").body.data
  const created = expectStatus(await api("POST", "/v1/api-keys", { name: "reliability", scopes: ["accounts:read"] }), 201, "api key").body.data
  const webhook = expectStatus(await api("POST", "/v1/webhooks", { url: options.sinkUrl }), 201, "webhook").body.data
  expectStatus(await api("POST", `/v1/webhooks/${webhook.id}/test`), 202, "webhook test")
  let eventId: string | undefined
  for (let i = 0; i < 200 && eventId === undefined; i++) {
    const list = expectStatus(await api("GET", `/v1/webhooks/${webhook.id}/deliveries`), 200, "deliveries")
    eventId = list.body.data[0]?.eventId
    if (eventId === undefined) await sleep(25)
  }
  if (eventId === undefined) throw new Error("the webhook test event never showed in the delivery log")
  const strategy = expectStatus(await api("POST", "/v1/copy/strategies", { accountId, name: "reliability" }), 201, "copy strategy").body.data
  const subscription = expectStatus(await api("POST", `/v1/copy/strategies/${strategy.id}/subscriptions`,
    { accountId: coldAccountId, status: "paused" }), 201, "copy subscription").body.data
  const hook = expectStatus(await api("POST", "/v1/alert-hooks", { name: "reliability", accountIds: [coldAccountId] }), 201, "alert hook").body.data
  return {
    accountId,
    coldAccountId,
    password,
    orderId: order.id,
    pendingOrderId: pending.id,
    positionId: order.brokerPositionId,
    idempotencyKey,
    apiKeyId: created.id,
    apiKey: created.key,
    webhookId: webhook.id,
    eventId,
    waveId: wave.id,
    alertHookId: hook.id,
    strategyId: strategy.id,
    subscriptionId: subscription.id
  }
}
