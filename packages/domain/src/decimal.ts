import { Schema } from "effect"

// Money, prices and volumes travel as exact decimal strings (spec convention 5); arithmetic uses decimal.js.
export const DecimalString = Schema.String.pipe(
  Schema.pattern(/^-?(0|[1-9]\d{0,17})(\.\d{1,10})?$/, {
    message: () => "must be a decimal number written as a string, such as \"0.10\""
  }),
  Schema.brand("DecimalString")
).annotations({ identifier: "DecimalString", description: "exact decimal number as a string", examples: ["0.10" as never] })
export type DecimalString = typeof DecimalString.Type

export const PositiveDecimalString = DecimalString.pipe(
  Schema.filter((s) => !s.startsWith("-") && /[1-9]/.test(s), {
    message: () => "must be greater than zero",
    jsonSchema: { pattern: "^(0|[1-9]\\d{0,17})(\\.\\d{1,10})?$", description: "greater than zero" }
  })
).annotations({ identifier: "PositiveDecimalString" })

export const decimal = (s: string): DecimalString => s as DecimalString
