import type { Context } from "effect"
import type { ActorContext } from "./ActorContext.js"
import type { TradingStore } from "./TradingStore.js"

/** What the account's sync steps share: the account, its store, and the marks kept in memory between passes. */
export interface SyncState {
  readonly ctx: ActorContext
  readonly store: Context.Tag.Service<TradingStore>
  /** Deal tickets this actor has stored: the overlap re-reads them every pass, and only new ones are written. */
  readonly known: Set<string>
  /** Whether `known` has been filled from the store's deals of the first pass's window (once per actor). */
  primed: boolean
  /**
   * How far deals are synced (epoch ms): undefined before the first pass reads the stored mark, null when none was
   * stored. This actor is the only writer of its account's deal mark, so after that one read memory holds it.
   */
  syncedUntil: number | null | undefined
  /** The mark as last written to the store. */
  storedUntil: number
}
