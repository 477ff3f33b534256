import { Effect, Either, Exit, Fiber, Option, Scope } from "effect"
import type { ActorState } from "./ActorState.js"
import { stopIdle } from "./idle.js"
import { ownProblem } from "./ownProblem.js"

/** Logs in with the stored password, in a scope of its own; a Problem when it cannot. */
export const openSession = Effect.fn("Account.openSession")(function*(state: ActorState) {
  const current = state.account
  if (current === undefined) return Either.left(ownProblem("CONNECTION_FAILED", "The account was removed."))
  const password = yield* state.store.password(state.id)
  if (Option.isNone(password)) return Either.left(ownProblem("LOGIN_REFUSED", "No password is stored for this account."))
  const scope = yield* Scope.make()
  const opened = yield* state.opener.open(current, password.value).pipe(
    Scope.extend(scope),
    Effect.timeoutFail({
      duration: state.settings.loginTimeout,
      onTimeout: () => ownProblem("CONNECTION_FAILED", "The login timed out.")
    }),
    Effect.either
  )
  if (Either.isLeft(opened)) {
    yield* Scope.close(scope, Exit.void)
    return Either.left(opened.left)
  }
  return Either.right({ scope, session: opened.right })
})

/** Logs the live session out, if there is one. */
export const closeLive = (state: ActorState) =>
  Effect.suspend(() => {
    const current = state.live
    state.live = undefined
    return current === undefined ? Effect.void : Scope.close(current.scope, Exit.void)
  })

/** Ends the live side: idle timer, connect loop and session. Called with the lock held. */
export const stopLive = (state: ActorState) =>
  Effect.gen(function*() {
    yield* stopIdle(state)
    const fiber = state.lifecycle
    state.lifecycle = undefined
    if (fiber !== undefined) yield* Fiber.interrupt(fiber)
    yield* closeLive(state)
  })
