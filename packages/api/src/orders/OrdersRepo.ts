import { PgClient } from "@effect/sql-pg"
import type { AccountId, DecimalString, OrderId, WaveId, WorkspaceId } from "@svc/domain"
import { Order, type OrderState } from "@svc/domain/resources/order"
import type { NewOrder } from "@svc/domain/order/newOrder"
import type { StoredOrder, TradeSync } from "@svc/terminal-runtime/trading/TradingStore"
import { Effect } from "effect"
import { Role } from "../config.js"
import { makeBatcher } from "../db/Batcher.js"
import { isDataError } from "../db/dataError.js"
import { cursorAtFormat, encodeCursor, type KeysetCursor } from "../db/keysetCursor.js"
import { jsonParam, preparedStatement, timestampParam } from "../db/preparedStatement.js"
import { anyCopyingSql } from "../copy/DealSignals.js"
import { tradeSyncArrayCtes, tradeSyncArrayParams, tradeSyncCtes, tradeSyncParams, tradeSyncScalarCtes, tradeSyncScalarParams } from "../accountData/DealsRepo.js"
import { inlineEventColumns, inlineEventsFrom, inlineEventValues, insertInlineEvents, type InlineEvent } from "../events/Outbox.js"

/** A row of `orders`: the order as first written (NewOrder) and what the broker and the actor added since. */
export interface OrderRow extends Omit<NewOrder, "waveId"> {
  readonly state: OrderState
  readonly stateDetail: string | null
  readonly needsReconciliation: boolean
  readonly retcode: number | null
  readonly retcodeText: string | null
  readonly brokerDealId: string | null
  readonly filledVolume: string | null
  readonly filledPrice: string | null
  readonly sentAt: Date | null
  readonly settledAt: Date | null
  readonly reconciledAt: Date | null
  readonly createdAt: Date
  readonly waveId: WaveId | null
}

const dec = (v: string | null): DecimalString | null => (v === null ? null : (v as DecimalString))

/** Rows come from our own table through typed SQL: the class is built without re-validating every field. */
export const toOrder = (row: OrderRow): Order =>
  new Order({
    id: row.id,
    accountId: row.accountId,
    clientOrderId: row.clientOrderId,
    symbol: row.symbol,
    side: row.side,
    type: row.type,
    intent: row.intent,
    brokerPositionId: row.brokerPositionId,
    volume: dec(row.volume),
    stopLoss: dec(row.stopLoss),
    takeProfit: dec(row.takeProfit),
    state: row.state,
    stateDetail: row.stateDetail,
    needsReconciliation: row.needsReconciliation,
    retcode: row.retcode,
    retcodeText: row.retcodeText,
    brokerOrderId: row.brokerOrderId,
    brokerDealId: row.brokerDealId,
    filledVolume: dec(row.filledVolume),
    filledPrice: dec(row.filledPrice),
    sentAt: row.sentAt,
    settledAt: row.settledAt,
    reconciledAt: row.reconciledAt,
    createdAt: row.createdAt,
    price: dec(row.price),
    stopLimitPrice: dec(row.stopLimitPrice),
    expiration: row.expiration,
    deviationPoints: row.deviationPoints,
    waveId: row.waveId
  }, true)

export const toStoredOrder = (row: OrderRow): StoredOrder => ({
  order: toOrder(row),
  workspaceId: row.workspaceId,
  requestTag: row.requestTag,
  targetOrderId: row.targetOrderId
})

export interface OrdersFilter {
  readonly accountId?: AccountId | undefined
  readonly state?: OrderState | undefined
  readonly clientOrderId?: string | undefined
  readonly createdAfter?: Date | undefined
  readonly createdBefore?: Date | undefined
}

/** Spec: an idempotency key is remembered for 24 hours. */
export const keyMemoryHours = 24

/** One order request's claim: its account (tenant check and kill switches), its key, and its `accepted` record. */
export interface Claim {
  readonly accountId: AccountId
  readonly workspaceId: WorkspaceId
  readonly key: string | undefined
  readonly fingerprint: string
  readonly orderId: OrderId
  /** The node (process) whose request takes the key: a retry elsewhere waits while it lives (see Nodes). */
  readonly owner?: string
  /** Written `accepted` in the same statement when the key is taken (orders that open exposure). */
  readonly accepted: { readonly order: NewOrder; readonly createdAt: Date } | null
}

export interface Claimed {
  /** The account exists in this workspace. */
  readonly found: boolean
  readonly tradingDisabled: boolean
  readonly workspaceTradingDisabled: boolean
  /** The workspace's plan as the claim read it (null when the account was not found): the allowance check needs no read of its own. */
  readonly plan: string | null
  /** The key is this request's now (always false without a key, or when the account check failed). */
  readonly taken: boolean
  /** The `accepted` order was written with the key. */
  readonly inserted: boolean
}

/** An order's result to record: its new fields, its events (ids chosen once) and the HTTP answer under its key. */
export interface OrderResult {
  readonly order: Order
  readonly events: ReadonlyArray<InlineEvent>
  readonly answer: { readonly workspaceId: WorkspaceId; readonly key: string; readonly status: number; readonly body: string } | null
  /** The order's trade (its deals and the positions it touched), written in the same statement when it can be. */
  readonly trade?: TradeSync | null | undefined
}

/**
 * What recording an order result answers: `withTrade`, its trade was written in the same statement; `copying`, that
 * statement saw a subscription copying (so the copier has something to do with the trade's deals; false without a
 * trade written).
 */
export interface RecordedResult {
  readonly withTrade: boolean
  readonly copying: boolean
}

/**
 * Microseconds after the statement's time for the position events of a trade recorded with its order: after the
 * order's own events (a handful, one microsecond apart), as they were when the trade was written after the order.
 */
const tradeEventsAfter = 100

/**
 * Everything an order request checks and takes before the actor sees it, for a batch of requests at once: the
 * account in the caller's workspace, both kill switches, the key (a key over 24 hours old is taken afresh) and,
 * when the key is taken, the order as `accepted`. The key is taken in the statement that writes the order, so two
 * requests with one key can never both reach the broker. One statement is all or nothing, so a batch Postgres refused
 * wrote no key and no order, and its claims can run again (see makeBatcher); a claim run again after a commit whose
 * answer was lost finds its key taken (not older than 24 hours) and writes nothing.
 */
const claimStatement = `
  with i as (
    select * from jsonb_to_recordset($1::jsonb) as i(n integer, account_id uuid, workspace_id uuid, key text, fingerprint text, order_id uuid, owner uuid)
  ),
  ok as (
    select i.n, a.trading_disabled, w.trading_disabled as workspace_trading_disabled, w.plan
    -- The id list lets the planner use the primary key whatever row count it guesses for the JSON.
    from i join accounts a on a.id = any($3::uuid[]) and a.id = i.account_id and a.workspace_id = i.workspace_id
    join workspaces w on w.id = a.workspace_id
  ),
  k as (
    insert into idempotency_keys (workspace_id, key, fingerprint, order_id, owner)
    select i.workspace_id, i.key, i.fingerprint, i.order_id, i.owner from i join ok on ok.n = i.n
    where i.key is not null and not ok.trading_disabled and not ok.workspace_trading_disabled
    on conflict (workspace_id, key) do update set
      fingerprint = excluded.fingerprint, order_id = excluded.order_id, owner = excluded.owner, status = null, body = null,
      created_at = now(), owned_at = now()
      where idempotency_keys.created_at < now() - make_interval(hours => ${keyMemoryHours})
    returning order_id
  ),
  o as (
    insert into orders (
      id, workspace_id, account_id, client_order_id, symbol, side, type, intent, broker_position_id, broker_order_id,
      volume, price, stop_limit_price, stop_loss, take_profit, expiration, deviation_points, request_tag,
      target_order_id, state, created_at)
    select r.id, r.workspace_id, r.account_id, r.client_order_id, r.symbol, r.side, r.type, r.intent,
      r.broker_position_id, r.broker_order_id, r.volume, r.price, r.stop_limit_price, r.stop_loss, r.take_profit,
      r.expiration, r.deviation_points, r.request_tag, r.target_order_id, 'accepted', r.created_at
    from jsonb_to_recordset($2::jsonb) as r(
      id uuid, workspace_id uuid, account_id uuid, client_order_id text, symbol text, side text, type text, intent text,
      broker_position_id text, broker_order_id text, volume numeric, price numeric, stop_limit_price numeric,
      stop_loss numeric, take_profit numeric, expiration timestamptz, deviation_points integer, request_tag text,
      target_order_id uuid, created_at timestamptz)
    where r.id in (select order_id from k)
    returning id
  )
  select i.n, ok.n is not null as found,
    coalesce(ok.trading_disabled, false) as trading_disabled,
    coalesce(ok.workspace_trading_disabled, false) as workspace_trading_disabled,
    ok.plan,
    exists (select 1 from k where k.order_id = i.order_id) as taken,
    exists (select 1 from o where o.id = i.order_id) as inserted
  from i left join ok on ok.n = i.n
  order by i.n
`

/** The columns of an `accepted` order, in the order `claimOneStatement` takes them (from its 7th parameter on). */
const acceptedColumns = `id, workspace_id, account_id, client_order_id, symbol, side, type, intent, broker_position_id, broker_order_id,
      volume, price, stop_limit_price, stop_loss, take_profit, expiration, deviation_points, request_tag,
      target_order_id, created_at`

/**
 * `claimStatement` for a batch of one, which is every claim unless requests arrive together: the same writes with
 * scalar parameters ($1–$6 the claim, $7–$26 the `accepted` order, all null without one). Reading a JSON recordset
 * costs Postgres more than the lookups themselves, and only with scalars does the prepared statement keep a generic
 * plan on the primary keys whatever the parameters.
 */
const claimOneStatement = `
  with ok as (
    select a.trading_disabled, w.trading_disabled as workspace_trading_disabled, w.plan
    from accounts a join workspaces w on w.id = a.workspace_id
    where a.id = $1::uuid and a.workspace_id = $2::uuid
  ),
  k as (
    insert into idempotency_keys (workspace_id, key, fingerprint, order_id, owner)
    select $2::uuid, $3::text, $4::text, $5::uuid, $6::uuid from ok
    where $3::text is not null and not ok.trading_disabled and not ok.workspace_trading_disabled
    on conflict (workspace_id, key) do update set
      fingerprint = excluded.fingerprint, order_id = excluded.order_id, owner = excluded.owner, status = null, body = null,
      created_at = now(), owned_at = now()
      where idempotency_keys.created_at < now() - make_interval(hours => ${keyMemoryHours})
    returning order_id
  ),
  o as (
    insert into orders (${acceptedColumns}, state)
    select $7::uuid, $8::uuid, $9::uuid, $10::text, $11::text, $12::text, $13::text, $14::text, $15::text, $16::text,
      $17::numeric, $18::numeric, $19::numeric, $20::numeric, $21::numeric, $22::timestamptz, $23::integer, $24::text,
      $25::uuid, $26::timestamptz, 'accepted'
    where $7::uuid in (select order_id from k)
    returning id
  )
  select ok.trading_disabled is not null as found,
    coalesce(ok.trading_disabled, false) as trading_disabled,
    coalesce(ok.workspace_trading_disabled, false) as workspace_trading_disabled,
    ok.plan,
    exists (select 1 from k where k.order_id = $5::uuid) as taken,
    exists (select 1 from o where o.id = $5::uuid) as inserted
  from (select 1) one left join ok on true
`

/**
 * Orders' results, their events and the answers under their idempotency keys, for a batch of orders at once. Events
 * of one change are a microsecond apart, so their recorded order is the spec's (`order.resolved` before
 * `order.filled`). Running it again for the same items changes nothing more: the updates set the same values and
 * the events keep their ids.
 */
const recordCtes = `
  v as (
    select * from jsonb_to_recordset($1::jsonb) as v(
      id uuid, state text, state_detail text, needs_reconciliation boolean, retcode integer, retcode_text text,
      broker_order_id text, broker_deal_id text, broker_position_id text, filled_volume numeric, filled_price numeric,
      sent_at timestamptz, settled_at timestamptz, reconciled_at timestamptz)
  ),
  u as (
    update orders o set
      state = v.state, state_detail = v.state_detail, needs_reconciliation = v.needs_reconciliation,
      retcode = v.retcode, retcode_text = v.retcode_text, broker_order_id = v.broker_order_id,
      broker_deal_id = v.broker_deal_id, broker_position_id = v.broker_position_id, filled_volume = v.filled_volume,
      filled_price = v.filled_price, sent_at = v.sent_at, settled_at = v.settled_at, reconciled_at = v.reconciled_at
    -- The id list lets the planner use the primary key whatever row count it guesses for the JSON (it guesses 100,
    -- and a hash join over the whole table grows with every order ever placed).
    from v where o.id = any($4::uuid[]) and o.id = v.id
    returning o.id, o.workspace_id
  ),
  e as (
    ${insertInlineEvents}
    ${inlineEventValues("u.workspace_id")}
    from ${inlineEventsFrom("$2")}
    join u on u.id::text = x.resource_id
    on conflict (id) do nothing
    returning 1
  ),
  k as (
    update idempotency_keys k set status = a.status, body = a.body
    from jsonb_to_recordset($3::jsonb) as a(workspace_id uuid, key text, status integer, body text)
    where k.workspace_id = any($5::uuid[]) and k.key = any($6::text[]) and k.workspace_id = a.workspace_id and k.key = a.key
    returning 1
  )`
const recordStatement = `with ${recordCtes}
  select (select count(*) from u)::int as orders, (select count(*) from e)::int as events, (select count(*) from k)::int as keys
`
/** `recordStatement` with the orders' trades (`tradeSyncCtes` from $7), their position events after the orders' own. */
const recordWithTradesStatement = `with ${recordCtes}, ${tradeSyncCtes(7, tradeEventsAfter)}
  select (select count(*) from u)::int as orders, (select count(*) from trade_deals)::int as deals, ${anyCopyingSql} as copying
`

/**
 * `recordStatement` for a batch of one, with scalar parameters (see `claimOneStatement`): $1–$14 the order's new
 * fields, $15–$19 its events as arrays (id, resource, type, payload as JSON text, n), $20–$23 the answer under its
 * key (all null without one).
 */
const recordOneCtes = `
  u as (
    update orders o set
      state = $2::text, state_detail = $3::text, needs_reconciliation = $4::boolean, retcode = $5::integer,
      retcode_text = $6::text, broker_order_id = $7::text, broker_deal_id = $8::text, broker_position_id = $9::text,
      filled_volume = $10::numeric, filled_price = $11::numeric, sent_at = $12::timestamptz, settled_at = $13::timestamptz,
      reconciled_at = $14::timestamptz
    where o.id = $1::uuid
    returning o.id, o.workspace_id
  ),
  e as (
    ${insertInlineEvents}
    ${inlineEventValues("u.workspace_id")}
    from unnest($15::uuid[], $16::text[], $17::text[], $18::jsonb[], $19::integer[]) as x(id, resource_id, type, payload, n)
    join u on u.id::text = x.resource_id
    on conflict (id) do nothing
    returning 1
  ),
  k as (
    update idempotency_keys k set status = $22::integer, body = $23::text
    where k.workspace_id = $20::uuid and k.key = $21::text
    returning 1
  )`
const recordOneStatement = `with ${recordOneCtes}
  select (select count(*) from u)::int as orders, (select count(*) from e)::int as events, (select count(*) from k)::int as keys
`
/** `recordOneStatement` with the order's trade, its rows as arrays too (`tradeSyncArrayCtes` from $24). */
const recordOneWithTradeStatement = `with ${recordOneCtes}, ${tradeSyncArrayCtes(24, tradeEventsAfter)}
  select (select count(*) from u)::int as orders, (select count(*) from trade_deals)::int as deals, ${anyCopyingSql} as copying
`
/** `recordOneWithTradeStatement` for a trade of one row of each kind at most, as scalars (`tradeSyncScalarCtes` from $24). */
const recordOneWithTradeScalarStatement = `with ${recordOneCtes}, ${tradeSyncScalarCtes(24, tradeEventsAfter)}
  select (select count(*) from u)::int as orders, (select count(*) from trade_deals)::int as deals, ${anyCopyingSql} as copying
`

interface ClaimedRow {
  readonly found: boolean
  readonly trading_disabled: boolean
  readonly workspace_trading_disabled: boolean
  readonly plan: string | null
  readonly taken: boolean
  readonly inserted: boolean
}

/** Armed wave legs, written `accepted` where no order has their id yet (their id is derived from wave and account). */
const armStatement = `
  insert into orders (
    id, workspace_id, account_id, client_order_id, symbol, side, type, intent, volume, price, stop_limit_price,
    stop_loss, take_profit, expiration, deviation_points, request_tag, wave_id, state, created_at)
  select r.id, r.workspace_id, r.account_id, r.client_order_id, r.symbol, r.side, r.type, r.intent, r.volume, r.price,
    r.stop_limit_price, r.stop_loss, r.take_profit, r.expiration, r.deviation_points, r.request_tag, r.wave_id, 'accepted',
    r.created_at
  from jsonb_to_recordset($1::jsonb) as r(
    id uuid, workspace_id uuid, account_id uuid, client_order_id text, symbol text, side text, type text, intent text,
    volume numeric, price numeric, stop_limit_price numeric, stop_loss numeric, take_profit numeric,
    expiration timestamptz, deviation_points integer, request_tag text, wave_id uuid, created_at timestamptz)
  on conflict do nothing
  returning id
`

/** An order written as it is sent, as `jsonb_populate_record(null::orders, …)` reads it (Postgres's column names). */
const sendingRow = (o: NewOrder) => ({
  id: o.id,
  workspace_id: o.workspaceId,
  account_id: o.accountId,
  client_order_id: o.clientOrderId,
  symbol: o.symbol,
  side: o.side,
  type: o.type,
  intent: o.intent,
  broker_position_id: o.brokerPositionId,
  broker_order_id: o.brokerOrderId,
  volume: o.volume,
  price: o.price,
  stop_limit_price: o.stopLimitPrice,
  stop_loss: o.stopLoss,
  take_profit: o.takeProfit,
  expiration: o.expiration,
  deviation_points: o.deviationPoints,
  request_tag: o.requestTag,
  target_order_id: o.targetOrderId,
  wave_id: o.waveId ?? null,
  state: "sending",
  sent_at: new Date()
})
const sendingColumns = Object.keys(sendingRow({} as NewOrder))

/**
 * The orders table: every statement that reads or writes it. The order path's writes are one statement each and
 * carry what must commit with them: the claim takes the idempotency key with the `accepted` order, the record
 * stores the HTTP answer under the key and the order's events (see Outbox's inline events).
 */
export class OrdersRepo extends Effect.Service<OrdersRepo>()("@svc/api/OrdersRepo", {
  effect: Effect.gen(function*() {
    const sql = yield* PgClient.PgClient
    // Several processes: a message can reach another runner again after its order was refused (see order_send_claims).
    const sendClaims = (yield* Effect.orDie(Role)) !== "all"

    const claimRun = yield* preparedStatement<ClaimedRow>("svc_claim_order", claimStatement)
    const claimOneRun = yield* preparedStatement<ClaimedRow>("svc_claim_order_one", claimOneStatement)
    const claimOne = (c: Claim) => {
      const a = c.accepted
      const o = a?.order
      return claimOneRun([
        c.accountId, c.workspaceId, c.key ?? null, c.fingerprint, c.orderId, c.owner ?? null,
        o?.id ?? null, o?.workspaceId ?? null, o?.accountId ?? null, o?.clientOrderId ?? null, o?.symbol ?? null,
        o?.side ?? null, o?.type ?? null, o?.intent ?? null, o?.brokerPositionId ?? null, o?.brokerOrderId ?? null,
        o?.volume ?? null, o?.price ?? null, o?.stopLimitPrice ?? null, o?.stopLoss ?? null, o?.takeProfit ?? null,
        timestampParam(o?.expiration), o?.deviationPoints ?? null, o?.requestTag ?? null, o?.targetOrderId ?? null,
        timestampParam(a?.createdAt)
      ])
    }
    // Every claim of the moment in one statement (one round trip, one commit): see makeBatcher.
    const claim = yield* makeBatcher<Claim, Claimed>({
      maxSize: 128,
      maxInFlight: 2,
      splits: isDataError,
      run: (claims) =>
        (claims.length === 1 ? claimOne(claims[0]!) : claimRun([
          jsonParam(claims.map((c, n) => ({
            n,
            account_id: c.accountId,
            workspace_id: c.workspaceId,
            key: c.key ?? null,
            fingerprint: c.fingerprint,
            order_id: c.orderId,
            owner: c.owner ?? null
          }))),
          jsonParam(claims.flatMap(({ accepted }) => accepted === null ? [] : [{
            id: accepted.order.id,
            workspace_id: accepted.order.workspaceId,
            account_id: accepted.order.accountId,
            client_order_id: accepted.order.clientOrderId,
            symbol: accepted.order.symbol,
            side: accepted.order.side,
            type: accepted.order.type,
            intent: accepted.order.intent,
            broker_position_id: accepted.order.brokerPositionId,
            broker_order_id: accepted.order.brokerOrderId,
            volume: accepted.order.volume,
            price: accepted.order.price,
            stop_limit_price: accepted.order.stopLimitPrice,
            stop_loss: accepted.order.stopLoss,
            take_profit: accepted.order.takeProfit,
            expiration: accepted.order.expiration,
            deviation_points: accepted.order.deviationPoints,
            request_tag: accepted.order.requestTag,
            target_order_id: accepted.order.targetOrderId,
            created_at: accepted.createdAt
          }])),
          [...new Set(claims.map((c) => c.accountId))]
        ])).pipe(
          Effect.map((rows) => rows.map((r): Claimed => ({
            found: r.found,
            tradingDisabled: r.trading_disabled,
            workspaceTradingDisabled: r.workspace_trading_disabled,
            plan: r.plan,
            taken: r.taken,
            inserted: r.inserted
          }))),
          Effect.orDie
        )
    })

    const armRun = yield* preparedStatement<{ readonly id: OrderId }>("svc_arm_orders", armStatement)
    /**
     * Wave legs armed at the same moment (a wave arms hundreds at once) in one statement: each written `accepted`
     * unless an order with its id exists. Answers whether it was written.
     */
    const insertAccepted = yield* makeBatcher<{ readonly order: NewOrder; readonly createdAt: Date }, boolean>({
      maxSize: 128,
      maxInFlight: 2,
      splits: isDataError,
      run: (items) =>
        armRun([jsonParam(items.map(({ createdAt, order }) => ({
          id: order.id,
          workspace_id: order.workspaceId,
          account_id: order.accountId,
          client_order_id: order.clientOrderId,
          symbol: order.symbol,
          side: order.side,
          type: order.type,
          intent: order.intent,
          volume: order.volume,
          price: order.price,
          stop_limit_price: order.stopLimitPrice,
          stop_loss: order.stopLoss,
          take_profit: order.takeProfit,
          expiration: order.expiration,
          deviation_points: order.deviationPoints,
          request_tag: order.requestTag,
          wave_id: order.waveId ?? null,
          created_at: createdAt
        })))]).pipe(
          Effect.map((rows) => {
            const written = new Set(rows.map((r) => r.id))
            return items.map(({ order }) => written.has(order.id))
          }),
          Effect.orDie
        )
    })

    /** `copying`: the statement wrote trades and saw a subscription copying (see `RecordedResult`). */
    type Recorded = { readonly orders: number; readonly copying?: boolean }
    const recordRun = yield* preparedStatement<Recorded>("svc_record_orders", recordStatement)
    const recordWithTradesRun = yield* preparedStatement<Recorded>("svc_record_orders_trades", recordWithTradesStatement)
    const recordOneRun = yield* preparedStatement<Recorded>("svc_record_order_one", recordOneStatement)
    const recordOneWithTradeRun = yield* preparedStatement<Recorded>("svc_record_order_one_trade", recordOneWithTradeStatement)
    const recordOneWithTradeScalarRun = yield* preparedStatement<Recorded>("svc_record_order_one_trade1", recordOneWithTradeScalarStatement)
    const tradesOf = (items: ReadonlyArray<OrderResult>) =>
      items.flatMap(({ order, trade }) => (trade == null ? [] : [{ accountId: order.accountId, orderId: order.id, trade }]))
    const recordOne = (item: OrderResult) => {
      const { answer, events, order } = item
      const params = [
        order.id, order.state, order.stateDetail, order.needsReconciliation, order.retcode, order.retcodeText,
        order.brokerOrderId, order.brokerDealId, order.brokerPositionId, order.filledVolume, order.filledPrice,
        timestampParam(order.sentAt), timestampParam(order.settledAt), timestampParam(order.reconciledAt),
        events.map((e) => e.id), events.map((e) => e.resource_id), events.map((e) => e.type),
        // As JSON text, with the strings a JSON parameter would carry (see jsonParam).
        events.map((e) => jsonParam(e.payload)), events.map((e) => e.n),
        answer?.workspaceId ?? null, answer?.key ?? null, answer?.status ?? null, answer?.body ?? null
      ]
      const trades = tradesOf([item])
      if (trades.length === 0) return recordOneRun(params)
      const scalars = tradeSyncScalarParams(trades)
      return scalars === undefined
        ? recordOneWithTradeRun([...params, ...tradeSyncArrayParams(trades)])
        : recordOneWithTradeScalarRun([...params, ...scalars])
    }
    const recordMany = (items: ReadonlyArray<OrderResult>) => {
      const params = [
        jsonParam(items.map(({ order }) => ({
          id: order.id,
          state: order.state,
          state_detail: order.stateDetail,
          needs_reconciliation: order.needsReconciliation,
          retcode: order.retcode,
          retcode_text: order.retcodeText,
          broker_order_id: order.brokerOrderId,
          broker_deal_id: order.brokerDealId,
          broker_position_id: order.brokerPositionId,
          filled_volume: order.filledVolume,
          filled_price: order.filledPrice,
          sent_at: order.sentAt,
          settled_at: order.settledAt,
          reconciled_at: order.reconciledAt
        }))),
        jsonParam(items.flatMap(({ events }) => events)),
        jsonParam(items.flatMap(({ answer }) =>
          answer === null ? [] : [{ workspace_id: answer.workspaceId, key: answer.key, status: answer.status, body: answer.body }])),
        items.map(({ order }) => order.id),
        [...new Set(items.flatMap(({ answer }) => (answer === null ? [] : [answer.workspaceId])))],
        items.flatMap(({ answer }) => (answer === null ? [] : [answer.key]))
      ]
      const trades = tradesOf(items)
      return trades.length === 0 ? recordRun(params) : recordWithTradesRun([...params, ...tradeSyncParams(trades)])
    }
    /**
     * Every order result of the moment in one statement (one round trip, one commit): see makeBatcher. Answers, per
     * order, whether its trade was written with it and whether a subscription copied as it was. A trade Postgres
     * refuses never stops its order's record: an order whose statement failed for something in its data alone (the
     * batcher splits a batch down to it) is recorded again without its trade, and the caller writes the trade on its own.
     */
    const record = yield* makeBatcher<OrderResult, RecordedResult>({
      maxSize: 128,
      maxInFlight: 2,
      splits: isDataError,
      run: (items) =>
        (items.length === 1 ? recordOne(items[0]!) : recordMany(items)).pipe(
          Effect.map((rows) => {
            const copying = rows[0]?.copying === true
            return items.map(({ trade }) => ({ withTrade: trade != null, copying }))
          }),
          Effect.catchAllCause((cause) =>
            items.length === 1 && items[0]!.trade != null && isDataError(cause)
              ? Effect.as(recordOne({ ...items[0]!, trade: null }), [{ withTrade: false, copying: false }])
              : Effect.failCause(cause)),
          Effect.orDie
        )
    })

    const find = (id: OrderId) =>
      sql<OrderRow>`select * from orders where id = ${id}`.pipe(Effect.map((r) => r[0]), Effect.orDie)

    const findInWorkspace = (workspaceId: WorkspaceId, id: OrderId) =>
      sql<OrderRow>`select * from orders where id = ${id} and workspace_id = ${workspaceId}`.pipe(
        Effect.map((r) => r[0]),
        Effect.orDie
      )

    const existsInWorkspace = (workspaceId: WorkspaceId, id: OrderId) =>
      sql`select 1 from orders where id = ${id} and workspace_id = ${workspaceId}`.pipe(
        Effect.map((r) => r.length > 0),
        Effect.orDie
      )

    /**
     * One page of a workspace's orders, newest first (`created_at desc, id desc`), starting right after `after`, and
     * the cursor of the page after it when there is one. The cursor carries `created_at` to the microsecond, as stored.
     */
    const page = (
      workspaceId: WorkspaceId,
      filter: OrdersFilter,
      options: {
        readonly limit: number
        readonly after: KeysetCursor | undefined
        /** Only orders of these accounts (a narrowed key's); null: every account. */
        readonly accountIds?: ReadonlyArray<AccountId> | null
      }
    ) =>
      sql<OrderRow & { readonly cursorAt: string }>`
        select *, to_char(created_at at time zone 'UTC', ${sql.literal(cursorAtFormat)}) as cursor_at
        from orders where workspace_id = ${workspaceId}
        ${filter.accountId === undefined ? sql`` : sql`and account_id = ${filter.accountId}`}
        ${options.accountIds == null ? sql`` : options.accountIds.length === 0 ? sql`and false` : sql`and account_id in ${sql.in(options.accountIds)}`}
        ${filter.state === undefined ? sql`` : sql`and state = ${filter.state}`}
        ${filter.clientOrderId === undefined ? sql`` : sql`and client_order_id = ${filter.clientOrderId}`}
        ${filter.createdAfter === undefined ? sql`` : sql`and created_at >= ${filter.createdAfter}`}
        ${filter.createdBefore === undefined ? sql`` : sql`and created_at < ${filter.createdBefore}`}
        ${options.after === undefined ? sql`` : sql`and (created_at, id) < (${options.after.at}::timestamptz, ${options.after.id}::uuid)`}
        order by created_at desc, id desc
        limit ${options.limit + 1}
      `.pipe(
        Effect.map((rows) => {
          const rowsOfPage = rows.slice(0, options.limit)
          const last = rowsOfPage[rowsOfPage.length - 1]
          return {
            rows: rowsOfPage,
            hasMore: rows.length > options.limit,
            nextCursor: rows.length > options.limit && last !== undefined ? encodeCursor(last.cursorAt, last.id) : null
          }
        }),
        Effect.orDie,
        Effect.withSpan("OrdersRepo.page")
      )

    /** Orders that do not open exposure are written as they are sent (no `accepted` record before). */
    const insertSending = (o: NewOrder) =>
      sql<OrderRow>`
        insert into orders ${sql.insert({ ...o, state: "sending", sentAt: new Date() })}
        returning *
      `.pipe(Effect.map((r) => r[0]!), Effect.orDie)

    /**
     * `insertSending` unless an order with its id is on record: undefined then (someone else claimed its send). With
     * several processes the id is taken in `order_send_claims` in the same statement, where a refusal that freed the
     * order's key took it first (see `release`).
     */
    const insertSendingOnce = (o: NewOrder) =>
      (sendClaims
        ? sql<OrderRow>`
          with c as (insert into order_send_claims (id, released) values (${o.id}, false) on conflict (id) do nothing returning 1)
          insert into orders (${sql.literal(sendingColumns.join(", "))})
          select ${sql.literal(sendingColumns.map((c) => `r.${c}`).join(", "))}
          from jsonb_populate_record(null::orders, ${jsonParam(sendingRow(o))}::jsonb) r
          where exists (select 1 from c)
          on conflict (id) do nothing
          returning *
        `
        : sql<OrderRow>`
          insert into orders ${sql.insert({ ...o, state: "sending", sentAt: new Date() })}
          on conflict (id) do nothing
          returning *
        `).pipe(Effect.map((r) => r[0]), Effect.orDie)

    /** An `accepted` order's send claimed: it moves to `sending` only from `accepted` (undefined: taken already). */
    const claimAccepted = (id: OrderId) =>
      sql<OrderRow>`
        update orders set state = 'sending', sent_at = now() where id = ${id} and state = 'accepted'
        returning *
      `.pipe(Effect.map((r) => r[0]), Effect.orDie)

    /**
     * One statement: a pending order's change and its events, so neither exists without the other. Events of one
     * change are a microsecond apart (see `inlineEvent`'s `n`).
     */
    const updateWithEvents = (id: OrderId, fields: Record<string, unknown>, events: ReadonlyArray<InlineEvent>) =>
      (events.length === 0
        ? sql<OrderRow>`update orders set ${sql.update(fields)} where id = ${id} returning *`
        : sql<OrderRow>`
          with u as (update orders set ${sql.update(fields)} where id = ${id} returning *),
          e as (
            ${sql.literal(insertInlineEvents)}
            ${sql.literal(inlineEventValues("u.workspace_id"))}
            from u cross join jsonb_to_recordset(${jsonParam(events)}::jsonb) as ${sql.literal(inlineEventColumns)}
            returning 1
          )
          select * from u`
      ).pipe(Effect.map((r) => r[0]!), Effect.orDie)

    /**
     * Refused before anything was sent: the key is freed and the `accepted` order written with it is removed (it
     * never existed as far as the broker is concerned), in one statement. True when it was freed. False when the
     * order's send was claimed first: with several processes the refused message can reach the runner that took the
     * account over and be sent there, and the key then answers for that order. An order id with no row yet (a close
     * or modify, which is written as it is sent) is taken as released in `order_send_claims`, so that such a
     * message finds it taken and never sends.
     */
    const release = (workspaceId: WorkspaceId, key: string, orderId: OrderId) =>
      (sendClaims
        ? sql<{ readonly freed: boolean }>`
          with o as (delete from orders where id = ${orderId} and state = 'accepted' returning 1),
          c as (
            insert into order_send_claims (id, released)
            select ${orderId}, true where not exists (select 1 from orders where id = ${orderId})
            on conflict (id) do nothing
            returning 1
          ),
          k as (
            delete from idempotency_keys where workspace_id = ${workspaceId} and key = ${key} and body is null
              and (exists (select 1 from o) or exists (select 1 from c))
            returning 1
          )
          select exists (select 1 from o) or exists (select 1 from c) as freed
        `
        : sql<{ readonly freed: boolean }>`
          with o as (delete from orders where id = ${orderId} and state = 'accepted' returning 1),
          k as (
            delete from idempotency_keys where workspace_id = ${workspaceId} and key = ${key} and body is null
              and (exists (select 1 from o) or not exists (select 1 from orders where id = ${orderId}))
            returning 1
          )
          select exists (select 1 from o) or not exists (select 1 from orders where id = ${orderId}) as freed
        `).pipe(Effect.map((r) => r[0]?.freed === true), Effect.orDie, Effect.withSpan("OrdersRepo.release"))

    /** Claims of order ids older than two days: keys live 24 hours, and no message waits that long. */
    const forgetSendClaims = sql`delete from order_send_claims where at < now() - interval '48 hours'`.pipe(
      Effect.asVoid,
      Effect.orDie
    )

    const unresolved = (accountId: AccountId) =>
      sql<OrderRow>`
        select * from orders where account_id = ${accountId}
          and (needs_reconciliation or state in ('accepted', 'validating', 'sending'))
        order by created_at
      `.pipe(Effect.orDie)

    const working = (accountId: AccountId) =>
      sql<OrderRow>`
        select * from orders where account_id = ${accountId} and state in ('working', 'partially_filled')
          and intent = 'open' and type <> 'market'
      `.pipe(Effect.orDie)

    /**
     * Orders that opened exposure since `since`, outside multi-account orders (those count as waves): what the plan's
     * monthly order allowance counts. Orders refused before the send were removed with their key and do not count.
     */
    const openedSince = (workspaceId: WorkspaceId, since: Date) =>
      sql<{ n: number }>`
        select count(*)::int as n from orders
        where workspace_id = ${workspaceId} and created_at >= ${since} and intent = 'open' and wave_id is null
      `.pipe(Effect.map((rows) => rows[0]?.n ?? 0), Effect.orDie, Effect.withSpan("OrdersRepo.openedSince"))

    return {
      claim, record, find, findInWorkspace, existsInWorkspace, page, insertSending, insertSendingOnce, claimAccepted, insertAccepted, updateWithEvents, release,
      forgetSendClaims, unresolved, working, openedSince
    } as const
  })
}) {}
