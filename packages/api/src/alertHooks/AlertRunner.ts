import type { HttpServerResponse } from "@effect/platform"
import { ApiKeyId, type AccountId, type AlertId, type DecimalString, type OrderId, type WaveId, type WorkspaceId } from "@svc/domain"
import { AccountEntity } from "@svc/domain/account/protocol"
import type { OrderCommand } from "@svc/domain/account/tradingProtocol"
import type { Principal } from "@svc/domain/api/authentication"
import type { CreateWaveRequest } from "@svc/domain/api/waves"
import { CurrentRequestId } from "@svc/domain/http/requestId"
import type { AlertIntent, AlertStatus } from "@svc/domain/resources/alertHook"
import type { OrderSide } from "@svc/domain/resources/order"
import { isFinalWave } from "@svc/domain/wave/machine"
import { Deferred, Duration, Effect, FiberId, Schedule } from "effect"
import { PositionsRepo } from "../accountData/PositionsRepo.js"
import { orSchedulerFailed } from "../actors/clusterErrors.js"
import { resumeLeftOver } from "../nodes/Nodes.js"
import { base62 } from "../base62.js"
import { Plans } from "../billing/Plans.js"
import type { PlanFeatures } from "@svc/domain/billing/plans"
import { CurrentResponseHeaders } from "../http/responseHeaders.js"
import { OrdersRepo } from "../orders/OrdersRepo.js"
import { IdempotencyKeysRepo } from "../trading/IdempotencyKeysRepo.js"
import { Trading } from "../trading/Trading.js"
import { legOrderId, Waves } from "../waves/Waves.js"
import { WaveRunner } from "../waves/WaveRunner.js"
import { AlertHooksRepo, type AlertHookRow } from "./AlertHooksRepo.js"
import { AlertsRepo } from "./AlertsRepo.js"
import { offsetByPoints } from "./pointsToPrice.js"
import { makeAlertLanes } from "./lanes.js"
import { resolveSymbol, symbolCandidates } from "./symbols.js"

export interface AlertJob {
  readonly hook: AlertHookRow
  readonly alertId: AlertId
  readonly intent: AlertIntent
}

/** An alert's place in its hook's lanes, taken on arrival (see AlertRunner.reserve). */
export interface AlertPlace {
  /** The alert is recorded: it runs in this place (at the back, if the place was given up). Returns at once. */
  readonly run: (job: AlertJob) => Effect.Effect<void>
  /** The alert will not run from this place: the alerts behind it go on. Returns at once; a no-op after `run`. */
  readonly pass: Effect.Effect<void>
}

interface Outcome {
  readonly status: AlertStatus
  readonly reason: string | null
  readonly orderIds: ReadonlyArray<OrderId>
  readonly waveId: WaveId | null
}

/** An alert's refusal before any order: recorded as `rejected` with the reason. */
class Refused {
  readonly _tag = "Refused"
  constructor(readonly reason: string) {}
}

/** Alerts act with no API key: this principal stands for "the hook", in its workspace. */
const nobody = ApiKeyId.make("00000000-0000-0000-0000-000000000000")
const principalOf = (workspaceId: WorkspaceId): Principal => ({
  workspaceId, keyId: nobody, environment: "live", scopes: [], accountIds: null, maxVolume: null, person: null
})

/** The order's `clientOrderId`: the alert's id without its dashes (32 characters, the field's limit). */
export const clientOrderIdOf = (alertId: AlertId) => alertId.replace(/-/g, "")

const symbolsTtlMs = 60_000
const decoder = new TextDecoder()

/** The order path's answer as the HTTP caller would get it: status and parsed body. */
const answerOf = (response: HttpServerResponse.HttpServerResponse): { readonly status: number; readonly body: unknown } => {
  const body = response.body
  try {
    return { status: response.status, body: body._tag === "Uint8Array" ? JSON.parse(decoder.decode(body.body)) : null }
  } catch {
    return { status: response.status, body: null }
  }
}

const messageOf = (body: unknown): string | undefined =>
  typeof body === "object" && body !== null && "error" in body && typeof body.error === "object" && body.error !== null &&
    "message" in body.error && typeof body.error.message === "string"
    ? body.error.message
    : undefined

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** The order an order-path answer names: the order itself on success, `details[0].orderId` on an outcome error. */
const orderIdIn = (body: unknown): OrderId | undefined => {
  if (typeof body !== "object" || body === null) return undefined
  const candidate = "data" in body && typeof body.data === "object" && body.data !== null && "id" in body.data
    ? body.data.id
    : "error" in body && typeof body.error === "object" && body.error !== null && "details" in body.error && Array.isArray(body.error.details)
    ? (body.error.details[0] as { readonly orderId?: unknown } | undefined)?.orderId
    : undefined
  return typeof candidate === "string" && uuidPattern.test(candidate) ? (candidate as OrderId) : undefined
}

const closeActions = new Set(["close", "close_long", "close_short", "close_all", "flat"])

/**
 * Runs accepted alerts after their answer. Alerts of one hook run in arrival order per account: each waits for the
 * previous alert on any of its accounts to finish, and an order's turn ends only when the order path has its
 * result (a multi-account order: when it is final), so a close and the reverse that follows it never race. Every
 * order goes through the order path with an idempotency key derived from the hook and the alert, so an alert run
 * again (after a restart) finds its order instead of sending another.
 */
/** Retries of a key still in flight elsewhere: well past the three heartbeat intervals after which its owner counts as dead. */
const inFlightRetry = Schedule.spaced(Duration.millis(500)).pipe(Schedule.upTo(Duration.minutes(2)))

export class AlertRunner extends Effect.Service<AlertRunner>()("@svc/api/AlertRunner", {
  scoped: Effect.gen(function*() {
    const alerts = yield* AlertsRepo
    const hooks = yield* AlertHooksRepo
    const trading = yield* Trading
    const waves = yield* Waves
    const runner = yield* WaveRunner
    const plans = yield* Plans
    const positions = yield* PositionsRepo
    const orders = yield* OrdersRepo
    const keys = yield* IdempotencyKeysRepo
    const actor = yield* AccountEntity.client
    const scope = yield* Effect.scope

    const lanes = makeAlertLanes({ now: () => performance.now() })
    const symbolCache = new Map<AccountId, { readonly at: number; readonly digits: ReadonlyMap<string, number> }>()
    const listing = new Map<AccountId, Deferred.Deferred<ReadonlyMap<string, number> | undefined>>()

    /** The account's broker symbols; undefined when it is not online to ask (the order path then decides). */
    const brokerSymbols = (accountId: AccountId): Effect.Effect<ReadonlyMap<string, number> | undefined> =>
      Effect.suspend(() => {
        const cached = symbolCache.get(accountId)
        if (cached !== undefined && Date.now() - cached.at < symbolsTtlMs) return Effect.succeed(cached.digits)
        // One listing per account at a time: the alerts of a burst resolve their symbols before their turn, all at
        // once, and each asking for the account's whole symbol list starved the process (bench/alerts: answers and
        // the lane's time per alert in seconds).
        const asked = listing.get(accountId)
        if (asked !== undefined) return Deferred.await(asked)
        const mine = Deferred.unsafeMake<ReadonlyMap<string, number> | undefined>(FiberId.none)
        listing.set(accountId, mine)
        return orSchedulerFailed(actor(accountId).ListSymbols()).pipe(
          Effect.option,
          Effect.map((listed) => {
            if (listed._tag === "None") return undefined
            const digits: ReadonlyMap<string, number> = new Map(listed.value.map((s) => [s.name, s.digits]))
            symbolCache.set(accountId, { at: Date.now(), digits })
            return digits
          }),
          Effect.exit,
          Effect.flatMap((exit) => {
            listing.delete(accountId)
            return Deferred.done(mine, exit).pipe(Effect.zipRight(exit))
          }),
          Effect.uninterruptible
        )
      })

    const resolveFor = (accountId: AccountId, chartSymbol: string, hook: AlertHookRow) =>
      Effect.gen(function*() {
        const candidates = symbolCandidates(chartSymbol, hook.defaults)
        const listed = yield* brokerSymbols(accountId)
        if (listed === undefined) return { symbol: candidates[0]!, digits: undefined }
        const symbol = resolveSymbol(candidates, new Set(listed.keys()))
        if (symbol === undefined) {
          return yield* Effect.fail(new Refused(
            `symbol ${chartSymbol}: none of ${candidates.map((c) => JSON.stringify(c)).join(", ")} is a symbol of account ${accountId}`
          ))
        }
        return { symbol, digits: listed.get(symbol) }
      })

    /** Stop-loss and take-profit as prices; points are measured from the entry (the price, or the quote's side). */
    const levels = (accountId: AccountId, symbol: string, side: OrderSide, intent: AlertIntent) =>
      Effect.gen(function*() {
        if (intent.stopLossPoints === null && intent.takeProfitPoints === null) {
          return { stopLoss: intent.stopLoss, takeProfit: intent.takeProfit }
        }
        const quotes = yield* orSchedulerFailed(actor(accountId).GetQuotes({ request: { symbols: [symbol], instruments: [] } })).pipe(
          Effect.mapError((e) => new Refused(`sl_points/tp_points need a quote of ${symbol}: ${e.message}`))
        )
        const quote = quotes[0]
        if (quote === undefined || quote.status !== "ok") return yield* Effect.fail(new Refused(`sl_points/tp_points need a quote of ${symbol}; none came`))
        const entry = intent.price ?? (side === "buy" ? quote.ask : quote.bid)
        const away: 1 | -1 = side === "buy" ? -1 : 1
        const at = (points: number | null, direction: 1 | -1, given: DecimalString | null) =>
          points === null ? Effect.succeed(given) : Effect.suspend(() => {
            const price = offsetByPoints(entry, points, quote.digits, direction)
            return price === undefined ? Effect.fail(new Refused(`${points} points from ${entry} is not a positive price`)) : Effect.succeed(price)
          })
        return {
          stopLoss: yield* at(intent.stopLossPoints, away, intent.stopLoss),
          takeProfit: yield* at(intent.takeProfitPoints, away === 1 ? -1 : 1, intent.takeProfit)
        }
      })

    /** One command through the order path, keyed; the order it names and whether the broker took it. */
    const send = (
      workspaceId: WorkspaceId,
      accountId: AccountId,
      key: string,
      path: string,
      body: unknown,
      make: (orderId: OrderId) => OrderCommand,
      /** An opening order: the plan features it needs, checked by the order path against the plan its claim reads. */
      opening?: ReadonlyArray<keyof PlanFeatures>
    ) =>
      Effect.gen(function*() {
        // An opening order goes the way the order path takes one (`open`): a refusal by the plan's allowance is an
        // answer recorded with its reason; `execute` takes it for a bug (closing is never counted) and it was
        // recorded as an internal error.
        const request = { method: "POST", path, body }
        const response = yield* (opening === undefined
          ? trading.execute(principalOf(workspaceId), accountId, key, request, make)
          : trading.openNeeding(opening)(principalOf(workspaceId), accountId, key, request, make)).pipe(
          // The key's first request still runs (this alert's runner moved from a node that is still finishing it, or
          // died: its key is taken over once its heartbeat is stale). The answer will come; an alert never ends
          // `rejected` for that.
          Effect.retry({ while: (e) => e._tag === "IDEMPOTENCY_IN_FLIGHT", schedule: inFlightRetry })
        )
        const answer = answerOf(response)
        // The answer names its order (`data.id`, or `details[0].orderId` on a refusal); the key's row otherwise.
        const named = orderIdIn(answer.body)
        const row = named === undefined ? yield* keys.find(workspaceId, key, 0, 0) : undefined
        const orderId = named ?? (row?.hasOrder === true ? row.orderId : null)
        return { orderId, ok: answer.status < 300, reason: answer.status < 300 ? null : messageOf(answer.body) ?? `answered ${answer.status}` }
      }).pipe(
        // The plan's refusal comes before any order: the alert is rejected with it, as any refusal.
        Effect.catchAll((e) =>
          e._tag === "QUOTA_EXCEEDED" || e._tag === "FEATURE_NOT_IN_PLAN"
            ? Effect.fail(new Refused(e.message))
            : Effect.succeed({ orderId: null, ok: false, reason: e.message }))
      )

    const openOnOne = (job: AlertJob, accountId: AccountId, side: OrderSide, turn: Effect.Effect<void>) =>
      Effect.gen(function*() {
        const { hook, intent } = job
        const volume = intent.volume ?? hook.defaults.volume
        if (volume === null) return yield* Effect.fail(new Refused("the alert sends no volume and the hook has no default volume"))
        const { symbol } = yield* resolveFor(accountId, intent.symbol!, hook)
        const { stopLoss, takeProfit } = yield* levels(accountId, symbol, side, intent)
        // The symbol and the quote overlap the alerts ahead; the order (its key's claim on) waits its turn.
        yield* turn
        const key = `alert:${hook.id}:${job.alertId}`
        const common = {
          workspaceId: hook.workspaceId,
          clientOrderId: clientOrderIdOf(job.alertId),
          deviationPoints: hook.defaults.deviationPoints
        }
        if (intent.type === "market") {
          const body = { side, symbol, volume, stopLoss, takeProfit, ...common }
          return yield* send(hook.workspaceId, accountId, key, `/v1/accounts/${accountId}/orders/market`, body, (orderId) => ({
            _tag: "Market", orderId, ...common, side, symbol, volume, stopLoss, takeProfit
          }), ["alertHooks"])
        }
        const kind = `${side}_${intent.type}` as const
        const price = intent.price!
        const body = { kind, symbol, volume, price, stopLoss, takeProfit, ...common }
        return yield* send(hook.workspaceId, accountId, key, `/v1/accounts/${accountId}/orders/pending`, body, (orderId) => ({
          _tag: "Pending", orderId, ...common, kind, symbol, volume, price, stopLimitPrice: null, stopLoss, takeProfit, expiration: null
        }), ["alertHooks", "pendingOrders"])
      })

    /** Close actions act on the alert's symbol's positions (every position for `close_all`), one close each. */
    const closeOnOne = (job: AlertJob, accountId: AccountId) =>
      Effect.gen(function*() {
        const { hook, intent } = job
        const candidates = intent.symbol === null ? [] : symbolCandidates(intent.symbol, hook.defaults)
        const matching = <P extends { readonly symbol: string; readonly side: string }>(book: ReadonlyArray<P>) =>
          book.filter((p) =>
            (intent.action === "close_all" || candidates.includes(p.symbol)) &&
            (intent.action !== "close_long" || p.side === "buy") &&
            (intent.action !== "close_short" || p.side === "sell")
          )
        // The stored book, else the broker's own now: a position opened a moment ago may not be stored yet.
        let open = matching(yield* positions.list(accountId))
        if (open.length === 0) {
          const live = yield* orSchedulerFailed(actor(accountId).SyncNow()).pipe(Effect.option)
          if (live._tag === "Some") open = matching(live.value.positions)
        }
        if (open.length === 0) {
          return yield* Effect.fail(new Refused(
            intent.action === "close_all" ? `no open position on account ${accountId}` : `no open ${intent.action === "close_long" ? "long " : intent.action === "close_short" ? "short " : ""}position on ${candidates.join(" or ")} on account ${accountId}`
          ))
        }
        return yield* Effect.forEach(open, (p) => {
          const common = { workspaceId: hook.workspaceId, clientOrderId: clientOrderIdOf(job.alertId), deviationPoints: hook.defaults.deviationPoints }
          return send(hook.workspaceId, accountId, `alert:${hook.id}:${job.alertId}:close:${p.brokerPositionId}`,
            `/v1/accounts/${accountId}/positions/${p.brokerPositionId}/close`, { ...common },
            (orderId) => ({ _tag: "ClosePosition", orderId, ...common, positionId: p.brokerPositionId, volume: null }))
        })
      })

    const cancelOnOne = (job: AlertJob, accountId: AccountId) =>
      Effect.gen(function*() {
        const { hook, intent } = job
        const candidates = symbolCandidates(intent.symbol!, hook.defaults)
        const working = (yield* orders.page(hook.workspaceId, { accountId, state: "working" }, { limit: 200, after: undefined })).rows
          .filter((o) => candidates.includes(o.symbol) && o.intent === "open" && o.type !== "market")
        if (working.length === 0) return yield* Effect.fail(new Refused(`no pending order on ${candidates.join(" or ")} on account ${accountId}`))
        return yield* Effect.forEach(working, (o) => {
          const common = { workspaceId: hook.workspaceId, clientOrderId: clientOrderIdOf(job.alertId), deviationPoints: null }
          return send(hook.workspaceId, accountId, `alert:${hook.id}:${job.alertId}:cancel:${o.id}`, `/v1/orders/${o.id}/cancel`, { ...common },
            (orderId) => ({ _tag: "CancelOrder", orderId, ...common, targetOrderId: o.id }))
        })
      })

    /** Several accounts and an opening action: one multi-account order, followed until it is final. */
    const openWave = (job: AlertJob, side: OrderSide, turn: Effect.Effect<void>) =>
      Effect.gen(function*() {
        const { hook, intent } = job
        const volume = intent.volume ?? hook.defaults.volume
        if (volume === null) return yield* Effect.fail(new Refused("the alert sends no volume and the hook has no default volume"))
        if (intent.stopLossPoints !== null || intent.takeProfitPoints !== null) {
          return yield* Effect.fail(new Refused("sl_points/tp_points are for hooks on one account; send sl and tp as prices"))
        }
        const resolved = yield* Effect.forEach(hook.accountIds, (a) => resolveFor(a, intent.symbol!, hook).pipe(Effect.either), { concurrency: "unbounded" })
        const misses = resolved.flatMap((r) => (r._tag === "Left" ? [r.left.reason] : []))
        if (misses.length > 0) return yield* Effect.fail(new Refused(misses.join("; ")))
        const symbols = resolved.map((r) => (r._tag === "Right" ? r.right.symbol : ""))
        const symbol = symbols[0]!
        const body: CreateWaveRequest = {
          accountIds: hook.accountIds,
          order: {
            side,
            type: intent.type === "market" ? "market" : `${side}_${intent.type}`,
            symbol,
            volume,
            ...(intent.price === null || intent.type === "market" ? {} : { price: intent.price }),
            ...(intent.stopLoss === null ? {} : { stopLoss: intent.stopLoss }),
            ...(intent.takeProfit === null ? {} : { takeProfit: intent.takeProfit }),
            ...(hook.defaults.deviationPoints === null ? {} : { deviationPoints: hook.defaults.deviationPoints }),
            clientOrderId: clientOrderIdOf(job.alertId)
          },
          legs: hook.accountIds.flatMap((accountId, i) => (symbols[i] === symbol ? [] : [{ accountId, symbol: symbols[i]! }])),
          barrierPolicy: "release-ready"
        }
        // The symbols are checked while the alerts ahead run; the multi-account order is created in its turn.
        yield* turn
        const created = yield* waves.create(principalOf(hook.workspaceId), `alert:${hook.id}:${job.alertId}`, body).pipe(
          Effect.mapError((e) => new Refused(e.message))
        )
        const id = created.wave.id
        // Its turn ends when the wave is final: an alert after it on these accounts then sees its positions.
        const final = yield* Effect.gen(function*() {
          // Told when the wave ends (this process drives it), then read; polling is the fallback.
          yield* runner.whenDriven(id)
          for (;;) {
            const wave = yield* waves.get(principalOf(hook.workspaceId), id)
            if (isFinalWave(wave.state)) return wave
            yield* Effect.sleep(Duration.millis(20))
          }
        }).pipe(Effect.timeoutOption(Duration.minutes(15)), Effect.orDie)
        const outcome: Outcome = {
          status: "executed",
          reason: final._tag === "None" ? "the multi-account order was still running after 15 minutes" : final.value.state === "settled" ? null : `the multi-account order ended ${final.value.state}`,
          orderIds: hook.accountIds.map((a) => legOrderId(id, a)),
          waveId: id
        }
        return outcome
      })

    const outcomeOfSends = (sent: ReadonlyArray<{ readonly orderId: OrderId | null; readonly ok: boolean; readonly reason: string | null }>): Outcome => {
      const failed = sent.filter((s) => !s.ok)
      return {
        status: failed.length === 0 ? "executed" : "failed",
        reason: failed.length === 0 ? null : failed.map((f) => f.reason).join("; "),
        orderIds: sent.flatMap((s) => (s.orderId === null ? [] : [s.orderId])),
        waveId: null
      }
    }

    const execute = (job: AlertJob, turn: Effect.Effect<void>): Effect.Effect<Outcome> => {
      const { hook, intent } = job
      const run: Effect.Effect<Outcome, Refused> = Effect.gen(function*() {
        if (hook.accountIds.length === 0) return yield* Effect.fail(new Refused("the hook has no accounts"))
        if (closeActions.has(intent.action) && !hook.defaults.allowClose) {
          return yield* Effect.fail(new Refused(`\`${intent.action}\` alerts are switched off on this hook (allowClose is false)`))
        }
        if (intent.action === "buy" || intent.action === "sell") {
          // Re-gated on every alert: after a downgrade to a plan without alert hooks nothing more is opened through
          // one (closing and cancelling still go through, as they are never refused). On one account the order path
          // checks it against the plan its claim reads, saving a read per alert.
          if (hook.accountIds.length > 1) {
            yield* plans.requireFeature(hook.workspaceId, "alertHooks").pipe(Effect.mapError((e) => new Refused(e.message)))
            return yield* openWave(job, intent.action, turn)
          }
          return outcomeOfSends([yield* openOnOne(job, hook.accountIds[0]!, intent.action, turn)])
        }
        // A close or a cancel acts on what the alerts ahead left: its turn comes before it looks.
        yield* turn
        const perAccount = yield* Effect.forEach(hook.accountIds, (a) =>
          (intent.action === "cancel" ? cancelOnOne(job, a) : closeOnOne(job, a)).pipe(Effect.either), { concurrency: "unbounded" })
        const sent = perAccount.flatMap((r) => (r._tag === "Right" ? r.right : []))
        const refused = perAccount.flatMap((r) => (r._tag === "Left" ? [r.left.reason] : []))
        if (sent.length === 0) return yield* Effect.fail(new Refused(refused.join("; ")))
        const outcome = outcomeOfSends(sent)
        return refused.length === 0 ? outcome : { ...outcome, reason: [outcome.reason, ...refused].filter((r) => r !== null).join("; ") }
      })
      return run.pipe(
        Effect.catchAll((r) => Effect.succeed<Outcome>({ status: "rejected", reason: r.reason, orderIds: [], waveId: null })),
        // Whatever happens to the run, the alert gets a final status and its reason.
        Effect.catchAllDefect((d) => Effect.succeed<Outcome>({ status: "failed", reason: `internal error: ${String(d)}`.slice(0, 500), orderIds: [], waveId: null })),
        Effect.locally(CurrentRequestId, `req_${base62(20)}`),
        Effect.locally(CurrentResponseHeaders, {})
      )
    }


    /**
     * Takes the alert's place behind the previous one on each of the hook's accounts, synchronously, so the queue
     * order is the order of the calls: the inbound path calls it when an alert arrives, before its record's
     * statement, since records on different connections land in any order (on main, 68 of 174 of bench/alerts'
     * closes were queued ahead of the buy sent 10 ms before them and refused "no open long position"). The place
     * is then either filled (`run`, once the alert is recorded) or given up (`pass`: a duplicate, a record that
     * failed or did not land in the answer's time), and the alerts behind it go on. A `run` after a `pass` (a record
     * that landed late) queues the alert at the back, as a new arrival.
     *
     * The alert's turn comes once the alerts ahead of it on each of its accounts have their result; what does not
     * depend on them (an opening order's symbol and quote; a multi-account order's symbols) runs before its turn.
     * The order path itself (from the idempotency key's claim) stays in the turn: claiming ahead would leave an
     * `accepted` order waiting, which reconciliation settles as never sent after 2 s, while its message is still to come.
     *
     * On a hook with a staleness guard, a lane that cannot keep up sheds (see makeAlertLanes): an alert that would
     * run after it is stale is recorded `rejected` at once with the queue's figures. Alerts resumed after a stop are
     * never shed (they were accepted by a lane that had room).
     */
    const reserve = (hook: AlertHookRow, options?: { readonly resumed?: boolean }): AlertPlace => {
      const accountIds = hook.accountIds.length === 0 ? ["-"] : hook.accountIds
      const admission = lanes.admit(
        accountIds.map((a) => ({ key: `${hook.id}:${a}`, accountId: a })),
        options?.resumed === true,
        hook.defaults.maxAlertAgeSeconds === null ? null : hook.defaults.maxAlertAgeSeconds * 1000
      )
      if (admission._tag === "Refused") {
        return {
          run: (job) =>
            alerts.finish(job.alertId, { status: "rejected", reason: admission.reason, orderIds: [], waveId: null }).pipe(
              Effect.forkIn(scope),
              Effect.asVoid
            ),
          pass: Effect.void
        }
      }
      const { ticket } = admission
      const turn = Effect.forEach(ticket.before, Deferred.await, { discard: true }).pipe(Effect.zipRight(Effect.sync(() => lanes.started(ticket))))
      // Done only after the alerts ahead (an alert refused before its turn still waits for it here), so the next
      // alert's turn implies every earlier alert's result.
      const release = turn.pipe(
        Effect.zipRight(Effect.sync(() => lanes.finished(ticket))),
        Effect.zipRight(Deferred.succeed(ticket.done, undefined))
      )
      let taken = false
      return {
        run: (job) =>
          Effect.suspend(() => {
            if (taken) return reserve(job.hook, options).run(job)
            taken = true
            // Recording the outcome is not on the next alert's path.
            return execute(job, turn).pipe(
              Effect.ensuring(release),
              Effect.flatMap((outcome) => alerts.finish(job.alertId, outcome)),
              Effect.forkIn(scope),
              Effect.asVoid
            )
          }),
        pass: Effect.suspend(() => {
          if (taken) return Effect.void
          taken = true
          return release.pipe(Effect.forkIn(scope), Effect.asVoid)
        })
      }
    }

    /** Queues a recorded alert at the back of its lanes and runs it in its turn. Returns at once. */
    const enqueue = (job: AlertJob, options?: { readonly resumed?: boolean }): Effect.Effect<void> =>
      Effect.suspend(() => reserve(job.hook, options).run(job))

    // What a stop left accepted runs now, in the order it arrived (its orders' keys find anything already sent).
    const resume = Effect.gen(function*() {
      const leftOver = yield* alerts.takeUnfinished
      for (const row of leftOver) {
        const hook = yield* hooks.findAny(row.hookId)
        if (hook === undefined || row.intent === null) {
          yield* alerts.finish(row.id, { status: "rejected", reason: "the hook was deleted before the alert ran", orderIds: [], waveId: null })
          continue
        }
        yield* enqueue({ hook, alertId: row.id, intent: { ...row.intent, time: row.intent.time === null ? null : new Date(row.intent.time) } }, { resumed: true })
      }
    })
    // With several processes, also what a process that dies leaves, once its heartbeat is stale.
    yield* resumeLeftOver(alerts, resume)
    yield* alerts.purge.pipe(Effect.repeat(Schedule.spaced(Duration.hours(1))), Effect.catchAllCause(Effect.logWarning), Effect.forkIn(scope))

    return { reserve, enqueue } as const
  })
}) {}
