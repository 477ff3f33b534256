import { PgClient } from "@effect/sql-pg"
import { Effect } from "effect"

/** The stripe_events table: each Stripe event id taken in once, however often Stripe delivers it. */
export class StripeEventsRepo extends Effect.Service<StripeEventsRepo>()("@svc/api/StripeEventsRepo", {
  effect: Effect.gen(function*() {
    const sql = yield* PgClient.PgClient

    /** Records the event; false when it was already recorded (a redelivery). */
    const insertOnce = (event: { readonly id: string; readonly type: string; readonly objectId: string }) =>
      sql<{ id: string }>`
        insert into stripe_events (id, type, object_id) values (${event.id}, ${event.type}, ${event.objectId})
        on conflict (id) do nothing returning id
      `.pipe(Effect.map((rows) => rows.length > 0), Effect.orDie, Effect.withSpan("StripeEventsRepo.insertOnce"))

    return { insertOnce } as const
  })
}) {}
