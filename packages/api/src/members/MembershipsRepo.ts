import { SqlClient } from "@effect/sql"
import type { PersonId, WorkspaceId } from "@svc/domain"
import { Member, type Role } from "@svc/domain/resources/person"
import { Effect } from "effect"

export interface MemberRow {
  readonly personId: PersonId
  readonly email: string
  readonly role: Role
  readonly createdAt: Date
}

export const toMember = (row: MemberRow): Member =>
  new Member({ personId: row.personId, email: row.email, role: row.role, joinedAt: row.createdAt }, true)

/** SQL for workspace_members: who belongs to which workspace, with which role. */
export class MembershipsRepo extends Effect.Service<MembershipsRepo>()("@svc/api/MembershipsRepo", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient

    const list = (workspaceId: WorkspaceId) =>
      sql<MemberRow>`
        select m.person_id, p.email, m.role, m.created_at
        from workspace_members m join persons p on p.id = m.person_id
        where m.workspace_id = ${workspaceId}
        order by case m.role when 'owner' then 0 when 'admin' then 1 else 2 end, m.created_at, m.person_id
      `.pipe(Effect.orDie, Effect.withSpan("MembershipsRepo.list"))

    const find = (workspaceId: WorkspaceId, personId: PersonId) =>
      sql<MemberRow>`
        select m.person_id, p.email, m.role, m.created_at
        from workspace_members m join persons p on p.id = m.person_id
        where m.workspace_id = ${workspaceId} and m.person_id = ${personId}
      `.pipe(Effect.map((rows) => rows[0]), Effect.orDie, Effect.withSpan("MembershipsRepo.find"))

    const findByEmail = (workspaceId: WorkspaceId, email: string) =>
      sql<MemberRow>`
        select m.person_id, p.email, m.role, m.created_at
        from workspace_members m join persons p on p.id = m.person_id
        where m.workspace_id = ${workspaceId} and lower(p.email) = lower(${email})
      `.pipe(Effect.map((rows) => rows[0]), Effect.orDie, Effect.withSpan("MembershipsRepo.findByEmail"))

    /** The workspace a person signs in to: where they are owner first, then the oldest membership. */
    const homeOf = (personId: PersonId) =>
      sql<{ workspaceId: WorkspaceId; role: Role }>`
        select workspace_id, role from workspace_members where person_id = ${personId}
        order by case role when 'owner' then 0 when 'admin' then 1 else 2 end, created_at limit 1
      `.pipe(Effect.map((rows) => rows[0]), Effect.orDie, Effect.withSpan("MembershipsRepo.homeOf"))

    /** Adds the person; undefined when they already belong to the workspace. */
    const insert = (workspaceId: WorkspaceId, personId: PersonId, role: Role) =>
      sql<{ role: Role }>`
        insert into workspace_members (workspace_id, person_id, role) values (${workspaceId}, ${personId}, ${role})
        on conflict do nothing returning role
      `.pipe(Effect.map((rows) => rows[0]), Effect.orDie, Effect.withSpan("MembershipsRepo.insert"))

    /** Changes a non-owner's role; the owner's row is never touched here. */
    const setRole = (workspaceId: WorkspaceId, personId: PersonId, role: Exclude<Role, "owner">) =>
      sql`
        update workspace_members set role = ${role}
        where workspace_id = ${workspaceId} and person_id = ${personId} and role <> 'owner'
      `.pipe(Effect.orDie, Effect.withSpan("MembershipsRepo.setRole"))

    const remove = (workspaceId: WorkspaceId, personId: PersonId) =>
      sql`
        delete from workspace_members where workspace_id = ${workspaceId} and person_id = ${personId} and role <> 'owner'
      `.pipe(Effect.orDie, Effect.withSpan("MembershipsRepo.remove"))

    const roleOf = (workspaceId: WorkspaceId, personId: PersonId) =>
      sql<{ role: Role }>`
        select role from workspace_members where workspace_id = ${workspaceId} and person_id = ${personId}
      `.pipe(Effect.map((rows) => rows[0]?.role), Effect.orDie, Effect.withSpan("MembershipsRepo.roleOf"))

    return { list, find, findByEmail, homeOf, insert, setRole, remove, roleOf } as const
  })
}) {}
