import { createHmac, timingSafeEqual } from "node:crypto"

/**
 * Signing and verifying deliveries (spec: Events, Signature). Pure and dependent on node:crypto only, so a receiver
 * can copy this file. The HMAC key is the UTF-8 of the whole secret string, `whsec_` prefix included: the same
 * convention as the widely used `t=…,v1=…` scheme, so off-the-shelf verifiers of that scheme accept our deliveries.
 */

/** Seconds a signature's timestamp may be away from the receiver's clock, either way. */
export const defaultToleranceSeconds = 300

const bytesOf = (payload: string | Uint8Array): Uint8Array =>
  typeof payload === "string" ? Buffer.from(payload, "utf8") : payload

const digest = (secret: string, timestamp: number, payload: string | Uint8Array): Buffer =>
  createHmac("sha256", secret).update(`${timestamp}.`, "utf8").update(bytesOf(payload)).digest()

/** Lowercase hex HMAC-SHA256 of `<t>.<raw body>`. */
export const computeSignature = (secret: string, timestamp: number, payload: string | Uint8Array): string =>
  digest(secret, timestamp, payload).toString("hex")

/** The `svc-signature` value: `t=<t>` then one `v1=` per secret (during a rotation, the new one first). */
export const signatureHeaderValue = (
  secrets: ReadonlyArray<string>,
  timestamp: number,
  payload: string | Uint8Array
): string => [`t=${timestamp}`, ...secrets.map((s) => `v1=${computeSignature(s, timestamp, payload)}`)].join(",")

export type VerifyFailure = "malformed_header" | "no_matching_signature" | "timestamp_too_old" | "timestamp_in_future"

export type VerifyResult =
  | { readonly valid: true; readonly timestamp: number }
  | { readonly valid: false; readonly reason: VerifyFailure }

export interface ParsedSignatureHeader {
  readonly timestamp: number
  readonly signatures: ReadonlyArray<string>
}

/** Splits on commas; takes `t` and every `v1`, ignores other schemes. Undefined when `t` or every `v1` is missing. */
export const parseSignatureHeader = (header: string): ParsedSignatureHeader | undefined => {
  let timestamp: number | undefined
  const signatures: Array<string> = []
  for (const part of header.split(",")) {
    const at = part.indexOf("=")
    if (at < 0) continue
    const key = part.slice(0, at).trim()
    const value = part.slice(at + 1).trim()
    if (key === "t" && /^[0-9]{1,12}$/.test(value)) timestamp = Number(value)
    else if (key === "v1" && /^[0-9a-fA-F]{64}$/.test(value)) signatures.push(value.toLowerCase())
  }
  return timestamp === undefined || signatures.length === 0 ? undefined : { timestamp, signatures }
}

/**
 * Verifies a delivery over its raw body as received (never a re-serialised JSON). Accepts when any `v1` equals the
 * HMAC under any of `secret` (compared in constant time) and `t` is within the tolerance of `now` either way:
 * more than 300 s old is a replay, more than 300 s ahead is not a timestamp we wrote.
 */
export const verifySignature = (input: {
  readonly payload: string | Uint8Array
  readonly header: string | null | undefined
  readonly secret: string | ReadonlyArray<string>
  readonly toleranceSeconds?: number
  /** Unix seconds; defaults to the system clock. */
  readonly now?: number
}): VerifyResult => {
  const parsed = input.header === null || input.header === undefined ? undefined : parseSignatureHeader(input.header)
  if (parsed === undefined) return { valid: false, reason: "malformed_header" }
  const secrets = typeof input.secret === "string" ? [input.secret] : input.secret
  let matched = false
  // Every candidate is compared, so the time taken does not tell which one (or whether any) matched.
  for (const secret of secrets) {
    const expected = digest(secret, parsed.timestamp, input.payload)
    for (const candidate of parsed.signatures) {
      if (timingSafeEqual(expected, Buffer.from(candidate, "hex"))) matched = true
    }
  }
  if (!matched) return { valid: false, reason: "no_matching_signature" }
  const now = input.now ?? Math.floor(Date.now() / 1000)
  const tolerance = input.toleranceSeconds ?? defaultToleranceSeconds
  if (now - parsed.timestamp > tolerance) return { valid: false, reason: "timestamp_too_old" }
  if (parsed.timestamp - now > tolerance) return { valid: false, reason: "timestamp_in_future" }
  return { valid: true, timestamp: parsed.timestamp }
}
