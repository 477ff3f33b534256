import { Schema } from "effect"
import { CheckoutId, InvoiceId } from "../ids.js"
import { Timestamp } from "../time.js"

export const PaymentMethod = Schema.Literal("card", "crypto")
export type PaymentMethod = typeof PaymentMethod.Type

/** Money in integer minor units of `currency` (cents for usd): never a float. */
const MinorUnits = Schema.Int.pipe(Schema.nonNegative())

/** The workspace's paid plan as the payment processor last confirmed it. */
export class Subscription extends Schema.Class<Subscription>("Subscription")({
  plan: Schema.String,
  method: PaymentMethod,
  status: Schema.Literal("active", "past_due", "canceled"),
  currentPeriodStart: Timestamp,
  currentPeriodEnd: Timestamp,
  cancelAtPeriodEnd: Schema.Boolean.annotations({ description: "true: the plan ends at `currentPeriodEnd` (take it back with resume)" }),
  createdAt: Timestamp,
  updatedAt: Timestamp
}) {}

export class Invoice extends Schema.Class<Invoice>("Invoice")({
  id: InvoiceId,
  number: Schema.String,
  plan: Schema.String,
  method: PaymentMethod,
  status: Schema.Literal("open", "paid", "expired", "void"),
  currency: Schema.String,
  amount: MinorUnits,
  amountRefunded: MinorUnits,
  periodStart: Schema.NullOr(Timestamp),
  periodEnd: Schema.NullOr(Timestamp),
  crypto: Schema.NullOr(Schema.Struct({
    coin: Schema.String,
    network: Schema.String,
    address: Schema.String,
    amountDue: Schema.String.annotations({ description: "in the coin, a decimal string" }),
    amountPaid: Schema.String,
    transactionIds: Schema.Array(Schema.String),
    rate: Schema.String.annotations({ description: "coin per unit of `currency`, a decimal string" }),
    rateValidUntil: Timestamp
  })),
  note: Schema.NullOr(Schema.String),
  paidAt: Schema.NullOr(Timestamp),
  createdAt: Timestamp
}) {}

export const CheckoutRequest = Schema.Struct({
  plan: Schema.String.annotations({ description: "a purchasable plan: starter or scale" }),
  method: PaymentMethod,
  coin: Schema.optional(Schema.String.annotations({ description: "with method crypto: the coin to pay in" }))
}).annotations({ identifier: "CheckoutRequest" })
export type CheckoutRequest = typeof CheckoutRequest.Type

export class Coin extends Schema.Class<Coin>("Coin")({
  coin: Schema.String,
  network: Schema.String,
  minimumAmount: MinorUnits.annotations({ description: "the smallest price the provider takes in this coin, in minor units of `currency`" }),
  currency: Schema.String
}) {}

export class Checkout extends Schema.Class<Checkout>("Checkout")({
  id: CheckoutId,
  plan: Schema.String,
  method: PaymentMethod,
  invoiceId: Schema.NullOr(InvoiceId).annotations({ description: "crypto: the invoice to pay (its address, amount and rate)" }),
  url: Schema.String.annotations({ description: "where the owner pays; the plan starts once the provider confirms the payment to this service" })
}) {}
