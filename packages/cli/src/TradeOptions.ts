import { Options } from "@effect/cli"
import { PositiveDecimalString } from "@svc/domain/decimal"
import { OrderSide } from "@svc/domain/resources/order"
import { Schema } from "effect"
import { optionSchema } from "./Input.js"

/** Decimal strings as the contract wants them (never floats), checked before sending. */
export const decimalOption = (name: string, description: string) =>
  Options.text(name).pipe(optionSchema(PositiveDecimalString), Options.withDescription(description))

export const symbolOption = Options.text("symbol").pipe(
  optionSchema(Schema.String.pipe(Schema.minLength(1), Schema.maxLength(64))),
  Options.withDescription("The broker's symbol exactly as the account shows it (EURUSD, EURUSD.m, …).")
)

export const sideOption = Options.choice("side", OrderSide.literals).pipe(Options.withDescription("buy or sell."))

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
