import { Errors } from "@svc/domain"
import { AccountTrigger, transition } from "@svc/domain/account/machine"
import { needsOperatorMessage } from "@svc/domain/account/operatorSteps"
import type { AccountState } from "@svc/domain/resources/account"
import { Effect, Either, Option } from "effect"
import { notFound } from "./actorErrors.js"
import type { ActorState } from "./ActorState.js"
import { applyTrigger } from "./applyTrigger.js"
import { armIdle } from "./idle.js"
import { startLifecycle } from "./lifecycle.js"
import { stopLive } from "./liveSession.js"

/** The account's record as stored now (an operator may have changed it). */
export const reload = (state: ActorState) =>
  Effect.flatMap(state.store.load(state.id), (loaded) => Effect.sync(() => void (state.account = Option.getOrUndefined(loaded))))

const isUp = (state: AccountState) => state === "ready" || state === "executing" || state === "degraded"

/** Brings the account up (idempotent). Called with the lock held. */
export const warmNow = Effect.fn("Account.warm")(function*(state: ActorState, operatorResolved: boolean) {
  const { id } = state
  yield* reload(state)
  const current = state.account
  if (current === undefined) return yield* notFound(id)
  const trigger = operatorResolved ? AccountTrigger.OperatorResolved() : AccountTrigger.Warm()
  const decided = transition(current.state, trigger)
  if (Either.isLeft(decided) && decided.left.refusal === "needs_operator") {
    return yield* new Errors.NeedsOperator({ message: needsOperatorMessage(id, current.state), details: [{ accountId: id, state: current.state }] })
  }
  if (current.disconnected || Option.isNone(yield* state.store.password(id))) {
    return yield* new Errors.NoSecret({
      message: "No password is stored for this account; connect it again with its password.",
      details: [{ accountId: id }]
    })
  }
  if (Either.isLeft(decided) || decided.right.next === current.state) {
    // Already up or coming up: warm is idempotent, and counts as activity for the idle window.
    yield* armIdle(state)
    return { state: current.state, alreadyRunning: isUp(current.state) }
  }
  const fromDegraded = current.state === "degraded"
  if (fromDegraded) yield* stopLive(state)
  yield* applyTrigger(state, trigger, fromDegraded ? "Restarting the connection." : `Bringing the account online.`, { problem: null })
  yield* startLifecycle(state, fromDegraded)
  return { state: state.account?.state ?? "provisioning", alreadyRunning: false }
})
