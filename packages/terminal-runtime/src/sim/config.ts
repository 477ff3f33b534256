import { Context } from "effect"
import type { MarginMode } from "../terminal/enums.js"
import { SIM_SERVERS, type SimServer } from "./servers.js"
import { SIM_SYMBOLS, type SimSymbolSpec } from "./symbols.js"

export interface SimBrokerOptions {
  /** Seed of the price feed: same seed, same prices at the same instants. */
  readonly seed: number
  /** One price tick per interval; SL, TP, pending orders and stop out are checked on every tick. */
  readonly tickIntervalMs: number
  /** The broker server's clock: UTC+2 all year (no daylight saving), like many MT5 brokers' winter time. */
  readonly brokerUtcOffsetMinutes: number
  /**
   * How often a background fiber brings the broker up to the clock so that stops fire and transactions are pushed
   * with no call in flight; null leaves it to the calls (tests on TestClock avoid thousands of wake-ups that way).
   */
  readonly processEveryMs: number | null
  readonly initialBalance: string
  readonly currency: string
  readonly leverage: number
  readonly marginMode: MarginMode
  /** Margin levels in percent: warning, and stop out (positions closed, biggest loss first). */
  readonly marginCallLevel: string
  readonly stopOutLevel: string
  readonly servers: ReadonlyArray<SimServer>
  readonly symbols: ReadonlyArray<SimSymbolSpec>
  /** Where the books are kept across restarts (see `SimPersistence`); null keeps them in memory only. */
  readonly stateDir: string | null
  /** Start with no accounts, keeping the ticket sequences, when `stateDir` holds a previous run's books. */
  readonly resetState: boolean
  /** Fold the journal into a new snapshot once it reaches this many bytes. */
  readonly compactAfterBytes: number
}

export const defaultSimBrokerOptions: SimBrokerOptions = {
  seed: 20240101,
  tickIntervalMs: 1000,
  brokerUtcOffsetMinutes: 120,
  processEveryMs: 1000,
  initialBalance: "10000.00",
  currency: "USD",
  leverage: 100,
  marginMode: 2,
  marginCallLevel: "100",
  stopOutLevel: "50",
  servers: SIM_SERVERS,
  symbols: SIM_SYMBOLS,
  stateDir: null,
  resetState: false,
  compactAfterBytes: 64 * 1024 * 1024
}

export class SimBrokerConfig extends Context.Reference<SimBrokerConfig>()("@svc/terminal-runtime/SimBrokerConfig", {
  defaultValue: (): SimBrokerOptions => defaultSimBrokerOptions
}) {}
