import { Command } from "@effect/cli"
import { Cause, Effect } from "effect"
import { accountsCommand } from "./commands/accounts.js"
import { dealsCommand } from "./commands/deals.js"
import { healthCommand } from "./commands/health.js"
import { keysCommand } from "./commands/keys.js"
import { ordersCommand } from "./commands/orders.js"
import { positionsCommand } from "./commands/positions.js"
import { quotesCommand } from "./commands/quotes.js"
import { webhooksCommand } from "./commands/webhooks.js"
import { workspaceCommand } from "./commands/workspace.js"
import { describeFailure, ExitCode } from "./Failure.js"
import { note, withIoConsole } from "./Io.js"
import { version } from "./version.js"

/** One command group per file under `commands/`, one line here per group. */
export const rootCommand = Command.make("svc").pipe(
  Command.withDescription(
    "Operate a trading-account connectivity service: accounts, orders, positions, deals, quotes, API keys, " +
      "workspace and webhooks. " +
      "Connection: --base-url / $SVC_BASE_URL and --api-key / $SVC_API_KEY. Exit codes: 0 done, 1 the service " +
      "refused (its error code is printed) or the outcome was not reached, 2 usage error, 3 service unreachable."
  ),
  Command.withSubcommands([
    accountsCommand,
    ordersCommand,
    positionsCommand,
    dealsCommand,
    quotesCommand,
    keysCommand,
    workspaceCommand,
    webhooksCommand,
    healthCommand
  ])
)

const cli = Command.run(rootCommand, { name: "svc", version })

/**
 * Runs the CLI on a full argv (`[node, script, ...args]`) and answers the process exit code. Never fails: every
 * error has been reported on stderr by then, so the caller only has to exit with the code.
 */
export const runCli = (argv: ReadonlyArray<string>) =>
  cli(argv).pipe(
    Effect.as<ExitCode>(ExitCode.ok),
    Effect.catchAll((error) => {
      const { exitCode, text } = describeFailure(error)
      return Effect.as(text === undefined ? Effect.void : note(text), exitCode)
    }),
    Effect.catchAllDefect((defect) =>
      Effect.as(note(`error: unexpected failure (a bug in svc):\n${Cause.pretty(Cause.die(defect))}`), ExitCode.api)),
    withIoConsole
  )
