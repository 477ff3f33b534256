import { Data, Either } from "effect"
import type { OrderEventType } from "../resources/events.js"
import type { OrderState } from "../resources/order.js"

/**
 * An order's life, pure. The machine checks the order of states; what a broker reply means (which retcode is a
 * fill, a placement, a refusal, and `completed` for a modify or cancel) is decided by the caller before it picks
 * the trigger's outcome. The one rule that matters most: an order whose send got no reply is `unknown`, and only
 * reconciliation against the broker's records may move it on, because resending or guessing could trade twice.
 */

/** No trigger leaves these. */
export const finalStates: ReadonlyArray<OrderState> = ["completed", "filled", "rejected", "failed", "cancelled", "expired"]

export const isFinal = (state: OrderState): boolean => finalStates.includes(state)

/** Still inside the account's order queue (the account is `executing`). */
export const isInFlight = (state: OrderState): boolean =>
  state === "accepted" || state === "validating" || state === "sending"

/** `needsReconciliation`: the outcome is being confirmed with the broker. Never resend such an order. */
export const awaitsReconciliation = (state: OrderState): boolean => state === "unknown"

/**
 * At the broker and able to change by itself: a placed pending order, or a partial fill whose remainder still works.
 * With IOC filling the broker drops the remainder at once, so such an order rests in `partially_filled`: not final
 * in the machine, settled in practice.
 */
export const isWorking = (state: OrderState): boolean => state === "working" || state === "partially_filled"

/** What the broker answered to a send. `placed` is a pending order now working; `completed` a modify or cancel done. */
export type ReplyOutcome = "filled" | "partially_filled" | "placed" | "rejected" | "completed"

/** What the broker's records show for an `unknown` order. `not_executed` means it never reached the book: `failed`. */
export type ReconciledOutcome = ReplyOutcome | "not_executed" | "cancelled" | "expired"

/** Later changes of a working order, from trade transactions or the order sync. */
export type WorkingOutcome = "filled" | "partially_filled" | "cancelled" | "expired"

export type OrderTrigger = Data.TaggedEnum<{
  /** Checks against the account and symbol start (volume step, stops level, trading allowed). */
  Validate: {}
  /** Checks passed; handed to the terminal. */
  Send: {}
  /** Refused by our own checks before sending; no retcode (it is not the broker's). */
  ValidationFailed: { readonly detail: string }
  /** Proven never to have reached the broker (SEND_FAILED): the only safe resend. */
  SendFailed: { readonly detail: string }
  Replied: { readonly outcome: ReplyOutcome }
  /** Sent, and no answer came (ORDER_UNRESOLVED). */
  NoReply: {}
  /** The only way out of `unknown`. */
  Reconciled: { readonly outcome: ReconciledOutcome }
  BrokerUpdate: { readonly outcome: WorkingOutcome }
}>
export const OrderTrigger = Data.taggedEnum<OrderTrigger>()

export class IllegalTransition extends Data.TaggedError("IllegalOrderTransition")<{
  readonly from: OrderState
  readonly trigger: OrderTrigger["_tag"]
  readonly reason: string
}> {
  override get message() {
    return `${this.trigger} refused in ${this.from}: ${this.reason}`
  }
}

export interface Transition {
  readonly next: OrderState
  /** Events to record with the change, in order (spec: `order.resolved` comes before the `order.filled` it found). */
  readonly emits: ReadonlyArray<OrderEventType>
}

/** Events are a function of the edge alone, so the emitting rule cannot differ between triggers. */
export const eventsOf = (from: OrderState, next: OrderState): ReadonlyArray<OrderEventType> => {
  const events: Array<OrderEventType> = []
  if (from === "unknown" && next !== "unknown") events.push("order.resolved")
  if (next === "unknown" && from !== "unknown") events.push("order.unresolved")
  // Every fill, partial ones included, also a further partial fill that leaves the state as it was.
  if (next === "filled" || next === "partially_filled") events.push("order.filled")
  if (next === "rejected") events.push("order.rejected")
  if (next === "cancelled") events.push("order.cancelled")
  return events
}

const to = (from: OrderState, next: OrderState): Either.Either<Transition, IllegalTransition> =>
  Either.right({ next, emits: eventsOf(from, next) })

const refuse = (from: OrderState, trigger: OrderTrigger, reason: string): Either.Either<Transition, IllegalTransition> =>
  Either.left(new IllegalTransition({ from, trigger: trigger._tag, reason }))

const replied: { readonly [O in ReplyOutcome]: OrderState } = {
  filled: "filled",
  partially_filled: "partially_filled",
  placed: "working",
  rejected: "rejected",
  completed: "completed"
}

const reconciled: { readonly [O in ReconciledOutcome]: OrderState } = {
  ...replied,
  not_executed: "failed",
  cancelled: "cancelled",
  expired: "expired"
}

export const transition = (from: OrderState, trigger: OrderTrigger): Either.Either<Transition, IllegalTransition> => {
  if (isFinal(from)) return refuse(from, trigger, "the order is final")
  // Checked before anything else so that no trigger added later can slip an order out of `unknown` by accident.
  if (from === "unknown" && trigger._tag !== "Reconciled") {
    return refuse(from, trigger, "only reconciliation against the broker's records settles an unknown order")
  }
  switch (trigger._tag) {
    case "Validate":
      return from === "accepted" ? to(from, "validating") : refuse(from, trigger, "only an accepted order is validated")
    case "Send":
      return from === "validating" ? to(from, "sending") : refuse(from, trigger, "only a validated order is sent")
    case "ValidationFailed":
      // A refusal, like the broker's: resending it unchanged would be refused again, so it is not `failed`.
      return from === "validating" ? to(from, "rejected") : refuse(from, trigger, "not being validated")
    case "SendFailed":
      // Before the terminal took it (queue dropped, account went down, terminal refused the call), nothing can
      // have reached the broker. Once `sending`, the driver must prove it; otherwise it reports NoReply.
      return isInFlight(from) ? to(from, "failed") : refuse(from, trigger, "already past sending")
    case "Replied":
      return from === "sending" ? to(from, replied[trigger.outcome]) : refuse(from, trigger, "nothing was sent")
    case "NoReply":
      return from === "sending" ? to(from, "unknown") : refuse(from, trigger, "nothing was sent")
    case "Reconciled":
      // Reconciliation may find any end, including a pending order placed then withdrawn or expired before it
      // looked; it reports where the order is now rather than replaying the steps it missed.
      return from === "unknown" ? to(from, reconciled[trigger.outcome]) : refuse(from, trigger, "only unknown orders are reconciled")
    case "BrokerUpdate":
      // A partial fill's remainder can still fill, be withdrawn or expire; another partial fill keeps the state.
      if (from === "working" || from === "partially_filled") return to(from, trigger.outcome)
      return refuse(from, trigger, "not working at the broker")
  }
}
