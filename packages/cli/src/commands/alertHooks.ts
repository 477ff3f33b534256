import { Args, Command, Options } from "@effect/cli"
import { AlertHookDefaultsInput, CreateAlertHook } from "@svc/domain/api/alertHooks"
import { AccountId, AlertHookId } from "@svc/domain/ids"
import type { Alert, AlertHook } from "@svc/domain/resources/alertHook"
import { Effect, Option, Schema } from "effect"
import { apiFor, connection } from "../Client.js"
import { confirmIrreversible, yesOption } from "../Confirm.js"
import { UsageError } from "../Failure.js"
import { field, listField } from "../Fields.js"
import { argSchema, optionSchema } from "../Input.js"
import { command, note } from "../Io.js"
import { allOption, cursorOption, limitOption, readPages } from "../Pages.js"
import { byIdCommand, listCommand } from "../ReadCommands.js"
import { details, emit, emitList } from "../Render.js"

const hookId = Args.text({ name: "hook-id" }).pipe(
  argSchema(AlertHookId),
  Args.withDescription("The hook's id (a UUID, as `svc alert-hooks list` shows).")
)

const name = Options.text("name").pipe(
  optionSchema(CreateAlertHook.fields.name),
  Options.withDescription("A name for the hook.")
)
const account = Options.text("account").pipe(
  Options.repeated,
  optionSchema(Schema.mutable(Schema.Array(AccountId))),
  Options.withDescription("An account the alerts trade on; repeat for several (several place a multi-account order).")
)
const onOff = (flag: string, description: string) =>
  Options.choice(flag, ["true", "false"]).pipe(Options.optional, Options.map(Option.map((v) => v === "true")), Options.withDescription(description))

const decodeDefaults = Schema.decodeUnknown(AlertHookDefaultsInput)

/** The `defaults` flags; each absent flag leaves its field out (create: the default, update: unchanged). */
const defaultsOptions = {
  volume: Options.text("volume").pipe(Options.optional, Options.withDescription("Lots when an alert sends none (decimal, e.g. 0.10).")),
  deviationPoints: Options.integer("deviation-points").pipe(Options.optional, Options.withDescription("Maximum slippage in points.")),
  symbolMap: Options.text("symbol-map").pipe(
    Options.repeated,
    Options.withDescription("A CHART=BROKER symbol pair (e.g. GOLD=XAUUSD); repeat for several; replaces the whole map.")
  ),
  symbolSuffix: Options.text("symbol-suffix").pipe(Options.optional, Options.withDescription("Appended to symbols the map does not name (e.g. .m).")),
  stripExchangePrefix: onOff("strip-exchange-prefix", "Drop `OANDA:` and the like from symbols (default true)."),
  allowClose: onOff("allow-close", "Act on close, flat and close_all alerts (default true)."),
  onlyTradingViewIps: onOff("only-tradingview-ips", "Take alerts only from TradingView's addresses (default true)."),
  maxAlertAgeSeconds: Options.integer("max-alert-age").pipe(Options.optional, Options.withDescription("Reject alerts whose `time` is older than this many seconds."))
}

interface DefaultsFlags {
  readonly volume: Option.Option<string>
  readonly deviationPoints: Option.Option<number>
  readonly symbolMap: ReadonlyArray<string>
  readonly symbolSuffix: Option.Option<string>
  readonly stripExchangePrefix: Option.Option<boolean>
  readonly allowClose: Option.Option<boolean>
  readonly onlyTradingViewIps: Option.Option<boolean>
  readonly maxAlertAgeSeconds: Option.Option<number>
}

const defaultsFrom = (f: DefaultsFlags) => {
  const pairs = f.symbolMap.map((p) => [p.slice(0, p.indexOf("=")), p.slice(p.indexOf("=") + 1)] as const)
  const bad = f.symbolMap.find((p) => p.indexOf("=") <= 0)
  if (bad !== undefined) return Effect.fail(new UsageError({ message: `--symbol-map ${bad}: write CHART=BROKER` }))
  const sent = {
    ...field("volume", f.volume),
    ...field("deviationPoints", f.deviationPoints),
    ...(pairs.length === 0 ? {} : { symbolMap: Object.fromEntries(pairs) }),
    ...field("symbolSuffix", f.symbolSuffix),
    ...field("stripExchangePrefix", f.stripExchangePrefix),
    ...field("allowClose", f.allowClose),
    ...field("onlyChartingPlatformIps", f.onlyTradingViewIps),
    ...field("maxAlertAgeSeconds", f.maxAlertAgeSeconds)
  }
  return decodeDefaults(sent).pipe(Effect.mapError((e) => new UsageError({ message: `defaults: ${e.message}` })))
}

const hookDetails = (h: AlertHook) =>
  details([
    ["id", h.id],
    ["name", h.name],
    ["accounts", h.accountIds.length === 0 ? "none" : h.accountIds],
    ["enabled", h.enabled],
    ["url", h.urlHint],
    ["volume", h.defaults.volume],
    ["deviation points", h.defaults.deviationPoints],
    ["symbol map", Object.entries(h.defaults.symbolMap).map(([k, v]) => `${k}=${v}`)],
    ["symbol suffix", h.defaults.symbolSuffix],
    ["strip prefix", h.defaults.stripExchangePrefix],
    ["allow close", h.defaults.allowClose],
    ["tradingview only", h.defaults.onlyChartingPlatformIps],
    ["max alert age", h.defaults.maxAlertAgeSeconds],
    ["last used", h.lastUsedAt],
    ["created", h.createdAt]
  ])

/** The URL is the answer of create and rotate, shown once: it goes to stdout with the hook. */
const withUrl = (h: AlertHook & { readonly url: string }) => `${hookDetails(h)}\n${"full url".padEnd(17)}  ${h.url}`

const list = listCommand("List the workspace's alert hooks.", (api) => api.alertHooks.listAlertHooks(), [
  ["ID", (h) => h.id],
  ["NAME", (h) => h.name],
  ["ENABLED", (h) => h.enabled],
  ["ACCOUNTS", (h) => h.accountIds.length],
  ["LAST USED", (h) => h.lastUsedAt],
  ["URL", (h) => h.urlHint]
], "No alert hooks.")

const get = byIdCommand(
  "get", hookId, "Show one alert hook and its defaults.",
  (api, id) => api.alertHooks.getAlertHook({ path: { id } }),
  hookDetails
)

const create = Command.make("create", { ...connection, name, account, ...defaultsOptions }, (args) =>
  Effect.gen(function*() {
    if (args.account.length === 0) return yield* new UsageError({ message: "give at least one --account" })
    const defaults = yield* defaultsFrom(args)
    const api = yield* apiFor(args)
    const created = yield* api.alertHooks.createAlertHook({ payload: { name: args.name, accountIds: args.account, defaults } })
    yield* emit(args.json, created, withUrl)
    yield* note("Paste the full URL into the TradingView alert's Webhook URL field; it is shown only this once.")
  })).pipe(Command.withDescription("Create an alert hook; its secret URL is printed once."))

const update = Command.make(
  "update",
  { ...connection, id: hookId, name: Options.optional(name), account, ...defaultsOptions },
  ({ account, id, name, ...args }) =>
    Effect.gen(function*() {
      const defaults = yield* defaultsFrom(args)
      const hasDefaults = Object.keys(defaults).length > 0
      if (Option.isNone(name) && account.length === 0 && !hasDefaults) {
        return yield* new UsageError({ message: "give at least one of --name, --account or a defaults flag" })
      }
      const api = yield* apiFor(args)
      const hook = yield* api.alertHooks.updateAlertHook({
        path: { id },
        payload: { ...field("name", name), ...listField("accountIds", account), ...(hasDefaults ? { defaults } : {}) }
      })
      yield* emit(args.json, hook, hookDetails)
    })
).pipe(Command.withDescription("Change a hook's name, accounts (--account replaces the list) or defaults; the URL stays."))

const disable = byIdCommand(
  "disable", hookId, "Refuse the hook's alerts (409, recorded) until it is enabled; the URL stays.",
  (api, id) => api.alertHooks.disableAlertHook({ path: { id } }),
  hookDetails
)

const enable = byIdCommand(
  "enable", hookId, "Act on the hook's alerts again.",
  (api, id) => api.alertHooks.enableAlertHook({ path: { id } }),
  hookDetails
)

const rotate = Command.make("rotate", { ...connection, id: hookId }, ({ id, ...conn }) =>
  Effect.gen(function*() {
    const api = yield* apiFor(conn)
    yield* emit(conn.json, yield* api.alertHooks.rotateAlertHook({ path: { id } }), withUrl)
    yield* note("The old URL stopped working; paste the new one into your alerts. It is shown only this once.")
  })).pipe(Command.withDescription("Give the hook a new secret URL (printed once); the old one is dead at once."))

const remove = Command.make("delete", { ...connection, id: hookId, yes: yesOption }, ({ id, yes, ...conn }) =>
  Effect.gen(function*() {
    yield* confirmIrreversible(yes, `Delete alert hook ${id}? Its URL stops working for good.`)
    const api = yield* apiFor(conn)
    const hook = yield* api.alertHooks.deleteAlertHook({ path: { id } })
    yield* note(`Deleted alert hook ${hook.id} (${hook.name}); orders it placed stay in history.`)
    yield* emit(conn.json, hook, hookDetails)
  })).pipe(Command.withDescription("Delete a hook; its URL stops working and cannot be restored. Asks first unless --yes."))

const alertsList = Command.make(
  "alerts",
  {
    ...connection,
    id: hookId,
    limit: limitOption,
    cursor: cursorOption,
    all: allOption
  },
  ({ all, cursor, id, limit, ...conn }) =>
    Effect.gen(function*() {
      const api = yield* apiFor(conn)
      const { next, rows } = yield* readPages(cursor, all, (at) =>
        api.alertHooks.listAlerts({ path: { id }, urlParams: { ...field("limit", limit), ...field("cursor", at) } }))
      yield* emitList(conn.json, rows, [
        ["ALERT", (a: Alert) => a.id],
        ["RECEIVED", (a) => a.receivedAt],
        ["FROM", (a) => a.sourceAddress],
        ["ACTION", (a) => a.intent?.action ?? null],
        ["SYMBOL", (a) => a.intent?.symbol ?? null],
        ["STATUS", (a) => a.status],
        ["REASON", (a) => a.reason],
        ["ORDERS", (a) => (a.waveId !== null ? `wave ${a.waveId}` : a.orderIds)]
      ], "No alerts.")
      if (next !== null) yield* note(`More: ${yield* command(`alert-hooks alerts ${id} --cursor ${next}`)}`)
    })
).pipe(Command.withDescription("The hook's alert log, newest first (kept 30 days): accepted and refused alerts with their outcome."))

export const alertHooksCommand = Command.make("alert-hooks").pipe(
  Command.withDescription("Alert hooks: secret URLs that turn TradingView alerts into orders, and their alert logs."),
  Command.withSubcommands([create, list, get, update, disable, enable, rotate, remove, alertsList])
)
