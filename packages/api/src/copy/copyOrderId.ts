import type { CopySubscriptionId } from "@svc/domain"
import { createHash } from "node:crypto"

/**
 * The follower order's idempotency key (also its `clientOrderId`, 32 characters), derived only from the subscription, what is
 * copied (a master deal, or a drift/removal close of one follower position) and the attempt: sending a journal row
 * again after a crash uses the same key, so the order it may already have sent is found instead of sent twice. A
 * new attempt (a new key) is only made after the previous one ended without reaching the broker or was refused.
 */
export const copyOrderKey = (subscriptionId: CopySubscriptionId | string, dealKey: string, attempt: number): string =>
  `cp_${createHash("sha256").update(`${subscriptionId}\n${dealKey}\n${attempt}`).digest("base64url").slice(0, 29)}`

/** The journal's key for a master deal (its row id in `deals`). */
export const masterDealKey = (dealId: string): string => `deal:${dealId}`

/** The journal's key for a close the copier decides itself: drift (orphan) or removal, of one follower position. */
export const ownCloseKey = (kind: "drift" | "removal" | "risk", followerPositionId: string, attempt: number): string =>
  `${kind}:${followerPositionId}#${attempt}`

/**
 * The key of a drift partial close bringing a follower copy down to what the master's closes so far make it: one per
 * (follower position, master volume now), so the same shortfall is put right once, and again only if the master
 * closes more.
 */
export const volumeDriftKey = (followerPositionId: string, masterOpen: string): string => `drift:${followerPositionId}@${masterOpen}`

/** The journal's key for placing a master pending order on a follower (one per subscription and master order). */
export const pendingPlaceKey = (masterOrderId: string): string => `porder:${masterOrderId}`

/** The key for mirroring one change of a master pending order: the master's modify order names the change. */
export const pendingModifyKey = (masterModifyOrderId: string): string => `pmodify:${masterModifyOrderId}`

/** The key of a cancel of the follower's copy of a master pending order; a new attempt only after one was refused. */
export const pendingCancelKey = (masterOrderId: string, attempt: number): string => `pcancel:${masterOrderId}#${attempt}`

/**
 * The key of the drift check opening a copy missing for a master position (its open failed without a broker refusal,
 * or was skipped while the subscription did not copy opens): one per attempt, a new one only after the previous
 * ended without a copy, and only while the master position is younger than the open-signal lifetime.
 */
export const missingOpenKey = (masterPositionId: string, attempt: number): string => `${missingOpenPrefix(masterPositionId)}#${attempt}`
export const missingOpenPrefix = (masterPositionId: string): string => `missing:${masterPositionId}`
