import type { AccountState } from "../resources/account.js"

/**
 * What a person does about an account that needs them, in the words of the NEEDS_OPERATOR answer: a refused
 * password is fixed here (new password or server); 2FA, a certificate or disabled trading are fixed at the broker and
 * then confirmed with `operatorResolved`, the one warm that logs in from those states.
 */
export const needsOperatorMessage = (id: string, state: AccountState): string =>
  state === "invalid_credentials"
    ? `The broker refused this account's password (state \`${state}\`). Send the corrected password ` +
      `(POST /v1/accounts/${id}/password) or switch to one of \`problem.otherServers\` ` +
      `(POST /v1/accounts/${id}/server), then warm it.`
    : `The account is in \`${state}\`: a person must fix it at the broker (see its \`problem\`). Once it is fixed, ` +
      `confirm it with POST /v1/accounts/${id}/warm?operatorResolved=true, which tries one login; a plain warm, ` +
      "prepare and automatic reconnects never retry it."
