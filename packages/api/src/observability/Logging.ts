import { Cause, Effect, HashMap, Inspectable, Layer, Logger, LogLevel, Option } from "effect"
import { AppConfig } from "../config.js"

const levels = {
  all: LogLevel.All,
  trace: LogLevel.Trace,
  debug: LogLevel.Debug,
  info: LogLevel.Info,
  warning: LogLevel.Warning,
  error: LogLevel.Error,
  fatal: LogLevel.Fatal,
  none: LogLevel.None
} as const

const textOf = (message: unknown): string =>
  Array.isArray(message) ? message.map(textOf).join(" ") : typeof message === "string" ? message : Inspectable.toStringUnknown(message)

/**
 * One JSON object a line on stdout: `time`, `level`, `msg`, then the annotations flat (`requestId` on every line a
 * request logs, see requestId.ts), and `cause` when there is one. Values go through Effect's own rendering, so a
 * `Redacted` value prints as `<redacted>` and never as its secret.
 */
export const jsonLogger = Logger.make(({ annotations, cause, date, logLevel, message }) => {
  const line: Record<string, unknown> = { time: date.toISOString(), level: logLevel.label.toLowerCase(), msg: textOf(message) }
  for (const [key, value] of HashMap.toEntries(annotations)) line[key] = Inspectable.toJSON(value)
  if (!Cause.isEmpty(cause)) line.cause = Cause.pretty(cause, { renderErrorCause: true })
  process.stdout.write(`${JSON.stringify(line)}\n`)
})

/**
 * The process's logger, from SVC_LOG_FORMAT and SVC_LOG_LEVEL. Provided by main only: a test application that
 * captures its logs keeps its own logger.
 */
export const LoggingLive = Layer.unwrapEffect(Effect.map(Effect.option(AppConfig), (read) => {
  // A configuration that cannot be read is refused by main with its own message; until then, the defaults.
  const config = Option.getOrElse(read, () => ({ logFormat: "json", logLevel: "info" }) as const)
  const logger = config.logFormat === "json"
    ? jsonLogger
    : config.logFormat === "pretty"
    ? Logger.prettyLoggerDefault
    : Logger.withConsoleLog(Logger.logfmtLogger)
  return Layer.merge(Logger.replace(Logger.defaultLogger, logger), Logger.minimumLogLevel(levels[config.logLevel]))
}))
