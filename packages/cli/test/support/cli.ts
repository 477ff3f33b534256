import { FetchHttpClient, Terminal } from "@effect/platform"
import * as NodeContext from "@effect/platform-node/NodeContext"
import { ConfigProvider, Effect, Layer, Mailbox, Option } from "effect"
import { spawn } from "node:child_process"
import { fileURLToPath } from "node:url"
import { runCli } from "../../src/Cli.js"
import { defaultWidth, Io } from "../../src/Io.js"
import type { IoShape } from "../../src/Io.js"

export interface CliResult {
  readonly code: number
  readonly stdout: string
  readonly stderr: string
}

export interface CliInput {
  /** What standard input holds (a pipe, not a terminal). */
  readonly stdin?: string
  /** The environment the CLI reads `SVC_BASE_URL` / `SVC_API_KEY` from; nothing else leaks in. */
  readonly env?: Record<string, string>
  readonly cwd?: string
  /**
   * Keys an operator types at a terminal, one string each (`"n"`, `"y"`, `"enter"`): standard input is then a
   * terminal, so prompts are shown and read these.
   */
  readonly keys?: ReadonlyArray<string>
}

/** A terminal whose operator types `keys`, then nothing more. */
const scriptedTerminal = (keys: ReadonlyArray<string>): Terminal.Terminal => ({
  columns: Effect.succeed(100),
  rows: Effect.succeed(40),
  isTTY: Effect.succeed(true),
  readInput: Effect.gen(function*() {
    const mailbox = yield* Mailbox.make<Terminal.UserInput>()
    yield* mailbox.offerAll(keys.map((key) => ({
      input: key.length === 1 ? Option.some(key) : Option.none(),
      key: { name: key, ctrl: false, meta: false, shift: false }
    })))
    return mailbox
  }),
  readLine: Effect.never,
  display: () => Effect.void
})

/**
 * The whole CLI in this process: the same root command and exit-code mapping as `svc`, with stdout, stderr and
 * stdin swapped for buffers. Fast enough to cover every command against a real server.
 */
export const runInProcess = async (args: ReadonlyArray<string>, input: CliInput = {}): Promise<CliResult> => {
  let stdout = ""
  let stderr = ""
  const io: IoShape = {
    stdout: (text) => Effect.sync(() => { stdout += text }),
    stderr: (text) => Effect.sync(() => { stderr += text }),
    readStdin: Effect.succeed(input.stdin ?? ""),
    stdinIsTerminal: input.keys !== undefined,
    stdoutIsTerminal: false,
    width: defaultWidth,
    stderrIsTerminal: false,
    cwd: input.cwd ?? process.cwd(),
    program: "svc"
  }
  const code = await Effect.runPromise(
    runCli(["node", "svc", ...args]).pipe(
      Effect.provide(Layer.mergeAll(
        NodeContext.layer,
        FetchHttpClient.layer,
        Layer.succeed(Io, io),
        ...(input.keys === undefined ? [] : [Layer.succeed(Terminal.Terminal, scriptedTerminal(input.keys))])
      )),
      Effect.withConfigProvider(ConfigProvider.fromMap(new Map(Object.entries(input.env ?? {}))))
    )
  )
  return { code, stdout, stderr }
}

export const binPath = fileURLToPath(new URL("../../bin/svc.mjs", import.meta.url))
export const mainPath = fileURLToPath(new URL("../../src/main.ts", import.meta.url))
export const tsxPath = fileURLToPath(new URL("../../node_modules/.bin/tsx", import.meta.url))
export const packageDir = fileURLToPath(new URL("../..", import.meta.url))

/** A real process, as an operator's shell starts it: its own argv, pipes and exit code. */
export const spawnCli = (
  command: string,
  args: ReadonlyArray<string>,
  input: CliInput = {}
): Promise<CliResult> =>
  new Promise((resolve, reject) => {
    const child = spawn(command, [...args], {
      cwd: input.cwd ?? packageDir,
      // PATH is needed to find node; the SVC_ variables come only from the test.
      env: { PATH: process.env.PATH ?? "", ...input.env },
      stdio: ["pipe", "pipe", "pipe"]
    })
    let stdout = ""
    let stderr = ""
    child.stdout.on("data", (chunk: Buffer) => { stdout += chunk.toString("utf8") })
    child.stderr.on("data", (chunk: Buffer) => { stderr += chunk.toString("utf8") })
    child.on("error", reject)
    child.on("close", (code) => resolve({ code: code ?? -1, stdout, stderr }))
    child.stdin.end(input.stdin ?? "")
  })

/** `node bin/svc.mjs …`: what the root `pnpm cli` script and the installed `svc` bin run. */
export const runBin = (args: ReadonlyArray<string>, input: CliInput = {}) =>
  spawnCli(process.execPath, [binPath, ...args], input)

/** `tsx src/main.ts …`: the package's own `cli` script (`pnpm --filter @svc/cli cli`). */
export const runTsx = (args: ReadonlyArray<string>, input: CliInput = {}) => spawnCli(tsxPath, [mainPath, ...args], input)
