import type { Problem, ProblemAction } from "@svc/domain/resources/account"
import type { LoginFailed } from "./errors.js"

/**
 * Turns what the terminal reported into the spec's Problem object. The titles and explanations speak to the person
 * who owns the account; `detail` stays the terminal's own words. Every action leads to a call that is accepted:
 * `connect` from a state that needs a person is the warm that confirms the fix (`operatorResolved=true`).
 */
const switchActions = (otherServers: ReadonlyArray<string>, max: number): Array<ProblemAction> =>
  otherServers.slice(0, max).map((server) => ({ kind: "switch_server" as const, server }))

export const problemFromLoginFailure = (failure: LoginFailed): Problem => {
  switch (failure.kind) {
    case "refused":
      return {
        code: "LOGIN_REFUSED",
        title: "The broker refused the login",
        explanation:
          `The server ${failure.server} did not accept login ${failure.login} with this password. Check that it is the ` +
          "trading (master) password, and that the account was opened on this server: a login works only on the " +
          "server where it was opened.",
        detail: failure.detail,
        otherServers: failure.otherServers,
        actions: [{ kind: "replace_credentials" }, ...switchActions(failure.otherServers, 1)]
      }
    case "needs_2fa":
      return {
        code: "NEEDS_2FA",
        title: "The broker asks for a one-time password",
        explanation:
          "This account has two-factor authentication switched on, which an unattended terminal cannot answer. " +
          "Switch off the one-time password for this account in the broker's terminal, then warm the account with " +
          "operatorResolved=true to confirm it (a plain warm is refused while the account waits for you).",
        detail: failure.detail,
        otherServers: failure.otherServers,
        actions: [{ kind: "connect" }, { kind: "contact_support" }]
      }
    case "needs_certificate":
      return {
        code: "NEEDS_CERTIFICATE",
        title: "The broker asks for a certificate",
        explanation:
          "This account uses extended authentication with a certificate, which the terminal does not hold. Ask the " +
          "broker to switch it off for this account, then warm the account with operatorResolved=true to confirm it " +
          "(a plain warm is refused while the account waits for you).",
        detail: failure.detail,
        otherServers: failure.otherServers,
        actions: [{ kind: "contact_support" }, { kind: "connect" }]
      }
    case "connection_failed":
      return {
        code: "CONNECTION_FAILED",
        title: "The terminal could not reach the broker's server",
        explanation:
          `No connection could be made to ${failure.server}. Check the server name exactly as the broker gives it; ` +
          "if it is right, the server may be down for a while.",
        detail: failure.detail,
        otherServers: failure.otherServers,
        actions: [...switchActions(failure.otherServers, 1), { kind: "connect" }, { kind: "contact_support" }]
      }
  }
}

/** Logged in, but the broker refuses trading: usually the investor (read-only) password, or a disabled account. */
export const tradingDisabledProblem = (login: string, server: string, detail: string | null = null): Problem => ({
  code: "TRADING_DISABLED",
  title: "The broker does not allow trading on this login",
  explanation:
    `Login ${login} on ${server} connects but may not trade. This happens with the investor (read-only) password ` +
    "or when the broker has disabled trading on the account. Send the trading password; or, once the broker has " +
    "enabled trading, warm the account with operatorResolved=true to confirm it.",
  detail,
  otherServers: [],
  actions: [{ kind: "replace_credentials" }, { kind: "connect" }, { kind: "contact_support" }]
})
