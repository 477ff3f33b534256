import { Option } from "effect"

/** `::ffff:1.2.3.4` as node reports an IPv4 peer on a dual-stack socket → `1.2.3.4`. */
const plain = (address: string) => address.trim().replace(/^::ffff:/i, "")

/**
 * The sender as believed: the socket's peer, unless that peer is a trusted proxy (`SVC_TRUSTED_PROXIES`), in which
 * case the `X-Forwarded-For` chain is read from the right, skipping trusted proxies, and the first untrusted hop is
 * the sender. A header from anyone else is ignored (anyone can write one). Pure. Shared by every feature that acts
 * on who sent a request (an alert hook's platform-address check, the sign-in limit per address), so they agree.
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

/** The believed client address of a request (see `believedSource`). */
export const clientAddressOf = (
  request: { readonly remoteAddress: Option.Option<string>; readonly headers: Readonly<Record<string, string | undefined>> },
  trustedProxies: ReadonlySet<string>
): string | undefined => believedSource(Option.getOrUndefined(request.remoteAddress), request.headers["x-forwarded-for"], trustedProxies)
