import { Errors, type AccountId, type OrderId } from "@svc/domain"
import type { Principal } from "@svc/domain/api/authentication"
import { AccountEntity } from "@svc/domain/account/protocol"
import { LocalAccountActors } from "@svc/terminal-runtime/account/LocalAccountActors"
import type { OrderCommand, SendOutcome } from "@svc/domain/account/tradingProtocol"
import { CurrentRequestId } from "@svc/domain/http/requestId"
import { setResponseHeader } from "../http/responseHeaders.js"
import { isOpening, openingOrder } from "@svc/domain/order/openingOrder"
import { Cause, Duration, Effect, Either, Exit, FiberRef, Option } from "effect"
import { randomUUID } from "node:crypto"
import { accountNotFound, withinReach } from "../accounts/ownership.js"
import { withinKeyLimits } from "./keyLimits.js"
import { Plans } from "../billing/Plans.js"
import type { PlanFeatures } from "@svc/domain/billing/plans"
import { requestIdHeader } from "../http/requestId.js"
import { orRuntimeUnavailable, orSchedulerFailed } from "../actors/clusterErrors.js"
import { clusterSettings } from "../actors/AccountActors.js"
import { clusterCallState } from "../actors/clusterState.js"
import { AppConfig } from "../config.js"
import { fingerprint, Idempotency } from "./Idempotency.js"
import { OrdersRepo, toOrder, type OrderRow } from "../orders/OrdersRepo.js"
import { json, renderCancelOfFinal, renderOrder, type Rendered } from "./render.js"
import { traced } from "@svc/domain/tracing"

const requestIdOf = (body: string): string | undefined => {
  try {
    const parsed: unknown = JSON.parse(body)
    return typeof parsed === "object" && parsed !== null && "requestId" in parsed && typeof parsed.requestId === "string"
      ? parsed.requestId
      : undefined
  } catch {
    return undefined
  }
}

/**
 * The actor's answers before it hands the order to the terminal: nothing can have reached the broker (a message
 * delivered again after a send never gets one of these; see StartedSends).
 */
export const preSendRefusals: ReadonlySet<string> = new Set([
  "ACCOUNT_NOT_FOUND", "ACCOUNT_NOT_READY", "NEEDS_OPERATOR", "NO_RUNTIME", "TRADING_DISABLED", "NOT_FOUND"
])

/**
 * Every call that sends something to the broker: tenant check, kill switches, the idempotency key, then the
 * account's actor; the answer is stored byte for byte under the key.
 */
/** What every order call takes: who asks, the account, the key, the request as received, and its command by id. */
type OrderArgs = [
  principal: Principal,
  accountId: AccountId,
  key: string | undefined,
  request: { readonly method: string; readonly path: string; readonly body: unknown },
  makeCommand: (orderId: OrderId) => OrderCommand
]

export class Trading extends Effect.Service<Trading>()("@svc/api/Trading", {
  effect: Effect.gen(function*() {
    const orders = yield* OrdersRepo
    const idempotency = yield* Idempotency
    const actor = yield* AccountEntity.client
    const locals = yield* LocalAccountActors
    const plans = yield* Plans
    const config = yield* AppConfig
    const callState = yield* clusterCallState(clusterSettings(config).shardLockExpiration)

    const send = Effect.fnUntraced(function*(
      principal: Principal,
      accountId: AccountId,
      key: string | undefined,
      request: { readonly method: string; readonly path: string; readonly body: unknown },
      makeCommand: (orderId: OrderId) => OrderCommand,
      /** An answer the records already give, so nothing is sent (a cancel of an order that is already final). */
      fromRecord: Effect.Effect<Rendered | undefined> = Effect.succeed(undefined),
      /**
       * Plan features an opening order needs besides the allowance (an alert hook's order needs alert hooks): checked
       * against the plan the claim read, like the allowance, with nothing sent and the key freed on a refusal.
       */
      features: ReadonlyArray<keyof PlanFeatures> = []
    ) {
      yield* withinReach(accountId)
      const fresh = randomUUID() as OrderId
      const first = makeCommand(fresh)
      if (first._tag === "Market" || first._tag === "Pending") yield* withinKeyLimits(accountId, first.volume)
      const createdAt = new Date()
      const started = yield* idempotency.start({
        accountId,
        workspaceId: principal.workspaceId,
        key,
        fingerprint: fingerprint(request.method, request.path, request.body),
        orderId: fresh,
        // Orders that open exposure are written `accepted` with their key: the actor then writes only the result.
        accepted: key !== undefined && isOpening(first) ? { order: openingOrder(first, accountId), createdAt } : null
      })
      switch (started._tag) {
        case "NotFound":
          return yield* accountNotFound(accountId)
        case "TradingDisabled":
          return yield* new Errors.TradingDisabled({
            message: started.workspace ? "Trading is switched off for this workspace." : "Trading is switched off for this account.",
            details: [{ accountId }]
          })
        case "Replay": {
          // The first response again, as Stripe does: its request id (the body's) in the header too, marked replayed.
          const first = requestIdOf(started.body)
          if (first !== undefined) yield* setResponseHeader(requestIdHeader, first)
          yield* setResponseHeader("idempotent-replayed", "true")
          return { response: json(started), order: undefined }
        }
        case "Truth": {
          const row = yield* orders.find(started.orderId)
          if (row === undefined) return yield* Effect.dieMessage("idempotency key names a missing order")
          return { response: json(yield* renderOrder(toOrder(row), false)), order: undefined }
        }
        case "Run":
          break
      }
      // A retry whose first request left no order runs under the id its key names (see Idempotency.begin).
      const orderId = started.orderId ?? fresh
      const command = started.orderId === undefined ? first : makeCommand(started.orderId)
      // An order that opens exposure within the plan's monthly allowance (written `accepted` already when it has a
      // key, so counted); past it, nothing is sent and the key is freed with the order, as for any refusal before
      // the send. Concurrent opens at the edge may each see the other and both be refused, never both let through.
      if (isOpening(command)) {
        yield* Effect.forEach(features, (feature) => plans.requireFeature(principal.workspaceId, feature, { plan: started.plan }), { discard: true }).pipe(
          Effect.zipRight(plans.requireAllowance(principal.workspaceId, "ordersPerMonth", { alreadyCounted: started.persisted, plan: started.plan })),
          Effect.tapError(() => key === undefined ? Effect.void : idempotency.release(principal.workspaceId, key, orderId))
        )
      }
      // Nothing is sent yet: whatever ends the record check (a failed read included), the key is freed.
      const known = yield* fromRecord.pipe(
        Effect.onError(() => key === undefined ? Effect.void : idempotency.release(principal.workspaceId, key, orderId))
      )
      if (known !== undefined) {
        // Nothing was sent: like a refusal before the send, the key stays free, and a retry gets the same answer.
        if (key !== undefined) yield* idempotency.release(principal.workspaceId, key, orderId)
        return { response: json(known), order: undefined }
      }
      const requestId = yield* FiberRef.get(CurrentRequestId)
      const payload = {
        command,
        accepted: started.persisted ? { createdAt } : null,
        answerTo: key === undefined ? null : { key, requestId }
      }
      // The account's actor runs in this process: its handler directly; elsewhere (or not started), the cluster.
      const local = locals.get(accountId)
      let pastDeadline = false
      const viaCluster = Effect.suspend(() => actor(accountId).SendOrder(payload)).pipe(
        // Cut off by the cluster (the runner gone, the account moving): 503 naming the order, which may have left.
        orRuntimeUnavailable({ orderId }),
        orSchedulerFailed,
        // The request runs uninterruptibly from the claim on, but the call alone stops at its deadline: @effect/cluster
        // 0.60 retries a message to an unassigned shard or an unreachable runner with no bound, and waits for a
        // reply with none, so a runner that stops answering without its shards moving (stopped, or its Postgres
        // session holding their locks) would keep this request, and its key, in flight for as long as it lasts.
        // Stopping the wait never interrupts the actor (SendOrder is uninterruptible for its client).
        Effect.interruptible,
        Effect.timeout(config.accountCallTimeout),
        Effect.catchTag("TimeoutException", () =>
          Effect.flatMap(callState(AccountEntity.type, accountId), (state) => {
            pastDeadline = true
            return Effect.logWarning("an order's call to its account's actor passed its deadline; answered with the order's truth").pipe(
              Effect.annotateLogs({ orderId, deadline: Duration.format(config.accountCallTimeout), cluster: state }),
              Effect.zipRight(Effect.fail(new Errors.RuntimeUnavailable({
                message: "The account's runtime did not answer in time: its runner may have stopped. Retry with backoff " +
                  "(an order with the same Idempotency-Key; without one, look the order up first).",
                details: [{ reason: "timeout", orderId }]
              })))
            )
          }))
      )
      const sent = yield* (local === undefined ? viaCluster : local.SendOrder({ payload })).pipe(
        // Only the actor's refusals before anything was sent free the key (and remove the `accepted` order); any
        // other failure may come after the send (a lost database reply, the runtime restarting), so the key stays
        // with the order it names.
        Effect.onExit((exit) => {
          if (key === undefined) return Effect.void
          if (Exit.isSuccess(exit)) return idempotency.done(principal.workspaceId, key)
          const failure = Cause.failureOption(exit.cause)
          return Option.isSome(failure) && preSendRefusals.has(failure.value._tag)
            ? Effect.void
            : idempotency.abandon(principal.workspaceId, key)
        }),
        Effect.either
      )
      if (Either.isLeft(sent)) {
        const refusal = sent.left
        // Past the call's deadline the order may be anywhere on its way: an order on record answers as it stands
        // (`accepted` is 502 ORDER_UNRESOLVED, confirmed against the broker by the actor that next owns the account),
        // and a retry with the key gets its truth; with no order row yet, the 503 above names the order.
        if (pastDeadline) {
          const row = yield* orders.find(orderId)
          if (row !== undefined) return { response: json(yield* renderOrder(toOrder(row), false)), order: undefined }
          return yield* refusal
        }
        if (key === undefined || !preSendRefusals.has(refusal._tag)) return yield* refusal
        // With several processes the refused message may have reached the runner that took the account over and
        // been sent there first: the key then stays with that order, and this answer is the order's truth, as a
        // retry's would be. Otherwise nothing was sent, and the key is free for a retry.
        if (yield* idempotency.release(principal.workspaceId, key, orderId)) return yield* refusal
        const row = yield* orders.find(orderId)
        if (row === undefined) return yield* refusal
        return { response: json(yield* renderOrder(toOrder(row), false)), order: undefined }
      }
      const outcome: SendOutcome = sent.right
      // With a key the actor stored the answer with the order's result; this is that answer, byte for byte.
      return { response: json(outcome.answer ?? (yield* renderOrder(outcome.order, outcome.retryable))), order: outcome.order }
    },
    /**
     * From the claim on, the request runs to its end whoever goes away: once the statement that takes the key and
     * writes the order has left, the claim may commit, and only this request hands that order to the actor, stores
     * its answer and frees the key's mark in this process. A client that disconnects (or the drain's deadline,
     * which cuts off connections) interrupts the HTTP fiber; the interruption takes effect when the request is done
     * and the answer is stored for a retry with the key to replay. Every step is bounded: database statements, and
     * the broker call by its own timeout.
     */
    Effect.uninterruptible, traced("Trading.execute"))

    /** Modify and cancel name an order, not an account: find its account first (another tenant's is 404). */
    const targetOf = Effect.fn("Trading.targetOf")(function*(principal: Principal, orderId: OrderId) {
      const row = yield* orders.findInWorkspace(principal.workspaceId, orderId)
      if (row === undefined || row.intent !== "open" || row.type === "market") {
        return yield* new Errors.NotFound({
          message: `No pending order ${orderId} in this workspace.`,
          details: [{ orderId }]
        })
      }
      return row
    })

    /** The answer to a cancel of `target` when it is already final; undefined when the broker must be asked. */
    const cancelFromRecord = (target: OrderRow) =>
      Effect.flatMap(orders.find(target.id), (row) => row === undefined ? Effect.succeed(undefined) : renderCancelOfFinal(toOrder(row)))

    /** An order that opens exposure (market, pending): the plan's monthly allowance may refuse it. */
    const openWithOrder = (...args: OrderArgs) =>
      send(...args).pipe(Effect.catchTag("FEATURE_NOT_IN_PLAN", (e) => Effect.die(e)))
    const open = (...args: OrderArgs) => Effect.map(openWithOrder(...args), (r) => r.response)

    /** `open` for an order that needs plan features besides the allowance; the plan may refuse it for those too. */
    const openNeeding = (features: ReadonlyArray<keyof PlanFeatures>) => (...args: OrderArgs) =>
      Effect.map(send(...args, undefined, features), (r) => r.response)

    /**
     * Closing, modifying, cancelling: never refused by an allowance (only opening commands are counted, so a
     * QUOTA_EXCEEDED here would be a bug, not an answer).
     */
    const executeWithOrder = (...args: [...OrderArgs, fromRecord?: Effect.Effect<Rendered | undefined>]) =>
      send(...args).pipe(Effect.catchTags({ QUOTA_EXCEEDED: (e) => Effect.die(e), FEATURE_NOT_IN_PLAN: (e) => Effect.die(e) }))
    const execute = (...args: [...OrderArgs, fromRecord?: Effect.Effect<Rendered | undefined>]) =>
      Effect.map(executeWithOrder(...args), (r) => r.response)

    /**
     * `open` and `execute` answering the order as the actor returned it beside the HTTP answer (undefined when the
     * answer came from elsewhere: a replay, the order on record, a record's answer): the copier learns its follower
     * order's result without reading back the key and the order the actor has just written.
     */
    const withOrder = { open: openWithOrder, execute: executeWithOrder } as const

    return { open, openNeeding, execute, withOrder, targetOf, cancelFromRecord } as const
  }),
  dependencies: [Idempotency.Default, OrdersRepo.Default, Plans.Default]
}) {}
