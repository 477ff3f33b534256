import { Rpc } from "@effect/rpc"
import { Schema } from "effect"
import { AccountNotFound, AccountNotReady, NeedsOperator, NoRuntime, TradingDisabled } from "../errors.js"
import { WaveId } from "../ids.js"
import { Order } from "../resources/order.js"
import { Timestamp } from "../time.js"
import { OrderCommand } from "./tradingProtocol.js"

/** What ArmLeg answers: armed now (or already, by an earlier message), or the leg's order is already on record. */
export const ArmOutcome = Schema.Union(
  Schema.TaggedStruct("Armed", { armedAt: Timestamp }),
  Schema.TaggedStruct("Recorded", { order: Order })
)
export type ArmOutcome = typeof ArmOutcome.Type

/**
 * Arms one leg of a wave in its account's actor: the order is checked and built now, and the actor sends it itself
 * at `releaseAt` (an absolute time) through its ordinary order path, so all accounts release together without one
 * message each at the release. The order id is derived from the wave and the account, so a message delivered again
 * (or a wave resumed after a restart) finds the order on record and never sends a second one. Only opening orders
 * (Market, Pending) are armed.
 */
export const ArmLeg = Rpc.make("ArmLeg", {
  payload: { waveId: WaveId, command: OrderCommand, releaseAt: Timestamp },
  success: ArmOutcome,
  error: Schema.Union(AccountNotFound, AccountNotReady, NeedsOperator, NoRuntime, TradingDisabled)
})
