import { Effect, Layer, Redacted } from "effect"
import type { DecimalString } from "@svc/domain/decimal"
import { ORDER_TYPE, TRADE_ACTION } from "../../src/terminal/enums.js"
import { TerminalDriver } from "../../src/terminal/TerminalDriver.js"
import type { TradeRequest } from "../../src/terminal/tradeRequest.js"
import type { SimBrokerOptions } from "../../src/sim/config.js"
import { SimBroker } from "../../src/sim/SimBroker.js"
import { SimTerminalDriver } from "../../src/sim/SimTerminalDriver.js"

export const DEMO = "SimBroker-Demo"

/** Driver and broker on the TestClock, ticking only when a call or `processTicks` asks. */
export const simLayer = (options: Partial<SimBrokerOptions> = {}) =>
  SimTerminalDriver.layer.pipe(Layer.provideMerge(SimBroker.layer({ processEveryMs: null, ...options })))

export const connect = (login: string, password = "secret", server = DEMO) =>
  Effect.flatMap(TerminalDriver, (driver) => driver.connect({ login, password: Redacted.make(password), server }))

export const d = (s: string) => s as DecimalString

export const marketOrder = (
  side: "buy" | "sell",
  symbol: string,
  volume: string,
  extra: Partial<TradeRequest> = {}
): TradeRequest => ({
  action: TRADE_ACTION.DEAL,
  symbol,
  volume: d(volume),
  type: side === "buy" ? ORDER_TYPE.BUY : ORDER_TYPE.SELL,
  magic: 770077,
  ...extra
})

export const closeOrder = (
  side: "buy" | "sell",
  symbol: string,
  volume: string,
  position: string,
  extra: Partial<TradeRequest> = {}
): TradeRequest => marketOrder(side === "buy" ? "sell" : "buy", symbol, volume, { position, ...extra })
