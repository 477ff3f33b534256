import { Schema } from "effect"
import { LoginFailureKind } from "../terminal/errors.js"

/**
 * Faults injected per account (server + login), for tests. Counters count down as they fire, so a test can say
 * "the next request loses its reply" and have the one after succeed.
 */
export const SimFaults = Schema.Struct({
  /** Added before every call, login included. */
  latencyMs: Schema.optional(Schema.NonNegativeInt),
  /** Network down: calls fail `Disconnected`, orders `NotSent`, logins `connection_failed`, until cleared. */
  offline: Schema.optional(Schema.Boolean),
  /** Logins fail with `kind` once `afterLogins` logins of this account have succeeded (default 0: at once). */
  loginFailure: Schema.optional(Schema.Struct({
    kind: LoginFailureKind,
    afterLogins: Schema.optional(Schema.NonNegativeInt)
  })),
  /** The next N trade requests are lost before reaching the broker (`NotSent`). */
  dropRequests: Schema.optional(Schema.NonNegativeInt),
  /** The next N trade requests execute at the broker and their replies are lost (`NoReply`). */
  dropReplies: Schema.optional(Schema.NonNegativeInt),
  /** The next N trade requests are answered 10004 (requote). */
  requotes: Schema.optional(Schema.NonNegativeInt)
}).annotations({ identifier: "SimFaults" })
export type SimFaults = typeof SimFaults.Type

export type CountedFault = "dropRequests" | "dropReplies" | "requotes"
