import type { OrderId } from "../ids.js"

/** The expert id every request of the service carries, so its trades are told apart from desktop ones. */
export const SERVICE_MAGIC = 770077

/**
 * The order comment that finds a request again in the broker's history when its reply was lost: `svc:` and the
 * order id's 16 bytes in base64url, 26 characters, inside MT5's 31-character comment.
 */
export const requestTag = (orderId: OrderId): string =>
  `svc:${Buffer.from(orderId.replace(/-/g, ""), "hex").toString("base64url")}`
