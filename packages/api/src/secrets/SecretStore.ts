import { Errors, type AccountId } from "@svc/domain"
import type { SealedPassword } from "@svc/domain/account/protocol"
import { Effect, Option, Redacted } from "effect"
import { randomBytes } from "node:crypto"
import { open, seal } from "./aesGcm.js"
import { KeyProvider } from "./KeyProvider.js"
import { SecretsRepo } from "./SecretsRepo.js"

/**
 * Broker passwords under envelope encryption: a fresh AES-256-GCM data key per account, wrapped by the key
 * provider, with the account id bound as additional data so a row copied to another account will not open.
 */
export class SecretStore extends Effect.Service<SecretStore>()("@svc/api/SecretStore", {
  effect: Effect.gen(function*() {
    const repo = yield* SecretsRepo
    const keys = yield* KeyProvider

    const unavailable = () =>
      new Errors.SecretStoreUnavailable({ message: "The credential could not be stored; nothing was created. Retry with backoff." })

    const encrypt = (accountId: AccountId, password: Redacted.Redacted<string>) =>
      Effect.gen(function*() {
        const dataKey = randomBytes(32)
        const sealed = seal(dataKey, Buffer.from(Redacted.value(password), "utf8"), accountId)
        const wrappedKey = yield* keys.wrap(dataKey, accountId)
        dataKey.fill(0)
        return { keyProvider: keys.id, wrappedKey, iv: sealed.iv, authTag: sealed.authTag, ciphertext: sealed.ciphertext }
      })

    /** The password encrypted for its account, to be stored later by `putSealed` (see CredentialsChanged). */
    const sealPassword = Effect.fn("SecretStore.sealPassword")(function*(accountId: AccountId, password: Redacted.Redacted<string>) {
      const sealed: SealedPassword = yield* Effect.mapError(encrypt(accountId, password), unavailable)
      return sealed
    })

    /** Stores (or replaces) the password. Run it in the transaction that creates the account. */
    const put = Effect.fn("SecretStore.put")(function*(accountId: AccountId, password: Redacted.Redacted<string>) {
      yield* putSealed(accountId, yield* sealPassword(accountId, password))
    })

    /** Stores (or replaces) a password sealed by `sealPassword` for the same account (the account id is bound into it). */
    const putSealed = Effect.fn("SecretStore.putSealed")(function*(accountId: AccountId, row: SealedPassword) {
      yield* repo.upsert(accountId, row).pipe(Effect.mapError(unavailable))
    })

    const get = Effect.fn("SecretStore.get")(function*(accountId: AccountId) {
      const row = yield* repo.find(accountId)
      if (row === undefined) return Option.none<Redacted.Redacted<string>>()
      const dataKey = yield* Effect.orDie(keys.unwrap(row.wrappedKey, accountId))
      const plain = yield* Effect.try({ try: () => open(dataKey, row, accountId), catch: (e) => e }).pipe(Effect.orDie)
      return Option.some(Redacted.make(plain.toString("utf8")))
    })

    const remove = Effect.fn("SecretStore.remove")(function*(accountId: AccountId) {
      yield* repo.remove(accountId)
    })

    const has = Effect.fn("SecretStore.has")(function*(accountId: AccountId) {
      return yield* repo.exists(accountId)
    })

    /** Round trip through the provider and the cipher, for /readyz. */
    const selfCheck = Effect.gen(function*() {
      const probe = "00000000-0000-4000-8000-000000000000" as AccountId
      const row = yield* encrypt(probe, Redacted.make("readiness-probe"))
      const dataKey = yield* keys.unwrap(row.wrappedKey, probe)
      return open(dataKey, row, probe).toString("utf8") === "readiness-probe"
    }).pipe(Effect.catchAll(() => Effect.succeed(false)), Effect.catchAllDefect(() => Effect.succeed(false)))

    return { sealPassword, put, putSealed, get, remove, has, selfCheck } as const
  }),
  dependencies: [SecretsRepo.Default]
}) {}
