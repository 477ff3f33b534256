/**
 * A ticket sequence. Saved state can lag the books by a moment, so a ticket past `limit` first asks `extend` to make
 * a further block of numbers durable: after a crash the sequence resumes past everything it may have handed out,
 * and a ticket the service already saw is never issued twice.
 */
export class TicketCounter {
  limit = Number.POSITIVE_INFINITY
  extend: ((counter: TicketCounter) => void) | null = null

  constructor(private nextTicket: number) {}

  get next(): number {
    return this.nextTicket
  }

  take(): number {
    if (this.nextTicket >= this.limit) {
      this.extend?.(this)
      if (this.nextTicket >= this.limit) throw new Error(`ticket ${this.nextTicket} is past the durable limit ${this.limit}`)
    }
    return this.nextTicket++
  }

  /** Resumes at `next` when that is further on (restored state never moves a sequence back). */
  resumeAt(next: number): void {
    if (next > this.nextTicket) this.nextTicket = next
  }
}
