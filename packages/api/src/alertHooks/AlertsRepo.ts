import type { SqlError } from "@effect/sql/SqlError"
import { PgClient } from "@effect/sql-pg"
import type { AlertHookId, AlertId, OrderId, WaveId, WorkspaceId } from "@svc/domain"
import { Alert, type AlertFormat, type AlertIntent, type AlertStatus } from "@svc/domain/resources/alertHook"
import { Effect } from "effect"
import { cursorAtFormat, encodeCursor, type KeysetCursor } from "../db/keysetCursor.js"
import { Nodes } from "../nodes/Nodes.js"
import { NodesRepo } from "../nodes/NodesRepo.js"

export interface AlertRow {
  readonly id: AlertId
  readonly hookId: AlertHookId
  readonly workspaceId: WorkspaceId
  readonly receivedAt: Date
  readonly sourceAddress: string | null
  readonly body: string
  readonly format: AlertFormat | null
  readonly intent: AlertIntent | null
  readonly status: AlertStatus
  readonly reason: string | null
  readonly duplicates: number
  readonly orderIds: ReadonlyArray<OrderId>
  readonly waveId: WaveId | null
}

/** An alert as first written: what it will have (duplicates, orders, a wave) comes later. */
export type NewAlert = Omit<AlertRow, "receivedAt" | "duplicates" | "orderIds" | "waveId">

/** What makes a later alert the same one, and until when. */
export interface Dedupe {
  readonly key: string
  readonly seconds: number
}

export type Inserted =
  | { readonly _tag: "Inserted"; readonly id: AlertId }
  | { readonly _tag: "Duplicate"; readonly id: AlertId; readonly status: AlertStatus }

/** Alerts are kept this long (issue 18: the log keeps 30 days). */
export const alertRetentionDays = 30

export const toAlert = (row: AlertRow): Alert =>
  new Alert({
    id: row.id,
    hookId: row.hookId,
    receivedAt: row.receivedAt,
    sourceAddress: row.sourceAddress,
    body: row.body,
    format: row.format,
    intent: row.intent === null ? null : { ...row.intent, time: row.intent.time === null ? null : new Date(row.intent.time) },
    status: row.status,
    reason: row.reason,
    duplicates: row.duplicates,
    orderIds: row.orderIds,
    waveId: row.waveId
  })

const columns = "id, hook_id, workspace_id, received_at, source_address, body, format, intent, status, reason, duplicates, order_ids, wave_id"

/** The alerts table (a hook's alert log): every statement on it. */
export class AlertsRepo extends Effect.Service<AlertsRepo>()("@svc/api/AlertsRepo", {
  effect: Effect.gen(function*() {
    const sql = yield* PgClient.PgClient
    const node = yield* Nodes
    const nodes = yield* NodesRepo
    const cols = sql.literal(columns)

    const insertRow = (a: NewAlert, dedupe: Dedupe | undefined) =>
      sql<{ readonly id: AlertId; readonly status: AlertStatus; readonly inserted: boolean }>`
        insert into alerts (id, hook_id, workspace_id, source_address, body, format, intent, status, reason, owner, dedupe_key, dedupe_until)
        values (${a.id}, ${a.hookId}, ${a.workspaceId}, ${a.sourceAddress}, ${a.body}, ${a.format},
          ${a.intent === null ? null : JSON.stringify(a.intent)}::jsonb, ${a.status}, ${a.reason}, ${node.id},
          ${dedupe?.key ?? null}, ${dedupe === undefined ? null : sql`now() + make_interval(secs => ${dedupe.seconds})`})
        on conflict (hook_id, dedupe_key) where dedupe_key is not null
        do update set duplicates = alerts.duplicates + 1 where alerts.dedupe_until > now()
        returning id, status, (xmax = 0) as inserted
      `

    /**
     * Records an alert, or recognises it as a duplicate: the unique index on (hook, dedupe key) decides, so sends
     * racing each other find one winner. A key whose window has passed is let go and the alert inserted again.
     */
    const insert = (a: NewAlert, dedupe: Dedupe | undefined): Effect.Effect<Inserted, SqlError> =>
      Effect.gen(function*() {
        for (let attempt = 0; attempt < 3; attempt++) {
          const [row] = yield* insertRow(a, dedupe)
          if (row !== undefined) {
            // Its own id back: this alert's insert ran again after a lost reply (the caller retries), not a duplicate.
            return row.inserted || row.id === a.id
              ? { _tag: "Inserted", id: row.id } as const
              : { _tag: "Duplicate", id: row.id, status: row.status } as const
          }
          // The key is taken by an alert whose window has passed: it is no longer a duplicate of anything.
          yield* sql`
            update alerts set dedupe_key = null
            where hook_id = ${a.hookId} and dedupe_key = ${dedupe!.key} and dedupe_until <= now()
          `
        }
        return yield* Effect.dieMessage("alert dedupe key kept conflicting")
      })

    const finish = (
      id: AlertId,
      outcome: {
        readonly status: AlertStatus
        readonly reason: string | null
        readonly orderIds: ReadonlyArray<OrderId>
        readonly waveId: WaveId | null
      }
    ) =>
      sql`
        update alerts set status = ${outcome.status}, reason = ${outcome.reason},
          order_ids = ${`{${outcome.orderIds.join(",")}}`}::uuid[], wave_id = ${outcome.waveId}
        where id = ${id} and status = 'accepted' and owner = ${node.id}
      `.pipe(Effect.asVoid, Effect.orDie)

    const find = (id: AlertId) =>
      sql<AlertRow>`select ${cols} from alerts where id = ${id}`.pipe(Effect.map((rows) => rows[0]), Effect.orDie)

    /**
     * Alerts accepted but not finished whose process is gone, oldest first, taken by this one in the same statement:
     * of two processes resuming, one runs each alert, and a process starting never runs an alert a live one is
     * running (a stale close would act on the position its next alert opened). The only process (SVC_ROLE=all) takes
     * every other owner's: an earlier run of itself.
     */
    const takeUnfinished = sql<AlertRow>`
      update alerts a set owner = ${node.id}
      where a.status = 'accepted' and a.owner is distinct from ${node.id}
        and ${nodes.ownerGone("a.owner", node)}
      returning ${sql.literal(columns.split(", ").map((c) => `a.${c}`).join(", "))}
    `.pipe(
      Effect.map((rows) => [...rows].sort((x, y) => x.receivedAt.getTime() - y.receivedAt.getTime() || (x.id < y.id ? -1 : 1))),
      Effect.orDie
    )

    /** Newest first, keyset-paginated. */
    const page = (hookId: AlertHookId, options: { readonly limit: number; readonly after: KeysetCursor | undefined }) =>
      sql<AlertRow & { readonly cursorAt: string }>`
        select ${cols}, to_char(received_at at time zone 'UTC', ${sql.literal(cursorAtFormat)}) as cursor_at
        from alerts where hook_id = ${hookId}
          and received_at > now() - make_interval(days => ${alertRetentionDays})
          ${options.after === undefined ? sql`` : sql`and (received_at, id) < (${options.after.at}::timestamptz, ${options.after.id}::uuid)`}
        order by received_at desc, id desc
        limit ${options.limit + 1}
      `.pipe(
        Effect.map((rows) => {
          const data = rows.slice(0, options.limit)
          const last = data[data.length - 1]
          const hasMore = rows.length > options.limit
          return { data: data.map(toAlert), hasMore, nextCursor: hasMore && last !== undefined ? encodeCursor(last.cursorAt, last.id) : null }
        }),
        Effect.orDie
      )

    const purge = sql`delete from alerts where received_at < now() - make_interval(days => ${alertRetentionDays})`.pipe(
      Effect.asVoid,
      Effect.orDie
    )

    return { insert, finish, find, takeUnfinished, page, purge, alone: node.alone, deadAfterMs: node.deadAfterMs } as const
  }),
  dependencies: [Nodes.Default, NodesRepo.Default]
}) {}
