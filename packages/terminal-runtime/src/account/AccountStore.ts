import type { AccountId, WorkspaceId } from "@svc/domain"
import type { CredentialsChange } from "@svc/domain/account/protocol"
import type { AccountMode, AccountState, Environment, Problem } from "@svc/domain/resources/account"
import { Context, type Effect, type Option, type Redacted } from "effect"

/** What the actor needs to know about its account; the API owns the table, the actor owns the live side. */
export interface AccountRecord {
  readonly id: AccountId
  readonly workspaceId: WorkspaceId
  readonly login: string
  readonly server: string
  readonly mode: AccountMode
  readonly state: AccountState
  readonly stateDetail: string | null
  readonly problem: Problem | null
  readonly tradingDisabled: boolean
  /** True after `disconnect` deleted the password, until the account is connected again. */
  readonly disconnected: boolean
}

/** What the terminal reports once logged in; written onto the account. */
export interface TerminalFacts {
  readonly currency: string
  readonly leverage: number
  readonly marginMode: string
  readonly tradeAllowed: boolean
  readonly brokerName: string
  readonly environment: Environment | null
}

export interface StateChange {
  readonly state: AccountState
  readonly stateDetail: string | null
  /** `undefined` keeps the current problem; `null` clears it. */
  readonly problem?: Problem | null
  readonly facts?: TerminalFacts
  /** Emit `account.state_changed` (Account with `previousState`) in the same transaction. */
  readonly emit: boolean
  /** `disconnect`: delete the stored password in the same transaction. */
  readonly forgetPassword?: boolean
  /** A new password (stored, and the account no longer disconnected) or server, in the same transaction. */
  readonly credentials?: CredentialsChange
}

/**
 * The actor's persistence port. `record` writes the transition and, when asked, its event in one transaction,
 * so a state change and its `account.state_changed` are committed together or not at all.
 */
export class AccountStore extends Context.Tag("@svc/terminal-runtime/AccountStore")<AccountStore, {
  readonly load: (id: AccountId) => Effect.Effect<Option.Option<AccountRecord>>
  readonly password: (id: AccountId) => Effect.Effect<Option.Option<Redacted.Redacted<string>>>
  readonly record: (id: AccountId, change: StateChange) => Effect.Effect<AccountRecord>
}>() {}
