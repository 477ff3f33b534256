import type { Problem } from "@svc/domain/resources/account"
import { Effect, type Redacted, type Scope } from "effect"
import { MARGIN_MODE } from "../terminal/enums.js"
import { problemFromLoginFailure } from "../terminal/loginProblem.js"
import { TerminalDriver } from "../terminal/TerminalDriver.js"
import type { TerminalSession } from "../terminal/TerminalSession.js"
import type { AccountRecord, TerminalFacts } from "./AccountStore.js"

/** A logged-in terminal session as the actor holds it. */
export interface LiveSession {
  readonly facts: TerminalFacts
  /** Completes when the session is lost (disconnect, terminal crash); never fails. */
  readonly lost: Effect.Effect<void>
  readonly terminal: TerminalSession
}


const marginModeName = (mode: number): string =>
  Object.entries(MARGIN_MODE).find(([, n]) => n === mode)?.[0].toLowerCase() ?? String(mode)

const connectionProblem = (server: string, detail: string): Problem => ({
  code: "CONNECTION_FAILED",
  title: "The terminal could not reach the broker's server",
  explanation: `The session with ${server} dropped while it was being set up; it may be down for a while.`,
  detail,
  otherServers: [],
  actions: [{ kind: "connect" }, { kind: "contact_support" }]
})

/**
 * Opens terminal sessions for the actor, from whichever Terminal driver is configured (simulated broker or
 * gateway). The session lives as long as the scope it is opened in; a failure is the Problem the account must show.
 */
export class SessionOpener extends Effect.Service<SessionOpener>()("@svc/terminal-runtime/SessionOpener", {
  effect: Effect.gen(function*() {
    const driver = yield* TerminalDriver
    return {
      open: (account: AccountRecord, password: Redacted.Redacted<string>): Effect.Effect<LiveSession, Problem, Scope.Scope> =>
        Effect.gen(function*() {
          const terminal = yield* driver.connect({ login: account.login, password, server: account.server }).pipe(
            Effect.mapError(problemFromLoginFailure)
          )
          const info = yield* terminal.accountInfo.pipe(Effect.mapError((e) => connectionProblem(account.server, e.detail)))
          return {
            terminal,
            lost: Effect.ignore(terminal.closed),
            facts: {
              currency: info.currency,
              leverage: info.leverage,
              marginMode: marginModeName(info.marginMode),
              tradeAllowed: info.tradeAllowed,
              brokerName: info.company,
              environment: info.environment
            }
          }
        })
    } as const
  })
}) {}
