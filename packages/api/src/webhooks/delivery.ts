import { Duration, Effect, Layer } from "effect"
import { AppConfig, isEmbedded } from "../config.js"
import { DeliveriesRepo } from "./DeliveriesRepo.js"
import { defaultDispatcherOptions, Dispatcher } from "./Dispatcher.js"
import { WebhookWakeup } from "./WebhookWakeup.js"
import { EventReaders } from "../events/EventReaders.js"
import { MailerLogLive } from "./Mailer.js"
import { runRetention } from "./Retention.js"
import { NodeTransportLive } from "./Transport.js"

/**
 * The dispatcher loop and the retention job, for as long as the process runs. Needs SQL, AppConfig and the key
 * provider. It starts sending as soon as it is built, so whoever composes it provides every feature's event readers
 * to it (`Layer.provide`): no delivery goes out with the bare stored payload. The readers' registry and the wake-up
 * queue are the same instances the features and the `Webhooks` service get (layers are shared within one build).
 */
export const WebhookDeliveryLive = Layer.scopedDiscard(Effect.gen(function*() {
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
})).pipe(
  Layer.provide(Dispatcher.Default),
  Layer.provide(Layer.mergeAll(
    DeliveriesRepo.Default, EventReaders.Default, WebhookWakeup.Default, NodeTransportLive, MailerLogLive
  ))
)
