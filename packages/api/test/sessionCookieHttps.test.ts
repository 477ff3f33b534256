/**
 * Served over HTTPS (SVC_PUBLIC_URL is https), the session lives only in the `__Host-` cookie: a `svc_session`
 * cookie, which a sibling host or a plain-HTTP answer could plant, neither signs anyone in nor shadows the real one.
 */
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { client, signIn, startTestServer, type TestServer } from "./support/testServer.js"

let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ env: { SVC_PUBLIC_URL: "https://console.example.com" } })
}, 60_000)

afterAll(async () => {
  await server?.stop()
})

describe("the session cookie over HTTPS", () => {
  it("is __Host- prefixed and Secure, and only that name is read", async () => {
    const { cookie, reply } = await signIn(server.url, server.owner.email, server.owner.password)
    expect(reply.status, reply.text).toBe(201)
    expect(reply.headers.get("set-cookie") ?? "").toMatch(/^__Host-svc_session=[A-Za-z0-9_-]{43}; Path=\/; .*; Secure$/)
    const token = cookie.split("=")[1] ?? ""
    const get = (cookieHeader: string) => client(server.url)("GET", "/v1/session", undefined, { cookie: cookieHeader })
    expect((await get(`__Host-svc_session=${token}`)).status).toBe(200)
    // The plain name carrying a valid token is not a session here.
    expect((await get(`svc_session=${token}`)).status).toBe(401)
    // A planted plain cookie sent first does not shadow the real one.
    expect((await get(`svc_session=planted; __Host-svc_session=${token}`)).status).toBe(200)
  })
})
