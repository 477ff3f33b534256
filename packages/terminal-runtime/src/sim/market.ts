import type { Decimal } from "decimal.js"
import { Dec } from "./money.js"
import { hashString, offsetPoints } from "./priceFeed.js"
import type { SimSymbolSpec } from "./symbols.js"

/** A symbol's spec with its numbers parsed once into exact decimals. */
export interface SimSymbol {
  readonly spec: SimSymbolSpec
  readonly name: string
  readonly key: number
  readonly point: Decimal
  readonly contractSize: Decimal
  readonly volumeMin: Decimal
  readonly volumeStep: Decimal
  readonly volumeMax: Decimal
  readonly volumeDecimals: number
  readonly swapLong: Decimal
  readonly swapShort: Decimal
  readonly commissionPerLot: Decimal
  readonly basePoints: number
  readonly floorPoints: number
}

export interface Quote {
  readonly symbol: string
  readonly bid: Decimal
  readonly ask: Decimal
  /** When this tick was struck: the start of its tick interval. */
  readonly time: number
}

const toSymbol = (spec: SimSymbolSpec): SimSymbol => {
  const point = new Dec(1).dividedBy(new Dec(10).pow(spec.digits))
  const basePoints = new Dec(spec.basePrice).dividedBy(point).toNumber()
  const volumeStep = new Dec(spec.volumeStep)
  return {
    spec,
    name: spec.name,
    key: hashString(spec.name),
    point,
    contractSize: new Dec(spec.contractSize),
    volumeMin: new Dec(spec.volumeMin),
    volumeStep,
    volumeMax: new Dec(spec.volumeMax),
    volumeDecimals: volumeStep.decimalPlaces(),
    swapLong: new Dec(spec.swapLong),
    swapShort: new Dec(spec.swapShort),
    commissionPerLot: new Dec(spec.commissionPerLot),
    basePoints,
    floorPoints: Math.max(1, Math.floor(basePoints / 10))
  }
}

/**
 * The broker's price source: the seeded walk per symbol, plus a per-symbol shift that tests use to put the market
 * where they need it (`setBid`); the walk keeps moving from there. Prices are counted in whole points (exact
 * integers) and become decimals only by multiplying the symbol's point, so no price ever passes through a float.
 */
export class Market {
  readonly symbols: ReadonlyMap<string, SimSymbol>
  private readonly shifts = new Map<string, number>()

  constructor(specs: ReadonlyArray<SimSymbolSpec>, readonly seed: number, readonly tickIntervalMs: number) {
    this.symbols = new Map(specs.map((s) => [s.name, toSymbol(s)]))
  }

  symbol(name: string): SimSymbol | undefined {
    return this.symbols.get(name)
  }

  tickIndex(time: number): number {
    return Math.floor(time / this.tickIntervalMs)
  }

  private walkedBidPoints(symbol: SimSymbol, k: number): number {
    return symbol.basePoints + offsetPoints(this.seed, symbol.key, symbol.spec.volatilityPoints, k) -
      Math.floor(symbol.spec.spreadPoints / 2)
  }

  private bidPoints(symbol: SimSymbol, k: number): number {
    return Math.max(symbol.floorPoints, this.walkedBidPoints(symbol, k) + (this.shifts.get(symbol.name) ?? 0))
  }

  quoteAt(symbol: SimSymbol, k: number): Quote {
    const bid = this.bidPoints(symbol, k)
    return {
      symbol: symbol.name,
      bid: symbol.point.times(bid),
      ask: symbol.point.times(bid + symbol.spec.spreadPoints),
      time: k * this.tickIntervalMs
    }
  }

  quote(symbol: SimSymbol, time: number): Quote {
    return this.quoteAt(symbol, this.tickIndex(time))
  }

  /** Moves the market so the bid at tick `k` is `bid` (rounded to the symbol's points). */
  setBid(symbol: SimSymbol, bid: Decimal, k: number): void {
    const target = bid.dividedBy(symbol.point).toDecimalPlaces(0).toNumber()
    this.shifts.set(symbol.name, target - this.walkedBidPoints(symbol, k))
  }

  isOpen(symbol: SimSymbol): boolean {
    return symbol.spec.session === "always"
  }
}
