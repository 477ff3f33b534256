import { Data, Either } from "effect"
import type { AccountState } from "../resources/account.js"

/**
 * The account's live state machine: pure, so the actor only executes what it decides and the rules can be
 * property-tested. The actor feeds it two kinds of trigger:
 * - commands (Warm, OperatorResolved, Cool, IdleTimeout, Disconnect, PasswordChanged, ServerChanged, Reconnect,
 *   Restart), which a caller may be refused;
 * - observations from the terminal (Provisioned ... Fail), which are facts. A fact is still refused where it cannot
 *   belong to the current session (a LoggedIn arriving after a Disconnect comes from a session already torn down),
 *   and the actor drops it.
 * Modes (always_on, warm_on_demand, cold) decide *when* the actor sends Warm or IdleTimeout; they never change what a
 * trigger is allowed to do, so they stay out of this machine.
 */

export type AccountGroup = "online" | "connecting" | "offline" | "degraded" | "human_needed" | "error"

const groups: { readonly [S in AccountState]: AccountGroup } = {
  ready: "online",
  executing: "online",
  provisioning: "connecting",
  starting: "connecting",
  connecting: "connecting",
  synchronizing: "connecting",
  reconnecting: "connecting",
  created: "offline",
  standby: "offline",
  cooling: "offline",
  offline: "offline",
  degraded: "degraded",
  invalid_credentials: "human_needed",
  needs_2fa: "human_needed",
  needs_certificate: "human_needed",
  trading_disabled: "human_needed",
  error: "error"
}

/** Every state, in the order of the spec's groups. */
export const accountStates = Object.keys(groups) as ReadonlyArray<AccountState>

export type HumanNeededState = "invalid_credentials" | "needs_2fa" | "needs_certificate" | "trading_disabled"
export const humanNeededStates: ReadonlyArray<HumanNeededState> =
  ["invalid_credentials", "needs_2fa", "needs_certificate", "trading_disabled"]

export const groupOf = (state: AccountState): AccountGroup => groups[state]

/** Wrong password, 2FA, certificate, trading disabled: retrying cannot help (NEEDS_OPERATOR, "never loop on it"). */
export const needsOperator = (state: AccountState): state is HumanNeededState => groups[state] === "human_needed"

export const isConnecting = (state: AccountState): boolean => groups[state] === "connecting"

/** The spec calls `degraded` "online but misbehaving": a poller sees it online, though it does not trade (canTrade). */
export const isOnline = (state: AccountState): boolean => groups[state] === "online" || state === "degraded"

/** Includes `cooling`, which the spec groups with offline ("going offline"). */
export const isOffline = (state: AccountState): boolean => groups[state] === "offline"

/** No runtime exists and none is being stopped: warm is the way up. */
const isResting = (state: AccountState): boolean => state === "created" || state === "standby" || state === "offline"

/** Only `ready` takes an order: the actor serialises orders, so `executing` means one is already in flight. */
export const canTrade = (state: AccountState): boolean => state === "ready"

/** Warm would start a login (or, from `degraded`, restart the connection) rather than answer `alreadyRunning`. */
export const canWarm = (state: AccountState): boolean => isResting(state) || state === "error" || state === "degraded"

/** Cool would stop a running session (rather than answer `stopped: false`). */
export const canCool = (state: AccountState): boolean => state === "ready" || state === "degraded"

export const canDisconnect = (state: AccountState): boolean => state !== "executing"

/** The states whose arrival is announced by `account.state_changed` (spec, Events table). */
export const emitsStateChanged = (state: AccountState): boolean =>
  state === "ready" || state === "offline" || state === "standby" || needsOperator(state) || state === "error"

export type AccountTrigger = Data.TaggedEnum<{
  // Commands.
  /** Bring online: the warm endpoint, a prepare, the first order of a warm_on_demand account, always_on upkeep. */
  Warm: {}
  /**
   * A person says they fixed at the broker what the account needed them for (warm with `operatorResolved`): one
   * login attempt from `needs_2fa`, `needs_certificate` or `trading_disabled`; elsewhere the same as Warm.
   */
  OperatorResolved: {}
  /** The cool endpoint. */
  Cool: {}
  /** warm_on_demand: 15 minutes without orders. */
  IdleTimeout: {}
  /** Erases the stored password; record and history stay. */
  Disconnect: {}
  PasswordChanged: {}
  ServerChanged: {}
  /** The same login and server connected again after a disconnect (spec: 200, same account, new password). */
  Reconnect: {}
  /** Restart a misbehaving connection (spec: degraded, "restart the connection"). */
  Restart: {}
  // Observations.
  Provisioned: {}
  LoginStarted: {}
  LoggedIn: {}
  Synced: {}
  LoginFailed: { readonly kind: HumanNeededState }
  OrderStarted: {}
  OrderSettled: {}
  Cooled: {}
  ConnectionLost: {}
  ConnectionRestored: {}
  Misbehaving: { readonly detail: string }
  Recovered: {}
  Fail: { readonly detail: string }
}>
export const AccountTrigger = Data.taggedEnum<AccountTrigger>()

/**
 * Why a trigger was refused, so a caller can answer with the spec's code without re-deriving the rule:
 * `needs_operator` → NEEDS_OPERATOR, `order_in_flight` → ACCOUNT_EXECUTING; `not_allowed` is for the caller to word.
 */
export type Refusal = "needs_operator" | "order_in_flight" | "not_allowed"

export class IllegalTransition extends Data.TaggedError("IllegalAccountTransition")<{
  readonly from: AccountState
  readonly trigger: AccountTrigger["_tag"]
  readonly refusal: Refusal
  readonly reason: string
}> {
  override get message() {
    return `${this.trigger} refused in ${this.from}: ${this.reason}`
  }
}

export interface Transition {
  readonly next: AccountState
  /** Whether `account.state_changed` is due: only on arriving in one of the announced states, never on staying. */
  readonly emits: boolean
}

const to = (from: AccountState, next: AccountState): Either.Either<Transition, IllegalTransition> =>
  Either.right({ next, emits: next !== from && emitsStateChanged(next) })

const refuse = (
  from: AccountState,
  trigger: AccountTrigger,
  reason: string,
  refusal: Refusal = "not_allowed"
): Either.Either<Transition, IllegalTransition> =>
  Either.left(new IllegalTransition({ from, trigger: trigger._tag, refusal, reason }))

/** One observation step of bringing an account up: valid only from the step before it. */
const step = (from: AccountState, trigger: AccountTrigger, expected: AccountState, next: AccountState) =>
  from === expected ? to(from, next) : refuse(from, trigger, `only follows ${expected}`)

const inFlight = (from: AccountState, trigger: AccountTrigger) =>
  refuse(from, trigger, "an order is in flight; its outcome would be lost", "order_in_flight")

export const transition = (from: AccountState, trigger: AccountTrigger): Either.Either<Transition, IllegalTransition> => {
  switch (trigger._tag) {
    case "Warm":
      // Human-needed states are the caller's to fix (password or server change, which lead back to offline, or a
      // fix at the broker confirmed with OperatorResolved); a retry would fail the same way and can lock the login.
      if (needsOperator(from)) return refuse(from, trigger, "a person must fix it first", "needs_operator")
      // `error` is a failure we could not classify (crash, scheduler, connection given up): the spec offers `connect`
      // (warm) as its action, so warm retries from scratch.
      if (isResting(from) || from === "error") return to(from, "provisioning")
      if (from === "degraded") return to(from, "reconnecting")
      // The session is being stopped; starting another over it would race the shutdown. Warm once standby.
      if (from === "cooling") return refuse(from, trigger, "going offline; warm again once standby")
      // Online or already coming up: warm is idempotent (spec: `alreadyRunning: true`).
      return to(from, from)

    case "OperatorResolved":
      // Only a person sends this, once per confirmation, so it cannot loop. A refused password is not fixed at the
      // broker but here: the stored one is what the broker refused, and retrying it can lock the login.
      if (from === "invalid_credentials") {
        return refuse(from, trigger, "send the corrected password or switch the server", "needs_operator")
      }
      if (needsOperator(from)) return to(from, "provisioning")
      return Either.mapLeft(transition(from, AccountTrigger.Warm()), (refused) =>
        new IllegalTransition({ from, trigger: trigger._tag, refusal: refused.refusal, reason: refused.reason }))

    case "Cool":
      if (from === "executing") return inFlight(from, trigger)
      if (canCool(from)) return to(from, "cooling")
      // Idempotent for the caller: nothing runs, so the answer is `stopped: false`.
      if (isResting(from) || from === "cooling") return to(from, from)
      // A login in progress is what the caller is polling for; aborting mid-handshake would hide its outcome.
      return refuse(from, trigger, "nothing online to cool")

    case "IdleTimeout":
      // Unlike Cool there is no caller to answer, so a stale timer is refused rather than treated as a no-op.
      if (from === "executing") return inFlight(from, trigger)
      return canCool(from) ? to(from, "cooling") : refuse(from, trigger, "not online")

    case "Disconnect":
      // From anywhere else: erasing the password must always be possible (a leaked or unwanted credential).
      if (from === "executing") return inFlight(from, trigger)
      return to(from, "offline")

    case "PasswordChanged":
    case "ServerChanged":
      // A session opened with the old credentials must not be kept: the next login has to prove the new ones.
      // The actor brings the account back up according to its mode.
      if (from === "executing") return inFlight(from, trigger)
      // Never tried to log in: `created` still says so truthfully.
      if (from === "created") return to(from, from)
      return to(from, "offline")

    case "Reconnect":
      // Only a disconnected account can be connected again; a connected one answers ACCOUNT_EXISTS. It stays
      // `offline` (not `created`): it has logged in before and kept its history.
      return from === "offline" ? to(from, from) : refuse(from, trigger, "only an offline account can be connected again")

    case "Restart":
      return from === "degraded" ? to(from, "reconnecting") : refuse(from, trigger, "only a degraded account is restarted")

    case "Provisioned":
      return step(from, trigger, "provisioning", "starting")
    case "LoginStarted":
      return step(from, trigger, "starting", "connecting")
    case "LoggedIn":
      return step(from, trigger, "connecting", "synchronizing")
    case "Synced":
      return step(from, trigger, "synchronizing", "ready")
    case "ConnectionRestored":
      // Positions and deals may have changed while away: resynchronise before trading.
      return step(from, trigger, "reconnecting", "synchronizing")
    case "OrderSettled":
      return step(from, trigger, "executing", "ready")
    case "Cooled":
      return step(from, trigger, "cooling", "standby")
    case "Recovered":
      return step(from, trigger, "degraded", "ready")
    case "Misbehaving":
      // Health checks run between orders (the actor is serialised), so never during `executing`.
      return step(from, trigger, "ready", "degraded")

    case "OrderStarted":
      if (from === "executing") return inFlight(from, trigger)
      return step(from, trigger, "ready", "executing")

    case "LoginFailed":
      // Any connecting state: a terminal given credentials on start logs in while `starting`, and a broker that
      // disables trading is seen while `synchronizing`. The problem is reported by state, not HTTP status.
      return isConnecting(from) ? to(from, trigger.kind) : refuse(from, trigger, "no login in progress")

    case "ConnectionLost":
      // Only once a connection exists. From `executing` too: the order's outcome becomes `unknown` and is
      // reconciled; the account does not wait for it.
      return from === "connecting" || from === "synchronizing" || from === "ready" || from === "executing" ||
          from === "degraded"
        ? to(from, "reconnecting")
        : refuse(from, trigger, "no connection to lose")

    case "Fail":
      // Wherever a runtime exists or is being started or stopped; a crash is a fact even mid-order.
      return isConnecting(from) || groups[from] === "online" || from === "degraded" || from === "cooling"
        ? to(from, "error")
        : refuse(from, trigger, "no runtime to fail")
  }
}
