import { Duration, Effect, Layer } from "effect"
import { AppConfig, isEmbedded } from "../config.js"
import { Outbox } from "../events/Outbox.js"
import { DeliveriesRepo } from "./DeliveriesRepo.js"
import { defaultDispatcherOptions, Dispatcher, WebhookWakeup } from "./Dispatcher.js"
import { EventReaders } from "./EventReaders.js"
import { MailerLogLive } from "./Mailer.js"
import { runRetention } from "./Retention.js"
import { NodeTransportLive } from "./Transport.js"
import { Webhooks } from "./Webhooks.js"
import { WebhooksRepo } from "./WebhooksRepo.js"

/**
 * The webhook services for handlers and for features registering event readers. Needs SQL, AppConfig, the key
 * provider and WorkspacesRepo from the app layer.
 */
export const WebhooksServicesLive = Layer.mergeAll(Webhooks.Default, Dispatcher.Default).pipe(
  Layer.provideMerge(Layer.mergeAll(
    WebhooksRepo.Default,
    DeliveriesRepo.Default,
    Outbox.Default,
    EventReaders.Default,
    WebhookWakeup.Default,
    NodeTransportLive,
    MailerLogLive
  ))
)

/** The dispatcher loop and the retention job, for as long as the process runs. */
export const WebhookWorkersLive = Layer.scopedDiscard(Effect.gen(function*() {
  const config = yield* AppConfig
  if (config.webhookAllowInsecureTargets) {
    yield* Effect.logWarning(
      "SVC_WEBHOOK_ALLOW_INSECURE_TARGETS is on: webhook endpoints may use http://, any port and loopback " +
        "addresses. This is for local testing only; never run a shared or production server with it."
    )
  }
  const dispatcher = yield* Dispatcher
  // Postgres wakes the dispatcher with NOTIFY and the poll is only a fallback. The embedded PGlite cannot deliver
  // notifications to another connection, so there the poll is what wakes it: shorter, for sub-100 ms delays
  // (a claim that finds nothing costs the single embedded connection well under a millisecond).
  const embedded = isEmbedded(config)
  yield* dispatcher.run({
    ...defaultDispatcherOptions,
    listen: !embedded,
    pollInterval: embedded ? Duration.millis(100) : defaultDispatcherOptions.pollInterval
  })
  yield* Effect.forkScoped(runRetention)
}))

export const WebhooksLive = WebhookWorkersLive.pipe(Layer.provideMerge(WebhooksServicesLive))
