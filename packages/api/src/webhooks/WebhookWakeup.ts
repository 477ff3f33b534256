import { Effect, Queue } from "effect"

/** Channel the fan-out trigger (migration 0002) notifies when it queues deliveries; the dispatcher listens on it. */
export const wakeChannel = "svc_webhooks"

/** A nudge for the dispatcher: something is due now (a test, a redelivery, a notification). */
export class WebhookWakeup extends Effect.Service<WebhookWakeup>()("@svc/api/WebhookWakeup", {
  effect: Effect.gen(function*() {
    // One pending nudge is as good as many: the dispatcher claims everything due when it wakes.
    const queue = yield* Queue.sliding<void>(1)
    return { wake: Queue.offer(queue, undefined).pipe(Effect.asVoid), next: Queue.take(queue) } as const
  })
}) {}
