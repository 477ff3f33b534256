import { FetchHttpClient } from "@effect/platform"
// Subpath imports: the package index also loads the HTTP server, sockets and workers, which a CLI never uses.
import * as NodeContext from "@effect/platform-node/NodeContext"
import * as NodeRuntime from "@effect/platform-node/NodeRuntime"
import { Effect, Exit, Layer } from "effect"
import { runCli } from "./Cli.js"
import { ExitCode } from "./Failure.js"
import { IoLive } from "./Io.js"

// The exit code is set rather than forced with process.exit(), so stdout drains fully when piped. Ctrl-C
// interrupts the fiber (a poll, a prompt) and exits 130, as shells expect of an interrupted program.
runCli(process.argv).pipe(
  Effect.flatMap((code) => Effect.sync(() => { process.exitCode = code })),
  Effect.provide(Layer.mergeAll(NodeContext.layer, FetchHttpClient.layer, IoLive)),
  NodeRuntime.runMain({
    disableErrorReporting: true,
    teardown: (exit, onExit) => onExit(Exit.isSuccess(exit) ? 0 : Exit.isInterrupted(exit) ? ExitCode.interrupted : ExitCode.api)
  })
)
