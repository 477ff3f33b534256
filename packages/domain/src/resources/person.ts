import { Schema } from "effect"
import { InvitationId, PersonId, WorkspaceId } from "../ids.js"
import { Timestamp } from "../time.js"

/** A person's standing in a workspace. The owner is one person; admins manage members; members use accounts. */
export const Role = Schema.Literal("owner", "admin", "member").annotations({ identifier: "Role" })
export type Role = typeof Role.Type

/** The roles an invitation can carry: ownership is never handed out by a link. */
export const InvitedRole = Schema.Literal("admin", "member").annotations({ identifier: "InvitedRole" })
export type InvitedRole = typeof InvitedRole.Type

export class Member extends Schema.Class<Member>("Member")({
  personId: PersonId,
  email: Schema.String,
  role: Role,
  joinedAt: Timestamp
}) {}

/** The signed-in person as their console session sees them. Never carries the session's token. */
export class Session extends Schema.Class<Session>("Session")({
  personId: PersonId,
  email: Schema.String,
  workspaceId: WorkspaceId,
  role: Role,
  expiresAt: Timestamp.annotations({ description: "30 days after the last request made with the session" }),
  confirmedUntil: Schema.NullOr(Timestamp).annotations({
    description: "while in the future, actions needing a confirmed identity (step-up) are allowed"
  })
}) {}

export class Invitation extends Schema.Class<Invitation>("Invitation")({
  id: InvitationId,
  email: Schema.String,
  role: InvitedRole,
  url: Schema.NullOr(Schema.String).annotations({
    description: "the single-use link to accept it; only in the answer that created it (or handed it back), null in lists"
  }),
  invitedBy: Schema.NullOr(PersonId),
  expiresAt: Timestamp,
  createdAt: Timestamp
}) {}

/** The answer to an invite: the invitation and whether it was already open for that address. */
export class InvitationIssued extends Schema.Class<InvitationIssued>("InvitationIssued")({
  ...Invitation.fields,
  handedBack: Schema.Boolean.annotations({ description: "true when an open invitation for this address was handed back" })
}) {}

/** Whether the confirmation window is open; the step-up answer. */
export class StepUp extends Schema.Class<StepUp>("StepUp")({
  confirmedUntil: Timestamp
}) {}
