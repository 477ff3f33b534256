import { FetchHttpClient } from "@effect/platform"
import { NodeContext, NodeRuntime } from "@effect/platform-node"
import { Effect, Layer } from "effect"
import { runCli } from "./Cli.js"
import { IoLive } from "./Io.js"

// The exit code is set rather than forced with process.exit(), so stdout drains fully when piped.
runCli(process.argv).pipe(
  Effect.flatMap((code) => Effect.sync(() => { process.exitCode = code })),
  Effect.provide(Layer.mergeAll(NodeContext.layer, FetchHttpClient.layer, IoLive)),
  NodeRuntime.runMain({ disableErrorReporting: true })
)
