import type { Problem } from "@svc/domain/resources/account"

/** Problems the actor finds itself, around the terminal's own. */
export const ownProblem = (code: "CONNECTION_FAILED" | "LOGIN_REFUSED", detail: string): Problem => ({
  code,
  title: code === "LOGIN_REFUSED" ? "No usable password" : "The terminal could not reach the broker's server",
  explanation: code === "LOGIN_REFUSED"
    ? "There is no stored password to log in with; send the trading password again."
    : "The login did not complete in time or the connection could not be restored. The server may be slow or " +
      "down; warm the account to try again.",
  detail,
  otherServers: [],
  actions: code === "LOGIN_REFUSED" ? [{ kind: "replace_credentials" }] : [{ kind: "connect" }, { kind: "contact_support" }]
})

/** The state a login problem that needs a person puts the account in; undefined for one worth retrying. */
export const humanState = (code: Problem["code"]) => {
  switch (code) {
    case "LOGIN_REFUSED": return "invalid_credentials" as const
    case "NEEDS_2FA": return "needs_2fa" as const
    case "NEEDS_CERTIFICATE": return "needs_certificate" as const
    case "TRADING_DISABLED": return "trading_disabled" as const
    case "CONNECTION_FAILED": return undefined
  }
}
