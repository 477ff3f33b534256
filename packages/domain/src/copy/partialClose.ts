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

/** One follower position holding part of a master position's copy, and what it holds now. */
export interface Holding {
  readonly id: string
  readonly open: DecimalString
}

/**
 * A master close shared among the follower positions that copy one master position (its open and its scale-ins on a
 * hedging follower): the follower's total close is the master's fraction of everything they hold (as for one
 * position), split in proportion to what each holds, in whole steps (the steps left over go to the largest
 * remainders, the earlier position first on a tie), so the pieces add up to exactly that total. A piece below the
 * minimum is raised to it, and a piece that would leave less than the minimum closes the whole position. Pieces of
 * zero are left out. One holding is exactly `followerCloseVolume`.
 */
export const allocateFollowerClose = (
  masterBefore: DecimalString,
  masterClosed: DecimalString,
  holdings: ReadonlyArray<Holding>,
  terms: FollowerTerms
): Array<{ readonly id: string; readonly volume: DecimalString; readonly whole: boolean }> => {
  const held = holdings.filter((h) => new Decimal(h.open).gt(0))
  if (held.length === 0) return []
  const total = held.reduce((sum, h) => sum.plus(new Decimal(h.open)), new Decimal(0))
  const wanted = new Decimal(followerCloseVolume(masterBefore, masterClosed, decimal(total.toFixed()), terms))
  if (wanted.gte(total)) return held.map((h) => ({ id: h.id, volume: h.open, whole: true }))
  const step = new Decimal(terms.volumeStep)
  const min = new Decimal(terms.volumeMin)
  const shares = held.map((h, i) => {
    const exact = wanted.mul(new Decimal(h.open)).div(total)
    const floor = Decimal.min(exact.div(step).floor().mul(step), new Decimal(h.open))
    return { i, open: new Decimal(h.open), piece: floor, remainder: exact.minus(floor) }
  })
  let left = wanted.minus(shares.reduce((sum, s) => sum.plus(s.piece), new Decimal(0)))
  const byRemainder = [...shares].sort((a, b) => b.remainder.comparedTo(a.remainder) || a.i - b.i)
  while (left.gte(step)) {
    const next = byRemainder.find((s) => s.piece.plus(step).lte(s.open))
    if (next === undefined) break
    next.piece = next.piece.plus(step)
    next.remainder = new Decimal(-1)
    left = left.minus(step)
    byRemainder.sort((a, b) => b.remainder.comparedTo(a.remainder) || a.i - b.i)
  }
  return shares.flatMap((s) => {
    if (s.piece.lte(0)) return []
    let v = Decimal.max(s.piece, min)
    if (v.gte(s.open) || s.open.minus(v).lt(min)) v = s.open
    const h = held[s.i]!
    return [{ id: h.id, volume: v.eq(s.open) ? h.open : decimal(v.toFixed()), whole: v.eq(s.open) }]
  })
}

/**
 * What each follower position copying one master position should hold after the master's deals so far, replayed as
 * the copier copies them: a link's volume joins at the master deal that opened it, and each master close is shared
 * by `allocateFollowerClose`. The drift check's own open (no master deal) was sized on the master's volume after a
 * given deal (`after`): it joins right after that deal, so the closes before it, already in its size, are not taken
 * from it again (at the start when it names none, as rows written before it was recorded). The drift check closes
 * what a follower position holds beyond this (a close refused or never sent).
 */
export const replayHoldings = (
  deals: ReadonlyArray<{ readonly id: string; readonly entry: string; readonly volume: DecimalString }>,
  links: ReadonlyArray<{
    readonly followerPositionId: string
    readonly masterDealId: string | null
    readonly copied: DecimalString
    /** The drift check's own open: the master deal after which it was sized (null: unknown, joins at the start). */
    readonly after?: string | null
  }>,
  terms: FollowerTerms
): Map<string, Decimal> => {
  const held = new Map<string, Decimal>()
  const add = (id: string, v: DecimalString) => held.set(id, (held.get(id) ?? new Decimal(0)).plus(new Decimal(v)))
  const dealIds = new Set(deals.map((d) => d.id))
  // Where each link joins: the deal it copies, or the one its size already includes; null before every deal.
  const joinsAt = (l: (typeof links)[number]): string | null =>
    l.masterDealId !== null && dealIds.has(l.masterDealId) ? l.masterDealId
      : l.masterDealId === null && l.after != null && dealIds.has(l.after) ? l.after
      : null
  const joining = (dealId: string) => links.filter((l) => joinsAt(l) === dealId && l.masterDealId === null)
  for (const l of links) if (joinsAt(l) === null) add(l.followerPositionId, l.copied)
  let before = new Decimal(0)
  for (const d of deals) {
    if (d.entry === "inout") {
      // A netting reversal: every copy of the old direction closed whole, the new direction's copy joins at it.
      for (const id of held.keys()) held.set(id, new Decimal(0))
      before = new Decimal(d.volume).minus(before).abs()
      for (const l of links) if (l.masterDealId === d.id) add(l.followerPositionId, l.copied)
    } else if (d.entry === "in") {
      before = before.plus(new Decimal(d.volume))
      for (const l of links) if (l.masterDealId === d.id) add(l.followerPositionId, l.copied)
    } else if (before.gt(0)) {
      const pieces = allocateFollowerClose(
        decimal(before.toFixed()), d.volume, [...held].map(([id, v]) => ({ id, open: decimal(v.toFixed()) })), terms
      )
      for (const p of pieces) held.set(p.id, (held.get(p.id) ?? new Decimal(0)).minus(new Decimal(p.volume)))
      before = before.minus(new Decimal(d.volume))
    }
    // Sized on the master's volume after this deal: its closes so far are in that size already.
    for (const l of joining(d.id)) add(l.followerPositionId, l.copied)
  }
  return held
}

/** A master position's volume after its deals (in adds, out and out_by take away, a reversal turns it around). */
export const masterVolumeAfter = (deals: ReadonlyArray<{ readonly entry: string; readonly volume: DecimalString }>): Decimal =>
  deals.reduce(
    (net, d) => d.entry === "in" ? net.plus(new Decimal(d.volume)) : d.entry === "inout" ? new Decimal(d.volume).minus(net).abs() : net.minus(new Decimal(d.volume)),
    new Decimal(0)
  )
