import { PgClient } from "@effect/sql-pg"
import type { AccountId, ApiKeyId, DecimalString, Scope, WorkspaceId } from "@svc/domain"
import { ApiKey } from "@svc/domain/resources/apiKey"
import { Effect } from "effect"

export interface ApiKeyRow {
  readonly id: ApiKeyId
  readonly workspaceId: WorkspaceId
  readonly name: string
  readonly publicId: string
  readonly environment: "live" | "test"
  readonly secretHash: Uint8Array
  readonly hint: string
  readonly scopes: ReadonlyArray<Scope>
  /** null: every account of the workspace. */
  readonly accountIds: ReadonlyArray<AccountId> | null
  readonly maxVolume: DecimalString | null
  readonly lastUsedAt: Date | null
  readonly expiresAt: Date | null
  readonly revokedAt: Date | null
  readonly createdAt: Date
}

export const toApiKey = (row: ApiKeyRow): ApiKey =>
  new ApiKey({
    id: row.id,
    name: row.name,
    publicId: row.publicId,
    hint: row.hint,
    environment: row.environment,
    scopes: row.scopes,
    accountIds: row.accountIds,
    limits: { maxVolume: row.maxVolume },
    lastUsedAt: row.lastUsedAt,
    expiresAt: row.expiresAt,
    revokedAt: row.revokedAt,
    createdAt: row.createdAt
  }, true)

// Scope names and UUIDs are fixed alphabets (letters, digits, `:` and `-`), so a Postgres array literal is safe to build.
const textArray = (items: ReadonlyArray<string>): string => `{${items.join(",")}}`

type NewKeyRow = Omit<ApiKeyRow, "lastUsedAt" | "revokedAt" | "createdAt">
const columnsOf = (row: NewKeyRow) => ({
  ...row,
  scopes: textArray(row.scopes),
  accountIds: row.accountIds === null ? null : textArray(row.accountIds)
})

/** SQL for API keys. SqlError is a defect here: callers see only domain errors. */
export class ApiKeysRepo extends Effect.Service<ApiKeysRepo>()("@svc/api/ApiKeysRepo", {
  effect: Effect.gen(function*() {
    const sql = yield* PgClient.PgClient

    // Authentication reads a key on every request; a short-lived cache saves that query. Every change this process
    // makes to a key drops its entry at once, so a revoke or re-scope applies from the next request here; other
    // processes see it within `cacheMillis`.
    const cacheMillis = 1000
    const cache = new Map<string, { readonly row: ApiKeyRow | undefined; readonly at: number }>()
    const forget = (row: ApiKeyRow | undefined) => {
      if (row !== undefined) cache.delete(row.publicId)
      return row
    }

    const findByPublicId = (publicId: string) =>
      Effect.suspend(() => {
        const hit = cache.get(publicId)
        if (hit !== undefined && Date.now() - hit.at < cacheMillis) return Effect.succeed(hit.row)
        return sql<ApiKeyRow>`select * from api_keys where public_id = ${publicId}`.pipe(
          Effect.map((rows) => {
            if (cache.size > 10_000) cache.clear()
            cache.set(publicId, { row: rows[0], at: Date.now() })
            return rows[0]
          }),
          Effect.orDie,
          Effect.withSpan("ApiKeysRepo.findByPublicId")
        )
      })

    const findById = (workspaceId: WorkspaceId, id: ApiKeyId) =>
      sql<ApiKeyRow>`select * from api_keys where id = ${id} and workspace_id = ${workspaceId}`.pipe(
        Effect.map((rows) => rows[0]),
        Effect.orDie,
        Effect.withSpan("ApiKeysRepo.findById")
      )

    const list = (workspaceId: WorkspaceId) =>
      sql<ApiKeyRow>`
        select * from api_keys where workspace_id = ${workspaceId} order by created_at desc, id desc
      `.pipe(Effect.orDie, Effect.withSpan("ApiKeysRepo.list"))

    /** Bootstrap's keys, which no limit applies to. */
    const insert = (row: NewKeyRow) =>
      sql<ApiKeyRow>`insert into api_keys ${sql.insert(columnsOf(row))} returning *`.pipe(
        Effect.map((rows) => forget(rows[0])!),
        Effect.orDie,
        Effect.withSpan("ApiKeysRepo.insert")
      )

    /**
     * Inserts the key unless its workspace already has `max` active keys (then answers undefined). The workspace row
     * is locked first and the count is a later statement of the same transaction, so concurrent creations count one
     * after another and each sees the keys the others committed; NO KEY so nothing that merely references the
     * workspace waits.
     */
    const insertUnderLimit = (row: NewKeyRow, max: number) =>
      sql.withTransaction(Effect.gen(function*() {
        yield* sql`select 1 from workspaces where id = ${row.workspaceId} for no key update`
        const [active] = yield* sql<{ n: number }>`
          select count(*)::int as n from api_keys
          where workspace_id = ${row.workspaceId} and revoked_at is null and (expires_at is null or expires_at > now())
        `
        if ((active?.n ?? 0) >= max) return undefined
        const [inserted] = yield* sql<ApiKeyRow>`insert into api_keys ${sql.insert(columnsOf(row))} returning *`
        return forget(inserted)
      })).pipe(Effect.orDie, Effect.withSpan("ApiKeysRepo.insertUnderLimit"))

    /** A field left out stays; `accountIds` or `maxVolume` sent as null widen the key again. */
    const update = (
      workspaceId: WorkspaceId,
      id: ApiKeyId,
      patch: {
        name?: string
        scopes?: ReadonlyArray<Scope>
        accountIds?: ReadonlyArray<AccountId> | null
        maxVolume?: DecimalString | null
      }
    ) =>
      sql<ApiKeyRow>`
        update api_keys set
          name = coalesce(${patch.name ?? null}, name),
          scopes = coalesce(${patch.scopes ? textArray(patch.scopes) : null}::text[], scopes),
          account_ids = case when ${patch.accountIds !== undefined} then ${patch.accountIds ? textArray(patch.accountIds) : null}::uuid[] else account_ids end,
          max_volume = case when ${patch.maxVolume !== undefined} then ${patch.maxVolume ?? null}::numeric else max_volume end
        where id = ${id} and workspace_id = ${workspaceId} and revoked_at is null
        returning *
      `.pipe(Effect.map((rows) => forget(rows[0])), Effect.orDie, Effect.withSpan("ApiKeysRepo.update"))

    const revoke = (workspaceId: WorkspaceId, id: ApiKeyId) =>
      sql<ApiKeyRow>`
        update api_keys set revoked_at = coalesce(revoked_at, now())
        where id = ${id} and workspace_id = ${workspaceId}
        returning *
      `.pipe(Effect.map((rows) => forget(rows[0])), Effect.orDie, Effect.withSpan("ApiKeysRepo.revoke"))

    const touch = (uses: ReadonlyArray<{ readonly id: ApiKeyId; readonly at: Date }>) =>
      uses.length === 0 ? Effect.void : Effect.forEach(uses, ({ at, id }) =>
        sql`update api_keys set last_used_at = greatest(last_used_at, ${at}) where id = ${id}`, { discard: true }
      ).pipe(Effect.orDie)

    return { findByPublicId, findById, list, insert, insertUnderLimit, update, revoke, touch } as const
  })
}) {}
