import type { OrderCommand, SendOutcome } from "@svc/domain/account/tradingProtocol"
import { OrderTrigger } from "@svc/domain/order/machine"
import type { NewOrder } from "@svc/domain/order/newOrder"
import { freshOrder } from "@svc/domain/order/openingOrder"
import { Order } from "@svc/domain/resources/order"
import { Effect, Either, Option } from "effect"
import { alreadySent } from "./alreadySent.js"
import type { NoReply, NotSent } from "../terminal/errors.js"
import type { PreparedOrderSend, TerminalSession } from "../terminal/TerminalSession.js"
import type { TradeResult } from "../terminal/tradeRequest.js"
import type { PreparedRequest } from "./buildRequest.js"
import type { OrderPath } from "./OrderPath.js"
import { scheduleReconcile } from "./reconcile.js"
import { asSending, settle } from "./settle.js"
import { settleReply } from "./settleReply.js"
import type { AnswerTo } from "./TradingStore.js"
import { traced } from "@svc/domain/tracing"

/** A request built and its order's record derived: everything `sendRequest` needs to send it once. */
export interface PreparedSend {
  readonly terminal: TerminalSession
  readonly command: OrderCommand
  readonly prepared: PreparedRequest
  readonly order: NewOrder
  /** When the HTTP side already wrote the order `accepted` (with its idempotency key): when it did. */
  readonly accepted: { readonly createdAt: Date } | null
  /** The HTTP answer to store with the outcome, for a request with an idempotency key. */
  readonly answer: (retryable: boolean) => AnswerTo | null
  /** A wave's leg: `sentAt` is taken as the request leaves, for the wave's dispatchSpreadMs. */
  readonly stampAtSend?: boolean
  /**
   * The request made ready to leave on `terminal` ahead of the send (a wave's leg, when armed): sent instead of
   * `orderSend(prepared.request)`, so nothing but its send is left at the release.
   */
  readonly ready?: PreparedOrderSend
}

/**
 * Sends a prepared request at most once and settles the order by what came back, without a span of its own: a wave's
 * legs run this one after another from their release to their hand-off, where creating a span each cost CPU the
 * last leg of 500 waits for; they run under `Order.sendArmed`. Runs inside the account's order queue, with the
 * account `executing`.
 */
export const sendOnce = (path: OrderPath, send: PreparedSend) => Effect.gen(function*() {
  const { command, terminal } = send
  // The order is on record before the request leaves (written `accepted` with its key by the HTTP side, or
  // `sending` here): from then on a stop leaves an order to reconcile, never a lost one.
  // Without an `accepted` row the write is the claim (an order already on record is never sent again); an
  // `accepted` one is claimed by its own statement when several runners may hold the account (see claimSend).
  const claimed = send.accepted === null || path.claimSends ? yield* path.store.claimSend(send.order, send.accepted) : undefined
  if (claimed !== undefined && Option.isNone(claimed)) {
    return yield* alreadySent(path, { command, accepted: send.accepted, answerTo: null })
  }
  const inserted = claimed !== undefined && send.accepted === null ? Option.getOrNull(claimed) : null
  const sentAt = new Date()
  path.startedSends.add(command.orderId)
  const sent = yield* (send.ready === undefined ? terminal.orderSend(send.prepared.request) : send.ready.send).pipe(Effect.either)
  return yield* settleSent(path, send, sentAt, inserted, sent)
})

/**
 * What follows a request's hand-off (at `sentAt`): the order settled by what came back. `inserted`: the order's
 * record when the claim wrote it. Runs inside the account's order queue, with the account `executing`.
 */
export const settleSent = (
  path: OrderPath,
  send: PreparedSend,
  sentAt: Date,
  inserted: Order | null,
  sent: Either.Either<TradeResult, NotSent | NoReply>
) => Effect.gen(function*() {
  const { answer, command, terminal } = send
  // The in-memory record of an order already written is built once the request is gone: legs released together
  // each run this far one after another before any is sent, so every microsecond here widens a wave's spread.
  const recorded = inserted ?? asSending(freshOrder(send.order, "accepted", send.accepted?.createdAt ?? sentAt, null), sentAt)
  const sending = send.stampAtSend === true ? new Order({ ...recorded, sentAt }, true) : recorded

  if (Either.isRight(sent)) return yield* settleReply(path, terminal, command, send.prepared, sending, sent.right, answer)
  const error = sent.left
  if (error._tag === "NotSent") {
    const settled = yield* settle(path, sending, OrderTrigger.SendFailed({ detail: error.detail }), {
      stateDetail: `Never reached the broker: ${error.detail}. Safe to send again with a new Idempotency-Key.`,
      settled: true
    }, answer(true))
    return { ...settled, outcome: "send_failed", retryable: true } satisfies SendOutcome
  }
  const settled = yield* settle(path, sending, OrderTrigger.NoReply(), {
    stateDetail: "Sent, and no answer came back. Being confirmed against the broker's records; never resend."
  }, answer(false))
  yield* scheduleReconcile(path)
  return { ...settled, outcome: "unresolved", retryable: false } satisfies SendOutcome
})

/** `sendOnce` in a span of its own, for an order sent on its own. */
export const sendRequest = Effect.fnUntraced(function*(path: OrderPath, send: PreparedSend) {
  return yield* sendOnce(path, send)
}, traced("Order.send"))
