import type { PersonId, WorkspaceId } from "@svc/domain"
import type { Role } from "@svc/domain/resources/person"
import { Effect, Redacted } from "effect"
import { randomUUID } from "node:crypto"
import { MembershipsRepo } from "../../src/members/MembershipsRepo.js"
import { PersonsRepo } from "../../src/members/PersonsRepo.js"
import { hashPassword } from "../../src/session/passwords.js"
import { client, sessionClient, signIn, type Reply, type TestServer } from "./testServer.js"

export interface Person {
  readonly personId: PersonId
  readonly email: string
  readonly password: string
  readonly cookie: string
  /** Requests with this person's session cookie and this site's Origin. */
  readonly api: (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<Reply>
}

/** Signs in and keeps the session. */
export const signedIn = async (server: TestServer, email: string, password: string): Promise<Person> => {
  const { cookie, reply } = await signIn(server.url, email, password)
  if (reply.status !== 201) throw new Error(`sign-in of ${email}: ${reply.status} ${reply.text}`)
  return { personId: reply.body.data.personId, email, password, cookie, api: sessionClient(server.url, cookie) }
}

/**
 * A person with `role` in the workspace of `key`, put straight into the database: how a test gives a workspace
 * other than the bootstrap's an owner, which the API never does (an owner is made once, by the bootstrap).
 */
export const addPerson = async (server: TestServer, key: string, role: Role, email = `${randomUUID()}@example.com`): Promise<Person> => {
  const workspaceId = (await client(server.url, key)("GET", "/v1/workspace")).body.data.id as WorkspaceId
  const password = `pw-${randomUUID()}`
  const personId = randomUUID() as PersonId
  await server.database(Effect.gen(function*() {
    const persons = yield* PersonsRepo
    const memberships = yield* MembershipsRepo
    const passwordHash = yield* hashPassword(Redacted.make(password))
    yield* persons.insert({ id: personId, email, passwordHash })
    yield* memberships.insert(workspaceId, personId, role)
  }).pipe(Effect.provide([PersonsRepo.Default, MembershipsRepo.Default])))
  return signedIn(server, email, password)
}

/** The token of an invitation's url (the part after `#`). */
export const tokenOf = (url: string): string => url.slice(url.indexOf("#") + 1)

/**
 * A request of `by` that needs a confirmed identity: when its session's step-up window is closed (403
 * `STEP_UP_REQUIRED`), `by` re-enters the password and asks again, as the console and `svc confirm` do.
 */
export const asConfirmed = async (by: Person, method: string, path: string, body?: unknown): Promise<Reply> => {
  const first = await by.api(method, path, body)
  if (first.status !== 403 || first.body?.error?.code !== "STEP_UP_REQUIRED") return first
  const stepUp = await by.api("POST", "/v1/session/step-up", { password: by.password })
  if (stepUp.status !== 200) throw new Error(`step-up: ${stepUp.status} ${stepUp.text}`)
  return by.api(method, path, body)
}

/** Invites `email` as `role` (confirming `by` first when needed) and accepts with a new password: the new person, signed in. */
export const invitePerson = async (server: TestServer, by: Person, role: "admin" | "member", email = `${randomUUID()}@example.com`): Promise<Person> => {
  const invited = await asConfirmed(by, "POST", "/v1/members/invitations", { email, role })
  if (invited.status !== 201) throw new Error(`invite: ${invited.status} ${invited.text}`)
  const password = `pw-${randomUUID()}`
  const accepted = await client(server.url)("POST", "/v1/members/invitations/accept", { token: tokenOf(invited.body.data.url), password })
  if (accepted.status !== 201) throw new Error(`accept: ${accepted.status} ${accepted.text}`)
  const cookie = (accepted.headers.get("set-cookie") ?? "").split(";")[0] ?? ""
  return { personId: accepted.body.data.personId, email, password, cookie, api: sessionClient(server.url, cookie) }
}
