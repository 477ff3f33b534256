import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** A subject of an attempt (`email:<address>` or `address:<client ip>`) and how many failures it may have in the window. */
export interface AttemptLimit {
  readonly subject: string
  readonly max: number
}

export type Claim =
  | { readonly _tag: "Claimed" }
  /** A subject is at its limit; `retryAfter` seconds until its oldest failure leaves the window. */
  | { readonly _tag: "Limited"; readonly retryAfter: number }

// The first key of the two-key advisory locks taken here, so they never meet another feature's locks.
const lockClass = 1901

/**
 * SQL for sign_in_attempts: password checks counted against the limit, by subject, kept in the database so every
 * process of the service counts the same attempts. An attempt is counted before its password is checked (`claim`)
 * and given back when the password was right (`release`), so concurrent guesses cannot all pass the check before
 * any is counted.
 */
export class SignInAttemptsRepo extends Effect.Service<SignInAttemptsRepo>()("@svc/api/SignInAttemptsRepo", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient

    /**
     * Counts an attempt of every subject unless one of them already has its most failures in the window, as one
     * step: the subjects are locked (in one order, so two attempts never wait on each other crosswise) while the
     * count is read and the attempt written, so of concurrent attempts each sees those before it.
     */
    const claim = (attemptId: string, limits: ReadonlyArray<AttemptLimit>, windowMillis: number) =>
      sql.withTransaction(Effect.gen(function*() {
        const subjects = limits.map((l) => l.subject)
        for (const subject of [...subjects].sort()) {
          yield* sql`select pg_advisory_xact_lock(${lockClass}, hashtext(${subject}))`
        }
        const counts = yield* sql<{ subject: string; n: number; retryAfter: number }>`
          select subject, count(*)::int as n,
            greatest(1, ceil(extract(epoch from (min(at) + ${windowMillis} * interval '1 millisecond' - now()))))::int as retry_after
          from sign_in_attempts
          where subject in ${sql.in(subjects)} and at > now() - ${windowMillis} * interval '1 millisecond'
          group by subject
        `
        const over = counts.find((c) => c.n >= (limits.find((l) => l.subject === c.subject)?.max ?? 0))
        if (over !== undefined) return { _tag: "Limited", retryAfter: over.retryAfter } satisfies Claim
        yield* sql`delete from sign_in_attempts where subject in ${sql.in(subjects)} and at < now() - interval '1 day'`
        yield* sql`
          insert into sign_in_attempts ${sql.insert(subjects.map((subject) => ({ subject, attemptId })))}
        `
        return { _tag: "Claimed" } satisfies Claim
      })).pipe(Effect.map((c): Claim => c), Effect.orDie, Effect.withSpan("SignInAttemptsRepo.claim"))

    /** Gives back the slots of an attempt whose password was right: a success does not count toward the limit. */
    const release = (attemptId: string) =>
      sql`delete from sign_in_attempts where attempt_id = ${attemptId}`.pipe(
        Effect.asVoid,
        Effect.orDie,
        Effect.withSpan("SignInAttemptsRepo.release")
      )

    return { claim, release } as const
  })
}) {}
