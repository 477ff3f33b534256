import { PgClient } from "@effect/sql-pg"
import type { AccountId, DecimalString, OrderId } from "@svc/domain"
import { Deal } from "@svc/domain/resources/deal"
import type { Deal as TerminalDeal } from "@svc/terminal-runtime/terminal/deal"
import { DEAL_ENTRY, DEAL_TYPE } from "@svc/terminal-runtime/terminal/enums"
import { positionFromTerminal, type TradeSync } from "@svc/terminal-runtime/trading/TradingStore"
import { Effect, Option } from "effect"
import { randomUUID } from "node:crypto"
import { makeBatcher } from "../db/Batcher.js"
import { isDataError } from "../db/dataError.js"
import { jsonParam, preparedStatement, timestampParam } from "../db/preparedStatement.js"
import { positionClosedSql } from "../events/eventTypes.js"
import { inlineEventsFrom, insertInlineEvents } from "../events/Outbox.js"
import { insertPositions, openedCandidates, positionsOnConflict } from "./PositionsRepo.js"

export interface DealRow {
  readonly id: string
  readonly accountId: string
  readonly orderId: string | null
  readonly brokerDealId: string
  readonly brokerOrderId: string | null
  readonly brokerPositionId: string | null
  readonly symbol: string
  readonly dealType: string
  readonly entry: string | null
  readonly volume: string | null
  readonly price: string | null
  readonly commission: string | null
  readonly swap: string | null
  readonly profit: string | null
  readonly fee: string | null
  readonly dealtAt: Date
  readonly comment: string | null
}

export const toDeal = (r: DealRow) =>
  Deal.make({
    ...r,
    id: r.id as Deal["id"],
    accountId: r.accountId as Deal["accountId"],
    orderId: r.orderId as Deal["orderId"],
    entry: r.entry as Deal["entry"],
    volume: r.volume as DecimalString | null,
    price: r.price as DecimalString | null,
    commission: r.commission as DecimalString | null,
    swap: r.swap as DecimalString | null,
    profit: r.profit as DecimalString | null,
    fee: r.fee as DecimalString | null
  })

const nameOf = (table: Record<string, number>, n: number) =>
  Object.entries(table).find(([, v]) => v === n)?.[0].toLowerCase() ?? String(n)

/** A terminal deal as a `deals` row (without the account and order, which the statements add). */
const terminalDealRow = (d: TerminalDeal) => ({
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

/**
 * What trades changed, for trades of several accounts at once, as the CTEs of a statement (see `tradeSyncParams`
 * for the parameters, numbered from `$first`): their deals, upserted by broker ticket and linked to their orders as
 * `syncDeals` does, and the positions they touched, as PositionsRepo's sync does for a whole snapshot, narrowed to
 * the touched tickets (`$first+2` lists every touched ticket, `$first+1` the ones the terminal still reports,
 * `$first+4` their `position.opened` events; a touched ticket it no longer reports is deleted and announced closed).
 * A deal's order is the item's `orderId` when given, else found by request tag or broker ticket. The position events are stamped `after` microseconds past the statement's time, so in a statement that also records
 * the order they follow the order's own events. The CTEs `trade_deals` and `trade_events` count what was written.
 */
export const tradeSyncCtes = (first: number, after = 0) => tradeCtes(after, {
  d: `select * from jsonb_to_recordset($${first}::jsonb) as d(
      account_id uuid, order_id uuid, id uuid, broker_deal_id text, broker_order_id text, broker_position_id text, symbol text,
      deal_type text, entry text, volume numeric, price numeric, commission numeric, swap numeric, profit numeric,
      fee numeric, dealt_at timestamptz, comment text)`,
  r: `select * from jsonb_to_recordset($${first + 1}::jsonb) as r(
      "accountId" uuid, "brokerPositionId" text, symbol text, side text, volume text, "openPrice" text,
      "currentPrice" text, "stopLoss" text, "takeProfit" text, swap text, profit text, "openedAt" text, comment text,
      magic integer, "observedAt" text)`,
  t: `select * from jsonb_to_recordset($${first + 2}::jsonb) as t(account_id uuid, ticket text, touched_at text)`,
  accounts: `$${first + 3}::uuid[]`,
  opened: inlineEventsFrom(`$${first + 4}`)
})

/** The deal, position, touched-ticket and event columns of `tradeSyncArrayCtes`, one array parameter each. */
const dealArrays = [
  ["account_id", "uuid"], ["order_id", "uuid"], ["id", "uuid"], ["broker_deal_id", "text"], ["broker_order_id", "text"],
  ["broker_position_id", "text"], ["symbol", "text"], ["deal_type", "text"], ["entry", "text"], ["volume", "numeric"],
  ["price", "numeric"], ["commission", "numeric"], ["swap", "numeric"], ["profit", "numeric"], ["fee", "numeric"],
  ["dealt_at", "timestamptz"], ["comment", "text"]
] as const
const positionArrays = [
  ["accountId", "uuid"], ["brokerPositionId", "text"], ["symbol", "text"], ["side", "text"], ["volume", "text"],
  ["openPrice", "text"], ["currentPrice", "text"], ["stopLoss", "text"], ["takeProfit", "text"], ["swap", "text"],
  ["profit", "text"], ["openedAt", "text"], ["comment", "text"], ["magic", "integer"], ["observedAt", "text"]
] as const
const touchedArrays = [["account_id", "uuid"], ["ticket", "text"], ["touched_at", "text"]] as const
const eventArrays = [["id", "uuid"], ["resource_id", "text"], ["type", "text"], ["payload", "jsonb"], ["n", "integer"]] as const

const unnestOf = (columns: ReadonlyArray<readonly [string, string]>, first: number, alias: string) =>
  `select * from unnest(${columns.map(([, type], k) => `$${first + k}::${type}[]`).join(", ")}) as ${alias}(${
    columns.map(([name]) => `"${name}"`).join(", ")
  })`

/**
 * `tradeSyncCtes` with an array parameter per column (`tradeSyncArrayParams`, 41 of them from `$first`) instead of
 * JSON recordsets: the statement that records a lone order with its trade (every order's unless several finish
 * together). Postgres reads arrays for less than JSON, and keeps a generic plan for them.
 */
export const tradeSyncArrayCtes = (first: number, after = 0) => {
  const r = first + dealArrays.length
  const t = r + positionArrays.length
  const accounts = t + touchedArrays.length
  return tradeCtes(after, {
    d: unnestOf(dealArrays, first, "d"),
    r: unnestOf(positionArrays, r, "r"),
    t: unnestOf(touchedArrays, t, "t"),
    accounts: `$${accounts}::uuid[]`,
    opened: `(${unnestOf(eventArrays, accounts + 1, "x")}) x`
  })
}

/** One row of `columns` from scalar parameters (from `$first`), none when its first column is null. */
const rowOf = (columns: ReadonlyArray<readonly [string, string]>, first: number) =>
  `select ${columns.map(([name, type], k) => `$${first + k}::${type} as "${name}"`).join(", ")} where $${first}::${columns[0]![1]} is not null`

/**
 * `tradeSyncArrayCtes` for a trade of at most one deal, one touched ticket (with at most its position) and one
 * position event, the common shape (a fill that opens or closes one position): the same 41 parameters as scalars
 * (`tradeSyncScalarParams`). Postgres plans a statement with array parameters again on every run (a custom plan,
 * each time ~3 ms of the order's record under load), since its generic plan assumes ten rows per array and costs
 * more; with scalars it keeps the generic plan, as for the rest of the lone order's record.
 */
export const tradeSyncScalarCtes = (first: number, after = 0) => {
  const r = first + dealArrays.length
  const t = r + positionArrays.length
  const accounts = t + touchedArrays.length
  return tradeCtes(after, {
    d: rowOf(dealArrays, first),
    r: rowOf(positionArrays, r),
    t: rowOf(touchedArrays, t),
    accounts: `array[$${accounts}::uuid]`,
    opened: `(${rowOf(eventArrays, accounts + 1)}) x`
  })
}

const tradeCtes = (after: number, from: {
  readonly d: string
  readonly r: string
  readonly t: string
  readonly accounts: string
  readonly opened: string
}) => `
  d as (${from.d}),
  r as (${from.r}),
  t as (${from.t}),
  acc as (select id, workspace_id from accounts where id = any(${from.accounts})),
  trade_deals as (
    insert into deals (id, workspace_id, account_id, order_id, broker_deal_id, broker_order_id, broker_position_id,
      symbol, deal_type, entry, volume, price, commission, swap, profit, fee, dealt_at, comment)
    select d.id, acc.workspace_id, d.account_id,
      coalesce(d.order_id,
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
    where p.account_id = any(${from.accounts}) and p.account_id = t.account_id and p.broker_position_id = t.ticket
      and not exists (select 1 from r where r."accountId" = t.account_id and r."brokerPositionId" = t.ticket)
    returning p.*, t.touched_at
  ),
  up as (
    ${insertPositions}
    select r."accountId", r."brokerPositionId", acc.workspace_id, r.symbol, r.side, r.volume::numeric,
      r."openPrice"::numeric, r."currentPrice"::numeric, r."stopLoss"::numeric, r."takeProfit"::numeric,
      r.swap::numeric, r.profit::numeric, r."openedAt"::timestamptz, r.comment, r.magic, r."observedAt"::timestamptz
    from r join acc on acc.id = r."accountId"
    ${positionsOnConflict}
    returning account_id, broker_position_id, (xmax = 0) as inserted
  ),
  trade_events as (
    ${insertInlineEvents}
    select x.id, acc.workspace_id, x.type, x.resource_id, x.payload, now() + (x.n + ${after}) * interval '1 microsecond'
    from ${from.opened}
      join up on x.resource_id = up.account_id::text || ':' || up.broker_position_id and up.inserted
      join acc on acc.id = up.account_id
    union all
    select gen_random_uuid(), acc.workspace_id, ${positionClosedSql("g", "g.touched_at")},
      now() + ${after} * interval '1 microsecond'
    from gone g join acc on acc.id = g.account_id
    returning 1
  )`

/** A trade of one account, as `tradeSyncCtes` takes it. */
export interface TradeSyncItem {
  readonly accountId: AccountId
  readonly trade: TradeSync
  /**
   * The order whose trade this is, when every deal of it is that order's (the read-back after the order's own
   * trade): linked directly, since the statement that records the order cannot yet see its broker ticket.
   */
  readonly orderId?: OrderId | undefined
}

/** The touched positions the terminal still reports, and every touched ticket, of `items`: both forms' rows. */
const touchedRows = (items: ReadonlyArray<TradeSyncItem>) => ({
  positions: items.flatMap(({ accountId, trade }) =>
    trade.positions.filter((p) => trade.touched.includes(p.ticket)).map((p) => positionFromTerminal(accountId, p, trade.observedAt))),
  touched: items.flatMap(({ accountId, trade }) =>
    trade.touched.map((ticket) => ({ account_id: accountId, ticket, touched_at: trade.observedAt.toISOString() })))
})

/** The five parameters of `tradeSyncCtes` for `items`, in order. */
export const tradeSyncParams = (items: ReadonlyArray<TradeSyncItem>): ReadonlyArray<unknown> => {
  const { positions, touched } = touchedRows(items)
  return [
    jsonParam(items.flatMap(({ accountId, orderId, trade }) => trade.deals.map((d) => ({ ...terminalDealRow(d), account_id: accountId, order_id: orderId ?? null })))),
    jsonParam(positions),
    jsonParam(touched),
    [...new Set(items.map(({ accountId }) => accountId))],
    jsonParam(openedCandidates(positions))
  ]
}

/** The 41 parameters of `tradeSyncArrayCtes` for `items`, in order. */
export const tradeSyncArrayParams = (items: ReadonlyArray<TradeSyncItem>): ReadonlyArray<unknown> => {
  const deals = items.flatMap(({ accountId, orderId, trade }) =>
    trade.deals.map((d): Record<(typeof dealArrays)[number][0], unknown> => ({
      ...terminalDealRow(d), dealt_at: timestampParam(new Date(d.time)), account_id: accountId, order_id: orderId ?? null
    })))
  const { positions, touched } = touchedRows(items)
  const positionRows = positions.map((p): Record<(typeof positionArrays)[number][0], unknown> => ({
    ...p, openedAt: p.openedAt.toISOString(), observedAt: p.observedAt.toISOString()
  }))
  const opened = openedCandidates(positions)
  return [
    ...dealArrays.map(([name]) => deals.map((d) => d[name])),
    ...positionArrays.map(([name]) => positionRows.map((p) => p[name])),
    ...touchedArrays.map(([name]) => touched.map((t) => t[name])),
    [...new Set(items.map(({ accountId }) => accountId))],
    opened.map((e) => e.id), opened.map((e) => e.resource_id), opened.map((e) => e.type),
    // As JSON text, with the strings a JSON parameter would carry (see jsonParam).
    opened.map((e) => jsonParam(e.payload)), opened.map((e) => e.n)
  ]
}

/**
 * The parameters of `tradeSyncScalarCtes` for one item whose every array parameter (`tradeSyncArrayParams`) holds at
 * most one value; undefined for any other trade, which takes the array form.
 */
export const tradeSyncScalarParams = (items: ReadonlyArray<TradeSyncItem>): ReadonlyArray<unknown> | undefined => {
  if (items.length !== 1) return undefined
  const arrays = tradeSyncArrayParams(items) as ReadonlyArray<ReadonlyArray<unknown>>
  return arrays.every((a) => a.length <= 1) ? arrays.map((a) => a[0] ?? null) : undefined
}

const syncTradesStatement = `
  with ${tradeSyncCtes(1)}
  select (select count(*) from trade_deals)::int as deals, (select count(*) from trade_events)::int as events
`

/**
 * The deals table (and the deals' mark in `account_sync`). A trade's sync also writes the positions it touched and
 * their events: one statement per batch of trades, the after-trade path's single commit.
 */
export class DealsRepo extends Effect.Service<DealsRepo>()("@svc/api/DealsRepo", {
  effect: Effect.gen(function*() {
    const sql = yield* PgClient.PgClient

    // Trades of every account finishing at the moment in one statement (one round trip, one commit).
    const syncTradesRun = yield* preparedStatement<{ readonly deals: number }>("svc_sync_trades", syncTradesStatement)
    const syncTrade = yield* makeBatcher<TradeSyncItem, void>({
      maxSize: 128,
      maxInFlight: 2,
      splits: isDataError,
      run: (items) => syncTradesRun(tradeSyncParams(items)).pipe(Effect.as(items.map(() => undefined)), Effect.orDie)
    })

    /**
     * One statement and one JSON parameter for the batch (the first pass after connecting can carry a month of
     * deals); each deal finds its order by request tag or broker ticket, two index lookups, never the account's
     * whole history.
     */
    const sync = (accountId: AccountId, deals: ReadonlyArray<TerminalDeal>) =>
      sql`
        with d as (
          select * from jsonb_to_recordset(${jsonParam(deals.map(terminalDealRow))}::jsonb) as d(
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
      `.pipe(Effect.asVoid, Effect.orDie)

    const ofOrder = (orderId: OrderId) =>
      sql<DealRow>`select * from deals where order_id = ${orderId} order by dealt_at, broker_deal_id`.pipe(
        Effect.map((rows) => rows.map(toDeal)),
        Effect.orDie
      )

    const ofAccount = (accountId: AccountId, range: { readonly since?: Date | undefined; readonly until?: Date | undefined }) =>
      sql<DealRow>`
        select * from deals where account_id = ${accountId}
        ${range.since === undefined ? sql`` : sql`and dealt_at >= ${range.since}`}
        ${range.until === undefined ? sql`` : sql`and dealt_at < ${range.until}`}
        order by dealt_at, broker_deal_id
      `.pipe(Effect.map((rows) => rows.map(toDeal)), Effect.orDie)

    const syncedUntil = (accountId: AccountId) =>
      sql<{ dealsSyncedUntil: Date | null }>`select deals_synced_until from account_sync where account_id = ${accountId}`.pipe(
        Effect.map((r) => Option.fromNullable(r[0]?.dealsSyncedUntil)),
        Effect.orDie
      )

    const setSyncedUntil = (accountId: AccountId, until: Date) =>
      sql`
        insert into account_sync (account_id, deals_synced_until) values (${accountId}, ${until})
        on conflict (account_id) do update set deals_synced_until = excluded.deals_synced_until
      `.pipe(Effect.asVoid, Effect.orDie)

    const storedTickets = (accountId: AccountId, since: Date) =>
      sql<{ brokerDealId: string }>`select broker_deal_id from deals where account_id = ${accountId} and dealt_at >= ${since}`.pipe(
        Effect.map((rows) => rows.map((r) => r.brokerDealId)),
        Effect.orDie
      )

    return { syncTrade, sync, ofOrder, ofAccount, syncedUntil, setSyncedUntil, storedTickets } as const
  })
}) {}
