import type { AccountId } from "@svc/domain"
import type { AccountState } from "@svc/domain/resources/account"
import { Effect, Option, Redacted, Ref } from "effect"
import { AccountStore, type AccountRecord } from "./AccountStore.js"

/**
 * The AccountStore port in memory, for tests: it keeps what the Postgres store keeps that the actor reads back,
 * and every state it recorded, so a test can check the path an account took.
 */

export const makeMemoryAccountStore = (accounts: ReadonlyArray<{ readonly record: AccountRecord; readonly password: string }>) =>
  Effect.gen(function*() {
    const records = yield* Ref.make(new Map(accounts.map((a) => [a.record.id, a.record] as const)))
    const passwords = yield* Ref.make(new Map(accounts.map((a) => [a.record.id, Redacted.make(a.password)] as const)))
    /** Every state recorded, in order, per account. */
    const states = yield* Ref.make(new Map<AccountId, ReadonlyArray<AccountState>>())

    const store = AccountStore.of({
      load: (id) => Effect.map(Ref.get(records), (m) => Option.fromNullable(m.get(id))),
      password: (id) => Effect.map(Ref.get(passwords), (m) => Option.fromNullable(m.get(id))),
      record: (id, change) =>
        Effect.gen(function*() {
          const before = (yield* Ref.get(records)).get(id)
          if (before === undefined) return yield* Effect.dieMessage(`account ${id} vanished`)
          const after: AccountRecord = {
            ...before,
            state: change.state,
            stateDetail: change.stateDetail,
            problem: change.problem === undefined ? before.problem : change.problem,
            server: change.credentials?.what === "server" ? change.credentials.server : before.server,
            disconnected: change.forgetPassword === true ? true : change.credentials?.what === "password" ? false : before.disconnected
          }
          yield* Ref.update(records, (m) => new Map(m).set(id, after))
          yield* Ref.update(states, (m) => new Map(m).set(id, [...(m.get(id) ?? []), change.state]))
          if (change.forgetPassword === true) {
            yield* Ref.update(passwords, (m) => {
              const next = new Map(m)
              next.delete(id)
              return next
            })
          }
          return after
        })
    })

    return {
      store,
      current: (id: AccountId) => Effect.map(Ref.get(records), (m) => m.get(id)),
      states: (id: AccountId) => Effect.map(Ref.get(states), (m) => m.get(id) ?? [])
    } as const
  })
