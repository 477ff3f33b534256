import { AccountTrigger } from "@svc/domain/account/machine"
import { Duration, Effect, Either } from "effect"
import { tradingDisabledProblem } from "../terminal/loginProblem.js"
import { applyTrigger } from "./applyTrigger.js"
import type { ActorState } from "./ActorState.js"
import { armIdle, type Ending, stopIdle, watchIdle } from "./idle.js"
import { closeLive, openSession } from "./liveSession.js"
import { refuseWhileOrders } from "./orderAdmission.js"
import { humanState } from "./ownProblem.js"
import type { LiveSession } from "./SessionOpener.js"
import { syncLoop } from "./syncLoop.js"
import { watchHealth } from "./watchHealth.js"

const backoff = (state: ActorState, attempt: number) =>
  Duration.min(Duration.times(state.settings.reconnectBase, 2 ** Math.max(0, attempt - 1)), state.settings.reconnectMax)

/**
 * The session has just logged in: the account becomes `ready`, or `trading_disabled` (and logs out) when the
 * terminal says trading is not allowed. False in that case.
 */
const arrive = (state: ActorState, session: LiveSession, reconnecting: boolean) =>
  Effect.gen(function*() {
    const facts = session.facts
    yield* applyTrigger(state, reconnecting ? AccountTrigger.ConnectionRestored() : AccountTrigger.LoggedIn(), "Reading the account from the terminal.", { facts })
    if (!facts.tradeAllowed) {
      const problem = tradingDisabledProblem(session.terminal.login, session.terminal.server, "The terminal reports that trading is not allowed on this account.")
      yield* closeLive(state)
      yield* applyTrigger(state, AccountTrigger.LoginFailed({ kind: "trading_disabled" }), problem.detail, { problem })
      return false
    }
    yield* applyTrigger(state, AccountTrigger.Synced(), null, { problem: null })
    yield* armIdle(state)
    return true
  })

/** The idle window passed: cools the account unless an order keeps it up. True when it cooled. */
const coolWhenIdle = (state: ActorState) =>
  Effect.gen(function*() {
    const detail = `Cooled by itself after ${Duration.format(state.settings.idleWindow)} without orders.`
    // An order waiting its turn or still being confirmed keeps the account up, as it would refuse a cool.
    const busy = Either.isLeft(yield* Effect.either(refuseWhileOrders(state)))
    if (busy || !(yield* applyTrigger(state, AccountTrigger.IdleTimeout(), detail))) {
      yield* armIdle(state)
      return false
    }
    yield* stopIdle(state)
    yield* closeLive(state)
    yield* applyTrigger(state, AccountTrigger.Cooled(), detail)
    return true
  })

/** The first login after a restart has ended (see ActorState.resuming): orders waiting on it go on. */
const endResuming = (state: ActorState) =>
  Effect.suspend(() => {
    const latch = state.resuming
    state.resuming = undefined
    return latch === undefined ? Effect.void : latch.open
  })

/** Log in, keep the session healthy, and reconnect when it drops, until cooled, disconnected or failed. */
const runLifecycle = (state: ActorState, reconnecting: boolean) =>
  Effect.gen(function*() {
    const { locked } = state
    let failures = 0
    if (!reconnecting) {
      yield* locked(applyTrigger(state, AccountTrigger.Provisioned(), "Starting a terminal for the account."))
      yield* locked(applyTrigger(state, AccountTrigger.LoginStarted(), `Logging in to ${state.account?.server ?? "the server"}.`))
    }
    for (;;) {
      const loginBegan = Date.now()
      const opened = yield* openSession(state)
      yield* Effect.logDebug(
        `account ${state.id}: login ${Either.isLeft(opened) ? `failed (${opened.left.code})` : "done"} in ${Date.now() - loginBegan} ms`
      )
      if (Either.isLeft(opened)) {
        yield* endResuming(state)
        const problem = opened.left
        const human = humanState(problem.code)
        if (human !== undefined) {
          yield* locked(applyTrigger(state, AccountTrigger.LoginFailed({ kind: human }), problem.detail, { problem }))
          return
        }
        // A session that dropped is retried; always_on keeps trying, the others give up after a few attempts.
        failures++
        if (!reconnecting || (state.account?.mode !== "always_on" && failures >= state.settings.reconnectAttempts)) {
          const detail = reconnecting ? `Could not reconnect after ${failures} attempts.` : problem.detail ?? "The connection failed."
          yield* locked(applyTrigger(state, AccountTrigger.Fail({ detail }), detail, { problem }))
          return
        }
        yield* Effect.sleep(backoff(state, failures))
        continue
      }
      const { scope, session } = opened.right
      state.live = { scope, session }
      failures = 0
      const arrived = yield* locked(arrive(state, session, reconnecting))
      yield* endResuming(state)
      if (!arrived) return
      let ending: Ending
      for (;;) {
        ending = yield* Effect.raceAll([
          session.lost.pipe(Effect.as("lost" as Ending)),
          watchHealth(state, session),
          syncLoop(state),
          watchIdle(state)
        ])
        if (ending !== "idle") break
        // Cooled here, in the loop's own fiber: nothing has to interrupt the loop from outside.
        if (yield* locked(coolWhenIdle(state))) return
      }
      yield* locked(Effect.gen(function*() {
        yield* stopIdle(state)
        yield* closeLive(state)
        if (ending === "restart") {
          yield* applyTrigger(state, AccountTrigger.Restart(), "Restarting a misbehaving connection.")
        } else {
          yield* applyTrigger(state, AccountTrigger.ConnectionLost(), "The connection to the broker was lost; reconnecting.")
        }
      }))
      reconnecting = true
    }
  })

/** Starts the connect loop in the entity's scope; the session closes with it, however it ends. */
export const startLifecycle = (state: ActorState, reconnecting: boolean) =>
  Effect.suspend(() =>
    runLifecycle(state, reconnecting).pipe(
      Effect.ensuring(Effect.suspend(() => {
        state.lifecycle = undefined
        return Effect.zipRight(endResuming(state), closeLive(state))
      })),
      Effect.forkIn(state.entityScope),
      Effect.map((fiber) => void (state.lifecycle = fiber))
    ))

/**
 * On start, for a record that says live while this new actor holds no session (the entity restarted after a
 * defect): the record is made true again rather than left `ready` with nothing behind it.
 */
export const resumeAfterRestart = (state: ActorState) =>
  Effect.gen(function*() {
    const found = state.account?.state
    if (found === "connecting" || found === "synchronizing" || found === "ready" || found === "executing" || found === "degraded") {
      yield* state.locked(applyTrigger(state, AccountTrigger.ConnectionLost(), "The account's runtime restarted; reconnecting."))
      state.resuming = yield* Effect.makeLatch(false)
      yield* startLifecycle(state, true)
    } else if (found === "reconnecting") {
      state.resuming = yield* Effect.makeLatch(false)
      yield* startLifecycle(state, true)
    } else if (found === "provisioning" || found === "starting" || found === "cooling") {
      yield* state.locked(applyTrigger(state, AccountTrigger.Fail({ detail: "runtime restarted" }), "The account's runtime restarted mid-way; warm it again."))
    }
  })
