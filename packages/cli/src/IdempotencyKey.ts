import { HttpClientError } from "@effect/platform"
import { Effect, Option, Schema } from "effect"
import { randomUUID } from "node:crypto"
import { lastAnswerWasReplayed } from "./Client.js"
import { command, note } from "./Io.js"

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
