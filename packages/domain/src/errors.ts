import { HttpApiSchema } from "@effect/platform"
import { Effect, FiberRef, ParseResult, Schema } from "effect"
import { CurrentRequestId } from "./http/requestId.js"
import { OrderId } from "./ids.js"
import { OrderState } from "./resources/order.js"
import { Scope } from "./scopes.js"

/**
 * One class per code of the spec's Errors table. The tag is the stable `code`; the class carries its HTTP status.
 * `details` is an array of objects: the fields on validation failures, the relevant ids or numbers otherwise.
 */
export const ErrorDetail = Schema.Record({ key: Schema.String, value: Schema.Unknown })
export type ErrorDetail = typeof ErrorDetail.Type

/** The fields of an error whose `details` entries have the shape `detail`: the wire form and the OpenAPI type follow it. */
const fieldsWith = <D extends Schema.Schema.AnyNoContext>(detail: D) =>
  ({ message: Schema.String, details: Schema.optional(Schema.Array(detail)) }) as const
const fields = fieldsWith(ErrorDetail)

export const FieldIssue = Schema.Struct({
  field: Schema.String.annotations({ description: "the field's path, dotted; `(body)` for the body as a whole" }),
  message: Schema.String
}).annotations({ identifier: "FieldIssue" })

export const MissingScopeDetail = Schema.Struct({
  scope: Scope.annotations({ description: "the scope the endpoint needs" })
}).annotations({ identifier: "MissingScopeDetail" })

export const OrderRejectedDetail = Schema.Struct({
  orderId: OrderId,
  state: OrderState,
  retcode: Schema.NullOr(Schema.Int).annotations({ description: "the broker's return code, unmodified (10019: not enough margin)" }),
  retcodeText: Schema.NullOr(Schema.String),
  retryable: Schema.Boolean.annotations({ description: "true only when sending the same order again can succeed" }),
  brokerPositionId: Schema.optional(Schema.NullOr(Schema.String)).annotations({
    description: "on a cancel of a pending order that already filled: the position it opened, to close instead"
  })
}).annotations({ identifier: "OrderRejectedDetail" })

export class Unauthenticated extends Schema.TaggedError<Unauthenticated>()("UNAUTHENTICATED", fields, HttpApiSchema.annotations({ status: 401 })) {
  static readonly status = 401
}
export class MissingScope extends Schema.TaggedError<MissingScope>()("MISSING_SCOPE", fieldsWith(MissingScopeDetail), HttpApiSchema.annotations({ status: 403 })) {
  static readonly status = 403
}
export class InvalidRequest extends Schema.TaggedError<InvalidRequest>()("INVALID_REQUEST", fieldsWith(FieldIssue), HttpApiSchema.annotations({ status: 400 })) {
  static readonly status = 400
}
export class NotFound extends Schema.TaggedError<NotFound>()("NOT_FOUND", fields, HttpApiSchema.annotations({ status: 404 })) {
  static readonly status = 404
}
/** Not in the spec's table: a path that exists, asked with a method it does not answer (`Allow` lists them). */
export class MethodNotAllowed extends Schema.TaggedError<MethodNotAllowed>()("METHOD_NOT_ALLOWED", fields, HttpApiSchema.annotations({ status: 405 })) {
  static readonly status = 405
}
export class AccountNotFound extends Schema.TaggedError<AccountNotFound>()("ACCOUNT_NOT_FOUND", fields, HttpApiSchema.annotations({ status: 404 })) {
  static readonly status = 404
}
export class AccountExists extends Schema.TaggedError<AccountExists>()("ACCOUNT_EXISTS", fields, HttpApiSchema.annotations({ status: 409 })) {
  static readonly status = 409
}
export class SecretStoreUnavailable extends Schema.TaggedError<SecretStoreUnavailable>()("SECRET_STORE_UNAVAILABLE", fields, HttpApiSchema.annotations({ status: 503 })) {
  static readonly status = 503
}
export class SendFailed extends Schema.TaggedError<SendFailed>()("SEND_FAILED", fields, HttpApiSchema.annotations({ status: 502 })) {
  static readonly status = 502
}
export class OrderRejected extends Schema.TaggedError<OrderRejected>()("ORDER_REJECTED", fieldsWith(OrderRejectedDetail), HttpApiSchema.annotations({ status: 422 })) {
  static readonly status = 422
}
export class OrderUnresolved extends Schema.TaggedError<OrderUnresolved>()("ORDER_UNRESOLVED", fields, HttpApiSchema.annotations({ status: 502 })) {
  static readonly status = 502
}
export class IdempotencyKeyReused extends Schema.TaggedError<IdempotencyKeyReused>()("IDEMPOTENCY_KEY_REUSED", fields, HttpApiSchema.annotations({ status: 409 })) {
  static readonly status = 409
}
export class IdempotencyInFlight extends Schema.TaggedError<IdempotencyInFlight>()("IDEMPOTENCY_IN_FLIGHT", fields, HttpApiSchema.annotations({ status: 409 })) {
  static readonly status = 409
}
export class TradingDisabled extends Schema.TaggedError<TradingDisabled>()("TRADING_DISABLED", fields, HttpApiSchema.annotations({ status: 409 })) {
  static readonly status = 409
}
export class NoRuntime extends Schema.TaggedError<NoRuntime>()("NO_RUNTIME", fields, HttpApiSchema.annotations({ status: 409 })) {
  static readonly status = 409
}
export class AccountNotReady extends Schema.TaggedError<AccountNotReady>()("ACCOUNT_NOT_READY", fields, HttpApiSchema.annotations({ status: 409 })) {
  static readonly status = 409
}
export class RateLimited extends Schema.TaggedError<RateLimited>()("RATE_LIMITED", fields, HttpApiSchema.annotations({ status: 429 })) {
  static readonly status = 429
}
export class CapabilityUnavailable extends Schema.TaggedError<CapabilityUnavailable>()("CAPABILITY_UNAVAILABLE", fields, HttpApiSchema.annotations({ status: 501 })) {
  static readonly status = 501
}
export class QuotaExceeded extends Schema.TaggedError<QuotaExceeded>()("QUOTA_EXCEEDED", fields, HttpApiSchema.annotations({ status: 402 })) {
  static readonly status = 402
}
export class FeatureNotInPlan extends Schema.TaggedError<FeatureNotInPlan>()("FEATURE_NOT_IN_PLAN", fields, HttpApiSchema.annotations({ status: 402 })) {
  static readonly status = 402
}
export class KeyLimitExceeded extends Schema.TaggedError<KeyLimitExceeded>()("KEY_LIMIT_EXCEEDED", fields, HttpApiSchema.annotations({ status: 403 })) {
  static readonly status = 403
}
export class CopyTradingPaused extends Schema.TaggedError<CopyTradingPaused>()("COPY_TRADING_PAUSED", fields, HttpApiSchema.annotations({ status: 503 })) {
  static readonly status = 503
}
export class BillingNeedsTheOwner extends Schema.TaggedError<BillingNeedsTheOwner>()("BILLING_NEEDS_THE_OWNER", fields, HttpApiSchema.annotations({ status: 403 })) {
  static readonly status = 403
}
export class PlanNotPurchasable extends Schema.TaggedError<PlanNotPurchasable>()("PLAN_NOT_PURCHASABLE", fields, HttpApiSchema.annotations({ status: 400 })) {
  static readonly status = 400
}
export class ContractPlan extends Schema.TaggedError<ContractPlan>()("CONTRACT_PLAN", fields, HttpApiSchema.annotations({ status: 409 })) {
  static readonly status = 409
}
export class AlreadyOnPlan extends Schema.TaggedError<AlreadyOnPlan>()("ALREADY_ON_PLAN", fields, HttpApiSchema.annotations({ status: 409 })) {
  static readonly status = 409
}
export class CardSubscriptionActive extends Schema.TaggedError<CardSubscriptionActive>()("CARD_SUBSCRIPTION_ACTIVE", fields, HttpApiSchema.annotations({ status: 409 })) {
  static readonly status = 409
}
export class CryptoPeriodRunning extends Schema.TaggedError<CryptoPeriodRunning>()("CRYPTO_PERIOD_RUNNING", fields, HttpApiSchema.annotations({ status: 409 })) {
  static readonly status = 409
}
export class DowngradeAtPeriodEnd extends Schema.TaggedError<DowngradeAtPeriodEnd>()("DOWNGRADE_AT_PERIOD_END", fields, HttpApiSchema.annotations({ status: 409 })) {
  static readonly status = 409
}
export class NothingToCancel extends Schema.TaggedError<NothingToCancel>()("NOTHING_TO_CANCEL", fields, HttpApiSchema.annotations({ status: 409 })) {
  static readonly status = 409
}
export class CoinNotAccepted extends Schema.TaggedError<CoinNotAccepted>()("COIN_NOT_ACCEPTED", fields, HttpApiSchema.annotations({ status: 400 })) {
  static readonly status = 400
}
export class BelowCoinMinimum extends Schema.TaggedError<BelowCoinMinimum>()("BELOW_COIN_MINIMUM", fields, HttpApiSchema.annotations({ status: 409 })) {
  static readonly status = 409
}
export class CardUnavailable extends Schema.TaggedError<CardUnavailable>()("CARD_UNAVAILABLE", fields, HttpApiSchema.annotations({ status: 503 })) {
  static readonly status = 503
}
export class CryptoUnavailable extends Schema.TaggedError<CryptoUnavailable>()("CRYPTO_UNAVAILABLE", fields, HttpApiSchema.annotations({ status: 503 })) {
  static readonly status = 503
}
export class ProviderError extends Schema.TaggedError<ProviderError>()("PROVIDER_ERROR", fields, HttpApiSchema.annotations({ status: 502 })) {
  static readonly status = 502
}
export class UntrustedOrigin extends Schema.TaggedError<UntrustedOrigin>()("UNTRUSTED_ORIGIN", fields, HttpApiSchema.annotations({ status: 403 })) {
  static readonly status = 403
}
export class KeyLimit extends Schema.TaggedError<KeyLimit>()("KEY_LIMIT", fields, HttpApiSchema.annotations({ status: 409 })) {
  static readonly status = 409
}
export class KeyRevoked extends Schema.TaggedError<KeyRevoked>()("KEY_REVOKED", fields, HttpApiSchema.annotations({ status: 409 })) {
  static readonly status = 409
}
export class MembersNeedAPerson extends Schema.TaggedError<MembersNeedAPerson>()("MEMBERS_NEED_A_PERSON", fields, HttpApiSchema.annotations({ status: 403 })) {
  static readonly status = 403
}
export class NotAllowed extends Schema.TaggedError<NotAllowed>()("NOT_ALLOWED", fields, HttpApiSchema.annotations({ status: 403 })) {
  static readonly status = 403
}
export class AlreadyMember extends Schema.TaggedError<AlreadyMember>()("ALREADY_MEMBER", fields, HttpApiSchema.annotations({ status: 409 })) {
  static readonly status = 409
}
export class EmailInUse extends Schema.TaggedError<EmailInUse>()("EMAIL_IN_USE", fields, HttpApiSchema.annotations({ status: 409 })) {
  static readonly status = 409
}
export class AlreadyAccepted extends Schema.TaggedError<AlreadyAccepted>()("ALREADY_ACCEPTED", fields, HttpApiSchema.annotations({ status: 409 })) {
  static readonly status = 409
}
export class InvitationInvalid extends Schema.TaggedError<InvitationInvalid>()("INVITATION_INVALID", fields, HttpApiSchema.annotations({ status: 404 })) {
  static readonly status = 404
}
export class NeedsOperator extends Schema.TaggedError<NeedsOperator>()("NEEDS_OPERATOR", fields, HttpApiSchema.annotations({ status: 409 })) {
  static readonly status = 409
}
export class NoSecret extends Schema.TaggedError<NoSecret>()("NO_SECRET", fields, HttpApiSchema.annotations({ status: 409 })) {
  static readonly status = 409
}
export class AccountExecuting extends Schema.TaggedError<AccountExecuting>()("ACCOUNT_EXECUTING", fields, HttpApiSchema.annotations({ status: 409 })) {
  static readonly status = 409
}
export class AccountInWave extends Schema.TaggedError<AccountInWave>()("ACCOUNT_IN_WAVE", fields, HttpApiSchema.annotations({ status: 409 })) {
  static readonly status = 409
}
export class AccountHasPositions extends Schema.TaggedError<AccountHasPositions>()("ACCOUNT_HAS_POSITIONS", fields, HttpApiSchema.annotations({ status: 409 })) {
  static readonly status = 409
}
export class SchedulerFailed extends Schema.TaggedError<SchedulerFailed>()("SCHEDULER_FAILED", fields, HttpApiSchema.annotations({ status: 502 })) {
  static readonly status = 502
}
export class RestartFailed extends Schema.TaggedError<RestartFailed>()("RESTART_FAILED", fields, HttpApiSchema.annotations({ status: 502 })) {
  static readonly status = 502
}
export class InternalError extends Schema.TaggedError<InternalError>()("INTERNAL_ERROR", fields, HttpApiSchema.annotations({ status: 500 })) {
  static readonly status = 500
}
/**
 * Not in the spec's table: a request that reached the service while it shut down. Nothing of it was done, so it is
 * safe to send again (to another instance, or after the restart). INTERNAL_ERROR would say "something broke".
 */
export class ShuttingDown extends Schema.TaggedError<ShuttingDown>()("SHUTTING_DOWN", fields, HttpApiSchema.annotations({ status: 503 })) {
  static readonly status = 503
}

/**
 * Not in the spec's table: the account's runtime did not answer because the process hosting it went away or the
 * account was moving to another runner (several processes: its call was interrupted or its connection broke). The
 * spec's rule for 503 applies: retry with backoff. A retry with the same Idempotency-Key answers the order's
 * outcome; without a key the call may have reached the broker, so an order is looked up (its id is in `details`)
 * before it is sent again. SCHEDULER_FAILED (502) stays the runtime refusing the message (its mailbox full).
 */
export class RuntimeUnavailable extends Schema.TaggedError<RuntimeUnavailable>()("RUNTIME_UNAVAILABLE", fields, HttpApiSchema.annotations({ status: 503 })) {
  static readonly status = 503
}

/**
 * Not in the spec's table (it leaves the code open): a cancel of a multi-account order that was already released
 * (its orders are going out or went out) or that ended without sending (abandoned). Nothing was changed.
 */
export class WaveNotCancellable extends Schema.TaggedError<WaveNotCancellable>()("WAVE_NOT_CANCELLABLE", fields, HttpApiSchema.annotations({ status: 409 })) {
  static readonly status = 409
}

/**
 * Not in the spec's table (it leaves the code open): an action the spec marks as needing the person to confirm who
 * they are (resuming a copy strategy, billing changes, and here changing or removing a member) while the session's
 * confirmation window is closed. Re-enter the password at `POST /v1/session/step-up`, then ask again.
 */
export class StepUpRequired extends Schema.TaggedError<StepUpRequired>()("STEP_UP_REQUIRED", fields, HttpApiSchema.annotations({ status: 403 })) {
  static readonly status = 403
}

/** Not in the spec's table (it leaves alert-hook codes open): an alert sent to a hook that is switched off; recorded. */
export class AlertHookDisabled extends Schema.TaggedError<AlertHookDisabled>()("ALERT_HOOK_DISABLED", fields, HttpApiSchema.annotations({ status: 409 })) {
  static readonly status = 409
}

/** Not in the spec's table: an alert from an address the hook does not take alerts from; recorded. */
export class AlertSourceNotAllowed extends Schema.TaggedError<AlertSourceNotAllowed>()("ALERT_SOURCE_NOT_ALLOWED", fields, HttpApiSchema.annotations({ status: 403 })) {
  static readonly status = 403
}

/** Not in the spec's table: an alert whose `time` is older than the hook's `maxAlertAgeSeconds`; recorded. */
export class AlertStale extends Schema.TaggedError<AlertStale>()("ALERT_STALE", fields, HttpApiSchema.annotations({ status: 409 })) {
  static readonly status = 409
}

/**
 * Not in the spec's table: an alert the service could not look at within its answer budget (TradingView gives up
 * after 3 s): its hook could not be read in time, so it was not accepted yet. An accepted alert is never answered
 * this (its record is written apart from the answer). It may still be recorded and run; a resend is recognised as
 * the same alert, so resending is safe.
 */
export class AlertDelayed extends Schema.TaggedError<AlertDelayed>()("ALERT_DELAYED", fields, HttpApiSchema.annotations({ status: 503 })) {
  static readonly status = 503
}

/**
 * Not in the spec's table (it leaves the codes open), copy trading: archiving a strategy that a subscription still
 * copies (active or close_only); changing an archived strategy or a subscription of one; a subscription that was
 * removed; an account that is already the master of a strategy, or already follows it.
 */
export class StrategyHasFollowers extends Schema.TaggedError<StrategyHasFollowers>()("STRATEGY_HAS_FOLLOWERS", fields, HttpApiSchema.annotations({ status: 409 })) {
  static readonly status = 409
}
export class StrategyArchived extends Schema.TaggedError<StrategyArchived>()("STRATEGY_ARCHIVED", fields, HttpApiSchema.annotations({ status: 409 })) {
  static readonly status = 409
}
export class SubscriptionRemoved extends Schema.TaggedError<SubscriptionRemoved>()("SUBSCRIPTION_REMOVED", fields, HttpApiSchema.annotations({ status: 409 })) {
  static readonly status = 409
}
export class AlreadyCopied extends Schema.TaggedError<AlreadyCopied>()("ALREADY_COPIED", fields, HttpApiSchema.annotations({ status: 409 })) {
  static readonly status = 409
}

/**
 * Not in the spec's table (it leaves the codes open), billing: a card checkout while another card checkout of the
 * workspace is being opened at the same moment, or was paid just before (a new checkout otherwise replaces the open
 * one, ended at the provider first). Two open at once could both be paid, two subscriptions for one workspace;
 * details name the other one (its `url`, `expiresAt`). None of the spec's codes fits: no plan is active yet (CARD_SUBSCRIPTION_ACTIVE), and no key is in
 * play (IDEMPOTENCY_IN_FLIGHT).
 */
export class CheckoutInProgress extends Schema.TaggedError<CheckoutInProgress>()("CHECKOUT_IN_PROGRESS", fields, HttpApiSchema.annotations({ status: 409 })) {
  static readonly status = 409
}

/** Every error class, in the order of the spec's table. */
export const allErrors = [
  Unauthenticated, MissingScope, InvalidRequest, NotFound, AccountNotFound, AccountExists, SecretStoreUnavailable,
  SendFailed, OrderRejected, OrderUnresolved, IdempotencyKeyReused, IdempotencyInFlight, TradingDisabled, NoRuntime,
  AccountNotReady, RateLimited, CapabilityUnavailable, QuotaExceeded, FeatureNotInPlan, KeyLimitExceeded,
  CopyTradingPaused, BillingNeedsTheOwner, PlanNotPurchasable, ContractPlan, AlreadyOnPlan, CardSubscriptionActive,
  CryptoPeriodRunning, DowngradeAtPeriodEnd, NothingToCancel, CoinNotAccepted, BelowCoinMinimum, CardUnavailable,
  CryptoUnavailable, ProviderError, UntrustedOrigin, KeyLimit, KeyRevoked, MembersNeedAPerson, NotAllowed,
  AlreadyMember, EmailInUse, AlreadyAccepted, InvitationInvalid, NeedsOperator, NoSecret, AccountExecuting,
  AccountInWave, AccountHasPositions, SchedulerFailed, RestartFailed, InternalError, MethodNotAllowed, ShuttingDown, RuntimeUnavailable,
  WaveNotCancellable, StepUpRequired, AlertHookDisabled, AlertSourceNotAllowed, AlertStale, AlertDelayed,
  StrategyHasFollowers, StrategyArchived, SubscriptionRemoved, AlreadyCopied, CheckoutInProgress
] as const

export type ApiError = InstanceType<(typeof allErrors)[number]>
export type ErrorCode = ApiError["_tag"]

export const ErrorBody = Schema.Struct({
  error: Schema.Struct({
    code: Schema.String,
    message: Schema.String,
    details: Schema.optional(Schema.Array(ErrorDetail))
  }),
  requestId: Schema.String
})

export type ErrorClass = Schema.Schema.AnyNoContext & {
  new (args: { readonly message: string }): ApiError
  readonly status: number
  readonly fields: { readonly details: Schema.Struct.Field }
}

const wireForms = new WeakMap<object, unknown>()

/**
 * The wire form of an error class: `{error:{code,message,details?},requestId}` with the class's status, its `code`
 * a constant and its `details` of the class's own shape, so the OpenAPI document types each code apart.
 * Status and identifier go in one annotations call, or the identifier is lost (DESIGN §9). Memoised so each code
 * is one OpenAPI component however many endpoints name it.
 */
export const apiError = <C extends ErrorClass>(cls: C): Schema.Schema<InstanceType<C>, typeof ErrorBody.Encoded> => {
  const known = wireForms.get(cls)
  if (known !== undefined) return known as Schema.Schema<InstanceType<C>, typeof ErrorBody.Encoded>
  const code = new cls({ message: "" })._tag
  const Body = Schema.Struct({
    error: Schema.Struct({ code: Schema.Literal(code), message: Schema.String, details: cls.fields.details }),
    requestId: Schema.String
  })
  const schema = cls as Schema.Schema<InstanceType<C>, unknown>
  const decodeError = ParseResult.decodeUnknown(schema)
  const made = Schema.transformOrFail(Body, Schema.typeSchema(schema), {
    strict: false,
    // Several codes share a status: a body decodes only as the class of its own code (the literal above).
    decode: (body) => decodeError({ _tag: code, ...body.error }),
    encode: (e) =>
      Effect.map(FiberRef.get(CurrentRequestId), (requestId) => ({
        error: { code, message: e.message, ...(e.details === undefined ? {} : { details: e.details }) },
        requestId
      }))
  }).annotations(HttpApiSchema.annotations({ status: cls.status, identifier: code }))
  wireForms.set(cls, made)
  return made as unknown as Schema.Schema<InstanceType<C>, typeof ErrorBody.Encoded>
}
