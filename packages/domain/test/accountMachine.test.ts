import { describe, expect, it } from "@effect/vitest"
import { Either, Schema } from "effect"
import * as fc from "fast-check"
import {
  AccountTrigger as T,
  accountStates,
  canCool,
  canWarm,
  groupOf,
  humanNeededStates,
  isOffline,
  isOnline,
  needsOperator,
  transition,
  type AccountTrigger,
  type Transition
} from "../src/account/machine.js"
import { AccountState } from "../src/resources/account.js"

/** Restated from the spec's Events table, independently of the machine's own list. */
const announced: ReadonlyArray<AccountState> = [
  "ready", "offline", "standby", "invalid_credentials", "needs_2fa", "needs_certificate", "trading_disabled", "error"
]
const connectingStates: ReadonlyArray<AccountState> = ["provisioning", "starting", "connecting", "synchronizing", "reconnecting"]

const simple: ReadonlyArray<AccountTrigger> = [
  T.Warm(), T.OperatorResolved(), T.Cool(), T.IdleTimeout(), T.Disconnect(), T.PasswordChanged(), T.ServerChanged(), T.Reconnect(),
  T.Restart(), T.Provisioned(), T.LoginStarted(), T.LoggedIn(), T.Synced(), T.OrderStarted(), T.OrderSettled(),
  T.Cooled(), T.ConnectionLost(), T.ConnectionRestored(), T.Recovered()
]
/** One of every trigger, every LoginFailed kind included: enough to explore the whole graph. */
const everyTrigger: ReadonlyArray<AccountTrigger> = [
  ...simple,
  ...humanNeededStates.map((kind) => T.LoginFailed({ kind })),
  T.Misbehaving({ detail: "ticks stalled" }),
  T.Fail({ detail: "terminal crashed" })
]

const stateArb = fc.constantFrom(...accountStates)
const triggerArb: fc.Arbitrary<AccountTrigger> = fc.oneof(
  fc.constantFrom(...simple),
  fc.constantFrom(...humanNeededStates).map((kind) => T.LoginFailed({ kind })),
  fc.string().map((detail) => T.Misbehaving({ detail })),
  fc.string().map((detail) => T.Fail({ detail }))
)

const next = (from: AccountState, trigger: AccountTrigger) => Either.getOrThrow(transition(from, trigger)).next
const refusalOf = (from: AccountState, trigger: AccountTrigger) =>
  Either.match(transition(from, trigger), { onLeft: (e) => e.refusal, onRight: () => undefined })

/** States reachable from `from` by any triggers. */
const reachable = (from: AccountState): ReadonlySet<AccountState> => {
  const seen = new Set<AccountState>([from])
  const queue = [from]
  for (let s = queue.shift(); s !== undefined; s = queue.shift()) {
    for (const trigger of everyTrigger) {
      const result = transition(s, trigger)
      if (Either.isRight(result) && !seen.has(result.right.next)) {
        seen.add(result.right.next)
        queue.push(result.right.next)
      }
    }
  }
  return seen
}

describe("account machine: properties", () => {
  it("knows exactly the states of the Account resource", () => {
    expect(new Set(accountStates)).toEqual(new Set(AccountState.literals))
  })

  it("never leaves the defined states, and a refusal leaves the state as it was", () => {
    fc.assert(fc.property(stateArb, fc.array(triggerArb, { maxLength: 60 }), (start, triggers) => {
      let state = start
      for (const trigger of triggers) {
        const result = transition(state, trigger)
        if (Either.isLeft(result)) {
          expect(result.left.from).toBe(state)
          expect(result.left.trigger).toBe(trigger._tag)
          continue
        }
        expect(Schema.is(AccountState)(result.right.next)).toBe(true)
        state = result.right.next
      }
    }), { numRuns: 2000 })
  })

  it("announces account.state_changed exactly on arriving in a state the spec lists", () => {
    fc.assert(fc.property(stateArb, triggerArb, (from, trigger) => {
      const result = transition(from, trigger)
      if (Either.isRight(result)) {
        const { next: to, emits } = result.right
        expect(emits).toBe(to !== from && announced.includes(to))
      }
    }), { numRuns: 5000 })
  })

  it("can settle from every state: ready or offline is always reachable", () => {
    for (const state of accountStates) {
      const seen = reachable(state)
      expect(seen.has("ready") || seen.has("offline"), state).toBe(true)
    }
  })

  it("can reach ready again from every state (human-needed ones through a credentials change)", () => {
    for (const state of accountStates) expect(reachable(state).has("ready"), state).toBe(true)
  })

  it("reaches a login failure only from a connecting state", () => {
    for (const from of accountStates) {
      for (const kind of humanNeededStates) {
        const result = transition(from, T.LoginFailed({ kind }))
        expect(Either.isRight(result), `${from} ${kind}`).toBe(connectingStates.includes(from))
        if (Either.isRight(result)) expect(result.right).toEqual({ next: kind, emits: true })
      }
    }
  })

  it("keeps every order's outcome: nothing but a settled order or a lost session leaves executing", () => {
    const leaving = everyTrigger.filter((t) => {
      const result = transition("executing", t)
      return Either.isRight(result) && result.right.next !== "executing"
    }).map((t) => t._tag)
    expect(new Set(leaving)).toEqual(new Set(["OrderSettled", "ConnectionLost", "Fail"]))
    for (const t of [T.Cool(), T.IdleTimeout(), T.Disconnect(), T.PasswordChanged(), T.ServerChanged(), T.OrderStarted()]) {
      expect(refusalOf("executing", t), t._tag).toBe("order_in_flight")
    }
  })

  it("warms only where it starts a login, and never loops on a human-needed state", () => {
    for (const from of accountStates) {
      const result = transition(from, T.Warm())
      const startsSomething = Either.isRight(result) && result.right.next !== from
      expect(startsSomething, from).toBe(canWarm(from))
      if (needsOperator(from)) expect(refusalOf(from, T.Warm())).toBe("needs_operator")
    }
  })

  it("a person's confirmation (OperatorResolved) tries one login from 2FA, certificate and trading disabled only", () => {
    for (const from of ["needs_2fa", "needs_certificate", "trading_disabled"] as const) {
      expect(next(from, T.OperatorResolved()), from).toBe("provisioning")
    }
    // A refused password is fixed by sending another, not by retrying the one the broker refused.
    expect(refusalOf("invalid_credentials", T.OperatorResolved())).toBe("needs_operator")
    // Anywhere else it is an ordinary warm.
    for (const from of accountStates.filter((s) => !needsOperator(s))) {
      const outcome = (t: AccountTrigger) =>
        Either.match(transition(from, t), { onLeft: (e) => e.refusal, onRight: (r) => r })
      expect(outcome(T.OperatorResolved()), from).toEqual(outcome(T.Warm()))
    }
    // Nothing else leaves those states by itself: a failed login lands back in one, and only a person moves it on.
    for (const from of humanNeededStates) {
      for (const t of simple.filter((x) => x._tag !== "OperatorResolved" && x._tag !== "Disconnect" &&
        x._tag !== "PasswordChanged" && x._tag !== "ServerChanged")) {
        const moved = Either.isRight(transition(from, t)) && next(from, t) !== from
        expect(moved, `${from} ${t._tag}`).toBe(false)
      }
    }
  })

  it("cools only a running session", () => {
    for (const from of accountStates) {
      const result = transition(from, T.Cool())
      expect(Either.isRight(result) && result.right.next === "cooling" && from !== "cooling", from).toBe(canCool(from))
    }
  })
})

describe("account machine: rules", () => {
  it("comes up from created through the connecting states and announces only ready", () => {
    const path = [T.Warm(), T.Provisioned(), T.LoginStarted(), T.LoggedIn(), T.Synced()]
    const seen: Array<[AccountState, boolean]> = []
    let state: AccountState = "created"
    for (const trigger of path) {
      const result: Transition = Either.getOrThrow(transition(state, trigger))
      seen.push([result.next, result.emits])
      state = result.next
    }
    expect(seen).toEqual([
      ["provisioning", false], ["starting", false], ["connecting", false], ["synchronizing", false], ["ready", true]
    ])
  })

  it("answers warm on a running or starting account without a change (alreadyRunning)", () => {
    for (const from of ["ready", "executing", ...connectingStates] as const) {
      expect(Either.getOrThrow(transition(from, T.Warm()))).toEqual({ next: from, emits: false })
    }
  })

  it("warms from standby, offline and error from scratch", () => {
    for (const from of ["standby", "offline", "error"] as const) expect(next(from, T.Warm())).toBe("provisioning")
  })

  it("restarts the connection of a degraded account on warm or restart", () => {
    expect(next("degraded", T.Warm())).toBe("reconnecting")
    expect(next("degraded", T.Restart())).toBe("reconnecting")
  })

  it("refuses warm while cooling", () => {
    expect(refusalOf("cooling", T.Warm())).toBe("not_allowed")
  })

  it("cools ready or degraded to standby, keeping the announcement for standby", () => {
    expect(Either.getOrThrow(transition("ready", T.Cool()))).toEqual({ next: "cooling", emits: false })
    expect(next("degraded", T.Cool())).toBe("cooling")
    expect(Either.getOrThrow(transition("cooling", T.Cooled()))).toEqual({ next: "standby", emits: true })
  })

  it("answers cool on a resting account without a change (stopped: false)", () => {
    for (const from of ["created", "standby", "offline", "cooling"] as const) {
      expect(Either.getOrThrow(transition(from, T.Cool()))).toEqual({ next: from, emits: false })
    }
  })

  it("refuses cool during a login and in the human-needed and error states", () => {
    for (const from of [...connectingStates, ...humanNeededStates, "error"] as const) {
      expect(refusalOf(from, T.Cool()), from).toBe("not_allowed")
    }
  })

  it("refuses a stale idle timer instead of treating it as a cool", () => {
    expect(next("ready", T.IdleTimeout())).toBe("cooling")
    expect(refusalOf("standby", T.IdleTimeout())).toBe("not_allowed")
  })

  it("disconnects from every state but executing, announcing offline when it changed", () => {
    for (const from of accountStates.filter((s) => s !== "executing")) {
      expect(Either.getOrThrow(transition(from, T.Disconnect()))).toEqual({ next: "offline", emits: from !== "offline" })
    }
  })

  it("moves a human-needed account back to offline on a password or server change, so warm works again", () => {
    for (const from of humanNeededStates) {
      for (const change of [T.PasswordChanged(), T.ServerChanged()]) {
        expect(Either.getOrThrow(transition(from, change))).toEqual({ next: "offline", emits: true })
      }
      expect(next(next(from, T.PasswordChanged()), T.Warm())).toBe("provisioning")
    }
  })

  it("ends a running session on a password change but leaves a never-tried account created", () => {
    expect(next("ready", T.PasswordChanged())).toBe("offline")
    expect(next("created", T.ServerChanged())).toBe("created")
  })

  it("connects a disconnected account again only from offline, and it stays offline", () => {
    expect(Either.getOrThrow(transition("offline", T.Reconnect()))).toEqual({ next: "offline", emits: false })
    expect(refusalOf("ready", T.Reconnect())).toBe("not_allowed")
  })

  it("serialises orders", () => {
    expect(next("ready", T.OrderStarted())).toBe("executing")
    expect(refusalOf("executing", T.OrderStarted())).toBe("order_in_flight")
    expect(refusalOf("degraded", T.OrderStarted())).toBe("not_allowed")
    expect(Either.getOrThrow(transition("executing", T.OrderSettled()))).toEqual({ next: "ready", emits: true })
  })

  it("reconnects and resynchronises after losing the connection, even mid-order", () => {
    expect(next("executing", T.ConnectionLost())).toBe("reconnecting")
    expect(next("reconnecting", T.ConnectionRestored())).toBe("synchronizing")
    expect(refusalOf("provisioning", T.ConnectionLost())).toBe("not_allowed")
  })

  it("drops observations from a session already torn down", () => {
    const offline = next("connecting", T.Disconnect())
    expect(refusalOf(offline, T.LoggedIn())).toBe("not_allowed")
    expect(refusalOf("offline", T.Fail({ detail: "late crash" }))).toBe("not_allowed")
  })

  it("degrades a misbehaving ready account and lets it recover", () => {
    expect(next("ready", T.Misbehaving({ detail: "no ticks" }))).toBe("degraded")
    expect(Either.getOrThrow(transition("degraded", T.Recovered()))).toEqual({ next: "ready", emits: true })
  })

  it("fails to error, announced, wherever a runtime exists", () => {
    for (const from of ["provisioning", "ready", "executing", "degraded", "cooling"] as const) {
      expect(Either.getOrThrow(transition(from, T.Fail({ detail: "x" })))).toEqual({ next: "error", emits: true })
    }
  })

  it("groups states as the spec does", () => {
    expect(groupOf("executing")).toBe("online")
    expect(groupOf("reconnecting")).toBe("connecting")
    expect(groupOf("cooling")).toBe("offline")
    expect(groupOf("needs_2fa")).toBe("human_needed")
    expect(isOnline("degraded")).toBe(true)
    expect(isOffline("cooling")).toBe(true)
    expect(isOnline("synchronizing") || isOffline("synchronizing")).toBe(false)
  })
})
