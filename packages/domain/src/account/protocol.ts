import { ClusterSchema, Entity } from "@effect/cluster"
import { Rpc } from "@effect/rpc"
import { Schema } from "effect"
import { AccountExecuting, AccountNotFound, NeedsOperator, NoSecret } from "../errors.js"
import { AccountState, CoolResult, DisconnectResult } from "../resources/account.js"
import { Calculate, CopyFacts, CopyFunds, GetQuotes, ListSymbols, SendOrder, SyncNow } from "./tradingProtocol.js"
import { ArmLeg } from "./waveProtocol.js"

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
 * A password as the secret store keeps it: encrypted under a fresh data key, wrapped by the key provider, bound to
 * its account. Only the API's secret store opens it; everything else carries it as it is.
 */
export const SealedPassword = Schema.Struct({
  keyProvider: Schema.String,
  wrappedKey: Schema.Uint8ArrayFromBase64,
  iv: Schema.Uint8ArrayFromBase64,
  authTag: Schema.Uint8ArrayFromBase64,
  ciphertext: Schema.Uint8ArrayFromBase64
})
export type SealedPassword = typeof SealedPassword.Type

export const CredentialsChange = Schema.Union(
  Schema.Struct({ what: Schema.Literal("password"), password: SealedPassword }),
  Schema.Struct({ what: Schema.Literal("server"), server: Schema.String })
)
export type CredentialsChange = typeof CredentialsChange.Type

/**
 * A new password or server for the account. The actor decides under its own lock whether it may take it (not while
 * an order is queued, in flight or being confirmed) and only then stores it, with the state change, in one
 * transaction: a refused change stores nothing, and overlapping changes are stored in the order the actor accepted
 * them. A session opened with the old credentials is ended; the account rests `offline` (or stays `created`).
 */
export const CredentialsChanged = Rpc.make("CredentialsChanged", {
  payload: CredentialsChange,
  error: Schema.Union(AccountNotFound, AccountExecuting)
})

/** The account is being deleted: end the session and forget it. Refused while an order is in flight. */
export const Retire = Rpc.make("Retire", { error: AccountExecuting })

/**
 * Client spans are off: the entity's server span still shows each message in a trace, and on the order path the
 * second span per message is pure cost (no exporter is installed by default).
 */
export const AccountEntity = Entity.make("Account", [
  Warm, Cool, Disconnect, Reload, CredentialsChanged, Retire, SendOrder, GetQuotes, ListSymbols, Calculate, SyncNow, ArmLeg, CopyFacts, CopyFunds
]).annotate(ClusterSchema.ClientTracingEnabled, false)
