import { Errors } from "@svc/domain"
import type { OrderCommand } from "@svc/domain/account/tradingProtocol"
import { SERVICE_MAGIC } from "@svc/domain/order/requestTag"
import { Effect, Option } from "effect"
import { ORDER_TIME, ORDER_TYPE, TRADE_ACTION, type OrderType } from "../terminal/enums.js"
import type { TerminalSession } from "../terminal/TerminalSession.js"
import type { TradeRequest } from "../terminal/tradeRequest.js"
import { fillingMode } from "./fillingMode.js"
import type { OrderPath } from "./OrderPath.js"
import { traced } from "@svc/domain/tracing"

const pendingTypes: Record<string, OrderType> = {
  buy_limit: ORDER_TYPE.BUY_LIMIT,
  sell_limit: ORDER_TYPE.SELL_LIMIT,
  buy_stop: ORDER_TYPE.BUY_STOP,
  sell_stop: ORDER_TYPE.SELL_STOP,
  buy_stop_limit: ORDER_TYPE.BUY_STOP_LIMIT,
  sell_stop_limit: ORDER_TYPE.SELL_STOP_LIMIT
}

const unknownTarget = (what: string) => new Errors.NotFound({ message: what })

/** The open position a close or modify names, as the terminal holds it now. */
const openPosition = (terminal: TerminalSession, ticket: string) =>
  terminal.positions.pipe(
    Effect.orElseSucceed(() => []),
    Effect.flatMap((all) => {
      const found = all.find((p) => p.ticket === ticket)
      return found === undefined ? Effect.fail(unknownTarget(`No open position ${ticket} on this account.`)) : Effect.succeed(found)
    })
  )

/**
 * Builds the MT5 request for a command, with what the order's record needs to know of it; looks up what the
 * command names (position, pending order) on the terminal and in the store.
 */
export const buildRequest = Effect.fnUntraced(function*(
  path: OrderPath,
  terminal: TerminalSession,
  command: OrderCommand,
  tag: string
) {
  const base = {
    comment: tag,
    magic: SERVICE_MAGIC,
    ...(command.clientOrderId === null ? {} : { clientTag: command.clientOrderId }),
    ...(command.deviationPoints === null ? {} : { deviation: command.deviationPoints })
  }
  const filling = (symbol: string) => fillingMode(path.fillingModes, terminal, symbol)
  switch (command._tag) {
    case "Market": {
      const request: TradeRequest = {
        ...base,
        action: TRADE_ACTION.DEAL,
        symbol: command.symbol,
        volume: command.volume,
        type: command.side === "buy" ? ORDER_TYPE.BUY : ORDER_TYPE.SELL,
        typeFilling: yield* filling(command.symbol),
        ...(command.stopLoss === null ? {} : { sl: command.stopLoss }),
        ...(command.takeProfit === null ? {} : { tp: command.takeProfit })
      }
      return { request, symbol: command.symbol, side: command.side, volume: command.volume, positionId: null, brokerOrderId: null }
    }
    case "Pending": {
      const request: TradeRequest = {
        ...base,
        action: TRADE_ACTION.PENDING,
        symbol: command.symbol,
        volume: command.volume,
        type: pendingTypes[command.kind]!,
        price: command.price,
        typeFilling: yield* filling(command.symbol),
        typeTime: command.expiration === null ? ORDER_TIME.GTC : ORDER_TIME.SPECIFIED,
        ...(command.expiration === null ? {} : { expiration: command.expiration.getTime() }),
        ...(command.stopLimitPrice === null ? {} : { stoplimit: command.stopLimitPrice }),
        ...(command.stopLoss === null ? {} : { sl: command.stopLoss }),
        ...(command.takeProfit === null ? {} : { tp: command.takeProfit })
      }
      const side = command.kind.startsWith("buy") ? "buy" as const : "sell" as const
      return { request, symbol: command.symbol, side, volume: command.volume, positionId: null, brokerOrderId: null }
    }
    case "ClosePosition": {
      const p = yield* openPosition(terminal, command.positionId)
      const volume = command.volume ?? p.volume
      const request: TradeRequest = {
        ...base,
        action: TRADE_ACTION.DEAL,
        symbol: p.symbol,
        volume,
        position: p.ticket,
        type: p.type === 0 ? ORDER_TYPE.SELL : ORDER_TYPE.BUY,
        typeFilling: yield* filling(p.symbol)
      }
      return { request, symbol: p.symbol, side: p.type === 0 ? "sell" as const : "buy" as const, volume, positionId: p.ticket, brokerOrderId: null }
    }
    case "ModifyPosition": {
      const p = yield* openPosition(terminal, command.positionId)
      const sl = command.stopLoss === undefined ? p.sl : command.stopLoss
      const tp = command.takeProfit === undefined ? p.tp : command.takeProfit
      const request: TradeRequest = {
        ...base,
        action: TRADE_ACTION.SLTP,
        symbol: p.symbol,
        position: p.ticket,
        ...(sl === null ? {} : { sl }),
        ...(tp === null ? {} : { tp })
      }
      return { request, symbol: p.symbol, side: p.type === 0 ? "buy" as const : "sell" as const, volume: null, positionId: p.ticket, brokerOrderId: null, sl, tp }
    }
    case "ModifyOrder":
    case "CancelOrder": {
      const target = Option.getOrUndefined(yield* path.store.get(command.targetOrderId))
      if (target === undefined || target.order.accountId !== path.ctx.id) {
        return yield* Effect.fail(unknownTarget(`No order ${command.targetOrderId} on this account.`))
      }
      const ticket = target.order.brokerOrderId
      if (ticket === null) return yield* Effect.fail(unknownTarget(`Order ${command.targetOrderId} was never placed at the broker.`))
      if (command._tag === "CancelOrder") {
        const request: TradeRequest = { ...base, action: TRADE_ACTION.REMOVE, order: ticket }
        return { request, symbol: target.order.symbol, side: target.order.side, volume: null, positionId: null, brokerOrderId: ticket, target }
      }
      const live = (yield* terminal.orders.pipe(Effect.orElseSucceed(() => []))).find((o) => o.ticket === ticket)
      const price = command.price ?? live?.priceOpen ?? target.order.price ?? undefined
      const stoplimit = command.stopLimitPrice ?? live?.priceStopLimit ?? target.order.stopLimitPrice ?? undefined
      const sl = command.stopLoss === undefined ? (live?.sl ?? target.order.stopLoss) : command.stopLoss
      const tp = command.takeProfit === undefined ? (live?.tp ?? target.order.takeProfit) : command.takeProfit
      const expiration = command.expiration === undefined ? target.order.expiration : command.expiration
      const request: TradeRequest = {
        ...base,
        action: TRADE_ACTION.MODIFY,
        order: ticket,
        symbol: target.order.symbol,
        ...(price === undefined || price === null ? {} : { price }),
        ...(stoplimit === undefined || stoplimit === null ? {} : { stoplimit }),
        ...(sl === null ? {} : { sl }),
        ...(tp === null ? {} : { tp }),
        typeTime: expiration === null ? ORDER_TIME.GTC : ORDER_TIME.SPECIFIED,
        ...(expiration === null ? {} : { expiration: expiration.getTime() })
      }
      return {
        request, symbol: target.order.symbol, side: target.order.side, volume: null, positionId: null, brokerOrderId: ticket, target,
        changes: { price: price ?? null, stopLimitPrice: stoplimit ?? null, stopLoss: sl, takeProfit: tp, expiration }
      }
    }
  }
}, traced("Order.buildRequest"))

/** A command's MT5 request with what its record needs: ready to be sent. */
export type PreparedRequest = Effect.Effect.Success<ReturnType<typeof buildRequest>>
