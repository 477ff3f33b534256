import { Context, Data, Effect, Layer } from "effect"
import http from "node:http"
import https from "node:https"
import { AppConfig } from "../config.js"
import { checkUrl, hostOf, safeLookup, TargetRefused, type TargetPolicy } from "./targets.js"

export interface OutgoingDelivery {
  readonly url: string
  readonly headers: Readonly<Record<string, string>>
  readonly body: string
}

export interface DeliveryAnswer {
  readonly statusCode: number
  /** The first `keptBodyChars` characters of the answer. */
  readonly body: string
  readonly truncated: boolean
}

/** No HTTP answer: refused target, DNS, connection, TLS or protocol failure. */
export class DeliveryFailed extends Data.TaggedError("DeliveryFailed")<{ readonly reason: string }> {}

/** Sends one signed POST. A port, so dispatcher tests can script receivers without sockets. */
export class WebhookTransport extends Context.Tag("@svc/api/WebhookTransport")<WebhookTransport, {
  readonly send: (delivery: OutgoingDelivery) => Effect.Effect<DeliveryAnswer, DeliveryFailed>
}>() {}

const keptBodyChars = 1024
// Enough to keep the connection reusable for ordinary answers; a receiver streaming more is cut off.
const maxBodyBytes = 64 * 1024

const reasonOf = (error: NodeJS.ErrnoException): string => {
  const text = error.code === "ETARGETREFUSED" || error.code === undefined ? error.message : `${error.code}: ${error.message}`
  return text.length > 500 ? `${text.slice(0, 500)}…` : text
}

/**
 * node:http(s) with our own `lookup` (the address checked is the address connected to), no redirect following
 * (node never follows; a 3xx is just a non-2xx answer), keep-alive agents, and the request torn down when the
 * caller's deadline interrupts it.
 */
export const makeNodeTransport = (policy: TargetPolicy) =>
  Effect.gen(function*() {
    // Free sockets are dropped before node servers' default 5 s keep-alive, so a reused socket is rarely stale. No
    // socket limit per host: the dispatcher's fair shares bound what is out, and a request queued here behind a
    // stalled tenant's would spend its answer time waiting for a socket another workspace holds.
    const agentOptions = { keepAlive: true, timeout: 4_000 }
    const agents = yield* Effect.acquireRelease(
      Effect.sync(() => ({ http: new http.Agent(agentOptions), https: new https.Agent(agentOptions) })),
      (a) => Effect.sync(() => { a.http.destroy(); a.https.destroy() })
    )
    const lookup = safeLookup(policy)

    const once = (url: URL, delivery: OutgoingDelivery, body: Buffer) =>
      Effect.async<DeliveryAnswer, DeliveryFailed | "stale-socket">((resume, signal) => {
        const secure = url.protocol === "https:"
        let settled = false
        const settle = (effect: Effect.Effect<DeliveryAnswer, DeliveryFailed | "stale-socket">) => {
          if (settled) return
          settled = true
          resume(effect)
        }
        const req = (secure ? https : http).request({
          hostname: hostOf(url),
          port: url.port === "" ? (secure ? 443 : 80) : Number(url.port),
          path: `${url.pathname}${url.search}`,
          method: "POST",
          headers: { ...delivery.headers, "content-length": String(body.length) },
          agent: secure ? agents.https : agents.http,
          lookup,
          signal
        }, (res) => {
          const chunks: Array<Buffer> = []
          let size = 0
          let cut = false
          const finish = () => {
            const text = Buffer.concat(chunks).toString("utf8")
            settle(Effect.succeed({
              statusCode: res.statusCode ?? 0,
              body: text.slice(0, keptBodyChars),
              truncated: cut || text.length > keptBodyChars
            }))
          }
          res.on("data", (chunk: Buffer) => {
            if (size >= maxBodyBytes) {
              cut = true
              res.destroy()
              return
            }
            chunks.push(chunk)
            size += chunk.length
          })
          res.on("end", finish)
          res.on("close", finish)
          res.on("error", finish)
        })
        req.on("error", (error: NodeJS.ErrnoException) => {
          // A keep-alive socket the receiver closed while idle: the request never reached it; send it once more.
          if (req.reusedSocket && error.code === "ECONNRESET") settle(Effect.fail("stale-socket"))
          else settle(Effect.fail(new DeliveryFailed({ reason: reasonOf(error) })))
        })
        req.end(body)
      })

    const send = (delivery: OutgoingDelivery): Effect.Effect<DeliveryAnswer, DeliveryFailed> =>
      Effect.suspend(() => {
        // Shape and IP literals here (net.connect does no lookup for them); names in `lookup`, per connection.
        const url = checkUrl(delivery.url, policy)
        if (url instanceof TargetRefused) return Effect.fail(new DeliveryFailed({ reason: `target refused: ${url.message}` }))
        const body = Buffer.from(delivery.body, "utf8")
        return once(url, delivery, body).pipe(
          Effect.catchIf((e) => e === "stale-socket", () => once(url, delivery, body)),
          Effect.catchIf((e): e is "stale-socket" => e === "stale-socket", () =>
            Effect.fail(new DeliveryFailed({ reason: "connection reset" })))
        )
      })

    return { send } as const
  })

export const NodeTransportLive = Layer.scoped(
  WebhookTransport,
  Effect.flatMap(AppConfig, (config) => makeNodeTransport({ allowInsecure: config.webhookAllowInsecureTargets }))
)
