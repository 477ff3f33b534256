import { PgClient } from "@effect/sql-pg"
import type { AccountId, DecimalString } from "@svc/domain"
import { Position } from "@svc/domain/resources/position"
import { Effect } from "effect"
import { jsonParam, preparedStatement } from "../db/preparedStatement.js"
import { positionClosedSql, positionOpened, positionResourceId } from "../events/eventTypes.js"
import { inlineEvent, inlineEventsFrom, inlineEventValues, insertInlineEvents } from "../events/Outbox.js"

export interface PositionRow {
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

/**
 * `position.opened` for each of `positions`, as inline events: the statement that writes them keeps only those of
 * tickets it inserted.
 */
export const openedCandidates = (positions: ReadonlyArray<Position>) =>
  positions.map((p) => inlineEvent(positionResourceId(p.accountId, p.brokerPositionId), positionOpened(p)))

/**
 * The upsert of positions from a snapshot, shared by the statements that write positions (this repository's sync
 * and DealsRepo's trade sync): a known ticket takes every field of the new snapshot.
 */
export const insertPositions = `insert into positions (account_id, broker_position_id, workspace_id, symbol, side, volume,
      open_price, current_price, stop_loss, take_profit, swap, profit, opened_at, comment, magic, observed_at)`
export const positionsOnConflict = `on conflict (account_id, broker_position_id) do update set
      symbol = excluded.symbol, side = excluded.side, volume = excluded.volume, open_price = excluded.open_price,
      current_price = excluded.current_price, stop_loss = excluded.stop_loss, take_profit = excluded.take_profit,
      swap = excluded.swap, profit = excluded.profit, opened_at = excluded.opened_at, comment = excluded.comment,
      magic = excluded.magic, observed_at = excluded.observed_at`

/**
 * One pass of the position sync in one statement (one round trip, one commit, no rows sent back): the snapshot
 * replaces the account's positions, and the difference becomes `position.opened` (a ticket this statement inserted;
 * `$4` holds the event of every snapshot position) and `position.closed` (a stored ticket the terminal no longer
 * reports, deleted by this statement, rendered from its row with the pass's `observedAt`) events. `$2` is the
 * snapshot's positions as JSON, so an opened position keeps the terminal's own decimal strings, as stored.
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
    ${insertPositions}
    select $1::uuid, r."brokerPositionId", acc.workspace_id, r.symbol, r.side, r.volume::numeric, r."openPrice"::numeric,
      r."currentPrice"::numeric, r."stopLoss"::numeric, r."takeProfit"::numeric, r.swap::numeric, r.profit::numeric,
      r."openedAt"::timestamptz, r.comment, r.magic, $3::text::timestamptz
    from r cross join acc
    ${positionsOnConflict}
    -- xmax is 0 only on a row this statement inserted: a pass running at the same time cannot announce it twice.
    returning broker_position_id, (xmax = 0) as inserted
  ),
  e as (
    ${insertInlineEvents}
    ${inlineEventValues("acc.workspace_id")}
    from ${inlineEventsFrom("$4")} cross join acc
      join up on x.resource_id = $1::text || ':' || up.broker_position_id and up.inserted
    union all
    select gen_random_uuid(), acc.workspace_id, ${positionClosedSql("g", "$3::text")}, now()
    from gone g cross join acc
  ),
  s as (
    insert into account_sync (account_id, positions_observed_at) select $1::uuid, $3::text::timestamptz from acc
    on conflict (account_id) do update set positions_observed_at = excluded.positions_observed_at
  )
  select exists (select 1 from acc) as found
`

/** The positions table (and the positions' mark in `account_sync`, written with every snapshot). */
export class PositionsRepo extends Effect.Service<PositionsRepo>()("@svc/api/PositionsRepo", {
  effect: Effect.gen(function*() {
    const sql = yield* PgClient.PgClient
    const syncRun = yield* preparedStatement<{ readonly found: boolean }>("svc_sync_positions", syncPositionsStatement)

    /** Replaces the account's positions with `snapshot`; false when the account is gone. */
    const sync = (accountId: AccountId, snapshot: ReadonlyArray<Position>, observedAt: Date) =>
      syncRun([accountId, jsonParam(snapshot), observedAt.toISOString(), jsonParam(openedCandidates(snapshot))]).pipe(
        Effect.map(([result]) => result?.found === true),
        Effect.orDie
      )

    const list = (accountId: AccountId) =>
      sql<PositionRow>`
        select * from positions where account_id = ${accountId} order by opened_at, broker_position_id
      `.pipe(Effect.map((rows) => rows.map(toPosition)), Effect.orDie)

    const observedAt = (accountId: AccountId) =>
      sql<{ positionsObservedAt: Date | null }>`
        select positions_observed_at from account_sync where account_id = ${accountId}
      `.pipe(Effect.map((rows) => rows[0]?.positionsObservedAt ?? null), Effect.orDie)

    return { sync, list, observedAt } as const
  })
}) {}
