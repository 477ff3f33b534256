import { SqlClient } from "@effect/sql"
import type { InvitationId, PersonId, WorkspaceId } from "@svc/domain"
import { Invitation, type InvitedRole } from "@svc/domain/resources/person"
import { Effect } from "effect"

export interface InvitationRow {
  readonly id: InvitationId
  readonly workspaceId: WorkspaceId
  readonly email: string
  readonly role: InvitedRole
  readonly invitedBy: PersonId | null
  readonly expiresAt: Date
  readonly acceptedAt: Date | null
  readonly revokedAt: Date | null
  readonly createdAt: Date
}

/** The API resource; `url` only where the token was just made. */
export const toInvitation = (row: InvitationRow, url: string | null): Invitation =>
  new Invitation({
    id: row.id,
    email: row.email,
    role: row.role,
    url,
    invitedBy: row.invitedBy,
    expiresAt: row.expiresAt,
    createdAt: row.createdAt
  }, true)

// The token's digest never leaves this file.
const columns = "id, workspace_id, email, role, invited_by, expires_at, accepted_at, revoked_at, created_at"

/** SQL for invitations. */
export class InvitationsRepo extends Effect.Service<InvitationsRepo>()("@svc/api/InvitationsRepo", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const cols = sql.literal(columns)

    const listOpen = (workspaceId: WorkspaceId) =>
      sql<InvitationRow>`
        select ${cols} from invitations
        where workspace_id = ${workspaceId} and accepted_at is null and revoked_at is null and expires_at > now()
        order by created_at desc, id desc
      `.pipe(Effect.orDie, Effect.withSpan("InvitationsRepo.listOpen"))

    const find = (workspaceId: WorkspaceId, id: InvitationId) =>
      sql<InvitationRow>`select ${cols} from invitations where workspace_id = ${workspaceId} and id = ${id}`.pipe(
        Effect.map((rows) => rows[0]),
        Effect.orDie,
        Effect.withSpan("InvitationsRepo.find")
      )

    /**
     * Issues an invitation for the address, or hands back the open one with a new token (its old link stops
     * working). The workspace row is locked first, so the daily count and the open-invitation check see every
     * concurrent invite; an expired invitation still marked open is withdrawn so the address can be invited anew.
     * `limited`: the workspace issued `perDay` invitations in the last 24 hours; `forbidden`: the open invitation
     * is for an admin and the caller may not hand those out (`mayHandBackAdmin`).
     */
    const issue = (
      row: { id: InvitationId; workspaceId: WorkspaceId; email: string; role: InvitedRole; invitedBy: PersonId; tokenHash: Buffer; expiresAt: Date },
      options: { readonly perDay: number; readonly mayHandBackAdmin: boolean }
    ) =>
      sql.withTransaction(Effect.gen(function*() {
        yield* sql`select 1 from workspaces where id = ${row.workspaceId} for no key update`
        yield* sql`
          update invitations set revoked_at = now()
          where workspace_id = ${row.workspaceId} and lower(email) = lower(${row.email})
            and accepted_at is null and revoked_at is null and expires_at <= now()
        `
        const [open] = yield* sql<InvitationRow>`
          select ${cols} from invitations
          where workspace_id = ${row.workspaceId} and lower(email) = lower(${row.email})
            and accepted_at is null and revoked_at is null
          for update
        `
        if (open !== undefined) {
          if (open.role === "admin" && !options.mayHandBackAdmin) return { outcome: "forbidden" } as const
          yield* sql`update invitations set token_hash = ${row.tokenHash} where id = ${open.id}`
          return { outcome: "issued", row: open, handedBack: true } as const
        }
        const [issued] = yield* sql<{ n: number }>`
          select count(*)::int as n from invitations
          where workspace_id = ${row.workspaceId} and created_at > now() - interval '1 day'
        `
        if ((issued?.n ?? 0) >= options.perDay) return { outcome: "limited" } as const
        const [inserted] = yield* sql<InvitationRow>`
          insert into invitations (id, workspace_id, email, role, token_hash, invited_by, expires_at)
          values (${row.id}, ${row.workspaceId}, ${row.email}, ${row.role}, ${row.tokenHash}, ${row.invitedBy}, ${row.expiresAt})
          returning ${cols}
        `
        return { outcome: "issued", row: inserted!, handedBack: false } as const
      })).pipe(Effect.orDie, Effect.withSpan("InvitationsRepo.issue"))

    const revoke = (workspaceId: WorkspaceId, id: InvitationId) =>
      sql<InvitationRow>`
        update invitations set revoked_at = coalesce(revoked_at, now())
        where workspace_id = ${workspaceId} and id = ${id} and accepted_at is null
        returning ${cols}
      `.pipe(Effect.map((rows) => rows[0]), Effect.orDie, Effect.withSpan("InvitationsRepo.revoke"))

    /**
     * Takes the invitation whose token has this digest, once: one statement marks it accepted only while it is
     * open, so of concurrent accepts exactly one gets the row. Must run in the transaction that adds the member, so
     * a refused join leaves the link usable.
     */
    const take = (tokenHash: Buffer) =>
      sql<InvitationRow>`
        update invitations set accepted_at = now()
        where token_hash = ${tokenHash} and accepted_at is null and revoked_at is null and expires_at > now()
        returning ${cols}
      `.pipe(Effect.map((rows) => rows[0]), Effect.withSpan("InvitationsRepo.take"))

    return { listOpen, find, issue, revoke, take } as const
  })
}) {}
