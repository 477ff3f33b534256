import { Context, Data, type Effect } from "effect"

export class KeyProviderError extends Data.TaggedError("KeyProviderError")<{ readonly reason: string }> {}

/**
 * Wraps and unwraps per-account data keys under a master key it never hands out. The local provider keeps the
 * master key in memory (from SVC_MASTER_KEY or the embedded key file); a KMS-style provider fits the same port.
 */
export class KeyProvider extends Context.Tag("@svc/api/KeyProvider")<KeyProvider, {
  readonly id: string
  readonly wrap: (dataKey: Uint8Array, context: string) => Effect.Effect<Uint8Array, KeyProviderError>
  readonly unwrap: (wrapped: Uint8Array, context: string) => Effect.Effect<Uint8Array, KeyProviderError>
}>() {}
