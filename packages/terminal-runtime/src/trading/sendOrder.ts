import type { SendOrder as SendOrderRpc } from "@svc/domain/account/tradingProtocol"
import { requestTag } from "@svc/domain/order/requestTag"
import { Effect } from "effect"
import type { ActorContext } from "./ActorContext.js"
import { alreadySent } from "./alreadySent.js"
import { buildRequest } from "./buildRequest.js"
import { makeFillingModes } from "./fillingMode.js"
import type { AfterTrade, OrderPath } from "./OrderPath.js"
import { orderRecordFor } from "./orderRecordFor.js"
import { reconcile, scheduleReconcile } from "./reconcile.js"
import { sendRequest } from "./sendRequest.js"
import { RuntimeSettings } from "../account/RuntimeSettings.js"
import { StartedSends } from "./StartedSends.js"
import type { AnswerTo } from "./TradingStore.js"
import { TradingStore } from "./TradingStore.js"
import { traced } from "@svc/domain/tracing"

type SendOrderPayload = typeof SendOrderRpc.payloadSchema.Type

/**
 * The order's turn in the account's queue: the account must be ready (a `warm_on_demand` one is brought up), the
 * request is built from what the terminal holds now, and it is sent with the account `executing`.
 */
const sendInTurn = Effect.fnUntraced(function*(path: OrderPath, payload: SendOrderPayload) {
  return yield* path.ctx.serialised(Effect.gen(function*() {
    const { ctx } = path
    const command = payload.command
    const live = yield* ctx.readyForOrder
    const terminal = live.terminal
    yield* ctx.touch
    const tag = requestTag(command.orderId)
    const prepared = yield* buildRequest(path, terminal, command, tag)
    const order = orderRecordFor(ctx.id, command, prepared, tag)
    const answerTo = payload.answerTo
    const answer = (retryable: boolean): AnswerTo | null =>
      answerTo === null ? null : { workspaceId: command.workspaceId, key: answerTo.key, requestId: answerTo.requestId, retryable }
    // The idle window counts from the last order's end too: a timer that fired mid-order was refused.
    return yield* ctx.inFlight(sendRequest(path, { terminal, command, prepared, order, accepted: payload.accepted, answer })).pipe(
      Effect.ensuring(ctx.touch)
    )
  }))
}, traced("AccountActor.sendInTurn"))

/** The account actor's order handlers over its context; `afterTrade` is the sync's read-back of a trade. */
export const makeTradingHandlers = (ctx: ActorContext, afterTrade: AfterTrade) =>
  Effect.gen(function*() {
    const path: OrderPath = {
      ctx,
      store: yield* TradingStore,
      startedSends: yield* StartedSends,
      claimSends: (yield* RuntimeSettings).claimSends,
      sendingNow: new Set(),
      fillingModes: makeFillingModes(),
      afterTrade
    }

    // Marked from the message's arrival, before the queue: an `accepted` row waiting its turn is not a leftover.
    const SendOrder = ({ payload }: { readonly payload: SendOrderPayload }) =>
      path.startedSends.has(payload.command.orderId) ? alreadySent(path, payload) : Effect.acquireUseRelease(
        Effect.sync(() => path.sendingNow.add(payload.command.orderId)),
        () => ctx.admitted(sendInTurn(path, payload)),
        () => Effect.sync(() => path.sendingNow.delete(payload.command.orderId))
      )

    return { SendOrder, reconcile: reconcile(path), scheduleReconcile: scheduleReconcile(path), path } as const
  })
