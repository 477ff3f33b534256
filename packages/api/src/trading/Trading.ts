import { HttpServerResponse } from "@effect/platform"
import { PgClient } from "@effect/sql-pg"
import { Errors, type AccountId, type OrderId } from "@svc/domain"
import type { Principal } from "@svc/domain/api/authentication"
import { OrderResponse } from "@svc/domain/api/trading"
import { AccountEntity } from "@svc/domain/account/protocol"
import type { OrderCommand, SendOutcome } from "@svc/domain/account/tradingProtocol"
import { apiError } from "@svc/domain/errors"
import type { Order } from "@svc/domain/resources/order"
import { Cause, Effect, Exit, Option, type ParseResult, Schema } from "effect"
import { randomUUID } from "node:crypto"
import { accountNotFound } from "../accounts/Accounts.js"
import { orSchedulerFailed } from "../runtime/clusterErrors.js"
import { fingerprint, Idempotency } from "./Idempotency.js"
import { toOrder, type OrderRow } from "./OrdersRepo.js"

/** The actor's answers that come before the order is written: nothing can have reached the broker. */
const preSendRefusals: ReadonlySet<string> = new Set([
  "ACCOUNT_NOT_FOUND", "ACCOUNT_NOT_READY", "NEEDS_OPERATOR", "NO_RUNTIME", "TRADING_DISABLED", "NOT_FOUND"
])

type Rendered = { readonly status: number; readonly body: string }

const encodeOrder = Schema.encode(OrderResponse)
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

const json = (r: Rendered) => HttpServerResponse.text(r.body, { status: r.status, contentType: "application/json" })

/** The HTTP answer for an order as it stands: the spec's outcome codes, with the order's id in `details`. */
const renderOrder = (order: Order, retryable: boolean) =>
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
        return { status: 200, body: JSON.stringify(yield* encodeOrder(order)) }
    }
  }).pipe(Effect.orDie)

/**
 * Every call that sends something to the broker: tenant check, kill switches, the idempotency key, then the
 * account's actor; the answer is stored byte for byte under the key.
 */
export class Trading extends Effect.Service<Trading>()("@svc/api/Trading", {
  effect: Effect.gen(function*() {
    const sql = yield* PgClient.PgClient
    const idempotency = yield* Idempotency
    const actor = yield* AccountEntity.client

    const orderOf = (id: OrderId) =>
      sql<OrderRow>`select * from orders where id = ${id}`.pipe(Effect.map((r) => r[0]), Effect.orDie)

    const execute = Effect.fn("Trading.execute")(function*(
      principal: Principal,
      accountId: AccountId,
      key: string | undefined,
      request: { readonly method: string; readonly path: string; readonly body: unknown },
      command: (orderId: OrderId) => OrderCommand
    ) {
      // One query for the tenant check and both kill switches: this runs on every order.
      const found = (yield* sql<{ tradingDisabled: boolean; workspaceTradingDisabled: boolean }>`
        select a.trading_disabled, w.trading_disabled as workspace_trading_disabled
        from accounts a join workspaces w on w.id = a.workspace_id
        where a.id = ${accountId} and a.workspace_id = ${principal.workspaceId}
      `.pipe(Effect.orDie))[0]
      if (found === undefined) return yield* accountNotFound(accountId)
      if (found.workspaceTradingDisabled || found.tradingDisabled) {
        return yield* new Errors.TradingDisabled({
          message: found.workspaceTradingDisabled ? "Trading is switched off for this workspace." : "Trading is switched off for this account.",
          details: [{ accountId }]
        })
      }
      const orderId = randomUUID() as OrderId
      if (key !== undefined) {
        const begun = yield* idempotency.begin(principal.workspaceId, key, fingerprint(request.method, request.path, request.body), orderId)
        if (begun._tag === "Replay") return json(begun)
        if (begun._tag === "Truth") {
          const row = yield* orderOf(begun.orderId)
          if (row === undefined) return yield* Effect.dieMessage("idempotency key names a missing order")
          return json(yield* renderOrder(toOrder(row), false))
        }
      }
      const outcome: SendOutcome = yield* actor(accountId).SendOrder({ command: command(orderId) }).pipe(
        orSchedulerFailed,
        // Only the actor's refusals before anything was written free the key; any other failure may come after
        // the send (a lost database reply, the runtime restarting), so the key stays with the order it names.
        Effect.onExit((exit) => {
          if (key === undefined || Exit.isSuccess(exit)) return Effect.void
          const failure = Cause.failureOption(exit.cause)
          return Option.isSome(failure) && preSendRefusals.has(failure.value._tag)
            ? idempotency.release(principal.workspaceId, key)
            : idempotency.abandon(principal.workspaceId, key)
        }),
        // Once handed to the actor, the caller going away must not cut the send or its record short.
        Effect.uninterruptible
      )
      const rendered = yield* renderOrder(outcome.order, outcome.retryable)
      if (key !== undefined) yield* idempotency.finish(principal.workspaceId, key, rendered.status, rendered.body)
      return json(rendered)
    })

    /** Modify and cancel name an order, not an account: find its account first (another tenant's is 404). */
    const targetOf = Effect.fn("Trading.targetOf")(function*(principal: Principal, orderId: OrderId) {
      const row = yield* sql<OrderRow>`select * from orders where id = ${orderId} and workspace_id = ${principal.workspaceId}`.pipe(
        Effect.map((r) => r[0]),
        Effect.orDie
      )
      if (row === undefined || row.intent !== "open" || row.type === "market") {
        return yield* new Errors.NotFound({
          message: `No pending order ${orderId} in this workspace.`,
          details: [{ orderId }]
        })
      }
      return row
    })

    return { execute, targetOf } as const
  }),
  dependencies: [Idempotency.Default]
}) {}
