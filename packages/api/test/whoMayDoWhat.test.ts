/**
 * Who may do what (issue 19): every member, invitation, session and key operation, asked by the owner, an admin,
 * a member, a key narrowed to one account and a full key. Each cell is its own test, with its own target where the
 * operation changes something. Persons have confirmed their identity (step-up) first, so the cells show the rule of
 * the role, not the confirmation window (which people.test.ts covers).
 */
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { randomUUID } from "node:crypto"
import { connectAccount } from "./reliability/support/fixtures.js"
import { invitePerson, signedIn, type Person } from "./support/people.js"
import { client, startTestServer, type Reply, type TestServer } from "./support/testServer.js"

type Actor = "owner" | "admin" | "member" | "narrow key" | "full key"
type Call = (method: string, path: string, body?: unknown) => Promise<Reply>
/** A status for success, a code for a refusal. */
type Outcome = number | string

let server: TestServer
let owner: Person
let admin: Person
let member: Person
let narrowKey: string
const callers: Partial<Record<Actor, Call>> = {}

const confirmed = async (p: Person) => {
  const r = await p.api("POST", "/v1/session/step-up", { password: p.password })
  if (r.status !== 200) throw new Error(`step-up: ${r.status} ${r.text}`)
  return p
}

beforeAll(async () => {
  server = await startTestServer()
  owner = await confirmed(await signedIn(server, server.owner.email, server.owner.password))
  admin = await confirmed(await invitePerson(server, owner, "admin"))
  member = await confirmed(await invitePerson(server, owner, "member"))
  const full = client(server.url, server.keyA)
  const accountId = await connectAccount(full, "760001", "pw")
  const created = await full("POST", "/v1/api-keys", { name: "narrow", scopes: ["accounts:write", "trading:write", "webhooks:write"], accountIds: [accountId] })
  narrowKey = created.body.data.key
  Object.assign(callers, { owner: owner.api, admin: admin.api, member: member.api, "narrow key": client(server.url, narrowKey), "full key": full })
}, 120_000)

afterAll(async () => {
  await server?.stop()
})

const newMember = async (role: "admin" | "member") => (await invitePerson(server, owner, role)).personId
const newInvitation = async (role: "admin" | "member") =>
  (await owner.api("POST", "/v1/members/invitations", { email: `${randomUUID()}@example.com`, role })).body.data.id as string
const newKey = async () => (await client(server.url, server.keyA)("POST", "/v1/api-keys", { name: "target", scopes: ["accounts:read"] })).body.data.id as string

const person = "MEMBERS_NEED_A_PERSON"
const byRole = (owner: Outcome, admin: Outcome, member: Outcome): Record<Actor, Outcome> =>
  ({ owner, admin, member, "narrow key": person, "full key": person })
const keysManaged = (ok: number): Record<Actor, Outcome> =>
  ({ owner: ok, admin: ok, member: "MISSING_SCOPE", "narrow key": "MISSING_SCOPE", "full key": ok })

interface Operation {
  readonly name: string
  /** The request, made after any set-up it needs (a fresh target), as `call`. */
  readonly run: (call: Call, actor: Actor) => Promise<Reply>
  readonly outcomes: Record<Actor, Outcome>
}

/** A fresh person of the actor's role (or the actor itself for keys), for operations that use up the caller. */
const freshSelf = async (actor: Actor): Promise<{ call: Call; personId: string | undefined }> => {
  if (actor === "owner") return { call: (await confirmed(await signedIn(server, server.owner.email, server.owner.password))).api, personId: owner.personId }
  if (actor === "admin" || actor === "member") {
    const p = await confirmed(await invitePerson(server, owner, actor))
    return { call: p.api, personId: p.personId }
  }
  return { call: callers[actor]!, personId: undefined }
}

const operations: ReadonlyArray<Operation> = [
  { name: "list members", run: (call) => call("GET", "/v1/members"), outcomes: byRole(200, 200, 200) },
  { name: "make a member an admin", run: async (call) => call("PATCH", `/v1/members/${await newMember("member")}`, { role: "admin" }), outcomes: byRole(200, "NOT_ALLOWED", "NOT_ALLOWED") },
  { name: "make an admin a member", run: async (call) => call("PATCH", `/v1/members/${await newMember("admin")}`, { role: "member" }), outcomes: byRole(200, "NOT_ALLOWED", "NOT_ALLOWED") },
  { name: "change the owner's role", run: (call) => call("PATCH", `/v1/members/${owner.personId}`, { role: "admin" }), outcomes: byRole("NOT_ALLOWED", "NOT_ALLOWED", "NOT_ALLOWED") },
  { name: "remove a member", run: async (call) => call("DELETE", `/v1/members/${await newMember("member")}`), outcomes: byRole(200, 200, "NOT_ALLOWED") },
  { name: "remove an admin", run: async (call) => call("DELETE", `/v1/members/${await newMember("admin")}`), outcomes: byRole(200, "NOT_ALLOWED", "NOT_ALLOWED") },
  { name: "remove the owner", run: (call) => call("DELETE", `/v1/members/${owner.personId}`), outcomes: byRole("NOT_ALLOWED", "NOT_ALLOWED", "NOT_ALLOWED") },
  {
    name: "leave (remove oneself)",
    run: async (_, actor) => {
      const self = await freshSelf(actor)
      return self.call("DELETE", `/v1/members/${self.personId ?? randomUUID()}`)
    },
    outcomes: byRole("NOT_ALLOWED", 200, 200)
  },
  { name: "invite a member", run: (call) => call("POST", "/v1/members/invitations", { email: `${randomUUID()}@example.com`, role: "member" }), outcomes: byRole(201, 201, "NOT_ALLOWED") },
  { name: "invite an admin", run: (call) => call("POST", "/v1/members/invitations", { email: `${randomUUID()}@example.com`, role: "admin" }), outcomes: byRole(201, "NOT_ALLOWED", "NOT_ALLOWED") },
  { name: "list open invitations", run: (call) => call("GET", "/v1/members/invitations"), outcomes: byRole(200, 200, "NOT_ALLOWED") },
  { name: "revoke a member's invitation", run: async (call) => call("POST", `/v1/members/invitations/${await newInvitation("member")}/revoke`), outcomes: byRole(200, 200, "NOT_ALLOWED") },
  { name: "revoke an admin's invitation", run: async (call) => call("POST", `/v1/members/invitations/${await newInvitation("admin")}/revoke`), outcomes: byRole(200, "NOT_ALLOWED", "NOT_ALLOWED") },
  { name: "read the session", run: (call) => call("GET", "/v1/session"), outcomes: byRole(200, 200, 200) },
  {
    name: "confirm identity (step-up)",
    run: (call, actor) => call("POST", "/v1/session/step-up", { password: actor === "owner" ? owner.password : actor === "admin" ? admin.password : actor === "member" ? member.password : "x" }),
    outcomes: byRole(200, 200, 200)
  },
  { name: "sign out", run: async (_, actor) => (await freshSelf(actor)).call("DELETE", "/v1/session"), outcomes: byRole(200, 200, 200) },
  { name: "create a key", run: (call) => call("POST", "/v1/api-keys", { name: "cell", scopes: ["accounts:read"] }), outcomes: keysManaged(201) },
  { name: "list keys", run: (call) => call("GET", "/v1/api-keys"), outcomes: keysManaged(200) },
  { name: "read a key", run: async (call) => call("GET", `/v1/api-keys/${await newKey()}`), outcomes: keysManaged(200) },
  { name: "re-scope a key", run: async (call) => call("PATCH", `/v1/api-keys/${await newKey()}`, { scopes: ["trading:read"] }), outcomes: keysManaged(200) },
  { name: "revoke a key", run: async (call) => call("POST", `/v1/api-keys/${await newKey()}/revoke`), outcomes: keysManaged(200) }
]

const actors: ReadonlyArray<Actor> = ["owner", "admin", "member", "narrow key", "full key"]

describe("who may do what", () => {
  for (const operation of operations) {
    describe(operation.name, () => {
      for (const actor of actors) {
        const wanted = operation.outcomes[actor]
        it(`${actor}: ${typeof wanted === "number" ? wanted : `403 ${wanted}`}`, async () => {
          const r = await operation.run(callers[actor]!, actor)
          if (typeof wanted === "number") expect(r.status, r.text).toBe(wanted)
          else {
            expect(r.status, r.text).toBe(403)
            expect(r.body.error.code).toBe(wanted)
          }
        })
      }
    })
  }
})
