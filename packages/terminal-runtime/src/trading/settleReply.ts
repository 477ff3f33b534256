import type { OrderCommand, SendOutcome } from "@svc/domain/account/tradingProtocol"
import { OrderTrigger } from "@svc/domain/order/machine"
import { requestTag } from "@svc/domain/order/requestTag"
import type { Order } from "@svc/domain/resources/order"
import { Effect } from "effect"
import { isRetryableRetcode, retcodeDescription } from "../terminal/retcodes.js"
import type { TerminalSession } from "../terminal/TerminalSession.js"
import type { TradeResult } from "../terminal/tradeRequest.js"
import { applyToTarget } from "./applyToTarget.js"
import type { PreparedRequest } from "./buildRequest.js"
import type { OrderPath } from "./OrderPath.js"
import { replyOutcome } from "./replyOutcome.js"
import { settle } from "./settle.js"
import type { AnswerTo } from "./TradingStore.js"
import { traced } from "@svc/domain/tracing"

/**
 * The broker answered: the order takes the outcome its reply means, the order a modify or cancel acted on follows,
 * and a trade's deals and positions are read back, all before the caller is answered.
 */
export const settleReply = Effect.fnUntraced(function*(
  path: OrderPath,
  terminal: TerminalSession,
  command: OrderCommand,
  prepared: PreparedRequest,
  sending: Order,
  result: TradeResult,
  answer: (retryable: boolean) => AnswerTo | null
) {
  const outcome = replyOutcome(command, result, prepared.volume)
  const ok = outcome !== "rejected"
  const retryable = !ok && isRetryableRetcode(result.retcode)
  const settled = yield* settle(path, sending, OrderTrigger.Replied({ outcome }), {
    stateDetail: outcome === "rejected" ? `The broker refused: ${result.comment || retcodeDescription(result.retcode)}` : null,
    retcode: result.retcode,
    retcodeText: result.comment || retcodeDescription(result.retcode),
    brokerOrderId: result.order ?? prepared.brokerOrderId,
    brokerDealId: result.deal,
    ...(outcome === "filled" || outcome === "partially_filled"
      ? { filledVolume: result.volume, filledPrice: result.price, brokerPositionId: prepared.positionId ?? result.order }
      : {}),
    settled: outcome !== "placed"
  }, answer(retryable))
  if (outcome === "completed") yield* applyToTarget(path, prepared, command)
  // A fill, a close or new stops change positions and deals: stored before the answer, so that a read right
  // after it shows them.
  if (outcome === "filled" || outcome === "partially_filled" || (command._tag === "ModifyPosition" && outcome === "completed")) {
    yield* path.afterTrade(terminal, {
      tag: requestTag(command.orderId),
      brokerOrderId: settled.order.brokerOrderId,
      positionId: settled.order.brokerPositionId,
      from: (settled.order.sentAt ?? settled.order.createdAt).getTime()
    })
  }
  return { ...settled, outcome: ok ? "done" : "rejected", retryable } satisfies SendOutcome
}, traced("Order.settleReply"))
