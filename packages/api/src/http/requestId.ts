import { HttpApp, HttpMethod, HttpMiddleware, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { CurrentRequestId } from "@svc/domain/http/requestId"
import { CurrentResponseHeaders } from "./responseHeaders.js"
import { Context, Effect, FiberRef, HashMap } from "effect"
import { base62 } from "../base62.js"
import { contentTypeRefusalOf, jsonMediaType, refusalOf, urlRefusalOf } from "./bodyGuard.js"
import { maxBodyBytes, readBody, withBody } from "./requestBody.js"

export const requestIdHeader = "svc-request-id"

/** Where charting platforms post alerts (see alertHooks/http.ts) and payment providers their notices (billing/). */
export const inboundPrefix = "/hooks/"

/**
 * The outermost layer: a fresh request id for the body and the header, a bound on body size, and the body guard
 * (JSON only, no NUL, bounded depth and size) before any route decodes anything. The header goes
 * on through a pre-response handler because the server writes the response before outer middleware sees it.
 */
export const requestIdMiddleware = HttpMiddleware.make(<E, R>(app: HttpApp.Default<E, R>) =>
  Effect.withFiberRuntime<HttpServerResponse.HttpServerResponse, E, R | HttpServerRequest.HttpServerRequest>((fiber) => {
    const requestId = `req_${base62(20)}`
    // One mutable object per request, shared by reference with every fiber of the request.
    const extra: Record<string, string> = {}
    // Set on the request's own fiber (the server forks one per request), not scoped with `locally`: nothing runs on
    // it after the request, and each scoped setting costs two more copies of the fiber's references.
    const request = Context.unsafeGet(fiber.currentContext, HttpServerRequest.HttpServerRequest)
    const withHeaders = FiberRef.set(CurrentRequestId, requestId).pipe(
      Effect.zipRight(FiberRef.set(CurrentResponseHeaders, extra)),
      Effect.zipRight(FiberRef.set(FiberRef.currentLogAnnotations, HashMap.set(fiber.getFiberRef(FiberRef.currentLogAnnotations), "requestId", requestId))),
      Effect.zipRight(HttpApp.appendPreResponseHandler((_request, response) =>
        // A handler's own headers win: an idempotent replay answers with the first request's id.
        Effect.succeed(HttpServerResponse.setHeaders(response, { [requestIdHeader]: requestId, ...extra }))))
    )
    const refuse = (field: string, problem: string, message: string, unread: boolean) =>
      Effect.succeed(HttpServerResponse.unsafeJson({
        error: { code: "INVALID_REQUEST", message, details: [{ field, message: problem }] },
        requestId
      }, { status: 400, headers: { [requestIdHeader]: requestId, ...(unread ? { connection: "close" } : {}) } }))
    const refuseBody = (problem: string) => refuse("(body)", problem, `The request body ${problem}.`, true)
    // Refused before reading: a declared length over the bound never reaches a decoder.
    if (Number(request.headers["content-length"] ?? 0) > maxBodyBytes) return Effect.zipRight(withHeaders, refuseBody(`is larger than ${maxBodyBytes} bytes`))
    const badUrl = urlRefusalOf(request.url)
    if (badUrl !== undefined) return Effect.zipRight(withHeaders, refuse("url", badUrl, `The request url ${badUrl}.`, false))
    if (!HttpMethod.hasBody(request.method)) return Effect.zipRight(withHeaders, app)
    // Inbound alert hooks read any text (TradingView sends text/plain unless the message is JSON) and record
    // what they cannot read, and payment webhooks check a signature over the bytes as sent; only the size bound
    // applies to them here.
    const inbound = request.url.startsWith(inboundPrefix)
    const badType = inbound ? undefined : contentTypeRefusalOf(request.headers["content-type"])
    if (badType !== undefined) {
      return Effect.zipRight(withHeaders, refuse("content-type", badType, `Send the body as JSON with the header \`content-type: ${jsonMediaType}\`.`, true))
    }
    // Read here once, whole and bounded; the routes decode this text, never the stream.
    return Effect.zipRight(withHeaders, Effect.flatMap(readBody(request), (body) => {
      if (body._tag === "TooLarge") return refuseBody(`is larger than ${maxBodyBytes} bytes`)
      if (body._tag === "Unreadable") return refuseBody("could not be read: the connection ended before the declared length")
      const bad = inbound ? undefined : refusalOf(body.text)
      if (bad !== undefined) return refuse("(body)", bad, `The request body ${bad}.`, false)
      return Effect.provideService(app, HttpServerRequest.HttpServerRequest, withBody(request, body.text, body.bytes))
    }))
  }))
