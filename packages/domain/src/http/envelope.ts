import { HttpApiSchema } from "@effect/platform"
import { Effect, FiberRef, Schema } from "effect"
import { CurrentRequestId } from "./requestId.js"

/** `{data, requestId}`: every success body (spec conventions 1 and 3). */
export const DataEnvelope = <A, I, R>(schema: Schema.Schema<A, I, R>, identifier: string, status?: number) =>
  Schema.transformOrFail(
    Schema.Struct({ data: schema, requestId: Schema.String }),
    Schema.typeSchema(schema),
    {
      strict: true,
      decode: ({ data }) => Effect.succeed(data),
      encode: (data) => Effect.map(FiberRef.get(CurrentRequestId), (requestId) => ({ data, requestId }))
    }
  ).annotations({
    identifier,
    ...(status === undefined ? {} : HttpApiSchema.annotations({ status }))
  })

export const CursorPage = Schema.Struct({
  hasMore: Schema.Boolean,
  nextCursor: Schema.NullOr(Schema.String)
}).annotations({ identifier: "CursorPage" })
export type CursorPage = typeof CursorPage.Type

/** `{data: [...], page, requestId}` for cursor-paginated lists. */
export const PageEnvelope = <A, I, R>(item: Schema.Schema<A, I, R>, identifier: string) => {
  const Value = Schema.Struct({ data: Schema.Array(Schema.typeSchema(item)), page: CursorPage })
  return Schema.transformOrFail(
    Schema.Struct({ data: Schema.Array(item), page: CursorPage, requestId: Schema.String }),
    Value,
    {
      strict: true,
      decode: ({ data, page }) => Effect.succeed({ data, page }),
      encode: (value) => Effect.map(FiberRef.get(CurrentRequestId), (requestId) => ({ ...value, requestId }))
    }
  ).annotations({ identifier })
}
