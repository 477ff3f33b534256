import { Errors, type OrderId, type WorkspaceId } from "@svc/domain"
import { Duration, Effect, Exit, Schedule } from "effect"
import { AppConfig } from "../config.js"
import { createHash } from "node:crypto"
import { OrdersRepo, type Claim } from "../orders/OrdersRepo.js"
import { Nodes } from "../nodes/Nodes.js"
import { IdempotencyKeysRepo } from "./IdempotencyKeysRepo.js"

export type { Claim } from "../orders/OrdersRepo.js"

export type Start =
  | { readonly _tag: "NotFound" }
  | { readonly _tag: "TradingDisabled"; readonly workspace: boolean }
  /**
   * This request runs; `persisted`: its order is already written as `accepted`; `orderId`: the id it must run
   * under when the key already named one (its first request may still reach the actor: both are one send claim).
   */
  | { readonly _tag: "Run"; readonly persisted: boolean; readonly orderId?: OrderId; readonly plan: string | null }
  /** The first answer, to send again exactly. */
  | { readonly _tag: "Replay"; readonly status: number; readonly body: string }
  /** The first answer was ORDER_UNRESOLVED, or the process died before answering: answer the order's truth now. */
  | { readonly _tag: "Truth"; readonly orderId: OrderId }

export const fingerprint = (method: string, path: string, body: unknown): string =>
  createHash("sha256").update(`${method} ${path}\n${JSON.stringify(body)}`).digest("hex")

/**
 * Idempotency keys. A key is taken in its own statement before anything is sent, so two requests with one key
 * can never both reach the broker; the first answer is stored byte for byte (by the actor, with the order's result).
 */
export class Idempotency extends Effect.Service<Idempotency>()("@svc/api/Idempotency", {
  scoped: Effect.gen(function*() {
    const orders = yield* OrdersRepo
    const keys = yield* IdempotencyKeysRepo
    const node = yield* Nodes
    const config = yield* AppConfig
    /**
     * How long a live node's claim on an unanswered key holds: its request's call to the account's actor has
     * `accountCallTimeout`, and its database statements their own bounds, so a request still unanswered well past
     * that is stuck, not running (a hung process, a call the deadline did not cut), and a retry anywhere takes the
     * key over rather than answering 409 IDEMPOTENCY_IN_FLIGHT for as long as the node lives.
     */
    const leaseMs = Duration.toMillis(config.accountCallTimeout) + 30_000
    // Keys whose first request is running in this process. An unanswered key not running here runs on the node that
    // owns it while that node is alive (several API nodes); otherwise it was left by a crash.
    const running = new Set<string>()
    const local = (w: WorkspaceId, key: string) => `${w}\u0000${key}`

    /**
     * The start of an order request: tenant check, kill switches, key and `accepted` order in one (batched)
     * statement, then, when the key was not taken, what its first request left.
     *
     * The key is marked as running here before the statement leaves, synchronously: a second request with the key
     * in this process sees the mark whatever order the database answers in, so "unanswered and not running here"
     * can only mean a request that a stop (or a failure) left behind.
     */
    const start = (c: Claim): Effect.Effect<Start, Errors.IdempotencyInFlight | Errors.IdempotencyKeyReused> =>
      Effect.suspend(() => {
        const mark = c.key === undefined ? undefined : local(c.workspaceId, c.key)
        const owner = mark !== undefined && !running.has(mark)
        if (owner) running.add(mark)
        // Only the owner tries to take the key: a second request here only checks the account, then finds the key
        // in flight (or answered). Two takers from one process could otherwise race across batches, and one key can
        // never appear twice in a batch (Postgres refuses to touch a row twice in one command).
        return orders.claim(owner || c.key === undefined ? { ...c, owner: node.id } : { ...c, key: undefined, accepted: null }).pipe(
          Effect.flatMap((claimed): Effect.Effect<Start, Errors.IdempotencyInFlight | Errors.IdempotencyKeyReused> => {
            if (!claimed.found) return Effect.succeed({ _tag: "NotFound" })
            if (claimed.tradingDisabled || claimed.workspaceTradingDisabled) {
              return Effect.succeed({ _tag: "TradingDisabled", workspace: claimed.workspaceTradingDisabled })
            }
            const plan = claimed.plan
            if (c.key === undefined) return Effect.succeed({ _tag: "Run", persisted: false, plan })
            if (claimed.taken) return Effect.succeed({ _tag: "Run", persisted: claimed.inserted, plan })
            return begin(c.workspaceId, c.key, c.fingerprint, c.orderId, owner, plan)
          }),
          Effect.onExit((exit) => {
            if (owner && !(Exit.isSuccess(exit) && exit.value._tag === "Run")) running.delete(mark)
            return Effect.void
          })
        )
      })

    /** The key was not taken: a replay, a reuse, a request still running, or one a stop left unanswered. */
    const begin = Effect.fn("Idempotency.begin")(function*(
      workspaceId: WorkspaceId,
      key: string,
      print: string,
      orderId: OrderId,
      /** No other request with this key runs in this process. */
      owner: boolean,
      /** The workspace's plan as the claim read it. */
      plan: string | null
    ): Effect.fn.Return<Start, Errors.IdempotencyInFlight | Errors.IdempotencyKeyReused> {
      const row = yield* keys.find(workspaceId, key, node.deadAfterMs, leaseMs)
      // Purged between the two statements (expired): a retry of the whole call takes it fresh.
      if (row === undefined) {
        return yield* new Errors.IdempotencyInFlight({ message: "The key changed hands; retry shortly.", details: [{ idempotencyKey: key }] })
      }
      if (row.fingerprint !== print) {
        return yield* new Errors.IdempotencyKeyReused({
          message: "This Idempotency-Key was used for a different request; use a new key for a new order.",
          details: [{ idempotencyKey: key }]
        })
      }
      if (row.body === null || row.status === null) {
        const inFlight = new Errors.IdempotencyInFlight({
          message: "The first request with this Idempotency-Key is still running; retry shortly.",
          details: [{ idempotencyKey: key }]
        })
        if (!owner) return yield* inFlight
        // Running on another node that is alive, within its lease: its answer will come. A dead owner's key (or one
        // past its lease) is taken over, by one retry only (the take-over is conditional on the owner this read saw).
        if (row.owner !== null && row.owner !== node.id && row.ownerAlive && !node.alone) return yield* inFlight
        // Nothing runs it and its order is on record: that order's truth, read without taking the key (a taken key
        // would stay this node's, unanswered, and a retry through another node would find it in flight).
        if (row.hasOrder && row.orderId !== null) return { _tag: "Truth", orderId: row.orderId }
        if (row.owner !== node.id && !(yield* keys.takeOver(workspaceId, key, row.owner, node.id))) return yield* inFlight
        // Left unanswered by a process that stopped. No order row yet: this request runs, under the order id the
        // key already names. Its first request may still be on its way to the account's actor (its API node died
        // after handing it over, or a runner's lease lapsed mid-way): a close or modify has no order row until its
        // send is claimed, and two sends of one id are one claim (TradingStore.claimSend), never two orders.
        if (row.orderId === null) {
          yield* keys.reassign(workspaceId, key, orderId)
          return { _tag: "Run", persisted: false, plan }
        }
        return { _tag: "Run", persisted: false, orderId: row.orderId, plan }
      }
      if (row.status === 502 && row.body.includes("\"ORDER_UNRESOLVED\"") && row.orderId !== null) {
        return { _tag: "Truth", orderId: row.orderId }
      }
      return { _tag: "Replay", status: row.status, body: row.body }
    })

    /** The answer is stored (by the actor, with the order's result): the key no longer counts as running here. */
    const done = (workspaceId: WorkspaceId, key: string) => Effect.sync(() => void running.delete(local(workspaceId, key)))

    /**
     * Refused before anything was sent (account not ready, bad position): the key is free for a retry, and the
     * `accepted` order written with it is removed (it never existed as far as the broker is concerned). False when
     * the order's send was claimed first (see OrdersRepo.release): the key stays with that order.
     */
    const release = (workspaceId: WorkspaceId, key: string, orderId: OrderId) =>
      orders.release(workspaceId, key, orderId).pipe(
        Effect.ensuring(Effect.sync(() => running.delete(local(workspaceId, key))))
      )

    /**
     * The first request failed in a way that does not prove the order never left (a defect, the runtime going
     * away, the call's deadline). The key keeps its row, so a retry finds the order's truth (or, with no order row,
     * runs: the order is written before anything is sent); it is no longer counted as running here, nor owned by
     * this node, so a retry through another node takes it at once instead of answering 409 IDEMPOTENCY_IN_FLIGHT
     * while this node lives. A failed write leaves the key to its lease.
     */
    const abandon = (workspaceId: WorkspaceId, key: string) =>
      // Disowned before the mark goes: a retry here in between would otherwise run under an owner about to vanish.
      (node.alone ? Effect.void : keys.disown(workspaceId, key, node.id).pipe(
        Effect.timeout(Duration.seconds(5)),
        Effect.catchAllCause((cause) => Effect.logWarning("could not free an abandoned idempotency key; its lease will", cause))
      )).pipe(Effect.ensuring(Effect.sync(() => void running.delete(local(workspaceId, key)))))

    // Keys past their 24 hours and claims of order ids past two days are forgotten hourly, by every process (each
    // deletes what is still there); a key past its 24 hours is also taken afresh when its key comes again.
    yield* keys.purge.pipe(
      Effect.zipRight(orders.forgetSendClaims),
      Effect.catchAllCause((cause) => Effect.logWarning("forgetting old idempotency keys failed; next try in an hour", cause)),
      Effect.repeat(Schedule.spaced(Duration.hours(1))),
      Effect.forkScoped
    )

    return { start, done, release, abandon } as const
  }),
  dependencies: [OrdersRepo.Default, IdempotencyKeysRepo.Default, Nodes.Default]
}) {}
