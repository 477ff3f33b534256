import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { CryptoUnavailable, InvalidRequest, Unauthenticated } from "../errors.js"
import { DataEnvelope } from "../http/envelope.js"
import { errors } from "./endpointErrors.js"

/** What a provider's webhook gets back: received, and handed on (the invoice is re-read from the provider). */
export const CryptoWebhookReceipt = Schema.Struct({ received: Schema.Literal(true) }).annotations({ identifier: "CryptoWebhookReceipt" })

const BtcPayWebhook = Schema.Struct({
  type: Schema.String,
  storeId: Schema.optional(Schema.String),
  invoiceId: Schema.optional(Schema.String)
}).annotations({ identifier: "BtcPayWebhook", description: "BTCPay Server's webhook event (other fields are not read)" })

const NowPaymentsIpn = Schema.Struct({
  payment_id: Schema.Union(Schema.Number, Schema.String),
  payment_status: Schema.optional(Schema.String)
}).annotations({ identifier: "NowPaymentsIpn", description: "NOWPayments' IPN (other fields are signed but not read)" })

const common = "No API key: the provider's signature is the credential, and the body only names the invoice, which the " +
  "service then re-reads from the provider (a redelivery credits nothing twice). 401 `UNAUTHENTICATED` when the " +
  "signature does not hold (nothing changes); 503 `CRYPTO_UNAVAILABLE` when this provider is not the one configured."

/** Where the real crypto providers send their webhooks. */
export class BillingInboundGroup extends HttpApiGroup.make("billingInbound")
  .annotate(OpenApi.Title, "Billing (inbound)")
  .annotate(OpenApi.Description, "Crypto payment providers' webhooks; no API key, each is verified by its signature.")
  .add(
    HttpApiEndpoint.post("receiveBtcPayWebhook", "/hooks/btcpay")
      .annotate(OpenApi.Summary, "Receive a BTCPay Server webhook")
      .annotate(OpenApi.Description, "`BTCPay-Sig: sha256=<hex>`: HMAC-SHA256 of the raw body with the webhook's secret. " + common)
      .setPayload(BtcPayWebhook)
      .addSuccess(DataEnvelope(CryptoWebhookReceipt, "BtcPayWebhookResponse"))
      .pipe(errors(InvalidRequest, Unauthenticated, CryptoUnavailable))
  )
  .add(
    HttpApiEndpoint.post("receiveNowPaymentsIpn", "/hooks/nowpayments")
      .annotate(OpenApi.Summary, "Receive a NOWPayments IPN")
      .annotate(OpenApi.Description,
        "`x-nowpayments-sig`: HMAC-SHA512, with the IPN secret, of the JSON body re-serialised with every object's keys " +
          "sorted (not the raw bytes). " + common)
      .setPayload(NowPaymentsIpn)
      .addSuccess(DataEnvelope(CryptoWebhookReceipt, "NowPaymentsIpnResponse"))
      .pipe(errors(InvalidRequest, Unauthenticated, CryptoUnavailable))
  )
{}
