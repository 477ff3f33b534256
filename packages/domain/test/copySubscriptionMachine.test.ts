import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { copiesCloses, copiesOpens, isRemoved, transition, type SubscriptionEvent, type SubscriptionState } from "../src/copy/subscriptionMachine.js"

const eventArb: fc.Arbitrary<SubscriptionEvent> = fc.oneof(
  fc.constantFrom("active", "close_only", "paused").map((to) => ({ _tag: "Set", to } as const)),
  fc.constantFrom("risk_limit", "rejections").map((reason) => ({ _tag: "Stop", reason } as const)),
  fc.constant({ _tag: "Remove" } as const)
)
const start: SubscriptionState = { status: "active", stoppedReason: null }

describe("copy subscription states", () => {
  it("a reason goes with stopped only; removal is final; nothing is copied unless active or close_only", () => {
    fc.assert(fc.property(fc.array(eventArb, { maxLength: 30 }), (events) => {
      let s = start
      let removed = false
      for (const e of events) {
        const t = transition(s, e)
        if (removed) {
          expect(isRemoved(s)).toBe(true)
          if (e._tag !== "Remove") expect(t._tag).toBe("Refused")
        }
        if (t._tag === "Next") s = t.state
        if (e._tag === "Remove") removed = true
        expect(s.status === "stopped").toBe(s.stoppedReason !== null)
        expect(copiesOpens(s)).toBe(s.status === "active")
        if (copiesOpens(s)) expect(copiesCloses(s)).toBe(true)
        if (s.status === "paused" || s.status === "stopped") expect(copiesCloses(s)).toBe(false)
      }
    }))
  })
  it("a stop takes a copying subscription to stopped with its reason, and leaves a paused one paused", () => {
    expect(transition(start, { _tag: "Stop", reason: "rejections" })).toEqual({ _tag: "Next", state: { status: "stopped", stoppedReason: "rejections" } })
    const paused: SubscriptionState = { status: "paused", stoppedReason: null }
    expect(transition(paused, { _tag: "Stop", reason: "risk_limit" })).toEqual({ _tag: "Next", state: paused })
    const stopped: SubscriptionState = { status: "stopped", stoppedReason: "risk_limit" }
    expect(transition(stopped, { _tag: "Set", to: "active" })).toEqual({ _tag: "Next", state: start })
  })
})
