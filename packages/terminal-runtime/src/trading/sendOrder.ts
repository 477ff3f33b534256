import Decimal from "decimal.js"
import { Errors, type OrderId } from "@svc/domain"
import { definedOnly } from "@svc/domain/definedOnly"
import type { OrderCommand, SendOrder as SendOrderRpc, SendOutcome } from "@svc/domain/account/tradingProtocol"
import { OrderTrigger, transition, type ReconciledOutcome, type ReplyOutcome } from "@svc/domain/order/machine"
import { Order } from "@svc/domain/resources/order"
import { Duration, Effect, Either, Option } from "effect"
import { ORDER_FILLING, ORDER_TIME, ORDER_TYPE, SYMBOL_FILLING, TRADE_ACTION, type OrderType } from "../terminal/enums.js"
import { isRetryableRetcode, retcodeDescription, RETCODE } from "../terminal/retcodes.js"
import type { TerminalSession } from "../terminal/TerminalSession.js"
import type { TradeRequest, TradeResult } from "../terminal/tradeRequest.js"
import type { ActorContext } from "./ActorContext.js"
import type { AfterTradeOf } from "./sync.js"
import { requestTag, SERVICE_MAGIC } from "./requestTag.js"
import { freshOrder, isOpening, openingOrder } from "./openingOrder.js"
import { StartedSends } from "./StartedSends.js"
import { TradingStore, type AnswerTo, type NewOrder, type StoredOrder } from "./TradingStore.js"

type SendOrderPayload = typeof SendOrderRpc.payloadSchema.Type

const pendingTypes: Record<string, OrderType> = {
  buy_limit: ORDER_TYPE.BUY_LIMIT,
  sell_limit: ORDER_TYPE.SELL_LIMIT,
  buy_stop: ORDER_TYPE.BUY_STOP,
  sell_stop: ORDER_TYPE.SELL_STOP,
  buy_stop_limit: ORDER_TYPE.BUY_STOP_LIMIT,
  sell_stop_limit: ORDER_TYPE.SELL_STOP_LIMIT
}

const notFound = (what: string) => new Errors.NotFound({ message: what })

/** What a step of an order's life changes besides its state; an absent field keeps its value. */
interface Changes {
  readonly stateDetail: string | null
  readonly retcode?: number | null
  readonly retcodeText?: string | null
  readonly brokerOrderId?: string | null
  readonly brokerDealId?: string | null
  readonly brokerPositionId?: string | null
  readonly filledVolume?: string | null
  readonly filledPrice?: string | null
  readonly settled?: boolean
  readonly reconciled?: boolean
}

/**
 * `accepted` → `validating` → `sending` in memory: neither edge emits an event, and an `accepted` row already marks
 * the order as one that may have left, so the actor writes nothing between them and the result.
 */
const asSending = (order: Order, sentAt: Date): Order => {
  let state = order.state
  for (const trigger of [OrderTrigger.Validate(), OrderTrigger.Send()]) {
    if (state === "sending") break
    const decided = transition(state, trigger)
    if (Either.isLeft(decided)) throw new Error(decided.left.message)
    state = decided.right.next
  }
  return new Order({ ...order, state, sentAt: order.sentAt ?? sentAt }, true)
}

/** The filling mode the symbol accepts (sending one it lacks is 10030). */
const fillingFor = (mask: number) =>
  (mask & SYMBOL_FILLING.FOK) !== 0 ? ORDER_FILLING.FOK : (mask & SYMBOL_FILLING.IOC) !== 0 ? ORDER_FILLING.IOC : ORDER_FILLING.RETURN

/** What a broker reply means for the order, before the machine checks it. */
const replyOutcome = (command: OrderCommand, result: TradeResult, requested: string | null): ReplyOutcome => {
  const ok = result.retcode === RETCODE.DONE || result.retcode === RETCODE.PLACED || result.retcode === RETCODE.DONE_PARTIAL ||
    (result.retcode === RETCODE.NO_CHANGES && (command._tag === "ModifyPosition" || command._tag === "ModifyOrder"))
  if (!ok) return "rejected"
  switch (command._tag) {
    case "Pending": return "placed"
    case "ModifyPosition":
    case "ModifyOrder":
    case "CancelOrder": return "completed"
    case "Market":
    case "ClosePosition":
      if (result.retcode === RETCODE.DONE_PARTIAL) return "partially_filled"
      return requested !== null && new Decimal(result.volume).gt(0) && new Decimal(result.volume).lt(requested) ? "partially_filled" : "filled"
  }
}

/** What the account's sync reads right after a trade (see sync.ts). */
export type AfterTrade = (terminal: TerminalSession, trade: AfterTradeOf) => Effect.Effect<void>

export const makeTradingHandlers = (ctx: ActorContext, afterTrade: AfterTrade) =>
  Effect.gen(function*() {
    const store = yield* TradingStore
    const startedSends = yield* StartedSends

    /**
     * Moves an order through the machine and persists exactly the order it becomes, with the events of the edge
     * (and, for a request with an idempotency key, its HTTP answer) in one statement.
     */
    const settle = (previous: Order, trigger: OrderTrigger, fields: Changes, answerTo: AnswerTo | null = null) =>
      Effect.gen(function*() {
        const decided = transition(previous.state, trigger)
        if (Either.isLeft(decided)) return yield* Effect.dieMessage(decided.left.message)
        const { emits, next } = decided.right
        const now = new Date()
        const { reconciled, settled, ...changed } = fields
        const order = new Order({
          ...previous,
          // Volumes and prices are the terminal's decimal strings, passed through unchanged.
          ...(definedOnly(changed) as Partial<Pick<Order, "filledVolume" | "filledPrice">>),
          state: next,
          needsReconciliation: next === "unknown",
          settledAt: settled === true ? now : previous.settledAt,
          reconciledAt: reconciled === true ? now : previous.reconciledAt
        }, true)
        const answer = yield* store.record({ order, previousState: previous.state, events: emits }, answerTo)
        return { order, answer }
      })

    /** Builds the MT5 request; looks up what the command names (position, pending order) on the terminal. */
    const buildRequest = (terminal: TerminalSession, command: OrderCommand, tag: string) =>
      Effect.gen(function*() {
        const base = {
          comment: tag,
          magic: SERVICE_MAGIC,
          ...(command.clientOrderId === null ? {} : { clientTag: command.clientOrderId }),
          ...(command.deviationPoints === null ? {} : { deviation: command.deviationPoints })
        }
        const filling = (symbol: string) => {
          let known = fillingModes.get(terminal)
          if (known === undefined) {
            known = new Map()
            fillingModes.set(terminal, known)
          }
          const cached = known.get(symbol)
          if (cached !== undefined) return Effect.succeed(cached)
          return terminal.symbolInfo(symbol).pipe(
            Effect.map(Option.match({ onNone: () => undefined, onSome: (s) => fillingFor(s.fillingMode) })),
            Effect.orElseSucceed(() => undefined),
            // Only a symbol the terminal described is remembered; an unknown one is asked again next time.
            Effect.map((mode) => {
              if (mode === undefined) return ORDER_FILLING.RETURN
              known.set(symbol, mode)
              return mode
            })
          )
        }
        const position = (ticket: string) =>
          terminal.positions.pipe(
            Effect.orElseSucceed(() => []),
            Effect.flatMap((all) => {
              const found = all.find((p) => p.ticket === ticket)
              return found === undefined ? Effect.fail(notFound(`No open position ${ticket} on this account.`)) : Effect.succeed(found)
            })
          )
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
            const p = yield* position(command.positionId)
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
            const p = yield* position(command.positionId)
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
            const target = Option.getOrUndefined(yield* store.get(command.targetOrderId))
            if (target === undefined || target.order.accountId !== ctx.id) {
              return yield* Effect.fail(notFound(`No order ${command.targetOrderId} on this account.`))
            }
            const ticket = target.order.brokerOrderId
            if (ticket === null) return yield* Effect.fail(notFound(`Order ${command.targetOrderId} was never placed at the broker.`))
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
      })

    const intentOf = (command: OrderCommand) =>
      command._tag === "Market" || command._tag === "Pending" ? "open" as const
      : command._tag === "ClosePosition" ? "close" as const
      : command._tag === "CancelOrder" ? "cancel" as const
      : "modify" as const

    const typeOf = (command: OrderCommand, target?: StoredOrder) =>
      command._tag === "Pending" ? command.kind : target !== undefined ? target.order.type : "market" as const

    /** After a modify or cancel the broker accepted, the pending order it acted on changes too. */
    const applyToTarget = (built: { readonly target?: StoredOrder; readonly changes?: Record<string, unknown> }, command: OrderCommand) =>
      Effect.gen(function*() {
        const target = built.target
        if (target === undefined) return
        if (command._tag === "CancelOrder") {
          const decided = transition(target.order.state, OrderTrigger.BrokerUpdate({ outcome: "cancelled" }))
          if (Either.isLeft(decided)) return
          yield* store.updateTarget(target.order.id, {
            previousState: target.order.state,
            state: decided.right.next,
            stateDetail: "Cancelled on request.",
            settled: true,
            events: decided.right.emits
          })
        } else if (built.changes !== undefined) {
          const c = built.changes as { price: string | null; stopLimitPrice: string | null; stopLoss: string | null; takeProfit: string | null; expiration: Date | null }
          yield* store.updateTarget(target.order.id, {
            previousState: target.order.state,
            state: target.order.state,
            stateDetail: "Modified.",
            price: c.price,
            stopLimitPrice: c.stopLimitPrice,
            stopLoss: c.stopLoss,
            takeProfit: c.takeProfit,
            expiration: c.expiration,
            events: []
          })
        }
      })

    /** A symbol's filling modes are the broker's settings: read once per terminal session, not on every order. */
    const fillingModes = new WeakMap<TerminalSession, Map<string, ReturnType<typeof fillingFor>>>()

    /** Orders this actor is sending right now: reconciliation leaves them to the send that owns them. */
    const sendingNow = new Set<OrderId>()

    /**
     * The message came again after this process had handed the order to a terminal (its entity restarted mid-way):
     * never send again and never refuse; the order is confirmed against the broker's records like any unanswered one.
     */
    const alreadySent = (payload: SendOrderPayload) =>
      Effect.gen(function*() {
        const stored = Option.getOrUndefined(yield* store.get(payload.command.orderId))
        const order = stored?.order ??
          (isOpening(payload.command) && payload.accepted !== null
            ? freshOrder(openingOrder(payload.command, ctx.id), "accepted", payload.accepted.createdAt, null)
            : undefined)
        if (order === undefined) return yield* Effect.dieMessage(`order ${payload.command.orderId} was sent and has no record`)
        yield* scheduleReconcile
        return { order, outcome: "unresolved", retryable: false, answer: null } satisfies SendOutcome
      })

    // Marked from the message's arrival, before the queue: an `accepted` row waiting its turn is not a leftover.
    const SendOrder = ({ payload }: { readonly payload: SendOrderPayload }) =>
      startedSends.has(payload.command.orderId) ? alreadySent(payload) : Effect.acquireUseRelease(
        Effect.sync(() => sendingNow.add(payload.command.orderId)),
        () => ctx.admitted(serialisedSend(payload)),
        () => Effect.sync(() => sendingNow.delete(payload.command.orderId))
      )

    const serialisedSend = (payload: SendOrderPayload) =>
      ctx.serialised(Effect.gen(function*() {
        const command = payload.command
        const live = yield* ctx.readyForOrder
        const terminal = live.terminal
        yield* ctx.touch
        const tag = requestTag(command.orderId)
        const built = yield* buildRequest(terminal, command, tag)
        const target = "target" in built ? built.target : undefined
        const newOrder: NewOrder = isOpening(command) ? openingOrder(command, ctx.id) : {
          id: command.orderId,
          workspaceId: command.workspaceId,
          accountId: ctx.id,
          clientOrderId: command.clientOrderId,
          symbol: built.symbol,
          side: built.side,
          type: typeOf(command, target),
          intent: intentOf(command),
          brokerPositionId: built.positionId,
          brokerOrderId: built.brokerOrderId,
          volume: built.volume,
          price: command._tag === "ModifyOrder" ? command.price ?? null : null,
          stopLimitPrice: null,
          stopLoss: "sl" in built ? (built.sl ?? null) : null,
          takeProfit: "tp" in built ? (built.tp ?? null) : null,
          expiration: null,
          deviationPoints: command.deviationPoints,
          requestTag: tag,
          targetOrderId: target?.order.id ?? null
        }
        const answerTo = payload.answerTo
        const answer = (retryable: boolean): AnswerTo | null =>
          answerTo === null ? null : { workspaceId: command.workspaceId, key: answerTo.key, requestId: answerTo.requestId, retryable }
        // The idle window counts from the last order's end too: a timer that fired mid-order was refused.
        return yield* ctx.inFlight(send(terminal, command, built, newOrder, payload.accepted, answer)).pipe(Effect.ensuring(ctx.touch))
      }))

    const send = (
      terminal: TerminalSession,
      command: OrderCommand,
      built: Effect.Effect.Success<ReturnType<typeof buildRequest>>,
      newOrder: NewOrder,
      accepted: { readonly createdAt: Date } | null,
      answer: (retryable: boolean) => AnswerTo | null
    ) =>
      Effect.gen(function*() {
        // The order is on record before the request leaves (written `accepted` with its key by the HTTP side, or
        // `sending` here): from then on a stop leaves an order to reconcile, never a lost one.
        const sending = accepted === null
          ? yield* store.insertSending(newOrder)
          : asSending(freshOrder(newOrder, "accepted", accepted.createdAt, null), new Date())
        startedSends.add(command.orderId)
        const sent = yield* terminal.orderSend(built.request).pipe(Effect.either)

        if (Either.isRight(sent)) {
          const result = sent.right
          const outcome = replyOutcome(command, result, built.volume)
          const ok = outcome !== "rejected"
          const retryable = !ok && isRetryableRetcode(result.retcode)
          const settled = yield* settle(sending, OrderTrigger.Replied({ outcome }), {
            stateDetail: outcome === "rejected" ? `The broker refused: ${result.comment || retcodeDescription(result.retcode)}` : null,
            retcode: result.retcode,
            retcodeText: result.comment || retcodeDescription(result.retcode),
            brokerOrderId: result.order ?? built.brokerOrderId,
            brokerDealId: result.deal,
            ...(outcome === "filled" || outcome === "partially_filled"
              ? { filledVolume: result.volume, filledPrice: result.price, brokerPositionId: built.positionId ?? result.order }
              : {}),
            settled: outcome !== "placed"
          }, answer(retryable))
          if (outcome === "completed") yield* applyToTarget(built, command)
          // A fill, a close or new stops change positions and deals: stored before the answer, so that a read right
          // after it shows them.
          if (outcome === "filled" || outcome === "partially_filled" || (command._tag === "ModifyPosition" && outcome === "completed")) {
            yield* afterTrade(terminal, {
              tag: requestTag(command.orderId),
              brokerOrderId: settled.order.brokerOrderId,
              positionId: settled.order.brokerPositionId,
              from: (settled.order.sentAt ?? settled.order.createdAt).getTime()
            })
          }
          return { ...settled, outcome: ok ? "done" : "rejected", retryable } satisfies SendOutcome
        }
        const error = sent.left
        if (error._tag === "NotSent") {
          const settled = yield* settle(sending, OrderTrigger.SendFailed({ detail: error.detail }), {
            stateDetail: `Never reached the broker: ${error.detail}. Safe to send again with a new Idempotency-Key.`,
            settled: true
          }, answer(true))
          return { ...settled, outcome: "send_failed", retryable: true } satisfies SendOutcome
        }
        const settled = yield* settle(sending, OrderTrigger.NoReply(), {
          stateDetail: "Sent, and no answer came back. Being confirmed against the broker's records; never resend."
        }, answer(false))
        yield* scheduleReconcile
        return { ...settled, outcome: "unresolved", retryable: false } satisfies SendOutcome
      })

    /** What the broker's records say about a request that got no answer. Undefined: not decidable yet. */
    const findOutcome = (terminal: TerminalSession, stored: StoredOrder, now: number) =>
      Effect.gen(function*() {
        const order = stored.order
        const from = (order.sentAt?.getTime() ?? order.createdAt.getTime()) - 60_000
        const to = now + 60_000
        const deals = (yield* terminal.historyDeals(from, to)).filter((d) => d.comment === stored.requestTag && d.magic === SERVICE_MAGIC)
        const trades = deals.filter((d) => d.entry !== null)
        if (trades.length > 0) {
          const volume = trades.reduce((sum, d) => sum.plus(d.volume), new Decimal(0))
          const notional = trades.reduce((sum, d) => sum.plus(new Decimal(d.volume).times(d.price)), new Decimal(0))
          const first = trades[0]!
          const full = order.volume === null || volume.gte(order.volume)
          return {
            outcome: (full ? "filled" : "partially_filled") as ReconciledOutcome,
            fields: {
              filledVolume: trades.length === 1 ? first.volume : volume.toFixed(),
              filledPrice: trades.length === 1 ? first.price : notional.div(volume).toDecimalPlaces(8).toFixed(),
              brokerDealId: first.ticket,
              brokerOrderId: first.order,
              brokerPositionId: first.positionId
            }
          }
        }
        const working = (yield* terminal.orders).find((o) => o.comment === stored.requestTag)
        if (working !== undefined) return { outcome: "placed" as ReconciledOutcome, fields: { brokerOrderId: working.ticket } }
        const history = (yield* terminal.historyOrders(from, to)).find((o) => o.comment === stored.requestTag)
        if (history !== undefined) {
          const outcome: ReconciledOutcome =
            history.state === "canceled" ? (order.intent === "open" ? "cancelled" : "completed")
            : history.state === "expired" ? "expired"
            : history.state === "rejected" ? "rejected"
            : history.state === "filled" ? "filled" : "not_executed"
          return { outcome, fields: { brokerOrderId: history.ticket } }
        }
        // Modifications leave no order of their own: compare what the broker holds with what was asked.
        if (order.intent === "modify" && order.brokerPositionId !== null) {
          const p = (yield* terminal.positions).find((x) => x.ticket === order.brokerPositionId)
          if (p !== undefined && p.sl === order.stopLoss && p.tp === order.takeProfit) {
            return { outcome: "completed" as ReconciledOutcome, fields: {} }
          }
        }
        // Not in the records once they have had time to show it: it never executed.
        const age = now - (order.sentAt ?? order.createdAt).getTime()
        return age >= 2_000 ? { outcome: "not_executed" as ReconciledOutcome, fields: {} } : undefined
      })

    /** Confirms every unresolved order of the account against the broker's records; resends nothing. */
    const reconcile = Effect.gen(function*() {
      const live = ctx.session()
      if (live === undefined) return 0
      const pending = (yield* store.unresolved(ctx.id)).filter((stored) => !sendingNow.has(stored.order.id))
      let open = 0
      for (const stored of pending) {
        const now = Date.now()
        const { order } = stored
        if ((order.state === "accepted" || order.state === "validating") && !startedSends.has(order.id)) {
          // Written by the HTTP side and never handed to a terminal here: its message may still be on its way.
          // Once old enough to be settled as never executed it is claimed first, so that a message arriving later
          // is answered with the order as it stands instead of sending it.
          if (now - order.createdAt.getTime() < 2_000) {
            open++
            continue
          }
          startedSends.add(order.id)
        }
        const found = yield* findOutcome(live.terminal, stored, now).pipe(Effect.orElseSucceed(() => undefined))
        if (found === undefined) {
          open++
          continue
        }
        let current = stored.order
        // An order a stop left before its result is first declared unknown: it may have left.
        if (current.state === "accepted" || current.state === "validating" || current.state === "sending") {
          current = (yield* settle(asSending(current, current.createdAt), OrderTrigger.NoReply(), {
            stateDetail: "The service stopped while sending; being confirmed."
          })).order
        }
        yield* settle(current, OrderTrigger.Reconciled({ outcome: found.outcome }), {
          stateDetail: found.outcome === "not_executed"
            ? "Confirmed with the broker: the request never executed."
            : "Confirmed with the broker's records.",
          ...found.fields,
          reconciled: true,
          settled: found.outcome !== "placed"
        })
      }
      return open
    }).pipe(Effect.withSpan("Account.reconcile"))

    /** Runs reconciliation until nothing is left open, backing off; survives the session coming and going. */
    const scheduleReconcile = Effect.gen(function*() {
      let delay = Duration.millis(250)
      for (let attempt = 0; attempt < 40; attempt++) {
        yield* Effect.sleep(delay)
        const open = yield* reconcile.pipe(Effect.orElseSucceed(() => 1))
        if (open === 0) return
        delay = Duration.min(Duration.times(delay, 2), Duration.seconds(15))
      }
    }).pipe(Effect.forkIn(ctx.entityScope), Effect.asVoid)

    return { SendOrder, reconcile, scheduleReconcile } as const
  })
