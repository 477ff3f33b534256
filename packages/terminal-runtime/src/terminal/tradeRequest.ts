import { DecimalString } from "@svc/domain/decimal"
import { Schema } from "effect"
import { OrderFilling, OrderTime, OrderType, TradeAction } from "./enums.js"
import { Ticket } from "./ticket.js"
import { EpochMillis } from "./time.js"

/** The longest `comment` MT5 keeps on an order. */
export const COMMENT_MAX_LENGTH = 31

/**
 * `order_send(request)`. Fields follow MT5's MqlTradeRequest; an absent `sl`/`tp` (or "0") means none, and for
 * SLTP and MODIFY the values sent replace both. `comment` and `magic` reach the broker and come back in history,
 * which is how a request whose reply was lost is found again. `clientTag` (the caller's clientOrderId) never
 * reaches a real broker: it exists so drivers that want it (the simulated broker's test prefixes) can read it.
 */
export const TradeRequest = Schema.Struct({
  action: TradeAction,
  symbol: Schema.optional(Schema.String),
  volume: Schema.optional(DecimalString),
  type: Schema.optional(OrderType),
  price: Schema.optional(DecimalString),
  stoplimit: Schema.optional(DecimalString),
  sl: Schema.optional(DecimalString),
  tp: Schema.optional(DecimalString),
  /** Maximal accepted slippage, in points. */
  deviation: Schema.optional(Schema.NonNegativeInt),
  typeFilling: Schema.optional(OrderFilling),
  typeTime: Schema.optional(OrderTime),
  expiration: Schema.optional(EpochMillis),
  comment: Schema.optional(Schema.String.pipe(Schema.maxLength(COMMENT_MAX_LENGTH))),
  magic: Schema.optional(Schema.NonNegativeInt),
  /** Pending order ticket, for MODIFY and REMOVE. */
  order: Schema.optional(Ticket),
  /** Position ticket, to close (DEAL), change stops (SLTP) or close by (CLOSE_BY). */
  position: Schema.optional(Ticket),
  positionBy: Schema.optional(Ticket),
  clientTag: Schema.optional(Schema.String)
}).annotations({ identifier: "TerminalTradeRequest" })
export type TradeRequest = typeof TradeRequest.Type

/** MqlTradeResult: `retcode` is the broker's own code, unmodified; tickets are null where MT5 answers 0. */
export const TradeResult = Schema.Struct({
  retcode: Schema.Int,
  deal: Schema.NullOr(Ticket),
  order: Schema.NullOr(Ticket),
  /** Volume the broker confirmed; "0" when nothing was filled. */
  volume: DecimalString,
  price: Schema.NullOr(DecimalString),
  bid: Schema.NullOr(DecimalString),
  ask: Schema.NullOr(DecimalString),
  /** The broker's comment on the result, such as "Request completed" or "Requote". */
  comment: Schema.String,
  requestId: Schema.Int,
  retcodeExternal: Schema.Int
}).annotations({ identifier: "TerminalTradeResult" })
export type TradeResult = typeof TradeResult.Type
