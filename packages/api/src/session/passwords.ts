import { hash, verify, type Algorithm } from "@node-rs/argon2"
import { Effect, Redacted } from "effect"

/**
 * argon2id at OWASP's first recommended setting (19 MiB, two passes, one lane): about 30 to 100 ms here, run on
 * libuv's thread pool so the event loop keeps serving.
 */
// `Algorithm` is a const enum, which this build's isolated modules cannot read; 2 is its Argon2id.
const argon2id: Algorithm = 2
const options = { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export const hashPassword = (password: Redacted.Redacted<string>) =>
  Effect.promise(() => hash(Redacted.value(password), options)).pipe(Effect.withSpan("passwords.hash"))

// Verified against when the email is unknown or has no password yet, so an unknown address takes as long as a
// wrong password and the answer's timing does not tell which addresses have persons.
const decoy = hash("decoy password that matches nothing", options)

/** Whether `password` matches `stored`; false for a missing or malformed hash, after the same work. */
export const verifyPassword = (stored: string | null, password: Redacted.Redacted<string>) =>
  Effect.promise(async () => {
    const target = stored ?? await decoy
    const ok = await verify(target, Redacted.value(password)).catch(() => false)
    return stored !== null && ok
  }).pipe(Effect.withSpan("passwords.verify"))
