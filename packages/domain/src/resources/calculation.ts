import { Schema } from "effect"
import { DecimalString } from "../decimal.js"

/** `margin` is named by the spec; `profit` (profit at a price) is the second kind it leaves unnamed. */
export const CalculationKind = Schema.Literal("margin", "profit").annotations({ identifier: "CalculationKind" })
export type CalculationKind = typeof CalculationKind.Type

export const CalculationResult = Schema.Struct({
  kind: CalculationKind,
  value: Schema.NullOr(DecimalString)
    .annotations({ description: "in the account currency; null means the broker would not answer, not zero" })
}).annotations({ identifier: "CalculationResult" })
export type CalculationResult = typeof CalculationResult.Type
