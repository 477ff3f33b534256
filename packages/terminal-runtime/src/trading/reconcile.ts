import { OrderTrigger } from "@svc/domain/order/machine"
import { Duration, Effect } from "effect"
import { brokerOutcome } from "./brokerOutcome.js"
import type { OrderPath } from "./OrderPath.js"
import { asSending, settle } from "./settle.js"

/** Confirms every unresolved order of the account against the broker's records; resends nothing. Answers how many stay open. */
export const reconcile = Effect.fn("Account.reconcile")(function*(path: OrderPath) {
  const { ctx, sendingNow, startedSends, store } = path
  const live = ctx.session()
  if (live === undefined) return 0
  const pending = (yield* store.unresolved(ctx.id)).filter((stored) => !sendingNow.has(stored.order.id))
  let open = 0
  for (const stored of pending) {
    const now = Date.now()
    const { order } = stored
    if ((order.state === "accepted" || order.state === "validating") && !startedSends.has(order.id)) {
      // Written by the HTTP side and never handed to a terminal here: its message may still be on its way.
      // Once old enough to be settled as never executed it is claimed first, so that a message arriving later
      // is answered with the order as it stands instead of sending it.
      if (now - order.createdAt.getTime() < 2_000) {
        open++
        continue
      }
      startedSends.add(order.id)
    }
    const found = yield* brokerOutcome(live.terminal, stored, now).pipe(Effect.orElseSucceed(() => undefined))
    if (found === undefined) {
      open++
      continue
    }
    let current = stored.order
    // An order a stop left before its result is first declared unknown: it may have left.
    if (current.state === "accepted" || current.state === "validating" || current.state === "sending") {
      current = (yield* settle(path, asSending(current, current.createdAt), OrderTrigger.NoReply(), {
        stateDetail: "The service stopped while sending; being confirmed."
      }, null)).order
    }
    yield* settle(path, current, OrderTrigger.Reconciled({ outcome: found.outcome }), {
      stateDetail: found.outcome === "not_executed"
        ? "Confirmed with the broker: the request never executed."
        : "Confirmed with the broker's records.",
      ...found.fields,
      reconciled: true,
      settled: found.outcome !== "placed"
    }, null)
  }
  return open
})

/** Runs reconciliation until nothing is left open, backing off; survives the session coming and going. */
const reconcileUntilSettled = (path: OrderPath) =>
  Effect.gen(function*() {
    let delay = Duration.millis(250)
    for (let attempt = 0; attempt < 40; attempt++) {
      yield* Effect.sleep(delay)
      const open = yield* reconcile(path).pipe(Effect.orElseSucceed(() => 1))
      if (open === 0) return
      delay = Duration.min(Duration.times(delay, 2), Duration.seconds(15))
    }
  })

/** Starts `reconcileUntilSettled` in the entity's scope and returns at once. */
export const scheduleReconcile = (path: OrderPath): Effect.Effect<void> =>
  reconcileUntilSettled(path).pipe(Effect.forkIn(path.ctx.entityScope), Effect.asVoid, Effect.withSpan("AccountActor.scheduleReconcile"))
