import { Args, Command, Options } from "@effect/cli"
import { CreateStrategyRequest } from "@svc/domain/api/copy"
import { PositiveDecimalString, type DecimalString } from "@svc/domain/decimal"
import { AccountId, CopyStrategyId, CopySubscriptionId } from "@svc/domain/ids"
import { SizingMode, type CopyStrategy, type CopySubscription } from "@svc/domain/resources/copy"
import { OrderSide } from "@svc/domain/resources/order"
import { Effect, Option } from "effect"
import { apiFor, connection } from "../Client.js"
import { UsageError } from "../Failure.js"
import { field, listField } from "../Fields.js"
import { argSchema, optionSchema } from "../Input.js"
import { note } from "../Io.js"
import { allOption, cursorOption, limitOption, noteNextPage, readPages } from "../Pages.js"
import { byIdCommand, listCommand } from "../ReadCommands.js"
import { details, emit, emitList } from "../Render.js"

const strategyId = Args.text({ name: "strategy-id" }).pipe(
  argSchema(CopyStrategyId),
  Args.withDescription("The strategy's id (as `svc copy strategies list` shows).")
)
const subscriptionId = Args.text({ name: "subscription-id" }).pipe(
  argSchema(CopySubscriptionId),
  Args.withDescription("The subscription's id (as `svc copy subscriptions list` shows).")
)
const accountOption = (description: string) => Options.text("account").pipe(optionSchema(AccountId), Options.withDescription(description))
const nameOption = Options.text("name").pipe(optionSchema(CreateStrategyRequest.fields.name), Options.withDescription("The strategy's name."))
const lots = (name: string, description: string) =>
  Options.text(name).pipe(optionSchema(PositiveDecimalString), Options.optional, Options.withDescription(description))

const strategyDetails = (s: CopyStrategy) =>
  details([
    ["id", s.id],
    ["master", s.accountId],
    ["name", s.name],
    ["status", s.status],
    ["master always on", s.masterAlwaysOn],
    ["followers", s.followers],
    ["created", s.createdAt],
    ["updated", s.updatedAt]
  ])

const subscriptionDetails = (c: CopySubscription) =>
  details([
    ["id", c.id],
    ["strategy", c.strategyId],
    ["follower", c.accountId],
    ["status", c.status],
    ["stopped reason", c.stoppedReason],
    ["close-only reason", c.closeOnlyReason],
    ["sizing", `${c.sizing.mode} ${c.sizing.value}`],
    ["min volume", c.minVolume],
    ["max volume", c.maxVolume],
    ["align contracts", c.alignContractSize],
    ["symbol map", Object.entries(c.symbolMap).map(([k, v]) => `${k}=${v.symbol}${v.multiplier === undefined ? "" : `×${v.multiplier}`}`)],
    ["symbol suffix", c.symbolSuffix],
    ["copy stop loss", c.copyStopLoss],
    ["copy take profit", c.copyTakeProfit],
    ["reverse", c.reverse],
    ["sides", c.sides],
    ["skip pending", c.skipPendingOrders],
    ["risk limits", c.riskLimits.map((l) => `${l.period} ${l.kind} ${l.value} ${l.action}`)],
    ["created", c.createdAt],
    ["updated", c.updatedAt]
  ])

const strategiesList = listCommand(
  "List the workspace's copy strategies (archived ones left out).",
  (api) => api.copy.listCopyStrategies(),
  [
    ["ID", (s) => s.id],
    ["MASTER", (s) => s.accountId],
    ["NAME", (s) => s.name],
    ["STATUS", (s) => s.status],
    ["FOLLOWERS", (s) => s.followers],
    ["ALWAYS ON", (s) => s.masterAlwaysOn]
  ],
  "No copy strategies."
)

const strategiesShow = byIdCommand(
  "show", strategyId, "Show one copy strategy.",
  (api, id) => api.copy.getCopyStrategy({ path: { id } }),
  strategyDetails
)

const strategiesCreate = Command.make(
  "create",
  { ...connection, account: accountOption("The master account."), name: nameOption },
  ({ account, name, ...conn }) =>
    Effect.gen(function*() {
      const api = yield* apiFor(conn)
      const created = yield* api.copy.createCopyStrategy({ payload: { accountId: account, name } })
      yield* emit(conn.json, created, strategyDetails)
      yield* note("The strategy starts paused: add subscriptions, then `svc copy strategies resume`.")
    })
).pipe(Command.withDescription("Make a copy strategy of a master account (it starts paused)."))

const strategiesRename = Command.make("rename", { ...connection, id: strategyId, name: nameOption }, ({ id, name, ...conn }) =>
  Effect.gen(function*() {
    const api = yield* apiFor(conn)
    yield* emit(conn.json, yield* api.copy.updateCopyStrategy({ path: { id }, payload: { name } }), strategyDetails)
  })).pipe(Command.withDescription("Rename a copy strategy."))

const setStatus = (verb: string, status: "active" | "paused", description: string) =>
  Command.make(verb, { ...connection, id: strategyId }, ({ id, ...conn }) =>
    Effect.gen(function*() {
      const api = yield* apiFor(conn)
      yield* emit(conn.json, yield* api.copy.updateCopyStrategy({ path: { id }, payload: { status } }), strategyDetails)
    })).pipe(Command.withDescription(description))

const strategiesPause = setStatus("pause", "paused", "Pause a strategy: nothing is copied, closes included.")
const strategiesResume = setStatus(
  "resume",
  "active",
  "Resume a strategy (a session's person must have confirmed; the plan must have copy trading; the key must reach every follower)."
)

const strategiesArchive = byIdCommand(
  "archive", strategyId, "Archive a strategy no subscription copies any more.",
  (api, id) => api.copy.archiveCopyStrategy({ path: { id } }),
  strategyDetails
)

const status = Command.make("status", connection, (conn) =>
  Effect.gen(function*() {
    const api = yield* apiFor(conn)
    yield* emit(conn.json, yield* api.copy.getCopyStatus(), (s) =>
      details([["paused", s.paused], ["since", s.since], ["reason", s.reason]]))
  })).pipe(Command.withDescription("Whether copy trading is paused on the server, since when and why."))

const followerStatus = Options.choice("status", ["active", "close_only", "paused"] as const).pipe(
  Options.optional,
  Options.withDescription("active (checked like a resume), close_only (closes only) or paused.")
)
const settingsOptions = {
  mode: Options.choice("mode", SizingMode.literals).pipe(Options.optional, Options.withDescription("The sizing mode (with --value).")),
  value: lots("value", "The sizing mode's value: a multiplier, lots, a ratio's factor or a percent."),
  minVolume: lots("min-volume", "A smaller copy is raised to this many lots."),
  maxVolume: lots("max-volume", "A larger copy is cut to this many lots."),
  symbolSuffix: Options.text("symbol-suffix").pipe(Options.optional, Options.withDescription("Appended to the master's symbols on the follower.")),
  side: Options.choice("side", OrderSide.literals).pipe(Options.repeated, Options.withDescription("A master side to copy; repeat for both."))
}
type SettingsArgs = {
  readonly mode: Option.Option<SizingMode>
  readonly value: Option.Option<DecimalString>
  readonly minVolume: Option.Option<DecimalString>
  readonly maxVolume: Option.Option<DecimalString>
  readonly symbolSuffix: Option.Option<string>
  readonly side: ReadonlyArray<OrderSide>
}

const settingsPayload = (a: SettingsArgs) =>
  Effect.gen(function*() {
    if (Option.isSome(a.mode) !== Option.isSome(a.value)) return yield* new UsageError({ message: "give --mode and --value together" })
    const sizing = Option.zipWith(a.mode, a.value, (mode, value) => ({ mode, value }))
    return {
      ...field("sizing", sizing),
      ...field("minVolume", a.minVolume),
      ...field("maxVolume", a.maxVolume),
      ...field("symbolSuffix", a.symbolSuffix),
      ...listField("sides", a.side)
    }
  })

const subscriptionsList = Command.make("list", { ...connection, id: strategyId }, ({ id, ...conn }) =>
  Effect.gen(function*() {
    const api = yield* apiFor(conn)
    yield* emitList(conn.json, yield* api.copy.listCopySubscriptions({ path: { id } }), [
      ["ID", (c) => c.id],
      ["FOLLOWER", (c) => c.accountId],
      ["STATUS", (c) => c.status],
      ["REASON", (c) => c.stoppedReason ?? c.closeOnlyReason],
      ["SIZING", (c) => `${c.sizing.mode} ${c.sizing.value}`]
    ], "No subscriptions.")
  })).pipe(Command.withDescription("List a strategy's subscriptions (removed ones left out)."))

const subscriptionsShow = Command.make("show", { ...connection, id: strategyId, sub: subscriptionId }, ({ id, sub, ...conn }) =>
  Effect.gen(function*() {
    const api = yield* apiFor(conn)
    yield* emit(conn.json, yield* api.copy.getCopySubscription({ path: { id, subscriptionId: sub } }), subscriptionDetails)
  })).pipe(Command.withDescription("Show one subscription with its settings."))

const subscriptionsAdd = Command.make(
  "add",
  { ...connection, id: strategyId, account: accountOption("The follower account."), status: followerStatus, ...settingsOptions },
  ({ account, id, status, ...rest }) =>
    Effect.gen(function*() {
      const { json, apiKey, baseUrl, ...settings } = rest
      const api = yield* apiFor({ apiKey, baseUrl })
      const payload = { accountId: account, ...field("status", status), ...(yield* settingsPayload(settings)) }
      yield* emit(json, yield* api.copy.createCopySubscription({ path: { id }, payload }), subscriptionDetails)
    })
).pipe(Command.withDescription("Subscribe a follower account to a strategy; settings left out take their defaults."))

const subscriptionsUpdate = Command.make(
  "update",
  { ...connection, id: strategyId, sub: subscriptionId, status: followerStatus, ...settingsOptions },
  ({ id, status, sub, ...rest }) =>
    Effect.gen(function*() {
      const { json, apiKey, baseUrl, ...settings } = rest
      const payload = { ...field("status", status), ...(yield* settingsPayload(settings)) }
      if (Object.keys(payload).length === 0) return yield* new UsageError({ message: "give --status or a setting to change" })
      const api = yield* apiFor({ apiKey, baseUrl })
      yield* emit(json, yield* api.copy.updateCopySubscription({ path: { id, subscriptionId: sub }, payload }), subscriptionDetails)
    })
).pipe(Command.withDescription("Change a subscription's status or settings; the ones not given stay."))

const closeCopies = Options.boolean("close-copies").pipe(
  Options.withDescription("Also close the follower's open copies (default: they stay open, in its hands).")
)

const subscriptionsRemove = Command.make("remove", { ...connection, id: strategyId, sub: subscriptionId, closeCopies }, ({ closeCopies, id, sub, ...conn }) =>
  Effect.gen(function*() {
    const api = yield* apiFor(conn)
    const urlParams = { openCopies: closeCopies ? "close" as const : "preserve" as const }
    yield* emit(conn.json, yield* api.copy.removeCopySubscription({ path: { id, subscriptionId: sub }, urlParams }), subscriptionDetails)
    yield* note(closeCopies
      ? "Removed for good; the follower's open copies are being closed (see `svc copy executions`)."
      : "Removed for good; the follower's open positions stay open.")
  })).pipe(Command.withDescription("Remove a subscription for good (--close-copies closes the follower's open copies)."))

const executionsList = Command.make(
  "executions",
  {
    ...connection, id: strategyId, sub: subscriptionId,
    limit: limitOption,
    cursor: cursorOption,
    all: allOption
  },
  ({ all, cursor, id, limit, sub, ...conn }) =>
    Effect.gen(function*() {
      const api = yield* apiFor(conn)
      const { next, rows } = yield* readPages(cursor, all, (at) =>
        api.copy.listCopyExecutions({
          path: { id, subscriptionId: sub },
          urlParams: { ...field("limit", limit), ...field("cursor", at) }
        }))
      yield* emitList(conn.json, rows, [
        ["AT", (e) => e.createdAt],
        ["KIND", (e) => e.kind],
        ["MASTER DEAL", (e) => e.masterDealId],
        ["SYMBOL", (e) => e.symbol],
        ["SIDE", (e) => e.side],
        ["VOLUME", (e) => e.volume],
        ["OUTCOME", (e) => e.outcome],
        ["REASON", (e) => e.reason],
        ["RETCODE", (e) => e.retcode],
        ["SIGNAL MS", (e) => e.signalLatencyMs],
        ["COPY MS", (e) => e.copyLatencyMs],
        ["SLIPPAGE", (e) => e.slippagePoints]
      ], "No executions yet.")
      yield* noteNextPage(next)
    })
).pipe(Command.withDescription("A subscription's executions log, newest first: each master deal copied, skipped or failed."))

const drift = Command.make("drift", { ...connection, id: strategyId, sub: subscriptionId }, ({ id, sub, ...conn }) =>
  Effect.gen(function*() {
    const api = yield* apiFor(conn)
    const report = yield* api.copy.getCopyDrift({ path: { id, subscriptionId: sub } })
    yield* emit(conn.json, report, (r) =>
      details([
        ["checked", r.checkedAt],
        ["linked", r.linked.map((l) => `${l.masterPositionId}→${l.followerPositionId} ${l.symbol ?? ""} ${l.masterVolume ?? "-"}/${l.followerVolume ?? "-"}`)],
        ["orphans", r.orphans.map((o) => `${o.followerPositionId} ${o.symbol ?? ""} ${o.followerVolume}: ${o.action}`)],
        ["missing", r.missing.map((m) => `${m.masterPositionId} ${m.symbol} ${m.side} ${m.volume}: ${m.reason}`)],
        ["actions", r.actions.map((a) => `${a.createdAt.toISOString()} ${a.kind} ${a.followerPositionId ?? ""} ${a.outcome}${a.reason === null ? "" : ` (${a.reason})`}`)]
      ]))
  })).pipe(Command.withDescription("A subscription's drift report: linked positions, orphans, missing copies, what was done."))

export const copyCommand = Command.make("copy").pipe(
  Command.withDescription("Copy trading: strategies (a master account) and their subscriptions (follower accounts)."),
  Command.withSubcommands([
    Command.make("strategies").pipe(
      Command.withDescription("Copy strategies: create, list, show, rename, pause, resume, archive."),
      Command.withSubcommands([strategiesList, strategiesShow, strategiesCreate, strategiesRename, strategiesPause, strategiesResume, strategiesArchive])
    ),
    Command.make("subscriptions").pipe(
      Command.withDescription("A strategy's follower subscriptions: add, list, show, update, remove."),
      Command.withSubcommands([subscriptionsList, subscriptionsShow, subscriptionsAdd, subscriptionsUpdate, subscriptionsRemove])
    ),
    executionsList,
    drift,
    status
  ])
)
