import type { OrderId } from "@svc/domain"
import type { ArmLeg, ArmOutcome } from "@svc/domain/account/waveProtocol"
import { Clock, Deferred, Effect, FiberId, Option } from "effect"
import type { ActorContext } from "./ActorContext.js"
import { isOpening } from "@svc/domain/order/openingOrder"
import type { OrderPath } from "./OrderPath.js"
import { prepareArmed, sendArmed } from "./sendArmed.js"

type ArmLegPayload = typeof ArmLeg.payloadSchema.Type

/**
 * A wave's release inside one account's actor: the leg is checked and built when armed, then the actor's own timer
 * sends it at the absolute release time. Measured on 500 accounts, timers armed ahead release within a few
 * milliseconds of each other, where one message per leg at the release spreads over hundreds.
 */
export const makeArmLeg = (ctx: ActorContext, path: OrderPath) =>
  Effect.sync(() => {
    /** Legs armed in this actor and not yet sent: a message delivered again is answered, not armed twice. */
    const armed = new Map<OrderId, Date>()

    /**
     * Legs being armed now: a message delivered again meanwhile waits for the first arming, then is answered as it
     * left the leg. Two armings at once both marked the order as being sent (`sendingNow`) and the one whose record
     * was refused removed the mark the other had taken, so reconciliation could claim the armed leg before its release
     * and it never left.
     */
    const arming = new Map<OrderId, Deferred.Deferred<void>>()

    const armOnce = ({ payload }: { readonly payload: ArmLegPayload }) =>
      Effect.gen(function*() {
        const { command } = payload
        if (!isOpening(command)) return yield* Effect.dieMessage("only opening orders are armed")
        const already = armed.get(command.orderId)
        if (already !== undefined) return { _tag: "Armed", armedAt: already } satisfies ArmOutcome
        // Checked against its own record in the statement that writes it (the id is derived from wave and account):
        // an order on record was armed before, possibly sent, and is answered as it stands.
        const fresh = yield* prepareArmed(path, command, payload.waveId)
        if (Option.isNone(fresh)) {
          const recorded = yield* path.store.get(command.orderId)
          if (Option.isNone(recorded)) return yield* Effect.dieMessage(`order ${command.orderId} was on record and is not`)
          return { _tag: "Recorded", order: recorded.value.order } satisfies ArmOutcome
        }
        const prepared = fresh.value
        const armedAt = new Date(yield* Clock.currentTimeMillis)
        armed.set(command.orderId, armedAt)
        yield* ctx.admitted(sendArmed(path, prepared, payload.releaseAt)).pipe(
          Effect.ensuring(Effect.sync(() => armed.delete(command.orderId))),
          Effect.forkIn(ctx.entityScope)
        )
        return { _tag: "Armed", armedAt } satisfies ArmOutcome
      })

    const ArmLeg = (message: { readonly payload: ArmLegPayload }): ReturnType<typeof armOnce> =>
      Effect.suspend(() => {
        const id = message.payload.command.orderId
        const first = arming.get(id)
        if (first !== undefined) return Effect.zipRight(Deferred.await(first), ArmLeg(message))
        const done = Deferred.unsafeMake<void>(FiberId.none)
        arming.set(id, done)
        return armOnce(message).pipe(Effect.ensuring(Effect.suspend(() => {
          arming.delete(id)
          return Deferred.succeed(done, undefined)
        })))
      })

    return { ArmLeg } as const
  })
