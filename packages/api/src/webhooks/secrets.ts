import { Effect } from "effect"
import { randomBytes } from "node:crypto"
import { open, pack, seal, unpack } from "../secrets/aesGcm.js"
import { KeyProvider } from "../secrets/KeyProvider.js"

/**
 * Endpoint signing secrets. The service must be able to read them back (it signs with them), so they are sealed
 * rather than hashed: AES-256-GCM under a data key of the endpoint's own, wrapped by the key provider, with the
 * endpoint id bound as additional data. A copied database row is useless without the master key.
 */

/** `whsec_` and 32 random bytes in base64url (43 characters). */
export const generateSecret = (): string => `whsec_${randomBytes(32).toString("base64url")}`

/** The last four characters: enough to tell secrets apart, far too few to matter. */
export const secretHint = (secret: string): string => secret.slice(-4)

export interface SealedSecret {
  readonly keyProvider: string
  readonly wrappedKey: Uint8Array
  readonly secretSealed: Uint8Array
}

/** Seals a first secret under a fresh data key. Dies if the key provider fails: nothing is stored then. */
export const sealFirst = (endpointId: string, secret: string) =>
  Effect.gen(function*() {
    const keys = yield* KeyProvider
    const dataKey = randomBytes(32)
    const sealed = pack(seal(dataKey, Buffer.from(secret, "utf8"), endpointId))
    const wrappedKey = yield* Effect.orDie(keys.wrap(dataKey, endpointId))
    dataKey.fill(0)
    return { keyProvider: keys.id, wrappedKey, secretSealed: sealed } satisfies SealedSecret
  })

const dataKeyOf = (endpointId: string, wrappedKey: Uint8Array) =>
  Effect.flatMap(KeyProvider, (keys) => Effect.orDie(keys.unwrap(wrappedKey, endpointId)))

/** Seals another secret (a rotation) under the endpoint's existing data key. */
export const sealNext = (endpointId: string, wrappedKey: Uint8Array, secret: string) =>
  Effect.map(dataKeyOf(endpointId, wrappedKey), (dataKey) => pack(seal(dataKey, Buffer.from(secret, "utf8"), endpointId)))

/** Opens the current and (when present) previous secret of an endpoint. */
export const openSecrets = (
  endpointId: string,
  wrappedKey: Uint8Array,
  current: Uint8Array,
  previous: Uint8Array | null
) =>
  Effect.flatMap(dataKeyOf(endpointId, wrappedKey), (dataKey) =>
    Effect.try({
      try: () => ({
        current: open(dataKey, unpack(current), endpointId).toString("utf8"),
        previous: previous === null ? undefined : open(dataKey, unpack(previous), endpointId).toString("utf8")
      }),
      catch: (cause) => cause
    }).pipe(Effect.orDie)
  )
