import { SqlClient } from "@effect/sql"
import type { PersonId } from "@svc/domain"
import { Effect } from "effect"

export interface PersonRow {
  readonly id: PersonId
  readonly email: string
  readonly passwordHash: string | null
  readonly createdAt: Date
}

// Never `select *`: the password and setup digests leave this file only where a caller needs them.
const columns = "id, email, password_hash, created_at"

/** SQL for persons. SqlError is a defect here: callers see only domain errors. */
export class PersonsRepo extends Effect.Service<PersonsRepo>()("@svc/api/PersonsRepo", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient

    const findByEmail = (email: string) =>
      sql<PersonRow>`select ${sql.literal(columns)} from persons where lower(email) = lower(${email})`.pipe(
        Effect.map((rows) => rows[0]),
        Effect.orDie,
        Effect.withSpan("PersonsRepo.findByEmail")
      )

    const findById = (id: PersonId) =>
      sql<PersonRow>`select ${sql.literal(columns)} from persons where id = ${id}`.pipe(
        Effect.map((rows) => rows[0]),
        Effect.orDie,
        Effect.withSpan("PersonsRepo.findById")
      )

    /** Inserts the person unless the address is taken (then undefined). */
    const insert = (row: { id: PersonId; email: string; passwordHash: string | null; setupTokenHash?: Buffer; setupExpiresAt?: Date }) =>
      sql<PersonRow>`
        insert into persons (id, email, password_hash, setup_token_hash, setup_expires_at)
        values (${row.id}, ${row.email}, ${row.passwordHash}, ${row.setupTokenHash ?? null}, ${row.setupExpiresAt ?? null})
        on conflict do nothing
        returning ${sql.literal(columns)}
      `.pipe(Effect.map((rows) => rows[0]), Effect.orDie, Effect.withSpan("PersonsRepo.insert"))

    /** Uses a setup link once: sets the password and forgets the link, if it is current. */
    const useSetupToken = (digest: Buffer, passwordHash: string) =>
      sql<PersonRow>`
        update persons set password_hash = ${passwordHash}, setup_token_hash = null, setup_expires_at = null
        where setup_token_hash = ${digest} and setup_expires_at > now()
        returning ${sql.literal(columns)}
      `.pipe(Effect.map((rows) => rows[0]), Effect.orDie, Effect.withSpan("PersonsRepo.useSetupToken"))

    /**
     * A new setup link for the owner with this address who has not set a password yet: the old link's digest is
     * replaced, so it stops working. With `onlyExpired`, only when the old link has expired (one statement, so of
     * several processes starting together one renews it). Undefined when nothing was renewed.
     */
    const renewSetupToken = (email: string, digest: Buffer, expiresAt: Date, options: { readonly onlyExpired: boolean }) =>
      sql<PersonRow>`
        update persons p set setup_token_hash = ${digest}, setup_expires_at = ${expiresAt}
        where lower(p.email) = lower(${email}) and p.password_hash is null
          and exists (select 1 from workspace_members m where m.person_id = p.id and m.role = 'owner')
          and (${!options.onlyExpired} or p.setup_expires_at is null or p.setup_expires_at <= now())
        returning ${sql.literal(columns.split(", ").map((c) => `p.${c}`).join(", "))}
      `.pipe(Effect.map((rows) => rows[0]), Effect.orDie, Effect.withSpan("PersonsRepo.renewSetupToken"))

    const count = sql<{ n: number }>`select count(*)::int as n from persons`.pipe(
      Effect.map((rows) => rows[0]?.n ?? 0),
      Effect.orDie
    )

    return { findByEmail, findById, insert, useSetupToken, renewSetupToken, count } as const
  })
}) {}
