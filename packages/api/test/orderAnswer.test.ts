import { describe, expect, it } from "@effect/vitest"
import { OrderResponse } from "@svc/domain/api/trading"
import { CurrentRequestId } from "@svc/domain/http/requestId"
import { Order } from "@svc/domain/resources/order"
import { Arbitrary, Effect, Schema } from "effect"
import fc from "fast-check"
import { orderResponseBody } from "../src/trading/render.js"

// The 200 answer is built without Schema.encode (render.ts): for any order, its bytes must be the schema's encoding,
// since a replay answers them again byte for byte and the contract documents the schema.
describe("the order answer", () => {
  it("is OrderResponse encoded, byte for byte, for any order", () => {
    const encode = Schema.encode(OrderResponse)
    fc.assert(
      fc.property(Arbitrary.make(Order), fc.string(), (order, requestId) => {
        const bySchema = JSON.stringify(Effect.runSync(Effect.locally(encode(order), CurrentRequestId, requestId)))
        expect(orderResponseBody(order, requestId)).toBe(bySchema)
      }),
      { numRuns: 300 }
    )
  })
})
