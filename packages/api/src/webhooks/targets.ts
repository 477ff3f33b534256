import { Data, Effect } from "effect"
import { lookup as dnsLookup, type LookupAddress } from "node:dns"
import { BlockList, isIP, type LookupFunction } from "node:net"

/**
 * Where a webhook may be sent (SSRF defence). A target must be HTTPS on port 443 and every address its name
 * resolves to must be public. Checked when an endpoint is created or changed, and again when each delivery
 * connects: the transport resolves the name itself with `safeLookup` and connects to the address it checked, so a
 * name that re-resolves to an internal address (DNS rebinding) is refused at that moment too.
 *
 * The development switch (SVC_WEBHOOK_ALLOW_INSECURE_TARGETS) admits http://, any port and loopback receivers
 * (127.0.0.0/8, ::1, localhost) for local testing; private, link-local and other internal ranges stay refused.
 */
export interface TargetPolicy {
  readonly allowInsecure: boolean
}

export class TargetRefused extends Data.TaggedError("TargetRefused")<{ readonly message: string }> {}

// Special-purpose IPv4 ranges (IANA registry): none is reachable from the internet as a webhook receiver.
const internalV4: ReadonlyArray<readonly [string, number]> = [
  ["0.0.0.0", 8], ["10.0.0.0", 8], ["100.64.0.0", 10], ["127.0.0.0", 8], ["169.254.0.0", 16], ["172.16.0.0", 12],
  ["192.0.0.0", 24], ["192.0.2.0", 24], ["192.88.99.0", 24], ["192.168.0.0", 16], ["198.18.0.0", 15],
  ["198.51.100.0", 24], ["203.0.113.0", 24], ["224.0.0.0", 4], ["240.0.0.0", 4]
]
// IPv6: only global unicast (2000::/3) is public, less its special ranges: IETF protocol assignments (Teredo among
// them), documentation, 6to4 (which embeds any IPv4 address) and NAT64 prefixes are refused as well.
const internalV6: ReadonlyArray<readonly [string, number]> = [
  ["2001::", 23], ["2001:db8::", 32], ["2002::", 16], ["3fff::", 20], ["64:ff9b::", 96], ["64:ff9b:1::", 48]
]

const internal = new BlockList()
for (const [net, prefix] of internalV4) internal.addSubnet(net, prefix, "ipv4")
for (const [net, prefix] of internalV6) internal.addSubnet(net, prefix, "ipv6")
const globalUnicastV6 = new BlockList()
globalUnicastV6.addSubnet("2000::", 3, "ipv6")
const loopback = new BlockList()
loopback.addSubnet("127.0.0.0", 8, "ipv4")
loopback.addAddress("::1", "ipv6")

export type AddressKind = "public" | "loopback" | "internal"

/** Classifies an IP address. IPv4-mapped IPv6 (::ffff:a.b.c.d) is outside 2000::/3, hence internal. */
export const classifyAddress = (address: string): AddressKind => {
  const family = isIP(address)
  if (family === 4) {
    if (loopback.check(address, "ipv4")) return "loopback"
    return internal.check(address, "ipv4") ? "internal" : "public"
  }
  if (family === 6) {
    if (loopback.check(address, "ipv6")) return "loopback"
    if (!globalUnicastV6.check(address, "ipv6")) return "internal"
    return internal.check(address, "ipv6") ? "internal" : "public"
  }
  return "internal"
}

/** Why an address may not receive deliveries under `policy` ("the loopback address …"), or undefined when it may. */
const addressProblem = (address: string, policy: TargetPolicy): string | undefined => {
  const kind = classifyAddress(address)
  if (kind === "public") return undefined
  if (kind === "loopback" && policy.allowInsecure) return undefined
  return kind === "loopback"
    ? `the loopback address ${address}; only public addresses can receive webhooks`
    : `the internal address ${address} (private, link-local or reserved); only public addresses can receive webhooks`
}

// Names that only mean something inside a network (RFC 6761, RFC 8375 and common private suffixes).
const localSuffixes = [".localhost", ".local", ".internal", ".localdomain", ".home.arpa", ".lan", ".intranet", ".corp", ".private"]

const isLoopbackName = (host: string) => host === "localhost" || host.endsWith(".localhost")

/** The host of a URL without IPv6 brackets or a trailing dot, lowercased. */
export const hostOf = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, "$1").replace(/\.$/, "").toLowerCase()

/**
 * Checks everything that can be checked without DNS: a parseable absolute URL, HTTPS on 443 (or http and any port
 * under the switch), no credentials or fragment, and a host that is a public address or a name that could be one.
 */
export const checkUrl = (raw: string, policy: TargetPolicy): URL | TargetRefused => {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return new TargetRefused({ message: "must be an absolute URL such as https://example.com/webhooks" })
  }
  const https = url.protocol === "https:"
  if (!https && !(policy.allowInsecure && url.protocol === "http:")) {
    return new TargetRefused({
      message: policy.allowInsecure
        ? "must use https:// or http://"
        : "must use https:// (plain http:// targets are for development only: the server's operator enables them with SVC_WEBHOOK_ALLOW_INSECURE_TARGETS=true)"
    })
  }
  if (https && url.port !== "" && !policy.allowInsecure) {
    return new TargetRefused({ message: `must use port 443, not ${url.port}` })
  }
  if (url.username !== "" || url.password !== "") return new TargetRefused({ message: "must not carry credentials" })
  if (url.hash !== "") return new TargetRefused({ message: "must not have a fragment" })
  const host = hostOf(url)
  if (isIP(host) !== 0) {
    const problem = addressProblem(host, policy)
    return problem === undefined ? url : new TargetRefused({ message: `host is ${problem}` })
  }
  if (isLoopbackName(host)) {
    return policy.allowInsecure ? url : new TargetRefused({ message: `host ${host} is a loopback name; only public hosts can receive webhooks` })
  }
  if (!host.includes(".") || localSuffixes.some((s) => host.endsWith(s))) {
    return new TargetRefused({ message: `host ${host} is not a public internet name` })
  }
  return url
}

const resolveAll = (host: string) =>
  Effect.async<ReadonlyArray<LookupAddress>, TargetRefused>((resume) => {
    dnsLookup(host, { all: true, verbatim: true }, (error, addresses) => {
      if (error) resume(Effect.fail(new TargetRefused({ message: `host ${host} does not resolve (${error.code ?? error.message})` })))
      else resume(Effect.succeed(addresses))
    })
  })

/**
 * The full check made when an endpoint is created or its URL changed: `checkUrl`, then every address the name
 * resolves to must be allowed. A name with one internal address among public ones is refused: a receiver cannot
 * pick which one we connect to.
 */
export const checkTarget = (raw: string, policy: TargetPolicy): Effect.Effect<URL, TargetRefused> =>
  Effect.gen(function*() {
    const url = checkUrl(raw, policy)
    if (url instanceof TargetRefused) return yield* url
    const host = hostOf(url)
    if (isIP(host) !== 0) return url
    const addresses = yield* resolveAll(host)
    for (const { address } of addresses) {
      const problem = addressProblem(address, policy)
      if (problem !== undefined) return yield* new TargetRefused({ message: `host ${host} resolves to ${problem}` })
    }
    return url
  })

/**
 * A `lookup` for node's http and https requests: resolves the name, refuses it when any address is not allowed,
 * and hands net.connect only the addresses it checked, so the connection goes where the check looked.
 */
export const safeLookup = (policy: TargetPolicy): LookupFunction => (hostname, options, callback) => {
  dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => {
    if (error) return callback(error, [])
    for (const { address } of addresses) {
      const problem = addressProblem(address, policy)
      if (problem !== undefined) {
        const refused: NodeJS.ErrnoException = new Error(`target refused: ${hostname} resolves to ${problem}`)
        refused.code = "ETARGETREFUSED"
        return callback(refused, [])
      }
    }
    const family = options.family
    const wanted = family === 4 || family === "IPv4" ? 4 : family === 6 || family === "IPv6" ? 6 : 0
    const usable = wanted === 0 ? addresses : addresses.filter((a) => a.family === wanted)
    if (options.all === true) return callback(null, usable)
    const first = usable[0]
    if (first === undefined) {
      const none: NodeJS.ErrnoException = new Error(`${hostname} has no address of family ${wanted}`)
      none.code = "ENOTFOUND"
      return callback(none, [])
    }
    return callback(null, first.address, first.family)
  })
}
