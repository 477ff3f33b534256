import { Args, Command, Options } from "@effect/cli"
import { ChangeServer, ConnectAccount } from "@svc/domain/api/accounts"
import { AccountId } from "@svc/domain/ids"
import { AccountMode, ReconnectedAccount } from "@svc/domain/resources/account"
import type { Account, AccountState, AccountStatus, PrepareResult, Problem } from "@svc/domain/resources/account"
import { Array as Arr, Duration, Effect, Option, Schema } from "effect"
import { describeProblem, isOnline, watchAccount, watchAccounts } from "../AccountWatch.js"
import type { WatchOutcome } from "../AccountWatch.js"
import { apiFor, connection } from "../Client.js"
import { confirmIrreversible, yesOption } from "../Confirm.js"
import { CommandFailed, UsageError } from "../Failure.js"
import { field } from "../Fields.js"
import { parseIdList, readIdFile } from "../IdList.js"
import { argSchema, optionSchema } from "../Input.js"
import { readPassword } from "../PasswordInput.js"
import { command, Io, note } from "../Io.js"
import { liveLine, progressBar } from "../Progress.js"
import { byIdCommand, listCommand } from "../ReadCommands.js"
import { details, emit, emitList } from "../Render.js"

// Arguments are checked against the contract's own schemas, so a bad value is a usage error (exit 2) that names
// the rule, before any request is sent.
const accountId = Args.text({ name: "account-id" }).pipe(
  argSchema(AccountId),
  Args.withDescription("The account's id (a UUID, as `svc accounts list` shows).")
)

const passwordStdin = Options.boolean("password-stdin").pipe(
  Options.withDescription(
    "Read the broker password from standard input (a trailing newline is dropped) instead of a hidden prompt."
  )
)

const interval = Options.float("interval").pipe(
  Options.withDefault(1),
  Options.withDescription("Seconds between two status polls.")
)
const timeout = Options.integer("timeout").pipe(
  Options.withDefault(180),
  Options.withDescription("Seconds to wait for an account to come online before giving up (it keeps trying).")
)
const noWait = Options.boolean("no-wait").pipe(
  Options.withDescription("Return as soon as the service accepted the request, without following the account's status.")
)

const operatorResolved = Options.boolean("operator-resolved").pipe(
  Options.withDescription(
    "You fixed at the broker what the account needed you for (2FA, certificate, trading disabled): try one login from that state."
  )
)

/** The broker's trading password, as any password: a hidden prompt or standard input, never the command line. */
const readBrokerPassword = (fromStdin: boolean) =>
  readPassword(fromStdin, "Broker password (the trading password, not the investor password)")

const problemTitle = (problem: Problem | null) => problem?.title ?? null

const accountDetails = (a: Account) =>
  details([
    ["id", a.id],
    ["label", a.label],
    ["login", a.login],
    ["server", a.server],
    ["mode", a.mode],
    ["state", a.state],
    ["state detail", a.stateDetail],
    ["state changed", a.stateChangedAt],
    ["problem", problemTitle(a.problem)],
    ["environment", a.environment],
    ["broker", a.brokerName],
    ["currency", a.currency],
    ["leverage", a.leverage],
    ["margin mode", a.marginMode],
    ["trade allowed", a.tradeAllowed],
    ["trading disabled", a.tradingDisabled],
    ["created", a.createdAt]
  ])

const statusDetails = (s: AccountStatus) =>
  details([
    ["account", s.accountId],
    ["state", s.state],
    ["state detail", s.stateDetail],
    ["state changed", s.stateChangedAt],
    ["online", s.online],
    ["mode", s.mode],
    ["trade allowed", s.tradeAllowed],
    ["problem", problemTitle(s.problem)]
  ])

const list = listCommand("List the workspace's accounts, newest first.", (api) => api.accounts.listAccounts(), [
  ["ID", (a) => a.id],
  ["LOGIN", (a) => a.login],
  ["SERVER", (a) => a.server],
  ["MODE", (a) => a.mode],
  ["STATE", (a) => a.state],
  ["PROBLEM", (a) => problemTitle(a.problem)],
  ["LABEL", (a) => a.label]
], "No accounts.")

const show = byIdCommand("show", accountId, "Show one account.", (api, id) => api.accounts.getAccount({ path: { id } }), accountDetails)

const connect = Command.make(
  "connect",
  {
    ...connection,
    login: Options.text("login").pipe(
      optionSchema(ConnectAccount.fields.login),
      Options.withDescription("The platform account number (digits).")
    ),
    server: Options.text("server").pipe(
      optionSchema(ChangeServer.fields.server),
      Options.withDescription("The broker server name exactly as the platform shows it.")
    ),
    mode: Options.choice("mode", AccountMode.literals).pipe(
      Options.withDefault("cold" as const),
      Options.withDescription("When the account is online: always_on, warm_on_demand or cold (only when warmed).")
    ),
    label: Options.text("label").pipe(
      optionSchema(Schema.String.pipe(Schema.maxLength(120))),
      Options.optional,
      Options.withDescription("Your own text for the account.")
    ),
    passwordStdin
  },
  ({ label, login, mode, passwordStdin, server, ...conn }) =>
    Effect.gen(function*() {
      const password = yield* readBrokerPassword(passwordStdin)
      const api = yield* apiFor(conn)
      const account = yield* api.accounts.connectAccount({
        payload: { platform: "mt5", login, server, password, mode, ...field("label", label) }
      })
      // 200 (not 201) means a login disconnected earlier was taken back: same id, history kept, new password.
      const warm = yield* command(`accounts warm ${account.id}`)
      yield* note(
        account instanceof ReconnectedAccount
          ? `Reconnected account ${account.id} (same account as before, new password). Bring it online: ${warm}`
          : `Connected account ${account.id}. Nothing logged in yet; bring it online: ${warm}`
      )
      yield* emit(conn.json, account, accountDetails)
    })
).pipe(
  Command.withDescription(
    "Connect an MT5 account: the password is read from a hidden prompt (or --password-stdin), stored encrypted and never shown again. Does not log in."
  )
)

const warm = Command.make(
  "warm",
  { ...connection, id: accountId, noWait, interval, timeout, operatorResolved },
  ({ id, interval, noWait, operatorResolved, timeout, ...conn }) =>
    Effect.gen(function*() {
      const api = yield* apiFor(conn)
      const accepted = yield* api.accounts.warmAccount({
        path: { id },
        urlParams: operatorResolved ? { operatorResolved: "true" } : {}
      })
      if (noWait) return yield* emit(conn.json, accepted, (w) =>
        details([["account", w.accountId], ["state", w.state], ["already running", w.alreadyRunning], ["poll", w.pollUrl]]))
      const live = yield* liveLine
      const outcome = yield* watchAccount(api, id, {
        interval: Duration.seconds(interval),
        timeout: Duration.seconds(timeout),
        onStatus: (s) => live.update(`warming ${id}: ${s.state}${s.stateDetail === null ? "" : ` (${s.stateDetail})`}`)
        // Cleared on every exit, so an error message never lands on the end of a half-drawn status line.
      }).pipe(Effect.ensuring(live.clear))
      yield* reportOutcome(id, outcome, conn.json)
    })
).pipe(
  Command.withDescription(
    "Bring an account online and follow its status until it is ready, or until it needs you (wrong password, 2FA, certificate, …). Exits 1 when it does not come online."
  )
)

/** The last status read goes to stdout in every case; what went wrong goes to stderr with a non-zero exit. */
const reportOutcome = (id: AccountId, outcome: WatchOutcome, json: boolean) =>
  Effect.gen(function*() {
    const last = outcome._tag === "TimedOut" ? Option.getOrUndefined(outcome.status) : outcome.status
    if (last !== undefined) yield* emit(json, last, statusDetails)
    switch (outcome._tag) {
      case "Online":
        return
      case "NeedsAttention":
        yield* note(describeProblem((yield* Io).program, id, outcome.status))
        return yield* new CommandFailed({
          message: `account ${id} did not come online: ${outcome.status.problem?.title ?? outcome.status.state}`
        })
      case "TimedOut":
        return yield* new CommandFailed({
          message: `account ${id} was not online before the timeout (last state: ${last?.state ?? "unknown"}); ` +
            `follow it with: ${yield* command(`accounts status ${id}`)}`
        })
    }
  })

const status = Command.make("status", { ...connection, id: accountId }, ({ id, ...conn }) =>
  Effect.gen(function*() {
    const api = yield* apiFor(conn)
    const s = yield* api.accounts.accountStatus({ path: { id } })
    yield* emit(conn.json, s, statusDetails)
    if (s.problem !== null) yield* note(describeProblem((yield* Io).program, id, s))
  })).pipe(Command.withDescription("Show an account's live state and any problem that needs you."))

const cool = Command.make("cool", { ...connection, id: accountId }, ({ id, ...conn }) =>
  Effect.gen(function*() {
    const api = yield* apiFor(conn)
    const result = yield* api.accounts.coolAccount({ path: { id } })
    yield* emit(conn.json, result, (r) =>
      r.stopped ? `Account ${r.accountId} is going offline (state ${r.state}); the stored password and open positions stay.` :
      `Account ${r.accountId} was not online (state ${r.state}).`)
  })).pipe(Command.withDescription("Take an account offline to standby. Open positions stay open at the broker with their stops."))

const mode = Command.make(
  "mode",
  { ...connection, id: accountId, mode: Args.choice(AccountMode.literals.map((m) => [m, m] as const), { name: "mode" }) },
  ({ id, mode, ...conn }) =>
    Effect.gen(function*() {
      const api = yield* apiFor(conn)
      const result = yield* api.accounts.changeMode({ path: { id }, payload: { mode } })
      yield* emit(conn.json, result, (r) =>
        `Account ${r.accountId} is now ${r.mode}; from the next time it comes online it rests in ${r.restingState}.`)
    })
).pipe(Command.withDescription("Change when an account is online: always_on, warm_on_demand or cold."))

const disconnect = Command.make("disconnect", { ...connection, id: accountId }, ({ id, ...conn }) =>
  Effect.gen(function*() {
    const api = yield* apiFor(conn)
    const result = yield* api.accounts.disconnectAccount({ path: { id } })
    yield* emit(conn.json, result, (r) =>
      `Account ${r.accountId} is ${r.state}; stored password ${r.passwordDeleted ? "deleted" : "was already gone"}. Its record and history stay.`)
  })).pipe(Command.withDescription("Take an account offline and delete its stored password; the record and history stay."))

const remove = Command.make(
  "delete",
  {
    ...connection,
    id: accountId,
    force: Options.boolean("force").pipe(
      Options.withDescription("Delete even with open positions (they stay open at the broker, unmanaged).")
    ),
    yes: yesOption
  },
  ({ force, id, yes, ...conn }) =>
    Effect.gen(function*() {
      yield* confirmIrreversible(yes, `Delete account ${id} with its stored password, orders, deals and positions? This cannot be undone.`)
      const api = yield* apiFor(conn)
      const result = yield* api.accounts.deleteAccount({ path: { id }, urlParams: force ? { force: "true" } : {} })
      yield* emit(conn.json, result, (r) =>
        `Deleted account ${r.accountId}: removed ${r.removed.orders} orders, ${r.removed.deals} deals, ` +
        `${r.removed.positions} positions.`)
    })
).pipe(
  Command.withDescription(
    "Delete an account with its stored password, orders, deals and positions. Irreversible; asks first unless --yes."
  )
)

const password = Command.make("password", { ...connection, id: accountId, passwordStdin }, ({ id, passwordStdin, ...conn }) =>
  Effect.gen(function*() {
    const secret = yield* readBrokerPassword(passwordStdin)
    const api = yield* apiFor(conn)
    const account = yield* api.accounts.changePassword({ path: { id }, payload: { password: secret } })
    yield* note(`Password replaced for account ${account.id}; it is used at the next login.`)
    yield* emit(conn.json, account, accountDetails)
  })).pipe(
    Command.withDescription("Replace an account's stored broker password (hidden prompt, or --password-stdin).")
  )

const server = Command.make(
  "server",
  {
    ...connection,
    id: accountId,
    server: Args.text({ name: "server" }).pipe(
      argSchema(ChangeServer.fields.server),
      Args.withDescription("One of the broker's other servers, as the account's problem lists them.")
    )
  },
  ({ id, server, ...conn }) =>
    Effect.gen(function*() {
      const api = yield* apiFor(conn)
      const account = yield* api.accounts.changeServer({ path: { id }, payload: { server } })
      yield* note(`Account ${account.id} moved to ${account.server}; it logs in there at the next warm.`)
      yield* emit(conn.json, account, accountDetails)
    })
).pipe(Command.withDescription("Move an account to another server of its broker (one of its problem's otherServers)."))

// --- prepare ---------------------------------------------------------------------------------------------------------

/** The spec's limit of accounts per prepare call; longer files are sent in several calls. */
const prepareBatch = 200

interface Prepared {
  readonly accountId: string
  readonly result: PrepareResult["result"]
  readonly state: AccountState | null
  readonly problem: string | null
}

const prepare = Command.make(
  "prepare",
  {
    ...connection,
    file: Options.text("file").pipe(
      Options.withAlias("f"),
      Options.withDescription("File of account ids (one per line, or separated by commas or spaces; # comments); - for standard input.")
    ),
    noWait,
    interval,
    timeout
  },
  ({ file, interval, noWait, timeout, ...conn }) =>
    Effect.gen(function*() {
      const ids = parseIdList(yield* readIdFile(file))
      if (ids.length === 0) return yield* new UsageError({ message: `no account ids in ${file}` })
      const api = yield* apiFor(conn)
      const accepted = Arr.flatten(yield* Effect.forEach(Arr.chunksOf(ids, prepareBatch), (accountIds) =>
        api.accounts.prepareAccounts({ payload: { accountIds } })))
      if (noWait) {
        return yield* emitList(conn.json, accepted, [
          ["ACCOUNT", (r) => r.accountId],
          ["RESULT", (r) => r.result],
          ["STATE", (r) => r.state]
        ], "No accounts.")
      }
      const bar = yield* progressBar(accepted.length, "preparing")
      yield* Effect.forEach(accepted.filter((r) => r.result !== "warming"), (r) => bar.advance(`${r.accountId} ${r.result}`))
      const followed = yield* Effect.gen(function*() {
        const result = yield* watchAccounts(api, accepted.filter((r) => r.result === "warming").map((r) => r.accountId), {
          interval: Duration.seconds(interval),
          timeout: Duration.seconds(timeout),
          onSettled: (id, account) => bar.advance(`${id} ${account?.state ?? "no longer exists"}`)
        })
        yield* Effect.forEach(result.pending, (id) =>
          bar.advance(`${id} still ${result.accounts.get(id)?.state ?? "unknown"} at the timeout`))
        return result
      }).pipe(Effect.ensuring(bar.finish))
      const rows = accepted.map((r): Prepared => {
        // The list read while following also shows why a needs_operator account needs someone.
        const account = followed.accounts.get(r.accountId)
        return {
          accountId: r.accountId,
          result: r.result,
          state: r.result === "warming" ? account?.state ?? null : r.state,
          problem: problemTitle(account?.problem ?? null)
        }
      })
      yield* emitList(conn.json, rows, [
        ["ACCOUNT", (r) => r.accountId],
        ["RESULT", (r) => r.result],
        ["STATE", (r) => r.state],
        ["PROBLEM", (r) => r.problem]
      ], "No accounts.")
      const offline = rows.filter((r) => r.state === null || !isOnline(r.state))
      if (offline.length > 0) {
        return yield* new CommandFailed({ message: `${offline.length} of ${rows.length} accounts are not online` })
      }
      yield* note(`All ${rows.length} accounts are online.`)
    })
).pipe(
  Command.withDescription(
    "Bring many accounts online from a file of ids, with a progress bar until each is ready or needs you. Exits 1 when any is not online."
  )
)

export const accountsCommand = Command.make("accounts").pipe(
  Command.withDescription("Connect MT5 accounts, bring them online and take them offline."),
  Command.withSubcommands([list, show, connect, warm, status, cool, mode, prepare, disconnect, remove, password, server])
)
