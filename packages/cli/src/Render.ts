import { Effect } from "effect"
import * as Io from "./Io.js"

/**
 * One column: its header, how a row shows in it, and whether it may be cut short (ending in `…`, never narrower than
 * its header) when the table is wider than the screen. Ids and times are never cut: they are what commands take.
 */
export type Column<A> = readonly [header: string, cell: (row: A) => unknown, fit?: "shrink"]

/** How any value reads in a table cell: absent values as `-`, times in RFC 3339 as the API sends them. */
export const cell = (value: unknown): string => {
  if (value === null || value === undefined || value === "") return "-"
  if (value instanceof Date) return value.toISOString()
  if (Array.isArray(value)) return value.length === 0 ? "-" : value.map(cell).join(",")
  if (typeof value === "object") return JSON.stringify(value)
  return String(value)
}

/**
 * Left-aligned columns separated by two spaces: readable, and still splittable with `awk` when needed. Wider than
 * `width`, the shrinkable columns give up characters, the widest first, until the table fits or they are down to
 * their headers.
 */
export const table = <A>(rows: ReadonlyArray<A>, columns: ReadonlyArray<Column<A>>, width = Infinity): string => {
  const body = rows.map((row) => columns.map(([, get]) => cell(get(row))))
  const headers = columns.map(([header]) => header)
  const widths = headers.map((h, i) => Math.max(h.length, ...body.map((r) => (r[i] ?? "").length)))
  const gaps = 2 * (columns.length - 1)
  for (let excess = widths.reduce((a, b) => a + b, gaps) - width; excess > 0; excess--) {
    const spare = (i: number) => (columns[i]?.[2] === "shrink" ? (widths[i] ?? 0) - (headers[i] ?? "").length : 0)
    const widest = widths.reduce((best, _, i) => (spare(i) > spare(best) ? i : best), 0)
    if (spare(widest) <= 0) break
    widths[widest] = (widths[widest] ?? 0) - 1
  }
  const fit = (c: string, w: number) => (c.length > w ? `${c.slice(0, Math.max(0, w - 1))}…` : c)
  const render = (cells: ReadonlyArray<string>) =>
    cells.map((c, i) => (i === cells.length - 1 ? fit(c, widths[i] ?? 0) : fit(c, widths[i] ?? 0).padEnd(widths[i] ?? 0))).join("  ")
  return [render(headers), ...body.map(render)].join("\n")
}

/** One record as `field  value` lines, for `show` commands. */
export const details = (fields: ReadonlyArray<readonly [label: string, value: unknown]>): string => {
  const width = Math.max(...fields.map(([label]) => label.length))
  return fields.map(([label, value]) => `${label.padEnd(width)}  ${cell(value)}`).join("\n")
}

/**
 * Prints a command's answer: its `data` as JSON with `--json` (Dates become the API's own RFC 3339 strings, class
 * instances their fields), otherwise the human form.
 */
export const emit = <A>(json: boolean, data: A, human: (data: A) => string): Effect.Effect<void, never, Io.Io> =>
  Io.line(json ? JSON.stringify(data, null, 2) : human(data))

/** A list as a table as wide as the screen allows, or a short sentence when there is nothing to show. */
export const emitList = <A>(
  json: boolean,
  rows: ReadonlyArray<A>,
  columns: ReadonlyArray<Column<A>>,
  empty: string
): Effect.Effect<void, never, Io.Io> =>
  Effect.flatMap(Io.Io, ({ width }) => emit(json, rows, (r) => (r.length === 0 ? empty : table(r, columns, width))))
