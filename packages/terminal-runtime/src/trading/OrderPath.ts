import type { OrderId } from "@svc/domain"
import type { Context, Effect } from "effect"
import type { TerminalSession } from "../terminal/TerminalSession.js"
import type { ActorContext } from "./ActorContext.js"
import type { AfterTradeOf } from "./afterTrade.js"
import type { FillingModes } from "./fillingMode.js"
import type { StartedSends } from "./StartedSends.js"
import type { TradeSync, TradingStore } from "./TradingStore.js"

/**
 * What the account's sync reads right after a trade (see afterTrade.ts): `read` answers the trade's deals and
 * touched positions (null when the terminal did not answer), `stored` notes that its record wrote them.
 */
export interface AfterTrade {
  readonly read: (terminal: TerminalSession, trade: AfterTradeOf) => Effect.Effect<TradeSync | null>
  readonly stored: (trade: TradeSync) => void
}

/** What every step of one account's order path works with; built once per actor by `makeTradingHandlers`. */
export interface OrderPath {
  readonly ctx: ActorContext
  readonly store: Context.Tag.Service<TradingStore>
  readonly startedSends: Context.Tag.Service<StartedSends>
  /** Every send first takes its claim in the store (several runners; see `TradingStore.claimSend`). */
  readonly claimSends: boolean
  /** Orders this actor is sending right now: reconciliation leaves them to the send that owns them. */
  readonly sendingNow: Set<OrderId>
  readonly fillingModes: FillingModes
  readonly afterTrade: AfterTrade
}
