import { Schema } from "effect"
import { InvitationId } from "../ids.js"
import { Timestamp } from "../time.js"

/** The spec names `admin` and says the owner invites "admins and members"; the owner is never invited. */
export const InvitationRole = Schema.Literal("admin", "member").annotations({ identifier: "InvitationRole" })
export type InvitationRole = typeof InvitationRole.Type

export const invitationFields = {
  id: InvitationId,
  email: Schema.String,
  role: InvitationRole,
  url: Schema.String.annotations({ description: "the link to hand to the invitee; no email is sent" }),
  // The spec leaves its type open: the inviter's email is what a reader of the list wants, and it survives the
  // inviter's removal from the workspace, after which the row shows null rather than a dangling id.
  invitedBy: Schema.NullOr(Schema.String).annotations({ description: "email of the member who invited; null once they left" }),
  expiresAt: Timestamp,
  createdAt: Timestamp
}

export class Invitation extends Schema.Class<Invitation>("Invitation")(invitationFields) {}

/** The invite answer: an address with an open invitation gets that same invitation back, flagged. */
export class CreatedInvitation extends Schema.Class<CreatedInvitation>("CreatedInvitation")({
  ...invitationFields,
  handedBack: Schema.Boolean.annotations({ description: "true when an open invitation for this address was returned as it was" })
}) {}
