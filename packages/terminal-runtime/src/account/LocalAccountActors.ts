import type { AccountId } from "@svc/domain"
import { SendOrder } from "@svc/domain/account/tradingProtocol"
import { Context, Effect, Layer, Schema, type Scope } from "effect"

type SendOrderRequest = { readonly payload: typeof SendOrder.payloadSchema.Type }

/** What a caller in the same process may ask an actor directly: the handlers its entity serves, unchanged. */
export interface LocalAccountActor {
  readonly SendOrder: (request: SendOrderRequest) => Effect.Effect<typeof SendOrder.successSchema.Type, typeof SendOrder.errorSchema.Type>
}

/** As a message to another runner would carry it: encoded and decoded again (a failure is a defect, as there). */
const acrossRunners = <A, I>(schema: Schema.Schema<A, I>) => {
  const encode = Schema.encode(schema)
  const decode = Schema.decode(schema)
  return (a: A) => Effect.orDie(Effect.flatMap(encode(a), decode))
}

const serialised = (actor: LocalAccountActor): LocalAccountActor => {
  const payload = acrossRunners(SendOrder.payloadSchema)
  const success = acrossRunners(SendOrder.successSchema)
  return {
    SendOrder: (request) =>
      Effect.flatMap(payload(request.payload), (p) => Effect.flatMap(actor.SendOrder({ payload: p }), success))
  }
}

/**
 * The account actors running in this process, by account. An order for one of them calls its handler directly: the
 * entity client routes the message through the sharding, a reply mailbox and a fiber of the entity's to reach the
 * same handler, and the handler is all that gives the order's guarantees (the send's claim, the answer stored under
 * the key, the order's turn in the account's queue). An actor is listed once its handlers exist and until its entity
 * stops (its shard moving away, the runner stopping); otherwise the caller goes through the entity client, which
 * reaches the account's actor wherever it runs, or starts it.
 */
export class LocalAccountActors extends Context.Tag("@svc/terminal-runtime/LocalAccountActors")<LocalAccountActors, {
  readonly get: (id: AccountId) => LocalAccountActor | undefined
  /** Lists the actor for as long as the current scope (its entity's) lives. */
  readonly register: (id: AccountId, actor: LocalAccountActor) => Effect.Effect<void, never, Scope.Scope>
}>() {
  /**
   * `simulateRemoteSerialization`: the cluster's test setting (see AccountActors.layer), honoured by the direct call
   * too, so that a payload that could not cross to another runner fails in the tests whichever way it went.
   */
  static readonly layer = (options: { readonly simulateRemoteSerialization: boolean }) =>
    Layer.sync(LocalAccountActors, () => {
      const actors = new Map<AccountId, LocalAccountActor>()
      return {
        get: (id) => actors.get(id),
        register: (id, actor) => {
          const listed = options.simulateRemoteSerialization ? serialised(actor) : actor
          return Effect.zipRight(
            Effect.sync(() => void actors.set(id, listed)),
            Effect.addFinalizer(() => Effect.sync(() => void (actors.get(id) === listed && actors.delete(id))))
          )
        }
      }
    })

  /** Without the test setting: a runner's, or an API node's (which hosts no actor, so every order goes through the cluster). */
  static readonly Default = LocalAccountActors.layer({ simulateRemoteSerialization: false })
}
