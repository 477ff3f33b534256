import type { AccountState, ProblemCode } from "@svc/domain/resources/account"

/** The account state a login problem leaves the account in. */
export const stateOfProblem = (code: ProblemCode): AccountState => {
  switch (code) {
    case "LOGIN_REFUSED": return "invalid_credentials"
    case "NEEDS_2FA": return "needs_2fa"
    case "NEEDS_CERTIFICATE": return "needs_certificate"
    case "TRADING_DISABLED": return "trading_disabled"
    case "CONNECTION_FAILED": return "error"
  }
}
