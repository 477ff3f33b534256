import { randomBytes, scryptSync, timingSafeEqual } from "node:crypto"

// scrypt's interactive-login cost: the hash is computed once per account and password (when the state is saved)
// and checked once per account after a restart, never per call.
const N = 16384
const R = 8
const P = 1
const KEY_LENGTH = 32

const derive = (password: string, salt: Buffer, n: number, r: number, p: number): Buffer =>
  scryptSync(password, salt, KEY_LENGTH, { N: n, r, p, maxmem: 128 * n * r * 2 })

const equal = (a: string, b: string): boolean => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/**
 * The password an account registered at its first login. Saved state holds only its scrypt hash
 * (`scrypt$N$r$p$salt$hash`, base64url), so the state folder never shows a password, even a simulator's.
 */
export class SimPassword {
  private constructor(private known: string | null, private hash: string | null) {}

  static of(password: string): SimPassword {
    return new SimPassword(password, null)
  }

  static fromHash(hash: string): SimPassword {
    return new SimPassword(null, hash)
  }

  /** Whether `candidate` is the password; a saved hash is checked once, then the matching password is remembered. */
  matches(candidate: string): boolean {
    if (this.known !== null) return equal(this.known, candidate)
    if (this.hash === null || !verify(this.hash, candidate)) return false
    this.known = candidate
    return true
  }

  /** The hash to save, computed on first use. */
  hashed(): string {
    if (this.hash === null) this.hash = hashPassword(this.known ?? "")
    return this.hash
  }
}

const hashPassword = (password: string): string => {
  const salt = randomBytes(16)
  const key = derive(password, salt, N, R, P)
  return `scrypt$${N}$${R}$${P}$${salt.toString("base64url")}$${key.toString("base64url")}`
}

const verify = (stored: string, candidate: string): boolean => {
  const [scheme, n, r, p, salt, key] = stored.split("$")
  if (scheme !== "scrypt" || n === undefined || r === undefined || p === undefined || salt === undefined || key === undefined) {
    return false
  }
  const expected = Buffer.from(key, "base64url")
  const actual = derive(candidate, Buffer.from(salt, "base64url"), Number(n), Number(r), Number(p))
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}
