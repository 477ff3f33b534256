import { Errors, type CopyStrategyId, type CopySubscriptionId } from "@svc/domain"
import type { Principal } from "@svc/domain/api/authentication"
import type { PreviewRequest } from "@svc/domain/api/copy"
import { copiesCloses } from "@svc/domain/copy/subscriptionMachine"
import type { CopyExecution, DriftReport } from "@svc/domain/resources/copy"
import { Effect } from "effect"
import { callerReach } from "../accounts/ownership.js"
import { AppConfig } from "../config.js"
import { Copier } from "./Copier.js"
import { CopyExecutionsRepo, type ExecutionRow } from "./CopyExecutionsRepo.js"
import { Strategies } from "./Strategies.js"
import { Subscriptions } from "./Subscriptions.js"
import { SubscriptionsRepo } from "./SubscriptionsRepo.js"

export const toExecution = (r: ExecutionRow): CopyExecution => ({
  id: r.id,
  subscriptionId: r.subscriptionId,
  accountId: r.followerAccountId,
  kind: r.kind,
  masterDealId: r.masterBrokerDealId,
  masterPositionId: r.masterPositionId,
  masterOrderId: r.masterOrderId,
  followerOrderId: r.followerOrderId,
  followerPositionId: r.followerPositionId,
  symbol: r.symbol,
  side: r.side === "buy" || r.side === "sell" ? r.side : null,
  volume: r.volume,
  outcome: r.outcome,
  reason: r.reason,
  detail: r.detail,
  retcode: r.retcode,
  signalLatencyMs: r.signalLatencyMs,
  copyLatencyMs: r.copyLatencyMs,
  slippagePoints: r.slippagePoints,
  createdAt: r.createdAt,
  finishedAt: r.finishedAt
})

/** Why a master position has no copy, and whether the drift check opens it (the rules of Copier's openMissing). */
const missingReason = (last: { readonly outcome: string; readonly reason: string | null } | undefined, expired: boolean): string => {
  if (last === undefined) return expired ? "opened before the subscription copied it, longer ago than the open-signal lifetime: not opened" : "not seen yet"
  const journaled = `${last.outcome}${last.reason === null ? "" : `: ${last.reason}`}`
  if (last.outcome === "pending") return journaled
  if (expired) return `${journaled}; older than the open-signal lifetime: the drift check does not open it`
  if (last.reason === "rejected") return `${journaled}; a broker refusal is not tried again`
  return `${journaled}; the drift check opens it while younger than the open-signal lifetime, if it is copied now`
}

// The cursor is the journal's sequence number: opaque to callers, strict on the way in.
const encodeSeq = (seq: string) => Buffer.from(`x${seq}`, "utf8").toString("base64url")
const decodeSeq = (cursor: string): string | undefined => {
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(cursor)) return undefined
  const text = Buffer.from(cursor, "base64url").toString("utf8")
  return /^x[0-9]{1,18}$/.test(text) ? text.slice(1) : undefined
}

/** The copy journal's reads (executions, drift) and the sizing preview, each behind the caller's reach. */
export class CopyReports extends Effect.Service<CopyReports>()("@svc/api/copy/CopyReports", {
  effect: Effect.gen(function*() {
    const repo = yield* CopyExecutionsRepo
    const subscriptions = yield* Subscriptions
    const subscriptionsRepo = yield* SubscriptionsRepo
    const strategies = yield* Strategies
    const copier = yield* Copier
    const config = yield* AppConfig

    const executions = Effect.fn("CopyReports.executions")(function*(
      principal: Principal,
      strategyId: CopyStrategyId,
      id: CopySubscriptionId,
      params: { readonly limit?: number | undefined; readonly cursor?: string | undefined }
    ) {
      yield* subscriptions.get(principal, strategyId, id)
      const before = params.cursor === undefined ? null : decodeSeq(params.cursor)
      if (before === undefined) {
        return yield* new Errors.InvalidRequest({
          message: "The request is not valid: cursor is not one this list handed out.",
          details: [{ field: "cursor", message: "is not a cursor of this list" }]
        })
      }
      const limit = params.limit ?? 50
      const rows = yield* repo.page(id, before, limit + 1)
      const page = rows.slice(0, limit)
      const hasMore = rows.length > limit
      return {
        data: page.map(toExecution),
        page: { hasMore, nextCursor: hasMore ? encodeSeq(page[page.length - 1]!.seq) : null }
      }
    })

    const drift = Effect.fn("CopyReports.drift")(function*(principal: Principal, strategyId: CopyStrategyId, id: CopySubscriptionId) {
      const { strategy, subscription } = yield* subscriptions.visible(principal, strategyId, id)
      const links = yield* repo.linkState(id, config.copyOpenSignalLifetimeMs)
      const copying = strategy.status === "active" && copiesCloses(subscription)
      const linked: Array<DriftReport["linked"][number]> = []
      const orphans: Array<DriftReport["orphans"][number]> = []
      // A netting follower's scale-in links its one position twice: reported once. (A hedging follower's scale-ins
      // are positions of their own, each reported beside the master position's whole volume.)
      const reported = new Set<string>()
      for (const l of links) {
        if (l.followerOpen === null) continue
        const pair = `${l.masterPositionId}\u0000${l.followerPositionId}`
        if (reported.has(pair)) continue
        reported.add(pair)
        if (l.masterOpen !== null) {
          linked.push({ masterPositionId: l.masterPositionId, followerPositionId: l.followerPositionId, symbol: l.symbol, masterVolume: l.masterOpen, followerVolume: l.followerOpen })
        } else {
          orphans.push({
            masterPositionId: l.masterPositionId, followerPositionId: l.followerPositionId, symbol: l.symbol,
            followerVolume: l.followerOpen, action: copying ? "closing" : "none: the subscription is not copying"
          })
        }
      }
      const now = Date.now()
      const missing = yield* Effect.forEach(yield* repo.unlinkedMaster(id, strategy.accountId), (p) =>
        Effect.map(repo.openOutcome(id, p.brokerPositionId), (o) => ({
          masterPositionId: p.brokerPositionId, symbol: p.symbol, side: p.side, volume: p.volume, openedAt: p.openedAt,
          reason: missingReason(o, now - p.openedAt.getTime() > config.copyOpenSignalLifetimeMs)
        })))
      const actions = (yield* repo.page(id, null, 500)).filter((r) =>
        r.kind === "drift_close" || r.kind === "removal_close" || r.kind === "risk_close" || r.dealKey.startsWith("missing:")).slice(0, 50)
      return { subscriptionId: id, checkedAt: new Date(), linked, orphans, missing, actions: actions.map(toExecution) }
    })

    /** Sizing of every subscription the caller can reach, like the archive refusal lists only reachable followers. */
    const preview = Effect.fn("CopyReports.preview")(function*(principal: Principal, strategyId: CopyStrategyId, body: PreviewRequest) {
      const strategy = yield* strategies.visible(principal, strategyId)
      const reach = yield* callerReach
      const all = (yield* subscriptionsRepo.list(principal.workspaceId, strategyId)).filter((s) => reach(s.accountId))
      return yield* copier.preview(strategy.accountId, all, {
        symbol: body.symbol, side: body.side, volume: body.volume, price: body.price,
        stopLoss: body.stopLoss ?? null, takeProfit: body.takeProfit ?? null
      })
    })

    return { executions, drift, preview } as const
  }),
  dependencies: [CopyExecutionsRepo.Default, Subscriptions.Default, SubscriptionsRepo.Default, Strategies.Default, Copier.Default]
}) {}
