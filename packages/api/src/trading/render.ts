import { HttpServerResponse } from "@effect/platform"
import { Errors } from "@svc/domain"
import { apiError } from "@svc/domain/errors"
import { CurrentRequestId } from "@svc/domain/http/requestId"
import { type Order, orderFields } from "@svc/domain/resources/order"
import { Effect, FiberRef, type ParseResult, Schema } from "effect"

export type Rendered = { readonly status: number; readonly body: string }

// Compiled once per class: building an encoder is far dearer than running one.
const errorEncoders = new Map<unknown, (e: Errors.ApiError) => Effect.Effect<unknown, ParseResult.ParseError>>()
const encodeError = <E extends Errors.ApiError>(cls: Parameters<typeof apiError>[0], error: E) => {
  let encode = errorEncoders.get(cls)
  if (encode === undefined) {
    encode = Schema.encode(apiError(cls) as unknown as Schema.Schema<Errors.ApiError, unknown>)
    errorEncoders.set(cls, encode)
  }
  return encode(error)
}

/** The fields whose encoded form differs from the value: instants (`Timestamp`, an RFC 3339 string in UTC). */
const instants: ReadonlySet<string> = new Set(["sentAt", "settledAt", "reconciledAt", "createdAt", "expiration"])
const fieldNames = Object.keys(orderFields) as ReadonlyArray<keyof typeof orderFields>

/**
 * The 200 answer's body for an order of our own: `OrderResponse` encoded, built straight from the fields in the
 * schema's order. Schema.encode would first check every field of the order against its type again (ids, decimal
 * strings, instants in range), for an order this process built from its own records; the bytes are the same
 * (checked against the schema's encoding for any order in test/orderAnswer.test.ts).
 */
export const orderResponseBody = (order: Order, requestId: string): string => {
  const data: Record<string, unknown> = {}
  for (const name of fieldNames) {
    const value = order[name]
    data[name] = instants.has(name) && value instanceof Date ? value.toISOString() : value
  }
  return JSON.stringify({ data, requestId })
}

export const json = (r: Rendered) => HttpServerResponse.text(r.body, { status: r.status, contentType: "application/json" })

/** The HTTP answer for an order as it stands: the spec's outcome codes, with the order's id in `details`. */
export const renderOrder = (order: Order, retryable: boolean) =>
  Effect.gen(function*() {
    const ids = { orderId: order.id, state: order.state }
    switch (order.state) {
      case "rejected":
        return {
          status: 422,
          body: JSON.stringify(yield* encodeError(Errors.OrderRejected, new Errors.OrderRejected({
            message: `The broker refused the order: ${order.retcodeText ?? "no reason given"}${order.retcode === null ? "" : ` (retcode ${order.retcode})`}.`,
            details: [{ ...ids, retcode: order.retcode, retcodeText: order.retcodeText, retryable }]
          })))
        }
      case "failed":
        return {
          status: 502,
          body: JSON.stringify(yield* encodeError(Errors.SendFailed, new Errors.SendFailed({
            message: "The order never reached the broker; it is safe to send it again (with a new Idempotency-Key).",
            details: [ids]
          })))
        }
      // `accepted`/`validating` only outlive their request when the service stopped mid-way: like `sending`, the
      // request may have left, and the order is confirmed against the broker's records.
      case "accepted":
      case "validating":
      case "unknown":
      case "sending":
        return {
          status: 502,
          body: JSON.stringify(yield* encodeError(Errors.OrderUnresolved, new Errors.OrderUnresolved({
            message: "The order was sent and no answer came: do not resend. Poll the order; it is being confirmed against the broker's records.",
            details: [ids]
          })))
        }
      default:
        return { status: 200, body: orderResponseBody(order, yield* FiberRef.get(CurrentRequestId)) }
    }
  }).pipe(Effect.orDie)

/**
 * A cancel of a pending order that is already final, answered from its record (the broker is not asked):
 * withdrawn, expired, refused or never placed, cancelling has nothing left to do and the order as it stands is the
 * answer (200, as a retried cancel gets); triggered, it cannot be withdrawn, and the answer is the one the broker
 * gives for that, 422 `ORDER_REJECTED` with retcode 10035 (close the position instead). Undefined: still working
 * or being confirmed, so the broker must be asked.
 */
export const renderCancelOfFinal = (order: Order) =>
  Effect.gen(function*() {
    switch (order.state) {
      case "cancelled":
      case "expired":
      case "rejected":
      case "failed":
        return { status: 200, body: orderResponseBody(order, yield* FiberRef.get(CurrentRequestId)) } as Rendered
      case "filled":
        return {
          status: 422,
          body: JSON.stringify(yield* encodeError(Errors.OrderRejected, new Errors.OrderRejected({
            message: "The order already triggered and filled, so it cannot be cancelled (retcode 10035); close the position instead.",
            details: [{
              orderId: order.id, state: order.state, retcode: 10035, retcodeText: "Order already triggered; close the position instead",
              retryable: false, brokerPositionId: order.brokerPositionId
            }]
          })))
        } as Rendered
      default:
        return undefined
    }
  }).pipe(Effect.orDie)

/** The same answer rendered where no HTTP request is running (the actor's result write stores it under the key). */
export const renderOrderFor = (order: Order, retryable: boolean, requestId: string) =>
  Effect.locally(renderOrder(order, retryable), CurrentRequestId, requestId)
