import { Schema } from "effect"

export const LoginFailureKind = Schema.Literal("refused", "needs_2fa", "needs_certificate", "connection_failed")
  .annotations({ identifier: "LoginFailureKind" })
export type LoginFailureKind = typeof LoginFailureKind.Type

/**
 * The terminal would not log in. `detail` is the terminal's own wording, verbatim, for the Problem object;
 * `otherServers` are the broker's other server names, most likely first (a login works only where it was opened).
 * A login that works but may not trade is not a failure: `AccountInfo.tradeAllowed` is false.
 */
export class LoginFailed extends Schema.TaggedError<LoginFailed>()("LoginFailed", {
  kind: LoginFailureKind,
  login: Schema.String,
  server: Schema.String,
  detail: Schema.String,
  otherServers: Schema.Array(Schema.String)
}) {
  override get message(): string {
    return this.detail
  }
}

/** The session is gone or the network is down; nothing about trading is implied. */
export class Disconnected extends Schema.TaggedError<Disconnected>()("Disconnected", {
  detail: Schema.String
}) {
  override get message(): string {
    return this.detail
  }
}

/**
 * Proven never to have reached the broker, so the one failure that is safe to resend: the request was dropped
 * before the broker saw it, or the terminal was disconnected before sending.
 */
export class NotSent extends Schema.TaggedError<NotSent>()("NotSent", {
  reason: Schema.Literal("lost_before_broker", "disconnected"),
  detail: Schema.String
}) {
  override get message(): string {
    return this.detail
  }
}

/**
 * Sent, and no reply came back: the broker may or may not have executed it. Never resend; look for it in history
 * by the request's `comment` and `magic`.
 */
export class NoReply extends Schema.TaggedError<NoReply>()("NoReply", {
  detail: Schema.String
}) {
  override get message(): string {
    return this.detail
  }
}
