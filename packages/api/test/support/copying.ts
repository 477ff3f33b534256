import { expect } from "@effect/vitest"
import type { client } from "./testServer.js"

/** Requests with the workspace's API key, as `client(server.url, server.keyA)` makes them. */
type Api = ReturnType<typeof client>

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Warms the account (again, after a disconnect or a restart) until it is `ready`. */
export const waitReady = async (api: Api, accountId: string) => {
  for (let i = 0; i < 800; i++) {
    const s = (await api("GET", `/v1/accounts/${accountId}/status`)).body?.data
    if (s?.state === "ready") return
    if (s !== undefined && ["standby", "offline", "error", "created"].includes(s.state)) await api("POST", `/v1/accounts/${accountId}/warm`)
    await sleep(25)
  }
  throw new Error("account never came ready")
}

/** Asks `f` every `everyMs` until it answers something other than undefined (the copier runs on its own fiber). */
export const eventually = async <A>(what: string, f: () => Promise<A | undefined>, ms = 40_000, everyMs = 150): Promise<A> => {
  const until = Date.now() + ms
  for (;;) {
    const a = await f()
    if (a !== undefined) return a
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`)
    await sleep(everyMs)
  }
}

/** Every row of a subscription's executions log, following the cursor. */
export const allExecutions = async (api: Api, strategyId: string, subscriptionId: string) => {
  const rows: Array<Record<string, unknown>> = []
  let cursor: string | null = null
  do {
    const page: { body: { data: Array<Record<string, unknown>>; page: { nextCursor: string | null } } } =
      await api("GET", `/v1/copy/strategies/${strategyId}/subscriptions/${subscriptionId}/executions?limit=200${cursor === null ? "" : `&cursor=${cursor}`}`)
    rows.push(...page.body.data)
    cursor = page.body.page.nextCursor
  } while (cursor !== null)
  return rows
}

/**
 * A master and a follower account (always on, ready) on the simulated broker, a strategy of the master named
 * `name` with the follower subscribed, resumed: what each run of a copy property starts from.
 */
export const copyingPair = async (api: Api, masterLogin: string, followerLogin: string, name: string) => {
  const connect = async (login: string) =>
    (await api("POST", "/v1/accounts", { login, server: "SimBroker-Demo", password: "pw", mode: "always_on" })).body.data.id as string
  const master = await connect(masterLogin)
  const follower = await connect(followerLogin)
  await Promise.all([waitReady(api, master), waitReady(api, follower)])
  const strategy = (await api("POST", "/v1/copy/strategies", { accountId: master, name })).body.data.id as string
  const sub = (await api("POST", `/v1/copy/strategies/${strategy}/subscriptions`, { accountId: follower })).body.data.id as string
  expect((await api("PATCH", `/v1/copy/strategies/${strategy}`, { status: "active" })).status).toBe(200)
  return { master, follower, strategy, sub }
}
