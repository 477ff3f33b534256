import { Args, Command, Options } from "@effect/cli"
import { PendingKind } from "@svc/domain/api/trading"
import { AccountId, OrderId } from "@svc/domain/ids"
import { OrderState } from "@svc/domain/resources/order"
import { Effect, Option, Schema } from "effect"
import { apiFor, connection } from "../Client.js"
import { UsageError } from "../Failure.js"
import { field } from "../Fields.js"
import { argSchema, optionSchema, timeOption } from "../Input.js"
import { withIdempotencyKey } from "../IdempotencyKey.js"
import { orderColumns, orderDetails } from "../OrderOutput.js"
import {
  clientOrderIdOption, decimalOption, deviationOption, idempotencyKeyOption, levelOption, sideOption, symbolOption
} from "../TradeOptions.js"
import { allOption, cursorOption, limitOption, noteNextPage, readPages } from "../Pages.js"
import { byIdCommand } from "../ReadCommands.js"
import { emit, emitList } from "../Render.js"
import { dealColumns } from "./deals.js"

const orderId = Args.text({ name: "order-id" }).pipe(
  argSchema(OrderId),
  Args.withDescription("The order's id (a UUID, as `svc orders list` shows).")
)
const accountId = Args.text({ name: "account-id" }).pipe(
  argSchema(AccountId),
  Args.withDescription("The account to trade on (a UUID).")
)
const volume = decimalOption("volume", "Lots, as a decimal (0.10).")
const stopLoss = decimalOption("stop-loss", "Stop-loss price.").pipe(Options.optional)
const takeProfit = decimalOption("take-profit", "Take-profit price.").pipe(Options.optional)

const list = Command.make(
  "list",
  {
    ...connection,
    account: Options.text("account").pipe(
      optionSchema(AccountId),
      Options.optional,
      Options.withDescription("Only this account's orders.")
    ),
    state: Options.choice("state", OrderState.literals).pipe(Options.optional, Options.withDescription("Only orders in this state.")),
    clientOrderId: clientOrderIdOption,
    since: timeOption("since", "Only orders created at or after this time (RFC 3339)."),
    until: timeOption("until", "Only orders created before this time (RFC 3339)."),
    limit: limitOption,
    cursor: cursorOption,
    all: allOption
  },
  ({ account, all, clientOrderId, cursor, limit, since, state, until, ...conn }) =>
    Effect.gen(function*() {
      const api = yield* apiFor(conn)
      const { next, rows } = yield* readPages(cursor, all, (at) =>
        api.orders.listOrders({
          urlParams: {
            ...field("accountId", account),
            ...field("state", state),
            ...field("clientOrderId", clientOrderId),
            ...field("createdAfter", since),
            ...field("createdBefore", until),
            ...field("limit", limit),
            ...field("cursor", at)
          }
        }))
      yield* emitList(conn.json, rows, orderColumns, "No orders.")
      yield* noteNextPage(next)
    })
).pipe(Command.withDescription("Orders, newest first, across accounts unless --account narrows."))

const show = byIdCommand(
  "show", orderId, "The authoritative order record; poll it after ORDER_UNRESOLVED.",
  (api, id) => api.orders.getOrder({ path: { id } }),
  orderDetails
)

const deals = Command.make("deals", { ...connection, id: orderId }, ({ id, ...conn }) =>
  Effect.gen(function*() {
    const api = yield* apiFor(conn)
    yield* emitList(conn.json, yield* api.orders.getOrderDeals({ path: { id } }), dealColumns, "No deals for this order.")
  })).pipe(Command.withDescription("The deals an order produced (several for partial fills)."))

const market = Command.make(
  "market",
  {
    ...connection,
    account: accountId,
    side: sideOption,
    symbol: symbolOption,
    volume,
    stopLoss,
    takeProfit,
    deviation: deviationOption,
    clientOrderId: clientOrderIdOption,
    idempotencyKey: idempotencyKeyOption
  },
  ({ account, clientOrderId, deviation, idempotencyKey, side, stopLoss, symbol, takeProfit, volume, ...conn }) =>
    Effect.gen(function*() {
      const api = yield* apiFor(conn)
      const order = yield* withIdempotencyKey(idempotencyKey, (key) =>
        api.trading.placeMarketOrder({
          path: { id: account },
          headers: { "idempotency-key": key },
          payload: {
            side,
            symbol,
            volume,
            ...field("stopLoss", stopLoss),
            ...field("takeProfit", takeProfit),
            ...field("deviationPoints", deviation),
            ...field("clientOrderId", clientOrderId)
          }
        }))
      yield* emit(conn.json, order, orderDetails)
    })
).pipe(Command.withDescription("Buy or sell at market. Prints the idempotency key first: retry only with it."))

const pending = Command.make(
  "pending",
  {
    ...connection,
    account: accountId,
    kind: Options.choice("kind", PendingKind.literals).pipe(Options.withDescription("The pending order's kind.")),
    symbol: symbolOption,
    volume,
    price: decimalOption("price", "Trigger price (for stop-limit kinds, the stop price)."),
    stopLimitPrice: decimalOption("stop-limit-price", "For stop-limit kinds: the limit placed when the stop triggers.").pipe(Options.optional),
    stopLoss,
    takeProfit,
    expiration: timeOption("expiration", "When it expires (RFC 3339); default: good till cancelled."),
    deviation: deviationOption,
    clientOrderId: clientOrderIdOption,
    idempotencyKey: idempotencyKeyOption
  },
  ({ account, clientOrderId, deviation, expiration, idempotencyKey, kind, price, stopLimitPrice, stopLoss, symbol, takeProfit, volume, ...conn }) =>
    Effect.gen(function*() {
      if (kind.endsWith("_stop_limit") !== Option.isSome(stopLimitPrice)) {
        return yield* new UsageError({ message: "--stop-limit-price is required for stop-limit kinds and only for them" })
      }
      const api = yield* apiFor(conn)
      const order = yield* withIdempotencyKey(idempotencyKey, (key) =>
        api.trading.placePendingOrder({
          path: { id: account },
          headers: { "idempotency-key": key },
          payload: {
            kind,
            symbol,
            volume,
            price,
            ...field("stopLimitPrice", stopLimitPrice),
            ...field("stopLoss", stopLoss),
            ...field("takeProfit", takeProfit),
            ...field("expiration", expiration),
            ...field("deviationPoints", deviation),
            ...field("clientOrderId", clientOrderId)
          }
        }))
      yield* emit(conn.json, order, orderDetails)
    })
).pipe(Command.withDescription("Place a limit, stop or stop-limit order. Prints the idempotency key first: retry only with it."))

const modify = Command.make(
  "modify",
  {
    ...connection,
    id: orderId,
    price: decimalOption("price", "New trigger price.").pipe(Options.optional),
    stopLimitPrice: decimalOption("stop-limit-price", "New stop-limit price.").pipe(Options.optional),
    stopLoss: levelOption("stop-loss", "New stop loss."),
    takeProfit: levelOption("take-profit", "New take profit."),
    expiration: Options.text("expiration").pipe(
      optionSchema(Schema.Union(
        Schema.transform(Schema.Literal("none"), Schema.Null, { strict: true, decode: () => null, encode: () => "none" as const }),
        Schema.Date
      )),
      Options.optional,
      Options.withDescription("New expiry (RFC 3339), or none for good till cancelled.")
    ),
    clientOrderId: clientOrderIdOption,
    idempotencyKey: idempotencyKeyOption
  },
  ({ clientOrderId, expiration, id, idempotencyKey, price, stopLimitPrice, stopLoss, takeProfit, ...conn }) =>
    Effect.gen(function*() {
      if ([price, stopLimitPrice, stopLoss, takeProfit, expiration].every((o: Option.Option<unknown>) => Option.isNone(o))) {
        return yield* new UsageError({ message: "give at least one of --price, --stop-limit-price, --stop-loss, --take-profit, --expiration" })
      }
      const api = yield* apiFor(conn)
      const order = yield* withIdempotencyKey(idempotencyKey, (key) =>
        api.trading.modifyOrder({
          path: { id },
          headers: { "idempotency-key": key },
          payload: {
            ...field("price", price),
            ...field("stopLimitPrice", stopLimitPrice),
            ...field("stopLoss", stopLoss),
            ...field("takeProfit", takeProfit),
            ...field("expiration", expiration),
            ...field("clientOrderId", clientOrderId)
          }
        }))
      yield* emit(conn.json, order, orderDetails)
    })
).pipe(Command.withDescription("Change a working pending order (recorded as an order with intent modify)."))

const cancel = Command.make(
  "cancel",
  { ...connection, id: orderId, clientOrderId: clientOrderIdOption, idempotencyKey: idempotencyKeyOption },
  ({ clientOrderId, id, idempotencyKey, ...conn }) =>
    Effect.gen(function*() {
      const api = yield* apiFor(conn)
      const order = yield* withIdempotencyKey(idempotencyKey, (key) =>
        api.trading.cancelOrder({ path: { id }, headers: { "idempotency-key": key }, payload: { ...field("clientOrderId", clientOrderId) } }))
      yield* emit(conn.json, order, orderDetails)
    })
).pipe(Command.withDescription("Remove a pending order that has not triggered (one that did: close the position instead)."))

const calculationOptions = { ...connection, account: accountId, symbol: symbolOption, side: sideOption, volume }

const margin = Command.make(
  "margin",
  { ...calculationOptions, price: decimalOption("price", "The price to open at.") },
  ({ account, price, side, symbol, volume, ...conn }) =>
    Effect.gen(function*() {
      const api = yield* apiFor(conn)
      const result = yield* api.accountData.calculate({ path: { id: account }, payload: { kind: "margin", symbol, side, volume, price } })
      yield* emit(conn.json, result, (r) => `margin  ${r.value ?? "- (the terminal would not answer)"}`)
    })
).pipe(Command.withDescription("Margin an order would need, in the account currency. Opens nothing; the account must be online."))

const profit = Command.make(
  "profit",
  { ...calculationOptions, openPrice: decimalOption("open-price", "Opening price."), closePrice: decimalOption("close-price", "Closing price.") },
  ({ account, closePrice, openPrice, side, symbol, volume, ...conn }) =>
    Effect.gen(function*() {
      const api = yield* apiFor(conn)
      const result = yield* api.accountData.calculate({
        path: { id: account },
        payload: { kind: "profit", symbol, side, volume, openPrice, closePrice }
      })
      yield* emit(conn.json, result, (r) => `profit  ${r.value ?? "- (the terminal would not answer)"}`)
    })
).pipe(Command.withDescription("Profit between two prices, in the account currency. Opens nothing; the account must be online."))

export const ordersCommand = Command.make("orders").pipe(
  Command.withDescription("Place, change, cancel and read orders (an order is never placed twice for one idempotency key)."),
  Command.withSubcommands([list, show, deals, market, pending, modify, cancel, margin, profit])
)
