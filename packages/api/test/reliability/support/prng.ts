/**
 * A small seeded PRNG (mulberry32). The fuzzer derives one generator per request from (seed, index), so any single
 * request of a run can be rebuilt on its own from the two numbers printed with a failure.
 */
export class Prng {
  private state: number

  constructor(seed: number) {
    this.state = seed >>> 0
  }

  /** A generator for item `index` of a run seeded `seed`: independent of every other item. */
  static forItem(seed: number, index: number): Prng {
    // Mix both numbers so neighbouring indices do not give correlated streams.
    let h = (seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0
    return new Prng((h ^ (h >>> 16)) >>> 0)
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** Integer in [lo, hi], both included. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1))
  }

  chance(p: number): boolean {
    return this.next() < p
  }

  pick<A>(items: ReadonlyArray<A>): A {
    if (items.length === 0) throw new Error("pick from an empty list")
    return items[this.int(0, items.length - 1)] as A
  }

  /** Picks by weight: `[[weight, value], …]`. */
  weighted<A>(table: ReadonlyArray<readonly [number, A]>): A {
    const total = table.reduce((s, [w]) => s + w, 0)
    let r = this.next() * total
    for (const [w, v] of table) {
      if (r < w) return v
      r -= w
    }
    const last = table[table.length - 1]
    if (last === undefined) throw new Error("weighted pick from an empty table")
    return last[1]
  }

  hex(length: number): string {
    let s = ""
    for (let i = 0; i < length; i++) s += "0123456789abcdef"[this.int(0, 15)]
    return s
  }

  uuid(): string {
    const h = this.hex(32)
    // Version 4 and the RFC 4122 variant, so it is a well-formed id that simply names nothing.
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${"89ab"[this.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20, 32)}`
  }

  digits(min: number, max: number): string {
    const n = this.int(min, max)
    let s = ""
    for (let i = 0; i < n; i++) s += String(this.int(0, 9))
    return s
  }

  /** Printable ASCII letters and digits. */
  word(min: number, max: number): string {
    const alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
    const n = this.int(min, max)
    let s = ""
    for (let i = 0; i < n; i++) s += alphabet[this.int(0, alphabet.length - 1)]
    return s
  }
}
