import type { StoppedReason, SubscriptionStatus } from "../resources/copy.js"

/**
 * A subscription's life, pure. The caller sets `active`, `close_only` or `paused`; the copier stops it for a risk
 * limit or rejections (the caller may set it going again); removal stops it for good.
 */
export interface SubscriptionState {
  readonly status: SubscriptionStatus
  readonly stoppedReason: StoppedReason | null
}

export type SubscriptionEvent =
  | { readonly _tag: "Set"; readonly to: "active" | "close_only" | "paused" }
  | { readonly _tag: "Stop"; readonly reason: "risk_limit" | "rejections" }
  | { readonly _tag: "Remove" }

export type Transition =
  | { readonly _tag: "Next"; readonly state: SubscriptionState }
  | { readonly _tag: "Refused"; readonly why: string }

export const isRemoved = (s: SubscriptionState): boolean => s.status === "stopped" && s.stoppedReason === "removed"

export const transition = (s: SubscriptionState, e: SubscriptionEvent): Transition => {
  if (isRemoved(s)) {
    return e._tag === "Remove" ? { _tag: "Next", state: s } : { _tag: "Refused", why: "the subscription was removed" }
  }
  switch (e._tag) {
    case "Set":
      return { _tag: "Next", state: { status: e.to, stoppedReason: null } }
    case "Stop":
      // A stop while nothing is copied changes nothing: the first reason stays, a pause is not turned into a stop.
      return s.status === "active" || s.status === "close_only"
        ? { _tag: "Next", state: { status: "stopped", stoppedReason: e.reason } }
        : { _tag: "Next", state: s }
    case "Remove":
      return { _tag: "Next", state: { status: "stopped", stoppedReason: "removed" } }
  }
}

/** Whether a subscription in `s` copies a master deal that opens, and one that closes. */
export const copiesOpens = (s: SubscriptionState): boolean => s.status === "active"
export const copiesCloses = (s: SubscriptionState): boolean => s.status === "active" || s.status === "close_only"

/** Counted in a strategy's `followers`, and what keeps it from being archived. */
export const isFollowing = copiesCloses
