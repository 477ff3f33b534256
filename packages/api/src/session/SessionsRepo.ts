import { SqlClient } from "@effect/sql"
import type { PersonId, WorkspaceId } from "@svc/domain"
import type { Role } from "@svc/domain/resources/person"
import { Effect } from "effect"

/** A live session joined with what authentication needs: its person's address and role in its workspace. */
export interface SessionRow {
  readonly id: string
  readonly personId: PersonId
  readonly email: string
  readonly workspaceId: WorkspaceId
  readonly role: Role
  readonly expiresAt: Date
  readonly stepUpUntil: Date | null
  readonly stepUpOpenedAt: Date | null
}

const dayMillis = 24 * 60 * 60 * 1000

/** SQL for person_sessions. The token's digest is the lookup key and never read back. */
export class SessionsRepo extends Effect.Service<SessionsRepo>()("@svc/api/SessionsRepo", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient

    const insert = (row: { id: string; tokenHash: Buffer; personId: PersonId; workspaceId: WorkspaceId; expiresAt: Date }) =>
      sql`
        insert into person_sessions (id, token_hash, person_id, workspace_id, expires_at)
        values (${row.id}, ${row.tokenHash}, ${row.personId}, ${row.workspaceId}, ${row.expiresAt})
      `.pipe(Effect.orDie, Effect.withSpan("SessionsRepo.insert"))

    /**
     * The live session with this digest, its person still a member of its workspace. Its expiry moves to
     * `lifetime` from now, at most once a day (so a busy console does not write on every request): `slid` says
     * whether it moved this time, and the cookie is then sent again with the new lifetime.
     */
    const use = (tokenHash: Buffer, lifetimeMillis: number) =>
      sql<SessionRow & { slid: boolean }>`
        with live as (
          select s.id from person_sessions s
          where s.token_hash = ${tokenHash} and s.expires_at > now()
        ), moved as (
          update person_sessions s set expires_at = now() + ${lifetimeMillis} * interval '1 millisecond'
          from live
          where s.id = live.id and s.expires_at < now() + ${lifetimeMillis - dayMillis} * interval '1 millisecond'
          returning s.id
        )
        select s.id, s.person_id, p.email, s.workspace_id, m.role,
          case when moved.id is null then s.expires_at else now() + ${lifetimeMillis} * interval '1 millisecond' end as expires_at,
          s.step_up_until, s.step_up_opened_at, moved.id is not null as slid
        from live
        join person_sessions s on s.id = live.id
        join persons p on p.id = s.person_id
        join workspace_members m on m.workspace_id = s.workspace_id and m.person_id = s.person_id
        left join moved on moved.id = s.id
      `.pipe(Effect.map((rows) => rows[0]), Effect.orDie, Effect.withSpan("SessionsRepo.use"))

    const findById = (id: string) =>
      sql<SessionRow>`
        select s.id, s.person_id, p.email, s.workspace_id, m.role, s.expires_at, s.step_up_until, s.step_up_opened_at
        from person_sessions s
        join persons p on p.id = s.person_id
        join workspace_members m on m.workspace_id = s.workspace_id and m.person_id = s.person_id
        where s.id = ${id} and s.expires_at > now()
      `.pipe(Effect.map((rows) => rows[0]), Effect.orDie, Effect.withSpan("SessionsRepo.findById"))

    const end = (id: string) =>
      sql`delete from person_sessions where id = ${id}`.pipe(Effect.orDie, Effect.withSpan("SessionsRepo.end"))

    /** Ends every session of the person in the workspace (they were removed from it). */
    const endAllIn = (workspaceId: WorkspaceId, personId: PersonId) =>
      sql`delete from person_sessions where workspace_id = ${workspaceId} and person_id = ${personId}`.pipe(
        Effect.orDie,
        Effect.withSpan("SessionsRepo.endAllIn")
      )

    const openStepUp = (id: string, openedAt: Date, until: Date) =>
      sql`update person_sessions set step_up_opened_at = ${openedAt}, step_up_until = ${until} where id = ${id}`.pipe(
        Effect.orDie,
        Effect.withSpan("SessionsRepo.openStepUp")
      )

    const slideStepUp = (id: string, until: Date) =>
      sql`update person_sessions set step_up_until = greatest(step_up_until, ${until}) where id = ${id}`.pipe(
        Effect.orDie,
        Effect.withSpan("SessionsRepo.slideStepUp")
      )

    /** Moves the session to another workspace of its person (after they joined it by invitation). */
    const moveTo = (id: string, workspaceId: WorkspaceId) =>
      sql`update person_sessions set workspace_id = ${workspaceId}, step_up_until = null, step_up_opened_at = null where id = ${id}`.pipe(
        Effect.orDie,
        Effect.withSpan("SessionsRepo.moveTo")
      )

    return { insert, use, findById, end, endAllIn, openStepUp, slideStepUp, moveTo } as const
  })
}) {}
