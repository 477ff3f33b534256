import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto"

/** AES-256-GCM with a fresh 96-bit IV; `aad` binds the ciphertext to what it belongs to (the account id). */
export const seal = (key: Uint8Array, plaintext: Uint8Array, aad: string) => {
  const iv = randomBytes(12)
  const cipher = createCipheriv("aes-256-gcm", key, iv)
  cipher.setAAD(Buffer.from(aad, "utf8"))
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()])
  return { iv, ciphertext, authTag: cipher.getAuthTag() }
}

export const open = (
  key: Uint8Array,
  sealed: { readonly iv: Uint8Array; readonly ciphertext: Uint8Array; readonly authTag: Uint8Array },
  aad: string
): Buffer => {
  const decipher = createDecipheriv("aes-256-gcm", key, sealed.iv)
  decipher.setAAD(Buffer.from(aad, "utf8"))
  decipher.setAuthTag(sealed.authTag)
  return Buffer.concat([decipher.update(sealed.ciphertext), decipher.final()])
}

/** iv (12) | tag (16) | ciphertext, for storing a wrapped key as one value. */
export const pack = (s: { readonly iv: Uint8Array; readonly ciphertext: Uint8Array; readonly authTag: Uint8Array }) =>
  Buffer.concat([s.iv, s.authTag, s.ciphertext])

export const unpack = (b: Uint8Array) => ({
  iv: b.subarray(0, 12),
  authTag: b.subarray(12, 28),
  ciphertext: b.subarray(28)
})
