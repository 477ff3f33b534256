import { describe, expect, it } from "@effect/vitest"
import type { AccountId } from "@svc/domain"
import { Effect, Exit, Scope } from "effect"
import { randomUUID } from "node:crypto"
import { type LocalAccountActor, LocalAccountActors } from "../../src/account/LocalAccountActors.js"

const actor = (): LocalAccountActor => ({ SendOrder: () => Effect.dieMessage("not called here") })

// An order reaches an actor of this process directly only while its entity lives: once the entity's scope closes
// (its shard moved, the runner stopping), the caller must go through the cluster.
describe("LocalAccountActors", () => {
  it.effect("lists an actor while its entity's scope lives, and no longer once it closes", () =>
    Effect.gen(function*() {
      const locals = yield* LocalAccountActors
      const id = randomUUID() as AccountId
      const entity = yield* Scope.make()
      const a = actor()
      yield* locals.register(id, a).pipe(Scope.extend(entity))
      expect(locals.get(id)).toBe(a)
      yield* Scope.close(entity, Exit.void)
      expect(locals.get(id)).toBeUndefined()
    }).pipe(Effect.provide(LocalAccountActors.Default)))

  it.effect("an entity started again for the account is not unlisted by the old one stopping after it", () =>
    Effect.gen(function*() {
      const locals = yield* LocalAccountActors
      const id = randomUUID() as AccountId
      const first = yield* Scope.make()
      const second = yield* Scope.make()
      yield* locals.register(id, actor()).pipe(Scope.extend(first))
      const b = actor()
      yield* locals.register(id, b).pipe(Scope.extend(second))
      yield* Scope.close(first, Exit.void)
      expect(locals.get(id)).toBe(b)
    }).pipe(Effect.provide(LocalAccountActors.Default)))
})
