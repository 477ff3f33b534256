import { Prompt } from "@effect/cli"
import { Effect, Redacted } from "effect"
import { UsageError } from "./Failure.js"
import { Io } from "./Io.js"

/**
 * A password never appears on the command line (it would sit in the shell history and the process list): a hidden
 * prompt showing `message` on a terminal, or standard input for scripts (a trailing newline dropped). It stays
 * `Redacted` until the request body is written.
 */
export const readPassword = (fromStdin: boolean, message: string) =>
  Effect.gen(function*() {
    const io = yield* Io
    if (fromStdin) {
      const password = (yield* io.readStdin).replace(/\r?\n$/, "")
      if (password.length === 0) return yield* new UsageError({ message: "no password on standard input" })
      return Redacted.make(password)
    }
    if (!io.stdinIsTerminal) {
      return yield* new UsageError({
        message: "standard input is not a terminal, so the password cannot be prompted for: pipe it in with --password-stdin"
      })
    }
    return yield* Prompt.hidden({
      message,
      validate: (value) => (value.length === 0 ? Effect.fail("the password cannot be empty") : Effect.succeed(value))
    })
  })
