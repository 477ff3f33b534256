import Decimal from "decimal.js"
import { decimal, type DecimalString } from "../decimal.js"
import type { SubscriptionSettings } from "../resources/copy.js"

/** A symbol's trading terms on one broker, as its terminal reports them. */
export interface SymbolTerms {
  readonly volumeMin: DecimalString
  readonly volumeMax: DecimalString
  readonly volumeStep: DecimalString
  readonly contractSize: DecimalString
  /** Money per tick per lot, in the account's currency (risk_percent). */
  readonly tickValue: DecimalString
  readonly tickSize: DecimalString
}

/** An account's figures for the ratio modes. */
export interface Funds {
  readonly balance: DecimalString
  readonly equity: DecimalString
  readonly freeMargin: DecimalString
}

export interface MasterOpen {
  readonly volume: DecimalString
  readonly price: DecimalString
  readonly stopLoss: DecimalString | null
  /** A per-symbol multiplier from the subscription's map, when it names the symbol. */
  readonly symbolMultiplier: DecimalString | null
}

export type SkipReason = "no_stop_loss" | "below_minimum_volume" | "master_funds_zero"

export type Sized =
  | { readonly _tag: "Open"; readonly volume: DecimalString }
  | { readonly _tag: "Skip"; readonly reason: SkipReason; readonly detail: string }

const d = (s: string) => new Decimal(s)

/** Rounds down to a multiple of `step` (never up: a copy is never bigger than its sizing says). */
export const floorToStep = (v: Decimal, step: DecimalString): Decimal => {
  const s = d(step)
  return v.div(s).floor().mul(s)
}

const ratioFigure = (mode: "balance_ratio" | "equity_ratio" | "free_margin_ratio", f: Funds): DecimalString =>
  mode === "balance_ratio" ? f.balance : mode === "equity_ratio" ? f.equity : f.freeMargin

const raw = (
  settings: Pick<SubscriptionSettings, "sizing">,
  master: MasterOpen,
  masterFunds: Funds,
  followerFunds: Funds,
  terms: SymbolTerms
): Decimal | { readonly reason: SkipReason; readonly detail: string } => {
  const value = d(settings.sizing.value)
  const mode = settings.sizing.mode
  switch (mode) {
    case "multiplier":
      return d(master.volume).mul(value)
    case "fixed_volume":
      return value
    case "balance_ratio":
    case "equity_ratio":
    case "free_margin_ratio": {
      const masterFigure = d(ratioFigure(mode, masterFunds))
      if (masterFigure.lte(0)) return { reason: "master_funds_zero", detail: `the master's ${mode.replace("_ratio", "")} is not above zero` }
      return d(master.volume).mul(d(ratioFigure(mode, followerFunds))).div(masterFigure).mul(value)
    }
    case "risk_percent": {
      if (master.stopLoss === null) return { reason: "no_stop_loss", detail: "risk_percent copies only trades with a stop loss" }
      const lossPerLot = d(master.price).minus(d(master.stopLoss)).abs().div(d(terms.tickSize)).mul(d(terms.tickValue))
      if (lossPerLot.lte(0)) return { reason: "no_stop_loss", detail: "the stop loss is at the entry price" }
      return d(followerFunds.balance).mul(value).div(100).div(lossPerLot)
    }
  }
}

/**
 * A master opening's volume on one follower: the mode, the symbol's multiplier, the contract-size alignment, the
 * subscription's min and max, then the follower broker's step (down) and bounds. Below the broker's minimum the
 * copy is skipped, never rounded up past what was asked.
 */
export const sizeOpen = (
  settings: Pick<SubscriptionSettings, "sizing" | "minVolume" | "maxVolume" | "alignContractSize">,
  master: MasterOpen,
  masterFunds: Funds,
  followerFunds: Funds,
  masterTerms: SymbolTerms,
  followerTerms: SymbolTerms
): Sized => {
  const r = raw(settings, master, masterFunds, followerFunds, followerTerms)
  if (!Decimal.isDecimal(r)) return { _tag: "Skip", ...r }
  let v = r
  if (master.symbolMultiplier !== null) v = v.mul(d(master.symbolMultiplier))
  if (settings.alignContractSize && settings.sizing.mode !== "fixed_volume" && settings.sizing.mode !== "risk_percent") {
    v = v.mul(d(masterTerms.contractSize)).div(d(followerTerms.contractSize))
  }
  if (settings.minVolume !== null && v.lt(d(settings.minVolume))) v = d(settings.minVolume)
  if (settings.maxVolume !== null && v.gt(d(settings.maxVolume))) v = d(settings.maxVolume)
  v = Decimal.min(floorToStep(v, followerTerms.volumeStep), floorToStep(d(followerTerms.volumeMax), followerTerms.volumeStep))
  if (v.lt(d(followerTerms.volumeMin)) || v.lte(0)) {
    return { _tag: "Skip", reason: "below_minimum_volume", detail: `${v.toFixed()} lots is below the follower's minimum ${followerTerms.volumeMin}` }
  }
  return { _tag: "Open", volume: decimal(v.toFixed()) }
}
