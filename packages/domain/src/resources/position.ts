import { Schema } from "effect"
import { DecimalString } from "../decimal.js"
import { AccountId } from "../ids.js"
import { Timestamp } from "../time.js"

export const PositionSide = Schema.Literal("buy", "sell").annotations({ identifier: "PositionSide" })
export type PositionSide = typeof PositionSide.Type

/**
 * An open position as last seen by the position sync (the spec names only `observedAt`; the rest is what MT5's
 * `positions_get` reports, which is what a client would look for). Rows are a snapshot, not live values.
 */
export class Position extends Schema.Class<Position>("Position")({
  accountId: AccountId,
  brokerPositionId: Schema.String.annotations({ description: "the broker's position ticket; the `positionId` of close and modify" }),
  symbol: Schema.String,
  side: PositionSide,
  volume: DecimalString.annotations({ description: "lots still open" }),
  openPrice: DecimalString,
  currentPrice: DecimalString,
  stopLoss: Schema.NullOr(DecimalString),
  takeProfit: Schema.NullOr(DecimalString),
  swap: DecimalString,
  profit: DecimalString.annotations({ description: "floating profit in the account currency" }),
  openedAt: Timestamp,
  comment: Schema.NullOr(Schema.String),
  magic: Schema.NullOr(Schema.Int).annotations({ description: "expert id that opened it; 0 is a manual trade; null when not reported" }),
  observedAt: Timestamp
}) {}

/**
 * `GET /v1/accounts/{id}/positions` and `POST .../reconcile`. `observedAt` is the sync that produced the rows; null
 * when the account has never been synchronised, so an empty list is never mistaken for "no positions".
 */
export const PositionsSnapshot = Schema.Struct({
  accountId: AccountId,
  observedAt: Schema.NullOr(Timestamp),
  positions: Schema.Array(Position)
}).annotations({ identifier: "PositionsSnapshot" })
export type PositionsSnapshot = typeof PositionsSnapshot.Type
