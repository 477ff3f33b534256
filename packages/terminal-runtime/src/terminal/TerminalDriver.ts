import { Context, type Effect, type Scope } from "effect"
import type { Credentials } from "./credentials.js"
import type { LoginFailed } from "./errors.js"
import type { TerminalSession } from "./TerminalSession.js"

/**
 * The Terminal port: how the account actor gets a logged-in terminal. The session lives as long as the scope;
 * closing the scope logs out. Drivers: the simulated broker (`SimTerminalDriver`) and the gateway client (`GatewayTerminalDriver`).
 */
export class TerminalDriver extends Context.Tag("@svc/terminal-runtime/TerminalDriver")<TerminalDriver, {
  readonly connect: (credentials: Credentials) => Effect.Effect<TerminalSession, LoginFailed, Scope.Scope>
}>() {}
