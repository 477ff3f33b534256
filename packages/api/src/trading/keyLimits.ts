import { Errors, type AccountId, type DecimalString } from "@svc/domain"
import { CurrentPrincipal } from "@svc/domain/api/authentication"
import Decimal from "decimal.js"
import { Effect, Option } from "effect"

/**
 * The one check of a key's limits on an opening order (an order, or one leg of a multi-account order): 403
 * `KEY_LIMIT_EXCEEDED` naming the account when its volume is above the key's `maxVolume`. Read from the request's
 * principal, like the account reach; closing, cancelling and moving stops never reach it.
 */
export const withinKeyLimits = (accountId: AccountId, volume: DecimalString) =>
  Effect.flatMap(Effect.serviceOption(CurrentPrincipal), (principal) => {
    const max = Option.getOrUndefined(principal)?.maxVolume ?? null
    if (max === null || new Decimal(volume).lte(new Decimal(max))) return Effect.void
    return Effect.fail(new Errors.KeyLimitExceeded({
      message: `This key may open at most ${max} lots in one order; this one asks ${volume} on account ${accountId}.`,
      details: [{ accountId, maxVolume: max, volume }]
    }))
  })
