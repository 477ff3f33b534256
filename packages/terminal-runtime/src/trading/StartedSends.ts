import type { OrderId } from "@svc/domain"
import { Context } from "effect"

/** How long a send is remembered: far beyond any redelivery of the message that carried it. */
const rememberMs = 60 * 60 * 1000

/**
 * Orders whose request this process has begun to hand to a terminal, kept outside any one actor instance. When an
 * account's entity restarts after a defect, the cluster may deliver the message it was handling again; the new
 * instance must neither send the order a second time nor answer with a refusal (that would free its key for a
 * retry that sends again). One per process (a `Context.Reference` default is built once).
 */
export class StartedSends extends Context.Reference<StartedSends>()("@svc/terminal-runtime/StartedSends", {
  defaultValue: () => {
    const started = new Map<OrderId, number>()
    return {
      has: (id: OrderId): boolean => started.has(id),
      add: (id: OrderId): void => {
        const now = Date.now()
        started.set(id, now)
        // Insertion order is age order: drop the expired head now and then.
        if (started.size % 1024 === 0) {
          for (const [old, at] of started) {
            if (now - at < rememberMs) break
            started.delete(old)
          }
        }
      }
    }
  }
}) {}
