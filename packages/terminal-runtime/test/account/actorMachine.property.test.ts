import { Entity, ShardingConfig } from "@effect/cluster"
import { describe, expect, it } from "@effect/vitest"
import { OrderId, type AccountId, type WorkspaceId } from "@svc/domain"
import { AccountTrigger, groupOf, transition, type AccountTrigger as Trigger } from "@svc/domain/account/machine"
import { AccountEntity, type SealedPassword } from "@svc/domain/account/protocol"
import type { AccountState } from "@svc/domain/resources/account"
import type { SendOutcome } from "@svc/domain/account/tradingProtocol"
import type { DecimalString } from "@svc/domain/decimal"
import type { Order } from "@svc/domain/resources/order"
import { Context, Duration, Effect, Either, Fiber, Layer } from "effect"
import fc from "fast-check"
import { randomUUID } from "node:crypto"
import { AccountStore } from "../../src/account/AccountStore.js"
import { makeAccountActor } from "../../src/account/AccountActor.js"
import { RuntimeSettings } from "../../src/account/RuntimeSettings.js"
import { SessionOpener } from "../../src/account/SessionOpener.js"
import { SimBroker } from "../../src/sim/SimBroker.js"
import { SimTerminalDriver } from "../../src/sim/SimTerminalDriver.js"
import { requestTag } from "@svc/domain/order/requestTag"
import { TradingStore } from "../../src/trading/TradingStore.js"
import { makeMemoryAccountStore } from "../../src/account/MemoryAccountStore.js"
import { makeMemoryTradingStore } from "../../src/trading/MemoryTradingStore.js"

/**
 * The account machine against the real actor: random commands, orders (some losing their reply) and faults, and
 * every state the actor records must be reachable from the one before by some trigger the machine allows; once the
 * faults stop, the actor settles. Orders interleave with cool, disconnect and credential changes: every order ends
 * confirmed and true to the broker (or, on an account disconnected before it could look, says why), and without
 * network faults none fails for its session being closed under it.
 */

const everyTrigger: ReadonlyArray<Trigger> = [
  AccountTrigger.Warm(), AccountTrigger.Cool(), AccountTrigger.IdleTimeout(), AccountTrigger.Disconnect(),
  AccountTrigger.PasswordChanged(), AccountTrigger.ServerChanged(), AccountTrigger.Reconnect(), AccountTrigger.Restart(),
  AccountTrigger.Provisioned(), AccountTrigger.LoginStarted(), AccountTrigger.LoggedIn(), AccountTrigger.Synced(),
  AccountTrigger.LoginFailed({ kind: "invalid_credentials" }), AccountTrigger.LoginFailed({ kind: "needs_2fa" }),
  AccountTrigger.LoginFailed({ kind: "needs_certificate" }), AccountTrigger.LoginFailed({ kind: "trading_disabled" }),
  AccountTrigger.OrderStarted(), AccountTrigger.OrderSettled(), AccountTrigger.Cooled(), AccountTrigger.ConnectionLost(),
  AccountTrigger.ConnectionRestored(), AccountTrigger.Misbehaving({ detail: "x" }), AccountTrigger.Recovered(),
  AccountTrigger.Fail({ detail: "x" })
]
const allowed = (from: AccountState, to: AccountState) =>
  from === to || everyTrigger.some((t) => {
    const d = transition(from, t)
    return Either.isRight(d) && d.right.next === to
  })

type Command =
  | { readonly _tag: "Warm" } | { readonly _tag: "Cool" } | { readonly _tag: "Disconnect" }
  | { readonly _tag: "Password" } | { readonly _tag: "Server" }
  | { readonly _tag: "DropSession" } | { readonly _tag: "NetworkDown" } | { readonly _tag: "NetworkUp" }
  | { readonly _tag: "Wait"; readonly ms: number }
  | { readonly _tag: "Order"; readonly noReply: boolean }

const commandArb: fc.Arbitrary<Command> = fc.oneof(
  { weight: 4, arbitrary: fc.constant({ _tag: "Warm" as const }) },
  { weight: 2, arbitrary: fc.constant({ _tag: "Cool" as const }) },
  { weight: 1, arbitrary: fc.constant({ _tag: "Disconnect" as const }) },
  { weight: 1, arbitrary: fc.constant({ _tag: "Password" as const }) },
  { weight: 1, arbitrary: fc.constant({ _tag: "Server" as const }) },
  { weight: 2, arbitrary: fc.constant({ _tag: "DropSession" as const }) },
  { weight: 1, arbitrary: fc.constant({ _tag: "NetworkDown" as const }) },
  { weight: 1, arbitrary: fc.constant({ _tag: "NetworkUp" as const }) },
  { weight: 3, arbitrary: fc.record({ _tag: fc.constant("Wait" as const), ms: fc.integer({ min: 0, max: 120 }) }) },
  { weight: 4, arbitrary: fc.record({ _tag: fc.constant("Order" as const), noReply: fc.boolean() }) }
)

/** Opaque to the actor: it hands the sealed password to its store, which this test's keeps in memory. */
const sealedPassword: SealedPassword = {
  keyProvider: "test",
  wrappedKey: new Uint8Array(1),
  iv: new Uint8Array(1),
  authTag: new Uint8Array(1),
  ciphertext: new Uint8Array(1)
}

const settings = Layer.succeed(RuntimeSettings, {
  ...RuntimeSettings.defaultValue(),
  reconnectBase: Duration.millis(20),
  reconnectMax: Duration.millis(80),
  healthInterval: Duration.hours(1),
  syncInterval: Duration.hours(1),
  loginTimeout: Duration.seconds(5)
})

/** One schedule against a fresh actor and broker; throws on the first broken expectation. */
const run = (startOnline: boolean, commands: ReadonlyArray<Command>) =>
  Effect.runPromise(Effect.scoped(Effect.gen(function*() {
    const id = randomUUID() as AccountId
    const login = String(100000 + Math.floor(Math.random() * 800000))
    const memory = yield* makeMemoryAccountStore([{
      record: {
        id, workspaceId: randomUUID() as WorkspaceId, login, server: "SimBroker-Demo", mode: "always_on",
        state: "created", stateDetail: null, problem: null, tradingDisabled: false, disconnected: false
      },
      password: "pw"
    }])
    const trading = yield* makeMemoryTradingStore
    // One broker for the actor and for the faults the test injects.
    const sim = Context.get(yield* Layer.build(SimBroker.Default), SimBroker)
    const runtime = AccountEntity.toLayer(makeAccountActor, { concurrency: "unbounded" }).pipe(
      Layer.provide(SessionOpener.Default),
      Layer.provide(SimTerminalDriver.layer.pipe(Layer.provide(Layer.succeed(SimBroker, sim)))),
      Layer.provide(Layer.succeed(AccountStore, memory.store)),
      Layer.provide(Layer.succeed(TradingStore, trading.store)),
      Layer.provide(settings)
    )
    const make = yield* Entity.makeTestClient(AccountEntity, runtime).pipe(Effect.provide(ShardingConfig.layer()))
    const actor = yield* make(id)
    const sent: Array<{ readonly orderId: OrderId; readonly fiber: Fiber.RuntimeFiber<Either.Either<SendOutcome, unknown>> }> = []
    const networkFaults = commands.some((c) => c._tag === "DropSession" || c._tag === "NetworkDown")
    if (startOnline) {
      yield* actor.Warm({ reason: "warm" })
      for (let i = 0; i < 250 && (yield* memory.current(id))?.state !== "ready"; i++) yield* Effect.sleep(Duration.millis(20))
    }
    for (const command of commands) {
      switch (command._tag) {
        case "Warm": yield* Effect.either(actor.Warm({ reason: "warm" })); break
        case "Cool": yield* Effect.either(actor.Cool()); break
        case "Disconnect": yield* Effect.either(actor.Disconnect()); break
        case "Password": yield* Effect.either(actor.CredentialsChanged({ what: "password", password: sealedPassword })); break
        case "Server": yield* Effect.either(actor.CredentialsChanged({ what: "server", server: "SimBroker-Demo" })); break
        case "DropSession": yield* sim.disconnect("SimBroker-Demo", login); break
        case "NetworkDown": yield* sim.setFaults("SimBroker-Demo", login, { offline: true }); break
        case "NetworkUp": yield* sim.clearFaults("SimBroker-Demo", login); break
        case "Wait": yield* Effect.sleep(Duration.millis(command.ms)); break
        case "Order": {
          const orderId = OrderId.make(randomUUID())
          const fiber = yield* Effect.fork(Effect.either(actor.SendOrder({
            command: {
              _tag: "Market", orderId, workspaceId: randomUUID() as WorkspaceId,
              clientOrderId: command.noReply ? `sim:no-reply-${orderId}` : null, deviationPoints: null,
              side: "buy", symbol: "EURUSD", volume: "0.01" as DecimalString, stopLoss: null, takeProfit: null
            },
            accepted: null,
            answerTo: null
          })))
          sent.push({ orderId, fiber })
          // Lets the order reach the actor, so what follows meets it on its way rather than before it.
          yield* Effect.sleep(Duration.millis(1))
          break
        }
      }
    }
    // Settles: nothing left half-way once commands and faults stop.
    yield* sim.clearFaults("SimBroker-Demo", login)
    let state: AccountState = "connecting"
    for (let i = 0; i < 200; i++) {
      state = (yield* memory.current(id))?.state ?? "created"
      if (groupOf(state) !== "connecting" && state !== "cooling") break
      yield* Effect.sleep(Duration.millis(20))
    }
    expect(groupOf(state) === "connecting" || state === "cooling", `stuck in ${state}`).toBe(false)

    // Every order is answered; without network faults none was sent into a session closed under it.
    for (const { fiber, orderId } of sent) {
      const answer = yield* Fiber.join(fiber)
      if (!networkFaults && Either.isRight(answer)) expect(answer.right.outcome, orderId).not.toBe("send_failed")
    }
    // Brought up when it can be, every order is confirmed; a disconnected account's unconfirmed ones say why.
    const unconfirmed = (o: Order | undefined) =>
      o !== undefined && (o.needsReconciliation || o.state === "accepted" || o.state === "sending")
    const record = yield* memory.current(id)
    if (record !== undefined && !record.disconnected) {
      // A refused warm (the test's sealed password cannot be opened after a password change) has nothing to wait for.
      const warmed = yield* Effect.either(actor.Warm({ reason: "warm" }))
      for (let i = 0; i < 300 && Either.isRight(warmed); i++) {
        if ((yield* memory.current(id))?.state === "ready") {
          yield* Effect.either(actor.SyncNow())
          const open = yield* Effect.forEach(sent, ({ orderId }) => trading.order(orderId))
          if (!open.some(unconfirmed)) break
        }
        yield* Effect.sleep(Duration.millis(20))
      }
    }
    for (const { orderId } of sent) {
      const order = yield* trading.order(orderId)
      const executed = yield* sim.executedCount({ server: "SimBroker-Demo", login, comment: requestTag(orderId) })
      expect(executed, orderId).toBeLessThanOrEqual(1)
      if (order === undefined) {
        expect(executed, `${orderId} refused yet executed`).toBe(0)
      } else if (unconfirmed(order)) {
        expect(record?.disconnected, `${orderId} left ${order.state}: ${order.stateDetail}`).toBe(true)
        expect(order.stateDetail).toContain("Not confirmed yet")
      } else {
        expect(order.state === "filled", `${orderId} ${order.state} executed=${executed}`).toBe(executed === 1)
      }
    }

    const states = ["created" as AccountState, ...(yield* memory.states(id))]
    for (let i = 1; i < states.length; i++) {
      expect(allowed(states[i - 1]!, states[i]!), `${states[i - 1]} → ${states[i]} in ${states.join(" → ")}`).toBe(true)
    }
  })))

/** Orders (a share losing their reply) against the operations that end a session, and a few faults. */
const orderHeavyArb: fc.Arbitrary<Command> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ _tag: fc.constant("Order" as const), noReply: fc.boolean() }) },
  { weight: 2, arbitrary: fc.constant({ _tag: "Cool" as const }) },
  { weight: 2, arbitrary: fc.constant({ _tag: "Disconnect" as const }) },
  { weight: 1, arbitrary: fc.constant({ _tag: "Password" as const }) },
  { weight: 1, arbitrary: fc.constant({ _tag: "Server" as const }) },
  { weight: 1, arbitrary: fc.constant({ _tag: "Warm" as const }) },
  { weight: 1, arbitrary: fc.constant({ _tag: "DropSession" as const }) },
  { weight: 2, arbitrary: fc.record({ _tag: fc.constant("Wait" as const), ms: fc.integer({ min: 0, max: 300 }) }) }
)

describe("the account actor obeys the account machine", () => {
  it.live("for random commands and faults, every recorded transition is allowed and the actor settles", () =>
    Effect.promise(() =>
      fc.assert(fc.asyncProperty(fc.array(commandArb, { minLength: 3, maxLength: 16 }), (commands) => run(false, commands)), { numRuns: 25 })
    ), 600_000)

  it.live("orders interleaved with cool, disconnect and credential changes all end confirmed and true to the broker", () =>
    Effect.promise(() =>
      fc.assert(fc.asyncProperty(fc.array(orderHeavyArb, { minLength: 3, maxLength: 14 }), (commands) => run(true, commands)), {
        numRuns: 25,
        // Found by this property: the session dropping under a fill's read-back interrupted the order's answer.
        examples: [[[
          { _tag: "Server" }, { _tag: "Warm" }, { _tag: "Warm" }, { _tag: "Order", noReply: false }, { _tag: "DropSession" },
          { _tag: "Disconnect" }, { _tag: "Wait", ms: 0 }
        ]]]
      })
    ), 600_000)
})
