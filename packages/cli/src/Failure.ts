import { ValidationError } from "@effect/cli"
import { HttpClientError, Terminal } from "@effect/platform"
import { allErrors, type ApiError, type ErrorDetail } from "@svc/domain/errors"
import { Cause, Data, ParseResult } from "effect"

/**
 * Exit codes are part of the CLI's interface for scripts: 0 done, 1 the service said no (or the outcome is not what
 * was asked for), 2 the command line was wrong, 3 the service could not be reached. 130 is the shell's own code for
 * an interrupted program (Ctrl-C at a prompt).
 */
export const ExitCode = { ok: 0, api: 1, usage: 2, network: 3, interrupted: 130 } as const
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode]

/** The command line asks for something impossible before any request is sent. */
export class UsageError extends Data.TaggedError("UsageError")<{ readonly message: string }> {}

/**
 * The requests succeeded but the outcome is not the one asked for (an account that needs a human after warm, a
 * prepare that left accounts offline). The command has printed what happened; `message` is the one-line summary.
 */
export class CommandFailed extends Data.TaggedError("CommandFailed")<{ readonly message: string }> {}

/**
 * The operator answered no to a confirmation. Nothing was changed, which is what they asked for: the command stops
 * there and exits 0, saying so plainly.
 */
export class NotConfirmed extends Data.TaggedError("NotConfirmed")<{ readonly message: string }> {}

/** Every error class of the contract, keyed by its stable `code`. */
export const errorClassByCode: ReadonlyMap<string, (typeof allErrors)[number]> = new Map(
  allErrors.map((cls) => [new cls({ message: "" })._tag, cls] as const)
)

const isContractError = (u: unknown): u is ApiError =>
  allErrors.some((cls) => u instanceof cls)

const formatDetail = (detail: ErrorDetail): string =>
  Object.entries(detail).map(([k, v]) => `${k}=${typeof v === "string" ? v : JSON.stringify(v)}`).join(" ")

/** `CODE: message`, then one line per detail: what a person needs, and what a script can grep for. */
export const formatApiError = (code: string, message: string, details?: ReadonlyArray<ErrorDetail>): string =>
  [`error: ${code}: ${message}`, ...(details ?? []).map((d) => `  ${formatDetail(d)}`)].join("\n")

/**
 * An error as the CLI reports it. `text` is undefined when @effect/cli has already printed the usage problem
 * together with the relevant help.
 */
export const describeFailure = (error: unknown): { readonly exitCode: ExitCode; readonly text: string | undefined } => {
  if (ValidationError.isValidationError(error)) return { exitCode: ExitCode.usage, text: undefined }
  if (error instanceof UsageError) return { exitCode: ExitCode.usage, text: `error: ${error.message}` }
  if (error instanceof NotConfirmed) return { exitCode: ExitCode.ok, text: error.message }
  if (error instanceof CommandFailed) return { exitCode: ExitCode.api, text: `error: ${error.message}` }
  if (Terminal.isQuitException(error)) return { exitCode: ExitCode.interrupted, text: "cancelled" }
  if (isContractError(error)) {
    const text = formatApiError(error._tag, error.message, error.details)
    // The one refusal the operator fixes with a CLI command of their own: say which.
    return { exitCode: ExitCode.api, text: error._tag === "STEP_UP_REQUIRED" ? `${text}\nhint: run \`svc confirm\` (re-enter your password), then try again` : text }
  }
  if (HttpClientError.isHttpClientError(error)) {
    if (error._tag === "RequestError") {
      // Transport: nothing answered (refused, reset, DNS, TLS). InvalidUrl and Encode come from our own input.
      return error.reason === "Transport"
        ? { exitCode: ExitCode.network, text: `error: cannot reach the service at ${originOf(error.request.url)}: ${error.description ?? causeText(error.cause)}` }
        : { exitCode: ExitCode.usage, text: `error: ${error.message}` }
    }
    return {
      exitCode: ExitCode.api,
      text: error.description !== undefined && error.reason === "StatusCode"
        ? `error: ${error.description}`
        : `error: unexpected answer from the service (HTTP ${error.response.status}): ${error.description ?? error.reason}`
    }
  }
  // A request the contract refuses to encode: the values given on the command line do not fit the payload schema.
  if (ParseResult.isParseError(error)) {
    return { exitCode: ExitCode.usage, text: `error: invalid input:\n${ParseResult.TreeFormatter.formatErrorSync(error)}` }
  }
  return { exitCode: ExitCode.api, text: `error: unexpected failure: ${Cause.pretty(Cause.fail(error))}` }
}

const originOf = (url: string): string => {
  try {
    return new URL(url).origin
  } catch {
    return url
  }
}

const causeText = (cause: unknown): string => {
  if (cause instanceof Error) {
    // undici wraps the socket error (ECONNREFUSED …) as the `cause` of a generic "fetch failed".
    const inner: unknown = cause.cause
    return inner instanceof Error ? `${cause.message} (${inner.message})` : cause.message
  }
  return String(cause)
}
