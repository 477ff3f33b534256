import { Effect } from "effect"
import type { Disconnected } from "../terminal/errors.js"

type End = (reason: Disconnected) => Effect.Effect<void>

/** Live sessions per account, so the broker can drop them (a password reset, a test's `disconnect`). */
export class SessionRegistry {
  private readonly byAccount = new Map<string, Set<End>>()

  add(key: string, end: End): void {
    const set = this.byAccount.get(key) ?? new Set<End>()
    set.add(end)
    this.byAccount.set(key, set)
  }

  remove(key: string, end: End): void {
    this.byAccount.get(key)?.delete(end)
  }

  count(key: string): number {
    return this.byAccount.get(key)?.size ?? 0
  }

  endAll(key: string, reason: Disconnected): Effect.Effect<void> {
    const ends = [...(this.byAccount.get(key) ?? [])]
    this.byAccount.delete(key)
    return Effect.forEach(ends, (end) => end(reason), { discard: true })
  }
}
