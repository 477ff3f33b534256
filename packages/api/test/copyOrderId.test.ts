import { describe, expect, it } from "@effect/vitest"
import { copyOrderKey, masterDealKey, ownCloseKey, volumeDriftKey } from "../src/copy/copyOrderId.js"

/**
 * The follower order's key is what makes a re-sent journal row find the order its first try sent: it must be the
 * same for the same (subscription, master deal, attempt) in any process, different for any other, and short enough
 * to be the order's clientOrderId (32 characters).
 */
describe("copy order keys", () => {
  const sub = "5d747da0-6b8a-4024-a2a4-c56bd0cc911b"
  const deal = masterDealKey("f19331da-f19b-4cc2-ba76-ad10330c4f58")

  it("are deterministic and fit a clientOrderId", () => {
    expect(copyOrderKey(sub, deal, 0)).toBe(copyOrderKey(sub, deal, 0))
    expect(copyOrderKey(sub, deal, 0)).toMatch(/^cp_[A-Za-z0-9_-]{29}$/)
  })

  it("differ by subscription, by what is copied and by attempt", () => {
    const keys = new Set([
      copyOrderKey(sub, deal, 0),
      copyOrderKey(sub, deal, 1),
      copyOrderKey("00000000-0000-4000-8000-000000000000", deal, 0),
      copyOrderKey(sub, masterDealKey("00000000-0000-4000-8000-000000000001"), 0),
      copyOrderKey(sub, ownCloseKey("drift", "50000001", 0), 0),
      copyOrderKey(sub, ownCloseKey("removal", "50000001", 0), 0),
      copyOrderKey(sub, `${volumeDriftKey("50000001", "0.3")}#0`, 0)
    ])
    expect(keys.size).toBe(7)
  })
})
