/** Trade server return codes (TRADE_RETCODE_*) as listed in docs/mt5.md. There is no 10005 and no 10037. */
export const RETCODE = {
  REQUOTE: 10004,
  REJECT: 10006,
  CANCEL: 10007,
  PLACED: 10008,
  DONE: 10009,
  DONE_PARTIAL: 10010,
  ERROR: 10011,
  TIMEOUT: 10012,
  INVALID: 10013,
  INVALID_VOLUME: 10014,
  INVALID_PRICE: 10015,
  INVALID_STOPS: 10016,
  TRADE_DISABLED: 10017,
  MARKET_CLOSED: 10018,
  NO_MONEY: 10019,
  PRICE_CHANGED: 10020,
  PRICE_OFF: 10021,
  INVALID_EXPIRATION: 10022,
  ORDER_CHANGED: 10023,
  TOO_MANY_REQUESTS: 10024,
  NO_CHANGES: 10025,
  SERVER_DISABLES_AT: 10026,
  CLIENT_DISABLES_AT: 10027,
  LOCKED: 10028,
  FROZEN: 10029,
  INVALID_FILL: 10030,
  CONNECTION: 10031,
  ONLY_REAL: 10032,
  LIMIT_ORDERS: 10033,
  LIMIT_VOLUME: 10034,
  INVALID_ORDER: 10035,
  POSITION_CLOSED: 10036,
  INVALID_CLOSE_VOLUME: 10038,
  CLOSE_ORDER_EXIST: 10039,
  LIMIT_POSITIONS: 10040,
  REJECT_CANCEL: 10041,
  LONG_ONLY: 10042,
  SHORT_ONLY: 10043,
  CLOSE_ONLY: 10044,
  FIFO_CLOSE: 10045,
  HEDGE_PROHIBITED: 10046
} as const
export type RetcodeName = keyof typeof RETCODE

/** The wording a terminal shows beside each code; result `comment` carries it. */
const descriptions: Record<number, string> = {
  10004: "Requote",
  10006: "Request rejected",
  10007: "Request canceled by trader",
  10008: "Order placed",
  10009: "Request completed",
  10010: "Only part of the request was completed",
  10011: "Request processing error",
  10012: "Request canceled by timeout",
  10013: "Invalid request",
  10014: "Invalid volume in the request",
  10015: "Invalid price in the request",
  10016: "Invalid stops in the request",
  10017: "Trade is disabled",
  10018: "Market is closed",
  10019: "There is not enough money to complete the request",
  10020: "Prices changed",
  10021: "There are no quotes to process the request",
  10022: "Invalid order expiration date in the request",
  10023: "Order state changed",
  10024: "Too frequent requests",
  10025: "No changes in request",
  10026: "Autotrading disabled by server",
  10027: "Autotrading disabled by client terminal",
  10028: "Request locked for processing",
  10029: "Order or position frozen",
  10030: "Invalid order filling type",
  10031: "No connection with the trade server",
  10032: "Operation is allowed only for live accounts",
  10033: "The number of pending orders has reached the limit",
  10034: "The volume of orders and positions for the symbol has reached the limit",
  10035: "Incorrect or prohibited order type",
  10036: "Position with the specified identifier has already been closed",
  10038: "A close volume exceeds the current position volume",
  10039: "A close order already exists for a specified position",
  10040: "The number of open positions has reached the limit",
  10041: "The pending order activation request is rejected, the order is canceled",
  10042: "Only long positions are allowed",
  10043: "Only short positions are allowed",
  10044: "Only position closing is allowed",
  10045: "Position closing is allowed only by FIFO rule",
  10046: "Opposite positions on a single symbol are disabled"
}

const names = new Map<number, RetcodeName>(
  (Object.entries(RETCODE) as Array<[RetcodeName, number]>).map(([name, code]) => [code, name])
)

export const retcodeName = (code: number): string | undefined => names.get(code)
export const retcodeDescription = (code: number): string => descriptions[code] ?? `Unknown return code ${code}`

/** The broker accepted the request: 10008 placed, 10009 done, 10010 partly done. */
export const isSuccessRetcode = (code: number): boolean =>
  code === RETCODE.PLACED || code === RETCODE.DONE || code === RETCODE.DONE_PARTIAL

/** Refusals that the reference marks retryable: the same request may succeed a moment later. */
export const isRetryableRetcode = (code: number): boolean =>
  code === RETCODE.REQUOTE || code === RETCODE.PRICE_CHANGED || code === RETCODE.PRICE_OFF ||
  code === RETCODE.TOO_MANY_REQUESTS
