import { PgClient } from "@effect/sql-pg"
import type { AccountId, CopySubscriptionId, OrderId, WorkspaceId } from "@svc/domain"
import { Effect } from "effect"
import type { PendingKind } from "@svc/domain/copy/pendingOrder"
import { makeBatcher } from "../db/Batcher.js"
import { isDataError } from "../db/dataError.js"
import { jsonParam } from "../db/preparedStatement.js"
import { anyCopyingSql } from "./DealSignals.js"

/** Outcomes of a journal row: `pending` until the follower order's result is known, then final. */
export type ExecutionOutcome = "pending" | "copied" | "skipped" | "failed"
export type ExecutionKind =
  | "open" | "close" | "drift_close" | "removal_close" | "risk_close" | "modify"
  | "pending_place" | "pending_modify" | "pending_cancel"

/** What the row's order is, kept so a re-drive sends byte for byte what the first try sent (same key, same body). */
export interface CopyRequest {
  /** place, modify_order, cancel: a master pending order mirrored (placed, changed, withdrawn) on the follower. */
  readonly command: "open" | "close" | "modify" | "place" | "modify_order" | "cancel"
  readonly symbol: string
  readonly side: "buy" | "sell" | null
  readonly volume: string | null
  readonly stopLoss: string | null
  readonly takeProfit: string | null
  readonly positionId: string | null
  /** The follower's volume step and minimum when it opened: a later close is sized with them, without asking it. */
  readonly volumeStep: string | null
  readonly volumeMin: string | null
  readonly point: string | null
  readonly masterPrice: string | null
  readonly seenAt: number
  readonly dealtAt: number
  /** A pending order's kind, prices and expiry (ISO time; null good-till-cancelled), as placed or changed. */
  readonly pendingKind?: PendingKind
  readonly price?: string | null
  readonly stopLimitPrice?: string | null
  readonly expiration?: string | null
  /** modify_order, cancel: the follower's pending order (its order id) they act on. */
  readonly targetOrderId?: string
  /** open: a scale-in (the master added to an open position), linked to the position its deal went to. */
  readonly scaleIn?: boolean
  /**
   * open by the drift check (a missing copy): the master deal (its `deals` id) after which the master position's
   * volume it was sized on stood; the drift's replay of the master's closes starts it there.
   */
  readonly afterMasterDealId?: string
}

export interface ExecutionRow {
  readonly seq: string
  readonly id: string
  readonly subscriptionId: CopySubscriptionId
  readonly workspaceId: WorkspaceId
  readonly followerAccountId: AccountId
  readonly dealKey: string
  readonly masterDealId: string | null
  readonly masterBrokerDealId: string | null
  readonly masterPositionId: string | null
  /** The master pending order a pending_* row mirrors. */
  readonly masterOrderId: string | null
  readonly kind: ExecutionKind
  readonly attempt: number
  readonly request: CopyRequest | null
  readonly followerOrderId: OrderId | null
  readonly followerPositionId: string | null
  readonly symbol: string | null
  readonly side: string | null
  readonly volume: string | null
  readonly outcome: ExecutionOutcome
  readonly reason: string | null
  readonly detail: string | null
  readonly retcode: number | null
  readonly signalLatencyMs: number | null
  readonly copyLatencyMs: number | null
  readonly slippagePoints: string | null
  readonly createdAt: Date
  readonly finishedAt: Date | null
}

export type NewExecution = Pick<
  ExecutionRow,
  "id" | "subscriptionId" | "workspaceId" | "followerAccountId" | "dealKey" | "masterDealId" | "masterBrokerDealId" |
  "masterPositionId" | "kind" | "attempt" | "request" | "symbol" | "side" | "volume" | "outcome" | "reason" | "detail" |
  "signalLatencyMs"
> & {
  readonly masterOrderId?: string | null
  /** Set at once only on a row that is final when written (a link made by the follower's own pending order filling). */
  readonly followerOrderId?: OrderId | null
  readonly followerPositionId?: string | null
}

/** A master deal a copying subscription has not journaled yet, with what the copier needs of both. */
export interface UncopiedDeal {
  readonly subscriptionId: CopySubscriptionId
  readonly workspaceId: WorkspaceId
  readonly followerAccountId: AccountId
  readonly subscriptionStatus: string
  readonly stoppedReason: string | null
  readonly settings: unknown
  readonly masterAccountId: AccountId
  readonly dealId: string
  readonly brokerDealId: string
  readonly brokerPositionId: string | null
  readonly symbol: string
  readonly dealType: string
  readonly entry: string
  readonly volume: string | null
  readonly price: string | null
  readonly dealtAt: Date
  /** The master position's volume before this deal, from its deals (in minus out, earlier deals only). */
  readonly positionBefore: string
  /** Earlier `in` deals on the same master position: a scale-in when above zero. */
  readonly earlierIns: number
  /** The master position's volume after all its deals stored so far: zero or less once it is closed. */
  readonly positionNow: string
  readonly stopLoss: string | null
  readonly takeProfit: string | null
  /** The master order the deal came from (null when the sync could not tell) and its type (`market` or a pending kind). */
  readonly masterOrderId: string | null
  readonly masterOrderType: string | null
  /** The workspace's plan (its id) and the subscription's paused symbols, read with the deal: a pass needs no more reads. */
  readonly workspacePlan: string | null
  readonly pausedSymbols: ReadonlyArray<string>
}

/** A master pending order of a copying subscription, with the follower's copy of it when one was placed. */
export interface PendingToMirror {
  readonly subscriptionId: CopySubscriptionId
  readonly workspaceId: WorkspaceId
  readonly followerAccountId: AccountId
  readonly subscriptionStatus: string
  readonly stoppedReason: string | null
  readonly settings: unknown
  readonly masterAccountId: AccountId
  readonly masterOrderId: string
  readonly masterType: string
  readonly symbol: string
  readonly volume: string | null
  readonly price: string | null
  readonly stopLimitPrice: string | null
  readonly stopLoss: string | null
  readonly takeProfit: string | null
  readonly expiration: Date | null
  readonly masterState: string
  readonly masterCreatedAt: Date
  /** When the master order left the book (filled, cancelled, expired); its creation while it works. */
  readonly masterSettledAt: Date
  /** The placement row (`porder:<master order>`) when there is one, and the follower order it placed. */
  readonly placementOutcome: ExecutionOutcome | null
  readonly placementRequest: CopyRequest | null
  readonly followerOrderId: OrderId | null
  readonly followerState: string | null
  readonly followerPrice: string | null
  readonly followerStopLimitPrice: string | null
  readonly followerStopLoss: string | null
  readonly followerTakeProfit: string | null
  readonly followerExpiration: Date | null
  /** The master's latest completed change of the order (a modify order's id), and whether this subscription journaled it. */
  readonly lastModifyId: string | null
  readonly lastModifyAt: Date | null
  readonly lastModifyJournaled: boolean
}

/** The copy journal and the per-symbol rejection streaks: every statement on them, and the reads the copier makes. */
export class CopyExecutionsRepo extends Effect.Service<CopyExecutionsRepo>()("@svc/api/copy/CopyExecutionsRepo", {
  effect: Effect.gen(function*() {
    const sql = yield* PgClient.PgClient

    /**
     * Master deals (position deals of buy/sell type) of active strategies not yet journaled by their active or
     * close_only subscriptions, oldest first, from the later of the subscription's and the strategy's `copy_from` less
     * the open-signal lifetime: a master trade made shortly before a resume (or the subscription) is still copied, an
     * older one's open has expired (its close, copied too, finds no link).
     * A paused strategy or subscription reads nothing: nothing is copied, closes included.
     */
    /** Whether any subscription copies at all: without one the passes' joins over every deal are skipped. */
    const anyCopying = sql<{ readonly any: boolean }>`select ${sql.literal(anyCopyingSql)} as any`.pipe(
      Effect.map((rows) => rows[0]?.any === true), Effect.orDie, Effect.withSpan("CopyExecutionsRepo.anyCopying"))

    /**
     * The master accounts of active strategies with a copying subscription: the copier's wake-ups are for their deals
     * only (a follower's own deals, stored after each copy, have nothing to copy).
     */
    const copyingMasters = sql<{ readonly accountId: AccountId }>`
      select distinct st.account_id from copy_strategies st
      join copy_subscriptions s on s.strategy_id = st.id and s.status in ('active', 'close_only')
      where st.status = 'active'`.pipe(
      Effect.map((rows) => rows.map((r) => r.accountId)), Effect.orDie, Effect.withSpan("CopyExecutionsRepo.copyingMasters"))

    /** `masters`: only these master accounts' deals (a wake-up for their stored deals); every master's otherwise. */
    const uncopied = (limit: number, openSignalLifetimeMs: number, masters?: ReadonlyArray<AccountId>) =>
      sql<UncopiedDeal>`
        select s.id as subscription_id, s.workspace_id, s.account_id as follower_account_id,
          s.status as subscription_status, s.stopped_reason, s.settings, st.account_id as master_account_id,
          d.id as deal_id, d.broker_deal_id, d.broker_position_id, d.symbol, d.deal_type, d.entry, d.volume::text,
          d.price::text, d.dealt_at,
          -- Signed by side (a buy adds, a sell takes away) so a netting reversal (inout) turns the sum around.
          coalesce(abs((select sum(case when p.deal_type = 'buy' then p.volume else -p.volume end) from deals p
            where p.account_id = d.account_id and p.broker_position_id = d.broker_position_id
              and p.entry in ('in', 'out', 'out_by', 'inout') and (p.dealt_at, p.broker_deal_id) < (d.dealt_at, d.broker_deal_id))), 0)::text
            as position_before,
          (select count(*)::int from deals p
            where p.account_id = d.account_id and p.broker_position_id = d.broker_position_id and p.entry = 'in'
              and (p.dealt_at, p.broker_deal_id) < (d.dealt_at, d.broker_deal_id)) as earlier_ins,
          coalesce(abs((select sum(case when p.deal_type = 'buy' then p.volume else -p.volume end) from deals p
            where p.account_id = d.account_id and p.broker_position_id = d.broker_position_id
              and p.entry in ('in', 'out', 'out_by', 'inout'))), 0)::text as position_now,
          mp.stop_loss::text as stop_loss, mp.take_profit::text as take_profit,
          mo.id as master_order_id, mo.type as master_order_type,
          (select w.plan from workspaces w where w.id = s.workspace_id) as workspace_plan,
          array(select sp.symbol from copy_symbol_pauses sp where sp.subscription_id = s.id and sp.paused_at is not null)
            as paused_symbols
        from copy_subscriptions s
        join copy_strategies st on st.id = s.strategy_id and st.status = 'active'
        join deals d on d.account_id = st.account_id and d.entry is not null and d.deal_type in ('buy', 'sell')
          and d.dealt_at >= greatest(s.copy_from, st.copy_from) - ${openSignalLifetimeMs} * interval '1 millisecond'
        left join positions mp on mp.account_id = d.account_id and mp.broker_position_id = d.broker_position_id
        -- The order the deal came from; a deal matched to a change of a pending order (same broker ticket) is the
        -- pending order's own.
        left join orders o1 on o1.id = d.order_id
        left join orders mo on mo.id = coalesce(o1.target_order_id, o1.id)
        where s.status in ('active', 'close_only')
          ${masters === undefined ? sql`` : sql`and st.account_id in ${sql.in(masters)}`}
          and not exists (select 1 from copy_executions e where e.subscription_id = s.id and e.deal_key = 'deal:' || d.id::text)
        order by d.dealt_at, d.broker_deal_id, s.id
        limit ${limit}`.pipe(Effect.orDie, Effect.withSpan("CopyExecutionsRepo.uncopied"))

    /**
     * Master pending orders the pending pass acts on, per copying subscription: those working at the master with no
     * placement row yet (and no deal of theirs stored: a fill already seen is the deal pass's), and those whose copy
     * still works at the follower (to change or withdraw it). Orders from before the subscription's and the strategy's
     * `copy_from` less the open-signal lifetime are not copied, like deals.
     */
    const pendingToMirror = (openSignalLifetimeMs: number) =>
      sql<PendingToMirror>`
        select s.id as subscription_id, s.workspace_id, s.account_id as follower_account_id,
          s.status as subscription_status, s.stopped_reason, s.settings, st.account_id as master_account_id,
          o.id as master_order_id, o.type as master_type, o.symbol, o.volume::text, o.price::text,
          o.stop_limit_price::text, o.stop_loss::text, o.take_profit::text, o.expiration, o.state as master_state,
          o.created_at as master_created_at, coalesce(o.settled_at, o.created_at) as master_settled_at,
          pl.outcome as placement_outcome, pl.request as placement_request, pl.follower_order_id,
          fo.state as follower_state, fo.price::text as follower_price, fo.stop_limit_price::text as follower_stop_limit_price,
          fo.stop_loss::text as follower_stop_loss, fo.take_profit::text as follower_take_profit,
          fo.expiration as follower_expiration,
          lm.id as last_modify_id, lm.created_at as last_modify_at,
          exists (select 1 from copy_executions c where c.subscription_id = s.id
            and c.deal_key = 'pmodify:' || lm.id::text) as last_modify_journaled
        from copy_subscriptions s
        join copy_strategies st on st.id = s.strategy_id and st.status = 'active'
        join orders o on o.account_id = st.account_id and o.intent = 'open' and o.type <> 'market'
          and o.created_at >= greatest(s.copy_from, st.copy_from) - ${openSignalLifetimeMs} * interval '1 millisecond'
        left join copy_executions pl on pl.subscription_id = s.id and pl.deal_key = 'porder:' || o.id::text
        left join orders fo on fo.id = pl.follower_order_id
        left join lateral (select m.id, m.created_at from orders m where m.target_order_id = o.id and m.intent = 'modify'
          and m.state = 'completed' order by m.created_at desc, m.id desc limit 1) lm on true
        where s.status in ('active', 'close_only')
          and ((pl.id is null and o.state = 'working'
              and not exists (select 1 from deals d where d.account_id = o.account_id
                and (d.order_id = o.id or d.broker_order_id = o.broker_order_id)))
            or (pl.outcome = 'copied' and fo.state in ('working', 'partially_filled')))
        order by o.created_at, s.id
        limit 500`.pipe(Effect.orDie, Effect.withSpan("CopyExecutionsRepo.pendingToMirror"))

    /**
     * The placement row of a master pending order on a subscription, with the follower order it placed as it stands
     * (the deal pass links the follower's own fill instead of copying the master's fill at market).
     */
    const placementOf = (subscriptionId: CopySubscriptionId, masterOrderId: string) =>
      sql<{
        outcome: ExecutionOutcome
        reason: string | null
        request: CopyRequest | null
        followerOrderId: OrderId | null
        followerState: string | null
        followerPositionId: string | null
        filledVolume: string | null
        followerVolume: string | null
      }>`
        select e.outcome, e.reason, e.request, e.follower_order_id, fo.state as follower_state,
          fo.broker_position_id as follower_position_id, fo.filled_volume::text, fo.volume::text as follower_volume
        from copy_executions e left join orders fo on fo.id = e.follower_order_id
        where e.subscription_id = ${subscriptionId} and e.deal_key = ${"porder:" + masterOrderId}`.pipe(
        Effect.orDie,
        Effect.map((r) => r[0])
      )

    /** Cancels of a follower's copy of one master pending order: how many, whether one is pending or done, the last's end. */
    const cancelAttemptsOf = (subscriptionId: CopySubscriptionId, masterOrderId: string) =>
      sql<{ n: number; pendingOrDone: number; lastFinishedAt: Date | null }>`
        select count(*)::int as n,
          count(*) filter (where outcome in ('pending', 'copied', 'skipped'))::int as pending_or_done,
          max(finished_at) as last_finished_at
        from copy_executions where subscription_id = ${subscriptionId} and starts_with(deal_key, ${`pcancel:${masterOrderId}#`})`.pipe(
        Effect.orDie,
        Effect.map((r) => r[0]!)
      )

    /** Writes the row unless one with its key exists: answers whether this call wrote it (then it owns the send). */
    const rowOf = (row: NewExecution) => ({
      ...row, request: row.request === null ? null : jsonParam(row.request),
      masterOrderId: row.masterOrderId ?? null, followerOrderId: row.followerOrderId ?? null,
      followerPositionId: row.followerPositionId ?? null
    })

    /**
     * Every row written at the moment in one statement (one round trip, one commit; see makeBatcher): a master deal
     * copied to 50 followers wrote 50 rows one statement each, side by side on the pool with the followers' orders,
     * before any of those orders could leave. Each row is still its own: written unless its key exists (a key twice
     * in one batch is written once, for the first), and each caller learns whether its own row was.
     */
    const insertBatch = yield* makeBatcher<NewExecution, boolean>({
      maxSize: 256,
      maxInFlight: 2,
      splits: isDataError,
      run: (rows) =>
        sql<{ id: string }>`
          insert into copy_executions ${sql.insert(rows.map(rowOf))}
          on conflict (subscription_id, deal_key) do nothing
          returning id`.pipe(
          Effect.orDie,
          Effect.map((written) => {
            const ids = new Set(written.map((r) => r.id))
            return rows.map((row) => ids.has(row.id))
          })
        )
    })
    /** Writes the row (before anything is sent) unless its key exists: whether this call wrote it. */
    const insert = (row: NewExecution) => insertBatch(row).pipe(Effect.withSpan("CopyExecutionsRepo.insert"))

    /**
     * Writes several rows in one statement (all or none: a crash never leaves part of them), unless their keys exist:
     * answers whether this call wrote them (then it owns their sends). The master close shared by several follower
     * positions is journaled so: its pieces are computed once, never again from holdings some pieces already changed.
     */
    const insertAll = (rows: ReadonlyArray<NewExecution>) =>
      sql<{ id: string }>`
        insert into copy_executions ${sql.insert(rows.map(rowOf))}
        on conflict (subscription_id, deal_key) do nothing
        returning id`.pipe(Effect.orDie, Effect.map((r) => r.length > 0), Effect.withSpan("CopyExecutionsRepo.insertAll"))

    /**
     * The master position's open rows since its latest reversal: `live` copied or still pending (a scale-in adds to
     * that copy), `any` at all (none while the open is still the deal pass's: never sent yet, or refused before it
     * reached the follower). A netting reversal keeps the position's id but starts a new direction whose own open
     * row (the `inout` deal's) decides: the old direction's copy was closed by it, so a scale-in after a refused
     * reversal has nothing to add to.
     */
    const copyOpenedFor = (subscriptionId: CopySubscriptionId, masterPositionId: string) =>
      sql<{ live: number; any: number }>`
        select count(*) filter (where e.outcome in ('copied', 'pending'))::int as live, count(*)::int as any
        from copy_executions e where e.subscription_id = ${subscriptionId}
          and e.master_position_id = ${masterPositionId} and e.kind = 'open'
          and e.seq >= coalesce((
            select max(r.seq) from copy_executions r join deals md on md.id = r.master_deal_id
            where r.subscription_id = ${subscriptionId} and r.master_position_id = ${masterPositionId}
              and r.kind = 'open' and md.entry = 'inout'), 0)`.pipe(Effect.orDie, Effect.map((r) => r[0]!))

    /**
     * Every copy of one master position (its open and its scale-ins), open or since closed, with the master deal
     * that opened each: the drift check replays the master's closes over all of them as the deal pass shared them.
     */
    const positionLinks = (subscriptionId: CopySubscriptionId, masterPositionId: string) =>
      sql<{ followerPositionId: string; followerOrderId: string | null; masterDealId: string | null; copiedVolume: string; afterMasterDealId: string | null }>`
        select e.follower_position_id, e.follower_order_id, e.master_deal_id::text, e.volume::text as copied_volume,
          e.request->>'afterMasterDealId' as after_master_deal_id
        from copy_executions e
        where e.subscription_id = ${subscriptionId} and e.master_position_id = ${masterPositionId}
          and e.kind = 'open' and e.outcome = 'copied' and e.follower_position_id is not null and e.volume is not null
        order by e.seq`.pipe(Effect.orDie, Effect.withSpan("CopyExecutionsRepo.positionLinks"))

    /**
     * The position a filled follower order's deal went to: the order's answer names its own ticket, which a netting
     * account's addition to a position it already holds is not (the deal names the position it grew).
     */
    const positionOfOrderDeal = (accountId: AccountId, orderId: OrderId, brokerOrderId: string | null) =>
      sql<{ brokerPositionId: string }>`
        select broker_position_id from deals where account_id = ${accountId} and broker_position_id is not null
          and (order_id = ${orderId} ${brokerOrderId === null ? sql`` : sql`or broker_order_id = ${brokerOrderId}`})
        order by dealt_at limit 1`.pipe(Effect.orDie, Effect.map((r) => r[0]?.brokerPositionId))

    type Finish = {
      readonly outcome: ExecutionOutcome
      readonly reason: string | null
      readonly detail: string | null
      readonly retcode: number | null
      readonly followerOrderId: OrderId | null
      readonly followerPositionId: string | null
      readonly volume: string | null
      readonly copyLatencyMs: number | null
      readonly slippagePoints: string | null
    }
    const finishOne = (id: string, fields: Finish) =>
      sql`
        update copy_executions set outcome = ${fields.outcome}, reason = ${fields.reason}, detail = ${fields.detail},
          retcode = ${fields.retcode}, follower_order_id = coalesce(${fields.followerOrderId}, follower_order_id),
          follower_position_id = coalesce(${fields.followerPositionId}, follower_position_id),
          volume = coalesce(${fields.volume}::numeric, volume), copy_latency_ms = ${fields.copyLatencyMs},
          slippage_points = ${fields.slippagePoints}::numeric,
          finished_at = case when ${fields.outcome} = 'pending' then null else now() end
        where id = ${id}`.pipe(Effect.asVoid)

    /**
     * Every row's result of the moment in one statement (one round trip, one commit; see makeBatcher): the 50
     * followers of a master deal each wrote theirs one statement each, on the pool the later followers' orders were
     * still waiting for. A row finished twice in one batch (never expected) is finished in order, one statement each.
     */
    const finishBatch = yield* makeBatcher<{ readonly id: string; readonly fields: Finish }, void>({
      maxSize: 256,
      maxInFlight: 2,
      splits: isDataError,
      run: (items) => {
        const done = Effect.as(Effect.void, items.map(() => undefined))
        if (new Set(items.map((i) => i.id)).size < items.length) {
          return sql.withTransaction(Effect.forEach(items, (i) => finishOne(i.id, i.fields), { discard: true })).pipe(Effect.zipRight(done), Effect.orDie)
        }
        return sql`
          update copy_executions e set outcome = f.outcome, reason = f.reason, detail = f.detail, retcode = f.retcode,
            follower_order_id = coalesce(f.follower_order_id, e.follower_order_id),
            follower_position_id = coalesce(f.follower_position_id, e.follower_position_id),
            volume = coalesce(f.volume, e.volume), copy_latency_ms = f.copy_latency_ms, slippage_points = f.slippage_points,
            finished_at = case when f.outcome = 'pending' then null else now() end
          from jsonb_to_recordset(${jsonParam(items.map(({ fields, id }) => ({
            id, outcome: fields.outcome, reason: fields.reason, detail: fields.detail, retcode: fields.retcode,
            follower_order_id: fields.followerOrderId, follower_position_id: fields.followerPositionId, volume: fields.volume,
            copy_latency_ms: fields.copyLatencyMs, slippage_points: fields.slippagePoints
          })))}::jsonb) as f(id uuid, outcome text, reason text, detail text, retcode integer, follower_order_id uuid,
            follower_position_id text, volume numeric, copy_latency_ms integer, slippage_points numeric)
          where e.id = f.id`.pipe(Effect.zipRight(done), Effect.orDie)
      }
    })
    const finish = (id: string, fields: Finish) => finishBatch({ id, fields }).pipe(Effect.withSpan("CopyExecutionsRepo.finish"))

    /**
     * An open that never reached the broker (the follower offline): its row goes, so the next pass tries the deal
     * again (same key, freed with the refusal) until its signal expires. Only a pending row: a final one stays.
     */
    const forget = (id: string) =>
      sql`delete from copy_executions where id = ${id} and outcome = 'pending'`.pipe(Effect.orDie, Effect.asVoid)

    /** Rows whose order result is not known yet: left by a crash, or by an order still unresolved at the broker. */
    const pending = sql<ExecutionRow>`
      select * from copy_executions where outcome = 'pending' order by seq limit 500`.pipe(
      Effect.orDie,
      Effect.withSpan("CopyExecutionsRepo.pending")
    )

    /** The order an idempotency key names, when its request got that far. */
    const orderOfKey = (workspaceId: WorkspaceId, key: string) =>
      sql<{ orderId: OrderId | null }>`
        select order_id from idempotency_keys where workspace_id = ${workspaceId} and key = ${key}`.pipe(
        Effect.orDie,
        Effect.map((r) => r[0]?.orderId ?? undefined)
      )

    /** Follower positions a subscription opened for a master position (copied opens), with the terms of their open. */
    const links = (subscriptionId: CopySubscriptionId, masterPositionId: string) =>
      sql<{ followerPositionId: string; request: CopyRequest | null; volume: string | null; open: string | null }>`
        select e.follower_position_id, e.request, e.volume::text,
          (select p.volume::text from positions p where p.account_id = e.follower_account_id
            and p.broker_position_id = e.follower_position_id) as open
        from copy_executions e
        where e.subscription_id = ${subscriptionId} and e.master_position_id = ${masterPositionId}
          and e.kind = 'open' and e.outcome = 'copied' and e.follower_position_id is not null
        order by e.seq`.pipe(Effect.orDie, Effect.withSpan("CopyExecutionsRepo.links"))

    /**
     * Every link of a subscription as it stands: the master position (open or not) and the follower position (open
     * or not), with the follower's own closes of it not yet final (so a drift pass does not close it twice).
     */
    const linkState = (subscriptionId: CopySubscriptionId, openSignalLifetimeMs: number) =>
      sql<{
        masterPositionId: string
        masterAccountId: AccountId
        followerPositionId: string
        followerAccountId: AccountId
        symbol: string | null
        copiedVolume: string | null
        masterOpen: string | null
        followerOpen: string | null
        closesInFlight: number
        ownCloses: number
        ownClosesFailed: number
        unjournaledCloses: number
        request: CopyRequest | null
        /** When this snapshot was read: deals dealt later are not in it (the drift check reads the deals up to it). */
        asOf: Date
        /**
         * Whether the follower's stored position is older than the last copy order sent on it: the order's read-back
         * failed (it is left to the next sync pass), so its volume is from before that order and says nothing now.
         */
        followerStale: boolean
      }>`
        select now() as as_of, e.master_position_id,
          coalesce((select p.observed_at from positions p where p.account_id = e.follower_account_id
            and p.broker_position_id = e.follower_position_id) < (select max(o.sent_at) from copy_executions c
              join orders o on o.id = c.follower_order_id
              where c.subscription_id = e.subscription_id and c.follower_position_id = e.follower_position_id), false) as follower_stale,
          st.account_id as master_account_id, e.follower_position_id, e.request,
          e.follower_account_id, e.symbol, e.volume::text as copied_volume,
          (select p.volume::text from positions p where p.account_id = st.account_id
            and p.broker_position_id = e.master_position_id) as master_open,
          (select p.volume::text from positions p where p.account_id = e.follower_account_id
            and p.broker_position_id = e.follower_position_id) as follower_open,
          (select count(*)::int from copy_executions c where c.subscription_id = e.subscription_id
            and c.follower_position_id = e.follower_position_id and c.kind <> 'open' and c.outcome = 'pending') as closes_in_flight,
          (select count(*)::int from copy_executions c where c.subscription_id = e.subscription_id
            and c.follower_position_id = e.follower_position_id and c.kind in ('drift_close', 'removal_close')) as own_closes,
          (select count(*)::int from copy_executions c where c.subscription_id = e.subscription_id
            and c.follower_position_id = e.follower_position_id and c.kind in ('drift_close', 'removal_close')
            and c.outcome = 'failed') as own_closes_failed,
          -- The master's closing deals this subscription has not journaled yet: the deal pass copies them, so the
          -- drift check leaves the link alone until then instead of racing it.
          (select count(*)::int from deals d where d.account_id = st.account_id
            and d.broker_position_id = e.master_position_id and d.entry in ('out', 'out_by', 'inout')
            and d.dealt_at >= greatest(s.copy_from, st.copy_from) - ${openSignalLifetimeMs} * interval '1 millisecond'
            and not exists (select 1 from copy_executions c where c.subscription_id = e.subscription_id
              and c.deal_key = 'deal:' || d.id::text)) as unjournaled_closes
        from copy_executions e
        join copy_subscriptions s on s.id = e.subscription_id
        join copy_strategies st on st.id = s.strategy_id
        where e.subscription_id = ${subscriptionId} and e.kind = 'open' and e.outcome = 'copied'
          and e.follower_position_id is not null
          -- Only copies still open: a closed one needs nothing (and the journal keeps every one ever made).
          and exists (select 1 from positions fp where fp.account_id = e.follower_account_id
            and fp.broker_position_id = e.follower_position_id)
        order by e.seq`.pipe(Effect.orDie, Effect.withSpan("CopyExecutionsRepo.linkState"))

    /** The master position's deals in order: its opening volume and each close's share (the drift replays them). */
    const masterPositionDeals = (masterAccountId: AccountId, masterPositionId: string, asOf?: Date) =>
      sql<{ id: string; entry: string; volume: string }>`
        select id::text, entry, volume::text from deals where account_id = ${masterAccountId} and broker_position_id = ${masterPositionId}
          and entry in ('in', 'out', 'out_by', 'inout') ${asOf === undefined ? sql`` : sql`and dealt_at <= ${asOf}`}
        order by dealt_at, broker_deal_id`.pipe(Effect.orDie)

    /** Master positions open now that the subscription has no copied link for (the drift report's `missing`). */
    const unlinkedMaster = (subscriptionId: CopySubscriptionId, masterAccountId: AccountId) =>
      sql<{
        brokerPositionId: string
        symbol: string
        side: string
        volume: string
        openedAt: Date
        openPrice: string
        stopLoss: string | null
        takeProfit: string | null
      }>`
        select p.broker_position_id, p.symbol, p.side, p.volume::text, p.opened_at, p.open_price::text,
          p.stop_loss::text, p.take_profit::text from positions p
        where p.account_id = ${masterAccountId}
          and not exists (select 1 from copy_executions e where e.subscription_id = ${subscriptionId}
            and e.master_position_id = p.broker_position_id and e.kind = 'open' and e.outcome = 'copied')
        order by p.opened_at, p.broker_position_id`.pipe(Effect.orDie, Effect.withSpan("CopyExecutionsRepo.unlinkedMaster"))

    /** What the journal did for a master position (the drift report says why a missing one stayed missing). */
    const openOutcome = (subscriptionId: CopySubscriptionId, masterPositionId: string) =>
      sql<{ outcome: ExecutionOutcome; reason: string | null }>`
        select outcome, reason from copy_executions where subscription_id = ${subscriptionId}
          and master_position_id = ${masterPositionId} and kind = 'open'
          -- A scale-in skipped because the open was not copied says nothing of why the open was not.
          and reason is distinct from 'scale_in_not_copied'
        order by seq desc limit 1`.pipe(
        Effect.orDie,
        Effect.map((r) => r[0])
      )

    /** Subscriptions the drift pass looks at: copying ones of active strategies, and removed ones closing copies. */
    const driftSubjects = sql<{
      id: CopySubscriptionId
      workspaceId: WorkspaceId
      accountId: AccountId
      masterAccountId: AccountId
      createdAt: Date
      status: string
      stoppedReason: string | null
      settings: unknown
    }>`
      select s.id, s.workspace_id, s.account_id, st.account_id as master_account_id, s.created_at, s.status, s.stopped_reason, s.settings
      from copy_subscriptions s
      join copy_strategies st on st.id = s.strategy_id and st.status = 'active'
      where s.status in ('active', 'close_only')
      order by s.id`.pipe(Effect.orDie)

    /**
     * Links of copying subscriptions whose master and follower positions are both open, with both positions' stops:
     * the copier mirrors a master's stop-loss or take-profit move onto the copy.
     */
    const openLinksWithStops = sql<{
      subscriptionId: CopySubscriptionId
      workspaceId: WorkspaceId
      followerAccountId: AccountId
      settings: unknown
      masterPositionId: string
      followerPositionId: string
      symbol: string
      masterStopLoss: string | null
      masterTakeProfit: string | null
      followerStopLoss: string | null
      followerTakeProfit: string | null
    }>`
      select s.id as subscription_id, s.workspace_id, s.account_id as follower_account_id, s.settings,
        e.master_position_id, e.follower_position_id, fp.symbol,
        mp.stop_loss::text as master_stop_loss, mp.take_profit::text as master_take_profit,
        fp.stop_loss::text as follower_stop_loss, fp.take_profit::text as follower_take_profit
      from copy_subscriptions s
      join copy_strategies st on st.id = s.strategy_id and st.status = 'active'
      join copy_executions e on e.subscription_id = s.id and e.kind = 'open' and e.outcome = 'copied'
      join positions mp on mp.account_id = st.account_id and mp.broker_position_id = e.master_position_id
      join positions fp on fp.account_id = e.follower_account_id and fp.broker_position_id = e.follower_position_id
      where s.status in ('active', 'close_only')
        and (mp.stop_loss is distinct from fp.stop_loss or mp.take_profit is distinct from fp.take_profit
          or s.settings->>'reverse' = 'true')
      order by s.id, e.seq`.pipe(Effect.orDie, Effect.withSpan("CopyExecutionsRepo.openLinksWithStops"))

    /** Stopped subscriptions whose removal or risk closes failed: the drift check tries them again. */
    const removedWithFailedCloses = sql<{ id: CopySubscriptionId; workspaceId: WorkspaceId; accountId: AccountId; kind: "removal_close" | "risk_close" }>`
      select distinct s.id, s.workspace_id, s.account_id, c.kind from copy_subscriptions s
      join copy_executions c on c.subscription_id = s.id and c.kind in ('removal_close', 'risk_close') and c.outcome = 'failed'
      where s.status = 'stopped'
      order by s.id`.pipe(Effect.orDie)

    /**
     * The follower's balance when the period began: set by the period's first check, as the balance then less the
     * trading results (profit, commission, swap, fee of buy/sell deals) the follower booked since `since` (the period's
     * boundary; the subscription's creation for `lifetime`), so a check that first runs hours into the day still
     * measures from midnight. Balance operations (deposits, withdrawals) are not trading and stay out of it.
     */
    const riskMark = (subscriptionId: CopySubscriptionId, accountId: AccountId, period: string, periodStart: Date, since: Date, balance: string) =>
      sql<{ startBalance: string }>`
        with ins as (
          insert into copy_risk_marks (subscription_id, period, period_start, start_balance)
          select ${subscriptionId}, ${period}, ${periodStart}, ${balance}::numeric - coalesce((
            select sum(coalesce(profit, 0) + coalesce(commission, 0) + coalesce(swap, 0) + coalesce(fee, 0)) from deals
            where account_id = ${accountId} and deal_type in ('buy', 'sell') and dealt_at >= ${since}), 0)
          on conflict do nothing returning start_balance
        )
        select start_balance::text from ins
        union all
        select start_balance::text from copy_risk_marks
        where subscription_id = ${subscriptionId} and period = ${period} and period_start = ${periodStart}
        limit 1`.pipe(Effect.orDie, Effect.map((r) => r[0]!.startBalance))

    /** Stops a copying subscription for `reason`: answers whether this call stopped it (the event is sent once). */
    const stop = (subscriptionId: CopySubscriptionId, reason: "risk_limit" | "rejections") =>
      sql<{ id: string }>`
        update copy_subscriptions set status = 'stopped', stopped_reason = ${reason}, updated_at = now()
        where id = ${subscriptionId} and status in ('active', 'close_only') returning id`.pipe(
        Effect.orDie,
        Effect.map((r) => r.length > 0)
      )

    /**
     * A fill ends its symbol's rejection streak: every fill of the moment in one statement (see makeBatcher). Each of
     * a master deal's 50 copies ran its own update after its send, on the pool the later copies' orders waited for,
     * nearly always finding no streak to end.
     */
    const resetBatch = yield* makeBatcher<{ readonly subscriptionId: CopySubscriptionId; readonly symbol: string }, void>({
      maxSize: 256,
      maxInFlight: 2,
      splits: isDataError,
      run: (items) =>
        sql`
          update copy_symbol_pauses p set streak = 0
          from jsonb_to_recordset(${jsonParam(items.map((i) => ({ subscription_id: i.subscriptionId, symbol: i.symbol })))}::jsonb)
            as f(subscription_id uuid, symbol text)
          where p.subscription_id = f.subscription_id and p.symbol = f.symbol and p.paused_at is null and p.streak > 0`.pipe(
          Effect.orDie,
          Effect.as(items.map(() => undefined))
        )
    })

    /** A rejection or a fill on a subscription's symbol: the streak after it, and whether this one paused it. */
    const countOutcome = (subscriptionId: CopySubscriptionId, symbol: string, rejected: boolean, pauseAt: number) =>
      rejected
        ? sql<{ streak: number; pausedNow: boolean }>`
            insert into copy_symbol_pauses (subscription_id, symbol, streak) values (${subscriptionId}, ${symbol}, 1)
            on conflict (subscription_id, symbol) do update set streak = copy_symbol_pauses.streak + 1,
              paused_at = case when copy_symbol_pauses.paused_at is null and copy_symbol_pauses.streak + 1 >= ${pauseAt}
                then now() else copy_symbol_pauses.paused_at end
            returning streak, (paused_at is not null and streak = ${pauseAt}) as paused_now`.pipe(
            Effect.orDie,
            Effect.map((r) => r[0]!)
          )
        : resetBatch({ subscriptionId, symbol }).pipe(Effect.as({ streak: 0, pausedNow: false }))

    const pausedSymbols = (subscriptionId: CopySubscriptionId) =>
      sql<{ symbol: string }>`
        select symbol from copy_symbol_pauses where subscription_id = ${subscriptionId} and paused_at is not null`.pipe(
        Effect.orDie,
        Effect.map((r) => new Set(r.map((x) => x.symbol)))
      )

    /** A resume lifts the subscription's symbol pauses: the caller decided to try again. */
    const clearPauses = (subscriptionId: CopySubscriptionId) =>
      sql`delete from copy_symbol_pauses where subscription_id = ${subscriptionId}`.pipe(Effect.orDie, Effect.asVoid)

    /** One page of a subscription's journal, newest first, after the `seq` a cursor names. */
    const page = (subscriptionId: CopySubscriptionId, before: string | null, limit: number) =>
      sql<ExecutionRow>`
        select * from copy_executions where subscription_id = ${subscriptionId}
          ${before === null ? sql`` : sql`and seq < ${before}::bigint`}
        order by seq desc limit ${limit}`.pipe(Effect.orDie, Effect.withSpan("CopyExecutionsRepo.page"))

    /** Removal with `close`: the follower positions of the subscription's links still open. */
    const openLinkedFollowerPositions = (subscriptionId: CopySubscriptionId) =>
      sql<{ followerPositionId: string; symbol: string | null }>`
        select distinct e.follower_position_id, e.symbol from copy_executions e
        join positions p on p.account_id = e.follower_account_id and p.broker_position_id = e.follower_position_id
        where e.subscription_id = ${subscriptionId} and e.kind = 'open' and e.outcome = 'copied'`.pipe(Effect.orDie)

    /** Attempts of one own close (its key before `#attempt`), and whether one is pending or done. */
    const ownCloseAttemptsOf = (subscriptionId: CopySubscriptionId, keyPrefix: string) =>
      sql<{ n: number; pendingOrDone: number }>`
        select count(*)::int as n,
          count(*) filter (where outcome in ('pending', 'copied', 'skipped'))::int as pending_or_done
        from copy_executions where subscription_id = ${subscriptionId} and starts_with(deal_key, ${keyPrefix + "#"})`.pipe(
        Effect.orDie,
        Effect.map((r) => r[0]!)
      )

    /**
     * The stop mirroring of one follower position so far (keys `modify:<position>#<n>`): how many rows, how many
     * pending, and the latest (what it asked for and how it ended).
     */
    const modifiesOf = (subscriptionId: CopySubscriptionId, followerPositionId: string) =>
      sql<{ n: number; pending: number; lastRequest: CopyRequest | null; lastOutcome: ExecutionOutcome | null; lastReason: string | null; lastFinishedAt: Date | null }>`
        select count(*)::int as n, count(*) filter (where outcome = 'pending')::int as pending,
          (array_agg(request order by seq desc))[1] as last_request,
          (array_agg(outcome order by seq desc))[1] as last_outcome,
          (array_agg(reason order by seq desc))[1] as last_reason,
          (array_agg(finished_at order by seq desc))[1] as last_finished_at
        from copy_executions where subscription_id = ${subscriptionId} and kind = 'modify'
          and starts_with(deal_key, ${`modify:${followerPositionId}#`})`.pipe(Effect.orDie, Effect.map((r) => r[0]!))

    /** Whether a close of this follower position already found it gone at the broker (final: never tried again). */
    /**
     * Follower positions opened by a copy of a master pending order that the master's never became: the master's was
     * cancelled (or expired) while the follower's copy filled before its withdrawal got there. Nothing links them
     * (no master position exists), so the drift check closes them.
     */
    const orphanPendingFills = (subscriptionId: CopySubscriptionId) =>
      sql<{ followerPositionId: string; symbol: string | null }>`
        select distinct fo.broker_position_id as follower_position_id, pl.symbol
        from copy_executions pl
        join orders fo on fo.id = pl.follower_order_id
        join orders o on o.id = pl.master_order_id
        where pl.subscription_id = ${subscriptionId} and pl.kind = 'pending_place' and pl.outcome = 'copied'
          and fo.state in ('filled', 'partially_filled') and fo.broker_position_id is not null
          and o.state in ('cancelled', 'expired', 'rejected', 'failed')
          and exists (select 1 from positions p where p.account_id = pl.follower_account_id and p.broker_position_id = fo.broker_position_id)
          and not exists (select 1 from copy_executions c where c.subscription_id = pl.subscription_id and c.kind = 'open'
            and c.outcome = 'copied' and c.follower_position_id = fo.broker_position_id)`.pipe(
        Effect.orDie,
        Effect.withSpan("CopyExecutionsRepo.orphanPendingFills")
      )

    const followerPositionGone = (subscriptionId: CopySubscriptionId, followerPositionId: string) =>
      sql<{ n: number }>`
        select count(*)::int as n from copy_executions where subscription_id = ${subscriptionId}
          and follower_position_id = ${followerPositionId} and reason = 'follower_position_gone'`.pipe(
        Effect.orDie,
        Effect.map((r) => r[0]!.n > 0)
      )

    return {
      anyCopying, copyingMasters, masterPositionDeals, uncopied, pendingToMirror, placementOf, cancelAttemptsOf, insert, insertAll, copyOpenedFor, positionOfOrderDeal, positionLinks, forget, finish, pending, orderOfKey, links, linkState, unlinkedMaster, openOutcome, driftSubjects,
      countOutcome, pausedSymbols, clearPauses, page, openLinkedFollowerPositions, ownCloseAttemptsOf, followerPositionGone, orphanPendingFills, modifiesOf, removedWithFailedCloses, riskMark, stop, openLinksWithStops
    } as const
  })
}) {}
