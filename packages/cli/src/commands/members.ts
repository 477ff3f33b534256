import { Args, Command, Options } from "@effect/cli"
import { InvitedRole, type Invitation, type Member } from "@svc/domain/resources/person"
import { InvitationId, PersonId } from "@svc/domain/ids"
import { Effect, Redacted } from "effect"
import { baseUrlOption, jsonOption, lastSessionCookie, makeApiClient } from "../Client.js"
import { argSchema } from "../Input.js"
import { readPassword } from "../PasswordInput.js"
import { note } from "../Io.js"
import { details, emit, emitList } from "../Render.js"
import { saveSession } from "../SessionFile.js"
import { sessionApi, sessionDetails } from "./session.js"

const people = { baseUrl: baseUrlOption, json: jsonOption }
const personId = Args.text({ name: "person-id" }).pipe(argSchema(PersonId), Args.withDescription("The member's person id, as `svc members list` shows."))
const invitationId = Args.text({ name: "invitation-id" }).pipe(argSchema(InvitationId), Args.withDescription("The invitation's id."))
const role = Options.choice("role", InvitedRole.literals).pipe(Options.withDescription("admin or member."))

const memberDetails = (m: Member) => details([["person", m.personId], ["email", m.email], ["role", m.role], ["joined", m.joinedAt]])
const invitationDetails = (i: Invitation) =>
  details([["id", i.id], ["email", i.email], ["role", i.role], ["invited by", i.invitedBy], ["expires", i.expiresAt], ["url", i.url]])

const list = Command.make("list", people, ({ baseUrl, json }) =>
  Effect.gen(function*() {
    const api = yield* sessionApi(baseUrl)
    const members = yield* api.members.listMembers()
    yield* emitList(json, members, [
      ["PERSON", (m) => m.personId],
      ["EMAIL", (m) => m.email],
      ["ROLE", (m) => m.role],
      ["JOINED", (m) => m.joinedAt]
    ], "No members.")
  })).pipe(Command.withDescription("List the workspace's members and their roles."))

const setRole = Command.make("role", { ...people, personId, role }, ({ baseUrl, json, personId, role }) =>
  Effect.gen(function*() {
    const api = yield* sessionApi(baseUrl)
    const member = yield* api.members.changeMemberRole({ path: { personId }, payload: { role } })
    yield* emit(json, member, memberDetails)
  })).pipe(Command.withDescription("Change a member's role (the owner only; needs `svc confirm` first)."))

const remove = Command.make("remove", { ...people, personId }, ({ baseUrl, json, personId }) =>
  Effect.gen(function*() {
    const api = yield* sessionApi(baseUrl)
    const member = yield* api.members.removeMember({ path: { personId } })
    yield* emit(json, member, memberDetails)
  })).pipe(Command.withDescription("Remove a member, or yourself to leave (needs `svc confirm` first)."))

export const membersCommand = Command.make("members").pipe(
  Command.withDescription("The people of the workspace (a signed-in owner or admin: `svc login`)."),
  Command.withSubcommands([list, setRole, remove])
)

const create = Command.make(
  "create",
  { ...people, email: Options.text("email").pipe(Options.withDescription("The address to invite.")), role },
  ({ baseUrl, email, json, role }) =>
    Effect.gen(function*() {
      const api = yield* sessionApi(baseUrl)
      const issued = yield* api.members.invite({ payload: { email, role } })
      yield* emit(json, issued, (i) => `${invitationDetails(i)}\n${"handed back".padEnd(15)}  ${i.handedBack}`)
      yield* note("Send the url to the person yourself (no email is sent). It works once, for 7 days.")
    })
).pipe(Command.withDescription("Invite a person by email; prints the single-use link (needs `svc confirm` first)."))

const listInvitations = Command.make("list", people, ({ baseUrl, json }) =>
  Effect.gen(function*() {
    const api = yield* sessionApi(baseUrl)
    const open = yield* api.members.listInvitations()
    yield* emitList(json, open, [
      ["ID", (i) => i.id],
      ["EMAIL", (i) => i.email],
      ["ROLE", (i) => i.role],
      ["EXPIRES", (i) => i.expiresAt]
    ], "No open invitations.")
  })).pipe(Command.withDescription("List open invitations."))

const revoke = Command.make("revoke", { ...people, invitationId }, ({ baseUrl, invitationId, json }) =>
  Effect.gen(function*() {
    const api = yield* sessionApi(baseUrl)
    const revoked = yield* api.members.revokeInvitation({ path: { id: invitationId } })
    yield* emit(json, revoked, invitationDetails)
  })).pipe(Command.withDescription("Withdraw an invitation; its link stops working at once."))

const accept = Command.make(
  "accept",
  {
    ...people,
    url: Args.text({ name: "url" }).pipe(Args.withDescription("The invitation's link (or the token after its `#`).")),
    passwordStdin: Options.boolean("password-stdin").pipe(Options.withDescription("Read the new password from standard input."))
  },
  ({ baseUrl, json, passwordStdin, url }) =>
    Effect.gen(function*() {
      const token = url.includes("#") ? url.slice(url.indexOf("#") + 1) : url
      const password = yield* readPassword(passwordStdin, "Choose a password (12 characters or more)")
      const api = yield* makeApiClient({ baseUrl })
      const session = yield* api.members.acceptInvitation({ payload: { token, password: Redacted.value(password) } })
      const cookie = yield* lastSessionCookie
      if (cookie._tag === "Some") yield* saveSession({ baseUrl, cookie: cookie.value })
      yield* emit(json, session, sessionDetails)
      yield* note("Joined and signed in.")
    })
).pipe(Command.withDescription("Accept an invitation as a new person: sets your password and signs you in."))

export const invitationsCommand = Command.make("invitations").pipe(
  Command.withDescription("Invitations to the workspace (a signed-in owner or admin: `svc login`)."),
  Command.withSubcommands([create, listInvitations, revoke, accept])
)
