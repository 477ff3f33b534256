import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import {
  AlreadyAccepted, AlreadyMember, EmailInUse, InvitationInvalid, NotAllowed, NotFound, RateLimited, UntrustedOrigin
} from "../errors.js"
import { DataEnvelope } from "../http/envelope.js"
import { InvitationId, PersonId } from "../ids.js"
import { Invitation, InvitationIssued, InvitedRole, Member, Session } from "../resources/person.js"
import { Authentication } from "./authentication.js"
import { strict } from "./common.js"
import { errors } from "./endpointErrors.js"
import { requires } from "./requiredScope.js"
import { Email, NewPassword } from "./session.js"

export const Invite = Schema.Struct({ email: Email, role: InvitedRole }).annotations({ identifier: "Invite", ...strict })
export const ChangeRole = Schema.Struct({ role: InvitedRole }).annotations({ identifier: "ChangeRole", ...strict })
export const AcceptInvitation = Schema.Struct({
  token: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(200)).annotations({
    description: "the part of the invitation's url after `#`"
  }),
  password: Schema.optional(NewPassword).annotations({
    description: "for a new person: their password. Omit it when signed in: the signed-in person joins"
  })
}).annotations({ identifier: "AcceptInvitation", ...strict })

const PersonPath = Schema.Struct({ personId: PersonId })
const InvitationPath = Schema.Struct({ id: InvitationId })

export class MembersGroup extends HttpApiGroup.make("members")
  .annotate(OpenApi.Title, "Members")
  .annotate(OpenApi.Description, "The people of the workspace and invitations to it. Managing them needs a signed-in owner or admin: an API key gets 403 `MEMBERS_NEED_A_PERSON`, a member 403 `NOT_ALLOWED`. The owner may invite, re-role and remove admins and members; an admin invites and removes members. Nobody acts on the owner.")
  .add(
    HttpApiEndpoint.get("listMembers", "/v1/members")
      .annotate(OpenApi.Summary, "List members")
      .annotate(OpenApi.Description, "Every person of the workspace with their role, the owner first.")
      .addSuccess(DataEnvelope(Schema.Array(Member), "MemberListResponse"))
      .annotateContext(requires("person"))
  )
  .add(
    HttpApiEndpoint.patch("changeMemberRole", "/v1/members/:personId")
      .annotate(OpenApi.Summary, "Change a member's role")
      .annotate(OpenApi.Description, "Only the owner changes roles (admin or member). Needs a confirmed identity (step-up).")
      .setPath(PersonPath)
      .setPayload(ChangeRole)
      .addSuccess(DataEnvelope(Member, "MemberResponse"))
      .pipe(errors(NotFound, NotAllowed))
      .annotateContext(requires("confirmed person"))
  )
  .add(
    HttpApiEndpoint.del("removeMember", "/v1/members/:personId")
      .annotate(OpenApi.Summary, "Remove a member")
      .annotate(OpenApi.Description, "The owner removes admins and members, an admin removes members; anyone but the owner may leave (remove themselves). The person's sessions in this workspace end at once. Needs a confirmed identity (step-up).")
      .setPath(PersonPath)
      .addSuccess(DataEnvelope(Member, "RemovedMemberResponse"))
      .pipe(errors(NotFound, NotAllowed))
      .annotateContext(requires("confirmed person"))
  )
  .add(
    HttpApiEndpoint.post("invite", "/v1/members/invitations")
      .annotate(OpenApi.Summary, "Invite a person")
      .annotate(OpenApi.Description, "Answers the invitation with its single-use `url` (no email is sent); it expires after 7 days. An address with an open invitation gets that invitation back with `handedBack: true` and a new `url` (the earlier link stops working). To change the role, revoke and invite again. At most 50 invitations a day per workspace (429 `RATE_LIMITED`). Needs a confirmed identity (step-up): the link is a lasting way into the workspace.")
      .setPayload(Invite)
      .addSuccess(DataEnvelope(InvitationIssued, "InvitationIssuedResponse", 201))
      .pipe(errors(NotAllowed, AlreadyMember, RateLimited))
      .annotateContext(requires("confirmed person"))
  )
  .add(
    HttpApiEndpoint.get("listInvitations", "/v1/members/invitations")
      .annotate(OpenApi.Summary, "List open invitations")
      .annotate(OpenApi.Description, "Open invitations (unaccepted, unrevoked, unexpired), newest first; `url` is null here.")
      .addSuccess(DataEnvelope(Schema.Array(Invitation), "InvitationListResponse"))
      .pipe(errors(NotAllowed))
      .annotateContext(requires("person"))
  )
  .add(
    HttpApiEndpoint.post("revokeInvitation", "/v1/members/invitations/:id/revoke")
      .annotate(OpenApi.Summary, "Revoke an invitation")
      .annotate(OpenApi.Description, "Its link stops working at once; revoking again answers the same. 409 `ALREADY_ACCEPTED` when it was used.")
      .setPath(InvitationPath)
      .addSuccess(DataEnvelope(Invitation, "RevokedInvitationResponse"))
      .pipe(errors(NotFound, NotAllowed, AlreadyAccepted))
      .annotateContext(requires("person"))
  )
  .middlewareEndpoints(Authentication)
  .add(
    HttpApiEndpoint.post("acceptInvitation", "/v1/members/invitations/accept")
      .annotate(OpenApi.Summary, "Accept an invitation")
      .annotate(OpenApi.Description, "With `password`: creates the invited person and signs them in (sets the session cookie). Without, while signed in as the invited address: that person joins, and their session moves to this workspace. A forged, used, withdrawn or expired link is one answer, 404 `INVITATION_INVALID`. An address that already has a person must sign in first (409 `EMAIL_IN_USE`). No authentication.")
      .setPayload(AcceptInvitation)
      .addSuccess(DataEnvelope(Session, "AcceptedInvitationResponse", 201))
      .pipe(errors(InvitationInvalid, EmailInUse, AlreadyMember, UntrustedOrigin))
  )
{}
