import { NodeContext } from "@effect/platform-node"
import { ConfigProvider, Effect, Layer } from "effect"
import { randomBytes } from "node:crypto"
import { createServer, type IncomingHttpHeaders, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { DatabaseLive } from "../../src/db/Database.js"
import { Outbox } from "../../src/events/Outbox.js"
import { LocalKeyProviderLive } from "../../src/secrets/LocalKeyProvider.js"
import { DeliveriesRepo } from "../../src/webhooks/DeliveriesRepo.js"
import { Dispatcher } from "../../src/webhooks/Dispatcher.js"
import { WebhookWakeup } from "../../src/webhooks/WebhookWakeup.js"
import { EventReaders } from "../../src/events/EventReaders.js"
import { Mailer, type Mail } from "../../src/webhooks/Mailer.js"
import { DeliveryFailed, makeNodeTransport, WebhookTransport, type DeliveryAnswer, type OutgoingDelivery } from "../../src/webhooks/Transport.js"
import { Webhooks } from "../../src/webhooks/Webhooks.js"
import { WebhooksRepo } from "../../src/webhooks/WebhooksRepo.js"
import { WorkspacesRepo } from "../../src/workspace/WorkspacesRepo.js"
import { freshDatabase } from "./freshDatabase.js"

export interface Received {
  readonly method: string
  readonly url: string
  readonly headers: IncomingHttpHeaders
  readonly rawBody: string
  readonly receivedAt: number
}

export interface Receiver {
  readonly url: string
  readonly port: number
  readonly received: Array<Received>
  /** What to answer; may also hang (never resolve) to simulate a slow receiver. */
  respond: (req: Received) => Promise<{ status: number; body?: string; headers?: Record<string, string> }>
  readonly waitFor: (predicate: (all: ReadonlyArray<Received>) => boolean, timeoutMs?: number) => Promise<void>
  readonly close: () => Promise<void>
}

/** A webhook receiver on loopback, as a customer would run one: node:http, raw body kept for verification. */
export const startReceiver = async (port = 0): Promise<Receiver> => {
  const received: Array<Received> = []
  const receiver: { -readonly [K in keyof Receiver]: Receiver[K] } = {
    url: "",
    port: 0,
    received,
    respond: async () => ({ status: 200, body: "ok" }),
    waitFor: async (predicate, timeoutMs = 20_000) => {
      const deadline = Date.now() + timeoutMs
      while (!predicate(received)) {
        if (Date.now() > deadline) throw new Error(`receiver: condition not met within ${timeoutMs} ms (${received.length} received)`)
        await new Promise((r) => setTimeout(r, 20))
      }
    },
    close: async () => {}
  }
  const server: Server = createServer((req, res) => {
    const chunks: Array<Buffer> = []
    req.on("data", (c: Buffer) => chunks.push(c))
    req.on("end", () => {
      const entry: Received = {
        method: req.method ?? "",
        url: req.url ?? "",
        headers: req.headers,
        rawBody: Buffer.concat(chunks).toString("utf8"),
        receivedAt: Date.now()
      }
      received.push(entry)
      receiver.respond(entry).then(
        (answer) => {
          res.writeHead(answer.status, { "content-type": "text/plain", ...answer.headers })
          res.end(answer.body ?? "")
        },
        () => { res.destroy() }
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve))
  const address = server.address() as AddressInfo
  receiver.port = address.port
  receiver.url = `http://127.0.0.1:${address.port}`
  receiver.close = () => new Promise<void>((resolve) => {
    server.closeAllConnections()
    server.close(() => resolve())
  })
  return receiver
}

/** A transport whose behaviour a test sets; by default it forwards to the real node transport. */
export interface ScriptedTransport {
  respond: (req: OutgoingDelivery) => Effect.Effect<DeliveryAnswer, DeliveryFailed>
  /** The real node transport (loopback allowed), set when the layer is built. */
  real: (req: OutgoingDelivery) => Effect.Effect<DeliveryAnswer, DeliveryFailed>
  readonly sent: Array<OutgoingDelivery>
}

export const makeScript = (): ScriptedTransport => ({
  respond: () => Effect.succeed({ statusCode: 200, body: "", truncated: false }),
  real: () => Effect.fail(new DeliveryFailed({ reason: "layer not built" })),
  sent: []
})

export const answer = (statusCode: number, body = ""): Effect.Effect<DeliveryAnswer, DeliveryFailed> =>
  Effect.succeed({ statusCode, body, truncated: false })
export const unreachable = (reason = "connect ECONNREFUSED"): Effect.Effect<DeliveryAnswer, DeliveryFailed> =>
  Effect.fail(new DeliveryFailed({ reason }))

export const mails: Array<Mail> = []

/**
 * The webhook services on a real database (a fresh Postgres database when DATABASE_URL is set, else the embedded
 * PGlite) with a scripted transport and a mailer that keeps what it sends: the dispatcher's logic without the HTTP
 * server, so TestClock can drive it.
 */
export const makeWebhooksTestLayer = (script: ScriptedTransport) =>
  Layer.unwrapScoped(Effect.gen(function*() {
    const db = yield* Effect.acquireRelease(Effect.promise(() => freshDatabase()), (d) => Effect.promise(d.drop))
    const dir = yield* Effect.acquireRelease(Effect.sync(tempDir), (d) => Effect.sync(d.remove))
    const env: Record<string, string> = {
      SVC_DATA_DIR: dir.dir,
      SVC_MASTER_KEY: randomBytes(32).toString("base64"),
      SVC_WEBHOOK_ALLOW_INSECURE_TARGETS: "true",
      SVC_DB_POOL_SIZE: "6",
      ...(db.url === undefined ? {} : { DATABASE_URL: db.url })
    }
    const transport = Layer.scoped(WebhookTransport, Effect.gen(function*() {
      const real = yield* makeNodeTransport({ allowInsecure: true })
      script.real = real.send
      return {
        send: (req: OutgoingDelivery) => Effect.suspend(() => {
          script.sent.push(req)
          return script.respond(req)
        })
      }
    }))
    const mailer = Layer.succeed(Mailer, { send: (mail: Mail) => Effect.sync(() => { mails.push(mail) }) })
    const base = Layer.mergeAll(WorkspacesRepo.Default, LocalKeyProviderLive).pipe(Layer.provideMerge(DatabaseLive))
    return Layer.mergeAll(Webhooks.Default, Dispatcher.Default).pipe(
      Layer.provideMerge(Layer.mergeAll(
        WebhooksRepo.Default, DeliveriesRepo.Default, Outbox.Default, EventReaders.Default, WebhookWakeup.Default, transport, mailer
      )),
      Layer.provideMerge(base),
      Layer.provide(NodeContext.layer),
      Layer.provide(Layer.setConfigProvider(ConfigProvider.fromMap(new Map(Object.entries(env)))))
    )
  }))

export const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "svc-wh-"))
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}
