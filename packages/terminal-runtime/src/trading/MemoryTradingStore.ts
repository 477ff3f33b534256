import type { AccountId, OrderId } from "@svc/domain"
import type { DecimalString } from "@svc/domain/decimal"
import { definedOnly } from "@svc/domain/definedOnly"
import type { NewOrder } from "@svc/domain/order/newOrder"
import { freshOrder } from "@svc/domain/order/openingOrder"
import type { OrderEventType } from "@svc/domain/resources/events"
import { Order } from "@svc/domain/resources/order"
import type { Position } from "@svc/domain/resources/position"
import { Effect, Option, Ref } from "effect"
import type { Deal } from "../terminal/deal.js"
import type { Position as TerminalPosition } from "../terminal/position.js"
import { positionFromTerminal, TradingStore, type StoredOrder } from "./TradingStore.js"

/**
 * The TradingStore port in memory, for tests: it keeps what the Postgres store keeps that the actor reads back;
 * events are only listed, so a test can check which were written. It keeps no idempotency keys.
 */
type Mutable<T> = { -readonly [K in keyof T]: T[K] }

export const makeMemoryTradingStore = Effect.gen(function*() {
  const orders = yield* Ref.make(new Map<OrderId, StoredOrder>())
  const events = yield* Ref.make<ReadonlyArray<{ readonly orderId: OrderId; readonly type: OrderEventType }>>([])
  const positions = yield* Ref.make(new Map<AccountId, ReadonlyArray<Position>>())
  const deals = yield* Ref.make(new Map<string, Deal>())
  const dealsSynced = yield* Ref.make(new Map<AccountId, Date>())

  /** Applies a change to a stored order and lists its events, as the real store does in one statement. */
  const change = (id: OrderId, fields: Partial<Mutable<Order>>, emitted: ReadonlyArray<OrderEventType>) =>
    Effect.gen(function*() {
      const stored = (yield* Ref.get(orders)).get(id)
      if (stored === undefined) return yield* Effect.dieMessage(`no order ${id}`)
      const order = new Order({ ...stored.order, ...fields })
      yield* Ref.update(orders, (m) => new Map(m).set(id, { ...stored, order }))
      yield* Ref.update(events, (all) => [...all, ...emitted.map((type) => ({ orderId: id, type }))])
      return order
    })

  /** Narrowed to `only` (the tickets a trade touched), the other stored positions stay. */
  const syncPositions = (accountId: AccountId, live: ReadonlyArray<TerminalPosition>, observedAt: Date, only?: ReadonlyArray<string>) =>
    Effect.gen(function*() {
      const rows = live.filter((p) => only === undefined || only.includes(p.ticket))
        .map((p) => positionFromTerminal(accountId, p, observedAt))
      const kept = only === undefined ? [] : ((yield* Ref.get(positions)).get(accountId) ?? []).filter((p) => !only.includes(p.brokerPositionId))
      yield* Ref.update(positions, (m) => new Map(m).set(accountId, [...kept, ...rows]))
      return { accountId, observedAt, positions: rows }
    })

  const syncDeals = (synced: ReadonlyArray<Deal>) =>
    Ref.update(deals, (m) => {
      const next = new Map(m)
      for (const d of synced) next.set(d.ticket, d)
      return next
    })

  const store = TradingStore.of({
    insertSending: (o) =>
      Effect.gen(function*() {
        const now = new Date()
        const order = freshOrder(o, "sending", now, now)
        yield* Ref.update(orders, (m) => new Map(m).set(o.id, { order, workspaceId: o.workspaceId, requestTag: o.requestTag, targetOrderId: o.targetOrderId }))
        return order
      }),

    claimSend: (o, accepted) =>
      Ref.modify(orders, (m) => {
        const now = new Date()
        const held = m.get(o.id)
        if (accepted === null) {
          if (held !== undefined) return [Option.none(), m]
          const order = freshOrder(o, "sending", now, now)
          return [Option.some(order), new Map(m).set(o.id, { order, workspaceId: o.workspaceId, requestTag: o.requestTag, targetOrderId: o.targetOrderId })]
        }
        if (held === undefined || held.order.state !== "accepted") return [Option.none(), m]
        const order = new Order({ ...held.order, state: "sending", sentAt: now }, true)
        return [Option.some(order), new Map(m).set(o.id, { ...held, order })]
      }),

    insertAccepted: (o, createdAt) =>
      Ref.modify(orders, (m) => m.has(o.id) ? [false, m] : [true, new Map(m).set(o.id, {
        order: freshOrder(o, "accepted", createdAt, null), workspaceId: o.workspaceId, requestTag: o.requestTag, targetOrderId: o.targetOrderId
      })]),

    record: ({ events: emitted, order, trade }, answerTo) =>
      Effect.gen(function*() {
        if (answerTo !== null) return yield* Effect.dieMessage("the memory store keeps no idempotency keys")
        // Built again with validation: what the actor computed must be a valid Order.
        yield* change(order.id, { ...order }, emitted)
        if (trade != null) {
          yield* Effect.zipRight(syncPositions(order.accountId, trade.positions, trade.observedAt, trade.touched), syncDeals(trade.deals))
        }
        return { answer: null, tradeStored: trade != null }
      }),

    updateTarget: (id, c) =>
      change(id, definedOnly({
        state: c.state,
        stateDetail: c.stateDetail,
        price: c.price as DecimalString | null | undefined,
        stopLimitPrice: c.stopLimitPrice as DecimalString | null | undefined,
        stopLoss: c.stopLoss as DecimalString | null | undefined,
        takeProfit: c.takeProfit as DecimalString | null | undefined,
        expiration: c.expiration,
        filledVolume: c.filledVolume as DecimalString | null | undefined,
        filledPrice: c.filledPrice as DecimalString | null | undefined,
        brokerDealId: c.brokerDealId,
        brokerPositionId: c.brokerPositionId,
        settledAt: c.settled === true ? new Date() : undefined
      }), c.events).pipe(Effect.asVoid),

    get: (id) => Effect.map(Ref.get(orders), (m) => Option.fromNullable(m.get(id))),

    unresolved: (accountId) =>
      Effect.map(Ref.get(orders), (m) =>
        [...m.values()].filter((s) =>
          s.order.accountId === accountId &&
          (s.order.needsReconciliation || s.order.state === "accepted" || s.order.state === "validating" || s.order.state === "sending")
        )),

    working: (accountId) =>
      Effect.map(Ref.get(orders), (m) =>
        [...m.values()].filter((s) =>
          s.order.accountId === accountId && (s.order.state === "working" || s.order.state === "partially_filled") &&
          s.order.intent === "open" && s.order.type !== "market"
        )),

    syncPositions: (accountId, live, observedAt) => syncPositions(accountId, live, observedAt),

    syncTrade: (accountId, trade) =>
      Effect.zipRight(
        syncPositions(accountId, trade.positions, trade.observedAt, trade.touched),
        syncDeals(trade.deals)
      ),

    syncDeals: (_accountId, synced) => syncDeals(synced),

    storedDealTickets: (_accountId, since) =>
      Effect.map(Ref.get(deals), (m) => [...m.values()].filter((d) => d.time >= since.getTime()).map((d) => d.ticket)),
    dealsSyncedUntil: (accountId) => Effect.map(Ref.get(dealsSynced), (m) => Option.fromNullable(m.get(accountId))),
    setDealsSyncedUntil: (accountId, until) => Ref.update(dealsSynced, (m) => new Map(m).set(accountId, until))
  })

  return {
    store,
    /** An opening order as the HTTP side writes it with its idempotency key, before the actor has it. */
    accepted: (o: NewOrder, createdAt: Date) =>
      Ref.update(orders, (m) => new Map(m).set(o.id, {
        order: freshOrder(o, "accepted", createdAt, null), workspaceId: o.workspaceId, requestTag: o.requestTag, targetOrderId: o.targetOrderId
      })),
    order: (id: OrderId) => Effect.map(Ref.get(orders), (m) => m.get(id)?.order),
    events: (id: OrderId) => Effect.map(Ref.get(events), (all) => all.filter((e) => e.orderId === id).map((e) => e.type)),
    deals: Effect.map(Ref.get(deals), (m) => [...m.values()])
  } as const
})
