import { Command } from "@effect/cli"
import { Cause, Effect } from "effect"
import { accountsCommand } from "./commands/accounts.js"
import { copyCommand } from "./commands/copy.js"
import { billingCommand } from "./commands/billing.js"
import { dealsCommand } from "./commands/deals.js"
import { healthCommand } from "./commands/health.js"
import { keysCommand } from "./commands/keys.js"
import { invitationsCommand, membersCommand } from "./commands/members.js"
import { confirmCommand, loginCommand, logoutCommand } from "./commands/session.js"
import { ordersCommand } from "./commands/orders.js"
import { positionsCommand } from "./commands/positions.js"
import { quotesCommand } from "./commands/quotes.js"
import { wavesCommand } from "./commands/waves.js"
import { webhooksCommand } from "./commands/webhooks.js"
import { alertHooksCommand } from "./commands/alertHooks.js"
import { workspaceCommand } from "./commands/workspace.js"
import { describeFailure, ExitCode, UsageError } from "./Failure.js"
import { helpTarget, renderHelp } from "./Help.js"
import { Io, note, withIoConsole } from "./Io.js"
import { version } from "./version.js"

/** One command group per file under `commands/`, one line here per group. */
const groups = [
  accountsCommand,
  ordersCommand,
  wavesCommand,
  copyCommand,
  positionsCommand,
  dealsCommand,
  quotesCommand,
  keysCommand,
  workspaceCommand,
  webhooksCommand,
  loginCommand,
  logoutCommand,
  confirmCommand,
  membersCommand,
  invitationsCommand,
  alertHooksCommand,
  billingCommand,
  healthCommand
] as const

export const rootCommand = Command.make("svc").pipe(
  Command.withDescription(
    "Operate a trading-account connectivity service: accounts, orders, multi-account orders (waves), copy trading, " +
      "positions, deals, quotes, API keys, workspace, webhooks, alert hooks, members, invitations and billing. " +
      "Connection: --base-url / $SVC_BASE_URL and --api-key / $SVC_API_KEY, or the session `svc login` keeps. Exit codes: 0 done, 1 the service " +
      "refused (its error code is printed) or the outcome was not reached, 2 usage error, 3 service unreachable."
  ),
  Command.withSubcommands(groups)
)

const cli = Command.run(rootCommand, { name: "svc", version })

/** `--help` (or `-h`) anywhere before a `--`. */
const asksForHelp = (args: ReadonlyArray<string>) => {
  const end = args.indexOf("--")
  return (end < 0 ? args : args.slice(0, end)).some((a) => a === "--help" || a === "-h")
}

/** @effect/cli's own options, which it answers without a command. */
const builtIns = new Set(["--version", "--completions", "--wizard", "--log-level"])

/**
 * Help is this CLI's own layout (see Help.ts): on `--help`, and in place of running when the words name a group
 * (or nothing) rather than a command. A word that names no command is a usage error, shown with the commands
 * there are.
 */
const runOrHelp = (argv: ReadonlyArray<string>) =>
  Effect.flatMap(Io, (io) => {
    const args = argv.slice(2)
    const target = helpTarget(rootCommand.descriptor, groups.map((g) => g.descriptor), args)
    const help = () => renderHelp(target, { width: io.width, styled: io.stdoutIsTerminal })
    if (asksForHelp(args)) return io.stdout(help())
    if (target.children.length === 0 || args.some((a) => builtIns.has(a.split("=")[0] ?? a))) return cli(argv)
    if (target.unknown === undefined) return io.stdout(help())
    return Effect.zipRight(
      io.stderr(renderHelp(target, { width: io.width, styled: false })),
      new UsageError({ message: `${target.path.join(" ")} has no command ${JSON.stringify(target.unknown)}` })
    )
  })

/**
 * Runs the CLI on a full argv (`[node, script, ...args]`) and answers the process exit code. Never fails: every
 * error has been reported on stderr by then, so the caller only has to exit with the code.
 */
export const runCli = (argv: ReadonlyArray<string>) =>
  runOrHelp(argv).pipe(
    Effect.as<ExitCode>(ExitCode.ok),
    Effect.catchAll((error) => {
      const { exitCode, text } = describeFailure(error)
      return Effect.as(text === undefined ? Effect.void : note(text), exitCode)
    }),
    Effect.catchAllDefect((defect) =>
      Effect.as(note(`error: unexpected failure (a bug in svc):\n${Cause.pretty(Cause.die(defect))}`), ExitCode.api)),
    withIoConsole
  )
