import { Effect, FiberRef } from "effect"

/** Extra headers for the current response (e.g. `retry-after`), applied by the server as the response leaves. */
export const CurrentResponseHeaders: FiberRef.FiberRef<Record<string, string>> = FiberRef.unsafeMake<Record<string, string>>({})

export const setResponseHeader = (name: string, value: string) =>
  Effect.map(FiberRef.get(CurrentResponseHeaders), (headers) => void (headers[name] = value))
