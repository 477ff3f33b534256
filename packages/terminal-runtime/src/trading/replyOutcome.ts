import type { OrderCommand } from "@svc/domain/account/tradingProtocol"
import type { ReplyOutcome } from "@svc/domain/order/machine"
import Decimal from "decimal.js"
import { RETCODE } from "../terminal/retcodes.js"
import type { TradeResult } from "../terminal/tradeRequest.js"

/** What a broker reply means for the order, before the machine checks it. */
export const replyOutcome = (command: OrderCommand, result: TradeResult, requested: string | null): ReplyOutcome => {
  const ok = result.retcode === RETCODE.DONE || result.retcode === RETCODE.PLACED || result.retcode === RETCODE.DONE_PARTIAL ||
    (result.retcode === RETCODE.NO_CHANGES && (command._tag === "ModifyPosition" || command._tag === "ModifyOrder"))
  if (!ok) return "rejected"
  switch (command._tag) {
    case "Pending": return "placed"
    case "ModifyPosition":
    case "ModifyOrder":
    case "CancelOrder": return "completed"
    case "Market":
    case "ClosePosition":
      if (result.retcode === RETCODE.DONE_PARTIAL) return "partially_filled"
      return requested !== null && new Decimal(result.volume).gt(0) && new Decimal(result.volume).lt(requested) ? "partially_filled" : "filled"
  }
}
