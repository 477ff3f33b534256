import { HttpServerRequest } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { Errors, type InvitationId, type PersonId } from "@svc/domain"
import type { PersonActor, Principal } from "@svc/domain/api/authentication"
import type { AcceptInvitation, Invite } from "@svc/domain/api/members"
import { InvitationIssued, type InvitedRole, type Role } from "@svc/domain/resources/person"
import { Clock, Effect, Option, Redacted } from "effect"
import { randomUUID } from "node:crypto"
import { AppConfig } from "../config.js"
import { setResponseHeader } from "../http/responseHeaders.js"
import { servedOverHttps, sessionTokenOf } from "../session/cookie.js"
import { originHeadersOf, trustedOrigin } from "../session/origin.js"
import { hashPassword } from "../session/passwords.js"
import { Sessions, toSession } from "../session/Sessions.js"
import { SessionsRepo } from "../session/SessionsRepo.js"
import { digestOf, looksLikeToken, newToken } from "../session/tokens.js"
import { InvitationsRepo, toInvitation } from "./InvitationsRepo.js"
import { MembershipsRepo, toMember } from "./MembershipsRepo.js"
import { PersonsRepo } from "./PersonsRepo.js"

export const invitationLifetimeMillis = 7 * 24 * 60 * 60 * 1000
export const invitationsPerDay = 50

const invalidLink = () =>
  new Errors.InvitationInvalid({ message: "This invitation link is not valid: it was used, withdrawn, or it expired." })

const notAllowed = (message: string) => new Errors.NotAllowed({ message })

/** Who may act on whom: nobody on the owner; the owner on anyone else; an admin on members; anyone on themselves. */
const mayRemove = (actor: PersonActor, target: { personId: PersonId; role: Role }): boolean =>
  target.role !== "owner" &&
  (actor.personId === target.personId || actor.role === "owner" || (actor.role === "admin" && target.role === "member"))

/** Which roles a role may invite: the owner admins and members, an admin members, a member nobody. */
const mayInvite = (actor: Role, role: InvitedRole): boolean => actor === "owner" || (actor === "admin" && role === "member")

/** The people of a workspace and invitations to it. */
export class Members extends Effect.Service<Members>()("@svc/api/Members", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const memberships = yield* MembershipsRepo
    const persons = yield* PersonsRepo
    const invitations = yield* InvitationsRepo
    const sessions = yield* Sessions
    const sessionsRepo = yield* SessionsRepo
    const config = yield* AppConfig
    const base = Option.match(config.publicUrl, {
      onSome: (u) => u.origin,
      onNone: () => `http://${config.host === "0.0.0.0" ? "127.0.0.1" : config.host}:${config.port}`
    })
    // The token rides in the fragment, which browsers never send to a server or put in a Referer.
    const urlOf = (token: string) => `${base}/invitations#${token}`

    const personOf = (principal: Principal) =>
      principal.person === null ? Effect.dieMessage("a member endpoint reached without a person") : Effect.succeed(principal.person)

    const list = Effect.fn("Members.list")(function*(principal: Principal) {
      return (yield* memberships.list(principal.workspaceId)).map(toMember)
    })

    const target = Effect.fn("Members.target")(function*(principal: Principal, personId: PersonId) {
      const row = yield* memberships.find(principal.workspaceId, personId)
      if (row === undefined) {
        return yield* new Errors.NotFound({ message: `No member ${personId} in this workspace.`, details: [{ personId }] })
      }
      return row
    })

    const changeRole = Effect.fn("Members.changeRole")(function*(principal: Principal, personId: PersonId, role: InvitedRole) {
      const actor = yield* personOf(principal)
      const row = yield* target(principal, personId)
      if (actor.role !== "owner") return yield* notAllowed("Only the owner changes roles.")
      if (row.role === "owner") return yield* notAllowed("The owner's role cannot be changed.")
      yield* memberships.setRole(principal.workspaceId, personId, role)
      return toMember({ ...row, role })
    })

    const remove = Effect.fn("Members.remove")(function*(principal: Principal, personId: PersonId) {
      const actor = yield* personOf(principal)
      const row = yield* target(principal, personId)
      if (!mayRemove(actor, row)) {
        return yield* notAllowed(row.role === "owner" ? "The owner cannot be removed." : `Your role may not remove ${row.role === "admin" ? "an admin" : "this member"}.`)
      }
      yield* sql.withTransaction(Effect.zipRight(
        memberships.remove(principal.workspaceId, personId),
        sessionsRepo.endAllIn(principal.workspaceId, personId)
      )).pipe(Effect.orDie)
      return toMember(row)
    })

    const invite = Effect.fn("Members.invite")(function*(principal: Principal, body: typeof Invite.Type) {
      const actor = yield* personOf(principal)
      if (!mayInvite(actor.role, body.role)) {
        return yield* notAllowed(actor.role === "member" ? "Members cannot invite." : "Only the owner invites admins.")
      }
      if ((yield* memberships.findByEmail(principal.workspaceId, body.email)) !== undefined) {
        return yield* new Errors.AlreadyMember({ message: `${body.email} is already a member of this workspace.` })
      }
      const token = newToken()
      const now = yield* Clock.currentTimeMillis
      const result = yield* invitations.issue({
        id: randomUUID() as InvitationId,
        workspaceId: principal.workspaceId,
        email: body.email,
        role: body.role,
        invitedBy: actor.personId,
        tokenHash: digestOf(token),
        expiresAt: new Date(now + invitationLifetimeMillis)
      }, { perDay: invitationsPerDay, mayHandBackAdmin: actor.role === "owner" })
      switch (result.outcome) {
        case "forbidden":
          return yield* notAllowed("This address has an open invitation as admin, which only the owner can hand out.")
        case "limited":
          yield* setResponseHeader("retry-after", "3600")
          return yield* new Errors.RateLimited({
            message: `This workspace sent ${invitationsPerDay} invitations in the last 24 hours; try again later.`,
            details: [{ limit: invitationsPerDay }]
          })
        case "issued":
          return new InvitationIssued({ ...toInvitation(result.row, urlOf(token)), handedBack: result.handedBack })
      }
    })

    const listInvitations = Effect.fn("Members.listInvitations")(function*(principal: Principal) {
      const actor = yield* personOf(principal)
      if (actor.role === "member") return yield* notAllowed("Members cannot see invitations.")
      return (yield* invitations.listOpen(principal.workspaceId)).map((row) => toInvitation(row, null))
    })

    const revoke = Effect.fn("Members.revoke")(function*(principal: Principal, id: InvitationId) {
      const actor = yield* personOf(principal)
      const existing = yield* invitations.find(principal.workspaceId, id)
      if (existing === undefined) {
        return yield* new Errors.NotFound({ message: `No invitation ${id} in this workspace.`, details: [{ invitationId: id }] })
      }
      if (!mayInvite(actor.role, existing.role)) return yield* notAllowed("Your role may not withdraw this invitation.")
      if (existing.acceptedAt !== null) {
        return yield* new Errors.AlreadyAccepted({ message: "This invitation was already accepted.", details: [{ invitationId: id }] })
      }
      const row = yield* invitations.revoke(principal.workspaceId, id)
      if (row === undefined) {
        return yield* new Errors.AlreadyAccepted({ message: "This invitation was already accepted.", details: [{ invitationId: id }] })
      }
      return toInvitation(row, null)
    })

    /**
     * Accepts through the link: the link is taken in the same transaction that adds the member, so of concurrent
     * accepts one wins and a refused join (address taken, already a member) leaves the link usable.
     */
    const accept = Effect.fn("Members.accept")(function*(body: typeof AcceptInvitation.Type) {
      if (!looksLikeToken(body.token)) return yield* invalidLink()
      const request = yield* HttpServerRequest.HttpServerRequest
      const cookie = sessionTokenOf(request.headers["cookie"], servedOverHttps(config.publicUrl))
      const signedIn = cookie === undefined ? undefined : yield* sessions.authenticate(Redacted.make(cookie))
      if (signedIn !== undefined) {
        if (!trustedOrigin(originHeadersOf(request), config.publicUrl)) {
          return yield* new Errors.UntrustedOrigin({ message: "This request carries a console session but comes from another site; it was refused." })
        }
      } else if (body.password === undefined) {
        return yield* new Errors.InvalidRequest({
          message: "Send a password for the new person, or sign in first to join as yourself.",
          details: [{ field: "password", message: "is required when not signed in" }]
        })
      }
      const passwordHash = signedIn === undefined && body.password !== undefined
        ? yield* hashPassword(Redacted.make(body.password))
        : null
      const digest = digestOf(body.token)

      return yield* sql.withTransaction(Effect.gen(function*() {
        const invitation = yield* invitations.take(digest)
        if (invitation === undefined) return yield* invalidLink()
        if (signedIn !== undefined) {
          // The link names an address: a person signed in as another cannot use it.
          if (signedIn.email.toLowerCase() !== invitation.email.toLowerCase()) return yield* invalidLink()
          if ((yield* memberships.insert(invitation.workspaceId, signedIn.personId, invitation.role)) === undefined) {
            return yield* new Errors.AlreadyMember({ message: "You are already a member of this workspace." })
          }
          yield* sessionsRepo.moveTo(signedIn.id, invitation.workspaceId)
          const row = yield* sessionsRepo.findById(signedIn.id)
          if (row === undefined) return yield* Effect.dieMessage("a session just moved could not be read back")
          return toSession(row)
        }
        const personId = randomUUID() as PersonId
        const person = yield* persons.insert({ id: personId, email: invitation.email, passwordHash })
        if (person === undefined) {
          return yield* new Errors.EmailInUse({ message: "This address already has a person: sign in, then open the link again." })
        }
        yield* memberships.insert(invitation.workspaceId, personId, invitation.role)
        return yield* sessions.open(personId, invitation.workspaceId)
      })).pipe(Effect.catchTag("SqlError", (e) => Effect.die(e)))
    })

    return { list, changeRole, remove, invite, listInvitations, revoke, accept } as const
  }),
  dependencies: [MembershipsRepo.Default, PersonsRepo.Default, InvitationsRepo.Default, Sessions.Default, SessionsRepo.Default]
}) {}
