import { createHash, randomBytes } from "node:crypto"

/**
 * Session, invitation and setup tokens: 32 random bytes, base64url. Only their SHA-256 is stored, so a copy of the
 * database signs nobody in; lookups are by digest, an exact index match, so no secret is ever compared by hand.
 */
export const newToken = (): string => randomBytes(32).toString("base64url")

export const digestOf = (token: string): Buffer => createHash("sha256").update(token, "utf8").digest()

/** A token is 43 base64url characters; anything else is not looked up at all. */
export const looksLikeToken = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token)
