import { callerReach, reachesAll } from "../accounts/ownership.js"
import { Errors, type AccountId, type AlertHookId, type AlertId, type WorkspaceId } from "@svc/domain"
import type { AlertHookDefaultsInput, CreateAlertHook, UpdateAlertHook } from "@svc/domain/api/alertHooks"
import { AlertHookWithUrl, type AlertHookDefaults, type AlertReceipt } from "@svc/domain/resources/alertHook"
import type { SqlError } from "@effect/sql/SqlError"
import { Duration, Effect, Fiber, Option, Schedule } from "effect"
import { createHash, randomBytes, randomUUID } from "node:crypto"
import { Accounts } from "../accounts/Accounts.js"
import { Plans } from "../billing/Plans.js"
import { AppConfig } from "../config.js"
import { decodeCursor } from "../db/keysetCursor.js"
import { AlertHooksRepo, toAlertHook, type AlertHookRow } from "./AlertHooksRepo.js"
import { AlertRunner } from "./AlertRunner.js"
import { AlertsRepo, type Dedupe, type NewAlert } from "./AlertsRepo.js"
import { parseMessage } from "./message.js"
import { believedSource } from "../http/clientAddress.js"
import { tradingViewAddresses } from "./sourceAddress.js"
import { CurrentPrincipal } from "@svc/domain/api/authentication"
import { grants } from "@svc/domain/scopes"

/** The defaults a hook starts with; `volume` null means an alert must send one. */
export const initialDefaults: AlertHookDefaults = {
  volume: null,
  deviationPoints: null,
  symbolMap: {},
  symbolSuffix: "",
  stripExchangePrefix: true,
  allowClose: true,
  onlyChartingPlatformIps: true,
  maxAlertAgeSeconds: null
}

const withDefaults = (base: AlertHookDefaults, sent: AlertHookDefaultsInput | undefined): AlertHookDefaults => ({ ...base, ...sent })

/** 32 random bytes' worth of base64url: the URL's last segment. Only its hash is stored. */
const newSecret = () => randomBytes(24).toString("base64url")
const hashOf = (secret: string) => createHash("sha256").update(secret).digest()

/** What the alert log keeps of a body: its first 1 KiB (cut at a character boundary). */
const firstKiB = (body: string) => {
  const bytes = Buffer.from(body, "utf8")
  return bytes.length <= 1024 ? body : bytes.subarray(0, 1024).toString("utf8").replace(/\uFFFD$/, "")
}

const hookNotFound = (id: string) => new Errors.NotFound({ message: `No alert hook ${id} in this workspace.`, details: [{ alertHookId: id }] })
const unknownUrl = new Errors.NotFound({ message: "No alert hook has this URL: it was rotated or deleted, or never existed." })

/** Duplicates (issue 18): an alert's own id for 24 hours; without one, the same body within 60 seconds. */
const dedupeOf = (alertRef: string | null, body: string): Dedupe =>
  alertRef !== null
    ? { key: `id:${alertRef}`, seconds: 24 * 3600 }
    : { key: `body:${createHash("sha256").update(body).digest("hex")}`, seconds: 60 }

/**
 * How long an alert's answer waits for its record (TradingView gives up at 3 s; the lookup and the answer's own
 * way take the rest), and how long the record is retried after that while the database is out of reach.
 */
const recordBudgetMs = 2_000
const recordRetry = Schedule.exponential(Duration.millis(50)).pipe(
  Schedule.union(Schedule.spaced(Duration.seconds(2))),
  Schedule.upTo(Duration.minutes(2))
)

const alertDelayed = new Errors.AlertDelayed({
  message: "The alert could not be recorded in time; it may still run. Send it again: a resend is recognised as the same alert."
})

export interface Inbound {
  readonly secret: string
  readonly body: string
  readonly peer: string | undefined
  readonly forwardedFor: string | undefined
}

export class AlertHooks extends Effect.Service<AlertHooks>()("@svc/api/AlertHooks", {
  effect: Effect.gen(function*() {
    const repo = yield* AlertHooksRepo
    const alerts = yield* AlertsRepo
    const runner = yield* AlertRunner
    const accounts = yield* Accounts
    const plans = yield* Plans
    const config = yield* AppConfig

    const touched = new Map<AlertHookId, number>()

    const baseOf = (host: string | undefined) =>
      Option.match(config.publicUrl, {
        onSome: (u) => u.href.replace(/\/+$/, ""),
        onNone: () => `http://${host ?? `${config.host}:${config.port}`}`
      })

    /** Every account must pass the accounts feature's ownership check (another workspace's is 404). */
    const checkAccounts = (workspaceId: WorkspaceId, ids: ReadonlyArray<AccountId>) =>
      Effect.forEach(new Set(ids), (id) => accounts.get(workspaceId, id), { discard: true })

    const withUrl = (row: AlertHookRow, secret: string, host: string | undefined) =>
      new AlertHookWithUrl({ ...toAlertHook(row, baseOf(host)), url: `${baseOf(host)}/hooks/tradingview/${secret}` })

    /**
     * A hook trades for whoever holds its URL, with no key: setting one up (create, change, enable, a new URL) needs
     * the caller's own right to trade, and a key limited in volume may not hand out a URL that is not limited.
     */
    const mayArm = Effect.flatMap(Effect.serviceOption(CurrentPrincipal), Option.match({
      onNone: (): Effect.Effect<void, Errors.MissingScope | Errors.KeyLimitExceeded> => Effect.void,
      onSome: (p): Effect.Effect<void, Errors.MissingScope | Errors.KeyLimitExceeded> => {
        if (!grants(p.scopes, "trading:write")) {
          return Effect.fail(new Errors.MissingScope({
            message: "An alert hook places orders: setting one up needs `trading:write`.",
            details: [{ scope: "trading:write" as const }]
          }))
        }
        if (p.maxVolume !== null) {
          return Effect.fail(new Errors.KeyLimitExceeded({
            message: "This key is limited in volume; an alert hook's orders would not be. Use a key without limits.",
            details: [{ maxVolume: p.maxVolume }]
          }))
        }
        return Effect.void
      }
    }))

    const create = Effect.fn("AlertHooks.create")(function*(workspaceId: WorkspaceId, body: CreateAlertHook, host: string | undefined) {
      yield* mayArm
      yield* plans.requireFeature(workspaceId, "alertHooks")
      yield* checkAccounts(workspaceId, body.accountIds)
      const secret = newSecret()
      const row = yield* repo.insert({
        id: randomUUID() as AlertHookId,
        workspaceId,
        name: body.name,
        accountIds: [...new Set(body.accountIds)],
        defaults: withDefaults(initialDefaults, body.defaults),
        secretHash: hashOf(secret),
        secretHint: secret.slice(-4)
      })
      return withUrl(row, secret, host)
    })

    const list = Effect.fn("AlertHooks.list")(function*(workspaceId: WorkspaceId, host: string | undefined) {
      const reach = yield* callerReach
      return (yield* repo.list(workspaceId)).filter((r) => r.accountIds.every(reach)).map((r) => toAlertHook(r, baseOf(host)))
    })

    /** A hook is the caller's when it is in the workspace and a narrowed key reaches every one of its accounts. */
    const owned = (workspaceId: WorkspaceId, id: AlertHookId) =>
      Effect.gen(function*() {
        const row = yield* repo.find(workspaceId, id)
        if (row === undefined || !(yield* reachesAll(row.accountIds))) return yield* hookNotFound(id)
        return row
      })

    const get = Effect.fn("AlertHooks.get")(function*(workspaceId: WorkspaceId, id: AlertHookId, host: string | undefined) {
      return toAlertHook(yield* owned(workspaceId, id), baseOf(host))
    })

    const update = Effect.fn("AlertHooks.update")(function*(
      workspaceId: WorkspaceId,
      id: AlertHookId,
      body: UpdateAlertHook,
      host: string | undefined
    ) {
      const current = yield* owned(workspaceId, id)
      yield* mayArm
      yield* plans.requireFeature(workspaceId, "alertHooks")
      if (body.accountIds !== undefined) yield* checkAccounts(workspaceId, body.accountIds)
      const row = yield* repo.update(workspaceId, id, {
        ...(body.name === undefined ? {} : { name: body.name }),
        ...(body.accountIds === undefined ? {} : { accountIds: [...new Set(body.accountIds)] }),
        ...(body.defaults === undefined ? {} : { defaults: withDefaults(current.defaults, body.defaults) })
      })
      if (row === undefined) return yield* hookNotFound(id)
      return toAlertHook(row, baseOf(host))
    })

    const remove = Effect.fn("AlertHooks.remove")(function*(workspaceId: WorkspaceId, id: AlertHookId, host: string | undefined) {
      yield* owned(workspaceId, id)
      const row = yield* repo.remove(workspaceId, id)
      if (row === undefined) return yield* hookNotFound(id)
      return toAlertHook(row, baseOf(host))
    })

    const disable = Effect.fn("AlertHooks.disable")(function*(workspaceId: WorkspaceId, id: AlertHookId, host: string | undefined) {
      yield* owned(workspaceId, id)
      const row = yield* repo.setEnabled(workspaceId, id, false)
      if (row === undefined) return yield* hookNotFound(id)
      return toAlertHook(row, baseOf(host))
    })

    const enable = Effect.fn("AlertHooks.enable")(function*(workspaceId: WorkspaceId, id: AlertHookId, host: string | undefined) {
      const current = yield* owned(workspaceId, id)
      yield* mayArm
      yield* plans.requireFeature(workspaceId, "alertHooks")
      if (current.accountIds.length === 0) {
        return yield* new Errors.InvalidRequest({
          message: "The hook has no accounts (they were deleted); give it accounts with PATCH before enabling it.",
          details: [{ field: "accountIds", message: "is empty" }]
        })
      }
      const row = yield* repo.setEnabled(workspaceId, id, true)
      if (row === undefined) return yield* hookNotFound(id)
      return toAlertHook(row, baseOf(host))
    })

    const rotate = Effect.fn("AlertHooks.rotate")(function*(workspaceId: WorkspaceId, id: AlertHookId, host: string | undefined) {
      yield* owned(workspaceId, id)
      yield* mayArm
      const secret = newSecret()
      const row = yield* repo.rotate(workspaceId, id, hashOf(secret), secret.slice(-4))
      if (row === undefined) return yield* hookNotFound(id)
      return withUrl(row, secret, host)
    })

    const listAlerts = Effect.fn("AlertHooks.listAlerts")(function*(
      workspaceId: WorkspaceId,
      id: AlertHookId,
      q: { readonly limit?: number | undefined; readonly cursor?: string | undefined }
    ) {
      yield* owned(workspaceId, id)
      const after = q.cursor === undefined ? undefined : decodeCursor(q.cursor)
      if (q.cursor !== undefined && after === undefined) {
        return yield* new Errors.InvalidRequest({
          message: "The request is not valid: cursor is not a nextCursor this endpoint returned; send it unchanged, or omit it for the first page.",
          details: [{ field: "cursor", message: "is not a nextCursor this endpoint returned" }]
        })
      }
      const page = yield* alerts.page(id, { limit: q.limit ?? 50, after })
      return { data: page.data, page: { hasMore: page.hasMore, nextCursor: page.nextCursor } }
    })

    /**
     * An alert arriving. Refusals are recorded before they are answered; an accepted alert is recorded (or found to
     * be a duplicate) in one statement and queued, and the answer leaves before any order does.
     */
    const receive = Effect.fn("AlertHooks.receive")(function*(inbound: Inbound) {
      const answerBy = Date.now() + recordBudgetMs
      /**
       * Writes the alert's record apart from the answer, retried while the database is out of reach (a full pool,
       * a dropped connection), and waits for it only until `answerBy`: a decided answer (accepted, or a refusal)
       * leaves in time whatever the database does, never a 5xx. Some when the record was written in time.
       */
      const record = <A>(write: Effect.Effect<A, SqlError>, then: (a: A) => Effect.Effect<void>, givenUp: Effect.Effect<void> = Effect.void) =>
        Effect.gen(function*() {
          const fiber = yield* write.pipe(
            Effect.retry(recordRetry),
            Effect.tap(then),
            Effect.tapErrorCause((cause) => Effect.logError("an alert could not be recorded", cause).pipe(Effect.zipRight(givenUp))),
            Effect.forkDaemon
          )
          return yield* Fiber.join(fiber).pipe(
            Effect.timeoutOption(Duration.millis(Math.max(0, answerBy - Date.now()))),
            Effect.catchAll(() => Effect.succeed(Option.none<A>()))
          )
        })
      const hook = yield* repo.findBySecret(hashOf(inbound.secret))
      if (hook === undefined) return yield* unknownUrl
      // `lastUsedAt` is to the minute: one write per hook and minute from this process.
      const minute = Math.floor(Date.now() / 60_000)
      if (touched.get(hook.id) !== minute) {
        touched.set(hook.id, minute)
        yield* repo.touch(hook.id).pipe(Effect.forkDaemon)
      }
      const source = believedSource(inbound.peer, inbound.forwardedFor, config.trustedProxies) ?? null
      const base: Omit<NewAlert, "format" | "intent" | "status" | "reason"> = {
        id: randomUUID() as AlertId,
        hookId: hook.id,
        workspaceId: hook.workspaceId,
        sourceAddress: source,
        // Postgres stores no NUL in text: the log keeps a replacement character in its place.
        body: firstKiB(inbound.body).split("\u0000").join("\uFFFD")
      }
      const refuse = <E>(reason: string, error: E, parsed?: Pick<NewAlert, "format" | "intent">) =>
        record(
          alerts.insert({ ...base, format: parsed?.format ?? null, intent: parsed?.intent ?? null, status: "rejected", reason }, undefined),
          () => Effect.void
        ).pipe(Effect.zipRight(Effect.fail(error)))
      if (hook.defaults.onlyChartingPlatformIps && (source === null || !tradingViewAddresses.has(source))) {
        const reason = `source address ${source ?? "unknown"} is not one of TradingView's webhook addresses`
        return yield* refuse(reason, new Errors.AlertSourceNotAllowed({
          message: `This hook takes alerts only from TradingView's addresses; ${reason}.`,
          details: [{ sourceAddress: source }]
        }))
      }
      if (!hook.enabled) {
        return yield* refuse("the hook is disabled", new Errors.AlertHookDisabled({
          message: "This alert hook is disabled; the alert was recorded and not acted on.",
          details: [{ alertHookId: hook.id }]
        }))
      }
      const { format, parsed } = inbound.body.includes("\u0000") || /\\u0000/i.test(inbound.body)
        ? { format: null, parsed: { ok: false, reason: "the message contains a NUL character" } as const }
        : parseMessage(inbound.body)
      if (!parsed.ok) {
        return yield* refuse(parsed.reason, new Errors.InvalidRequest({
          message: `The alert message could not be read: ${parsed.reason}.`,
          details: [{ field: "(body)", message: parsed.reason }]
        }), { format, intent: null })
      }
      const intent = parsed.intent
      const maxAge = hook.defaults.maxAlertAgeSeconds
      if (maxAge !== null && intent.time !== null && Date.now() - intent.time.getTime() > maxAge * 1000) {
        const reason = `the alert's time ${intent.time.toISOString()} is more than ${maxAge} s old`
        return yield* refuse(reason, new Errors.AlertStale({ message: `The alert is stale: ${reason}.`, details: [{ time: intent.time.toISOString(), maxAlertAgeSeconds: maxAge }] }), { format, intent })
      }
      // Accepted: its place in the hook's lanes is taken now, on arrival (records land in any order); it is
      // recorded (or found to be a duplicate) in one statement and runs in that place once recorded.
      const place = yield* Effect.sync(() => runner.reserve(hook))
      const inserted = yield* record(
        alerts.insert({ ...base, format, intent, status: "accepted", reason: null }, dedupeOf(intent.alertRef, inbound.body)),
        (inserted) => inserted._tag === "Inserted" ? place.run({ hook, alertId: inserted.id, intent }) : place.pass,
        place.pass
      )
      if (Option.isSome(inserted) && inserted.value._tag === "Duplicate") {
        const receipt: AlertReceipt = { alertId: inserted.value.id, status: inserted.value.status, duplicate: true }
        return { receipt, status: 200 as const }
      }
      // Not recorded in time (the database is slow or out of reach): not accepted yet, so no 202 that a stopped
      // process could break. The record carries on (retried) and runs the alert once it lands; the 503 makes
      // TradingView resend after 5 s, and the resend finds the record (200, duplicate) or is recorded itself.
      // Its place is given up, so the alerts behind it do not wait for a record that may take minutes; a record
      // landing later runs the alert at the back of its lanes.
      if (Option.isNone(inserted)) return yield* place.pass.pipe(Effect.zipRight(Effect.fail(alertDelayed)))
      const receipt: AlertReceipt = { alertId: inserted.value.id, status: "accepted", duplicate: false }
      return { receipt, status: 202 as const }
    })

    return { create, list, get, update, remove, disable, enable, rotate, listAlerts, receive } as const
  }),
  dependencies: [AlertHooksRepo.Default, AlertsRepo.Default, Plans.Default, Accounts.Default]
}) {}
