import { Console, Context, Effect, Layer } from "effect"
import { basename, isAbsolute, relative } from "node:path"
import { fileURLToPath } from "node:url"
import { format } from "node:util"

/**
 * The process edges a command touches: its two output streams, its standard input and whether they are terminals.
 * Commands write through this service (never `process.stdout` directly) so a test can run the whole CLI in-process
 * and read exactly what a user would have seen, and so live progress can be drawn only where a person is watching.
 */
export interface IoShape {
  readonly stdout: (text: string) => Effect.Effect<void>
  readonly stderr: (text: string) => Effect.Effect<void>
  /** The whole of standard input, as UTF-8. */
  readonly readStdin: Effect.Effect<string>
  readonly stdinIsTerminal: boolean
  /** Help is styled (bold headings) only for a person at a terminal; a pipe or a file gets plain text. */
  readonly stdoutIsTerminal: boolean
  /** Columns that help and tables are laid out for: the terminal's width, or 100 when stdout is not a terminal. */
  readonly width: number
  /** Progress bars and live status lines are redrawn in place only on a terminal; elsewhere they are plain lines. */
  readonly stderrIsTerminal: boolean
  /** Where relative file paths given on the command line are resolved from. */
  readonly cwd: string
  /**
   * How the operator started this CLI (`svc`, or `node packages/cli/bin/svc.mjs` in a checkout): the hints that
   * suggest a next command begin with it, so they can be pasted back into the same shell as they are.
   */
  readonly program: string
}

export class Io extends Context.Tag("@svc/cli/Io")<Io, IoShape>() {}

export const stdout = (text: string) => Effect.flatMap(Io, (io) => io.stdout(text))
export const stderr = (text: string) => Effect.flatMap(Io, (io) => io.stderr(text))
export const line = (text: string) => stdout(`${text}\n`)
export const note = (text: string) => stderr(`${text}\n`)
/** A command line to suggest, as the operator can run it from where they are (see `IoShape.program`). */
export const command = (args: string) => Effect.map(Io, (io) => `${io.program} ${args}`)

const write = (stream: NodeJS.WriteStream, text: string) =>
  Effect.async<void>((resume) => {
    // Waiting for the write callback keeps output ordered and flushed before the process sets its exit code.
    stream.write(text, () => resume(Effect.void))
  })

const readAll = (stream: NodeJS.ReadStream) =>
  Effect.promise(async () => {
    const chunks: Array<Buffer> = []
    for await (const chunk of stream) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk)
    return Buffer.concat(chunks).toString("utf8")
  })

/**
 * `pnpm cli …` runs the package script inside packages/cli; the directory the operator typed the command in is
 * then in INIT_CWD, and `--file ids.txt` should mean the file there, as it does for the installed `svc` bin.
 */
const invocationDirectory = () => {
  const init = process.env.INIT_CWD
  return process.env.npm_lifecycle_event !== undefined && init !== undefined && init !== "" ? init : process.cwd()
}

/** Where output is not a terminal (a pipe, a file, a CI log): wide enough for a UUID and a sentence beside it. */
export const defaultWidth = 100

/** The bin, from this module: src/ and dist/ (the bundle) both sit beside bin/. */
const binPath = fileURLToPath(new URL("../bin/svc.mjs", import.meta.url))

/**
 * `svc` when started through a link of that name on PATH. Otherwise (a checkout, `pnpm cli`, tsx) there may be no
 * `svc` to run, so hints name the bin itself: relative to where the operator is when it lies below, so that
 * `node packages/cli/bin/svc.mjs …` pasted back works as typed.
 */
const programName = () => {
  const script = process.argv[1]
  if (script !== undefined && basename(script) === "svc") return "svc"
  const fromHere = relative(invocationDirectory(), binPath)
  const path = fromHere.startsWith("..") || isAbsolute(fromHere) ? binPath : fromHere
  return `node ${/\s/.test(path) ? JSON.stringify(path) : path}`
}

export const IoLive = Layer.sync(Io, () => ({
  stdout: (text) => write(process.stdout, text),
  stderr: (text) => write(process.stderr, text),
  readStdin: readAll(process.stdin),
  stdinIsTerminal: process.stdin.isTTY === true,
  stdoutIsTerminal: process.stdout.isTTY === true,
  width: process.stdout.isTTY === true && process.stdout.columns > 0 ? process.stdout.columns : defaultWidth,
  stderrIsTerminal: process.stderr.isTTY === true,
  cwd: invocationDirectory(),
  program: programName()
}))

/**
 * @effect/cli prints help and usage errors through `Console`; routing its `log` and `error` into `Io` gives one
 * sink for everything the CLI says, which is what in-process tests capture.
 */
export const withIoConsole = <A, E, R>(self: Effect.Effect<A, E, R>): Effect.Effect<A, E, R | Io> =>
  Effect.flatMap(Io, (io) =>
    Console.consoleWith((base) => {
      const out = (...args: ReadonlyArray<unknown>) => io.stdout(`${format(...args)}\n`)
      const err = (...args: ReadonlyArray<unknown>) => io.stderr(`${format(...args)}\n`)
      const console: Console.Console = { ...base, log: out, info: out, error: err, warn: err }
      return Effect.withConsole(self, console)
    }))
