import { PgClient } from "@effect/sql-pg"
import type { AccountId, DecimalString, OrderId, WaveId, WorkspaceId } from "@svc/domain"
import type { AccountState } from "@svc/domain/resources/account"
import type { OrderSide, OrderState, OrderType } from "@svc/domain/resources/order"
import {
  MultiAccountOrder, type BarrierPolicy, type WaveLeg, type WaveLegState, type WaveSkipReason, type WaveState
} from "@svc/domain/resources/wave"
import { dispatchSpreadMs, legStateOfOrder, summarize } from "@svc/domain/wave/machine"
import { Effect } from "effect"
import { cursorAtFormat, encodeCursor, type KeysetCursor } from "../db/keysetCursor.js"
import { Nodes } from "../nodes/Nodes.js"
import { NodesRepo } from "../nodes/NodesRepo.js"

export interface WaveRow {
  readonly id: WaveId
  readonly workspaceId: WorkspaceId
  readonly state: WaveState
  readonly stateDetail: string | null
  readonly barrierPolicy: BarrierPolicy
  readonly side: OrderSide
  readonly type: OrderType
  readonly symbol: string
  readonly volume: string
  readonly price: string | null
  readonly stopLimitPrice: string | null
  readonly stopLoss: string | null
  readonly takeProfit: string | null
  readonly expiration: Date | null
  readonly deviationPoints: number | null
  readonly clientOrderId: string | null
  readonly executeAt: Date | null
  readonly expiresAt: Date | null
  readonly deadline: Date
  readonly releaseAt: Date | null
  readonly dispatchSpreadMs: number | null
  readonly idempotencyKey: string | null
  readonly fingerprint: string | null
  readonly createdAt: Date
  readonly dispatchedAt: Date | null
  readonly settledAt: Date | null
}

export interface LegRow {
  readonly waveId: WaveId
  readonly position: number
  readonly accountId: AccountId
  readonly orderId: OrderId
  readonly symbol: string
  readonly volume: string
  readonly clientOrderId: string | null
  readonly skipReason: WaveSkipReason | null
  readonly detail: string | null
  readonly armedAt: Date | null
  readonly finalState: WaveLegState | null
  readonly retcode: number | null
  readonly sentAt: Date | null
  readonly settledAt: Date | null
  readonly filledPrice: string | null
}

/** A leg with its order as it stands, when there is one. */
export interface LegWithOrder extends LegRow {
  readonly orderState: OrderState | null
  readonly orderStateDetail: string | null
  readonly orderRetcode: number | null
  readonly orderSentAt: Date | null
  readonly orderSettledAt: Date | null
  readonly orderFilledPrice: string | null
}

export type NewWave = Omit<WaveRow, "stateDetail" | "releaseAt" | "dispatchSpreadMs" | "dispatchedAt" | "settledAt" | "createdAt">
export type NewLeg = Pick<LegRow, "position" | "accountId" | "orderId" | "symbol" | "volume" | "clientOrderId">

/** What the barrier reads of an account. */
export interface AccountStanding {
  readonly id: AccountId
  readonly state: AccountState
  readonly stateDetail: string | null
  readonly tradingDisabled: boolean
  readonly disconnected: boolean
  readonly hasPassword: boolean
}

const dec = (v: string | null) => v as DecimalString | null

/** The leg as the API shows it: its order's truth when the order exists, what was kept of it otherwise. */
export const toLeg = (l: LegWithOrder): WaveLeg => {
  const fromOrder = l.orderState !== null
  const state: WaveLegState = l.skipReason !== null
    ? "skipped"
    : fromOrder ? legStateOfOrder(l.orderState!) : l.finalState ?? (l.armedAt !== null ? "armed" : "pending")
  return {
    accountId: l.accountId,
    state,
    // A kept result names its order only if one was sent (its order may since be gone with a deleted account).
    orderId: fromOrder || (l.skipReason === null && l.sentAt !== null) ? l.orderId : null,
    symbol: l.symbol,
    volume: l.volume as DecimalString,
    skipReason: l.skipReason,
    detail: l.detail ?? (fromOrder ? l.orderStateDetail : null),
    retcode: fromOrder ? l.orderRetcode : l.retcode,
    armedAt: l.armedAt,
    sentAt: fromOrder ? l.orderSentAt : l.sentAt,
    settledAt: fromOrder ? l.orderSettledAt : l.settledAt,
    filledPrice: dec(fromOrder ? l.orderFilledPrice : l.filledPrice)
  }
}

export const toWave = (w: WaveRow, legRows: ReadonlyArray<LegWithOrder>): MultiAccountOrder => {
  const legs = legRows.map(toLeg)
  return new MultiAccountOrder({
    id: w.id,
    state: w.state,
    stateDetail: w.stateDetail,
    order: {
      side: w.side,
      type: w.type,
      symbol: w.symbol,
      volume: w.volume as DecimalString,
      price: dec(w.price),
      stopLimitPrice: dec(w.stopLimitPrice),
      stopLoss: dec(w.stopLoss),
      takeProfit: dec(w.takeProfit),
      expiration: w.expiration,
      deviationPoints: w.deviationPoints,
      clientOrderId: w.clientOrderId
    },
    summary: summarize(legs.map((l) => l.state)),
    legs,
    // Kept once settled; while sending, measured from the legs' orders.
    dispatchSpreadMs: w.dispatchSpreadMs ?? (w.state === "dispatching" ? dispatchSpreadMs(legs.map((l) => l.sentAt)) : null),
    executeAt: w.executeAt,
    expiresAt: w.expiresAt,
    barrierPolicy: w.barrierPolicy,
    releaseAt: w.releaseAt,
    createdAt: w.createdAt,
    dispatchedAt: w.dispatchedAt,
    settledAt: w.settledAt
  }, true)
}

/** The waves and wave_legs tables: every statement on them. */
export class WavesRepo extends Effect.Service<WavesRepo>()("@svc/api/WavesRepo", {
  effect: Effect.gen(function*() {
    const sql = yield* PgClient.PgClient
    const node = yield* Nodes
    const nodes = yield* NodesRepo

    const legsOf = (waveIds: ReadonlyArray<WaveId>) =>
      waveIds.length === 0 ? Effect.succeed([] as ReadonlyArray<LegWithOrder>) : sql<LegWithOrder>`
        select l.*, o.state as order_state, o.state_detail as order_state_detail, o.retcode as order_retcode,
          o.sent_at as order_sent_at, o.settled_at as order_settled_at, o.filled_price as order_filled_price
        from wave_legs l left join orders o on o.id = l.order_id
        where l.wave_id in ${sql.in(waveIds)}
        order by l.wave_id, l.position
      `.pipe(Effect.orDie)

    const withLegs = (rows: ReadonlyArray<WaveRow>) =>
      Effect.map(legsOf(rows.map((r) => r.id)), (legs) => rows.map((w) => toWave(w, legs.filter((l) => l.waveId === w.id))))

    /**
     * Writes the wave and its legs, unless the workspace already has a wave under this key (kept 24 hours; an older
     * one gives its key up). Answers the wave under the key, and whether it is the one just written. `guard` runs
     * in the same transaction just before a new wave is written (not for a replay): the plan's monthly allowance,
     * checked under the workspace's lock, so two waves at once cannot both take the last one.
     */
    const insert = <E = never, R = never>(wave: NewWave, legs: ReadonlyArray<NewLeg>, guard: Effect.Effect<void, E, R> = Effect.void as Effect.Effect<void, E, R>) =>
      sql.withTransaction(Effect.gen(function*() {
        if (wave.idempotencyKey !== null) {
          yield* sql`
            update waves set idempotency_key = null
            where workspace_id = ${wave.workspaceId} and idempotency_key = ${wave.idempotencyKey}
              and created_at < now() - interval '24 hours'`
          const existing = yield* sql<WaveRow>`
            select * from waves where workspace_id = ${wave.workspaceId} and idempotency_key = ${wave.idempotencyKey}
            for update`
          if (existing[0] !== undefined) return { row: existing[0], created: false }
        }
        yield* guard
        const [row] = yield* sql<WaveRow>`insert into waves ${sql.insert({ ...wave, owner: node.id })} returning *`
        yield* sql`insert into wave_legs ${sql.insert(legs.map((l) => ({ ...l, waveId: wave.id })))}`
        return { row: row!, created: true }
      })).pipe(Effect.catchTag("SqlError", Effect.die), Effect.withSpan("WavesRepo.insert"))

    const row = (id: WaveId) => sql<WaveRow>`select * from waves where id = ${id}`.pipe(Effect.map((r) => r[0]), Effect.orDie)

    const get = (workspaceId: WorkspaceId, id: WaveId) =>
      sql<WaveRow>`select * from waves where id = ${id} and workspace_id = ${workspaceId}`.pipe(
        Effect.orDie,
        Effect.flatMap(withLegs),
        Effect.map((w) => w[0]),
        Effect.withSpan("WavesRepo.get")
      )

    const page = (
      workspaceId: WorkspaceId,
      state: WaveState | undefined,
      options: { readonly limit: number; readonly after: KeysetCursor | undefined }
    ) =>
      sql<WaveRow & { readonly cursorAt: string }>`
        select *, to_char(created_at at time zone 'UTC', ${sql.literal(cursorAtFormat)}) as cursor_at
        from waves where workspace_id = ${workspaceId}
        ${state === undefined ? sql`` : sql`and state = ${state}`}
        ${options.after === undefined ? sql`` : sql`and (created_at, id) < (${options.after.at}::timestamptz, ${options.after.id}::uuid)`}
        order by created_at desc, id desc
        limit ${options.limit + 1}
      `.pipe(
        Effect.orDie,
        Effect.flatMap((rows) => {
          const shown = rows.slice(0, options.limit)
          const last = shown[shown.length - 1]
          return Effect.map(withLegs(shown), (data) => ({
            data,
            hasMore: rows.length > options.limit,
            nextCursor: rows.length > options.limit && last !== undefined ? encodeCursor(last.cursorAt, last.id) : null
          }))
        }),
        Effect.withSpan("WavesRepo.page")
      )

    /**
     * Unfinished waves whose process is gone, oldest first, taken by this one in the same statement: what the
     * orchestrator resumes. A process starting never drives a wave a live one drives (it could mark a leg failed
     * while its order fills); the only process (SVC_ROLE=all) takes every other owner's, an earlier run of itself.
     */
    const takeUnfinished = sql<{ id: WaveId; createdAt: Date }>`
      update waves w set owner = ${node.id}
      where w.state in ('preparing', 'waiting', 'dispatching') and w.owner is distinct from ${node.id}
        and ${nodes.ownerGone("w.owner", node)}
      returning w.id, w.created_at
    `.pipe(
      Effect.map((rows) => [...rows].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map((r) => r.id)),
      Effect.orDie
    )

    /** The account's unfinished waves (DELETE of an account refuses while there is one). */
    const unfinishedWith = (accountId: AccountId) =>
      sql<{ id: WaveId }>`
        select w.id from waves w join wave_legs l on l.wave_id = w.id
        where l.account_id = ${accountId} and w.state in ('preparing', 'waiting', 'dispatching')
        limit 20
      `.pipe(Effect.map((rows) => rows.map((r) => r.id)), Effect.orDie)

    /** The workspace's accounts among `ids` (tenant check): the ids found. */
    const accountsIn = (workspaceId: WorkspaceId, ids: ReadonlyArray<AccountId>) =>
      ids.length === 0 ? Effect.succeed(new Set<AccountId>()) : sql<{ id: AccountId }>`select id from accounts where workspace_id = ${workspaceId} and id in ${sql.in(ids)}`.pipe(
        Effect.map((rows) => new Set(rows.map((r) => r.id))),
        Effect.orDie
      )

    const standings = (ids: ReadonlyArray<AccountId>) =>
      ids.length === 0 ? Effect.succeed(new Map<AccountId, AccountStanding>()) : sql<AccountStanding>`
        select a.id, a.state, a.state_detail, a.trading_disabled, (a.disconnected_at is not null) as disconnected,
          exists (select 1 from account_secrets s where s.account_id = a.id) as has_password
        from accounts a where a.id in ${sql.in(ids)}
      `.pipe(Effect.map((rows) => new Map(rows.map((r) => [r.id, r]))), Effect.orDie)

    const legs = (waveId: WaveId) => legsOf([waveId])

    /**
     * Moves the wave from one of `from` to `to` with `fields`, only if it is still in one of `from`: the one
     * statement that decides a race between a cancel and the release. True when it moved.
     */
    const move = (
      id: WaveId,
      from: ReadonlyArray<WaveState>,
      to: WaveState,
      fields: Partial<Pick<WaveRow, "stateDetail" | "releaseAt" | "dispatchedAt" | "settledAt" | "dispatchSpreadMs">> = {}
    ) =>
      sql<{ id: WaveId }>`
        update waves set ${sql.update({ state: to, ...fields })}
        where id = ${id} and state in ${sql.in(from)}
        returning id
      `.pipe(Effect.map((r) => r.length > 0), Effect.orDie)

    const skip = (waveId: WaveId, skips: ReadonlyArray<{ readonly position: number; readonly reason: WaveSkipReason; readonly detail: string }>) =>
      skips.length === 0 ? Effect.void : sql`
        update wave_legs l set skip_reason = s.reason, detail = s.detail
        from jsonb_to_recordset(${JSON.stringify(skips)}::jsonb) as s(position integer, reason text, detail text)
        where l.wave_id = ${waveId} and l.position = s.position and l.final_state is null
      `.pipe(Effect.asVoid, Effect.orDie)

    /** Every leg not yet sent is skipped for `reason` (the wave was cancelled or abandoned). */
    const skipRest = (waveId: WaveId, reason: WaveSkipReason, detail: string) =>
      sql`
        update wave_legs set skip_reason = ${reason}, detail = ${detail}
        where wave_id = ${waveId} and skip_reason is null and final_state is null
          and not exists (select 1 from orders o where o.id = wave_legs.order_id)
      `.pipe(Effect.asVoid, Effect.orDie)

    /** When each leg was armed in its account's actor, for all of them in one statement. */
    const armed = (waveId: WaveId, legs: ReadonlyArray<{ readonly position: number; readonly armedAt: Date }>) =>
      legs.length === 0 ? Effect.void : sql`
        update wave_legs l set armed_at = a.armed_at
        from jsonb_to_recordset(${JSON.stringify(legs.map((l) => ({ position: l.position, armed_at: l.armedAt })))}::jsonb)
          as a(position integer, armed_at timestamptz)
        where l.wave_id = ${waveId} and l.position = a.position and l.armed_at is null
      `.pipe(Effect.asVoid, Effect.orDie)

    /** A leg that could not be armed and has no order: it failed before anything was sent. */
    const failed = (waveId: WaveId, position: number, detail: string) =>
      sql`
        update wave_legs set final_state = 'failed', detail = ${detail}
        where wave_id = ${waveId} and position = ${position} and final_state is null
      `.pipe(Effect.asVoid, Effect.orDie)

    /** Keeps each leg's result on its own row, for when its order goes with a deleted account. */
    const keepResults = (waveId: WaveId, legs: ReadonlyArray<WaveLeg>, positions: ReadonlyArray<number>) =>
      sql`
        update wave_legs l set final_state = s.state, retcode = s.retcode, sent_at = s.sent_at,
          settled_at = s.settled_at, filled_price = s.filled_price
        from jsonb_to_recordset(${JSON.stringify(legs.map((l, i) => ({
          position: positions[i],
          state: l.state,
          retcode: l.retcode,
          sent_at: l.sentAt,
          settled_at: l.settledAt,
          filled_price: l.filledPrice
        })))}::jsonb) as s(position integer, state text, retcode integer, sent_at timestamptz, settled_at timestamptz, filled_price numeric)
        where l.wave_id = ${waveId} and l.position = s.position
      `.pipe(Effect.asVoid, Effect.orDie)

    /** Multi-account orders created since `since`: what the plan's monthly wave allowance counts. */
    const createdSince = (workspaceId: WorkspaceId, since: Date) =>
      sql<{ n: number }>`
        select count(*)::int as n from waves where workspace_id = ${workspaceId} and created_at >= ${since}
      `.pipe(Effect.map((rows) => rows[0]?.n ?? 0), Effect.orDie, Effect.withSpan("WavesRepo.createdSince"))

    return {
      createdSince, insert, row, get, page, takeUnfinished, alone: node.alone, deadAfterMs: node.deadAfterMs, unfinishedWith, accountsIn, standings, legs, move, skip, skipRest, armed,
      failed, keepResults, withTransaction: sql.withTransaction
    } as const
  }),
  dependencies: [Nodes.Default, NodesRepo.Default]
}) {}
