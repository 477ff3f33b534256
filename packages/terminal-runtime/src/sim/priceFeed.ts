/**
 * Deterministic prices: each symbol's mid price is a pure function of (seed, symbol, tick index), so two brokers
 * with the same seed quote the same prices at the same instants, whatever was asked in between.
 *
 * The walk is a Brownian bridge built top-down over blocks of 2^19 ticks (about six days at one tick a second),
 * pinned to zero at both ends of each block: evaluating any tick costs 19 hashes, the path between ticks is a true
 * random walk, and prices never drift off to nonsense however far the clock runs. Noise is counted in whole
 * points and turned into prices by the caller with exact decimals.
 */
const BLOCK_LEVELS = 19
const BLOCK = 2 ** BLOCK_LEVELS

const mix = (h: number, v: number): number => {
  let x = Math.imul(h ^ v, 0x85ebca6b)
  x ^= x >>> 13
  x = Math.imul(x, 0xc2b2ae35)
  x ^= x >>> 16
  return x >>> 0
}

/** FNV-1a: a stable 32-bit key per symbol name. */
export const hashString = (s: string): number => {
  let h = 0x811c9dc5
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193)
  return h >>> 0
}

/** Approximately standard normal (sum of four uniforms, Irwin–Hall), with no transcendental functions. */
const normal = (seed: number, symbolKey: number, block: number, node: number): number => {
  const base = mix(mix(mix(seed, symbolKey), block), node)
  let sum = 0
  for (let i = 1; i <= 4; i++) sum += mix(base, i) / 4294967296
  return (sum - 2) * Math.sqrt(3)
}

/** The walk's value at tick `k`, in units of one tick's standard deviation. */
export const walkAt = (seed: number, symbolKey: number, k: number): number => {
  const block = Math.floor(k / BLOCK)
  const j = k - block * BLOCK
  let lo = 0
  let hi = BLOCK
  let wLo = 0
  let wHi = 0
  while (j !== lo && j !== hi) {
    const mid = (lo + hi) / 2
    const wMid = (wLo + wHi) / 2 + Math.sqrt((hi - lo) / 4) * normal(seed, symbolKey, block, mid)
    if (j === mid) return wMid
    if (j < mid) {
      hi = mid
      wHi = wMid
    } else {
      lo = mid
      wLo = wMid
    }
  }
  return j === lo ? wLo : wHi
}

/** The walk's displacement at tick `k`, in whole points. */
export const offsetPoints = (seed: number, symbolKey: number, volatilityPoints: number, k: number): number =>
  volatilityPoints === 0 ? 0 : Math.round(volatilityPoints * walkAt(seed, symbolKey, k))
