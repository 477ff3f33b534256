import type { ApiKeyId } from "@svc/domain"
import { Effect, Schedule } from "effect"
import { ApiKeysRepo } from "../apiKeys/ApiKeysRepo.js"

/**
 * Records `lastUsedAt` off the request path: uses are kept in memory and written in one batch every few
 * seconds (and at shutdown), so authentication never waits on a write.
 */
export class KeyUsage extends Effect.Service<KeyUsage>()("@svc/api/KeyUsage", {
  scoped: Effect.gen(function*() {
    const repo = yield* ApiKeysRepo
    let pending = new Map<ApiKeyId, Date>()

    const flush = Effect.suspend(() => {
      if (pending.size === 0) return Effect.void
      const batch = pending
      pending = new Map()
      return repo.touch([...batch].map(([id, at]) => ({ id, at })))
    }).pipe(Effect.catchAllCause((cause) => Effect.logWarning("could not record key use", cause)))

    yield* Effect.addFinalizer(() => flush)
    yield* flush.pipe(Effect.repeat(Schedule.spaced("2 seconds")), Effect.forkScoped)

    return {
      record: (id: ApiKeyId) => Effect.sync(() => void pending.set(id, new Date())),
      flush
    } as const
  }),
  dependencies: [ApiKeysRepo.Default]
}) {}
