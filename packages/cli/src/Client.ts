import { Options } from "@effect/cli"
import { HttpApiClient, HttpClient, HttpClientError, HttpClientRequest, HttpClientResponse } from "@effect/platform"
import { Api } from "@svc/domain/api/Api"
import { type ApiError, ErrorBody } from "@svc/domain/errors"
import { Config, Duration, Effect, FiberRef, Option, ParseResult, Schema } from "effect"
import type { Redacted } from "effect"
import { errorClassByCode, UsageError } from "./Failure.js"
import { optionSchema } from "./Input.js"
import { loadSession } from "./SessionFile.js"
import { version } from "./version.js"

const BaseUrl = Schema.String.pipe(
  Schema.filter((s) => {
    try {
      const url = new URL(s)
      return url.protocol === "http:" || url.protocol === "https:" || "must be an http:// or https:// URL"
    } catch {
      return "must be an absolute URL such as http://localhost:8080"
    }
  }),
  // `HttpApiClient` prepends it to paths that start with `/`; a trailing slash would double it.
  Schema.transform(Schema.String, { strict: true, decode: (s) => s.replace(/\/+$/, ""), encode: (s) => s })
)

/** The quick start's address: a service started with `pnpm start` on this machine. */
export const defaultBaseUrl = "http://localhost:8080"

export const baseUrlOption = Options.text("base-url").pipe(
  Options.withDescription(`The service's address. Default: $SVC_BASE_URL, else ${defaultBaseUrl}.`),
  Options.withFallbackConfig(Config.string("SVC_BASE_URL")),
  Options.withDefault(defaultBaseUrl),
  optionSchema(BaseUrl)
)

/**
 * Redacted from the moment it is parsed, so no error message, log or help text can show it. Optional to the parser
 * so that a key given neither way is reported by `apiFor` in words that name both places to give it.
 */
export const apiKeyOption = Options.redacted("api-key").pipe(
  Options.withDescription("API key (svc_live_… or svc_test_…); required, from this flag or $SVC_API_KEY. Never printed."),
  Options.withFallbackConfig(Config.redacted("SVC_API_KEY")),
  Options.optional
)

export const jsonOption = Options.boolean("json").pipe(
  Options.withDescription("Print the answer's `data` as JSON (for scripts) instead of a table.")
)

/** Options every command that calls an authenticated endpoint takes, wherever they appear on the line. */
export const connection = { baseUrl: baseUrlOption, apiKey: apiKeyOption, json: jsonOption }
export interface Connection {
  readonly baseUrl: string
  readonly apiKey: Option.Option<Redacted.Redacted>
  readonly json: boolean
}

// --- error codes as sent --------------------------------------------------------------------------------------------

interface Answer {
  readonly response: HttpClientResponse.HttpClientResponse
  readonly errorBody: Option.Option<typeof ErrorBody.Type>
}

/**
 * The last answer received in this fiber. The contract's error schemas for one status are a union of decoders
 * that all accept any `{error:{code,message}}` body, so decoding alone can name the wrong class (a 404
 * ACCOUNT_NOT_FOUND comes back as NOT_FOUND). Keeping the envelope as sent lets `correctErrors` rebuild the class
 * the server meant from its stable `code`. Set and read in the calling fiber, around one request.
 */
const lastAnswer = FiberRef.unsafeMake<Option.Option<Answer>>(Option.none())

/**
 * Whether the last answer in this fiber was a replay: the service answered a repeated idempotency key with the
 * first request's result (header `idempotent-replayed: true`) instead of acting again.
 */
export const lastAnswerWasReplayed: Effect.Effect<boolean> = Effect.map(
  FiberRef.get(lastAnswer),
  Option.exists((answer) => answer.response.headers["idempotent-replayed"] === "true")
)

const decodeErrorBody = Schema.decodeUnknownOption(Schema.parseJson(ErrorBody))

/** Failure bodies are read once here and handed on as a fresh response, so the contract can still decode them. */
const rememberAnswers = (client: HttpClient.HttpClient): HttpClient.HttpClient =>
  HttpClient.transformResponse(client, (effect) =>
    Effect.flatMap(effect, (response) => {
      if (response.status < 400) {
        return Effect.as(FiberRef.set(lastAnswer, Option.some({ response, errorBody: Option.none() })), response)
      }
      return Effect.flatMap(response.arrayBuffer, (bytes) => {
        const copy = HttpClientResponse.fromWeb(
          response.request,
          new Response(bytes, { status: response.status, headers: { ...response.headers } })
        )
        const errorBody = decodeErrorBody(new TextDecoder().decode(bytes))
        return Effect.as(FiberRef.set(lastAnswer, Option.some({ response: copy, errorBody })), copy)
      })
    }))

const fromAnswer = (error: unknown, answer: Answer): unknown => {
  if (Option.isSome(answer.errorBody)) {
    const { code, message, details } = answer.errorBody.value.error
    const cls = errorClassByCode.get(code)
    // Decoded by the class itself: `details` has a shape per code, and one that does not match is left out.
    if (cls !== undefined) {
      return Option.getOrElse(
        Schema.decodeUnknownOption(cls as Schema.Schema<ApiError, unknown>)({ _tag: code, message, ...(details === undefined ? {} : { details }) }),
        () => new cls({ message })
      )
    }
    // A code newer than this CLI: still reported as the server sent it.
    return new HttpClientError.ResponseError({
      request: answer.response.request,
      response: answer.response,
      reason: "StatusCode",
      description: `${code}: ${message}`
    })
  }
  if (ParseResult.isParseError(error)) {
    const status = answer.response.status
    return new HttpClientError.ResponseError({
      request: answer.response.request,
      response: answer.response,
      reason: "Decode",
      cause: error,
      description: status >= 400
        ? "not the service's error format (is --base-url the service?)"
        : `the answer does not match the contract (is this CLI older than the server?): ${
          ParseResult.ArrayFormatter.formatErrorSync(error).map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")
        }`
    })
  }
  return error
}

/** Runs around decoding only (never around encoding), so a ParseError left after it is about our own input. */
const correctErrors = (decoding: Effect.Effect<unknown, unknown>): Effect.Effect<unknown, unknown> =>
  Effect.catchAll(decoding, (error) =>
    Effect.flatMap(FiberRef.get(lastAnswer), (answer) =>
      Effect.fail(Option.match(answer, { onNone: () => error, onSome: (a) => fromAnswer(error, a) }))))

/**
 * A request with no answer in this time counts as unreachable (exit 3). Every endpoint answers at once (warm and
 * prepare answer 202 and are followed by polling), so only a wedged service or network takes this long.
 */
export const requestTimeout = Duration.seconds(30)

const withTimeout = (client: HttpClient.HttpClient): HttpClient.HttpClient =>
  HttpClient.transform(client, (effect, request) =>
    Effect.timeoutFail(effect, {
      duration: requestTimeout,
      onTimeout: () =>
        new HttpClientError.RequestError({
          request,
          reason: "Transport",
          description: `no answer within ${Duration.format(requestTimeout)}`
        })
    }))

/**
 * The typed client of the whole contract: every path, payload, success and error schema comes from the `Api` the
 * server implements, so a command cannot send a request shape the server does not accept.
 */
export const makeApiClient = (options: {
  readonly baseUrl: string
  readonly apiKey?: Redacted.Redacted
  /** The console session cookie (`name=value`) kept by `svc login`, used when no key is given. */
  readonly cookie?: string
}) =>
  HttpApiClient.make(Api, {
    baseUrl: options.baseUrl,
    transformClient: (client) =>
      client.pipe(
        HttpClient.mapRequest((request) => {
          const withAgent = HttpClientRequest.setHeader(request, "user-agent", `svc-cli/${version}`)
          if (options.apiKey !== undefined) return HttpClientRequest.bearerToken(withAgent, options.apiKey)
          return options.cookie === undefined ? withAgent : HttpClientRequest.setHeader(withAgent, "cookie", options.cookie)
        }),
        rememberAnswers,
        withTimeout
      ),
    transformResponse: correctErrors
  })

export type ApiClient = Effect.Effect.Success<ReturnType<typeof makeApiClient>>

/**
 * The client for a command's connection options: the API key, or else the session `svc login` kept for this
 * address; with neither nothing is sent (exit 2).
 */
export const apiFor = (conn: Pick<Connection, "baseUrl" | "apiKey">) =>
  Option.match(conn.apiKey, {
    onNone: () =>
      Effect.flatMap(loadSession(conn.baseUrl), (session) =>
        Option.match(session, {
          onNone: () =>
            Effect.fail(
              new UsageError({
                message: "no API key and not signed in: set SVC_API_KEY=svc_live_… in the environment, pass --api-key, or run `svc login`"
              })
            ),
          onSome: (s) => makeApiClient({ baseUrl: conn.baseUrl, cookie: s.cookie })
        })),
    onSome: (apiKey) => makeApiClient({ baseUrl: conn.baseUrl, apiKey })
  })

/** The session cookie (`name=value`) the last answer in this fiber set, if it set one. */
export const lastSessionCookie: Effect.Effect<Option.Option<string>> = Effect.map(
  FiberRef.get(lastAnswer),
  Option.flatMap((answer) => Option.fromNullable(answer.response.headers["set-cookie"]?.split(";")[0]))
)
