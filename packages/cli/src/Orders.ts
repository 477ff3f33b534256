import { Options } from "@effect/cli"
import { HttpClientError } from "@effect/platform"
import { PositiveDecimalString } from "@svc/domain/decimal"
import type { Order } from "@svc/domain/resources/order"
import { Effect, Option, Schema } from "effect"
import { randomUUID } from "node:crypto"
import { lastAnswerWasReplayed } from "./Client.js"
import { optionSchema } from "./Input.js"
import { command, note } from "./Io.js"
import { details } from "./Render.js"
import type { Column } from "./Render.js"

/** What order-returning commands print: the authoritative record, as `svc orders show` does. */
export const orderDetails = (o: Order) =>
  details([
    ["id", o.id],
    ["account", o.accountId],
    ["client order id", o.clientOrderId],
    ["symbol", o.symbol],
    ["side", o.side],
    ["type", o.type],
    ["intent", o.intent],
    ["volume", o.volume],
    ["price", o.price],
    ["stop limit price", o.stopLimitPrice],
    ["stop loss", o.stopLoss],
    ["take profit", o.takeProfit],
    ["expiration", o.expiration],
    ["deviation points", o.deviationPoints],
    ["state", o.state],
    ["state detail", o.stateDetail],
    ["needs reconciliation", o.needsReconciliation],
    ["retcode", o.retcode === null ? null : `${o.retcode}${o.retcodeText === null ? "" : ` ${o.retcodeText}`}`],
    ["broker position", o.brokerPositionId],
    ["broker order", o.brokerOrderId],
    ["broker deal", o.brokerDealId],
    ["filled", o.filledVolume === null ? null : `${o.filledVolume} @ ${o.filledPrice ?? "-"}`],
    ["sent", o.sentAt],
    ["settled", o.settledAt],
    ["reconciled", o.reconciledAt],
    ["created", o.createdAt]
  ])

export const orderColumns: ReadonlyArray<Column<Order>> = [
  ["ID", (o) => o.id],
  ["ACCOUNT", (o) => o.accountId],
  ["SYMBOL", (o) => o.symbol],
  ["SIDE", (o) => o.side],
  ["TYPE", (o) => o.type],
  ["INTENT", (o) => o.intent],
  ["VOLUME", (o) => o.volume],
  ["STATE", (o) => o.state],
  ["FILLED", (o) => (o.filledVolume === null ? null : `${o.filledVolume}@${o.filledPrice ?? "-"}`)],
  ["RETCODE", (o) => o.retcode],
  ["CREATED", (o) => o.createdAt]
]

/** Decimal strings as the contract wants them (never floats), checked before sending. */
export const decimalOption = (name: string, description: string) =>
  Options.text(name).pipe(optionSchema(PositiveDecimalString), Options.withDescription(description))

/** A stop or take-profit level to set, or `none` to remove it (sent as null); omitted leaves it unchanged. */
export const levelOption = (name: string, description: string) =>
  Options.text(name).pipe(
    optionSchema(Schema.Union(
      Schema.transform(Schema.Literal("none"), Schema.Null, { strict: true, decode: () => null, encode: () => "none" as const }),
      PositiveDecimalString
    )),
    Options.optional,
    Options.withDescription(`${description} A price, or none to remove it; omitted leaves it unchanged.`)
  )

export const clientOrderIdOption = Options.text("client-order-id").pipe(
  optionSchema(Schema.String.pipe(Schema.minLength(1), Schema.maxLength(32))),
  Options.optional,
  Options.withDescription("Your own reference for the order (up to 32 characters).")
)

export const deviationOption = Options.integer("deviation").pipe(
  optionSchema(Schema.Int.pipe(Schema.between(0, 100_000))),
  Options.optional,
  Options.withDescription("Maximum slippage in points; omitted leaves it to the terminal.")
)

export const idempotencyKeyOption = Options.text("idempotency-key").pipe(
  optionSchema(Schema.String.pipe(Schema.minLength(1), Schema.maxLength(255))),
  Options.optional,
  Options.withDescription(
    "Reuse the key printed by an earlier attempt to retry it safely: the service answers the first result instead of trading twice. Default: a new key."
  )
)

/**
 * Sends a call that opens or closes exposure under an idempotency key. The key is printed before sending: if the
 * answer is lost (exit 3) or the outcome is unknown, the same command with `--idempotency-key` is the only safe
 * retry. ORDER_UNRESOLVED is never to be resent; the order is polled instead. An answer the service replayed for a
 * key it had already seen says so, so a retry is not mistaken for a second trade.
 */
export const withIdempotencyKey = <A, E, R>(
  given: Option.Option<string>,
  send: (key: string) => Effect.Effect<A, E, R>
) =>
  Effect.gen(function*() {
    const key = Option.getOrElse(given, () => randomUUID())
    yield* note(`idempotency key: ${key}`)
    const answer = yield* send(key).pipe(
      Effect.tapError((error) => {
        if (HttpClientError.isHttpClientError(error) && error._tag === "RequestError" && error.reason === "Transport") {
          return note(`The order may or may not have been placed. Retry only with --idempotency-key ${key}: it answers the first result instead of trading twice.`)
        }
        if (Schema.is(Schema.Struct({ _tag: Schema.Literal("ORDER_UNRESOLVED") }))(error)) {
          return Effect.flatMap(command("orders show <order-id>"), (show) =>
            note(`Do not resend: the outcome is being confirmed against the broker's records. Follow it with ${show} (the order id is among the error details).`))
        }
        return Effect.void
      })
    )
    if (yield* lastAnswerWasReplayed) {
      yield* note(`replay: this is the result of the first request with idempotency key ${key}; nothing was sent to the broker again.`)
    }
    return answer
  })
