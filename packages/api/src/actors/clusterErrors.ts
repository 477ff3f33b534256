import { ClusterError } from "@effect/cluster"
import { Socket } from "@effect/platform"
import { RpcClientError } from "@effect/rpc"
import { Errors } from "@svc/domain"
import { Cause, Effect, Option, Predicate } from "effect"

type RuntimeFailure = ClusterError.MailboxFull | ClusterError.AlreadyProcessingMessage | ClusterError.PersistenceError

const socketCodes: ReadonlySet<string> = new Set(["EPIPE", "ECONNRESET", "ECONNREFUSED", "ERR_STREAM_DESTROYED"])

/**
 * A defect that is the way to the account's runner breaking, not the actor's own: the cluster's errors
 * (`RunnerUnavailable` and the like, which it raises as defects when it gives up), the RPC client's, and a socket
 * failing under a write (0.60 hands an EPIPE on a runner's socket back as the reply's defect).
 */
export const isTransportDefect = (defect: unknown): boolean =>
  Predicate.hasProperty(defect, ClusterError.TypeId) ||
  Predicate.hasProperty(defect, RpcClientError.TypeId) ||
  Socket.isSocketError(defect) ||
  (Predicate.hasProperty(defect, "code") && typeof defect.code === "string" && socketCodes.has(defect.code))

/** Why the call did not answer, for `details` and the log. */
const reasonOf = (cause: Cause.Cause<unknown>): string | undefined => {
  if (Cause.isInterruptedOnly(cause)) return "interrupted"
  if (Option.isSome(Cause.failureOption(cause))) return undefined
  const defects = [...Cause.defects(cause)]
  return defects.length > 0 && defects.every(isTransportDefect) ? "connection" : undefined
}

/**
 * A call to an account's actor that the cluster cut off: with several processes the runner hosting the account can
 * stop or die, or the account move to another runner, while the call waits. The call then ends interrupted (the
 * runner interrupted the actor's handling to hand its shard over) or with a transport defect, and either would
 * reach the client as a bare 503 without a body or a 500 INTERNAL_ERROR. It is the 503 RUNTIME_UNAVAILABLE in the
 * envelope instead: retry with backoff, by then the account answers on its new runner. `orderId` names the order a
 * trading call was for, so a client without an idempotency key can look it up before sending it again.
 *
 * Only the call's own interruption is mapped: an interruption of the request itself (the client gone, the drain's
 * deadline) is not caught here, since Effect runs no error handler of an interrupted fiber. The actor's typed errors
 * and its other defects pass unchanged.
 */
export const orRuntimeUnavailable = (options: { readonly orderId?: string } = {}) =>
<A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E | Errors.RuntimeUnavailable, R> =>
  Effect.catchAllCause(effect, (cause): Effect.Effect<never, E | Errors.RuntimeUnavailable> => {
    const reason = reasonOf(cause)
    if (reason === undefined) return Effect.failCause(cause)
    return Effect.logWarning("an account's runtime did not answer; answered 503 RUNTIME_UNAVAILABLE", cause).pipe(
      Effect.zipRight(Effect.fail(new Errors.RuntimeUnavailable({
        message: "The account's runtime did not answer: its runner stopped or the account is moving to another runner. " +
          "Retry with backoff (an order with the same Idempotency-Key; without one, look the order up first).",
        details: [{ reason, ...(options.orderId === undefined ? {} : { orderId: options.orderId }) }]
      })))
    )
  })

/**
 * A call to an account's actor with the cluster's failures as the spec's errors: its own refusals (mailbox full,
 * persistence) mean the account runtime could not take the message, 502 SCHEDULER_FAILED; a call it cut off (the
 * runner gone or the account moving) is 503 RUNTIME_UNAVAILABLE (see orRuntimeUnavailable).
 */
export const orSchedulerFailed = <A, E, R>(effect: Effect.Effect<A, E | RuntimeFailure, R>) =>
  orRuntimeUnavailable()(Effect.catchIf(
    effect,
    (e): e is RuntimeFailure =>
      e instanceof Object && "_tag" in e &&
      (e._tag === "MailboxFull" || e._tag === "AlreadyProcessingMessage" || e._tag === "PersistenceError"),
    (e) =>
      Effect.fail(new Errors.SchedulerFailed({
        message: "The account runtime could not take the request; retry with backoff.",
        details: [{ reason: e._tag }]
      }))
  ) as Effect.Effect<A, Exclude<E, RuntimeFailure> | Errors.SchedulerFailed, R>)
