export { rootCommand, runCli, version } from "./Cli.js"
export { apiFor, makeApiClient, type ApiClient } from "./Client.js"
export { describeFailure, ExitCode } from "./Failure.js"
export { Io, IoLive, type IoShape } from "./Io.js"
