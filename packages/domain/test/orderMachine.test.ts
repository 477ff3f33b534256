import { describe, expect, it } from "@effect/vitest"
import { Either, Schema } from "effect"
import * as fc from "fast-check"
import {
  OrderTrigger as T,
  awaitsReconciliation,
  finalStates,
  isFinal,
  transition,
  type OrderTrigger,
  type ReconciledOutcome,
  type ReplyOutcome,
  type WorkingOutcome
} from "../src/order/machine.js"
import { OrderState } from "../src/resources/order.js"

const orderStates = OrderState.literals
const replyOutcomes: ReadonlyArray<ReplyOutcome> = ["filled", "partially_filled", "placed", "rejected", "completed"]
const reconciledOutcomes: ReadonlyArray<ReconciledOutcome> = [...replyOutcomes, "not_executed", "cancelled", "expired"]
const workingOutcomes: ReadonlyArray<WorkingOutcome> = ["filled", "partially_filled", "cancelled", "expired"]

const everyTrigger: ReadonlyArray<OrderTrigger> = [
  T.Validate(), T.Send(), T.NoReply(),
  T.ValidationFailed({ detail: "volume below minimum" }),
  T.SendFailed({ detail: "terminal disconnected" }),
  ...replyOutcomes.map((outcome) => T.Replied({ outcome })),
  ...reconciledOutcomes.map((outcome) => T.Reconciled({ outcome })),
  ...workingOutcomes.map((outcome) => T.BrokerUpdate({ outcome }))
]
const stateArb = fc.constantFrom(...orderStates)
const triggerArb = fc.constantFrom(...everyTrigger)

const run = (from: OrderState, ...triggers: ReadonlyArray<OrderTrigger>) =>
  triggers.reduce(
    (acc, trigger) => {
      const { next, emits } = Either.getOrThrow(transition(acc.state, trigger))
      return { state: next, emits: [...acc.emits, ...emits] }
    },
    { state: from, emits: [] as ReadonlyArray<string> }
  )

describe("order machine: properties", () => {
  it("never leaves the defined states, and a refusal leaves the state as it was", () => {
    fc.assert(fc.property(stateArb, fc.array(triggerArb, { maxLength: 40 }), (start, triggers) => {
      let state = start
      for (const trigger of triggers) {
        const result = transition(state, trigger)
        if (Either.isLeft(result)) {
          expect(result.left.from).toBe(state)
          continue
        }
        expect(Schema.is(OrderState)(result.right.next)).toBe(true)
        state = result.right.next
      }
    }), { numRuns: 2000 })
  })

  it("has no way out of a final state", () => {
    for (const from of finalStates) {
      for (const trigger of everyTrigger) expect(Either.isLeft(transition(from, trigger)), `${from} ${trigger._tag}`).toBe(true)
    }
  })

  it("calls final exactly the states with no way out", () => {
    for (const from of orderStates) {
      const stuck = everyTrigger.every((trigger) => Either.isLeft(transition(from, trigger)))
      expect(stuck, from).toBe(isFinal(from))
    }
  })

  it("leaves unknown only by reconciliation, and reconciles nothing else", () => {
    fc.assert(fc.property(stateArb, triggerArb, (from, trigger) => {
      const result = transition(from, trigger)
      if (Either.isRight(result) && (from === "unknown" || trigger._tag === "Reconciled")) {
        expect(from).toBe("unknown")
        expect(trigger._tag).toBe("Reconciled")
        expect(result.right.next).not.toBe("unknown")
      }
    }), { numRuns: 3000 })
  })

  it("emits the spec's order events exactly on the matching edges", () => {
    fc.assert(fc.property(stateArb, triggerArb, (from, trigger) => {
      const result = transition(from, trigger)
      if (Either.isLeft(result)) return
      const { next, emits } = result.right
      expect(emits.includes("order.unresolved")).toBe(next === "unknown")
      expect(emits.includes("order.resolved")).toBe(from === "unknown")
      expect(emits.includes("order.filled")).toBe(next === "filled" || next === "partially_filled")
      expect(emits.includes("order.rejected")).toBe(next === "rejected")
      expect(emits.includes("order.cancelled")).toBe(next === "cancelled")
      expect(new Set(emits).size).toBe(emits.length)
      if (emits.includes("order.resolved") && emits.includes("order.filled")) {
        expect(emits.indexOf("order.resolved")).toBeLessThan(emits.indexOf("order.filled"))
      }
    }), { numRuns: 3000 })
  })

  it("can bring every order that is not final to a final state", () => {
    for (const from of orderStates.filter((s) => !isFinal(s))) {
      const seen = new Set<OrderState>([from])
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
      expect([...seen].some(isFinal), from).toBe(true)
    }
  })
})

describe("order machine: rules", () => {
  it("fills a market order", () => {
    expect(run("accepted", T.Validate(), T.Send(), T.Replied({ outcome: "filled" })))
      .toEqual({ state: "filled", emits: ["order.filled"] })
  })

  it("places a pending order, then fills it in parts", () => {
    expect(run(
      "accepted", T.Validate(), T.Send(), T.Replied({ outcome: "placed" }),
      T.BrokerUpdate({ outcome: "partially_filled" }), T.BrokerUpdate({ outcome: "partially_filled" }),
      T.BrokerUpdate({ outcome: "filled" })
    )).toEqual({ state: "filled", emits: ["order.filled", "order.filled", "order.filled"] })
  })

  it("cancels a working order or the remainder of a partial fill, and expires one", () => {
    expect(run("working", T.BrokerUpdate({ outcome: "cancelled" }))).toEqual({ state: "cancelled", emits: ["order.cancelled"] })
    expect(run("partially_filled", T.BrokerUpdate({ outcome: "cancelled" })).state).toBe("cancelled")
    expect(run("working", T.BrokerUpdate({ outcome: "expired" }))).toEqual({ state: "expired", emits: [] })
  })

  it("marks a send with no reply unknown, announcing it", () => {
    expect(run("sending", T.NoReply())).toEqual({ state: "unknown", emits: ["order.unresolved"] })
    expect(awaitsReconciliation("unknown")).toBe(true)
  })

  it("announces the resolution before the fill it found", () => {
    expect(run("unknown", T.Reconciled({ outcome: "filled" })))
      .toEqual({ state: "filled", emits: ["order.resolved", "order.filled"] })
  })

  it("fails an unknown order that reconciliation proves never executed", () => {
    expect(run("unknown", T.Reconciled({ outcome: "not_executed" }))).toEqual({ state: "failed", emits: ["order.resolved"] })
  })

  it("refuses to settle an unknown order by anything but reconciliation", () => {
    for (const trigger of [T.Replied({ outcome: "filled" }), T.SendFailed({ detail: "x" }), T.BrokerUpdate({ outcome: "filled" })]) {
      expect(Either.isLeft(transition("unknown", trigger)), trigger._tag).toBe(true)
    }
  })

  it("fails a send only before the broker could have it", () => {
    for (const from of ["accepted", "validating", "sending"] as const) {
      expect(run(from, T.SendFailed({ detail: "x" }))).toEqual({ state: "failed", emits: [] })
    }
    expect(Either.isLeft(transition("working", T.SendFailed({ detail: "x" })))).toBe(true)
  })

  it("rejects on the broker's refusal and on our own checks, announcing both", () => {
    expect(run("sending", T.Replied({ outcome: "rejected" }))).toEqual({ state: "rejected", emits: ["order.rejected"] })
    expect(run("validating", T.ValidationFailed({ detail: "x" }))).toEqual({ state: "rejected", emits: ["order.rejected"] })
  })

  it("completes a modify or cancel without an order event", () => {
    expect(run("sending", T.Replied({ outcome: "completed" }))).toEqual({ state: "completed", emits: [] })
  })

  it("keeps the steps in order", () => {
    expect(Either.isLeft(transition("accepted", T.Send()))).toBe(true)
    expect(Either.isLeft(transition("validating", T.Replied({ outcome: "filled" })))).toBe(true)
    expect(Either.isLeft(transition("working", T.Reconciled({ outcome: "filled" })))).toBe(true)
  })
})
