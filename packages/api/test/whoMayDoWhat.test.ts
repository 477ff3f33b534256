/**
 * Who may do what (issue 19): every member, invitation, session and key operation, and each hook operation that
 * mints lasting access, asked by the owner, an admin, a member, a key narrowed to one account, a full key and
 * nobody (no credentials). The public operations (sign in, accept an invitation, the first owner's setup) are in the
 * table too: what they answer does not depend on who asks, except that a session accepting a link made out to
 * another address is refused (it would join as itself). Each
 * cell is its own test, with its own target where the operation changes something. Those persons have confirmed their
 * identity (step-up) first, so their cells show the rule of the role; the owner and an admin who have not (fresh
 * sign-ins) show which operations need the confirmation: those that change who is in the workspace or mint lasting
 * access (an invitation, a key or a wider key, a secret hook URL, a webhook feed and its signing secret).
 */
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import type { PersonId, WorkspaceId } from "@svc/domain"
import { Effect } from "effect"
import { randomUUID } from "node:crypto"
import { MembershipsRepo } from "../src/members/MembershipsRepo.js"
import { PersonsRepo } from "../src/members/PersonsRepo.js"
import { digestOf, newToken } from "../src/session/tokens.js"
import { connectAccount } from "./reliability/support/fixtures.js"
import { addPerson, invitePerson, signedIn, tokenOf, type Person } from "./support/people.js"
import { client, startTestServer, type Reply, type TestServer } from "./support/testServer.js"

type Actor = "owner" | "admin" | "member" | "narrow key" | "full key" | "unconfirmed owner" | "unconfirmed admin" | "nobody"
type Call = (method: string, path: string, body?: unknown) => Promise<Reply>
/** A status for success, a code for a refusal. */
type Outcome = number | string
/** The status of each refusal code; any other is 403. */
const refusalStatus: Record<string, number> = { UNAUTHENTICATED: 401, INVITATION_INVALID: 404 }

let server: TestServer
let owner: Person
let admin: Person
let member: Person
let unconfirmedAdmin: Person
let narrowKey: string
let accountId: string
let webhookId: string
let alertHookId: string
let signInTarget: Person
const callers: Partial<Record<Actor, Call>> = {}

const confirmed = async (p: Person) => {
  const r = await p.api("POST", "/v1/session/step-up", { password: p.password })
  if (r.status !== 200) throw new Error(`step-up: ${r.status} ${r.text}`)
  return p
}

beforeAll(async () => {
  server = await startTestServer({ env: { SVC_WEBHOOK_ALLOW_INSECURE_TARGETS: "true" } })
  owner = await confirmed(await signedIn(server, server.owner.email, server.owner.password))
  admin = await confirmed(await invitePerson(server, owner, "admin"))
  member = await confirmed(await invitePerson(server, owner, "member"))
  const unconfirmedOwner = await signedIn(server, server.owner.email, server.owner.password)
  unconfirmedAdmin = await invitePerson(server, owner, "admin")
  const full = client(server.url, server.keyA)
  accountId = await connectAccount(full, "760001", "pw")
  const created = await full("POST", "/v1/api-keys", { name: "narrow", scopes: ["accounts:write", "trading:write", "webhooks:write"], accountIds: [accountId] })
  narrowKey = created.body.data.key
  webhookId = (await full("POST", "/v1/webhooks", { url: "http://127.0.0.1:9/hook" })).body.data.id
  alertHookId = (await full("POST", "/v1/alert-hooks", { name: "target", accountIds: [accountId] })).body.data.id
  signInTarget = await addPerson(server, server.keyA, "member")
  Object.assign(callers, {
    owner: owner.api,
    admin: admin.api,
    member: member.api,
    "narrow key": client(server.url, narrowKey),
    "full key": full,
    "unconfirmed owner": unconfirmedOwner.api,
    "unconfirmed admin": unconfirmedAdmin.api,
    nobody: client(server.url)
  })
}, 120_000)

afterAll(async () => {
  await server?.stop()
})

// Targets and used-up persons are put straight into the workspace: inviting each would pass the 50 invitations a day.
const newMember = async (role: "admin" | "member") => (await addPerson(server, server.keyA, role)).personId
const newInvitation = async (role: "admin" | "member") =>
  (await owner.api("POST", "/v1/members/invitations", { email: `${randomUUID()}@example.com`, role })).body.data.id as string
/** Target keys of earlier cells, revoked before the next is made so the workspace stays under its 50 active keys. */
const targets: Array<string> = []
const newKey = async (body: Record<string, unknown> = {}) => {
  const full = client(server.url, server.keyA)
  for (const id of targets.splice(0)) await full("POST", `/v1/api-keys/${id}/revoke`)
  const created = await full("POST", "/v1/api-keys", { name: "target", scopes: ["accounts:read"], ...body })
  if (created.status !== 201) throw new Error(`target key: ${created.status} ${created.text}`)
  targets.push(created.body.data.id)
  return created.body.data.id as string
}

const person = "MEMBERS_NEED_A_PERSON"
const stepUp = "STEP_UP_REQUIRED"
/** Whether a session must have confirmed its password: then the unconfirmed owner and admin get 403 STEP_UP_REQUIRED. */
type Confirmation = "step-up" | "no step-up"
/** Every operation but the public ones needs a key or a session: nobody gets 401 `UNAUTHENTICATED`. */
const withUnconfirmed = (cells: Record<"owner" | "admin" | "member" | "narrow key" | "full key", Outcome>, confirmation: Confirmation): Record<Actor, Outcome> => ({
  ...cells,
  "unconfirmed owner": confirmation === "step-up" ? stepUp : cells.owner,
  "unconfirmed admin": confirmation === "step-up" ? stepUp : cells.admin,
  nobody: "UNAUTHENTICATED"
})
/** A public operation: the same answer to everyone. */
const everyone = (outcome: Outcome): Record<Actor, Outcome> => ({
  owner: outcome, admin: outcome, member: outcome, "narrow key": outcome, "full key": outcome,
  "unconfirmed owner": outcome, "unconfirmed admin": outcome, nobody: outcome
})

/** An invitation of a new address, as its link's token. */
const invitationToken = async () => {
  const invited = await owner.api("POST", "/v1/members/invitations", { email: `${randomUUID()}@example.com`, role: "member" })
  if (invited.status !== 201) throw new Error(`invite: ${invited.status} ${invited.text}`)
  return tokenOf(invited.body.data.url)
}
/**
 * A person waiting for their first password with a live setup link, as the owner bootstrap leaves one (here the
 * owner of workspace B, put straight into the database: the bootstrap makes one per database), and the link's token.
 */
const setupToken = async () => {
  const workspaceId = (await client(server.url, server.keyB)("GET", "/v1/workspace")).body.data.id as WorkspaceId
  const token = newToken()
  const personId = randomUUID() as PersonId
  await server.database(Effect.gen(function*() {
    yield* (yield* PersonsRepo).insert({
      id: personId,
      email: `setup-${randomUUID()}@example.com`,
      passwordHash: null,
      setupTokenHash: digestOf(token),
      setupExpiresAt: new Date(Date.now() + 3_600_000)
    })
    yield* (yield* MembershipsRepo).insert(workspaceId, personId, "owner")
  }).pipe(Effect.provide([PersonsRepo.Default, MembershipsRepo.Default])))
  return token
}
const byRole = (owner: Outcome, admin: Outcome, member: Outcome, confirmation: Confirmation): Record<Actor, Outcome> =>
  withUnconfirmed({ owner, admin, member, "narrow key": person, "full key": person }, confirmation)
const keysManaged = (ok: number, confirmation: Confirmation): Record<Actor, Outcome> =>
  withUnconfirmed({ owner: ok, admin: ok, member: "MISSING_SCOPE", "narrow key": "MISSING_SCOPE", "full key": ok }, confirmation)
/** Hook writes: a member holds neither write scope; the narrow key holds `webhooks:write` only. */
const alertHookWrite = (ok: number, confirmation: Confirmation): Record<Actor, Outcome> =>
  withUnconfirmed({ owner: ok, admin: ok, member: "MISSING_SCOPE", "narrow key": "MISSING_SCOPE", "full key": ok }, confirmation)
const webhookWrite = (ok: number, confirmation: Confirmation): Record<Actor, Outcome> =>
  withUnconfirmed({ owner: ok, admin: ok, member: "MISSING_SCOPE", "narrow key": ok, "full key": ok }, confirmation)

interface Operation {
  readonly name: string
  /** The request, made after any set-up it needs (a fresh target), as `call`. */
  readonly run: (call: Call, actor: Actor) => Promise<Reply>
  readonly outcomes: Record<Actor, Outcome>
}

/**
 * A fresh session of the actor's role, confirmed or not as the actor is (or the actor itself for keys), for
 * operations that use up or change the caller: a new sign-in of the actor's person, or with `newPerson` a new
 * person of that role (the owner is always the same person).
 */
const freshSelf = async (actor: Actor, newPerson = false): Promise<{ call: Call; personId: string | undefined; password: string | undefined }> => {
  const personOf: Partial<Record<Actor, Person>> = { owner, "unconfirmed owner": owner, admin, "unconfirmed admin": unconfirmedAdmin, member }
  const existing = personOf[actor]
  if (existing === undefined) return { call: callers[actor]!, personId: undefined, password: undefined }
  const p = newPerson && existing !== owner
    ? await addPerson(server, server.keyA, actor === "member" ? "member" : "admin")
    : await signedIn(server, existing.email, existing.password)
  return { call: (actor.startsWith("unconfirmed") ? p : await confirmed(p)).api, personId: p.personId, password: p.password }
}

const operations: ReadonlyArray<Operation> = [
  {
    name: "sign in",
    run: (call) => call("POST", "/v1/session", { email: signInTarget.email, password: signInTarget.password }),
    outcomes: everyone(201)
  },
  {
    name: "accept an invitation as a new person",
    run: async (call) => call("POST", "/v1/members/invitations/accept", { token: await invitationToken(), password: "a long enough password" }),
    // A session joins as its own person: a link made out to another address is not its to use.
    outcomes: { ...everyone(201), owner: "INVITATION_INVALID", admin: "INVITATION_INVALID", member: "INVITATION_INVALID", "unconfirmed owner": "INVITATION_INVALID", "unconfirmed admin": "INVITATION_INVALID" }
  },
  {
    name: "set the first owner's password (setup link)",
    run: async (call) => call("POST", "/v1/session/setup", { token: await setupToken(), password: "a long enough password" }),
    outcomes: everyone(201)
  },
  { name: "list members", run: (call) => call("GET", "/v1/members"), outcomes: byRole(200, 200, 200, "no step-up") },
  { name: "make a member an admin", run: async (call) => call("PATCH", `/v1/members/${await newMember("member")}`, { role: "admin" }), outcomes: byRole(200, "NOT_ALLOWED", "NOT_ALLOWED", "step-up") },
  { name: "make an admin a member", run: async (call) => call("PATCH", `/v1/members/${await newMember("admin")}`, { role: "member" }), outcomes: byRole(200, "NOT_ALLOWED", "NOT_ALLOWED", "step-up") },
  { name: "change the owner's role", run: (call) => call("PATCH", `/v1/members/${owner.personId}`, { role: "admin" }), outcomes: byRole("NOT_ALLOWED", "NOT_ALLOWED", "NOT_ALLOWED", "step-up") },
  { name: "remove a member", run: async (call) => call("DELETE", `/v1/members/${await newMember("member")}`), outcomes: byRole(200, 200, "NOT_ALLOWED", "step-up") },
  { name: "remove an admin", run: async (call) => call("DELETE", `/v1/members/${await newMember("admin")}`), outcomes: byRole(200, "NOT_ALLOWED", "NOT_ALLOWED", "step-up") },
  { name: "remove the owner", run: (call) => call("DELETE", `/v1/members/${owner.personId}`), outcomes: byRole("NOT_ALLOWED", "NOT_ALLOWED", "NOT_ALLOWED", "step-up") },
  {
    name: "leave (remove oneself)",
    run: async (_, actor) => {
      const self = await freshSelf(actor, true)
      return self.call("DELETE", `/v1/members/${self.personId ?? randomUUID()}`)
    },
    outcomes: byRole("NOT_ALLOWED", 200, 200, "step-up")
  },
  { name: "invite a member", run: (call) => call("POST", "/v1/members/invitations", { email: `${randomUUID()}@example.com`, role: "member" }), outcomes: byRole(201, 201, "NOT_ALLOWED", "step-up") },
  { name: "invite an admin", run: (call) => call("POST", "/v1/members/invitations", { email: `${randomUUID()}@example.com`, role: "admin" }), outcomes: byRole(201, "NOT_ALLOWED", "NOT_ALLOWED", "step-up") },
  { name: "list open invitations", run: (call) => call("GET", "/v1/members/invitations"), outcomes: byRole(200, 200, "NOT_ALLOWED", "no step-up") },
  { name: "revoke a member's invitation", run: async (call) => call("POST", `/v1/members/invitations/${await newInvitation("member")}/revoke`), outcomes: byRole(200, 200, "NOT_ALLOWED", "no step-up") },
  { name: "revoke an admin's invitation", run: async (call) => call("POST", `/v1/members/invitations/${await newInvitation("admin")}/revoke`), outcomes: byRole(200, "NOT_ALLOWED", "NOT_ALLOWED", "no step-up") },
  { name: "read the session", run: (call) => call("GET", "/v1/session"), outcomes: byRole(200, 200, 200, "no step-up") },
  {
    name: "confirm identity (step-up)",
    // A fresh session, so an unconfirmed actor stays unconfirmed for the other cells.
    run: async (_, actor) => {
      const self = await freshSelf(actor)
      return self.call("POST", "/v1/session/step-up", { password: self.password ?? "x" })
    },
    outcomes: byRole(200, 200, 200, "no step-up")
  },
  { name: "sign out", run: async (_, actor) => (await freshSelf(actor)).call("DELETE", "/v1/session"), outcomes: byRole(200, 200, 200, "no step-up") },
  { name: "create a key", run: (call) => call("POST", "/v1/api-keys", { name: "cell", scopes: ["accounts:read"] }), outcomes: keysManaged(201, "step-up") },
  { name: "list keys", run: (call) => call("GET", "/v1/api-keys"), outcomes: keysManaged(200, "no step-up") },
  { name: "read a key", run: async (call) => call("GET", `/v1/api-keys/${await newKey()}`), outcomes: keysManaged(200, "no step-up") },
  { name: "rename a key", run: async (call) => call("PATCH", `/v1/api-keys/${await newKey()}`, { name: "renamed" }), outcomes: keysManaged(200, "no step-up") },
  { name: "widen a key's scopes", run: async (call) => call("PATCH", `/v1/api-keys/${await newKey()}`, { scopes: ["trading:read"] }), outcomes: keysManaged(200, "step-up") },
  {
    name: "narrow a key's scopes",
    run: async (call) => call("PATCH", `/v1/api-keys/${await newKey({ scopes: ["accounts:write", "trading:read"] })}`, { scopes: ["accounts:read"] }),
    outcomes: keysManaged(200, "no step-up")
  },
  { name: "narrow a key to one account", run: async (call) => call("PATCH", `/v1/api-keys/${await newKey()}`, { accountIds: [accountId] }), outcomes: keysManaged(200, "no step-up") },
  { name: "widen a key to every account", run: async (call) => call("PATCH", `/v1/api-keys/${await newKey({ accountIds: [accountId] })}`, { accountIds: null }), outcomes: keysManaged(200, "step-up") },
  {
    name: "raise a key's volume limit",
    run: async (call) => call("PATCH", `/v1/api-keys/${await newKey({ limits: { maxVolume: "1.00" } })}`, { limits: { maxVolume: "1.5" } }),
    outcomes: keysManaged(200, "step-up")
  },
  {
    name: "lift a key's volume limit",
    run: async (call) => call("PATCH", `/v1/api-keys/${await newKey({ limits: { maxVolume: "1.00" } })}`, { limits: { maxVolume: null } }),
    outcomes: keysManaged(200, "step-up")
  },
  {
    name: "lower a key's volume limit",
    run: async (call) => call("PATCH", `/v1/api-keys/${await newKey({ limits: { maxVolume: "1.00" } })}`, { limits: { maxVolume: "0.50" } }),
    outcomes: keysManaged(200, "no step-up")
  },
  { name: "revoke a key", run: async (call) => call("POST", `/v1/api-keys/${await newKey()}/revoke`), outcomes: keysManaged(200, "no step-up") },
  { name: "create an alert hook", run: (call) => call("POST", "/v1/alert-hooks", { name: "cell", accountIds: [accountId] }), outcomes: alertHookWrite(201, "step-up") },
  { name: "rotate an alert hook's URL", run: (call) => call("POST", `/v1/alert-hooks/${alertHookId}/rotate`), outcomes: alertHookWrite(200, "step-up") },
  { name: "change an alert hook", run: (call) => call("PATCH", `/v1/alert-hooks/${alertHookId}`, { defaults: { onlyChartingPlatformIps: false } }), outcomes: alertHookWrite(200, "step-up") },
  { name: "enable an alert hook", run: (call) => call("POST", `/v1/alert-hooks/${alertHookId}/enable`), outcomes: alertHookWrite(200, "step-up") },
  { name: "disable an alert hook", run: (call) => call("POST", `/v1/alert-hooks/${alertHookId}/disable`), outcomes: alertHookWrite(200, "no step-up") },
  { name: "create a webhook endpoint", run: (call) => call("POST", "/v1/webhooks", { url: "http://127.0.0.1:9/cell" }), outcomes: webhookWrite(201, "step-up") },
  { name: "rotate a webhook secret", run: (call) => call("POST", `/v1/webhooks/${webhookId}/rotate`), outcomes: webhookWrite(200, "step-up") },
  { name: "move a webhook endpoint", run: (call) => call("PATCH", `/v1/webhooks/${webhookId}`, { url: "http://127.0.0.1:9/moved" }), outcomes: webhookWrite(200, "step-up") },
  { name: "enable a webhook endpoint", run: (call) => call("POST", `/v1/webhooks/${webhookId}/enable`), outcomes: webhookWrite(200, "no step-up") }
]

const actors: ReadonlyArray<Actor> = ["owner", "admin", "member", "narrow key", "full key", "unconfirmed owner", "unconfirmed admin", "nobody"]

describe("who may do what", () => {
  for (const operation of operations) {
    describe(operation.name, () => {
      for (const actor of actors) {
        const wanted = operation.outcomes[actor]
        it(`${actor}: ${typeof wanted === "number" ? wanted : `${refusalStatus[wanted] ?? 403} ${wanted}`}`, async () => {
          const r = await operation.run(callers[actor]!, actor)
          if (typeof wanted === "number") expect(r.status, r.text).toBe(wanted)
          else {
            expect(r.status, r.text).toBe(refusalStatus[wanted] ?? 403)
            expect(r.body.error.code).toBe(wanted)
          }
        })
      }
    })
  }
})
