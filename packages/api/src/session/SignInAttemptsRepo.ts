import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * SQL for sign_in_attempts: failed password checks, by subject (`email:<address>` or `address:<client ip>`), kept
 * in the database so every process of the service counts the same attempts.
 */
export class SignInAttemptsRepo extends Effect.Service<SignInAttemptsRepo>()("@svc/api/SignInAttemptsRepo", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient

    /** Failures of each subject within the window, and the seconds until the oldest of them leaves it. */
    const recent = (subjects: ReadonlyArray<string>, windowMillis: number) =>
      sql<{ subject: string; n: number; retryAfter: number }>`
        select subject, count(*)::int as n,
          greatest(1, ceil(extract(epoch from (min(at) + ${windowMillis} * interval '1 millisecond' - now()))))::int as retry_after
        from sign_in_attempts
        where subject in ${sql.in(subjects)} and at > now() - ${windowMillis} * interval '1 millisecond'
        group by subject
      `.pipe(Effect.orDie, Effect.withSpan("SignInAttemptsRepo.recent"))

    /** Records a failure of each subject, and forgets their failures older than a day. */
    const record = (subjects: ReadonlyArray<string>) =>
      Effect.zipRight(
        sql`delete from sign_in_attempts where subject in ${sql.in(subjects)} and at < now() - interval '1 day'`,
        sql`insert into sign_in_attempts ${sql.insert(subjects.map((subject) => ({ subject })))}`
      ).pipe(Effect.orDie, Effect.withSpan("SignInAttemptsRepo.record"))

    return { recent, record } as const
  })
}) {}
