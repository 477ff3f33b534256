import { randomInt } from "node:crypto"

const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

/** Random base62 text (keys, request ids): no `_`, so the three parts of an API key split unambiguously. */
export const base62 = (length: number): string => {
  let out = ""
  for (let i = 0; i < length; i++) out += alphabet[randomInt(62)]
  return out
}
