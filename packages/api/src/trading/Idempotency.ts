import { PgClient } from "@effect/sql-pg"
import { Errors, type AccountId, type OrderId, type WorkspaceId } from "@svc/domain"
import type { NewOrder } from "@svc/terminal-runtime/trading/TradingStore"
import { Effect, Exit } from "effect"
import { createHash } from "node:crypto"
import { makeBatcher } from "../db/Batcher.js"
import { isDataError } from "../db/dataError.js"
import { jsonParam, preparedStatement } from "../db/preparedStatement.js"

export type Start =
  | { readonly _tag: "NotFound" }
  | { readonly _tag: "TradingDisabled"; readonly workspace: boolean }
  /** This request runs; `persisted`: its order is already written as `accepted`. */
  | { readonly _tag: "Run"; readonly persisted: boolean }
  /** The first answer, to send again exactly. */
  | { readonly _tag: "Replay"; readonly status: number; readonly body: string }
  /** The first answer was ORDER_UNRESOLVED, or the process died before answering: answer the order's truth now. */
  | { readonly _tag: "Truth"; readonly orderId: OrderId }

/** Spec: a key is remembered for 24 hours. */
const memoryHours = 24

export const fingerprint = (method: string, path: string, body: unknown): string =>
  createHash("sha256").update(`${method} ${path}\n${JSON.stringify(body)}`).digest("hex")

/** One order request's claim: its account (tenant check and kill switches), its key, and its `accepted` record. */
export interface Claim {
  readonly accountId: AccountId
  readonly workspaceId: WorkspaceId
  readonly key: string | undefined
  readonly fingerprint: string
  readonly orderId: OrderId
  /** Written `accepted` in the same statement when the key is taken (orders that open exposure). */
  readonly accepted: { readonly order: NewOrder; readonly createdAt: Date } | null
}

export interface Claimed {
  /** The account exists in this workspace. */
  readonly found: boolean
  readonly tradingDisabled: boolean
  readonly workspaceTradingDisabled: boolean
  /** The key is this request's now (always false without a key, or when the account check failed). */
  readonly taken: boolean
  /** The `accepted` order was written with the key. */
  readonly inserted: boolean
}

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
    select * from jsonb_to_recordset($1::jsonb) as i(n integer, account_id uuid, workspace_id uuid, key text, fingerprint text, order_id uuid)
  ),
  ok as (
    select i.n, a.trading_disabled, w.trading_disabled as workspace_trading_disabled
    -- The id list lets the planner use the primary key whatever row count it guesses for the JSON.
    from i join accounts a on a.id = any($3::uuid[]) and a.id = i.account_id and a.workspace_id = i.workspace_id
    join workspaces w on w.id = a.workspace_id
  ),
  k as (
    insert into idempotency_keys (workspace_id, key, fingerprint, order_id)
    select i.workspace_id, i.key, i.fingerprint, i.order_id from i join ok on ok.n = i.n
    where i.key is not null and not ok.trading_disabled and not ok.workspace_trading_disabled
    on conflict (workspace_id, key) do update set
      fingerprint = excluded.fingerprint, order_id = excluded.order_id, status = null, body = null, created_at = now()
      where idempotency_keys.created_at < now() - make_interval(hours => ${memoryHours})
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
    exists (select 1 from k where k.order_id = i.order_id) as taken,
    exists (select 1 from o where o.id = i.order_id) as inserted
  from i left join ok on ok.n = i.n
  order by i.n
`

/**
 * Idempotency keys. A key is taken in its own statement before anything is sent, so two requests with one key
 * can never both reach the broker; the first answer is stored byte for byte (by the actor, with the order's result).
 */
export class Idempotency extends Effect.Service<Idempotency>()("@svc/api/Idempotency", {
  effect: Effect.gen(function*() {
    const sql = yield* PgClient.PgClient
    // Keys whose first request is running in this process: any other unanswered key was left by a crash.
    const running = new Set<string>()
    const local = (w: WorkspaceId, key: string) => `${w}\u0000${key}`

    const claimStatementRun = yield* preparedStatement<{
      readonly found: boolean
      readonly trading_disabled: boolean
      readonly workspace_trading_disabled: boolean
      readonly taken: boolean
      readonly inserted: boolean
    }>("svc_claim_order", claimStatement)
    const claimBatch = yield* makeBatcher<Claim, Claimed>({
      maxSize: 128,
      maxInFlight: 2,
      splits: isDataError,
      run: (claims) =>
        claimStatementRun([
          jsonParam(claims.map((c, n) => ({
            n,
            account_id: c.accountId,
            workspace_id: c.workspaceId,
            key: c.key ?? null,
            fingerprint: c.fingerprint,
            order_id: c.orderId
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
        ]).pipe(
          Effect.map((rows) => rows.map((r): Claimed => ({
            found: r.found,
            tradingDisabled: r.trading_disabled,
            workspaceTradingDisabled: r.workspace_trading_disabled,
            taken: r.taken,
            inserted: r.inserted
          }))),
          Effect.orDie
        )
    })

    /**
     * The start of an order request: tenant check, kill switches, key and `accepted` order in one (batched)
     * statement, then, when the key was not taken, what its first request left.
     *
     * The key is marked as running here before the statement leaves, synchronously: a second request with the key
     * in this process sees the mark whatever order the database answers in, so "unanswered and not running here"
     * can only mean a request that a stop (or a failure) left behind.
     */
    const start = (c: Claim): Effect.Effect<Start, Errors.IdempotencyInFlight | Errors.IdempotencyKeyReused> =>
      Effect.suspend(() => {
        const mark = c.key === undefined ? undefined : local(c.workspaceId, c.key)
        const owner = mark !== undefined && !running.has(mark)
        if (owner) running.add(mark)
        // Only the owner tries to take the key: a second request here only checks the account, then finds the key
        // in flight (or answered). Two takers from one process could otherwise race across batches, and one key can
        // never appear twice in a batch (Postgres refuses to touch a row twice in one command).
        return claimBatch(owner || c.key === undefined ? c : { ...c, key: undefined, accepted: null }).pipe(
          Effect.flatMap((claimed): Effect.Effect<Start, Errors.IdempotencyInFlight | Errors.IdempotencyKeyReused> => {
            if (!claimed.found) return Effect.succeed({ _tag: "NotFound" })
            if (claimed.tradingDisabled || claimed.workspaceTradingDisabled) {
              return Effect.succeed({ _tag: "TradingDisabled", workspace: claimed.workspaceTradingDisabled })
            }
            if (c.key === undefined) return Effect.succeed({ _tag: "Run", persisted: false })
            if (claimed.taken) return Effect.succeed({ _tag: "Run", persisted: claimed.inserted })
            return begin(c.workspaceId, c.key, c.fingerprint, c.orderId, owner)
          }),
          Effect.onExit((exit) => {
            if (owner && !(Exit.isSuccess(exit) && exit.value._tag === "Run")) running.delete(mark)
            return Effect.void
          })
        )
      })

    /** The key was not taken: a replay, a reuse, a request still running, or one a stop left unanswered. */
    const begin = Effect.fn("Idempotency.begin")(function*(
      workspaceId: WorkspaceId,
      key: string,
      print: string,
      orderId: OrderId,
      /** No other request with this key runs in this process. */
      owner: boolean
    ): Effect.fn.Return<Start, Errors.IdempotencyInFlight | Errors.IdempotencyKeyReused> {
      const rows = yield* sql<{ fingerprint: string; orderId: OrderId | null; status: number | null; body: string | null; hasOrder: boolean }>`
        select k.fingerprint, k.order_id, k.status, k.body, (o.id is not null) as has_order
        from idempotency_keys k left join orders o on o.id = k.order_id
        where k.workspace_id = ${workspaceId} and k.key = ${key}
      `.pipe(Effect.orDie)
      const row = rows[0]
      // Purged between the two statements (expired): a retry of the whole call takes it fresh.
      if (row === undefined) {
        return yield* new Errors.IdempotencyInFlight({ message: "The key changed hands; retry shortly.", details: [{ idempotencyKey: key }] })
      }
      if (row.fingerprint !== print) {
        return yield* new Errors.IdempotencyKeyReused({
          message: "This Idempotency-Key was used for a different request; use a new key for a new order.",
          details: [{ idempotencyKey: key }]
        })
      }
      if (row.body === null || row.status === null) {
        if (!owner) {
          return yield* new Errors.IdempotencyInFlight({
            message: "The first request with this Idempotency-Key is still running; retry shortly.",
            details: [{ idempotencyKey: key }]
          })
        }
        // Left unanswered by a process that stopped. No order row: it never left, so this request may run.
        if (!row.hasOrder || row.orderId === null) {
          yield* sql`update idempotency_keys set order_id = ${orderId} where workspace_id = ${workspaceId} and key = ${key}`.pipe(Effect.orDie)
          return { _tag: "Run", persisted: false }
        }
        return { _tag: "Truth", orderId: row.orderId }
      }
      if (row.status === 502 && row.body.includes("\"ORDER_UNRESOLVED\"") && row.orderId !== null) {
        return { _tag: "Truth", orderId: row.orderId }
      }
      return { _tag: "Replay", status: row.status, body: row.body }
    })

    /** The answer is stored (by the actor, with the order's result): the key no longer counts as running here. */
    const done = (workspaceId: WorkspaceId, key: string) => Effect.sync(() => void running.delete(local(workspaceId, key)))

    /**
     * Refused before anything was sent (account not ready, bad position): the key is free for a retry, and the
     * `accepted` order written with it is removed (it never existed as far as the broker is concerned).
     */
    const release = (workspaceId: WorkspaceId, key: string, orderId: OrderId) =>
      sql`
        with o as (delete from orders where id = ${orderId} and state = 'accepted' returning 1)
        delete from idempotency_keys where workspace_id = ${workspaceId} and key = ${key} and body is null
      `.pipe(
        Effect.orDie,
        Effect.ensuring(Effect.sync(() => running.delete(local(workspaceId, key))))
      )

    /**
     * The first request failed in a way that does not prove the order never left (a defect, the runtime going
     * away). The key keeps its row, so a retry finds the order's truth (or, with no order row, runs: the order is
     * written before anything is sent); it is only no longer counted as running here.
     */
    const abandon = (workspaceId: WorkspaceId, key: string) => Effect.sync(() => void running.delete(local(workspaceId, key)))

    const purge = sql`delete from idempotency_keys where created_at < now() - make_interval(hours => ${memoryHours})`.pipe(Effect.orDie)

    return { start, done, release, abandon, purge } as const
  })
}) {}
