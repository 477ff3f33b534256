import { Schema } from "effect"

/**
 * The complete scope list. The spec names six; the rest follow its `area:verb` pattern so a key can be narrow.
 * `:write` implies `:read` of the same area. `admin` implies every scope. A scope enters the list with the first
 * endpoint that needs it (copy trading, billing and members have none yet).
 */
export const scopes = [
  "accounts:read", "accounts:write",
  "trading:read", "trading:write",
  "webhooks:read", "webhooks:write",
  "alert-hooks:read", "alert-hooks:write",
  "keys:manage",
  "admin"
] as const
export const Scope = Schema.Literal(...scopes).annotations({ identifier: "Scope" })
export type Scope = typeof Scope.Type

/** Scopes that only the service itself (bootstrap) can put on a key. */
export const reservedScopes: ReadonlyArray<Scope> = ["admin", "keys:manage"]

export const grants = (held: ReadonlyArray<Scope>, wanted: Scope): boolean => {
  if (held.includes("admin") || held.includes(wanted)) return true
  if (wanted.endsWith(":read")) return held.includes(wanted.replace(/:read$/, ":write") as Scope)
  return false
}
