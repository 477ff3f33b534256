import { NodeRuntime } from "@effect/platform-node"
import { Cause, Console, Effect, Layer, Option } from "effect"
import * as App from "./app.js"
import { StartupError, validateConfig } from "./config.js"
import { checkAddressFree } from "./http/Listener.js"

Effect.gen(function*() {
  // Nothing is created, opened or printed before the whole configuration and the address are known to be good.
  const config = yield* validateConfig
  yield* checkAddressFree(config.host, config.port)
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
  NodeRuntime.runMain
)
