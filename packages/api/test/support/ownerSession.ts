import { expect } from "@effect/vitest"
import { client, type Reply, type TestServer } from "./testServer.js"

/** Requests with a console session's cookie. */
export type SessionApi = (method: string, path: string, body?: unknown) => Promise<Reply>

/**
 * Signs `person` (the workspace's owner by default) in to a console session and, unless `confirm` is false,
 * confirms it (step-up), as billing changes need. Requests carry the cookie and no Origin, as a script sends them.
 */
export const consoleSession = async (
  server: Pick<TestServer, "url" | "owner">,
  person: { readonly email: string; readonly password: string } = server.owner,
  confirm = true
): Promise<SessionApi> => {
  const res = await fetch(`${server.url}/v1/session`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: person.email, password: person.password })
  })
  expect(res.status).toBe(201)
  const cookie = res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ")
  const api: SessionApi = (method, path, body) => client(server.url)(method, path, body, { cookie })
  if (confirm) expect((await api("POST", "/v1/session/step-up", { password: person.password })).status).toBe(200)
  return api
}

/** Reads every 25 ms until `done` holds of what `read` answers; fails after `attempts` reads. */
export const until = async <A>(read: () => Promise<A>, done: (a: A) => boolean, attempts = 200): Promise<A> => {
  for (let i = 0; i < attempts; i++) {
    const a = await read()
    if (done(a)) return a
    await new Promise((r) => setTimeout(r, 25))
  }
  throw new Error("condition not met")
}
