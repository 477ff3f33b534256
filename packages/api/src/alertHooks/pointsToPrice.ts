import { decimal, type DecimalString } from "@svc/domain"

/**
 * `price ± points × 10^-digits`, in exact decimal arithmetic (scaled integers; no floats for prices). Undefined when
 * the result would not be positive. Pure.
 */
export const offsetByPoints = (price: string, points: number, digits: number, direction: 1 | -1): DecimalString | undefined => {
  const [whole = "0", fraction = ""] = price.split(".")
  const scale = Math.max(digits, fraction.length)
  const scaled = BigInt(whole + fraction.padEnd(scale, "0"))
  const step = BigInt(points) * 10n ** BigInt(scale - digits)
  const result = scaled + BigInt(direction) * step
  if (result <= 0n) return undefined
  const text = result.toString().padStart(scale + 1, "0")
  const intPart = text.slice(0, text.length - scale)
  const fracPart = text.slice(text.length - scale).slice(0, digits).replace(/0+$/, "")
  return decimal(scale === 0 || fracPart === "" ? intPart : `${intPart}.${fracPart}`)
}
