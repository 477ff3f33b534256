import { SqlError } from "@effect/sql/SqlError"
import { Effect } from "effect"
import { PgPool } from "./Database.js"
import { traced } from "@svc/domain/tracing"

/**
 * A hot statement as a named prepared statement: Postgres plans it once per connection instead of on every call
 * (for the order path's statements, planning costs more than running them). Rows come back with Postgres's own
 * column names.
 */
export const preparedStatement = <Row>(name: string, text: string) =>
  Effect.map(PgPool, ({ named, pool }) => (values: ReadonlyArray<unknown>) =>
    Effect.async<ReadonlyArray<Row>, SqlError>((resume) => {
      pool.query<Row & object>(named ? { name, text, values: [...values] } : { text, values: [...values] }, (cause, result) => {
        if (cause) resume(Effect.fail(new SqlError({ cause, message: `Failed to execute ${name}` })))
        else resume(Effect.succeed(result.rows))
      })
    }).pipe(traced(name)))

// A lone surrogate is valid in a JS string and refused inside Postgres JSON; as text it was already stored as
// U+FFFD (UTF-8 has no lone surrogates), so a JSON parameter stores the same.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** A JSON parameter whose strings Postgres will accept exactly as it would as text parameters. */
export const jsonParam = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) => (typeof v === "string" ? v.replace(loneSurrogate, "\uFFFD") : v))

/**
 * A timestamp parameter as the ISO text a JSON parameter would carry: node-pg writes a Date of year 0 or before as a
 * BC date Postgres accepts, and the scalar statements must refuse exactly what the JSON recordset refuses.
 */
export const timestampParam = (value: Date | null | undefined): string | null =>
  value === null || value === undefined ? null : Number.isNaN(value.getTime()) ? "invalid" : value.toISOString()
