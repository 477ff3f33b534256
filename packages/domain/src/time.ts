import { Schema } from "effect"

/**
 * The instants every store of this service can hold: years 0001 to 9999 in UTC. Postgres refuses a JavaScript
 * Date far outside that (`+010000-…`, `-271821-…`) once it reaches SQL, inside whatever transaction carries it;
 * refused here it is a 400 naming the field instead.
 */
export const earliestTimestamp = new Date("0001-01-01T00:00:00.000Z")
export const latestTimestamp = new Date("9999-12-31T23:59:59.999Z")

/**
 * Whether these fields name a moment that exists: a real calendar date (no 29 February 2023, no 31 April) and a
 * real time of day (no second 60), in the proleptic Gregorian calendar Postgres uses. A Date built from fields
 * that do not exist rolls over (2023-02-29 becomes 1 March), so they are real exactly when the Date's UTC fields
 * read back as written. `setUTCFullYear` rather than `Date.UTC`, which reads years 0–99 as 1900–1999.
 */
export const isCalendarDateTime = (year: number, month: number, day: number, hour: number, minute: number, second: number): boolean => {
  const d = new Date(0)
  d.setUTCFullYear(year, month - 1, day)
  d.setUTCHours(hour, minute, second)
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day &&
    d.getUTCHours() === hour && d.getUTCMinutes() === minute && d.getUTCSeconds() === second
}

// RFC 3339 date-time: a four-digit year, seconds, an optional fraction and a zone (Z or ±hh:mm).
const rfc3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,9})?(?:[Zz]|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/

// The written date and time must exist in any zone, so they are checked as written, before the offset applies.
const isRfc3339 = (s: string): boolean => {
  const m = rfc3339.exec(s)
  if (m === null) return false
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number]
  return isCalendarDateTime(year, month, day, hour, minute, second)
}

const Rfc3339String = Schema.String.pipe(
  Schema.filter(isRfc3339, {
    message: () => "must be an RFC 3339 date-time with a real calendar date and time of day, years 0001 to 9999, such as \"2030-01-31T12:00:00Z\""
  })
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
