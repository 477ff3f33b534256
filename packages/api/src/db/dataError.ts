import { Cause } from "effect"

/**
 * SQLSTATE classes that blame the statement's rows, not the database: 22 data exception, 23 integrity constraint
 * violation, 54 program limit exceeded. Anything else (connection lost, pool exhausted, timeout, failover,
 * shutdown) would fail any statement run now, whatever rows it held.
 */
const dataClasses = new Set(["22", "23", "54"])

/** The SQLSTATE of a pg error, found on it or on what it wraps (an SqlError keeps the driver's error as `cause`). */
const sqlState = (error: unknown, depth = 0): string | undefined => {
  if (typeof error !== "object" || error === null || depth > 4) return undefined
  const code = (error as { readonly code?: unknown }).code
  if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code
  return sqlState((error as { readonly cause?: unknown }).cause, depth + 1)
}

/** Whether Postgres refused the statement for something in its data: run without the bad row, it would pass. */
export const isDataError = (cause: Cause.Cause<unknown>): boolean => {
  const errors = [...Cause.failures(cause), ...Cause.defects(cause)]
  return errors.length > 0 && errors.every((e) => {
    const code = sqlState(e)
    return code !== undefined && dataClasses.has(code.slice(0, 2))
  })
}
