import type { AccountId } from "@svc/domain/ids"
import type { Account, AccountState, AccountStatus, Problem } from "@svc/domain/resources/account"
import { Duration, Effect, Option, Ref, Schedule } from "effect"
import type { ApiClient } from "./Client.js"

/**
 * States a person has to resolve (spec: "treat invalid_credentials, needs_2fa, needs_certificate,
 * trading_disabled as failures"), plus `error`. Polling on past them would only wait out the timeout.
 */
export const needsHuman: ReadonlySet<AccountState> = new Set<AccountState>([
  "invalid_credentials", "needs_2fa", "needs_certificate", "trading_disabled", "error"
])

/** Online and able to take orders: `executing` is `ready` with an order in flight. */
export const isOnline = (state: AccountState): boolean => state === "ready" || state === "executing"

/** Where following an account stops: it is online, or waiting for a person. */
const settledState = (state: AccountState) => isOnline(state) || needsHuman.has(state)

export type WatchOutcome =
  | { readonly _tag: "Online"; readonly status: AccountStatus }
  | { readonly _tag: "NeedsAttention"; readonly status: AccountStatus }
  | { readonly _tag: "TimedOut"; readonly status: Option.Option<AccountStatus> }

export interface WatchOptions {
  readonly interval: Duration.DurationInput
  readonly timeout: Duration.DurationInput
  /** Called with every status read, for live display. */
  readonly onStatus: (status: AccountStatus) => Effect.Effect<void>
}

/**
 * Polls `GET /v1/accounts/{id}/status` (the spec's way to follow a warm: there is no stream) until the account is
 * online or needs a human, or until `timeout`.
 */
export const watchAccount = (api: ApiClient, id: AccountId, options: WatchOptions) =>
  Effect.gen(function*() {
    const lastSeen = yield* Ref.make(Option.none<AccountStatus>())
    const final = yield* api.accounts.accountStatus({ path: { id } }).pipe(
      Effect.tap((status) => Ref.set(lastSeen, Option.some(status))),
      Effect.tap(options.onStatus),
      // recurWhile hands back the status that stopped it, so the repeat answers the final status read.
      Effect.repeat(
        Schedule.recurWhile((s: AccountStatus) => !settledState(s.state)).pipe(Schedule.addDelay(() => options.interval))
      ),
      Effect.timeoutOption(options.timeout)
    )
    if (Option.isNone(final)) return { _tag: "TimedOut", status: yield* Ref.get(lastSeen) } satisfies WatchOutcome
    const status = final.value
    return (isOnline(status.state) ? { _tag: "Online", status } : { _tag: "NeedsAttention", status }) satisfies WatchOutcome
  })

/**
 * Follows many accounts at once with one `GET /v1/accounts` per interval instead of one status call per account:
 * the same persisted states, at a cost that does not grow with the number of accounts. An account missing from
 * the list (deleted meanwhile) is settled as `undefined`.
 */
export const watchAccounts = (
  api: ApiClient,
  ids: ReadonlyArray<string>,
  options: {
    readonly interval: Duration.DurationInput
    readonly timeout: Duration.DurationInput
    readonly onSettled: (id: string, account: Account | undefined) => Effect.Effect<void>
  }
) =>
  Effect.gen(function*() {
    const pending = yield* Ref.make<ReadonlySet<string>>(new Set(ids))
    const latest = yield* Ref.make<ReadonlyMap<string, Account>>(new Map())
    const round = Effect.gen(function*() {
      const byId = new Map((yield* api.accounts.listAccounts()).map((a) => [a.id as string, a] as const))
      yield* Ref.update(latest, (seen) => new Map([...seen, ...byId]))
      const still = new Set<string>()
      for (const id of yield* Ref.get(pending)) {
        const account = byId.get(id)
        if (account === undefined || settledState(account.state)) yield* options.onSettled(id, account)
        else still.add(id)
      }
      yield* Ref.set(pending, still)
      return still.size
    })
    if (ids.length > 0) {
      yield* round.pipe(
        Effect.repeat(Schedule.recurWhile((left: number) => left > 0).pipe(Schedule.addDelay(() => options.interval))),
        Effect.timeoutOption(options.timeout)
      )
    }
    return { accounts: yield* Ref.get(latest), pending: yield* Ref.get(pending) }
  })

/** What a person can do next, as the commands that do it. */
const actionText = (
  program: string,
  id: AccountId,
  state: AccountStatus["state"],
  action: Problem["actions"][number]
): string => {
  switch (action.kind) {
    case "switch_server":
      return action.server === undefined
        ? `switch to another server: ${program} accounts server ${id} <server>`
        : `switch to ${action.server}: ${program} accounts server ${id} ${action.server}`
    case "replace_credentials":
      return `send the correct password: ${program} accounts password ${id}`
    case "connect":
      // From a state that needs a person, a plain warm is refused: the person confirms the fix at the broker.
      return state === "needs_2fa" || state === "needs_certificate" || state === "trading_disabled"
        ? `once it is fixed at the broker, try again: ${program} accounts warm ${id} --operator-resolved`
        : `bring it online again: ${program} accounts warm ${id}`
    case "contact_support":
      return "contact the broker's support"
  }
}

/**
 * The account's problem as an operator reads it: title first (what went wrong), then what to do, as commands that
 * begin with `program` (how this CLI was started).
 */
export const describeProblem = (
  program: string,
  id: AccountId,
  status: Pick<AccountStatus, "state" | "stateDetail" | "problem">
): string => {
  const problem = status.problem
  if (problem === null) {
    return `account ${id} is ${status.state}${status.stateDetail === null ? "" : `: ${status.stateDetail}`}`
  }
  return [
    `problem: ${problem.title} (${problem.code}, state ${status.state})`,
    `  ${problem.explanation}`,
    ...(problem.detail === null ? [] : [`  broker said: ${problem.detail}`]),
    ...(problem.otherServers.length === 0 ? [] : [`  other servers of this broker: ${problem.otherServers.join(", ")}`]),
    ...problem.actions.map((a) => `  next: ${actionText(program, id, status.state, a)}`)
  ].join("\n")
}
