import type { WorkspaceId } from "@svc/domain"
import { Cause, Effect, Layer, Option } from "effect"

export interface RecordedEvent {
  readonly workspaceId: WorkspaceId
  readonly type: string
  readonly resourceId: string
  /** The `payload` the writer stored with the event. */
  readonly payload: Record<string, unknown>
}

/**
 * Reads the resource an event is about as the REST API returns it (its JSON encoding), or None when it no longer
 * exists. It must not fail: a reader that cannot read should die, and the stored payload is sent instead.
 */
export type EventReader = (event: RecordedEvent) => Effect.Effect<Option.Option<Record<string, unknown>>>

/**
 * "Read when sent": a delivery's `data` is the resource as it is when the delivery goes out. Features register a
 * reader per event type; without one (or when the resource is gone) the payload stored with the event is sent.
 * With one, the fresh resource is laid over the payload, so what the writer added to it (e.g. `previousState`)
 * is kept while every field of the resource is current.
 */
export class EventReaders extends Effect.Service<EventReaders>()("@svc/api/EventReaders", {
  sync: () => {
    // Filled while layers are built and only read afterwards; a plain map is enough.
    const readers = new Map<string, EventReader>()

    const register = (type: string, reader: EventReader) => Effect.sync(() => { readers.set(type, reader) })

    const dataOf = (event: RecordedEvent): Effect.Effect<Record<string, unknown>> => {
      const reader = readers.get(event.type)
      if (reader === undefined) return Effect.succeed(event.payload)
      return reader(event).pipe(
        Effect.map(Option.match({ onNone: () => event.payload, onSome: (resource) => ({ ...event.payload, ...resource }) })),
        Effect.catchAllCause((cause) =>
          Effect.as(
            Effect.logWarning(`reader for ${event.type} failed; sending the stored payload`, Cause.pretty(cause)),
            event.payload
          ))
      )
    }

    return { register, dataOf } as const
  }
}) {}

/** A layer a feature adds to register its reader, e.g. `registerEventReader("order.filled", readOrder)`. */
export const registerEventReader = <R>(type: string, make: Effect.Effect<EventReader, never, R>) =>
  Layer.effectDiscard(Effect.gen(function*() {
    const registry = yield* EventReaders
    yield* registry.register(type, yield* make)
  }))
