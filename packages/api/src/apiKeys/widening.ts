import { grants, type AccountId, type DecimalString, type Scope } from "@svc/domain"
import Decimal from "decimal.js"

/** What a key may do, as far as a change of it can widen that. */
export interface KeyReach {
  readonly scopes: ReadonlyArray<Scope>
  /** null: every account of the workspace. */
  readonly accountIds: ReadonlyArray<AccountId> | null
  /** null: no limit. */
  readonly maxVolume: DecimalString | null
}

/**
 * Whether `after` lets the key do anything `before` did not: a scope the old ones did not grant, an account it did
 * not reach, or a higher (or no) volume limit. Renaming and narrowing do not widen.
 */
export const widens = (before: KeyReach, after: KeyReach): boolean => {
  const newScope = after.scopes.some((s) => !grants(before.scopes, s))
  const moreAccounts = before.accountIds !== null &&
    (after.accountIds === null || after.accountIds.some((id) => !before.accountIds!.includes(id)))
  const higherLimit = before.maxVolume !== null &&
    (after.maxVolume === null || new Decimal(after.maxVolume).gt(new Decimal(before.maxVolume)))
  return newScope || moreAccounts || higherLimit
}
