import type { AccountId, OrderId, WorkspaceId } from "@svc/domain"
import type { OrderAnswer } from "@svc/domain/account/tradingProtocol"
import type { NewOrder } from "@svc/domain/order/newOrder"
import type { OrderEventType } from "@svc/domain/resources/events"
import type { Order, OrderState } from "@svc/domain/resources/order"
import { Position, type PositionsSnapshot } from "@svc/domain/resources/position"
import { Context, type Effect, type Option } from "effect"
import type { Deal as TerminalDeal } from "../terminal/deal.js"
import type { Position as TerminalPosition } from "../terminal/position.js"

/**
 * A terminal position as the API shows it: what every TradingStore stores for `GET …/positions`. Built without
 * re-validating: every field is the terminal port's, already decoded there (the gateway's answers through their
 * schema), and the sync pass builds one per open position of every account every pass (validating them was ~3% of
 * the service's CPU under bench/orders). Its `position.opened` event still encodes it through the schema.
 */
export const positionFromTerminal = (accountId: AccountId, p: TerminalPosition, observedAt: Date): Position =>
  new Position({
    accountId,
    brokerPositionId: p.ticket,
    symbol: p.symbol,
    side: p.type === 0 ? "buy" : "sell",
    volume: p.volume,
    openPrice: p.priceOpen,
    currentPrice: p.priceCurrent,
    stopLoss: p.sl,
    takeProfit: p.tp,
    swap: p.swap,
    profit: p.profit,
    openedAt: new Date(p.time),
    comment: p.comment === "" ? null : p.comment,
    magic: p.magic,
    observedAt
  }, true)

/** A trade's deals and the positions it touched, as the terminal reported them right after it. */
export interface TradeSync {
  readonly deals: ReadonlyArray<TerminalDeal>
  /** The terminal's positions among `touched` (others, if any, are not written). */
  readonly positions: ReadonlyArray<TerminalPosition>
  readonly touched: ReadonlyArray<string>
  readonly observedAt: Date
}

/** An order's new standing, computed by the actor and written exactly as given, with the events of the edge. */
export interface OrderRecord {
  readonly order: Order
  readonly previousState: OrderState
  /** Written in the same statement as the change, in this order. */
  readonly events: ReadonlyArray<OrderEventType>
  /**
   * The order's own trade, read back right after the broker confirmed it: written as `syncTrade` would, with the
   * change when it can be (one round trip, one commit), on its own after it when not. Never a reason for the change
   * not to be recorded: a trade the store cannot write is left to the next sync pass.
   */
  readonly trade?: TradeSync | null
}

/** What `record` answers: the stored HTTP answer, and whether the order's trade (if any) is now stored. */
export interface Recorded {
  readonly answer: OrderAnswer | null
  /** False when the trade could not be written (it is left to the next sync pass); false without a trade too. */
  readonly tradeStored: boolean
}

/** Where the HTTP answer for this change is stored: the request's idempotency key. */
export interface AnswerTo {
  readonly workspaceId: WorkspaceId
  readonly key: string
  readonly requestId: string
  readonly retryable: boolean
}

/** A pending order's own record after a modify or cancel acted on it. */
export interface TargetChange {
  readonly previousState: OrderState
  readonly state: OrderState
  readonly stateDetail: string | null
  readonly price?: string | null
  readonly stopLimitPrice?: string | null
  readonly stopLoss?: string | null
  readonly takeProfit?: string | null
  readonly expiration?: Date | null
  readonly filledVolume?: string | null
  readonly filledPrice?: string | null
  readonly brokerDealId?: string | null
  readonly brokerPositionId?: string | null
  readonly settled?: boolean
  readonly events: ReadonlyArray<OrderEventType>
}

export interface StoredOrder {
  readonly order: Order
  readonly workspaceId: WorkspaceId
  readonly requestTag: string
  readonly targetOrderId: OrderId | null
}

/**
 * The trading side's persistence port. Every change of an order and its events are one statement: an order never
 * changes without its event, nor the other way round.
 */
export class TradingStore extends Context.Tag("@svc/terminal-runtime/TradingStore")<TradingStore, {
  /** Persisted before the request leaves: a crash after this point leaves an order to reconcile, never a lost one. */
  readonly insertSending: (order: NewOrder) => Effect.Effect<Order>
  /**
   * The right to send this order, taken in one conditional statement before the request leaves: without `accepted`
   * the order is written `sending` unless an order with its id is already on record; with it (the HTTP side wrote it
   * `accepted`), it moves from `accepted` to `sending` unless something already moved it. None: another send of the
   * same order (the message delivered again, or a second runner during a lease handover) took it first, so this one
   * must not send. Every intent has its order id before the claim (closes and modifies too: a retry with the key
   * reuses the id the key names), so a retried close is claimed under the first one's id.
   */
  readonly claimSend: (order: NewOrder, accepted: { readonly createdAt: Date } | null) => Effect.Effect<Option.Option<Order>>
  /**
   * A wave's leg, written `accepted` when it is armed, unless an order with its id is already on record (false then):
   * the check and the write are one statement. At the release the request leaves with no write before it. Until then
   * the actor that armed it keeps reconciliation off it; after a stop it is reconciled like any order that may have
   * left, never sent again.
   */
  readonly insertAccepted: (order: NewOrder, createdAt: Date) => Effect.Effect<boolean>
  /**
   * The order's change, its events and (with `answerTo`) the HTTP answer under the idempotency key, in one
   * statement, with the order's trade when it has one (see `OrderRecord.trade`); answers the stored answer and
   * whether the trade was stored.
   */
  readonly record: (change: OrderRecord, answerTo: AnswerTo | null) => Effect.Effect<Recorded>
  readonly updateTarget: (id: OrderId, change: TargetChange) => Effect.Effect<void>
  readonly get: (id: OrderId) => Effect.Effect<Option.Option<StoredOrder>>
  /**
   * Orders of the account whose outcome is still being confirmed: `unknown`, or `accepted`/`validating`/`sending`
   * left by a stop mid-way (the request may have left).
   */
  readonly unresolved: (accountId: AccountId) => Effect.Effect<ReadonlyArray<StoredOrder>>
  /** Pending orders the service placed that still work at the broker. */
  readonly working: (accountId: AccountId) => Effect.Effect<ReadonlyArray<StoredOrder>>
  /** Replaces the snapshot, writing `position.opened` / `position.closed` for the difference. */
  readonly syncPositions: (
    accountId: AccountId,
    positions: ReadonlyArray<TerminalPosition>,
    observedAt: Date
  ) => Effect.Effect<PositionsSnapshot>
  /** Upserts deals by broker ticket, linking each to the order whose tag or broker order it carries. */
  readonly syncDeals: (accountId: AccountId, deals: ReadonlyArray<TerminalDeal>) => Effect.Effect<void>
  /**
   * What a trade changed, written at once: its deals (as `syncDeals`) and the positions it touched (as
   * `syncPositions` for just those tickets: each of `touched` stored if `positions` has it, removed if not; the rest
   * of the snapshot and its observation time stay). Trades of several accounts finishing together share one
   * statement and one commit.
   */
  readonly syncTrade: (accountId: AccountId, trade: TradeSync) => Effect.Effect<void>
  readonly dealsSyncedUntil: (accountId: AccountId) => Effect.Effect<Option.Option<Date>>
  /**
   * The broker tickets of the account's stored deals dealt at or after `since`: what a new actor's first sync pass
   * has no need to write again (it starts knowing none, and re-wrote a whole window of deals per account when a
   * runner's accounts moved).
   */
  readonly storedDealTickets: (accountId: AccountId, since: Date) => Effect.Effect<ReadonlyArray<string>>
  readonly setDealsSyncedUntil: (accountId: AccountId, until: Date) => Effect.Effect<void>
}>() {}
