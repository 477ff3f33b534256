import { type AccountId, type CopySubscriptionId, decimal, type DecimalString, type OrderId, type WorkspaceId } from "@svc/domain"
import { AccountEntity } from "@svc/domain/account/protocol"
import type { CopyFactsResult, OrderCommand } from "@svc/domain/account/tradingProtocol"
import type { Principal } from "@svc/domain/api/authentication"
import { afterOutcome, decide, type Decision, type FollowerView, type MasterDeal, rejectionsBeforePause } from "@svc/domain/copy/decide"
import { followerPendingKind, type PendingKind, sideOfPending } from "@svc/domain/copy/pendingOrder"
import { allocateFollowerClose, masterVolumeAfter, replayHoldings } from "@svc/domain/copy/partialClose"
import type { Funds, SymbolTerms } from "@svc/domain/copy/sizing"
import { copiesCloses, copiesOpens, type SubscriptionState } from "@svc/domain/copy/subscriptionMachine"
import { followerSideAndStops, followerSymbol } from "@svc/domain/copy/symbol"
import { SubscriptionSettings, type StoppedReason, type SubscriptionStatus } from "@svc/domain/resources/copy"
import type { Order } from "@svc/domain/resources/order"
import Decimal from "decimal.js"
import { Duration, Effect, Either, Layer, Option, Queue, Schedule, Schema } from "effect"
import { randomUUID } from "node:crypto"
import { AppConfig } from "../config.js"
import { Outbox } from "../events/Outbox.js"
import { keyMemoryHours, OrdersRepo, toOrder } from "../orders/OrdersRepo.js"
import { Plans } from "../billing/Plans.js"
import { Trading } from "../trading/Trading.js"
import { copyOrderKey, masterDealKey, missingOpenKey, missingOpenPrefix, ownCloseKey, pendingCancelKey, pendingModifyKey, pendingPlaceKey, volumeDriftKey } from "./copyOrderId.js"
import { CopyExecutionsRepo, type CopyRequest, type ExecutionKind, type ExecutionRow, type PendingToMirror, type UncopiedDeal } from "./CopyExecutionsRepo.js"
import { DealSignals, driftSignal } from "./DealSignals.js"

const decodeSettings = Schema.decodeUnknownSync(SubscriptionSettings)

/** The copier acts for the workspace, not for a caller: no key narrows it (the resume checked the caller's reach). */
const systemPrincipal = (workspaceId: WorkspaceId): Principal => ({
  workspaceId,
  keyId: null,
  environment: "live",
  scopes: [],
  accountIds: null,
  maxVolume: null,
  person: null
})

/**
 * Refusals that mean the follower order never reached the broker (the key was freed with the order): only those
 * Trading frees the key for. SCHEDULER_FAILED is not one (the runtime may have taken the message before failing):
 * its row stays pending and the re-drive confirms it through its key, never a new attempt under a new key.
 */
export const notSentTags: ReadonlySet<string> = new Set([
  "ACCOUNT_NOT_FOUND", "ACCOUNT_NOT_READY", "NEEDS_OPERATOR", "NO_RUNTIME", "TRADING_DISABLED"
])

/** How a follower order ended, as the journal records it. */
type Sent =
  | { readonly _tag: "Filled"; readonly order: Order }
  | { readonly _tag: "Rejected"; readonly order: Order }
  /** The broker's answer is not known yet (unresolved): the row stays pending and is read again. */
  | { readonly _tag: "Unknown" }
  /** Never reached the broker: `code` says why. */
  | { readonly _tag: "NotSent"; readonly code: string; readonly message: string }
  /** The follower position to close does not exist at the broker any more. */
  | { readonly _tag: "PositionGone" }
  | { readonly _tag: "Failed"; readonly code: string; readonly message: string; readonly order: Order | undefined }

const errorTag = (e: unknown): string =>
  typeof e === "object" && e !== null && "_tag" in e && typeof e._tag === "string" ? e._tag : "UNKNOWN"
const errorMessage = (e: unknown): string =>
  typeof e === "object" && e !== null && "message" in e && typeof e.message === "string" ? e.message : String(e)

const termsOf = (f: CopyFactsResult): SymbolTerms => ({
  volumeMin: f.volumeMin,
  volumeMax: f.volumeMax,
  volumeStep: f.volumeStep,
  contractSize: f.contractSize,
  tickValue: f.tickValue ?? decimal("0"),
  tickSize: f.tickSize
})
const fundsOf = (f: CopyFactsResult): Funds => ({ balance: f.balance, equity: f.equity, freeMargin: f.freeMargin })

/** Whether sizing in `mode` reads the master's own figures (its funds, or its contract size for the alignment). */
const needsMasterFacts = (s: SubscriptionSettings) =>
  s.alignContractSize || s.sizing.mode === "balance_ratio" || s.sizing.mode === "equity_ratio" ||
  s.sizing.mode === "free_margin_ratio"

type Sized =
  | { readonly _tag: "Wait" }
  | { readonly _tag: "Skip"; readonly reason: string; readonly detail: string }
  | { readonly _tag: "Sized"; readonly decision: Extract<Decision, { readonly _tag: "Open" }>; readonly follower: CopyFactsResult }
const waitSized: Sized = { _tag: "Wait" }
const skipSized = (reason: string, detail: string): Sized => ({ _tag: "Skip", reason, detail })

/** Points between the master's price and the follower's fill, positive when the follower got the worse price. */
const slippagePoints = (side: "buy" | "sell", masterPrice: string | null, filled: string | null, point: string | null) => {
  if (masterPrice === null || filled === null || point === null || new Decimal(point).lte(0)) return null
  const diff = new Decimal(filled).minus(new Decimal(masterPrice)).div(new Decimal(point))
  return (side === "buy" ? diff : diff.neg()).toDecimalPlaces(1).toFixed()
}

/** When a risk limit's period began (UTC); lifetime has no boundary (its start is the subscription's creation). */
export const periodStart = (period: "day" | "week" | "month" | "lifetime", now: Date): Date => {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  switch (period) {
    case "day":
      return new Date(day)
    case "week":
      return new Date(day - ((now.getUTCDay() + 6) % 7) * 86_400_000)
    case "month":
      return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
    case "lifetime":
      return new Date(0)
  }
}

export interface PreviewTrade {
  readonly symbol: string
  readonly side: "buy" | "sell"
  readonly volume: DecimalString
  readonly price: DecimalString
  readonly stopLoss: DecimalString | null
  readonly takeProfit: DecimalString | null
}

/** Which journal row a copy decision writes: the subscription, the follower and the master deal it answers. */
interface JournalTarget {
  readonly workspaceId: WorkspaceId
  readonly subscriptionId: CopySubscriptionId
  readonly followerAccountId: AccountId
  readonly dealKey: string
  readonly kind: ExecutionKind
  readonly attempt: number
  readonly masterDealId: string | null
  readonly masterBrokerDealId: string | null
  readonly masterPositionId: string | null
}

/** What a deal pass read once for all its copies; by default each copy reads its own. */
interface PassReads {
  readonly opensInPlan: (workspaceId: WorkspaceId) => Effect.Effect<boolean>
  readonly paused: (subscriptionId: CopySubscriptionId) => ReadonlySet<string> | undefined
}

/**
 * The copy engine: one fiber per deployment (this single-process app has no runner role; see DESIGN), started with
 * the app. It wakes when deals are stored (DealSignals) and polls every second besides, reads master deals the
 * journal has no row for, and for each (subscription, master deal) writes the journal row BEFORE the follower
 * order is sent, with the order's idempotency key derived from both: at most one follower order per master deal
 * and subscription, across restarts and `kill -9` (a `pending` row is sent again with its key, which finds the
 * order if the first try reached the actor). Follower orders go through Trading and the account actors like any
 * order, so reconciliation, kill switches and the plan's allowance hold for them too.
 */
export class Copier extends Effect.Service<Copier>()("@svc/api/copy/Copier", {
  effect: Effect.gen(function*() {
    const repo = yield* CopyExecutionsRepo
    const trading = yield* Trading
    const orders = yield* OrdersRepo
    const actor = yield* AccountEntity.client
    const outbox = yield* Outbox
    const signals = yield* DealSignals
    const config = yield* AppConfig
    const plans = yield* Plans
    const lifetimeMs = config.copyOpenSignalLifetimeMs
    // Rows being sent by this process: a pending row in here is not re-driven meanwhile.
    const sending = new Set<string>()

    const facts = (accountId: AccountId, symbol: string) =>
      actor(accountId).CopyFacts({ symbol }).pipe(
        Effect.tap((f) => Effect.sync(() => termsCache.set(`${accountId}\u0000${symbol}`, { at: Date.now(), facts: f }))),
        Effect.either
      )

    // A symbol's terms (step, bounds, contract size) change rarely: sizing that needs no funds (multiplier,
    // fixed_volume) uses terms read in the last minute instead of asking the terminal for every copy. Funds are
    // never taken from here.
    const termsCache = new Map<string, { readonly at: number; readonly facts: CopyFactsResult }>()
    const termsTtlMs = 60_000
    const termsOnly = (accountId: AccountId, symbol: string) =>
      Effect.suspend(() => {
        const hit = termsCache.get(`${accountId}\u0000${symbol}`)
        return hit !== undefined && Date.now() - hit.at < termsTtlMs ? Effect.succeed(Either.right(hit.facts)) : facts(accountId, symbol)
      })
    const needsFunds = (s: SubscriptionSettings) => s.sizing.mode !== "multiplier" && s.sizing.mode !== "fixed_volume"

    /**
     * Whether the workspace's plan has copy trading now. Without it nothing new is opened on a follower (a copy, a
     * pending order placed, a missing copy), whatever the subscription's status says; closes, stop moves and the
     * withdrawal of copied pending orders still follow the master, so a downgrade never strands a copy.
     */
    const opensInPlan = (workspaceId: WorkspaceId) =>
      Effect.map(plans.planOf(workspaceId), (plan) => plan?.features.copyTrading === true)
    const notInPlan = "the plan has no copy trading: closes are copied, opens are not"
    const noPassReads: PassReads = { opensInPlan, paused: () => undefined }

    const orderOf = (workspaceId: WorkspaceId, key: string) =>
      Effect.gen(function*() {
        const orderId = yield* repo.orderOfKey(workspaceId, key)
        if (orderId === undefined || orderId === null) return undefined
        const row = yield* orders.find(orderId)
        return row === undefined ? undefined : toOrder(row)
      })

    const classify = (order: Order, command: CopyRequest["command"]): Sent => {
      // A pending order placed is working at the broker: for a placement that is the copy done.
      if (command === "place" && (order.state === "working" || order.state === "partially_filled")) return { _tag: "Filled", order }
      switch (order.state) {
        case "filled":
        case "completed":
        case "partially_filled":
          return { _tag: "Filled", order }
        case "rejected":
          return { _tag: "Rejected", order }
        case "failed":
        case "cancelled":
        case "expired":
          return { _tag: "Failed", code: order.state, message: order.stateDetail ?? order.state, order }
        default:
          return { _tag: "Unknown" }
      }
    }

    /** Sends the row's order under its derived key (or finds the one a previous try sent). */
    const send = Effect.fn("Copier.send")(function*(row: {
      readonly workspaceId: WorkspaceId
      readonly followerAccountId: AccountId
      readonly subscriptionId: CopySubscriptionId
      readonly dealKey: string
      readonly attempt: number
      readonly request: CopyRequest
    }) {
      const key = copyOrderKey(row.subscriptionId, row.dealKey, row.attempt)
      const r = row.request
      const common = { workspaceId: row.workspaceId, clientOrderId: key, deviationPoints: null }
      const makeCommand = (orderId: OrderId): OrderCommand =>
        r.command === "open"
          ? {
            _tag: "Market", ...common, orderId, side: r.side ?? "buy", symbol: r.symbol, volume: decimal(r.volume ?? "0"),
            stopLoss: r.stopLoss === null ? null : decimal(r.stopLoss),
            takeProfit: r.takeProfit === null ? null : decimal(r.takeProfit)
          }
          : r.command === "place"
          ? {
            _tag: "Pending", ...common, orderId, kind: r.pendingKind ?? "buy_limit", symbol: r.symbol, volume: decimal(r.volume ?? "0"),
            price: decimal(r.price ?? "0"), stopLimitPrice: r.stopLimitPrice == null ? null : decimal(r.stopLimitPrice),
            stopLoss: r.stopLoss === null ? null : decimal(r.stopLoss),
            takeProfit: r.takeProfit === null ? null : decimal(r.takeProfit),
            expiration: r.expiration == null ? null : new Date(r.expiration)
          }
          : r.command === "modify_order"
          ? {
            _tag: "ModifyOrder", ...common, orderId, targetOrderId: (r.targetOrderId ?? "") as OrderId,
            ...(r.price == null ? {} : { price: decimal(r.price) }),
            ...(r.stopLimitPrice == null ? {} : { stopLimitPrice: decimal(r.stopLimitPrice) }),
            ...(r.stopLoss === null ? {} : { stopLoss: r.stopLoss === "" ? null : decimal(r.stopLoss) }),
            ...(r.takeProfit === null ? {} : { takeProfit: r.takeProfit === "" ? null : decimal(r.takeProfit) }),
            ...(r.expiration === undefined ? {} : { expiration: r.expiration === null ? null : new Date(r.expiration) })
          }
          : r.command === "cancel"
          ? { _tag: "CancelOrder", ...common, orderId, targetOrderId: (r.targetOrderId ?? "") as OrderId }
          : r.command === "modify"
          ? {
            _tag: "ModifyPosition", ...common, orderId, positionId: r.positionId ?? "",
            // Only the levels the subscription copies are sent; the other stays as the follower has it.
            ...(r.stopLoss === null ? {} : { stopLoss: r.stopLoss === "" ? null : decimal(r.stopLoss) }),
            ...(r.takeProfit === null ? {} : { takeProfit: r.takeProfit === "" ? null : decimal(r.takeProfit) })
          }
          : { _tag: "ClosePosition", ...common, orderId, positionId: r.positionId ?? "", volume: r.volume === null ? null : decimal(r.volume) }
      const request = { method: "POST", path: `/copy/${row.subscriptionId}`, body: r }
      const principal = systemPrincipal(row.workspaceId)
      // A cancel of a follower order already final is answered from its record (nothing is sent), as the API does.
      const fromRecord = r.command === "cancel"
        ? Effect.flatMap(orders.find((r.targetOrderId ?? "") as OrderId), (target) => target === undefined ? Effect.succeed(undefined) : trading.cancelFromRecord(target))
        : undefined
      const attemptOnce = (r.command === "open" || r.command === "place"
        ? trading.open(principal, row.followerAccountId, key, request, makeCommand)
        : trading.execute(principal, row.followerAccountId, key, request, makeCommand, fromRecord)).pipe(Effect.either)
      let result = yield* attemptOnce
      // A close reaches the follower whatever its online mode: a cold or offline follower is warmed as an order
      // would warm a warm_on_demand one, then the close is tried again for a while (never for an open: its
      // signal would grow stale meanwhile, and the drift check retries it within the signal's lifetime).
      if ((r.command === "close" || r.command === "cancel") && Either.isLeft(result) && errorTag(result.left) === "ACCOUNT_NOT_READY") {
        yield* actor(row.followerAccountId).Warm({ reason: "order" }).pipe(Effect.ignore)
        result = yield* attemptOnce.pipe(
          Effect.flatMap((e) => Either.isLeft(e) && errorTag(e.left) === "ACCOUNT_NOT_READY" ? Effect.fail(e) : Effect.succeed(e)),
          Effect.retry(Schedule.spaced(Duration.millis(500)).pipe(Schedule.intersect(Schedule.recurs(60)))),
          Effect.merge
        )
      }
      if (Either.isLeft(result)) {
        const tag = errorTag(result.left)
        if (tag === "NOT_FOUND" && r.command === "close") return { _tag: "PositionGone" } satisfies Sent as Sent
        if (tag === "IDEMPOTENCY_IN_FLIGHT") return { _tag: "Unknown" } satisfies Sent as Sent
        if (notSentTags.has(tag)) return { _tag: "NotSent", code: tag, message: errorMessage(result.left) } satisfies Sent as Sent
        const order = yield* orderOf(row.workspaceId, key)
        // 422/502 answers carry an order: its state says what happened.
        if (order !== undefined) return classify(order, r.command)
        return { _tag: "Failed", code: tag, message: errorMessage(result.left), order: undefined } satisfies Sent as Sent
      }
      const order = yield* orderOf(row.workspaceId, key)
      return order === undefined ? { _tag: "Unknown" } satisfies Sent as Sent : classify(order, r.command)
    })

    const emit = (workspaceId: WorkspaceId, type: string, resourceId: string, payload: Record<string, unknown>) =>
      outbox.append({ workspaceId, type, resourceId, payload }).pipe(Effect.asVoid)

    /** Records how a sent row ended, counts rejections (three in a row pause the symbol, said once by an event). */
    const record = Effect.fn("Copier.record")(function*(
      row: { readonly id: string; readonly workspaceId: WorkspaceId; readonly subscriptionId: CopySubscriptionId; readonly followerAccountId: AccountId; readonly kind: ExecutionKind; readonly request: CopyRequest },
      sent: Sent,
      startedAt: number
    ) {
      const latency = Date.now() - startedAt
      const none = { retcode: null, followerOrderId: null, followerPositionId: null, volume: null, slippagePoints: null }
      switch (sent._tag) {
        case "Unknown":
          return
        case "Filled": {
          const o = sent.order
          // A scale-in links the position its deal went to: a netting follower's grows the one it holds, which the
          // order's answer does not name (it names its own ticket).
          const dealPosition = row.request.command === "open" && row.request.scaleIn === true
            ? yield* repo.positionOfOrderDeal(row.followerAccountId, o.id, o.brokerOrderId)
            : undefined
          yield* repo.finish(row.id, {
            outcome: "copied", reason: null, detail: null, retcode: o.retcode, followerOrderId: o.id,
            followerPositionId: dealPosition ?? o.brokerPositionId ?? row.request.positionId, volume: o.filledVolume ?? o.volume,
            copyLatencyMs: latency,
            slippagePoints: row.request.command === "open" ? slippagePoints(o.side, row.request.masterPrice, o.filledPrice, row.request.point) : null
          })
          if (row.request.command === "open" || row.request.command === "place") {
            yield* repo.countOutcome(row.subscriptionId, row.request.symbol, false, rejectionsBeforePause)
          }
          return
        }
        case "Rejected": {
          const o = sent.order
          yield* repo.finish(row.id, {
            ...none, outcome: "failed", reason: "rejected", detail: o.retcodeText, retcode: o.retcode, followerOrderId: o.id,
            copyLatencyMs: latency
          })
          // A cancel refused is most often a follower order that already triggered (10035): its sync records the fill,
          // which the deal pass then links, and no cancel is tried again meanwhile.
          if (row.request.command === "cancel") {
            yield* syncFollower(row.followerAccountId)
            return
          }
          const counted = yield* repo.countOutcome(row.subscriptionId, row.request.symbol, true, rejectionsBeforePause)
          // The domain's rule, checked against the stored streak: the third rejection in a row pauses the symbol.
          if (counted.pausedNow && afterOutcome(counted.streak - 1, "rejected").pause) {
            yield* emit(row.workspaceId, "copy.symbol_paused", row.subscriptionId, {
              subscriptionId: row.subscriptionId,
              accountId: row.followerAccountId,
              symbol: row.request.symbol,
              rejections: counted.streak,
              lastRetcode: o.retcode
            })
          }
          return
        }
        case "PositionGone":
          // Final: the follower position is gone at the broker (closed by hand, stopped out): nothing to close.
          return yield* repo.finish(row.id, {
            ...none, outcome: "skipped", reason: "follower_position_gone",
            detail: "the follower position no longer exists at the broker", copyLatencyMs: latency
          })
        case "NotSent":
          // An open or a placement that never reached the broker is tried again (same key) until its signal expires.
          if (row.kind === "open" || row.kind === "pending_place") return yield* repo.forget(row.id)
          return yield* repo.finish(row.id, { ...none, outcome: "failed", reason: "not_sent", detail: `${sent.code}: ${sent.message}`, copyLatencyMs: latency })
        case "Failed":
          return yield* repo.finish(row.id, {
            ...none, outcome: "failed", reason: sent.code.toLowerCase(), detail: sent.message,
            retcode: sent.order?.retcode ?? null, followerOrderId: sent.order?.id ?? null, copyLatencyMs: latency
          })
      }
    })

    /** Writes a row (before anything is sent) and, when this call wrote it and it is to be sent, sends it. */
    const journalAndSend = Effect.fn("Copier.journalAndSend")(function*(row: JournalTarget & {
      readonly request: CopyRequest | null
      readonly skip: { readonly reason: string; readonly detail: string } | null
      readonly positionForClose?: string | null
      readonly masterOrderId?: string | null
    }) {
      const id = randomUUID()
      const r = row.request
      // Marked as sent here before the row exists: the re-drive (another fiber) never sends it meanwhile.
      sending.add(id)
      yield* Effect.addFinalizer(() => Effect.sync(() => sending.delete(id)))
      const wrote = yield* repo.insert({
        id, subscriptionId: row.subscriptionId, workspaceId: row.workspaceId, followerAccountId: row.followerAccountId,
        dealKey: row.dealKey, masterDealId: row.masterDealId, masterBrokerDealId: row.masterBrokerDealId,
        masterPositionId: row.masterPositionId, masterOrderId: row.masterOrderId ?? null, kind: row.kind, attempt: row.attempt, request: r,
        symbol: r?.symbol ?? null, side: r?.side ?? null, volume: r?.volume ?? null,
        outcome: row.skip === null ? "pending" : "skipped", reason: row.skip?.reason ?? null, detail: row.skip?.detail ?? null,
        signalLatencyMs: r === null ? null : Math.max(0, r.seenAt - r.dealtAt)
      })
      if (!wrote || row.skip !== null || r === null) return
      if (row.positionForClose !== undefined && row.positionForClose !== null) {
        yield* repo.finish(id, {
          outcome: "pending", reason: null, detail: null, retcode: null, followerOrderId: null,
          followerPositionId: row.positionForClose, volume: null, copyLatencyMs: null, slippagePoints: null
        })
      }
      const startedAt = Date.now()
      yield* send({ ...row, request: r }).pipe(Effect.flatMap((sent) => record({ ...row, id, request: r }, sent, startedAt)))
    }, Effect.scoped)

    /**
     * Several rows written together (one statement: all or none) before any is sent, each then sent under its own
     * key; when they were written before (a crash after the write), the re-drive sends those still pending.
     */
    const journalAndSendAll = Effect.fn("Copier.journalAndSendAll")(function*(rows: ReadonlyArray<JournalTarget & {
      readonly request: CopyRequest
      readonly positionForClose: string | null
      /** Written as skipped with this reason, nothing sent (a reversal's open not copied beside its closes). */
      readonly skip?: { readonly reason: string; readonly detail: string }
    }>) {
      if (rows.length === 0) return
      const written = rows.map((row) => ({ ...row, id: randomUUID() }))
      for (const row of written) sending.add(row.id)
      yield* Effect.addFinalizer(() => Effect.sync(() => written.forEach((row) => sending.delete(row.id))))
      const wrote = yield* repo.insertAll(written.map((row) => ({
        id: row.id, subscriptionId: row.subscriptionId, workspaceId: row.workspaceId, followerAccountId: row.followerAccountId,
        dealKey: row.dealKey, masterDealId: row.masterDealId, masterBrokerDealId: row.masterBrokerDealId,
        masterPositionId: row.masterPositionId, masterOrderId: null, kind: row.kind, attempt: row.attempt,
        request: row.skip === undefined ? row.request : null, symbol: row.request.symbol, side: row.request.side,
        volume: row.skip === undefined ? row.request.volume : null, outcome: row.skip === undefined ? "pending" : "skipped",
        reason: row.skip?.reason ?? null, detail: row.skip?.detail ?? null,
        signalLatencyMs: Math.max(0, row.request.seenAt - row.request.dealtAt), followerOrderId: null, followerPositionId: row.positionForClose
      })))
      if (!wrote) return
      const sendOne = (row: (typeof written)[number]) => {
        const startedAt = Date.now()
        return send(row).pipe(Effect.flatMap((sent) => record(row, sent, startedAt)))
      }
      // Closes side by side; an open written with them (a reversal's new direction) only after them, so a netting
      // follower's open is not netted against the position being closed.
      const opens = written.filter((row) => row.skip === undefined && row.request.command === "open")
      yield* Effect.forEach(written.filter((row) => row.skip === undefined && row.request.command !== "open"), sendOne, { concurrency: 4, discard: true })
      yield* Effect.forEach(opens, sendOne, { discard: true })
    }, Effect.scoped)

    const stateOf = (d: { readonly subscriptionStatus: string; readonly stoppedReason: string | null }): SubscriptionState => ({
      status: d.subscriptionStatus as SubscriptionStatus,
      stoppedReason: d.stoppedReason as StoppedReason | null
    })

    /**
     * Stop-loss and take-profit moves: a linked copy's levels follow its master's (reversed: the master's take profit
     * is the copy's stop loss and back), for the levels the subscription copies. One journal row per move of a copy
     * (`modify:<position>#<n>`), never two pending at once: the same levels are asked once; a refused move is tried
     * again only when the master moves again, one that never reached the broker (not_sent) a drift interval later.
     */
    const mirrorStops = Effect.gen(function*() {
      const rows = yield* repo.openLinksWithStops
      yield* Effect.forEach(rows, (l) =>
        Effect.gen(function*() {
          const settings = decodeSettings(l.settings)
          const wanted = followerSideAndStops(settings, "buy", { stopLoss: l.masterStopLoss, takeProfit: l.masterTakeProfit })
          const same = (a: string | null, b: string | null) => a === null || b === null ? a === b : new Decimal(a).eq(new Decimal(b))
          // "" asks for the level removed; null leaves the follower's level as it is (not copied, or unchanged).
          const stopLoss = settings.copyStopLoss && !same(wanted.stopLoss, l.followerStopLoss) ? (wanted.stopLoss ?? "") : null
          const takeProfit = settings.copyTakeProfit && !same(wanted.takeProfit, l.followerTakeProfit) ? (wanted.takeProfit ?? "") : null
          if (stopLoss === null && takeProfit === null) return
          const done = yield* repo.modifiesOf(l.subscriptionId, l.followerPositionId)
          if (done.pending > 0) return
          const now = Date.now()
          // The latest row asked for these very levels: copied (the follower's position row may lag behind it) or
          // refused (tried again only when the master moves again), nothing to send. One that never reached the
          // broker (not_sent) is tried again, a drift interval after it so an offline follower is not asked every pass.
          const last = done.lastRequest
          if (last !== null && last.stopLoss === stopLoss && last.takeProfit === takeProfit) {
            const retryable = done.lastOutcome === "failed" && done.lastReason === "not_sent" &&
              (done.lastFinishedAt === null || now - done.lastFinishedAt.getTime() >= config.copyDriftIntervalMs)
            if (!retryable) return
          }
          yield* journalAndSend({
            workspaceId: l.workspaceId, subscriptionId: l.subscriptionId, followerAccountId: l.followerAccountId,
            // One key per move (n counts the position's earlier modify rows): a master going back to earlier levels
            // is a new move, mirrored again; the key stays fixed for a row, so a re-drive finds its order.
            dealKey: `modify:${l.followerPositionId}#${done.n}`, kind: "modify",
            attempt: done.n, masterDealId: null, masterBrokerDealId: null, masterPositionId: l.masterPositionId, skip: null,
            positionForClose: l.followerPositionId,
            request: {
              command: "modify", symbol: l.symbol, side: null, volume: null, stopLoss, takeProfit,
              positionId: l.followerPositionId, volumeStep: null, volumeMin: null, point: null, masterPrice: null,
              seenAt: now, dealtAt: now
            }
          })
        }).pipe(Effect.catchAllCause((cause) => Effect.logWarning("stop mirroring failed", cause))), { concurrency: 16, discard: true })
    })

    /**
     * An opening copy sized (a master deal's open, or a master pending order placed): the follower's symbol and its
     * pause, the follower's and (for the ratio modes and the contract-size alignment) the master's live figures, then
     * the pure decision. `Wait` when figures cannot be read now: never sized on the follower's own terms instead.
     */
    const sizeCopy = (
      s: { readonly subscriptionId: CopySubscriptionId; readonly followerAccountId: AccountId; readonly masterAccountId: AccountId },
      settings: SubscriptionSettings,
      state: SubscriptionState,
      deal: MasterDeal & { readonly _tag: "Open" },
      /** The subscription's paused symbols when the caller read them already (a deal pass, for all its subscriptions). */
      pausedKnown?: ReadonlySet<string>
    ) =>
      Effect.gen(function*() {
        const mapped = followerSymbol(settings, deal.symbol)
        const paused = pausedKnown ?? (yield* repo.pausedSymbols(s.subscriptionId))
        if (paused.has(mapped.symbol)) return skipSized("symbol_paused", `${mapped.symbol} is paused after repeated rejections`)
        const follower = yield* (needsFunds(settings) ? facts : termsOnly)(s.followerAccountId, mapped.symbol)
        if (Either.isLeft(follower)) {
          if (follower.left._tag === "NOT_FOUND") return skipSized("symbol_unknown", `the follower's broker does not list ${mapped.symbol}`)
          return waitSized
        }
        let masterFacts: CopyFactsResult | undefined
        if (needsMasterFacts(settings)) {
          const m = yield* (needsFunds(settings) ? facts : termsOnly)(s.masterAccountId, deal.symbol)
          if (Either.isLeft(m)) return waitSized
          masterFacts = m.right
        }
        if (settings.sizing.mode === "risk_percent" && follower.right.tickValue === null) return waitSized
        const view: FollowerView = {
          state, settings, strategyCopying: true, pausedSymbols: paused, linkedOpen: null,
          masterFunds: masterFacts === undefined ? fundsOf(follower.right) : fundsOf(masterFacts),
          followerFunds: fundsOf(follower.right),
          masterTerms: masterFacts === undefined ? termsOf(follower.right) : termsOf(masterFacts),
          followerTerms: termsOf(follower.right),
          openSignalLifetimeMs: lifetimeMs
        }
        const decision = decide(deal, view, Date.now())
        if (decision._tag === "Skip") return skipSized(decision.reason, decision.detail)
        if (decision._tag !== "Open") return waitSized
        return { _tag: "Sized", decision, follower: follower.right } as const
      })

    // A follower's sync (its pending orders' fills and cancels) asked for at most once a second: the deal pass waits
    // on a follower's own pending order filling, which its next sync would otherwise show up to 15 s later.
    const lastSyncAsked = new Map<string, number>()
    const syncFollower = (accountId: AccountId) =>
      Effect.suspend(() => {
        const now = Date.now()
        if (now - (lastSyncAsked.get(accountId) ?? 0) < 1000) return Effect.void
        lastSyncAsked.set(accountId, now)
        return actor(accountId).SyncNow().pipe(Effect.timeout(Duration.seconds(5)), Effect.catchAllCause(() => Effect.void))
      })

    /**
     * The deal of a master pending order's fill, when the subscription copied that order: the follower's copy is its
     * own pending order filling, linked here (never a second copy at market). Answers `market` when nothing of the
     * order was placed at the follower, so the fill is copied at market like any open: before that, the placement's
     * key is taken as `filled_before_placed` in the same unique index the pending pass places under, so a placement
     * can never follow a market copy of the same fill (nor the other way round).
     */
    const fillOfPending = (d: UncopiedDeal, masterOrderId: string) =>
      Effect.gen(function*() {
        const claimed = yield* repo.insert({
          id: randomUUID(), subscriptionId: d.subscriptionId, workspaceId: d.workspaceId, followerAccountId: d.followerAccountId,
          dealKey: pendingPlaceKey(masterOrderId), masterDealId: d.dealId, masterBrokerDealId: d.brokerDealId,
          masterPositionId: d.brokerPositionId, masterOrderId, kind: "pending_place", attempt: 0, request: null,
          symbol: d.symbol, side: d.dealType, volume: null, outcome: "skipped", reason: "filled_before_placed",
          detail: "the master's pending order filled before it was copied: its fill is copied at market", signalLatencyMs: null
        })
        if (claimed) return "market" as const
        const placement = yield* repo.placementOf(d.subscriptionId, masterOrderId)
        // Forgotten in between (never reached the follower): the next pass claims it or finds it placed again.
        if (placement === undefined || placement.outcome === "pending") return "wait" as const
        if (placement.outcome !== "copied") return "market" as const
        const link = {
          id: randomUUID(), subscriptionId: d.subscriptionId, workspaceId: d.workspaceId, followerAccountId: d.followerAccountId,
          dealKey: masterDealKey(d.dealId), masterDealId: d.dealId, masterBrokerDealId: d.brokerDealId,
          masterPositionId: d.brokerPositionId, masterOrderId, kind: "open" as const, attempt: 0,
          symbol: placement.request?.symbol ?? d.symbol, side: placement.request?.side ?? null,
          signalLatencyMs: Math.max(0, Date.now() - d.dealtAt.getTime())
        }
        const filled = placement.followerState === "filled" || placement.followerState === "partially_filled"
        if (filled && placement.followerPositionId !== null) {
          const volume = placement.filledVolume ?? placement.followerVolume
          yield* repo.insert({
            ...link, outcome: "copied", reason: null, detail: "filled through the follower's own copy of the master's pending order",
            volume, followerOrderId: placement.followerOrderId, followerPositionId: placement.followerPositionId,
            request: placement.request === null ? null : { ...placement.request, command: "open", volume }
          })
          return "done" as const
        }
        if (placement.followerState === "cancelled" || placement.followerState === "expired" ||
          placement.followerState === "rejected" || placement.followerState === "failed") {
          yield* repo.insert({
            ...link, outcome: "skipped", reason: "follower_order_not_filled", volume: null, request: null,
            detail: `the follower's copy of the master's pending order ended ${placement.followerState} without filling`
          })
          return "done" as const
        }
        // Still working at the follower (its broker has not triggered it yet, or its sync has not shown the fill).
        yield* syncFollower(d.followerAccountId)
        return "wait" as const
      })

    /**
     * A netting master's reversal (one `inout` deal: long to short or back, the position keeping its id): every copy
     * of the old direction closed whole, and the new direction's volume (the deal's less the position before it)
     * opened like any open, linked to the same master position. The closes and the open are journaled in one
     * statement (the open under the deal's own key) before any is sent, at most once per (subscription, master deal,
     * follower position); the open is sent after the closes. While the open cannot be sized yet (figures unreadable)
     * nothing is written and the deal is tried again next pass, until the open's signal expires.
     */
    const copyReversal = (
      d: UncopiedDeal,
      base: { readonly workspaceId: WorkspaceId; readonly subscriptionId: CopySubscriptionId; readonly followerAccountId: AccountId; readonly dealKey: string; readonly attempt: number; readonly masterDealId: string; readonly masterBrokerDealId: string; readonly masterPositionId: string | null },
      settings: SubscriptionSettings,
      state: SubscriptionState,
      seenAt: number,
      dealtAt: number
    ) =>
      Effect.gen(function*() {
        const side = d.dealType as "buy" | "sell"
        const remainder = new Decimal(d.volume ?? "0").minus(new Decimal(d.positionBefore))
        const links = d.brokerPositionId === null ? [] : yield* repo.links(d.subscriptionId, d.brokerPositionId)
        const held = new Map<string, (typeof links)[number]>()
        for (const l of links) if (l.open !== null && !held.has(l.followerPositionId)) held.set(l.followerPositionId, l)
        const noRequest: CopyRequest = {
          command: "open", symbol: d.symbol, side, volume: null, stopLoss: null, takeProfit: null, positionId: null,
          volumeStep: null, volumeMin: null, point: null, masterPrice: d.price, seenAt, dealtAt
        }
        const skipOpen = (reason: string, detail: string) => ({ ...base, kind: "open" as const, request: noRequest, positionForClose: null, skip: { reason, detail } })
        let open: Parameters<typeof journalAndSendAll>[0][number]
        if (!copiesOpens(state)) open = skipOpen("close_only", "the subscription copies closes only")
        // The old direction's copies are closed whatever the plan; the new direction is an open like any other.
        else if (!(yield* opensInPlan(d.workspaceId))) open = skipOpen("feature_not_in_plan", notInPlan)
        else if (remainder.lte(0) || new Decimal(d.positionNow).lte(0)) open = skipOpen("master_closed", "the master position was closed before the reversal's open was copied")
        else if (seenAt - dealtAt > lifetimeMs) open = skipOpen("signal_expired", `the master reversed ${Math.round((seenAt - dealtAt) / 1000)} s ago`)
        else if (!settings.sides.includes(side)) open = skipOpen("side_not_copied", `${side} trades are not copied`)
        else {
          const sized = yield* sizeCopy(d, settings, state, {
            _tag: "Open", side, symbol: d.symbol, volume: decimal(remainder.toFixed()), price: decimal(d.price ?? "0"),
            stopLoss: d.stopLoss === null ? null : decimal(d.stopLoss), takeProfit: d.takeProfit === null ? null : decimal(d.takeProfit),
            dealtAt
          })
          if (sized._tag === "Wait") return
          if (sized._tag === "Skip") open = skipOpen(sized.reason, sized.detail)
          else {
            const { decision, follower } = sized
            open = {
              ...base, kind: "open", positionForClose: null,
              request: {
                command: "open", symbol: decision.symbol, side: decision.side, volume: decision.volume,
                stopLoss: decision.stopLoss, takeProfit: decision.takeProfit, positionId: null,
                volumeStep: follower.volumeStep, volumeMin: follower.volumeMin, point: follower.point,
                masterPrice: d.price, seenAt, dealtAt
              }
            }
          }
        }
        const closes = [...held.values()].map((l) => ({
          ...base, dealKey: `${base.dealKey}@${l.followerPositionId}`, kind: "close" as const, positionForClose: l.followerPositionId,
          request: {
            command: "close" as const, symbol: l.request?.symbol ?? d.symbol, side: null, volume: null, stopLoss: null,
            takeProfit: null, positionId: l.followerPositionId, volumeStep: null, volumeMin: null, point: null,
            masterPrice: d.price, seenAt, dealtAt
          }
        }))
        yield* journalAndSendAll([...closes, open])
      })

    /** One master deal on one subscription. */
    const copyDeal = Effect.fn("Copier.copyDeal")(function*(d: UncopiedDeal, known: PassReads = noPassReads) {
      const seenAt = Date.now()
      const dealtAt = d.dealtAt.getTime()
      const settings = decodeSettings(d.settings)
      const state = stateOf(d)
      const base = {
        workspaceId: d.workspaceId, subscriptionId: d.subscriptionId, followerAccountId: d.followerAccountId,
        dealKey: masterDealKey(d.dealId), attempt: 0, masterDealId: d.dealId, masterBrokerDealId: d.brokerDealId,
        masterPositionId: d.brokerPositionId
      }
      const skipped = (kind: ExecutionKind, reason: string, detail: string) =>
        journalAndSend({ ...base, kind, request: null, skip: { reason, detail } })
      const side = d.dealType as "buy" | "sell"
      if (d.entry === "inout") return yield* copyReversal(d, base, settings, state, seenAt, dealtAt)
      if (d.entry === "in" && d.masterOrderId !== null && d.masterOrderType !== null && d.masterOrderType !== "market") {
        if ((yield* fillOfPending(d, d.masterOrderId)) !== "market") return
      }
      if (d.entry === "in") {
        if (!copiesOpens(state)) return yield* skipped("open", "close_only", "the subscription copies closes only")
        if (!(yield* known.opensInPlan(d.workspaceId))) return yield* skipped("open", "feature_not_in_plan", notInPlan)
        // The master already closed the position (an open deferred while the facts could not be read, then its
        // close journaled as not_linked): copying it now would leave an orphan for the drift check to close.
        if (new Decimal(d.positionNow).lte(0)) {
          return yield* skipped("open", "master_closed", "the master position was closed before the open was copied")
        }
        if (seenAt - dealtAt > lifetimeMs) {
          return yield* skipped("open", "signal_expired", `the master opened ${Math.round((seenAt - dealtAt) / 1000)} s ago`)
        }
        if (!settings.sides.includes(side)) return yield* skipped("open", "side_not_copied", `${side} trades are not copied`)
        // A scale-in (a netting master adding to its position, or a hedging one's order filled in several deals) is
        // copied as one more open linked to the same master position: a new follower position on a hedging follower,
        // an increase of its position on a netting one. Only onto a copy that exists (or may: its open pending); it
        // waits while the open is still to be sent (tried again next pass until its own signal expires), and is
        // skipped once the open ended without a copy (the drift check opens the missing copy with the whole volume).
        if (d.earlierIns > 0) {
          const opened = d.brokerPositionId === null ? { live: 0, any: 1 } : yield* repo.copyOpenedFor(d.subscriptionId, d.brokerPositionId)
          if (opened.any === 0) return
          if (opened.live === 0) {
            return yield* skipped("open", "scale_in_not_copied", "the master position's open was not copied, so adding to it is not either")
          }
        }
        const deal: MasterDeal & { readonly _tag: "Open" } = {
          _tag: "Open", side, symbol: d.symbol, volume: decimal(d.volume ?? "0"), price: decimal(d.price ?? "0"),
          stopLoss: d.stopLoss === null ? null : decimal(d.stopLoss), takeProfit: d.takeProfit === null ? null : decimal(d.takeProfit),
          dealtAt
        }
        const sized = yield* sizeCopy(d, settings, state, deal, known.paused(d.subscriptionId))
        // Not journaled while waiting: tried again on the next pass until the signal expires (then recorded as expired).
        if (sized._tag === "Wait") return
        if (sized._tag === "Skip") return yield* skipped("open", sized.reason, sized.detail)
        const { decision, follower } = sized
        return yield* journalAndSend({
          ...base, kind: "open", skip: null,
          request: {
            command: "open", symbol: decision.symbol, side: decision.side, volume: decision.volume,
            stopLoss: decision.stopLoss, takeProfit: decision.takeProfit, positionId: null,
            volumeStep: follower.volumeStep, volumeMin: follower.volumeMin, point: follower.point,
            masterPrice: d.price, seenAt, dealtAt, ...(d.earlierIns > 0 ? { scaleIn: true } : {})
          }
        })
      }
      // out / out_by (a close-by closes each of its two positions by one out_by deal): the linked copies' share.
      if (!copiesCloses(state)) return
      if (d.brokerPositionId === null) return yield* skipped("close", "not_linked", "the master deal names no position")
      const links = yield* repo.links(d.subscriptionId, d.brokerPositionId)
      if (links.length === 0) return yield* skipped("close", "not_linked", "no follower position is linked to the master's")
      // One master position, several copies (its open and its scale-ins on a hedging follower; on a netting one they
      // share one follower position): the master's fraction of everything they hold, shared among them. One journal
      // row per follower position, all written in one statement before any is sent, so the pieces are computed once;
      // the first keeps the deal's own key (the deal pass sees the deal journaled), the others add their position.
      const held = new Map<string, (typeof links)[number]>()
      for (const l of links) if (!held.has(l.followerPositionId)) held.set(l.followerPositionId, l)
      const open = [...held.values()].filter((l) => l.open !== null)
      if (open.length === 0) {
        return yield* skipped("close", "follower_position_gone", `follower position ${links[0]!.followerPositionId} is already closed`)
      }
      const first = open[0]!
      const terms = { volumeMin: decimal(first.request?.volumeMin ?? "0.01"), volumeStep: decimal(first.request?.volumeStep ?? "0.01") }
      const before = decimal(d.positionBefore)
      const closed = decimal(d.volume ?? "0")
      const pieces = new Decimal(before).lte(0)
        ? open.map((l) => ({ id: l.followerPositionId, volume: decimal(l.open!), whole: true }))
        : allocateFollowerClose(before, closed, open.map((l) => ({ id: l.followerPositionId, open: decimal(l.open!) })), terms)
      return yield* journalAndSendAll(pieces.map((p, i) => ({
        ...base, dealKey: i === 0 ? base.dealKey : `${base.dealKey}@${p.id}`, kind: "close" as const, positionForClose: p.id,
        request: {
          command: "close" as const, symbol: held.get(p.id)?.request?.symbol ?? d.symbol, side: null, volume: p.whole ? null : p.volume,
          stopLoss: null, takeProfit: null, positionId: p.id, volumeStep: null, volumeMin: null,
          point: null, masterPrice: d.price, seenAt, dealtAt
        }
      })))
    })

    /**
     * A master pending order on one subscription (the pending pass): placed on the follower once, sized like an
     * open and subject to the same rules (`skipPendingOrders`, close_only, the open-signal lifetime from the master's
     * placement, sides, paused symbols, the follower's plan); each change the master makes is mirrored once (the
     * master's modify order names the change); withdrawn once the master's order is cancelled or expired, or once the
     * master's filled and the follower's has not within the open-signal lifetime. Every step is a journal row written
     * before its order is sent, under a key derived from the subscription and the master order or change.
     */
    const mirrorPendingOne = (p: PendingToMirror) =>
      Effect.gen(function*() {
        const settings = decodeSettings(p.settings)
        const state = stateOf(p)
        const now = Date.now()
        const base = {
          workspaceId: p.workspaceId, subscriptionId: p.subscriptionId, followerAccountId: p.followerAccountId,
          masterDealId: null, masterBrokerDealId: null, masterPositionId: null, masterOrderId: p.masterOrderId
        }
        const masterKind = p.masterType as PendingKind
        const side = sideOfPending(masterKind)
        const request = {
          side: null, volume: null, stopLoss: null, takeProfit: null, positionId: null, volumeStep: null, volumeMin: null,
          point: null, masterPrice: null, seenAt: now
        }
        if (p.placementOutcome === null) {
          const placedAt = p.masterCreatedAt.getTime()
          const skip = (reason: string, detail: string) =>
            journalAndSend({ ...base, dealKey: pendingPlaceKey(p.masterOrderId), kind: "pending_place", attempt: 0, request: null, skip: { reason, detail } })
          if (settings.skipPendingOrders) {
            return yield* skip("pending_orders_skipped", "the subscription copies no pending orders: a fill of this one is copied at market")
          }
          if (!copiesOpens(state)) return yield* skip("close_only", "the subscription copies closes only")
          if (!(yield* opensInPlan(p.workspaceId))) return yield* skip("feature_not_in_plan", notInPlan)
          if (now - placedAt > lifetimeMs) {
            return yield* skip("signal_expired", `the master placed the order ${Math.round((now - placedAt) / 1000)} s ago`)
          }
          if (!settings.sides.includes(side)) return yield* skip("side_not_copied", `${side} trades are not copied`)
          if (Either.isLeft(yield* plans.requireFeature(p.workspaceId, "pendingOrders").pipe(Effect.either))) {
            return yield* skip("feature_not_in_plan", "the plan has no pending orders: a fill of this one is copied at market")
          }
          const sized = yield* sizeCopy(p, settings, state, {
            _tag: "Open", side, symbol: p.symbol, volume: decimal(p.volume ?? "0"), price: decimal(p.price ?? "0"),
            stopLoss: p.stopLoss === null ? null : decimal(p.stopLoss), takeProfit: p.takeProfit === null ? null : decimal(p.takeProfit),
            dealtAt: placedAt
          })
          if (sized._tag === "Wait") return
          if (sized._tag === "Skip") return yield* skip(sized.reason, sized.detail)
          const { decision, follower } = sized
          const kind = followerPendingKind(masterKind, decision.side, settings.reverse)
          if (kind === undefined) return yield* skip("reverse_not_copied", "a stop-limit order has no reversed counterpart")
          return yield* journalAndSend({
            ...base, dealKey: pendingPlaceKey(p.masterOrderId), kind: "pending_place", attempt: 0, skip: null,
            request: {
              ...request, command: "place", symbol: decision.symbol, side: decision.side, volume: decision.volume,
              stopLoss: decision.stopLoss, takeProfit: decision.takeProfit, volumeStep: follower.volumeStep,
              volumeMin: follower.volumeMin, point: follower.point, masterPrice: p.price, dealtAt: placedAt,
              pendingKind: kind, price: p.price, stopLimitPrice: p.stopLimitPrice, expiration: p.expiration?.toISOString() ?? null
            }
          })
        }
        if (p.placementOutcome !== "copied" || p.followerOrderId === null) return
        const symbol = p.placementRequest?.symbol ?? p.symbol
        const masterGone = p.masterState === "cancelled" || p.masterState === "expired" || p.masterState === "rejected" || p.masterState === "failed"
        const masterFilled = p.masterState === "filled" || p.masterState === "partially_filled" || p.masterState === "completed"
        if (masterGone || (masterFilled && now - p.masterSettledAt.getTime() > lifetimeMs)) {
          const attempts = yield* repo.cancelAttemptsOf(p.subscriptionId, p.masterOrderId)
          if (attempts.pendingOrDone > 0) return
          // A refused cancel (the follower's order triggered meanwhile, most often) is tried again a drift interval
          // later, by when the follower's sync has shown the fill and the order no longer works.
          if (attempts.lastFinishedAt !== null && now - attempts.lastFinishedAt.getTime() < config.copyDriftIntervalMs) return
          return yield* journalAndSend({
            ...base, dealKey: pendingCancelKey(p.masterOrderId, attempts.n), kind: "pending_cancel", attempt: attempts.n, skip: null,
            request: { ...request, command: "cancel", symbol, dealtAt: p.masterSettledAt.getTime(), targetOrderId: p.followerOrderId }
          })
        }
        if (p.masterState !== "working" || p.lastModifyId === null || p.lastModifyJournaled) return
        const dealKey = pendingModifyKey(p.lastModifyId)
        const same = (a: string | null, b: string | null) => a === null || b === null ? a === b : new Decimal(a).eq(new Decimal(b))
        const wanted = followerSideAndStops(settings, side, { stopLoss: p.stopLoss, takeProfit: p.takeProfit })
        const changes = {
          price: same(p.price, p.followerPrice) ? null : p.price,
          stopLimitPrice: same(p.stopLimitPrice, p.followerStopLimitPrice) ? null : p.stopLimitPrice,
          // "" asks for the level removed; null leaves the follower's as it is (not copied, or unchanged).
          stopLoss: settings.copyStopLoss && !same(wanted.stopLoss, p.followerStopLoss) ? (wanted.stopLoss ?? "") : null,
          takeProfit: settings.copyTakeProfit && !same(wanted.takeProfit, p.followerTakeProfit) ? (wanted.takeProfit ?? "") : null,
          ...((p.expiration?.getTime() ?? null) === (p.followerExpiration?.getTime() ?? null) ? {} : { expiration: p.expiration?.toISOString() ?? null })
        }
        if (Object.values(changes).every((v) => v === null || v === undefined)) {
          return yield* journalAndSend({
            ...base, dealKey, kind: "pending_modify", attempt: 0, request: null,
            skip: { reason: "unchanged", detail: "the follower's copy already has the master order's levels" }
          })
        }
        return yield* journalAndSend({
          ...base, dealKey, kind: "pending_modify", attempt: 0, skip: null,
          request: {
            ...request, command: "modify_order", symbol, dealtAt: (p.lastModifyAt ?? p.masterCreatedAt).getTime(),
            targetOrderId: p.followerOrderId, ...changes
          }
        })
      })

    /** Pending orders of copied masters mirrored to their followers; the loop runs it only while something copies. */
    const mirrorPending = Effect.gen(function*() {
      const rows = yield* repo.pendingToMirror(lifetimeMs)
      yield* Effect.forEach(rows, (p) =>
        mirrorPendingOne(p).pipe(Effect.catchAllCause((cause) => Effect.logWarning("pending order mirroring failed", cause))), { concurrency: 16, discard: true })
    })

    /** Pending rows not being sent here: a crash left them, or their order was unresolved. Sent again, same key. */
    const redrive = Effect.gen(function*() {
      const rows = yield* repo.pending
      yield* Effect.forEach(rows.filter((r) => !sending.has(r.id) && r.request !== null), (row: ExecutionRow) =>
        Effect.gen(function*() {
          sending.add(row.id)
          const startedAt = Date.now()
          const none = { retcode: null, followerOrderId: null, followerPositionId: null, volume: null, copyLatencyMs: null, slippagePoints: null }
          // The order path remembers a key for keyMemoryHours only: past that, sending again would claim the key
          // afresh and could send a second order. An hour's margin covers clocks and a slow pass; the row ends as
          // failed instead (the drift check puts the follower right if a first order did go out).
          if (startedAt - row.createdAt.getTime() > (keyMemoryHours - 1) * 3_600_000) {
            return yield* repo.finish(row.id, {
              ...none, outcome: "failed", reason: "stale",
              detail: `pending for more than ${keyMemoryHours - 1} h: not sent again (its idempotency key would be forgotten)`
            })
          }
          const r = row.request!
          // An open (or a pending order's placement) whose signal has expired is only confirmed, never sent: with no order under its key the first
          // try never got that far, and opening now would trade at a price hours from the master's.
          if ((r.command === "open" || r.command === "place") && startedAt - r.dealtAt > lifetimeMs) {
            const key = copyOrderKey(row.subscriptionId, row.dealKey, row.attempt)
            if ((yield* repo.orderOfKey(row.workspaceId, key)) === undefined) {
              return yield* repo.finish(row.id, {
                ...none, outcome: "skipped", reason: "signal_expired",
                detail: `the master opened ${Math.round((startedAt - r.dealtAt) / 1000)} s ago and the copy was never sent`
              })
            }
          }
          const sent = yield* send({ ...row, request: row.request! })
          yield* record({ ...row, request: row.request! }, sent, startedAt)
        }).pipe(Effect.ensuring(Effect.sync(() => sending.delete(row.id)))), { concurrency: 16, discard: true })
    })

    /**
     * Master deals not journaled yet, per subscription in deal order, subscriptions side by side. What every copy of
     * the pass asked the database one subscription at a time is read once for the pass: each workspace's plan, and
     * every subscription's paused symbols (for its first deal of the pass; a later one, which may follow a rejection
     * counted in this pass, reads its own). A master deal copied to 50 followers asked both 50 times, on the pool
     * the followers' orders were waiting for. The loop runs it only while some subscription copies: without one its
     * joins over every master deal find nothing, at a cost each order paid.
     */
    const copyPass = Effect.gen(function*() {
      const deals = yield* repo.uncopied(1000, lifetimeMs)
      const bySubscription = new Map<CopySubscriptionId, Array<UncopiedDeal>>()
      for (const d of deals) {
        const list = bySubscription.get(d.subscriptionId) ?? []
        list.push(d)
        bySubscription.set(d.subscriptionId, list)
      }
      const opens = deals.some((d) => d.entry === "in")
      const paused = opens ? yield* repo.pausedSymbolsOf([...bySubscription.keys()]) : new Map<CopySubscriptionId, Set<string>>()
      const planOnce = yield* Effect.cachedFunction(opensInPlan)
      yield* Effect.forEach([...bySubscription.entries()], ([subscriptionId, list]) =>
        Effect.forEach(list, (d, i) =>
          copyDeal(d, { opensInPlan: planOnce, paused: (id) => i === 0 && id === subscriptionId ? paused.get(id) : undefined }).pipe(
            Effect.catchAllCause((cause) => Effect.logWarning("copy of a master deal failed; tried again next pass", cause))
          ), { discard: true }), { concurrency: 64, discard: true })
      return deals.length
    })

    /**
     * The drift check: follower copies whose master position is closed (orphans) are closed, and a close that
     * failed is tried again with a new attempt (never while one is pending or after one succeeded). Removed
     * subscriptions with `close` are in the same list until their copies are closed.
     */
    const driftPass = Effect.gen(function*() {
      const subjects = yield* repo.driftSubjects
      yield* Effect.forEach(subjects, (s) =>
        Effect.gen(function*() {
          yield* checkRisk(s)
          const links = yield* repo.linkState(s.id, lifetimeMs)
          // A follower position two links share (a netting follower's scale-in) is checked once; one that copies
          // several master positions (a netting follower's one position for a symbol) is not: what it should hold
          // cannot be told from one master position's deals.
          const checked = new Set<string>()
          const masters = new Map<string, Set<string>>()
          for (const l of links) masters.set(l.followerPositionId, (masters.get(l.followerPositionId) ?? new Set()).add(l.masterPositionId))
          for (const l of links) {
            // Acting on a follower volume from before its last copy order would undo that order: the next sync pass
            // stores the truth, and the check acts then.
            if (l.followerStale) continue
            if (l.followerOpen !== null && l.masterOpen !== null && l.closesInFlight === 0 && l.unjournaledCloses === 0) {
              if (checked.has(l.followerPositionId) || (masters.get(l.followerPositionId)?.size ?? 0) > 1) continue
              checked.add(l.followerPositionId)
              yield* volumeDrift(s, l)
              continue
            }
            if (l.followerOpen === null || l.masterOpen !== null || l.closesInFlight > 0 || l.unjournaledCloses > 0) continue
            const attempts = yield* repo.ownCloseAttemptsOf(s.id, `drift:${l.followerPositionId}`)
            if (attempts.pendingOrDone > 0 || (yield* repo.followerPositionGone(s.id, l.followerPositionId))) continue
            yield* closeOwn(s, "drift_close", l.followerPositionId, l.symbol, attempts.n, l.masterPositionId)
          }
          // A copied pending order that filled at the follower while the master's was withdrawn: the follower holds a
          // position the master never had.
          for (const o of yield* repo.orphanPendingFills(s.id)) {
            const attempts = yield* repo.ownCloseAttemptsOf(s.id, `drift:${o.followerPositionId}`)
            if (attempts.pendingOrDone > 0) continue
            yield* closeOwn(s, "drift_close", o.followerPositionId, o.symbol, attempts.n, null)
          }
          if (copiesOpens(stateOf({ subscriptionStatus: s.status, stoppedReason: s.stoppedReason }))) yield* openMissing(s)
        }).pipe(Effect.catchAllCause((cause) => Effect.logWarning("drift check of a subscription failed", cause))), { concurrency: 8, discard: true })
      yield* Effect.forEach(yield* repo.removedWithFailedCloses, (s) =>
        Effect.suspend(() => closeCopies(s, s.kind)).pipe(Effect.catchAllCause((cause) => Effect.logWarning("removal closes failed again", cause))), { discard: true })
    })

    /**
     * Copies missing for open master positions, opened by the drift check only within the open-signal lifetime (counted
     * from the master's open): a position whose open is journaled as not copied for a reason that may have passed
     * (never reached the follower, the subscription not copying opens then, a symbol paused since lifted, …) is sized
     * and opened now like the open itself, with the master position's volume now. A broker refusal (`rejected`) is
     * never retried (no loops on a refusing broker); an open the deal pass has not journaled yet, or still pending, is
     * the deal pass's; an older position is left (the drift report says why). One journal row per attempt
     * (`missing:<master position>#<n>`), a new attempt only after the previous ended without a copy.
     */
    const openMissing = (s: {
      readonly id: CopySubscriptionId
      readonly workspaceId: WorkspaceId
      readonly accountId: AccountId
      readonly masterAccountId: AccountId
      readonly status: string
      readonly stoppedReason: string | null
      readonly settings: unknown
    }) =>
      Effect.gen(function*() {
        const settings = decodeSettings(s.settings)
        const state = stateOf({ subscriptionStatus: s.status, stoppedReason: s.stoppedReason })
        if (!(yield* opensInPlan(s.workspaceId))) return
        for (const p of yield* repo.unlinkedMaster(s.id, s.masterAccountId)) {
          const seenAt = Date.now()
          const openedAt = p.openedAt.getTime()
          if (seenAt - openedAt > lifetimeMs) continue
          const last = yield* repo.openOutcome(s.id, p.brokerPositionId)
          if (last === undefined || last.outcome === "pending" || last.outcome === "copied" || last.reason === "rejected") continue
          const attempts = yield* repo.ownCloseAttemptsOf(s.id, missingOpenPrefix(p.brokerPositionId))
          if (attempts.pendingOrDone > 0) continue
          // The copy is sized on the master's volume now, so it already reflects the master's closes so far: the
          // drift's replay must start it after the last of them, never take them from it again. The deals and the
          // stored position are read apart: when they do not agree (a deal stored but not the position, or back) the
          // next check decides.
          const deals = yield* repo.masterPositionDeals(s.masterAccountId, p.brokerPositionId)
          const lastDeal = deals.at(-1)
          if (lastDeal === undefined || !masterVolumeAfter(deals.map((d) => ({ entry: d.entry, volume: decimal(d.volume) }))).eq(new Decimal(p.volume))) continue
          const side = p.side === "sell" ? "sell" as const : "buy" as const
          const sized = yield* sizeCopy({ subscriptionId: s.id, followerAccountId: s.accountId, masterAccountId: s.masterAccountId }, settings, state, {
            _tag: "Open", side, symbol: p.symbol, volume: decimal(p.volume), price: decimal(p.openPrice),
            stopLoss: p.stopLoss === null ? null : decimal(p.stopLoss), takeProfit: p.takeProfit === null ? null : decimal(p.takeProfit),
            dealtAt: openedAt
          })
          // Not journaled: the open's own row says why it is missing, and the next check decides again.
          if (sized._tag !== "Sized") continue
          const { decision, follower } = sized
          yield* journalAndSend({
            workspaceId: s.workspaceId, subscriptionId: s.id, followerAccountId: s.accountId,
            dealKey: missingOpenKey(p.brokerPositionId, attempts.n), kind: "open", attempt: attempts.n,
            masterDealId: null, masterBrokerDealId: null, masterPositionId: p.brokerPositionId, skip: null,
            request: {
              command: "open", symbol: decision.symbol, side: decision.side, volume: decision.volume,
              stopLoss: decision.stopLoss, takeProfit: decision.takeProfit, positionId: null,
              volumeStep: follower.volumeStep, volumeMin: follower.volumeMin, point: follower.point,
              masterPrice: p.openPrice, seenAt, dealtAt: openedAt, afterMasterDealId: lastDeal.id
            }
          })
        }
      })

    /**
     * A copy larger than the master's closes so far make it (a partial close that was refused or never reached the
     * broker): the closes are replayed on the copy's opening volume exactly as they were copied (proportional, the
     * follower's step and minimum), and the excess is closed. A copy smaller than that (closed in part by hand) is
     * left as it is: the drift check never adds exposure to an open position.
     */
    const volumeDrift = (
      s: { readonly id: CopySubscriptionId; readonly workspaceId: WorkspaceId; readonly accountId: AccountId },
      l: { readonly masterAccountId: AccountId; readonly masterPositionId: string; readonly followerPositionId: string; readonly followerOpen: string | null; readonly masterOpen: string | null; readonly copiedVolume: string | null; readonly symbol: string | null; readonly request: CopyRequest | null; readonly asOf: Date }
    ) =>
      Effect.gen(function*() {
        if (l.followerOpen === null || l.masterOpen === null || l.copiedVolume === null) return
        // The link is a snapshot (its master volume, closes in flight, unjournaled closes); the deals are read after
        // it. A master close stored in between is not the drift's to copy (the deal pass copies it): only the deals
        // up to the snapshot are replayed, and when they do not add up to the snapshot's master volume (one dealt
        // before it but stored after) nothing is done this pass.
        const deals = yield* repo.masterPositionDeals(l.masterAccountId, l.masterPositionId, l.asOf)
        const net = masterVolumeAfter(deals.map((d) => ({ entry: d.entry, volume: decimal(d.volume) })))
        if (!net.eq(new Decimal(l.masterOpen))) return
        const terms = { volumeMin: decimal(l.request?.volumeMin ?? "0.01"), volumeStep: decimal(l.request?.volumeStep ?? "0.01") }
        // Every copy of the master position (a scale-in is one more), each joining at its own master deal: the
        // closes are replayed over all of them as the deal pass shared them. One follower order linked twice (a
        // pending order's fill seen in two deals) counts once.
        const seen = new Set<string>()
        const copies = (yield* repo.positionLinks(s.id, l.masterPositionId)).filter((c) => {
          const k = c.followerOrderId === null ? null : `${c.followerPositionId}\u0000${c.followerOrderId}`
          if (k === null) return true
          if (seen.has(k)) return false
          seen.add(k)
          return true
        })
        const replayed = replayHoldings(
          deals.map((d) => ({ id: d.id, entry: d.entry, volume: decimal(d.volume) })),
          copies.map((c) => ({ followerPositionId: c.followerPositionId, masterDealId: c.masterDealId, copied: decimal(c.copiedVolume), after: c.afterMasterDealId })),
          terms
        )
        const held = replayed.get(l.followerPositionId) ?? new Decimal(0)
        const excess = new Decimal(l.followerOpen).minus(held)
        // A copy the replay leaves at nothing is closed only when a reversal closed it (its close refused or never
        // sent); otherwise what is left below the minimum stays, as a close of it would be refused.
        if (excess.lte(0) || (held.lte(0) && !deals.some((d) => d.entry === "inout"))) return
        const prefix = volumeDriftKey(l.followerPositionId, new Decimal(l.masterOpen).toFixed())
        const attempts = yield* repo.ownCloseAttemptsOf(s.id, prefix)
        if (attempts.pendingOrDone > 0) return
        const now = Date.now()
        yield* journalAndSend({
          workspaceId: s.workspaceId, subscriptionId: s.id, followerAccountId: s.accountId,
          dealKey: `${prefix}#${attempts.n}`, kind: "drift_close", attempt: attempts.n, masterDealId: null,
          masterBrokerDealId: null, masterPositionId: l.masterPositionId, skip: null, positionForClose: l.followerPositionId,
          request: {
            command: "close", symbol: l.symbol ?? "", side: null, volume: excess.toFixed(), stopLoss: null, takeProfit: null,
            positionId: l.followerPositionId, volumeStep: null, volumeMin: null, point: null, masterPrice: null,
            seenAt: now, dealtAt: now
          }
        })
      })

    const closeOwn = (
      s: { readonly id: CopySubscriptionId; readonly workspaceId: WorkspaceId; readonly accountId: AccountId },
      kind: "drift_close" | "removal_close" | "risk_close",
      followerPositionId: string,
      symbol: string | null,
      attempt: number,
      masterPositionId: string | null
    ) => {
      const now = Date.now()
      return journalAndSend({
        workspaceId: s.workspaceId, subscriptionId: s.id, followerAccountId: s.accountId,
        dealKey: ownCloseKey(kind === "drift_close" ? "drift" : kind === "removal_close" ? "removal" : "risk", followerPositionId, attempt), kind, attempt,
        masterDealId: null, masterBrokerDealId: null, masterPositionId, skip: null, positionForClose: followerPositionId,
        request: {
          command: "close", symbol: symbol ?? "", side: null, volume: null, stopLoss: null, takeProfit: null,
          positionId: followerPositionId, volumeStep: null, volumeMin: null, point: null, masterPrice: null,
          seenAt: now, dealtAt: now
        }
      })
    }

    /**
     * Removal with `close` (or a risk limit's close_positions): the subscription's open copies are closed now;
     * failures are retried by the drift pass.
     */
    const closeCopies = Effect.fn("Copier.closeCopies")(function*(
      s: { readonly id: CopySubscriptionId; readonly workspaceId: WorkspaceId; readonly accountId: AccountId },
      kind: "removal_close" | "risk_close" = "removal_close"
    ) {
      const open = yield* repo.openLinkedFollowerPositions(s.id)
      const prefix = kind === "removal_close" ? "removal" : "risk"
      yield* Effect.forEach(open, (p) =>
        Effect.gen(function*() {
          const attempts = yield* repo.ownCloseAttemptsOf(s.id, `${prefix}:${p.followerPositionId}`)
          if (attempts.pendingOrDone > 0 || (yield* repo.followerPositionGone(s.id, p.followerPositionId))) return
          yield* closeOwn(s, kind, p.followerPositionId, p.symbol, attempts.n, null)
        }), { concurrency: 4, discard: true })
    })

    /**
     * Risk limits of one copying subscription, checked on the drift pass while the follower is online (a check never
     * logs it in): drawdown is the follower's balance at the period's start (UTC day, ISO week from Monday, calendar
     * month, exactly at the boundary however late the first check runs; lifetime from the subscription's creation)
     * minus its equity now, in money (absolute) or as a percent of that balance (relative). At the limit the subscription stops (`stopped`, `risk_limit`) with one
     * `copy.subscription_stopped` event; `close_positions` also closes its open copies.
     */
    const checkRisk = (s: { readonly id: CopySubscriptionId; readonly workspaceId: WorkspaceId; readonly accountId: AccountId; readonly createdAt: Date; readonly settings: unknown }) =>
      Effect.gen(function*() {
        const settings = decodeSettings(s.settings)
        if (settings.riskLimits.length === 0) return
        const funds = yield* actor(s.accountId).CopyFunds().pipe(Effect.option)
        if (Option.isNone(funds)) return
        const equity = new Decimal(funds.value.equity)
        for (const limit of settings.riskLimits) {
          const began = periodStart(limit.period, new Date())
          const start = yield* repo.riskMark(s.id, s.accountId, limit.period, began, limit.period === "lifetime" ? s.createdAt : began, funds.value.balance)
          const base = new Decimal(start)
          const drawdown = Decimal.max(0, base.minus(equity))
          const measured = limit.kind === "absolute" ? drawdown : base.lte(0) ? new Decimal(0) : drawdown.div(base).mul(100)
          if (measured.lt(new Decimal(limit.value))) continue
          const stopped = yield* repo.stop(s.id, "risk_limit")
          if (!stopped) return
          yield* emit(s.workspaceId, "copy.subscription_stopped", s.id, {
            subscriptionId: s.id,
            accountId: s.accountId,
            reason: "risk_limit",
            limit,
            drawdown: measured.toDecimalPlaces(2).toFixed(),
            startBalance: start,
            equity: funds.value.equity
          })
          if (limit.action === "close_positions") yield* closeCopies(s, "risk_close")
          return
        }
      })

    /**
     * What a master trade would become on each follower now, without trading: the same decision as a copy, with
     * the follower's and the master's live figures (or why it cannot be sized).
     */
    const preview = Effect.fn("Copier.preview")(function*(
      masterAccountId: AccountId,
      subscriptions: ReadonlyArray<{ readonly id: CopySubscriptionId; readonly accountId: AccountId; readonly status: SubscriptionStatus; readonly stoppedReason: StoppedReason | null } & SubscriptionSettings>,
      trade: PreviewTrade
    ) {
      const masterFacts = yield* Effect.cached(facts(masterAccountId, trade.symbol))
      return yield* Effect.forEach(subscriptions, (s) =>
        Effect.gen(function*() {
          const settings = decodeSettings(Schema.encodeSync(SubscriptionSettings)(s))
          const mapped = followerSymbol(settings, trade.symbol)
          const follower = yield* facts(s.accountId, mapped.symbol)
          const skip = (reason: string, detail: string) => ({
            subscriptionId: s.id, accountId: s.accountId, outcome: "skip" as const, symbol: mapped.symbol,
            side: null, volume: null, stopLoss: null, takeProfit: null, reason, detail
          })
          if (Either.isLeft(follower)) return skip("facts_unavailable", `the follower's terms could not be read: ${follower.left.message}`)
          let m: CopyFactsResult | undefined
          if (needsMasterFacts(settings)) {
            const got = yield* masterFacts
            if (Either.isLeft(got)) return skip("facts_unavailable", `the master's terms could not be read: ${got.left.message}`)
            m = got.right
          }
          const paused = yield* repo.pausedSymbols(s.id)
          const now = Date.now()
          const decision = decide(
            { _tag: "Open", ...trade, dealtAt: now },
            {
              state: { status: s.status, stoppedReason: s.stoppedReason }, settings, strategyCopying: true, pausedSymbols: paused,
              linkedOpen: null, masterFunds: fundsOf(m ?? follower.right), followerFunds: fundsOf(follower.right),
              masterTerms: termsOf(m ?? follower.right), followerTerms: termsOf(follower.right), openSignalLifetimeMs: lifetimeMs
            },
            now
          )
          if (decision._tag === "Skip") return skip(decision.reason, decision.detail)
          if (decision._tag !== "Open") return skip("not_copying", "")
          return {
            subscriptionId: s.id, accountId: s.accountId, outcome: "open" as const, symbol: decision.symbol,
            side: decision.side, volume: decision.volume, stopLoss: decision.stopLoss, takeProfit: decision.takeProfit,
            reason: null, detail: null
          }
        }), { concurrency: 8 })
    })

    /**
     * The copier's loops: deals (woken by stored deals, and every second regardless) and, beside it, the drift check
     * (on resume and on its interval) so a long drift pass never holds up a copy. They may overlap safely: the drift
     * check leaves a copy alone while its master's close is not journaled yet or a close of it is pending.
     */
    const run = Effect.gen(function*() {
      const wake = yield* signals.subscribe
      const driftAsked = yield* Queue.sliding<void>(1)
      yield* Effect.forkScoped(Effect.forever(
        Queue.take(driftAsked).pipe(
          Effect.timeoutOption(Duration.millis(config.copyDriftIntervalMs)),
          Effect.zipRight(driftPass.pipe(Effect.catchAllCause((c) => Effect.logWarning("copier drift check failed", c))))
        )
      ))
      yield* Queue.offer(driftAsked, undefined)
      let redriveDue = 0
      for (;;) {
        const signal = yield* Queue.take(wake).pipe(Effect.timeoutOption(Duration.seconds(1)))
        // Every signal waiting is served by this one pass.
        const rest = yield* Queue.takeAll(wake)
        if (Option.getOrUndefined(signal) === driftSignal || [...rest].includes(driftSignal)) yield* Queue.offer(driftAsked, undefined)
        // Every stored deal wakes this loop, so each order paid for its reads: one read of whether any subscription
        // copies now serves the pass's three copying steps, which find nothing without one (their reads join only
        // active and close-only subscriptions), and the re-drive runs once a second as it does when nothing wakes it.
        const copying = yield* repo.anyCopying.pipe(
          Effect.catchAllCause((c) => Effect.as(Effect.logWarning("copier pass failed", c), false))
        )
        // New deals first: the re-drive (rows a crash or an unresolved order left) is not what a signal woke it for.
        if (copying) yield* copyPass.pipe(Effect.catchAllCause((c) => Effect.logWarning("copier pass failed", c)))
        if (Option.isNone(signal) || Date.now() >= redriveDue) {
          redriveDue = Date.now() + 1_000
          yield* redrive.pipe(Effect.catchAllCause((c) => Effect.logWarning("copier re-drive failed", c)))
        }
        if (!copying) continue
        yield* mirrorStops.pipe(Effect.catchAllCause((c) => Effect.logWarning("copier stop mirroring failed", c)))
        yield* mirrorPending.pipe(Effect.catchAllCause((c) => Effect.logWarning("copier pending order mirroring failed", c)))
      }
    }).pipe(Effect.scoped)

    /** After a resume: the subscription's symbol pauses are lifted (none for a strategy) and a drift check runs at once. */
    const resumed = Effect.fn("Copier.resumed")(function*(subscriptionId?: CopySubscriptionId) {
      if (subscriptionId !== undefined) yield* repo.clearPauses(subscriptionId)
      yield* signals.resumed
    })

    return { run, copyPass, mirrorPending, driftPass, redrive, closeCopies, preview, resumed } as const
  }),
  dependencies: [CopyExecutionsRepo.Default, Trading.Default, OrdersRepo.Default, Plans.Default]
}) {}

/**
 * The copier running: one fiber per deployment. This app is one process (no runner role), so the fiber started with
 * it is the only one; a deployment of several API processes would make it a cluster singleton (@effect/cluster).
 */
export const CopierLive = Layer.scopedDiscard(Effect.flatMap(Copier, (copier) => Effect.forkScoped(copier.run))).pipe(
  Layer.provide(Copier.Default)
)
