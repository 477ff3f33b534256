import { HttpServerError, HttpServerRequest } from "@effect/platform"
import { NodeHttpServerRequest } from "@effect/platform-node"
import { Effect } from "effect"

export const maxBodyBytes = 1024 * 1024
/**
 * A body over the bound is still read to its end, and thrown away, up to this much: stopping mid-body makes node
 * reset the connection, and the client sees the reset instead of the 400 that says why. Past this the sender is
 * not a client worth the bandwidth, and the connection is cut.
 */
const maxDrainedBytes = 16 * 1024 * 1024

/** The cause of a body that is valid JSON but not an object: an array, a string, a number, true, false or null. */
export const notAnObject = "the body is not a JSON object"

export type BodyRead =
  /** `bytes` as received, for a signature over the raw body (a webhook's); `text` is them read as UTF-8. */
  | { readonly _tag: "Read"; readonly text: string; readonly bytes: Buffer }
  | { readonly _tag: "TooLarge" }
  | { readonly _tag: "Unreadable" }

/**
 * Reads the whole body once, bounded. The platform's own bounded read destroys the request stream when the bound
 * is passed, which resets the connection before any answer is written.
 */
export const readBody = (request: HttpServerRequest.HttpServerRequest): Effect.Effect<BodyRead> =>
  Effect.async<BodyRead>((resume) => {
    const source = NodeHttpServerRequest.toIncomingMessage(request)
    if (source.readableEnded) {
      resume(Effect.succeed({ _tag: "Read", text: "", bytes: Buffer.alloc(0) }))
      return
    }
    const chunks: Array<Buffer> = []
    let bytes = 0
    let done = false
    const finish = (result: BodyRead) => {
      if (done) return
      done = true
      source.off("data", onData)
      resume(Effect.succeed(result))
    }
    const onData = (chunk: Buffer) => {
      bytes += chunk.length
      if (bytes <= maxBodyBytes) chunks.push(chunk)
      else if (chunks.length > 0) chunks.length = 0
      if (bytes > maxDrainedBytes) {
        source.destroy()
        finish({ _tag: "TooLarge" })
      }
    }
    source.on("data", onData)
    source.once("end", () => {
      if (bytes > maxBodyBytes) return finish({ _tag: "TooLarge" })
      const whole = Buffer.concat(chunks)
      finish({ _tag: "Read", text: whole.toString("utf8"), bytes: whole })
    })
    source.once("error", () => finish({ _tag: "Unreadable" }))
    source.once("aborted", () => finish({ _tag: "Unreadable" }))
    source.once("close", () => finish(bytes > maxBodyBytes ? { _tag: "TooLarge" } : { _tag: "Unreadable" }))
  })

/**
 * The request as the routes see it, its body already read: the decoder reads the text from here instead of the
 * consumed stream. Only JSON reaches the routes (the body guard refuses every other content type), so text and json
 * are all a route reads, except an inbound webhook that checks a signature over the bytes (`arrayBuffer`).
 */
export const withBody = (
  request: HttpServerRequest.HttpServerRequest,
  text: string,
  bytes: Buffer
): HttpServerRequest.HttpServerRequest => {
  const json = Effect.try({
    // No body is no fields: a call whose fields are all optional needs none, and one with required fields
    // answers which are missing rather than that null is not an object.
    try: (): unknown => (text.trim() === "" ? {} : JSON.parse(text)),
    catch: (cause) => new HttpServerError.RequestError({ request, reason: "Decode", cause })
  }).pipe(
    // Every request body of the contract is one object. Refused here, not by each schema: a union of objects
    // (calculate's) reads an array's missing `kind` as the problem.
    Effect.filterOrFail(
      (value) => typeof value === "object" && value !== null && !Array.isArray(value),
      () => new HttpServerError.RequestError({ request, reason: "Decode", cause: notAnObject })
    )
  )
  return Object.create(request, {
    text: { value: Effect.succeed(text) },
    arrayBuffer: { value: Effect.sync(() => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)) },
    json: { value: json }
  }) as HttpServerRequest.HttpServerRequest
}
