/**
 * The opaque cursor of every keyset-paginated list: the last row's sort timestamp, exactly as Postgres stores it
 * (to the microsecond, rendered by `cursorAt` in the list's own statement), and its id, which breaks ties. Comparing
 * `(at, id)` at full precision is what makes a page start right after the previous one: a cursor rounded to the
 * millisecond would skip rows stamped later in that millisecond.
 *
 * Decoding is strict, so a forged cursor is refused before SQL instead of failing inside Postgres: a real calendar
 * date in years 0001–9999, a real time of day, up to six fraction digits (the three of cursors handed out before
 * the microsecond ones, which keep working as they did) and a lowercase UUID.
 */
import { isCalendarDateTime } from "@svc/domain"

/** SQL rendering a timestamptz column as the cursor's timestamp: UTC, to the microsecond. */
export const cursorAtFormat = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`

export interface KeysetCursor {
  /** UTC, `YYYY-MM-DDTHH:MM:SS[.ffffff]Z`; pass to SQL as `::timestamptz`. */
  readonly at: string
  readonly id: string
}

export const encodeCursor = (at: string, id: string): string => Buffer.from(`${at}|${id}`, "utf8").toString("base64url")

const shape =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?Z\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/

/** The cursor, or undefined when it is not one an API list could have handed out. */
export const decodeCursor = (cursor: string): KeysetCursor | undefined => {
  if (!/^[A-Za-z0-9_-]*$/.test(cursor)) return undefined
  const text = Buffer.from(cursor, "base64url").toString("utf8")
  const m = shape.exec(text)
  if (m === null) return undefined
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number]
  const valid = year >= 1 && isCalendarDateTime(year, month, day, hour, minute, second)
  return valid ? { at: text.slice(0, text.indexOf("|")), id: m[7]! } : undefined
}
