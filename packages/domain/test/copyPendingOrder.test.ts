import { describe, expect, it } from "@effect/vitest"
import { followerPendingKind, sideOfPending } from "../src/copy/pendingOrder.js"

describe("copied pending order kinds", () => {
  it("keeps the kind when not reversed", () => {
    expect(followerPendingKind("buy_stop_limit", "buy", false)).toBe("buy_stop_limit")
    expect(followerPendingKind("sell_limit", "sell", false)).toBe("sell_limit")
  })
  it("reversed, rests on the same side of the market: a limit becomes a stop of the other side and back", () => {
    expect(followerPendingKind("buy_limit", "sell", true)).toBe("sell_stop")
    expect(followerPendingKind("sell_limit", "buy", true)).toBe("buy_stop")
    expect(followerPendingKind("buy_stop", "sell", true)).toBe("sell_limit")
    expect(followerPendingKind("sell_stop", "buy", true)).toBe("buy_limit")
  })
  it("has no reversed stop-limit", () => {
    expect(followerPendingKind("buy_stop_limit", "sell", true)).toBeUndefined()
    expect(sideOfPending("sell_stop_limit")).toBe("sell")
  })
})
