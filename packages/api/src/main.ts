import { NodeRuntime } from "@effect/platform-node"
import { Cause, Console, Effect, Layer, Option } from "effect"
import * as App from "./app.js"
import { StartupError, validateConfig } from "./config.js"
import { checkAddressFree } from "./http/Listener.js"
import { LoggingLive } from "./observability/Logging.js"

const socketErrors: ReadonlySet<string> = new Set(["EPIPE", "ECONNRESET", "ECONNREFUSED", "ERR_STREAM_DESTROYED"])

/**
 * With several processes a runner's socket can break under a write at any time (the runner killed, a network
 * blip); @effect/cluster 0.60 lets such an error escape as an uncaught exception in rare cases (measured: 1 run in
 * 5 killed a client-only process with EPIPE). That is the failure of the requests on that connection, which the
 * cluster already fails and retries, never of this process: logged and dropped. Anything else still ends the
 * process, as Node would.
 */
const guardClusterSockets = () => {
  process.on("uncaughtException", (error: Error & { readonly code?: string }) => {
    if (error.code !== undefined && socketErrors.has(error.code)) {
      console.error(`svc: a cluster socket failed (${error.code}); the requests on it fail and are retried`)
      return
    }
    console.error(error)
    process.exit(1)
  })
}

Effect.gen(function*() {
  // Nothing is created, opened or printed before the whole configuration and the address are known to be good.
  const config = yield* validateConfig
  yield* checkAddressFree(config.host, config.port)
  if (config.role !== "all") yield* Effect.sync(guardClusterSockets)
  return yield* Layer.launch(App.layer())
}).pipe(
  // SIGTERM and SIGINT interrupt this fiber (NodeRuntime.runMain): the listener drains, the application closes, exit 0.
  Effect.onInterrupt(() => Effect.logInfo("shutdown: done")),
  Effect.catchAllCause((cause) => {
    const startup = Option.orElse(
      Cause.failureOption(cause),
      () => Cause.dieOption(cause)
    ).pipe(Option.filter((e): e is StartupError => e instanceof StartupError))
    return Option.match(startup, {
      onNone: () => Effect.failCause(cause),
      onSome: (e) => Console.error(`svc cannot start: ${e.message}`).pipe(Effect.zipRight(Effect.sync(() => process.exit(1))))
    })
  }),
  // Every line the process logs, from the first to "shutdown: done", in the configured format and level.
  Effect.provide(LoggingLive),
  NodeRuntime.runMain({ disablePrettyLogger: true })
)
