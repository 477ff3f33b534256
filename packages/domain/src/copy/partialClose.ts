import Decimal from "decimal.js"
import { decimal, type DecimalString } from "../decimal.js"

export interface FollowerTerms {
  readonly volumeMin: DecimalString
  readonly volumeStep: DecimalString
}

/**
 * The follower's share of a master close: the same fraction of what the follower holds, rounded to the nearest
 * step and at least the minimum. The whole position when the master is left flat, or when what would remain is
 * below the minimum (a remainder that can never be closed on its own would leave the follower exposed).
 */
export const followerCloseVolume = (
  masterBefore: DecimalString,
  masterClosed: DecimalString,
  followerOpen: DecimalString,
  terms: FollowerTerms
): DecimalString => {
  const before = new Decimal(masterBefore)
  const closed = new Decimal(masterClosed)
  const held = new Decimal(followerOpen)
  if (held.lte(0)) return decimal("0")
  if (closed.gte(before)) return followerOpen
  const step = new Decimal(terms.volumeStep)
  const min = new Decimal(terms.volumeMin)
  let v = held.mul(closed).div(before).div(step).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).mul(step)
  if (v.lt(min)) v = min
  if (v.gte(held) || held.minus(v).lt(min)) return followerOpen
  return decimal(v.toFixed())
}
