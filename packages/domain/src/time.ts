import { Schema } from "effect"

/**
 * The instants every store of this service can hold: years 0001 to 9999 in UTC. Postgres refuses a JavaScript
 * Date far outside that (`+010000-…`, `-271821-…`) once it reaches SQL, inside whatever transaction carries it;
 * refused here it is a 400 naming the field instead.
 */
export const earliestTimestamp = new Date("0001-01-01T00:00:00.000Z")
export const latestTimestamp = new Date("9999-12-31T23:59:59.999Z")

// RFC 3339 date-time: a four-digit year, seconds, an optional fraction and a zone (Z or ±hh:mm).
const rfc3339 = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])[Tt](?:[01]\d|2[0-3]):[0-5]\d:(?:[0-5]\d|60)(?:\.\d{1,9})?(?:[Zz]|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/

const Rfc3339String = Schema.String.pipe(
  Schema.pattern(rfc3339, { message: () => "must be an RFC 3339 date-time such as \"2030-01-31T12:00:00Z\"" })
)

const InRange = Schema.ValidDateFromSelf.pipe(
  Schema.filter((d) => d >= earliestTimestamp && d <= latestTimestamp, {
    message: () => "must be between 0001-01-01T00:00:00Z and 9999-12-31T23:59:59.999Z"
  })
)

// RFC 3339 UTC timestamps on the wire, Date in memory; every timestamp field and query parameter uses this one.
export const Timestamp = Schema.transform(Rfc3339String, InRange, {
  strict: true,
  decode: (s) => new Date(s),
  encode: (d) => d.toISOString()
}).annotations({
  identifier: "Timestamp",
  description: "RFC 3339 date-time, years 0001 to 9999 (answers are in UTC)",
  jsonSchema: { type: "string", format: "date-time", description: "RFC 3339 date-time, years 0001 to 9999 (answers are in UTC)" }
})
export type Timestamp = typeof Timestamp.Type
