import type { OrderState } from "../resources/order.js"
import type { BarrierPolicy, WaveLegState, WaveSkipReason, WaveState, WaveSummary } from "../resources/wave.js"

/**
 * A wave's life, pure: which state may follow which, what the barrier decides from the accounts' readiness and the
 * clock, what each leg's order means for the leg, and when the wave is done. The orchestrator only executes these.
 */

const next: Record<WaveState, ReadonlyArray<WaveState>> = {
  preparing: ["waiting", "dispatching", "cancelled", "abandoned"],
  waiting: ["preparing", "dispatching", "cancelled", "abandoned"],
  dispatching: ["settled"],
  settled: [],
  cancelled: [],
  abandoned: []
}

export const canTransition = (from: WaveState, to: WaveState): boolean => next[from].includes(to)

export const isFinalWave = (state: WaveState): boolean => next[state].length === 0

/** Spec: a wave can be cancelled only while nothing has been sent, that is before it is released. */
export const isCancellable = (state: WaveState): boolean => canTransition(state, "cancelled")

/** One account's standing for the barrier, read from its record. */
export type Readiness =
  | { readonly _tag: "Online" }
  /** On its way up (provisioning, connecting, synchronizing…). */
  | { readonly _tag: "Coming" }
  /** Cannot come up without someone acting (a person, a password, the kill switch) or it tried and failed. */
  | { readonly _tag: "Blocked"; readonly reason: WaveSkipReason; readonly detail: string }

export interface Skip {
  readonly index: number
  readonly reason: WaveSkipReason
  readonly detail: string
}

export type BarrierDecision =
  /** `preparing`: some account is still coming up; `waiting`: all are decided, but the barrier or the time is not met. */
  | { readonly _tag: "Wait"; readonly state: "preparing" | "waiting" }
  | { readonly _tag: "Release"; readonly skip: ReadonlyArray<Skip> }
  | { readonly _tag: "Abandon"; readonly detail: string }

export interface BarrierInput {
  readonly policy: BarrierPolicy
  readonly accounts: ReadonlyArray<Readiness>
  /** The release time the wave would get if released now (the clock plus the arming lead). */
  readonly releaseAt: number
  readonly executeAt: number | null
  /** After this nothing is released; `wait` gives up here. */
  readonly expiresAt: number
}

/** Spec, multi-account order rules 1 and 5. */
export const barrier = (input: BarrierInput): BarrierDecision => {
  const { accounts, policy } = input
  if (input.releaseAt >= input.expiresAt) {
    return { _tag: "Abandon", detail: "expiresAt came before the wave could be released." }
  }
  const blocked: Array<Skip> = []
  let coming = 0
  accounts.forEach((a, index) => {
    if (a._tag === "Blocked") blocked.push({ index, reason: a.reason, detail: a.detail })
    else if (a._tag === "Coming") coming++
  })
  const online = accounts.length - blocked.length - coming
  const due = input.executeAt === null || input.releaseAt >= input.executeAt
  const waiting = { _tag: "Wait", state: coming > 0 ? "preparing" : "waiting" } as const
  switch (policy) {
    case "all-or-nothing":
      if (blocked.length > 0) {
        const first = blocked[0]!
        return { _tag: "Abandon", detail: `all-or-nothing: an account cannot come online (${first.detail}).` }
      }
      return due && coming === 0 ? { _tag: "Release", skip: [] } : waiting
    case "wait":
      return due && coming === 0 && blocked.length === 0 ? { _tag: "Release", skip: [] } : waiting
    case "release-ready": {
      // Without executeAt it goes as soon as every account is online or known not to come; with one, on time.
      if (!due || (input.executeAt === null && coming > 0)) return waiting
      if (online === 0) return { _tag: "Abandon", detail: "release-ready: no account was online at release." }
      const late: Array<Skip> = accounts.flatMap((a, index) =>
        a._tag === "Coming" ? [{ index, reason: "not_online" as const, detail: "It was not online at the release time." }] : [])
      return { _tag: "Release", skip: [...blocked, ...late].sort((x, y) => x.index - y.index) }
    }
  }
}

/** What a leg's order says about the leg. */
export const legStateOfOrder = (state: OrderState): WaveLegState => {
  switch (state) {
    case "accepted":
    case "validating":
    case "sending": return "sending"
    case "filled":
    case "completed": return "filled"
    case "partially_filled": return "partially_filled"
    // A pending order that reached the book landed, whatever became of it later.
    case "working":
    case "cancelled":
    case "expired": return "placed"
    case "rejected": return "rejected"
    case "failed": return "failed"
    case "unknown": return "unresolved"
  }
}

/** A leg whose result will not change by itself any more. `unresolved` is still being confirmed. */
export const isLegSettled = (state: WaveLegState): boolean =>
  state !== "pending" && state !== "armed" && state !== "sending" && state !== "unresolved"

/**
 * Whether a dispatched wave is done: every leg settled, or, once the settling window after the release is over,
 * every leg settled or unresolved (its order goes on being confirmed on its own; it is never sent again).
 */
export const isWaveDone = (legs: ReadonlyArray<WaveLegState>, now: number, releaseAt: number, settleWindowMs: number): boolean =>
  legs.every(isLegSettled) || (now >= releaseAt + settleWindowMs && legs.every((s) => isLegSettled(s) || s === "unresolved"))

const summaryKey: Record<WaveLegState, Exclude<keyof WaveSummary, "total">> = {
  pending: "pending",
  armed: "armed",
  sending: "sending",
  filled: "filled",
  partially_filled: "partiallyFilled",
  placed: "placed",
  rejected: "rejected",
  failed: "failed",
  unresolved: "unresolved",
  skipped: "skipped"
}

/** Spec rule 2: counts of what landed, one per leg. */
export const summarize = (legs: ReadonlyArray<WaveLegState>): WaveSummary => {
  const counts = {
    total: legs.length, pending: 0, armed: 0, sending: 0, filled: 0, partiallyFilled: 0, placed: 0, rejected: 0,
    failed: 0, unresolved: 0, skipped: 0
  }
  for (const state of legs) counts[summaryKey[state]]++
  return counts
}

/** Spec rule 4: last send minus first send; null before anything was sent. */
export const dispatchSpreadMs = (sentAts: ReadonlyArray<Date | null>): number | null => {
  const times = sentAts.flatMap((d) => (d === null ? [] : [d.getTime()]))
  if (times.length === 0) return null
  return Math.max(...times) - Math.min(...times)
}
