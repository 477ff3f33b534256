import { Option } from "effect"

/**
 * `{ [key]: value }` for an option given on the command line, `{}` otherwise. Payloads are built by spreading these,
 * so an absent flag is an absent field (exactOptionalPropertyTypes), never `undefined` on the wire.
 */
export const field = <K extends string, A>(key: K, value: Option.Option<A>): { [P in K]?: A } =>
  Option.match(value, { onNone: () => ({}), onSome: (v) => ({ [key]: v }) as { [P in K]?: A } })

/** The same for repeatable flags: omitted when none was given. */
export const listField = <K extends string, A>(key: K, values: ReadonlyArray<A>): { [P in K]?: ReadonlyArray<A> } =>
  values.length === 0 ? {} : ({ [key]: values } as { [P in K]?: ReadonlyArray<A> })
