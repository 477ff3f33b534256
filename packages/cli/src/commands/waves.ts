import { Args, Command, Options } from "@effect/cli"
import { PendingKind } from "@svc/domain/api/trading"
import { WaveLegOverride } from "@svc/domain/api/waves"
import { AccountId, WaveId } from "@svc/domain/ids"
import { BarrierPolicy, WaveState } from "@svc/domain/resources/wave"
import type { MultiAccountOrder, WaveLeg } from "@svc/domain/resources/wave"
import { Array as Arr, Duration, Effect, Option, ParseResult, Ref, Schema } from "effect"
import type { ApiClient } from "../Client.js"
import { apiFor, connection } from "../Client.js"
import { CommandFailed, UsageError } from "../Failure.js"
import { field, listField } from "../Fields.js"
import { parseIdList, readIdFile } from "../IdList.js"
import { argSchema, optionSchema, timeOption } from "../Input.js"
import { command, Io, note } from "../Io.js"
import { withIdempotencyKey } from "../IdempotencyKey.js"
import {
  clientOrderIdOption, decimalOption, deviationOption, idempotencyKeyOption, sideOption, symbolOption
} from "../TradeOptions.js"
import { allOption, cursorOption, limitOption, noteNextPage, readPages } from "../Pages.js"
import { liveLine } from "../Progress.js"
import { details, emit, emitList, table } from "../Render.js"
import type { Column } from "../Render.js"
import { changedLegs, changeLines, hasLanded, isFinal, statusText, summaryText, watchWave } from "../WaveWatch.js"
import type { WaveWatchOutcome } from "../WaveWatch.js"

const waveId = Args.text({ name: "wave-id" }).pipe(
  argSchema(WaveId),
  Args.withDescription("The wave's id (a UUID, as `svc waves list` shows).")
)

// --- how a wave reads ------------------------------------------------------------------------------------------------

const waveDetails = (w: MultiAccountOrder) =>
  details([
    ["id", w.id],
    ["state", w.state],
    ["state detail", w.stateDetail],
    ["side", w.order.side],
    ["type", w.order.type],
    ["symbol", w.order.symbol],
    ["volume", w.order.volume],
    ["price", w.order.price],
    ["stop limit price", w.order.stopLimitPrice],
    ["stop loss", w.order.stopLoss],
    ["take profit", w.order.takeProfit],
    ["expiration", w.order.expiration],
    ["deviation points", w.order.deviationPoints],
    ["client order id", w.order.clientOrderId],
    ["barrier policy", w.barrierPolicy],
    ["execute at", w.executeAt],
    ["expires at", w.expiresAt],
    ["release at", w.releaseAt],
    ["dispatched", w.dispatchedAt],
    ["dispatch spread ms", w.dispatchSpreadMs],
    ["legs", summaryText(w.summary)],
    ["settled", w.settledAt],
    ["created", w.createdAt]
  ])

/** Milliseconds after the wave's first send: each leg's place in the dispatch spread. */
const sentOffsets = (legs: ReadonlyArray<WaveLeg>) => {
  const sent = legs.flatMap((l) => (l.sentAt === null ? [] : [l.sentAt.getTime()]))
  const first = sent.length === 0 ? 0 : Math.min(...sent)
  return (leg: WaveLeg) => (leg.sentAt === null ? null : `+${leg.sentAt.getTime() - first}`)
}

const legColumns = (legs: ReadonlyArray<WaveLeg>): ReadonlyArray<Column<WaveLeg>> => {
  const offset = sentOffsets(legs)
  return [
    ["ACCOUNT", (l) => l.accountId],
    ["STATE", (l) => l.state],
    ["SYMBOL", (l) => l.symbol],
    ["VOLUME", (l) => l.volume],
    ["PRICE", (l) => l.filledPrice],
    ["RETCODE", (l) => l.retcode],
    ["SENT MS", offset],
    ["ORDER", (l) => l.orderId],
    // Not shrunk: the ids beside it already make the table wider than 100 columns, and a cut reason says nothing.
    ["WHY", (l) => [l.skipReason, l.detail].filter((s) => s !== null).join(": ")]
  ]
}

/** The wave's fields, then one row per leg; `--json` prints the wave as the API answers it. */
const emitWave = (json: boolean, wave: MultiAccountOrder) =>
  Effect.flatMap(Io, ({ width }) =>
    emit(json, wave, (w) => `${waveDetails(w)}\n\n${table(w.legs, legColumns(w.legs), width)}`))

const waveColumns: ReadonlyArray<Column<MultiAccountOrder>> = [
  ["ID", (w) => w.id],
  ["STATE", (w) => w.state],
  ["SIDE", (w) => w.order.side],
  ["TYPE", (w) => w.order.type],
  ["SYMBOL", (w) => w.order.symbol],
  ["VOLUME", (w) => w.order.volume],
  ["LEGS", (w) => w.summary.total],
  ["LANDED", (w) => w.legs.filter(hasLanded).length],
  ["SPREAD MS", (w) => w.dispatchSpreadMs],
  ["CREATED", (w) => w.createdAt]
]

// --- following a wave ------------------------------------------------------------------------------------------------

const interval = Options.float("interval").pipe(
  Options.withDefault(1),
  optionSchema(Schema.Number.pipe(Schema.greaterThanOrEqualTo(0.05))),
  Options.withDescription("Seconds between two reads of the wave. Default: 1.")
)
const timeout = Options.integer("timeout").pipe(
  optionSchema(Schema.Int.pipe(Schema.positive())),
  Options.optional,
  Options.withDescription("Stop following after this many seconds (the wave goes on in the service). Default: until it ends.")
)

/**
 * The live view: one status line (redrawn in place on a terminal), and lines on stderr for the legs whose state
 * changed (see changeLines). When the wave ends it is printed on stdout as `waves get` prints it; the exit code
 * says whether every leg landed.
 */
const follow = (
  api: ApiClient,
  id: WaveId,
  options: { readonly json: boolean; readonly interval: number; readonly timeout: Option.Option<number> }
) =>
  Effect.gen(function*() {
    const live = yield* liveLine
    const previous = yield* Ref.make<MultiAccountOrder | undefined>(undefined)
    const outcome = yield* watchWave(api, id, {
      interval: Duration.seconds(options.interval),
      timeout: Option.map(options.timeout, Duration.seconds),
      onWave: (wave) =>
        Effect.gen(function*() {
          const lines = changeLines(changedLegs(yield* Ref.getAndSet(previous, wave), wave))
          if (lines.length > 0) {
            yield* live.clear
            yield* Effect.forEach(lines, note, { discard: true })
          }
          yield* live.update(statusText(wave))
        })
      // Cleared on every exit, so an error message never lands on the end of a half-drawn status line.
    }).pipe(Effect.ensuring(live.clear))
    yield* reportOutcome(id, outcome, options.json)
  })

/** Counts of the legs that did not land, as `2 rejected, 1 skipped`. */
const notLandedText = ({ summary: s }: MultiAccountOrder) =>
  Object.entries({ unresolved: s.unresolved, rejected: s.rejected, failed: s.failed, skipped: s.skipped })
    .filter(([, n]) => n > 0).map(([label, n]) => `${n} ${label}`).join(", ")

const reportOutcome = (id: WaveId, outcome: WaveWatchOutcome, json: boolean) =>
  Effect.gen(function*() {
    if (outcome._tag === "TimedOut") {
      if (Option.isSome(outcome.wave)) yield* emitWave(json, outcome.wave.value)
      const state = Option.match(outcome.wave, { onNone: () => "unknown", onSome: (w) => w.state })
      return yield* new CommandFailed({
        message: `wave ${id} had not ended at the timeout (last state: ${state}); it goes on in the service. ` +
          `Follow it with: ${yield* command(`waves watch ${id}`)}`
      })
    }
    const wave = outcome.wave
    yield* emitWave(json, wave)
    if (wave.state !== "settled") {
      return yield* new CommandFailed({
        message: `wave ${id} ended ${wave.state} with no order sent${wave.stateDetail === null ? "" : `: ${wave.stateDetail}`}`
      })
    }
    const missed = wave.legs.filter((l) => !hasLanded(l))
    if (wave.summary.unresolved > 0) {
      yield* note(
        `Do not resend the unresolved legs: their outcome is being confirmed against the broker's records. ` +
          `Follow each with ${yield* command("orders show <order-id>")}.`
      )
    }
    if (missed.length > 0) {
      return yield* new CommandFailed({
        message: `wave ${id} settled; ${missed.length} of ${wave.summary.total} legs did not land (${notLandedText(wave)})`
      })
    }
    yield* note(`All ${wave.summary.total} legs landed; dispatch spread ${wave.dispatchSpreadMs ?? "-"} ms.`)
  })

// --- commands --------------------------------------------------------------------------------------------------------

const legFields = { symbol: "symbol", volume: "volume", "client-order-id": "clientOrderId" } as const
const isLegField = (key: string): key is keyof typeof legFields => Object.hasOwn(legFields, key)

/** `<account-id>:symbol=EURUSD.m,volume=0.20,client-order-id=ref`, checked by the contract's WaveLegOverride. */
const LegOverrideText = Schema.transformOrFail(Schema.String, WaveLegOverride, {
  strict: true,
  decode: (text, _, ast) => {
    const colon = text.indexOf(":")
    const leg: { accountId: string; symbol?: string; volume?: string; clientOrderId?: string } = {
      accountId: colon < 0 ? text : text.slice(0, colon)
    }
    for (const part of colon < 0 ? [] : text.slice(colon + 1).split(",")) {
      const eq = part.indexOf("=")
      const key = eq < 0 ? part : part.slice(0, eq)
      if (eq < 0 || !isLegField(key)) {
        return ParseResult.fail(new ParseResult.Type(ast, text, `${JSON.stringify(part)} is not symbol=…, volume=… or client-order-id=…`))
      }
      leg[legFields[key]] = part.slice(eq + 1)
    }
    return ParseResult.succeed(leg)
  },
  encode: (leg) =>
    ParseResult.succeed([
      leg.accountId,
      [["symbol", leg.symbol], ["volume", leg.volume], ["client-order-id", leg.clientOrderId]]
        .flatMap(([key, value]) => (value === undefined ? [] : [`${key}=${value}`])).join(",")
    ].filter((s) => s !== "").join(":"))
})

const decodeAccountId = Schema.decodeUnknownOption(AccountId)

/** The accounts named with --account and in --file, each once, in the order given. */
const accountsOf = (given: ReadonlyArray<AccountId>, file: Option.Option<string>) =>
  Effect.gen(function*() {
    const listed = Option.isSome(file) ? parseIdList(yield* readIdFile(file.value)) : []
    const fromFile = yield* Effect.forEach(listed, (id) =>
      Option.match(decodeAccountId(id), {
        onNone: () => Effect.fail(new UsageError({ message: `${Option.getOrElse(file, () => "--file")}: ${JSON.stringify(id)} is not an account id (a UUID)` })),
        onSome: Effect.succeed
      }))
    const accounts = Arr.dedupe([...given, ...fromFile])
    if (accounts.length === 0) {
      return yield* new UsageError({ message: "no accounts: name them with --account <id> (repeat it) or --file ids.txt" })
    }
    return accounts
  })

const create = Command.make(
  "create",
  {
    ...connection,
    account: Options.text("account").pipe(
      Options.repeated,
      optionSchema(Schema.mutable(Schema.Array(AccountId))),
      Options.withDescription("An account to trade on (a UUID); repeat for each. Can be combined with --file.")
    ),
    file: Options.text("file").pipe(
      Options.withAlias("f"),
      Options.optional,
      Options.withDescription("File of account ids (one per line, or separated by commas or spaces; # comments); - for standard input.")
    ),
    side: sideOption,
    type: Options.choice("type", ["market", ...PendingKind.literals]).pipe(
      Options.withDefault("market" as const),
      Options.withDescription("market, or a pending kind whose side agrees with --side.")
    ),
    symbol: symbolOption,
    volume: decimalOption("volume", "Lots for every account, as a decimal (0.10); --leg changes it for one."),
    price: decimalOption("price", "Pending kinds: the trigger price (for stop-limit kinds, the stop price).").pipe(Options.optional),
    stopLimitPrice: decimalOption("stop-limit-price", "Stop-limit kinds: the limit placed when the stop triggers.").pipe(Options.optional),
    expiration: timeOption("expiration", "Pending kinds: when the order expires (RFC 3339); default: good till cancelled."),
    stopLoss: decimalOption("stop-loss", "Stop-loss price.").pipe(Options.optional),
    takeProfit: decimalOption("take-profit", "Take-profit price.").pipe(Options.optional),
    deviation: deviationOption,
    clientOrderId: clientOrderIdOption,
    leg: Options.text("leg").pipe(
      Options.repeated,
      optionSchema(Schema.mutable(Schema.Array(LegOverrideText))),
      Options.withDescription(
        "One account's own symbol, volume or reference: <account-id>:symbol=EURUSD.m,volume=0.20,client-order-id=ref " +
          "(any of the three). Repeat for each account that differs."
      )
    ),
    executeAt: timeOption("execute-at", "The release time (RFC 3339). Default: as soon as every account is online."),
    expiresAt: timeOption("expires-at", "Nothing is released after it (RFC 3339). Default: execute-at (or now) plus 10 minutes."),
    barrier: Options.choice("barrier", BarrierPolicy.literals).pipe(
      Options.withDefault("release-ready" as const),
      Options.withDescription(
        "release-ready: trade on the accounts that are online, skip the rest; all-or-nothing: trade on none unless all " +
          "are online; wait: wait for all of them up to --expires-at."
      )
    ),
    idempotencyKey: idempotencyKeyOption,
    watch: Options.boolean("watch").pipe(
      Options.withDescription("Follow the legs until the wave ends, as `waves watch` does (exit 1 unless every leg landed).")
    ),
    interval,
    timeout
  },
  (o) =>
    Effect.gen(function*() {
      const accountIds = yield* accountsOf(o.account, o.file)
      const api = yield* apiFor(o)
      const wave = yield* withIdempotencyKey(o.idempotencyKey, (key) =>
        api.waves.createWave({
          headers: { "idempotency-key": key },
          payload: {
            accountIds,
            order: {
              side: o.side,
              type: o.type,
              symbol: o.symbol,
              volume: o.volume,
              ...field("price", o.price),
              ...field("stopLimitPrice", o.stopLimitPrice),
              ...field("expiration", o.expiration),
              ...field("stopLoss", o.stopLoss),
              ...field("takeProfit", o.takeProfit),
              ...field("deviationPoints", o.deviation),
              ...field("clientOrderId", o.clientOrderId)
            },
            ...listField("legs", o.leg),
            ...field("executeAt", o.executeAt),
            ...field("expiresAt", o.expiresAt),
            barrierPolicy: o.barrier
          }
        }))
      if (o.watch) {
        // A replayed key can answer a wave that already ended: it is then reported at once, with the same exit code.
        if (!isFinal(wave)) {
          yield* note(`wave ${wave.id} accepted with ${wave.summary.total} legs; following it (Ctrl-C stops following, not the wave)`)
        }
        return yield* follow(api, wave.id, o)
      }
      yield* emitWave(o.json, wave)
      if (!isFinal(wave)) yield* note(`Follow it with: ${yield* command(`waves watch ${wave.id}`)}`)
    })
).pipe(
  Command.withDescription(
    "Place one trade on many accounts (a wave), released on all of them together. Prints the idempotency key first: retry only with it."
  )
)

const get = Command.make("get", { ...connection, id: waveId }, ({ id, ...conn }) =>
  Effect.gen(function*() {
    const api = yield* apiFor(conn)
    yield* emitWave(conn.json, yield* api.waves.getWave({ path: { id } }))
  })).pipe(Command.withDescription("A wave as it stands: its order, summary and one row per account's leg."))

const watch = Command.make("watch", { ...connection, id: waveId, interval, timeout }, ({ id, interval, timeout, ...conn }) =>
  Effect.gen(function*() {
    const api = yield* apiFor(conn)
    yield* follow(api, id, { json: conn.json, interval, timeout })
  })).pipe(
    Command.withDescription(
      "Follow a wave's legs live until it settles, is cancelled or abandoned. Exits 1 unless it settled with every leg landed."
    )
  )

const list = Command.make(
  "list",
  {
    ...connection,
    state: Options.choice("state", WaveState.literals).pipe(Options.optional, Options.withDescription("Only waves in this state.")),
    limit: limitOption,
    cursor: cursorOption,
    all: allOption
  },
  ({ all, cursor, limit, state, ...conn }) =>
    Effect.gen(function*() {
      const api = yield* apiFor(conn)
      const { next, rows } = yield* readPages(cursor, all, (at) =>
        api.waves.listWaves({ urlParams: { ...field("state", state), ...field("limit", limit), ...field("cursor", at) } }))
      yield* emitList(conn.json, rows, waveColumns, "No waves.")
      yield* noteNextPage(next)
    })
).pipe(Command.withDescription("Waves, newest first."))

const cancel = Command.make("cancel", { ...connection, id: waveId }, ({ id, ...conn }) =>
  Effect.gen(function*() {
    const api = yield* apiFor(conn)
    yield* emitWave(conn.json, yield* api.waves.cancelWave({ path: { id } }))
  })).pipe(
    Command.withDescription(
      "Stop a wave before it is released: it ends cancelled with no order sent. Once released, 409 WAVE_NOT_CANCELLABLE."
    )
  )

export const wavesCommand = Command.make("waves").pipe(
  Command.withDescription(
    "Multi-account orders (waves): one trade on many accounts, released together, with a result per account."
  ),
  Command.withSubcommands([create, get, watch, list, cancel])
)
