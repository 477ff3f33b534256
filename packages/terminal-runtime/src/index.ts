/**
 * The Terminal port (what the service needs from an MT5 terminal) and its two drivers: the simulated broker and the
 * gateway. The account actor and its ports (`account/…`, `trading/…`) are imported by their own paths.
 */
export * from "./terminal/account.js"
export * from "./terminal/calculation.js"
export * from "./terminal/credentials.js"
export * from "./terminal/deal.js"
export * from "./terminal/enums.js"
export * from "./terminal/errors.js"
export * from "./terminal/loginProblem.js"
export * from "./terminal/order.js"
export * from "./terminal/position.js"
export * from "./terminal/retcodes.js"
export * from "./terminal/symbol.js"
export * from "./terminal/TerminalDriver.js"
export type * from "./terminal/TerminalSession.js"
export type { Departure } from "./terminal/departures.js"
export * from "./terminal/tick.js"
export * from "./terminal/ticket.js"
export * from "./terminal/time.js"
export * from "./terminal/tradeRequest.js"
export * from "./terminal/transaction.js"

export * from "./sim/config.js"
export * from "./sim/faults.js"
export * from "./sim/SimBroker.js"
export * from "./sim/SimTerminalDriver.js"
export { SIM_COMPANY, SIM_SERVERS, type SimServer } from "./sim/servers.js"
export { SIM_SYMBOLS, type SimSymbolSpec } from "./sim/symbols.js"
export {
  NOT_TRADING_PREFIX,
  PASSWORD_PREFIXES,
  REQUEST_PREFIXES,
  type RequestTestOutcome
} from "./sim/testCredentials.js"
export type { ExecutionRecord } from "./sim/state.js"

export { GatewayRpcs, type SessionId as GatewaySessionId } from "./gateway/protocol.js"
export * as GatewayProtocol from "./gateway/protocol.js"
export { GatewayHandlers, GatewayServer, type GatewayServerOptions } from "./gateway/GatewayServer.js"
export { type GatewayDriverOptions, GatewayTerminalDriver } from "./gateway/GatewayTerminalDriver.js"
