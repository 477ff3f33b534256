import type { LoginFailureKind } from "../terminal/errors.js"
import type { TradeRequest } from "../terminal/tradeRequest.js"

/**
 * Documented test credentials, like a payment provider's test card numbers. A password beginning with one of these
 * prefixes decides how the login goes, on any server and any login.
 */
export const PASSWORD_PREFIXES = {
  refuse: "refused",
  needs2fa: "needs_2fa",
  needscert: "needs_certificate",
  noconnect: "connection_failed"
} as const satisfies Record<string, LoginFailureKind>

/** Logs in, but the broker refuses trading (`tradeAllowed` false, orders answered 10017). */
export const NOT_TRADING_PREFIX = "nottrading"

export const passwordFailure = (password: string): LoginFailureKind | null => {
  for (const [prefix, kind] of Object.entries(PASSWORD_PREFIXES)) if (password.startsWith(prefix)) return kind
  return null
}

/**
 * A trade request whose `comment` or `clientTag` begins with one of these is handled accordingly:
 * - `sim:no-reply` executes at the broker and the reply is lost (NoReply);
 * - `sim:lost` never reaches the broker (NotSent);
 * - `sim:requote` is answered 10004, `sim:reject` 10006;
 * - `sim:partial` fills half the volume (rounded down to the volume step) and is answered 10010.
 */
export const REQUEST_PREFIXES = {
  "sim:no-reply": "no_reply",
  "sim:lost": "lost",
  "sim:requote": "requote",
  "sim:reject": "reject",
  "sim:partial": "partial"
} as const
export type RequestTestOutcome = (typeof REQUEST_PREFIXES)[keyof typeof REQUEST_PREFIXES]

export const requestTestOutcome = (request: Pick<TradeRequest, "comment" | "clientTag">): RequestTestOutcome | null => {
  for (const [prefix, outcome] of Object.entries(REQUEST_PREFIXES)) {
    if (request.comment?.startsWith(prefix) === true || request.clientTag?.startsWith(prefix) === true) return outcome
  }
  return null
}

/** What the simulated terminal prints for each failure, verbatim in the Problem object's `detail`. */
export const loginFailureDetail = (kind: LoginFailureKind, login: string, server: string): string => {
  switch (kind) {
    case "refused":
      return `'${login}': authorization on ${server} failed (Invalid account)`
    case "needs_2fa":
      return `'${login}': authorization on ${server} failed (One-time password required)`
    case "needs_certificate":
      return `'${login}': authorization on ${server} failed (Certificate required)`
    case "connection_failed":
      return `'${login}': no connection to ${server}`
  }
}

export const unknownServerDetail = (login: string, server: string): string =>
  `'${login}': connection to ${server} failed (Server not found)`
