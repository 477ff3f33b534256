import { Schema } from "effect"
import { DecimalString } from "../decimal.js"
import { InvoiceId } from "../ids.js"
import { Timestamp } from "../time.js"

/** The spec names `card`; plans are also paid in crypto (spec: billing), hence the second value. */
export const InvoiceMethod = Schema.Literal("card", "crypto").annotations({ identifier: "InvoiceMethod" })
export type InvoiceMethod = typeof InvoiceMethod.Type

/**
 * The spec names `open`; the rest is ours. `paid` once money arrived, `void` when withdrawn before payment (a
 * cancelled checkout), `expired` when a crypto invoice's payment window closed unpaid. Refunds do not change the
 * status: `amountRefunded` records them, partial or whole.
 */
export const InvoiceStatus = Schema.Literal("open", "paid", "void", "expired").annotations({ identifier: "InvoiceStatus" })
export type InvoiceStatus = typeof InvoiceStatus.Type

/** Fields of `crypto` are "not shown" in the spec: what a payer needs to pay and check a crypto invoice. */
export const CryptoPayment = Schema.Struct({
  coin: Schema.String.annotations({ examples: ["USDT"] }),
  network: Schema.NullOr(Schema.String).annotations({ examples: ["TRC20"] }),
  address: Schema.String,
  amount: DecimalString.annotations({ description: "amount to send, in the coin" }),
  paymentUrl: Schema.NullOr(Schema.String).annotations({ description: "the payment provider's page, when it has one" }),
  expiresAt: Schema.NullOr(Timestamp)
}).annotations({ identifier: "CryptoPayment" })
export type CryptoPayment = typeof CryptoPayment.Type

export class Invoice extends Schema.Class<Invoice>("Invoice")({
  id: InvoiceId,
  number: Schema.String,
  plan: Schema.String,
  method: InvoiceMethod,
  status: InvoiceStatus,
  currency: Schema.String,
  amount: Schema.Int.annotations({ description: "in the currency's minor unit (cents)" }),
  amountRefunded: Schema.Int.annotations({ description: "in the currency's minor unit (cents)" }),
  periodStart: Schema.NullOr(Timestamp),
  periodEnd: Schema.NullOr(Timestamp),
  crypto: Schema.NullOr(CryptoPayment),
  note: Schema.NullOr(Schema.String),
  paidAt: Schema.NullOr(Timestamp),
  createdAt: Timestamp
}) {}
