import { definedOnly } from "@svc/domain/definedOnly"
import type { AccountId } from "@svc/domain"
import { positionFromTerminal, type TradeSync, TradingStore } from "@svc/terminal-runtime/trading/TradingStore"
import { Effect, Layer, Option } from "effect"
import { DealsRepo } from "../accountData/DealsRepo.js"
import { DealSignals } from "../copy/DealSignals.js"
import { PositionsRepo } from "../accountData/PositionsRepo.js"
import { orderEvent } from "../events/eventTypes.js"
import { inlineEvent } from "../events/Outbox.js"
import { OrdersRepo, toOrder, toStoredOrder, type RecordedResult } from "../orders/OrdersRepo.js"
import { renderOrderFor } from "./render.js"
import { traced } from "@svc/domain/tracing"

/**
 * The actor's trading port on Postgres: orders, their events, positions and deals, through their repositories.
 * The adapter stays in the API beside the repositories it uses rather than in a package of its own: a table's SQL
 * would otherwise be split across two packages.
 */
export class SqlTradingStore {
  static readonly layer = Layer.effect(
    TradingStore,
    Effect.gen(function*() {
      const orders = yield* OrdersRepo
      const positions = yield* PositionsRepo
      const deals = yield* DealsRepo
      // Stored deals wake the copier (a master's deal is copied without waiting for its poll).
      const signals = yield* DealSignals

      /**
       * After an order's record: its trade's deals wake the copier when the record's statement saw a subscription
       * copying (without one a wake-up finds nothing to do, and each order paid for the copier's read; a subscription
       * that starts meanwhile has the deals copied by the copier's poll within a second, as after any lost signal);
       * a trade the record's statement refused for its rows (the order was recorded without it) is written on its own,
       * and left to the next sync pass when that fails too: the order's answer must still go out. Answers whether the
       * trade is stored.
       */
      const tradeRecorded = (accountId: AccountId, trade: TradeSync, recorded: RecordedResult) => {
        const wake = trade.deals.length > 0 ? signals.stored(accountId) : Effect.void
        return recorded.withTrade
          ? Effect.as(recorded.copying ? wake : Effect.void, true)
          : deals.syncTrade({ accountId, trade }).pipe(
            Effect.zipRight(wake),
            Effect.as(true),
            Effect.catchAllCause((cause) => Effect.as(Effect.logWarning(`writing the trade of an order of ${accountId} failed`, cause), false))
          )
      }

      return TradingStore.of({
        insertSending: (o) =>
          orders.insertSending(o).pipe(Effect.map(toOrder), traced("TradingStore.insertSending")),

        claimSend: (o, accepted) =>
          (accepted === null ? orders.insertSendingOnce(o) : orders.claimAccepted(o.id)).pipe(
            Effect.map((row) => Option.map(Option.fromNullable(row), toOrder)),
            traced("TradingStore.claimSend")
          ),

        insertAccepted: (o, createdAt) =>
          orders.insertAccepted({ order: o, createdAt }).pipe(traced("TradingStore.insertAccepted")),

        record: (change, answerTo) =>
          Effect.gen(function*() {
            // Events of one change a microsecond apart, in the spec's order (`order.resolved` before `order.filled`).
            const events = change.events.map((type, n) => inlineEvent(change.order.id, orderEvent(type, change.previousState), n + 1))
            const trade = change.trade ?? null
            const answer = answerTo === null ? null : yield* renderOrderFor(change.order, answerTo.retryable, answerTo.requestId)
            const recorded = yield* orders.record({
              order: change.order,
              events,
              answer: answerTo === null || answer === null
                ? null
                : { workspaceId: answerTo.workspaceId, key: answerTo.key, status: answer.status, body: answer.body },
              trade
            })
            const tradeStored = trade === null ? false : yield* tradeRecorded(change.order.accountId, trade, recorded)
            return { answer, tradeStored }
          }),

        updateTarget: (id, c) =>
          orders.updateWithEvents(
            id,
            definedOnly({
              state: c.state,
              stateDetail: c.stateDetail,
              price: c.price,
              stopLimitPrice: c.stopLimitPrice,
              stopLoss: c.stopLoss,
              takeProfit: c.takeProfit,
              expiration: c.expiration,
              filledVolume: c.filledVolume,
              filledPrice: c.filledPrice,
              brokerDealId: c.brokerDealId,
              brokerPositionId: c.brokerPositionId,
              settledAt: c.settled ? new Date() : undefined
            }),
            c.events.map((type, n) => inlineEvent(id, orderEvent(type, c.previousState), n + 1))
          ).pipe(Effect.asVoid),

        get: (id) => Effect.map(orders.find(id), (row) => Option.map(Option.fromNullable(row), toStoredOrder)),

        unresolved: (accountId) => Effect.map(orders.unresolved(accountId), (rows) => rows.map(toStoredOrder)),

        working: (accountId) => Effect.map(orders.working(accountId), (rows) => rows.map(toStoredOrder)),

        syncPositions: (accountId, terminal, observedAt) =>
          Effect.gen(function*() {
            const snapshot = terminal.map((p) => positionFromTerminal(accountId, p, observedAt))
            const found = yield* positions.sync(accountId, snapshot, observedAt)
            return { accountId, observedAt, positions: found ? snapshot : [] }
          }).pipe(traced("TradingStore.syncPositions")),

        syncDeals: (accountId, terminalDeals) =>
          (terminalDeals.length === 0 ? Effect.void : deals.sync(accountId, terminalDeals).pipe(Effect.zipRight(signals.stored(accountId)))).pipe(
            traced("TradingStore.syncDeals")
          ),

        syncTrade: (accountId, trade) =>
          deals.syncTrade({ accountId, trade }).pipe(
            Effect.zipRight(trade.deals.length === 0 ? Effect.void : signals.stored(accountId)),
            traced("TradingStore.syncTrade")
          ),

        dealsSyncedUntil: (accountId) => deals.syncedUntil(accountId),

        storedDealTickets: (accountId, since) => deals.storedTickets(accountId, since),

        setDealsSyncedUntil: (accountId, until) => deals.setSyncedUntil(accountId, until)
      })
    })
  ).pipe(Layer.provide([OrdersRepo.Default, PositionsRepo.Default, DealsRepo.Default]))
}
