/** TradingView sends alerts from these IPv4 addresses only (its published list). */
export const tradingViewAddresses: ReadonlySet<string> = new Set(["52.89.214.238", "34.212.75.30", "54.218.53.128", "52.32.178.7"])

/** `::ffff:1.2.3.4` as node reports an IPv4 peer on a dual-stack socket → `1.2.3.4`. */
const plain = (address: string) => address.trim().replace(/^::ffff:/i, "")

/**
 * The sender as believed: the socket's peer, unless that peer is a trusted proxy, in which case the
 * `X-Forwarded-For` chain is read from the right, skipping trusted proxies, and the first untrusted hop is the
 * sender. A header from anyone else is ignored (anyone can write one). Pure.
 */
export const believedSource = (
  peer: string | undefined,
  forwardedFor: string | undefined,
  trustedProxies: ReadonlySet<string>
): string | undefined => {
  if (peer === undefined) return undefined
  let source = plain(peer)
  if (!trustedProxies.has(source) || forwardedFor === undefined) return source
  const hops = forwardedFor.split(",").map(plain).filter((h) => h !== "")
  for (let i = hops.length - 1; i >= 0; i--) {
    source = hops[i]!
    if (!trustedProxies.has(source)) return source
  }
  return source
}
