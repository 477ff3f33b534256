import { HttpApp, HttpIncomingMessage, HttpMiddleware, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { CurrentRequestId } from "@svc/domain/http/requestId"
import { CurrentResponseHeaders } from "@svc/domain/http/responseHeaders"
import { Effect, FiberRef, Option } from "effect"
import { base62 } from "../keys/keyFormat.js"
import { refusalOf, urlRefusalOf } from "./bodyGuard.js"

export const requestIdHeader = "svc-request-id"
const maxBodyBytes = 1024 * 1024

/**
 * The outermost layer: a fresh request id for the body and the header, and a bound on body size. The header goes
 * on through a pre-response handler because the server writes the response before outer middleware sees it.
 */
export const requestIdMiddleware = HttpMiddleware.make((app) =>
  Effect.gen(function*() {
    const requestId = `req_${base62(20)}`
    yield* FiberRef.set(CurrentRequestId, requestId)
    // One mutable object per request, shared by reference with every fiber of the request.
    const extra: Record<string, string> = {}
    yield* FiberRef.set(CurrentResponseHeaders, extra)
    yield* HttpApp.appendPreResponseHandler((_request, response) =>
      // A handler's own headers win: an idempotent replay answers with the first request's id.
      Effect.succeed(HttpServerResponse.setHeaders(response, { [requestIdHeader]: requestId, ...extra })))
    // Refused before reading: a declared length over the bound never reaches a decoder.
    const request = yield* HttpServerRequest.HttpServerRequest
    const refuse = (field: string, message: string) =>
      HttpServerResponse.unsafeJson({
        error: { code: "INVALID_REQUEST", message: `The request ${field === "(body)" ? "body" : field} ${message}.`, details: [{ field, message }] },
        requestId
      }, { status: 400, headers: { [requestIdHeader]: requestId, ...(field === "(body)" ? { connection: "close" } : {}) } })
    if (Number(request.headers["content-length"] ?? 0) > maxBodyBytes) {
      return refuse("(body)", `is larger than ${maxBodyBytes} bytes`)
    }
    const badUrl = urlRefusalOf(request.url)
    if (badUrl !== undefined) return refuse("url", badUrl)
    if ((request.headers["content-type"] ?? "application/json").includes("json") && request.method !== "GET" && request.method !== "HEAD") {
      // The text is cached by the request, so the decoder reads the same bytes again without a second read.
      const text = yield* request.text.pipe(
        HttpIncomingMessage.withMaxBodySize(Option.some(maxBodyBytes)),
        Effect.orElseSucceed(() => "")
      )
      const bad = refusalOf(text)
      if (bad !== undefined) return refuse("(body)", bad)
    }
    return yield* app.pipe(
      HttpIncomingMessage.withMaxBodySize(Option.some(maxBodyBytes)),
      Effect.annotateLogs("requestId", requestId)
    )
  }))
