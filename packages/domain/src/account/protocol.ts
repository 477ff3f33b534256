import { ClusterSchema, Entity } from "@effect/cluster"
import { Rpc } from "@effect/rpc"
import { Schema } from "effect"
import { AccountExecuting, AccountNotFound, NeedsOperator, NoSecret } from "../errors.js"
import { AccountState, CoolResult, DisconnectResult } from "../resources/account.js"
import { Calculate, GetQuotes, SendOrder, SyncNow } from "./tradingProtocol.js"

export const WarmReason = Schema.Literal("warm", "prepare", "order", "always_on")
export type WarmReason = typeof WarmReason.Type

export const WarmOutcome = Schema.Struct({ state: AccountState, alreadyRunning: Schema.Boolean })
export type WarmOutcome = typeof WarmOutcome.Type

/**
 * The account actor's protocol: one entity per account id. The actor owns the terminal session; everything that
 * changes the live side of an account goes through these messages, serialised by the actor.
 */
/**
 * `operatorResolved`: a person fixed at the broker what the account needed them for (2FA, certificate, trading
 * disabled); allows one login from those states. Only the warm endpoint sets it: prepare, orders and always_on
 * upkeep never do, so they never retry a human-needed account.
 */
export const Warm = Rpc.make("Warm", {
  payload: { reason: WarmReason, operatorResolved: Schema.optional(Schema.Boolean) },
  success: WarmOutcome,
  error: Schema.Union(AccountNotFound, NeedsOperator, NoSecret)
})

export const Cool = Rpc.make("Cool", { success: CoolResult, error: Schema.Union(AccountNotFound, AccountExecuting) })

export const Disconnect = Rpc.make("Disconnect", {
  success: DisconnectResult,
  error: Schema.Union(AccountNotFound, AccountExecuting)
})

/** The record changed outside the actor (mode, label): re-read it. Takes effect the next time it comes online. */
export const Reload = Rpc.make("Reload", { error: AccountNotFound })

/**
 * New password or server stored: a session opened with the old ones must not be kept, and an account that needed
 * new credentials can be warmed again. Ends the session; the account rests `offline` (or stays `created`).
 */
export const CredentialsChanged = Rpc.make("CredentialsChanged", {
  payload: { what: Schema.Literal("password", "server") },
  error: Schema.Union(AccountNotFound, AccountExecuting)
})

/** The account is being deleted: end the session and forget it. Refused while an order is in flight. */
export const Retire = Rpc.make("Retire", { error: AccountExecuting })

/**
 * Client spans are off: the entity's server span still shows each message in a trace, and on the order path the
 * second span per message is pure cost (no exporter is installed by default).
 */
export const AccountEntity = Entity.make("Account", [
  Warm, Cool, Disconnect, Reload, CredentialsChanged, Retire, SendOrder, GetQuotes, Calculate, SyncNow
]).annotate(ClusterSchema.ClientTracingEnabled, false)
