import { Args, Command, Options } from "@effect/cli"
import { AccountId } from "@svc/domain/ids"
import { Effect } from "effect"
import { apiFor, connection } from "../Client.js"
import { UsageError } from "../Failure.js"
import { argSchema } from "../Input.js"
import { emitList } from "../Render.js"

/** The spec's limit of names per quotes call, symbols and instruments together. */
const maxNames = 20

const names = (name: string, description: string) =>
  Options.text(name).pipe(Options.repeated, Options.withDescription(description))

const quotes = Command.make(
  "quotes",
  {
    ...connection,
    account: Args.text({ name: "account-id" }).pipe(argSchema(AccountId), Args.withDescription("An online account (a UUID).")),
    symbol: names("symbol", "A broker symbol exactly as the account shows it; repeat for several."),
    instrument: names("instrument", "A plain instrument name (EURUSD), quoted as the account's own symbol; repeat for several.")
  },
  ({ account, instrument, symbol, ...conn }) =>
    Effect.gen(function*() {
      const count = symbol.length + instrument.length
      if (count === 0) return yield* new UsageError({ message: "give at least one --symbol or --instrument" })
      if (count > maxNames) return yield* new UsageError({ message: `at most ${maxNames} symbols and instruments per call` })
      const api = yield* apiFor(conn)
      const answer = yield* api.accountData.getQuotes({
        path: { id: account },
        urlParams: {
          ...(symbol.length === 0 ? {} : { symbols: symbol.join(",") }),
          ...(instrument.length === 0 ? {} : { instruments: instrument.join(",") })
        }
      })
      yield* emitList(conn.json, answer, [
        ["SYMBOL", (q) => q.symbol],
        ["INSTRUMENT", (q) => q.instrument],
        ["STATUS", (q) => q.status],
        // A broker without the symbol still answers numbers: they mean nothing then.
        ["BID", (q) => (q.status === "ok" ? q.bid : null)],
        ["ASK", (q) => (q.status === "ok" ? q.ask : null)],
        ["SPREAD", (q) => (q.status === "ok" ? q.spread : null)],
        ["BROKER TIME", (q) => (q.status === "ok" ? q.brokerTime : null)],
        ["AGE MS", (q) => q.ageMs],
        ["STALE", (q) => q.stale],
        ["MARKET OPEN", (q) => q.marketOpen]
      ], "No quotes.")
    })
).pipe(Command.withDescription("Live quotes from an online account's terminal (poll; there is no stream). Up to 20 names."))

export const quotesCommand = quotes
