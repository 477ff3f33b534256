import type { WaveId } from "@svc/domain"
import { OrderTrigger } from "@svc/domain/order/machine"
import type { NewOrder } from "@svc/domain/order/newOrder"
import { freshOrder, openingOrder, type OpeningCommand } from "@svc/domain/order/openingOrder"
import { requestTag } from "@svc/domain/order/requestTag"
import { Effect, Either, Option } from "effect"
import type { LiveSession } from "../account/SessionOpener.js"
import type { PreparedOrderSend, TerminalSession } from "../terminal/TerminalSession.js"
import { buildRequest, type PreparedRequest } from "./buildRequest.js"
import type { OrderPath } from "./OrderPath.js"
import { departAt, untilRelease } from "./releaseGate.js"
import { type PreparedSend, sendOnce, settleSent } from "./sendRequest.js"
import { asSending, settle } from "./settle.js"

/**
 * A wave's leg ready to leave: the session it was built on, its request made ready to leave on that session (through
 * the gateway, the frame already encoded), and its record (already written).
 */
export interface ArmedLeg {
  readonly live: LiveSession
  readonly command: OpeningCommand
  readonly prepared: PreparedRequest
  readonly ready: PreparedOrderSend
  readonly order: NewOrder
  readonly createdAt: Date
}

/** The request built for the session and made ready to leave on it. */
const buildReady = (path: OrderPath, terminal: TerminalSession, command: OpeningCommand) =>
  Effect.gen(function*() {
    // An opening order names nothing to look up, so the lookups' NOT_FOUND cannot happen here.
    const prepared = yield* buildRequest(path, terminal, command, requestTag(command.orderId)).pipe(Effect.catchTag("NOT_FOUND", Effect.die))
    const ready = yield* terminal.prepareSend(prepared.request)
    return { prepared, ready }
  })

/**
 * A wave's leg, checked, built and written `accepted` when it is armed, so that at the release nothing but the request
 * itself is left to do. From here on this actor keeps reconciliation off it (`sendingNow`) until it is sent. None when
 * its order is already on record.
 */
export const prepareArmed = Effect.fn("Order.prepareArmed")(function*(path: OrderPath, command: OpeningCommand, waveId: WaveId) {
  const live = yield* path.ctx.readyForOrder
  const { prepared, ready } = yield* buildReady(path, live.terminal, command)
  const order: NewOrder = { ...openingOrder(command, path.ctx.id), waveId }
  const createdAt = new Date()
  path.sendingNow.add(command.orderId)
  // The leg's id is derived from the wave and the account: an order on record means it was armed before (and may
  // have left), so it is not armed again.
  const written = yield* path.store.insertAccepted(order, createdAt).pipe(Effect.onError(() => Effect.sync(() => path.sendingNow.delete(command.orderId))))
  if (!written) {
    path.sendingNow.delete(command.orderId)
    return Option.none<ArmedLeg>()
  }
  return Option.some<ArmedLeg>({ live, command, prepared, ready, order, createdAt })
})

/**
 * Sends an armed leg at `releaseAt`, through the account's queue and the same record and result as SendOrder. The
 * queue, the readiness check and the `executing` mark are taken before the release time (an armed leg holds its
 * account's queue for at most the arming lead), so that at the release nothing but the request is left to do. An
 * order this process already handed to a terminal is never sent again. A session replaced since the leg was built
 * gets it built again; an account no longer ready records the order as failed without anything leaving.
 */
export const sendArmed = (path: OrderPath, armed: ArmedLeg, releaseAt: Date) =>
  Effect.suspend(() => {
    const { command, createdAt, order } = armed
    const { ctx } = path
    if (path.startedSends.has(command.orderId)) return Effect.void
    return ctx.serialised(Effect.gen(function*() {
      const live = yield* Effect.either(ctx.readyForOrder)
      if (Either.isLeft(live)) {
        path.startedSends.add(command.orderId)
        yield* settle(path, asSending(freshOrder(order, "accepted", createdAt, null), new Date()), OrderTrigger.SendFailed({ detail: live.left.message }), {
          stateDetail: `Never reached the broker: ${live.left.message}`,
          settled: true
        }, null)
        return
      }
      const terminal = live.right.terminal
      // Prepared on the session it leaves on: one replaced since the leg was armed gets it built and prepared again,
      // still ahead of the release.
      const { prepared, ready } = live.right === armed.live ? armed : yield* buildReady(path, terminal, command)
      yield* ctx.touch
      const send: PreparedSend = { terminal, command, prepared, ready, order, accepted: { createdAt }, answer: () => null, stampAtSend: true }
      const release = order.waveId ?? command.orderId
      // Several runners may hold the account: the send is claimed in the database at the release (see sendOnce), so
      // it leaves from this fiber. Otherwise the order's record is its claim, written when armed, and the request
      // leaves in the gate's own pass over the release's legs (see departAt): stamped, marked started and handed over
      // there, and only its answer is awaited here.
      const atRelease = path.claimSends
        ? untilRelease(releaseAt, release).pipe(Effect.zipRight(sendOnce(path, send)))
        : departAt(releaseAt, release, () => {
          // Sent by this process since it was armed (nothing else should, but never twice).
          if (path.startedSends.has(command.orderId)) return undefined
          path.startedSends.add(command.orderId)
          return ready.depart()
        }).pipe(Effect.flatMap((left) =>
          left === undefined
            ? Effect.void
            // Stamped where the request left (see Departure.sentAt): read here, after the pass.
            : Effect.flatMap(Effect.either(left.answer()), (sent) => settleSent(path, send, new Date(left.sentAt()), null, sent))
        ))
      yield* ctx.inFlight(atRelease).pipe(Effect.ensuring(ctx.touch))
    })).pipe(Effect.ensuring(Effect.sync(() => path.sendingNow.delete(command.orderId))), Effect.withSpan("Order.sendArmed"))
  })
