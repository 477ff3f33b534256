import type { ClusterError } from "@effect/cluster"
import { Errors } from "@svc/domain"
import { Effect } from "effect"

type RuntimeFailure = ClusterError.MailboxFull | ClusterError.AlreadyProcessingMessage | ClusterError.PersistenceError

/** The cluster's own failures (mailbox full, persistence) mean the account runtime could not take the message. */
export const orSchedulerFailed = <A, E, R>(effect: Effect.Effect<A, E | RuntimeFailure, R>) =>
  Effect.catchIf(
    effect,
    (e): e is RuntimeFailure =>
      e instanceof Object && "_tag" in e &&
      (e._tag === "MailboxFull" || e._tag === "AlreadyProcessingMessage" || e._tag === "PersistenceError"),
    (e) =>
      Effect.fail(new Errors.SchedulerFailed({
        message: "The account runtime could not take the request; retry with backoff.",
        details: [{ reason: e._tag }]
      }))
  ) as Effect.Effect<A, Exclude<E, RuntimeFailure> | Errors.SchedulerFailed, R>
