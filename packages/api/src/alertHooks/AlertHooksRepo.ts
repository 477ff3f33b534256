import { PgClient } from "@effect/sql-pg"
import type { AccountId, AlertHookId, WorkspaceId } from "@svc/domain"
import { AlertHook, type AlertHookDefaults } from "@svc/domain/resources/alertHook"
import { Effect } from "effect"

export interface AlertHookRow {
  readonly id: AlertHookId
  readonly workspaceId: WorkspaceId
  readonly name: string
  readonly accountIds: ReadonlyArray<AccountId>
  readonly defaults: AlertHookDefaults
  readonly enabled: boolean
  readonly secretHint: string
  readonly lastUsedAt: Date | null
  readonly createdAt: Date
}

export interface NewAlertHook {
  readonly id: AlertHookId
  readonly workspaceId: WorkspaceId
  readonly name: string
  readonly accountIds: ReadonlyArray<AccountId>
  readonly defaults: AlertHookDefaults
  readonly secretHash: Uint8Array
  readonly secretHint: string
}

/** The inbound URL with its secret elided; `base` is the install's public address. */
export const urlHintOf = (base: string, hint: string) => `${base}/hooks/tradingview/…${hint}`

export const toAlertHook = (row: AlertHookRow, base: string): AlertHook =>
  new AlertHook({
    id: row.id,
    name: row.name,
    accountIds: row.accountIds,
    defaults: row.defaults,
    enabled: row.enabled,
    urlHint: urlHintOf(base, row.secretHint),
    lastUsedAt: row.lastUsedAt,
    createdAt: row.createdAt
  })

/** A Postgres array literal; uuids need no quoting. */
const uuidArray = (ids: ReadonlyArray<AccountId>): string => `{${ids.join(",")}}`

const columns = "id, workspace_id, name, account_ids, defaults, enabled, secret_hint, last_used_at, created_at"

/** The alert_hooks table: every statement on it. A deleted hook keeps its row (its alerts name it) but is never found. */
/**
 * How long this process trusts what it read of a hook by its secret. A change made in this process (every statement
 * below that writes a hook) forgets them all at once, so it takes effect at the hook's next alert; a change made by
 * another process of the same install is seen within this time.
 */
export const hookCacheTtlMs = 5_000
/** Past this many secrets remembered (most of them unknown URLs being tried), the cache starts over. */
const hookCacheMax = 10_000

export class AlertHooksRepo extends Effect.Service<AlertHooksRepo>()("@svc/api/AlertHooksRepo", {
  effect: Effect.gen(function*() {
    const sql = yield* PgClient.PgClient
    const cols = sql.literal(columns)

    // The inbound lookup, cached by the secret's hash (unknown secrets too): an alert's answer then waits on one
    // statement, the one that records it. `generation` keeps a read that started before a change from being
    // remembered after it.
    const bySecret = new Map<string, { readonly at: number; readonly row: AlertHookRow | undefined }>()
    let generation = 0
    const changed = <A, E, R>(write: Effect.Effect<A, E, R>) =>
      Effect.ensuring(write, Effect.sync(() => {
        generation++
        bySecret.clear()
      }))

    const insert = (h: NewAlertHook) =>
      sql<AlertHookRow>`
        insert into alert_hooks (id, workspace_id, name, account_ids, defaults, secret_hash, secret_hint)
        values (${h.id}, ${h.workspaceId}, ${h.name}, ${uuidArray(h.accountIds)}::uuid[], ${JSON.stringify(h.defaults)}::jsonb,
          ${h.secretHash}, ${h.secretHint})
        returning ${cols}
      `.pipe(Effect.map((rows) => rows[0]!), Effect.orDie, changed)

    const list = (workspaceId: WorkspaceId) =>
      sql<AlertHookRow>`
        select ${cols} from alert_hooks where workspace_id = ${workspaceId} and deleted_at is null
        order by created_at desc, id desc
      `.pipe(Effect.orDie)

    const find = (workspaceId: WorkspaceId, id: AlertHookId) =>
      sql<AlertHookRow>`
        select ${cols} from alert_hooks where id = ${id} and workspace_id = ${workspaceId} and deleted_at is null
      `.pipe(Effect.map((rows) => rows[0]), Effect.orDie)

    /** Any workspace's hook, for alerts resumed after a restart. */
    const findAny = (id: AlertHookId) =>
      sql<AlertHookRow>`select ${cols} from alert_hooks where id = ${id} and deleted_at is null`.pipe(
        Effect.map((rows) => rows[0]),
        Effect.orDie
      )

    /** The inbound lookup: one indexed read by the secret's hash, remembered for `hookCacheTtlMs`. */
    const findBySecret = (secretHash: Uint8Array) =>
      Effect.suspend(() => {
        const key = Buffer.from(secretHash).toString("base64")
        const cached = bySecret.get(key)
        if (cached !== undefined && Date.now() - cached.at < hookCacheTtlMs) return Effect.succeed(cached.row)
        const started = generation
        return sql<AlertHookRow>`
          select ${cols} from alert_hooks where secret_hash = ${secretHash} and deleted_at is null
        `.pipe(
          Effect.map((rows) => rows[0]),
          Effect.tap((row) => Effect.sync(() => {
            if (generation !== started) return
            if (bySecret.size >= hookCacheMax) bySecret.clear()
            bySecret.set(key, { at: Date.now(), row })
          })),
          Effect.orDie
        )
      })

    const update = (
      workspaceId: WorkspaceId,
      id: AlertHookId,
      change: { readonly name?: string; readonly accountIds?: ReadonlyArray<AccountId>; readonly defaults?: AlertHookDefaults }
    ) =>
      sql<AlertHookRow>`
        update alert_hooks set
          name = coalesce(${change.name ?? null}, name),
          account_ids = coalesce(${change.accountIds === undefined ? null : uuidArray(change.accountIds)}::uuid[], account_ids),
          defaults = coalesce(${change.defaults === undefined ? null : JSON.stringify(change.defaults)}::jsonb, defaults)
        where id = ${id} and workspace_id = ${workspaceId} and deleted_at is null
        returning ${cols}
      `.pipe(Effect.map((rows) => rows[0]), Effect.orDie, changed)

    /** Enabling needs an account to send to; a hook without any stays off. */
    const setEnabled = (workspaceId: WorkspaceId, id: AlertHookId, enabled: boolean) =>
      sql<AlertHookRow>`
        update alert_hooks set enabled = ${enabled} and cardinality(account_ids) > 0
        where id = ${id} and workspace_id = ${workspaceId} and deleted_at is null
        returning ${cols}
      `.pipe(Effect.map((rows) => rows[0]), Effect.orDie, changed)

    /** The old secret's hash is overwritten in the same statement: the old URL is dead when this commits. */
    const rotate = (workspaceId: WorkspaceId, id: AlertHookId, secretHash: Uint8Array, secretHint: string) =>
      sql<AlertHookRow>`
        update alert_hooks set secret_hash = ${secretHash}, secret_hint = ${secretHint}
        where id = ${id} and workspace_id = ${workspaceId} and deleted_at is null
        returning ${cols}
      `.pipe(Effect.map((rows) => rows[0]), Effect.orDie, changed)

    const remove = (workspaceId: WorkspaceId, id: AlertHookId) =>
      sql<AlertHookRow>`
        update alert_hooks set deleted_at = now(), enabled = false
        where id = ${id} and workspace_id = ${workspaceId} and deleted_at is null
        returning ${cols}
      `.pipe(Effect.map((rows) => rows[0]), Effect.orDie, changed)

    /** To the minute (spec): written at most once a minute per hook, so a burst of alerts costs one write. */
    const touch = (id: AlertHookId) =>
      sql`
        update alert_hooks set last_used_at = date_trunc('minute', now())
        where id = ${id} and last_used_at is distinct from date_trunc('minute', now())
      `.pipe(Effect.asVoid, Effect.orDie)

    /** An account deleted: it leaves every hook; a hook left with none is switched off. The hooks changed, counted. */
    const removeAccount = (accountId: AccountId) =>
      sql<{ readonly id: AlertHookId }>`
        update alert_hooks set
          account_ids = array_remove(account_ids, ${accountId}::uuid),
          enabled = enabled and cardinality(array_remove(account_ids, ${accountId}::uuid)) > 0
        where ${accountId}::uuid = any(account_ids) and deleted_at is null
        returning id
      `.pipe(Effect.map((rows) => rows.length), Effect.orDie, changed)

    /** For the workspace's usage: hooks it has (and how many are on), and alerts received since `since`. */
    const usage = (workspaceId: WorkspaceId, since: Date) =>
      sql<{ hooks: number; enabled: number; alerts: number }>`
        select
          (select count(*)::int from alert_hooks where workspace_id = ${workspaceId} and deleted_at is null) as hooks,
          (select count(*)::int from alert_hooks where workspace_id = ${workspaceId} and deleted_at is null and enabled) as enabled,
          (select count(*)::int from alerts where workspace_id = ${workspaceId} and received_at >= ${since}) as alerts
      `.pipe(Effect.map((rows) => rows[0] ?? { hooks: 0, enabled: 0, alerts: 0 }), Effect.orDie, Effect.withSpan("AlertHooksRepo.usage"))

    return { insert, list, find, findAny, findBySecret, update, setEnabled, rotate, remove, touch, removeAccount, usage } as const
  })
}) {}
