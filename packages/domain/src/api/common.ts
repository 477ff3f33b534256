import { Schema } from "effect"

/** Every request body and query rejects unknown fields and names every bad field at once. */
export const strict = { parseOptions: { errors: "all", onExcessProperty: "error" } } as const

export const BooleanString = Schema.Literal("true", "false")
