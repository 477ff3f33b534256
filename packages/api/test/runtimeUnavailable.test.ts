import { ClusterError, Entity, EntityAddress, EntityId, EntityType, RunnerAddress, ShardId, TestRunner } from "@effect/cluster"
import { RpcClientError } from "@effect/rpc"
import { HttpApiSchema, Socket } from "@effect/platform"
import { describe, expect, it } from "@effect/vitest"
import { Errors } from "@svc/domain"
import { AccountEntity } from "@svc/domain/account/protocol"
import { apiError } from "@svc/domain/errors"
import { CurrentRequestId } from "@svc/domain/http/requestId"
import { Cause, Effect, Exit, Fiber, Layer, Schema } from "effect"
import { orRuntimeUnavailable, orSchedulerFailed } from "../src/actors/clusterErrors.js"

/**
 * Issue 22: with several processes an API node's call to an account's actor can be cut off by the cluster: the
 * runner interrupts the actor's handling while it hands the account's shard over (or stops), and a runner's socket
 * failing under a write comes back as the reply's defect (@effect/cluster 0.60, Runners.send). Before, the
 * interruption reached the HTTP server as an interruption (a bare 503 without a body) and the defect as a defect
 * (500 INTERNAL_ERROR); both are now the enveloped 503 RUNTIME_UNAVAILABLE, which the spec says to retry. The
 * interruption is driven through the cluster's own client and entity machinery (TestRunner), with an actor that
 * is interrupted the way a moving shard interrupts it.
 */
const Interrupted = AccountEntity.toLayer(Effect.gen(function*() {
  const self = yield* Entity.CurrentAddress
  // "refusing" answers the actor's own typed error; every other id is interrupted mid-message. The cast lets one
  // handler stand for every message of the protocol.
  const end = () =>
    (self.entityId === "refusing" ? Effect.fail(new Errors.AccountNotFound({ message: "no such account" })) : Effect.interrupt) as Effect.Effect<never, never>
  return AccountEntity.of({
    Warm: end, Cool: end, Disconnect: end, Reload: end, CredentialsChanged: end, Retire: end, SendOrder: end,
    GetQuotes: end, ListSymbols: end, Calculate: end, SyncNow: end, ArmLeg: end, CopyFacts: end, CopyFunds: end
  })
}))
const Cluster = Interrupted.pipe(Layer.provideMerge(TestRunner.layer))

const warm = (id: string) =>
  Effect.flatMap(AccountEntity.client, (actor) => orSchedulerFailed(actor(id).Warm({ reason: "warm" })))

/** The call's failure as the handler sees it: its typed error, or the cause when there is none. */
const failureOf = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.map(Effect.exit(effect), (exit) =>
    Exit.isSuccess(exit) ? "answered" : Cause.isFailType(exit.cause) ? exit.cause.error : Cause.pretty(exit.cause))

describe("a call the cluster cuts off", () => {
  it.live("a call to an actor interrupted by the cluster is 503 RUNTIME_UNAVAILABLE", () =>
    Effect.gen(function*() {
      const error = yield* failureOf(warm("a"))
      expect(error).toBeInstanceOf(Errors.RuntimeUnavailable)
      expect(error).toMatchObject({ _tag: "RUNTIME_UNAVAILABLE", details: [{ reason: "interrupted" }] })
      expect((error as Errors.RuntimeUnavailable).message).toContain("Retry with backoff")
    }).pipe(Effect.provide(Cluster)))

  it.live("an order's call names the order, so a client without a key can look it up", () =>
    Effect.gen(function*() {
      const actor = yield* AccountEntity.client
      const error = yield* failureOf(actor("b").Warm({ reason: "order" }).pipe(orRuntimeUnavailable({ orderId: "o-1" }), orSchedulerFailed))
      expect(error).toMatchObject({ _tag: "RUNTIME_UNAVAILABLE", details: [{ reason: "interrupted", orderId: "o-1" }] })
    }).pipe(Effect.provide(Cluster)))

  it.live("the actor's own typed errors pass unchanged", () =>
    Effect.gen(function*() {
      expect(yield* failureOf(warm("refusing"))).toBeInstanceOf(Errors.AccountNotFound)
    }).pipe(Effect.provide(Cluster)))

  it.effect("a broken way to the runner (the cluster's, the RPC client's, a socket's defect) is 503; another defect stays one", () =>
    Effect.gen(function*() {
      const epipe = Object.assign(new Error("write EPIPE"), { code: "EPIPE" })
      const broken = [
        new ClusterError.RunnerUnavailable({ address: RunnerAddress.make("10.0.0.9", 34431) }),
        new ClusterError.EntityNotAssignedToRunner({ address: EntityAddress.EntityAddress.make({ entityType: EntityType.EntityType.make("Account"), entityId: EntityId.make("c"), shardId: ShardId.make("default", 1) }) }),
        new RpcClientError.RpcClientError({ reason: "Protocol", message: "Error in socket" }),
        new Socket.SocketGenericError({ reason: "Write", cause: epipe }),
        epipe
      ]
      for (const defect of broken) {
        expect(yield* failureOf(orSchedulerFailed(Effect.die(defect)))).toMatchObject({ _tag: "RUNTIME_UNAVAILABLE", details: [{ reason: "connection" }] })
      }
      const bug = yield* Effect.exit(orSchedulerFailed(Effect.die(new Error("the actor's own bug"))))
      expect(Exit.isFailure(bug) && Cause.isDie(bug.cause) && !Cause.isFailure(bug.cause)).toBe(true)
    }))

  it.effect("the interruption of the request itself is not turned into an answer", () =>
    Effect.gen(function*() {
      // The request's own fiber interrupted (the client gone, the drain's deadline) while the call waits.
      const fiber = yield* Effect.fork(orRuntimeUnavailable()(Effect.never))
      yield* Effect.yieldNow()
      expect(Exit.isInterrupted(yield* Fiber.interrupt(fiber))).toBe(true)
    }))

  it("its answer is the spec's envelope with status 503", async () => {
    const error = new Errors.RuntimeUnavailable({ message: "m", details: [{ reason: "interrupted" }] })
    expect(HttpApiSchema.getStatusError(apiError(Errors.RuntimeUnavailable))).toBe(503)
    const body = await Effect.runPromise(Schema.encode(apiError(Errors.RuntimeUnavailable))(error).pipe(Effect.locally(CurrentRequestId, "req-1")))
    expect(body).toEqual({ error: { code: "RUNTIME_UNAVAILABLE", message: "m", details: [{ reason: "interrupted" }] }, requestId: "req-1" })
  })
})
