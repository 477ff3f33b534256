import { HttpApiBuilder, HttpServerResponse } from "@effect/platform"
import { Api } from "@svc/domain/api/Api"
import { CurrentRequestId } from "@svc/domain/http/requestId"
import { Errors } from "@svc/domain"
import { Effect, FiberRef, Option } from "effect"
import { CryptoWebhook } from "./CryptoWebhook.js"

/**
 * The crypto providers' webhooks. Raw: BTCPay signs the exact bytes, so the body is read
 * as it came (UTF-8 JSON, so its text gives back the same bytes) and handed to the
 * configured adapter, which checks the signature and notifies the processor of the invoice named.
 */
export const BillingInboundLive = HttpApiBuilder.group(Api, "billingInbound", (handlers) =>
  Effect.gen(function*() {
    const webhook = yield* Effect.serviceOption(CryptoWebhook)
    const receive = (provider: "btcpay" | "nowpayments", request: { readonly headers: Readonly<Record<string, string | undefined>>; readonly text: Effect.Effect<string, unknown> }) =>
      Effect.gen(function*() {
        if (Option.isNone(webhook) || webhook.value.provider !== provider) {
          return yield* new Errors.CryptoUnavailable({ message: `${provider} is not this server's crypto provider.`, details: [{ provider }] })
        }
        const body = yield* request.text.pipe(
          Effect.mapError(() => new Errors.InvalidRequest({ message: "The body could not be read.", details: [] }))
        )
        yield* webhook.value.receive(request.headers, Buffer.from(body, "utf8")).pipe(
          Effect.mapError((e) => new Errors.Unauthenticated({ message: `Webhook refused: ${e.reason}.`, details: [] }))
        )
        const requestId = yield* FiberRef.get(CurrentRequestId)
        return HttpServerResponse.unsafeJson({ data: { received: true }, requestId })
      })
    return handlers
      .handleRaw("receiveBtcPayWebhook", ({ request }) => receive("btcpay", request))
      .handleRaw("receiveNowPaymentsIpn", ({ request }) => receive("nowpayments", request))
  }))
