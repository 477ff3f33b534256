import { Account, type AccountState } from "@svc/domain/resources/account"
import type { OrderEventType, PositionEventType } from "@svc/domain/resources/events"
import type { OrderState } from "@svc/domain/resources/order"
import { Position } from "@svc/domain/resources/position"
import { MultiAccountOrder } from "@svc/domain/resources/wave"
import { testEventType } from "@svc/domain/webhooks/events"
import { Schema } from "effect"

/**
 * Every event the service records, with its payload: the one place an event type is defined. A writer builds the
 * event here and hands it to the outbox (`Outbox.append`, or as a row of its own statement, see `inlineEvents`).
 * The payload is what the event adds to the resource read when it is sent (see EventReaders), or its whole body
 * when no reader is registered.
 */
export interface EventOf<T extends string = string> {
  readonly type: T
  readonly payload: Record<string, unknown>
}

const encodeAccount = Schema.encodeSync(Account)
const encodePosition = Schema.encodeSync(Position)
const encodeWave = Schema.encodeSync(MultiAccountOrder)

/** `order.*`: the order is read when the event is sent; the event keeps the state it left. */
export const orderEvent = (type: OrderEventType, previousState: OrderState): EventOf<OrderEventType> => ({
  type,
  payload: { previousState }
})

/** `account.state_changed`: the account as the REST API renders it, and the state it left. */
export const accountStateChanged = (account: Account, previousState: AccountState): EventOf<"account.state_changed"> => ({
  type: "account.state_changed",
  payload: { ...encodeAccount(account), previousState }
})

/** `position.opened`: the position as `GET …/positions` renders it, with the terminal's own decimal strings. */
export const positionOpened = (position: Position): EventOf<PositionEventType> => ({
  type: "position.opened",
  payload: encodePosition(position) as unknown as Record<string, unknown>
})

/** A position's event subject: the account and the broker's ticket. */
export const positionResourceId = (accountId: string, ticket: string) => `${accountId}:${ticket}`

/**
 * `position.closed`: the position as `GET …/positions` rendered it from its row, with the closing pass's
 * `observedAt`, built in SQL because the row exists only inside the statement that deletes it (a second read
 * would cost the position sync a round trip and its single commit). `row` is a `positions` row, `observedAt` an
 * SQL text expression. It renders what `positionOpened` renders for the same position.
 */
export const positionClosedSql = (row: string, observedAt: string) => `
  'position.closed', ${row}.account_id::text || ':' || ${row}.broker_position_id,
  jsonb_build_object(
    'accountId', ${row}.account_id::text, 'brokerPositionId', ${row}.broker_position_id, 'symbol', ${row}.symbol,
    'side', ${row}.side, 'volume', ${row}.volume::text, 'openPrice', ${row}.open_price::text,
    'currentPrice', ${row}.current_price::text, 'stopLoss', ${row}.stop_loss::text, 'takeProfit', ${row}.take_profit::text,
    'swap', ${row}.swap::text, 'profit', ${row}.profit::text,
    'openedAt', to_char(${row}.opened_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'comment', ${row}.comment,
    'magic', ${row}.magic, 'observedAt', ${observedAt})`

/** `wave.settled`: the multi-account order as it ended (settled, cancelled or abandoned), with its legs. */
export const waveSettled = (wave: MultiAccountOrder): EventOf<"wave.settled"> => ({
  type: "wave.settled",
  payload: encodeWave(wave) as unknown as Record<string, unknown>
})

const webhookTestMessage = "This is a test event. If you can read this, your endpoint receives and verifies our webhooks."

/** `webhook.test`: sent to one endpoint on request (POST /v1/webhooks/{id}/test). */
export const webhookTest = (endpointId: string): EventOf<typeof testEventType> => ({
  type: testEventType,
  payload: { endpointId, message: webhookTestMessage }
})

/**
 * `copy.subscription_close_only`: the service put a copying subscription to close_only (`reason` `plan`: the
 * workspace's plan lost copy trading). Sent once per subscription changed.
 */
export const copySubscriptionCloseOnly = (
  s: { readonly id: string; readonly strategyId: string; readonly accountId: string },
  plan: string
): EventOf<"copy.subscription_close_only"> => ({
  type: "copy.subscription_close_only",
  payload: { subscriptionId: s.id, strategyId: s.strategyId, accountId: s.accountId, status: "close_only", reason: "plan", plan }
})
