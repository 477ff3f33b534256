import { Context, type Effect, Schema } from "effect"

/** A webhook whose signature does not hold or whose body is not the provider's. */
export class CryptoWebhookRefused extends Schema.TaggedError<CryptoWebhookRefused>()("CryptoWebhookRefused", {
  reason: Schema.String
}) {}

/**
 * The inbound side of a real crypto provider: checks a webhook's signature and, when it holds, hands the invoice it
 * names to the processor (as a notice). Nothing else in the body is believed.
 */
export class CryptoWebhook extends Context.Tag("@svc/api/CryptoWebhook")<CryptoWebhook, {
  readonly provider: "btcpay" | "nowpayments"
  readonly receive: (
    headers: Readonly<Record<string, string | undefined>>,
    rawBody: Uint8Array
  ) => Effect.Effect<void, CryptoWebhookRefused>
}>() {}
