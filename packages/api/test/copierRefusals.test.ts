import { describe, expect, it } from "@effect/vitest"
import { notSentTags } from "../src/copy/Copier.js"
import { preSendRefusals } from "../src/trading/Trading.js"

/**
 * The copier reads a refusal as "never sent" (forgets an open's row, or fails a close or modify so the next attempt
 * gets a new key) only when Trading freed the key for it: a refusal that keeps the key (SCHEDULER_FAILED: the runtime
 * may have taken the message) must leave the row pending, confirmed through its key, or a second order could go out.
 */
describe("copier refusals", () => {
  it("treats as not sent only the refusals Trading frees the key for", () => {
    expect([...notSentTags].filter((t) => !preSendRefusals.has(t))).toEqual([])
    expect(notSentTags.has("SCHEDULER_FAILED")).toBe(false)
  })
})
