import { SqlClient } from "@effect/sql"
import type { AccountId } from "@svc/domain"
import type { SealedPassword } from "@svc/domain/account/protocol"
import { Effect } from "effect"

export interface SecretRow {
  readonly wrappedKey: Uint8Array
  readonly iv: Uint8Array
  readonly authTag: Uint8Array
  readonly ciphertext: Uint8Array
}

/** The account_secrets table: sealed broker passwords, one per account. Failures are the caller's to type. */
export class SecretsRepo extends Effect.Service<SecretsRepo>()("@svc/api/SecretsRepo", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient

    const upsert = (accountId: AccountId, row: SealedPassword) =>
      sql`
        insert into account_secrets ${sql.insert({ accountId, ...row })}
        on conflict (account_id) do update set
          key_provider = excluded.key_provider, wrapped_key = excluded.wrapped_key, iv = excluded.iv,
          auth_tag = excluded.auth_tag, ciphertext = excluded.ciphertext, created_at = now()
      `.pipe(Effect.asVoid)

    const find = (accountId: AccountId) =>
      sql<SecretRow>`
        select wrapped_key, iv, auth_tag, ciphertext from account_secrets where account_id = ${accountId}
      `.pipe(Effect.map((rows) => rows[0]), Effect.orDie)

    const remove = (accountId: AccountId) =>
      sql`delete from account_secrets where account_id = ${accountId}`.pipe(Effect.asVoid, Effect.orDie)

    const exists = (accountId: AccountId) =>
      sql`select 1 from account_secrets where account_id = ${accountId}`.pipe(Effect.map((rows) => rows.length > 0), Effect.orDie)

    return { upsert, find, remove, exists } as const
  })
}) {}
