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
 * The broker answered: a trade's deals and positions are read back, the order takes the outcome its reply means
 * (recorded with them), and the order a modify or cancel acted on follows, all before the caller is answered.
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
  const filled = outcome === "filled" || outcome === "partially_filled"
  const brokerOrderId = result.order ?? prepared.brokerOrderId
  const brokerPositionId = filled ? prepared.positionId ?? result.order : sending.brokerPositionId
  // A fill, a close or new stops change positions and deals: read back before the order is recorded and written in
  // its record's statement, so that a read right after the answer shows them, at the cost of no commit of their own.
  const trade = filled || (command._tag === "ModifyPosition" && outcome === "completed")
    ? yield* path.afterTrade.read(terminal, {
      tag: requestTag(command.orderId),
      brokerOrderId,
      positionId: brokerPositionId,
      from: (sending.sentAt ?? sending.createdAt).getTime()
    })
    : null
  const settled = yield* settle(path, sending, OrderTrigger.Replied({ outcome }), {
    stateDetail: outcome === "rejected" ? `The broker refused: ${result.comment || retcodeDescription(result.retcode)}` : null,
    retcode: result.retcode,
    retcodeText: result.comment || retcodeDescription(result.retcode),
    brokerOrderId,
    brokerDealId: result.deal,
    ...(filled ? { filledVolume: result.volume, filledPrice: result.price, brokerPositionId } : {}),
    settled: outcome !== "placed"
  }, answer(retryable), trade)
  if (outcome === "completed") yield* applyToTarget(path, prepared, command)
  return { ...settled, outcome: ok ? "done" : "rejected", retryable } satisfies SendOutcome
}, traced("Order.settleReply"))
