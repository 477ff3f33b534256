/** Coin amounts as decimal strings with 8 places, computed in integer units of 10^-8 (no floats). */
const places = 8n
const scale = 10n ** places

export const toUnits = (amount: string): bigint => {
  const [whole = "0", fraction = ""] = amount.split(".")
  return BigInt(whole) * scale + BigInt(fraction.padEnd(Number(places), "0").slice(0, Number(places)))
}

export const fromUnits = (units: bigint): string => {
  const whole = units / scale
  const fraction = (units % scale).toString().padStart(Number(places), "0")
  return `${whole}.${fraction}`
}

/** `numerator / denominator` of two decimal strings, at 8 places (a rate: coin per one unit of the currency). */
export const ratio = (numerator: string, denominator: string): string => {
  const d = toUnits(denominator)
  return d <= 0n ? fromUnits(0n) : fromUnits((toUnits(numerator) * scale) / d)
}
