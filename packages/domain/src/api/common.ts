import { Schema } from "effect"

/** Every request body and query rejects unknown fields and names every bad field at once. */
export const strict = { parseOptions: { errors: "all", onExcessProperty: "error" } } as const

export const BooleanString = Schema.Literal("true", "false")

/** The query fields of a list paged by cursor: how many rows, and where the previous page ended. */
export const pageParams = {
  limit: Schema.optionalWith(Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, 200)), { exact: true })
    .annotations({ description: "page size, 1 to 200, default 50" }),
  cursor: Schema.optionalWith(Schema.String.pipe(Schema.maxLength(200)), { exact: true })
    .annotations({ description: "the previous page's `nextCursor`" })
}
