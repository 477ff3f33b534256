import { PgClient } from "@effect/sql-pg"
import type { AccountId, DecimalString, OrderId, WorkspaceId } from "@svc/domain"
import { definedOnly } from "@svc/domain/definedOnly"
import { Position } from "@svc/domain/resources/position"
import { DEAL_ENTRY, DEAL_TYPE } from "@svc/terminal-runtime/terminal/enums"
import type { OrderAnswer } from "@svc/domain/account/tradingProtocol"
import type { Deal as TerminalDeal } from "@svc/terminal-runtime/terminal/deal"
import { positionFromTerminal, TradingStore, type OrderRecord, type StoredOrder, type TradeSync } from "@svc/terminal-runtime/trading/TradingStore"
import { Effect, Layer, Option } from "effect"
import { randomUUID } from "node:crypto"
import { makeBatcher } from "../db/Batcher.js"
import { isDataError } from "../db/dataError.js"
import { jsonParam, preparedStatement } from "../db/preparedStatement.js"
import { toOrder, type OrderRow } from "../trading/OrdersRepo.js"
import { renderOrderFor } from "../trading/render.js"

interface PositionRow {
  readonly accountId: AccountId
  readonly brokerPositionId: string
  readonly symbol: string
  readonly side: "buy" | "sell"
  readonly volume: string
  readonly openPrice: string
  readonly currentPrice: string
  readonly stopLoss: string | null
  readonly takeProfit: string | null
  readonly swap: string
  readonly profit: string
  readonly openedAt: Date
  readonly comment: string | null
  readonly magic: number | null
  readonly observedAt: Date
}

export const toPosition = (r: PositionRow) =>
  new Position({
    accountId: r.accountId,
    brokerPositionId: r.brokerPositionId,
    symbol: r.symbol,
    side: r.side,
    volume: r.volume as DecimalString,
    openPrice: r.openPrice as DecimalString,
    currentPrice: r.currentPrice as DecimalString,
    stopLoss: r.stopLoss as DecimalString | null,
    takeProfit: r.takeProfit as DecimalString | null,
    swap: r.swap as DecimalString,
    profit: r.profit as DecimalString,
    openedAt: r.openedAt,
    comment: r.comment,
    magic: r.magic,
    observedAt: r.observedAt
  }, true)

const nameOf = (table: Record<string, number>, n: number) =>
  Object.entries(table).find(([, v]) => v === n)?.[0].toLowerCase() ?? String(n)

const stored = (row: OrderRow): StoredOrder => ({
  order: toOrder(row),
  workspaceId: row.workspaceId,
  requestTag: row.requestTag,
  targetOrderId: row.targetOrderId
})

interface RecordItem {
  readonly change: OrderRecord
  /** One per event of the change, chosen once: a batch run again (see makeBatcher) cannot write an event twice. */
  readonly eventIds: ReadonlyArray<string>
  readonly answer: (OrderAnswer & { readonly workspaceId: WorkspaceId; readonly key: string }) | null
}

/**
 * Orders' results, their events and the answers under their idempotency keys, for a batch of orders at once. Events
 * of one change are a microsecond apart, so their recorded order is the spec's (`order.resolved` before
 * `order.filled`). Running it again for the same items changes nothing more: the updates set the same values and
 * the events keep their ids.
 */
const recordStatement = `
  with v as (
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
    insert into events (id, workspace_id, type, resource_id, payload, created_at)
    select x.id, u.workspace_id, x.type, u.id::text, x.payload, now() + x.n * interval '1 microsecond'
    from jsonb_to_recordset($2::jsonb) as x(id uuid, order_id uuid, type text, payload jsonb, n integer)
    join u on u.id = x.order_id
    on conflict (id) do nothing
    returning 1
  ),
  k as (
    update idempotency_keys k set status = a.status, body = a.body
    from jsonb_to_recordset($3::jsonb) as a(workspace_id uuid, key text, status integer, body text)
    where k.workspace_id = any($5::uuid[]) and k.key = any($6::text[]) and k.workspace_id = a.workspace_id and k.key = a.key
    returning 1
  )
  select (select count(*) from u)::int as orders, (select count(*) from e)::int as events, (select count(*) from k)::int as keys
`

/**
 * One pass of the position sync in one statement (one round trip, one commit, no rows sent back): the snapshot
 * replaces the account's positions, and the difference becomes `position.opened` (a ticket this statement inserted)
 * and `position.closed` (a stored ticket the terminal no longer reports, deleted by this statement) events, each
 * carrying the position as the API renders it. `$2` is the snapshot's positions as JSON, so an opened position's
 * payload keeps the terminal's own decimal strings, as stored; a closed one is rendered from its row, as
 * `GET …/positions` rendered it, with the pass's `observedAt`.
 */
const syncPositionsStatement = `
  with r as (
    select * from jsonb_to_recordset($2::jsonb) as r(
      "brokerPositionId" text, symbol text, side text, volume text, "openPrice" text, "currentPrice" text,
      "stopLoss" text, "takeProfit" text, swap text, profit text, "openedAt" text, comment text, magic integer)
  ),
  acc as (select workspace_id from accounts where id = $1::uuid),
  gone as (
    delete from positions p where p.account_id = $1::uuid and p.broker_position_id not in (select "brokerPositionId" from r)
    returning p.*
  ),
  up as (
    insert into positions (account_id, broker_position_id, workspace_id, symbol, side, volume, open_price, current_price,
      stop_loss, take_profit, swap, profit, opened_at, comment, magic, observed_at)
    select $1::uuid, r."brokerPositionId", acc.workspace_id, r.symbol, r.side, r.volume::numeric, r."openPrice"::numeric,
      r."currentPrice"::numeric, r."stopLoss"::numeric, r."takeProfit"::numeric, r.swap::numeric, r.profit::numeric,
      r."openedAt"::timestamptz, r.comment, r.magic, $3::text::timestamptz
    from r cross join acc
    on conflict (account_id, broker_position_id) do update set
      symbol = excluded.symbol, side = excluded.side, volume = excluded.volume, open_price = excluded.open_price,
      current_price = excluded.current_price, stop_loss = excluded.stop_loss, take_profit = excluded.take_profit,
      swap = excluded.swap, profit = excluded.profit, opened_at = excluded.opened_at, comment = excluded.comment,
      magic = excluded.magic, observed_at = excluded.observed_at
    -- xmax is 0 only on a row this statement inserted: a pass running at the same time cannot announce it twice.
    returning broker_position_id, (xmax = 0) as inserted
  ),
  e as (
    insert into events (id, workspace_id, type, resource_id, payload)
    select gen_random_uuid(), acc.workspace_id, 'position.opened', $1::text || ':' || r."brokerPositionId",
      jsonb_build_object(
        'accountId', $1::text, 'brokerPositionId', r."brokerPositionId", 'symbol', r.symbol, 'side', r.side,
        'volume', r.volume, 'openPrice', r."openPrice", 'currentPrice', r."currentPrice", 'stopLoss', r."stopLoss",
        'takeProfit', r."takeProfit", 'swap', r.swap, 'profit', r.profit, 'openedAt', r."openedAt", 'comment', r.comment,
        'magic', r.magic, 'observedAt', $3::text)
    from r cross join acc join up on up.broker_position_id = r."brokerPositionId" and up.inserted
    union all
    select gen_random_uuid(), acc.workspace_id, 'position.closed', $1::text || ':' || g.broker_position_id,
      jsonb_build_object(
        'accountId', $1::text, 'brokerPositionId', g.broker_position_id, 'symbol', g.symbol, 'side', g.side,
        'volume', g.volume::text, 'openPrice', g.open_price::text, 'currentPrice', g.current_price::text,
        'stopLoss', g.stop_loss::text, 'takeProfit', g.take_profit::text, 'swap', g.swap::text, 'profit', g.profit::text,
        'openedAt', to_char(g.opened_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'comment', g.comment,
        'magic', g.magic, 'observedAt', $3::text)
    from gone g cross join acc
  ),
  s as (
    insert into account_sync (account_id, positions_observed_at) select $1::uuid, $3::text::timestamptz from acc
    on conflict (account_id) do update set positions_observed_at = excluded.positions_observed_at
  )
  select exists (select 1 from acc) as found
`

/**
 * What trades changed, for trades of several accounts at once (one round trip, one commit): their deals, upserted
 * by broker ticket and linked to their orders as `syncDeals` does, and the positions they touched, as
 * `syncPositionsStatement` does for a whole snapshot, narrowed to the touched tickets (`$3` lists every touched ticket, `$2` the ones the
 * terminal still reports; a touched ticket it no longer reports is deleted and announced closed).
 */
const syncTradesStatement = `
  with d as (
    select * from jsonb_to_recordset($1::jsonb) as d(
      account_id uuid, id uuid, broker_deal_id text, broker_order_id text, broker_position_id text, symbol text,
      deal_type text, entry text, volume numeric, price numeric, commission numeric, swap numeric, profit numeric,
      fee numeric, dealt_at timestamptz, comment text)
  ),
  r as (
    select * from jsonb_to_recordset($2::jsonb) as r(
      "accountId" uuid, "brokerPositionId" text, symbol text, side text, volume text, "openPrice" text,
      "currentPrice" text, "stopLoss" text, "takeProfit" text, swap text, profit text, "openedAt" text, comment text,
      magic integer, "observedAt" text)
  ),
  t as (select * from jsonb_to_recordset($3::jsonb) as t(account_id uuid, ticket text, touched_at text)),
  acc as (select id, workspace_id from accounts where id = any($4::uuid[])),
  dl as (
    insert into deals (id, workspace_id, account_id, order_id, broker_deal_id, broker_order_id, broker_position_id,
      symbol, deal_type, entry, volume, price, commission, swap, profit, fee, dealt_at, comment)
    select d.id, acc.workspace_id, d.account_id,
      coalesce(
        (select o.id from orders o where o.request_tag = d.comment and o.account_id = d.account_id),
        (select o.id from orders o where o.account_id = d.account_id and o.broker_order_id = d.broker_order_id limit 1)),
      d.broker_deal_id, d.broker_order_id, d.broker_position_id, d.symbol, d.deal_type, d.entry, d.volume, d.price,
      d.commission, d.swap, d.profit, d.fee, d.dealt_at, d.comment
    from d join acc on acc.id = d.account_id
    on conflict (account_id, broker_deal_id) do update set order_id = coalesce(deals.order_id, excluded.order_id)
    returning 1
  ),
  gone as (
    delete from positions p using t
    where p.account_id = any($4::uuid[]) and p.account_id = t.account_id and p.broker_position_id = t.ticket
      and not exists (select 1 from r where r."accountId" = t.account_id and r."brokerPositionId" = t.ticket)
    returning p.*, t.touched_at
  ),
  up as (
    insert into positions (account_id, broker_position_id, workspace_id, symbol, side, volume, open_price, current_price,
      stop_loss, take_profit, swap, profit, opened_at, comment, magic, observed_at)
    select r."accountId", r."brokerPositionId", acc.workspace_id, r.symbol, r.side, r.volume::numeric,
      r."openPrice"::numeric, r."currentPrice"::numeric, r."stopLoss"::numeric, r."takeProfit"::numeric,
      r.swap::numeric, r.profit::numeric, r."openedAt"::timestamptz, r.comment, r.magic, r."observedAt"::timestamptz
    from r join acc on acc.id = r."accountId"
    on conflict (account_id, broker_position_id) do update set
      symbol = excluded.symbol, side = excluded.side, volume = excluded.volume, open_price = excluded.open_price,
      current_price = excluded.current_price, stop_loss = excluded.stop_loss, take_profit = excluded.take_profit,
      swap = excluded.swap, profit = excluded.profit, opened_at = excluded.opened_at, comment = excluded.comment,
      magic = excluded.magic, observed_at = excluded.observed_at
    returning account_id, broker_position_id, (xmax = 0) as inserted
  ),
  e as (
    insert into events (id, workspace_id, type, resource_id, payload)
    select gen_random_uuid(), acc.workspace_id, 'position.opened', r."accountId"::text || ':' || r."brokerPositionId",
      jsonb_build_object(
        'accountId', r."accountId"::text, 'brokerPositionId', r."brokerPositionId", 'symbol', r.symbol, 'side', r.side,
        'volume', r.volume, 'openPrice', r."openPrice", 'currentPrice', r."currentPrice", 'stopLoss', r."stopLoss",
        'takeProfit', r."takeProfit", 'swap', r.swap, 'profit', r.profit, 'openedAt', r."openedAt", 'comment', r.comment,
        'magic', r.magic, 'observedAt', r."observedAt")
    from r join acc on acc.id = r."accountId"
      join up on up.account_id = r."accountId" and up.broker_position_id = r."brokerPositionId" and up.inserted
    union all
    select gen_random_uuid(), acc.workspace_id, 'position.closed', g.account_id::text || ':' || g.broker_position_id,
      jsonb_build_object(
        'accountId', g.account_id::text, 'brokerPositionId', g.broker_position_id, 'symbol', g.symbol, 'side', g.side,
        'volume', g.volume::text, 'openPrice', g.open_price::text, 'currentPrice', g.current_price::text,
        'stopLoss', g.stop_loss::text, 'takeProfit', g.take_profit::text, 'swap', g.swap::text, 'profit', g.profit::text,
        'openedAt', to_char(g.opened_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'comment', g.comment,
        'magic', g.magic, 'observedAt', g.touched_at)
    from gone g join acc on acc.id = g.account_id
    returning 1
  )
  select (select count(*) from dl)::int as deals, (select count(*) from e)::int as events
`

interface TradeSyncItem {
  readonly accountId: AccountId
  readonly trade: TradeSync
}

/** A terminal deal as a `deals` row (without the account and order, which the statements add). */
const dealRow = (d: TerminalDeal) => ({
  id: randomUUID(),
  broker_deal_id: d.ticket,
  broker_order_id: d.order,
  broker_position_id: d.positionId,
  symbol: d.symbol ?? "",
  deal_type: nameOf(DEAL_TYPE, d.type),
  entry: d.entry === null ? null : nameOf(DEAL_ENTRY, d.entry),
  volume: d.volume,
  price: d.price,
  commission: d.commission,
  swap: d.swap,
  profit: d.profit,
  fee: d.fee,
  dealt_at: new Date(d.time),
  comment: d.comment === "" ? null : d.comment
})

/** The trading side's persistence on Postgres: orders, events, positions, deals. */
export const TradingStoreLive = Layer.effect(
  TradingStore,
  Effect.gen(function*() {
    const sql = yield* PgClient.PgClient

    /**
     * One statement: the order's change and its events, so neither exists without the other. Events of one change
     * are a microsecond apart, so their recorded order is the spec's (`order.resolved` before `order.filled`).
     */
    const updateWithEvents = (id: OrderId, fields: Record<string, unknown>, events: ReadonlyArray<string>, previousState: string) => {
      const rows = events.map((type) => ({ id: randomUUID(), type, payload: JSON.stringify({ previousState }) }))
      return (rows.length === 0
        ? sql<OrderRow>`update orders set ${sql.update(fields)} where id = ${id} returning *`
        : sql<OrderRow>`
          with u as (update orders set ${sql.update(fields)} where id = ${id} returning *),
          e as (
            insert into events (id, workspace_id, type, resource_id, payload, created_at)
            select (x.e->>'id')::uuid, u.workspace_id, x.e->>'type', u.id::text, (x.e->>'payload')::jsonb,
              now() + x.n * interval '1 microsecond'
            from u cross join jsonb_array_elements(${JSON.stringify(rows)}::jsonb) with ordinality as x(e, n)
            returning 1
          )
          select * from u`
      ).pipe(Effect.map((r) => r[0]!), Effect.orDie)
    }

    const syncPositionsRun = yield* preparedStatement<{ readonly found: boolean }>("svc_sync_positions", syncPositionsStatement)

    // Every order result of the moment in one statement (one round trip, one commit): see makeBatcher.
    const recordStatementRun = yield* preparedStatement<{ readonly orders: number }>("svc_record_orders", recordStatement)
    const recordBatch = yield* makeBatcher<RecordItem, void>({
      maxSize: 128,
      maxInFlight: 2,
      splits: isDataError,
      run: (items) =>
        recordStatementRun([
          jsonParam(items.map(({ change: { order } }) => ({
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
          jsonParam(items.flatMap(({ change, eventIds }) =>
            change.events.map((type, n) => ({
              id: eventIds[n],
              order_id: change.order.id,
              type,
              payload: { previousState: change.previousState },
              n: n + 1
            })))),
          jsonParam(items.flatMap(({ answer }) =>
            answer === null ? [] : [{ workspace_id: answer.workspaceId, key: answer.key, status: answer.status, body: answer.body }])),
          items.map(({ change }) => change.order.id),
          [...new Set(items.flatMap(({ answer }) => (answer === null ? [] : [answer.workspaceId])))],
          items.flatMap(({ answer }) => (answer === null ? [] : [answer.key]))
        ]).pipe(Effect.as(items.map(() => undefined)), Effect.orDie)
    })

    // Trades of every account finishing at the moment in one statement (one round trip, one commit).
    const syncTradesRun = yield* preparedStatement<{ readonly deals: number }>("svc_sync_trades", syncTradesStatement)
    const syncTradesBatch = yield* makeBatcher<TradeSyncItem, void>({
      maxSize: 128,
      maxInFlight: 2,
      splits: isDataError,
      run: (items) =>
        syncTradesRun([
          jsonParam(items.flatMap(({ accountId, trade }) => trade.deals.map((d) => ({ ...dealRow(d), account_id: accountId })))),
          jsonParam(items.flatMap(({ accountId, trade }) =>
            trade.positions.filter((p) => trade.touched.includes(p.ticket)).map((p) => positionFromTerminal(accountId, p, trade.observedAt)))),
          jsonParam(items.flatMap(({ accountId, trade }) =>
            trade.touched.map((ticket) => ({ account_id: accountId, ticket, touched_at: trade.observedAt.toISOString() })))),
          [...new Set(items.map(({ accountId }) => accountId))]
        ]).pipe(Effect.as(items.map(() => undefined)), Effect.orDie)
    })

    return TradingStore.of({
      insertSending: (o) =>
        sql<OrderRow>`
          insert into orders ${sql.insert({ ...o, state: "sending", sentAt: new Date() })}
          returning *
        `.pipe(Effect.map((r) => toOrder(r[0]!)), Effect.orDie, Effect.withSpan("TradingStore.insertSending")),

      record: (change, answerTo) =>
        Effect.gen(function*() {
          const eventIds = change.events.map(() => randomUUID())
          if (answerTo === null) {
            yield* recordBatch({ change, eventIds, answer: null })
            return null
          }
          const answer = yield* renderOrderFor(change.order, answerTo.retryable, answerTo.requestId)
          yield* recordBatch({ change, eventIds, answer: { ...answer, workspaceId: answerTo.workspaceId, key: answerTo.key } })
          return answer
        }),

      updateTarget: (id, c) =>
        updateWithEvents(id, definedOnly({
          state: c.state,
          stateDetail: c.stateDetail,
          price: c.price,
          stopLimitPrice: c.stopLimitPrice,
          stopLoss: c.stopLoss,
          takeProfit: c.takeProfit,
          expiration: c.expiration,
          filledVolume: c.filledVolume,
          filledPrice: c.filledPrice,
          brokerDealId: c.brokerDealId,
          brokerPositionId: c.brokerPositionId,
          settledAt: c.settled ? new Date() : undefined
        }), c.events, c.previousState).pipe(Effect.asVoid),

      get: (id) =>
        sql<OrderRow>`select * from orders where id = ${id}`.pipe(
          Effect.map((r) => Option.map(Option.fromNullable(r[0]), stored)),
          Effect.orDie
        ),

      unresolved: (accountId) =>
        sql<OrderRow>`
          select * from orders where account_id = ${accountId}
            and (needs_reconciliation or state in ('accepted', 'validating', 'sending'))
          order by created_at
        `.pipe(Effect.map((r) => r.map(stored)), Effect.orDie),

      working: (accountId) =>
        sql<OrderRow>`
          select * from orders where account_id = ${accountId} and state in ('working', 'partially_filled')
            and intent = 'open' and type <> 'market'
        `.pipe(Effect.map((r) => r.map(stored)), Effect.orDie),

      syncPositions: (accountId, positions, observedAt) =>
        Effect.gen(function*() {
          const snapshot = positions.map((p) => positionFromTerminal(accountId, p, observedAt))
          const [result] = yield* syncPositionsRun([accountId, jsonParam(snapshot), observedAt.toISOString()])
          return { accountId, observedAt, positions: result?.found === true ? snapshot : [] }
        }).pipe(Effect.orDie, Effect.withSpan("TradingStore.syncPositions")),

      syncDeals: (accountId, deals) =>
        Effect.gen(function*() {
          if (deals.length === 0) return
          const rows = deals.map(dealRow)
          // One statement and one JSON parameter for the batch (the first pass after connecting can carry a month of
          // deals); each deal finds its order by request tag or broker ticket, two index lookups, never the account's
          // whole history.
          yield* sql`
            with d as (
              select * from jsonb_to_recordset(${jsonParam(rows)}::jsonb) as d(
                id uuid, broker_deal_id text, broker_order_id text, broker_position_id text, symbol text, deal_type text,
                entry text, volume numeric, price numeric, commission numeric, swap numeric, profit numeric, fee numeric,
                dealt_at timestamptz, comment text)
            ),
            acc as (select workspace_id from accounts where id = ${accountId})
            insert into deals (id, workspace_id, account_id, order_id, broker_deal_id, broker_order_id, broker_position_id,
              symbol, deal_type, entry, volume, price, commission, swap, profit, fee, dealt_at, comment)
            select d.id, acc.workspace_id, ${accountId},
              coalesce(
                (select o.id from orders o where o.request_tag = d.comment and o.account_id = ${accountId}),
                (select o.id from orders o where o.account_id = ${accountId} and o.broker_order_id = d.broker_order_id limit 1)),
              d.broker_deal_id, d.broker_order_id, d.broker_position_id, d.symbol, d.deal_type, d.entry, d.volume, d.price,
              d.commission, d.swap, d.profit, d.fee, d.dealt_at, d.comment
            from d cross join acc
            on conflict (account_id, broker_deal_id) do update set order_id = coalesce(deals.order_id, excluded.order_id)
          `
        }).pipe(Effect.orDie, Effect.withSpan("TradingStore.syncDeals")),

      syncTrade: (accountId, trade) =>
        syncTradesBatch({ accountId, trade }).pipe(Effect.withSpan("TradingStore.syncTrade")),

      dealsSyncedUntil: (accountId) =>
        sql<{ dealsSyncedUntil: Date | null }>`select deals_synced_until from account_sync where account_id = ${accountId}`.pipe(
          Effect.map((r) => Option.fromNullable(r[0]?.dealsSyncedUntil)),
          Effect.orDie
        ),

      setDealsSyncedUntil: (accountId, until) =>
        sql`
          insert into account_sync (account_id, deals_synced_until) values (${accountId}, ${until})
          on conflict (account_id) do update set deals_synced_until = excluded.deals_synced_until
        `.pipe(Effect.asVoid, Effect.orDie)
    })
  })
)
