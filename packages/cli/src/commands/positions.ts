import { Args, Command, Options } from "@effect/cli"
import { AccountId } from "@svc/domain/ids"
import type { PositionsSnapshot } from "@svc/domain/resources/position"
import { Effect, Option, Schema } from "effect"
import { apiFor, connection } from "../Client.js"
import { UsageError } from "../Failure.js"
import { field } from "../Fields.js"
import { argSchema } from "../Input.js"
import { withIdempotencyKey } from "../IdempotencyKey.js"
import { orderDetails } from "../OrderOutput.js"
import { clientOrderIdOption, decimalOption, deviationOption, idempotencyKeyOption, levelOption } from "../TradeOptions.js"
import { byIdCommand } from "../ReadCommands.js"
import { emit, table } from "../Render.js"

const accountId = Args.text({ name: "account-id" }).pipe(argSchema(AccountId), Args.withDescription("The account (a UUID)."))
const positionId = Args.text({ name: "position-id" }).pipe(
  argSchema(Schema.String.pipe(Schema.pattern(/^[0-9]{1,20}$/, { message: () => "a position is the broker's ticket: digits" }))),
  Args.withDescription("The broker's position ticket, as `svc positions list` shows it.")
)

/** A snapshot, not live values: when it was taken matters as much as the rows. */
const snapshot = (s: PositionsSnapshot) => {
  const when = s.observedAt === null ? "never synchronised yet" : `as of ${s.observedAt.toISOString()}`
  if (s.positions.length === 0) return `No open positions (${when}).`
  return `${table(s.positions, [
    ["TICKET", (p) => p.brokerPositionId],
    ["SYMBOL", (p) => p.symbol],
    ["SIDE", (p) => p.side],
    ["VOLUME", (p) => p.volume],
    ["OPEN", (p) => p.openPrice],
    ["CURRENT", (p) => p.currentPrice],
    ["SL", (p) => p.stopLoss],
    ["TP", (p) => p.takeProfit],
    ["SWAP", (p) => p.swap],
    ["PROFIT", (p) => p.profit],
    ["OPENED", (p) => p.openedAt]
  ])}\n\n${s.positions.length} open (${when})`
}

const list = byIdCommand(
  "list", accountId, "Open positions from the last sync (about every 15 seconds while online).",
  (api, id) => api.accountData.listPositions({ path: { id } }),
  snapshot
)

const reconcile = byIdCommand(
  "reconcile", accountId, "Refresh the positions snapshot from the terminal now (the account must be online).",
  (api, id) => api.accountData.reconcilePositions({ path: { id } }),
  snapshot
)

const close = Command.make(
  "close",
  {
    ...connection,
    account: accountId,
    position: positionId,
    volume: decimalOption("volume", "Lots to close; omitted closes the whole position.").pipe(Options.optional),
    deviation: deviationOption,
    clientOrderId: clientOrderIdOption,
    idempotencyKey: idempotencyKeyOption
  },
  ({ account, clientOrderId, deviation, idempotencyKey, position, volume, ...conn }) =>
    Effect.gen(function*() {
      const api = yield* apiFor(conn)
      const order = yield* withIdempotencyKey(idempotencyKey, (key) =>
        api.trading.closePosition({
          path: { id: account, positionId: position },
          headers: { "idempotency-key": key },
          payload: { ...field("volume", volume), ...field("deviationPoints", deviation), ...field("clientOrderId", clientOrderId) }
        }))
      yield* emit(conn.json, order, orderDetails)
    })
).pipe(Command.withDescription("Close a position, whole or in part. Prints the idempotency key first: retry only with it."))

const modify = Command.make(
  "modify",
  {
    ...connection,
    account: accountId,
    position: positionId,
    stopLoss: levelOption("stop-loss", "New stop loss."),
    takeProfit: levelOption("take-profit", "New take profit."),
    clientOrderId: clientOrderIdOption,
    idempotencyKey: idempotencyKeyOption
  },
  ({ account, clientOrderId, idempotencyKey, position, stopLoss, takeProfit, ...conn }) =>
    Effect.gen(function*() {
      if (Option.isNone(stopLoss) && Option.isNone(takeProfit)) {
        return yield* new UsageError({ message: "give --stop-loss, --take-profit or both (a price, or none to remove)" })
      }
      const api = yield* apiFor(conn)
      const order = yield* withIdempotencyKey(idempotencyKey, (key) =>
        api.trading.modifyPosition({
          path: { id: account, positionId: position },
          headers: { "idempotency-key": key },
          payload: { ...field("stopLoss", stopLoss), ...field("takeProfit", takeProfit), ...field("clientOrderId", clientOrderId) }
        }))
      yield* emit(conn.json, order, orderDetails)
    })
).pipe(Command.withDescription("Move or remove a position's stop loss and take profit (recorded as an order with intent modify)."))

export const positionsCommand = Command.make("positions").pipe(
  Command.withDescription("Open positions of an account: read, refresh, close, move stops."),
  Command.withSubcommands([list, reconcile, close, modify])
)
