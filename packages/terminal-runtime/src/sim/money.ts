import type { DecimalString } from "@svc/domain/decimal"
import Decimal from "decimal.js"

/** Every price, volume and amount in the simulated broker is a Decimal; JS numbers never carry money. */
export const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP })
export type Dec = Decimal

export const ZERO = new Dec(0)

/** Account currency amounts, rounded the way the broker books them (2 decimals, half up). */
export const toMoney = (d: Decimal): Decimal => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP)

const clean = (s: string): DecimalString => (/^-0(\.0+)?$/.test(s) ? s.slice(1) : s) as DecimalString

/** Fixed decimals, never a negative zero: the string form crossing the port. */
export const fixed = (d: Decimal, decimals: number): DecimalString => clean(d.toFixed(decimals))
export const money = (d: Decimal): DecimalString => fixed(d, 2)

/** Averaged prices can carry more decimals than the symbol's digits; keep at most 10 (DecimalString's limit). */
export const plain = (d: Decimal): DecimalString => clean(d.toDecimalPlaces(10, Decimal.ROUND_HALF_UP).toFixed())

export const dec = (s: string): Decimal => new Dec(s)
