import { Errors, type AccountId } from "@svc/domain"
import { CurrentPrincipal } from "@svc/domain/api/authentication"
import { Effect, Option } from "effect"

export const accountNotFound = (id: string) =>
  new Errors.AccountNotFound({ message: `No account ${id} in this workspace.`, details: [{ accountId: id }] })

const everyAccount = (_: AccountId) => true

/**
 * The accounts the caller may see and trade: every account of its workspace, or only those its key is narrowed
 * to. Read from the request's principal, so every feature applies the same rule without passing it along; work
 * done outside a request (boot, wave runner) is not narrowed.
 */
export const callerReach: Effect.Effect<(id: AccountId) => boolean> = Effect.map(
  Effect.serviceOption(CurrentPrincipal),
  Option.match({
    onNone: () => everyAccount,
    onSome: (p) => {
      if (p.accountIds === null) return everyAccount
      const allowed = new Set<string>(p.accountIds)
      return (id: AccountId) => allowed.has(id)
    }
  })
)

/**
 * The one ownership check of every account a request names (accounts, account data, trading, orders, waves, alert
 * hooks): the workspace's row, found by `lookup`, within the caller's reach; 404 `ACCOUNT_NOT_FOUND` otherwise,
 * exactly as for an account of another workspace.
 */
export const ownedAccount = <A, E, R>(id: AccountId, lookup: Effect.Effect<A | undefined, E, R>) =>
  Effect.gen(function*() {
    const reach = yield* callerReach
    if (!reach(id)) return yield* accountNotFound(id)
    const row = yield* lookup
    if (row === undefined) return yield* accountNotFound(id)
    return row
  })

/** Fails with 404 unless the caller may reach the account (its workspace is checked by the caller's own query). */
export const withinReach = (id: AccountId) => ownedAccount(id, Effect.succeed(true))

/** The caller's reachable accounts among `items`, for lists. */
export const keepReachable = <A>(items: ReadonlyArray<A>, accountOf: (item: A) => AccountId) =>
  Effect.map(callerReach, (reach) => items.filter((item) => reach(accountOf(item))))

/** Whether the caller reaches every one of these accounts (a multi-account order is visible only whole). */
export const reachesAll = (ids: ReadonlyArray<AccountId>) => Effect.map(callerReach, (reach) => ids.every(reach))

/** The accounts a list query may be restricted to: null for every account of the workspace. */
export const reachableIds: Effect.Effect<ReadonlyArray<AccountId> | null> = Effect.map(
  Effect.serviceOption(CurrentPrincipal),
  Option.match({ onNone: () => null, onSome: (p) => p.accountIds })
)
