import { HttpApiBuilder, HttpApiError, HttpServerError, type HttpServerResponse } from "@effect/platform"
import { Errors } from "@svc/domain"
import { Api } from "@svc/domain/api/Api"
import { Cause, Effect, Option } from "effect"
import { setResponseHeader } from "./responseHeaders.js"
import { allowedMethods, badlyEncodedParams } from "./documentedRoutes.js"
import { detailsOf } from "./issueDetails.js"
import { notAnObject } from "./requestBody.js"

const isBodyDecodeDefect = (defect: unknown): defect is HttpServerError.RequestError =>
  HttpServerError.isServerError(defect) && defect._tag === "RequestError" && defect.reason === "Decode"

/**
 * Puts the platform's own failures into the spec's envelope: decode failures → 400 INVALID_REQUEST naming each
 * field, unknown routes → 404 NOT_FOUND, a known path with a method it does not answer → 405 METHOD_NOT_ALLOWED
 * with `Allow`, a path parameter the router could not percent-decode → 400 naming it, unreadable bodies → 400, and any defect → 500 INTERNAL_ERROR that says
 * nothing about its cause (which is logged with the request id instead).
 */
export const ErrorMappingLive = HttpApiBuilder.middleware(Api, (app) =>
  app.pipe(
    Effect.catchAllCause((cause): Effect.Effect<
      HttpServerResponse.HttpServerResponse,
      Errors.InvalidRequest | Errors.NotFound | Errors.MethodNotAllowed | Errors.InternalError
    > => {
      if (Cause.isInterruptedOnly(cause)) return Effect.failCause(cause as Cause.Cause<never>)
      const failure = Cause.failureOption(cause)
      if (Option.isSome(failure)) {
        const e: unknown = failure.value
        if (e instanceof HttpApiError.HttpApiDecodeError) {
          return Effect.fail(new Errors.InvalidRequest({ message: "The request is not valid; see details.", details: detailsOf(e.issues) }))
        }
        if (HttpServerError.isServerError(e) && e._tag === "RouteNotFound") {
          const path = e.request.url.split("?")[0] ?? ""
          const allowed = allowedMethods(path)
          // Neither answer repeats the path: it is the client's text, and up to 64 KiB of it.
          const notFound = new Errors.NotFound({ message: "No endpoint has this path; the documented ones are listed in /openapi.json." })
          if (allowed.length === 0) return Effect.fail(notFound)
          if (allowed.includes(e.request.method)) {
            // The path does answer this method, so the router refused it for another reason: a parameter it could
            // not percent-decode. A 405 here would tell the client to use the method it used.
            const params = badlyEncodedParams(path)
            if (params.length === 0) return Effect.fail(notFound)
            return Effect.fail(new Errors.InvalidRequest({
              message: "The request is not valid; see details.",
              details: params.map((field) => ({
                field,
                message: "is not valid percent-encoding: send the value percent-encoded as UTF-8 (encodeURIComponent)"
              }))
            }))
          }
          return setResponseHeader("allow", allowed.join(", ")).pipe(Effect.zipRight(Effect.fail(new Errors.MethodNotAllowed({
            message: `This path does not answer ${e.request.method}; use ${allowed.join(" or ")} (listed in the Allow header).`,
            details: [{ field: "method", allowed }]
          }))))
        }
        // An endpoint's own error: its schema encodes it; the cast only widens what the platform's type admits.
        return Effect.failCause(cause as Cause.Cause<never>)
      }
      const defect = Cause.dieOption(cause)
      if (Option.isSome(defect) && isBodyDecodeDefect(defect.value)) {
        return Effect.fail(defect.value.cause === notAnObject
          ? new Errors.InvalidRequest({ message: "The request is not valid; see details.", details: [{ field: "(body)", message: "must be a JSON object" }] })
          : new Errors.InvalidRequest({
            message: "The request body could not be read as JSON.",
            details: [{ field: "(body)", message: "is not valid JSON: send one JSON object" }]
          }))
      }
      return Effect.logError("unexpected failure", Cause.pretty(cause, { renderErrorCause: true })).pipe(
        Effect.zipRight(Effect.fail(new Errors.InternalError({ message: "Something went wrong on our side; retry with backoff." })))
      )
    })
  ))
