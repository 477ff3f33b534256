import { Options, Prompt } from "@effect/cli"
import { Effect } from "effect"
import { NotConfirmed, UsageError } from "./Failure.js"
import { Io } from "./Io.js"

export const yesOption = Options.boolean("yes").pipe(
  Options.withAlias("y"),
  Options.withDescription("Do not ask for confirmation (required when standard input is not a terminal).")
)

/**
 * Irreversible commands ask first. A script (no terminal on standard input) cannot answer a prompt, so it must say
 * `--yes` up front rather than hang or proceed silently. Answering no stops the command with exit 0: declining is
 * a choice, not a failure.
 */
export const confirmIrreversible = (yes: boolean, question: string) =>
  Effect.gen(function*() {
    if (yes) return
    const io = yield* Io
    if (!io.stdinIsTerminal) {
      return yield* new UsageError({ message: `${question} Cannot ask without a terminal: pass --yes to confirm.` })
    }
    const confirmed = yield* Prompt.confirm({ message: question })
    if (!confirmed) return yield* new NotConfirmed({ message: "Not confirmed: nothing was changed." })
  })
