/**
 * Alert hooks and the keys that manage them. A hook trades for whoever holds its URL, so a key may reach a hook only
 * through its accounts (narrowed keys: every operation on a hook of another account is 404, rotate and delete
 * included), and setting a hook up needs the caller's own right to trade without a volume limit.
 */
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { connectAccount, expectStatus } from "./reliability/support/fixtures.js"
import { closeAgent } from "./reliability/support/http.js"
import { client, startTestServer, type TestServer } from "./support/testServer.js"

let server: TestServer
let mine: string
let theirs: string
let theirHook: string

const full = () => client(server.url, server.keyA)
const keyWith = async (body: Record<string, unknown>) =>
  client(server.url, expectStatus(await full()("POST", "/v1/api-keys", { name: "hooks", ...body }), 201, "key").body.data.key)

beforeAll(async () => {
  server = await startTestServer()
  mine = await connectAccount(full(), "780001", "pw")
  theirs = await connectAccount(full(), "780002", "pw")
  theirHook = expectStatus(await full()("POST", "/v1/alert-hooks", { name: "theirs", accountIds: [theirs] }), 201, "hook").body.data.id
}, 120_000)

afterAll(async () => {
  closeAgent()
  await server?.stop()
})

describe("alert hooks and keys", () => {
  it("a key narrowed to other accounts cannot rotate, disable, enable, change or delete a hook it cannot see", async () => {
    const narrow = await keyWith({ scopes: ["alert-hooks:write", "trading:write"], accountIds: [mine] })
    const unknown = "00000000-0000-4000-8000-000000000000"
    for (const [method, suffix, body] of [
      ["GET", "", undefined], ["PATCH", "", { name: "mine now" }], ["POST", "/rotate", undefined],
      ["POST", "/disable", undefined], ["POST", "/enable", undefined], ["DELETE", "", undefined]
    ] as const) {
      const onTheirs = await narrow(method, `/v1/alert-hooks/${theirHook}${suffix}`, body)
      const onNothing = await narrow(method, `/v1/alert-hooks/${unknown}${suffix}`, body)
      expect(onTheirs.status, `${method} ${suffix}`).toBe(404)
      expect(onTheirs.body.error.code).toBe(onNothing.body.error.code)
      expect(JSON.stringify(onTheirs.body)).not.toContain("hooks/tradingview/")
    }
    // The hook is untouched: same URL hint, still enabled.
    const after = expectStatus(await full()("GET", `/v1/alert-hooks/${theirHook}`), 200, "hook").body.data
    expect(after.enabled).toBe(true)
  })

  it("setting a hook up needs trading:write", async () => {
    const noTrading = await keyWith({ scopes: ["alert-hooks:write", "trading:read"] })
    const refused = await noTrading("POST", "/v1/alert-hooks", { name: "x", accountIds: [mine] })
    expect(refused.status).toBe(403)
    expect(refused.body.error).toMatchObject({ code: "MISSING_SCOPE", details: [{ scope: "trading:write" }] })
    expect((await noTrading("POST", `/v1/alert-hooks/${theirHook}/rotate`)).status).toBe(403)
  })

  it("a key limited in volume cannot set up a hook, whose orders would not be limited", async () => {
    const limited = await keyWith({ scopes: ["alert-hooks:write", "trading:write"], limits: { maxVolume: "0.05" } })
    const refused = await limited("POST", "/v1/alert-hooks", { name: "x", accountIds: [mine], defaults: { volume: "5.00" } })
    expect(refused.status).toBe(403)
    expect(refused.body.error.code).toBe("KEY_LIMIT_EXCEEDED")
    expect((await limited("POST", `/v1/alert-hooks/${theirHook}/rotate`)).body.error.code).toBe("KEY_LIMIT_EXCEEDED")
  })
})
